//! `tessera play import POSITION [GAME [game options]] -o FILE`: a game started from a
//! position file, for the games that have them, with the readings of the rules the
//! position leaves open.

use super::game_args::GameCall;
use super::write_new;
use crate::cli::file_kinds::{FileKind, kind_of};
use crate::cli::report::{OutputArgs, Report, emit};
use crate::cli::{Answer, Streams};
use crate::play::{GameEntry, GameSession, Games, PlayError, Status, status};
use crate::text_file::{InFile, NameFile};
use anyhow::{Result, anyhow, bail};
use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `play import POSITION [GAME [game options]] -o FILE`: the position file, and the game
/// named after it with the options the position leaves open (a reading of the rules).
#[derive(Debug, Clone)]
pub struct ImportCall {
    pub position: PathBuf,
    pub game: GameCall<ImportArgs>,
}

/// `play import`'s options, given before or after the game.
#[derive(Args, Debug, Clone)]
pub struct ImportArgs {
    /// The game the position belongs to, without options (`play import POSITION GAME`
    /// says the same).
    #[arg(long, global = true, hide = true)]
    game: Option<String>,
    /// Seed for everything random from here on (dice, bots).
    #[arg(long, value_name = "N", default_value_t = 0, global = true)]
    seed: u64,
    /// The state file to write (required).
    #[arg(short, long, value_name = "FILE", global = true, value_parser = crate::cli::args::kept_file)]
    output: Option<PathBuf>,
    /// Overwrite the state file if it exists.
    #[arg(long, global = true)]
    force: bool,
    /// One JSON document: {"file", "status"}.
    #[arg(long, global = true)]
    json: bool,
}

impl FromArgMatches for ImportCall {
    fn from_arg_matches(matches: &ArgMatches) -> Result<ImportCall, clap::Error> {
        Ok(ImportCall {
            position: (matches.get_one::<PathBuf>("position").cloned()).unwrap_or_default(),
            game: GameCall::from_arg_matches(matches)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = ImportCall::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for ImportCall {
    fn augment_args(command: Command) -> Command {
        let position = Arg::new("position")
            .value_name("POSITION")
            .value_parser(clap::value_parser!(PathBuf))
            .value_hint(clap::ValueHint::FilePath)
            .required(true)
            .help("The position file to start from (`play export` writes one)");
        ImportArgs::augment_args(command.arg(position))
            .subcommand_value_name("GAME")
            .override_usage("tessera play import [OPTIONS] POSITION [GAME [game options]] -o FILE")
    }

    fn augment_args_for_update(command: Command) -> Command {
        ImportCall::augment_args(command)
    }
}

/// Starts a game from the position file and writes its state file.
pub fn run(games: &Games, call: &ImportCall, io: &mut Streams) -> Result<Answer> {
    let args = &call.game.common;
    let Some(output) = args.output.as_deref() else {
        bail!("give the state file to write: `play import POSITION -o game.yaml`");
    };
    let game = match (&call.game.game, &args.game) {
        (Some(_), Some(_)) => bail!("give the game once: `play import POSITION GAME`"),
        (game, flag) => game.as_deref().or(flag.as_deref()),
    };
    if crate::safe_write::same_file(&call.position, output) {
        anyhow::bail!(
            "{}: -o names the position file being imported, which would be lost; write the \
             game to another file (`-o game.yaml`)",
            output.display()
        );
    }
    let from = (call.position.as_path(), game, &call.game.options[..]);
    let session = start_from(games, from, args.seed)?;
    write_new(session.as_ref(), (output, args.force), games, io)?;
    let report = ImportReport {
        file: output.display().to_string(),
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(args.json), io.out)
}

/// The game the position file starts.
fn start_from(
    games: &Games,
    (position, game, given): (&Path, Option<&str>, &crate::play::Pairs),
    seed: u64,
) -> Result<Box<dyn GameSession>> {
    let text = crate::text_file::read(position).in_file_doing(position, "cannot read the file")?;
    let name = position.display().to_string();
    if text.trim().is_empty() {
        anyhow::bail!(
            "{name}: the file is empty: a position is read here (`play export` writes one; see \
             docs/formats.md#polyssimo-positions or docs/formats.md#структура-25-positions)"
        );
    }
    match games.import(&text, &name, game, (given, seed)) {
        Ok(session) => Ok(session),
        Err(_) if kind_of(position) == Some(FileKind::GameState) => Err(anyhow!(
            "{name}: this is a game state file, already a game (`tessera play show {name}`), not \
             a position file; `tessera play export {name} -o position.yaml` writes its position"
        )),
        Err(error @ PlayError::Position(_)) => Err(not_read(games, (&text, &name), game, error)),
        Err(other) => Err(InFile::new(position, other).into()),
    }
}

/// The refusal of a position the game named does not read: the game that reads it, if
/// another does (`play import POSITION s25` given a Polyssimo position), else the reader's
/// own reason, which names the file.
fn not_read(
    games: &Games,
    (text, name): (&str, &str),
    game: Option<&str>,
    error: PlayError,
) -> anyhow::Error {
    let named = game.and_then(|g| games.find(g).ok());
    let other = game.and_then(|g| other_game(games, (text, name), g));
    let (Some(named), Some(other)) = (named, other) else {
        return error.into();
    };
    let of_another = PlayError::PositionOfAnother {
        file: name.to_string(),
        of: other.title(),
        named: named.title(),
        game: other.name,
    };
    anyhow!("{name}: {of_another}")
}

/// The game a position that `game` does not read belongs to, if another reads it.
fn other_game(games: &Games, (text, file): (&str, &str), game: &str) -> Option<&'static GameEntry> {
    let session = games.import(text, file, None, (&[], 0)).ok()?;
    let other = games.find(session.name()).ok()?;
    (games.find(game).ok()?.name != other.name).then_some(other)
}

/// `play import`: the state file written and whose turn it is.
#[derive(Serialize)]
struct ImportReport {
    file: String,
    status: Status,
}

impl Report for ImportReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", self.status.text)
    }
}
