//! `tessera challenge ...`: puzzles drawn from seeded games of the bots, each with one
//! answer certified by the game's solver — drawn (`new`), shown (`show`, with a folder's
//! progress), a move checked against the answer (`check`), or played at the terminal
//! (`play`). The rules and the certificates live in `crate::challenge`.

mod check;
mod examples;
mod new;
mod play;
mod play_on;
mod show;
mod show_folder;

use super::file_kinds::{FileKind, refused_as};
use super::report::OutputArgs;
use super::{Answer, Streams};
use crate::challenge::{Challenge, ChallengeError, Kind};
use crate::play::{GameSession, Games};
use crate::text_file::{InFile, NameFile};
use anyhow::Result;
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};

/// Find-the-move puzzles with certified answers, drawn from seeded games.
#[derive(Args, Debug)]
#[command(after_help = examples::CHALLENGE)]
pub struct ChallengeArgs {
    #[command(subcommand)]
    pub command: ChallengeCommand,
}

#[derive(Subcommand, Debug)]
pub enum ChallengeCommand {
    /// Draw a challenge of a game from seeded games of the bots and write its file.
    #[command(after_help = examples::NEW)]
    New {
        /// The game: golomb (levels 3-8: pieces left in the pool), polyssimo (levels 8-14:
        /// pieces left in the hands), s25 (levels 1-2: your turns to the win, a sure one or
        /// the best chance) or project-l (levels 2-6: the fewest actions that finish the
        /// cards).
        game: String,
        /// The level [default: the game's least].
        #[arg(long, value_name = "N")]
        level: Option<u32>,
        /// The seed the games are drawn from.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// The challenge file to write (refused if it exists, unless --force); none: the
        /// file's text on standard output.
        #[arg(short, long, value_name = "FILE", value_parser = crate::cli::args::output_file)]
        output: Option<PathBuf>,
        /// Replace the output file if it exists.
        #[arg(long)]
        force: bool,
        /// With -o: one JSON document, {"game", "level", "seed", "file", "question"}
        /// (without -o the challenge file's text is written, not this document).
        #[arg(long)]
        json: bool,
    },
    /// Draw the position and ask the question; for a folder, its challenges and how many
    /// are solved.
    #[command(after_help = examples::SHOW)]
    Show {
        /// A challenge file, or a folder of them.
        file: PathBuf,
        /// Add the answer and its proof in words.
        #[arg(long)]
        answer: bool,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// Check a move: exit 0 when it solves the challenge, 1 when not (and why).
    ///
    /// A solved challenge is recorded in `.tessera-solved.yaml` beside its file, for `challenge
    /// show FOLDER` to count.
    #[command(after_help = examples::CHECK)]
    Check {
        /// The challenge file.
        file: PathBuf,
        /// The move, in the game's notation, quoted: "X b1 a2 b2 c2 b3"; for Project L one
        /// action or several separated by ";": "take O1; upgrade O1 I2".
        #[arg(value_name = "MOVE")]
        mv: String,
        /// One JSON document: {"file", "move", "solves", "finished", "why"}.
        #[arg(long)]
        json: bool,
    },
    /// Solve a challenge at the terminal: type moves until one solves it (quit to stop);
    /// Golomb, Polyssimo and Структура 25's level 2 then play on to the end against the
    /// defence.
    ///
    /// A solved challenge is recorded as `check` records it.
    #[command(after_help = examples::PLAY)]
    Play {
        /// The challenge file.
        file: PathBuf,
    },
}

/// Runs a `challenge` subcommand.
pub fn run(args: &ChallengeArgs, games: &Games, io: &mut Streams) -> Result<Answer> {
    match &args.command {
        ChallengeCommand::New {
            game,
            level,
            seed,
            output,
            force,
            json,
        } => new::run(
            games,
            game,
            *level,
            *seed,
            (output.as_deref(), *force, *json),
            io,
        ),
        ChallengeCommand::Show {
            file,
            answer,
            output,
        } => show::run(games, file, *answer, output, io.out),
        ChallengeCommand::Check { file, mv, json } => {
            check::run(games, file, mv, *json, (io.out, io.err))
        }
        ChallengeCommand::Play { file } => play::run(games, file, io),
    }
}

/// A challenge file read, its position replayed and checked against its answer.
struct Opened {
    challenge: Challenge,
    kind: Kind,
    session: Box<dyn GameSession>,
}

fn open(games: &Games, file: &Path) -> Result<Opened> {
    let text = crate::text_file::read(file).in_file_doing(file, "cannot read the challenge")?;
    let (challenge, kind, session) = match Challenge::parse(games, &text) {
        Ok(parsed) => parsed,
        Err(e) => {
            let foreign = matches!(
                e,
                ChallengeError::Yaml(_)
                    | ChallengeError::Missing(_)
                    | ChallengeError::Format { .. }
            );
            let named = InFile::new(file, e).into();
            return Err(match foreign {
                true => refused_as(file, FileKind::Challenge, named),
                false => named,
            });
        }
    };
    Ok(Opened {
        challenge,
        kind,
        session,
    })
}
