//! `tessera play ...`: scripted games through state files, bots and the arena, the same
//! for every game: everything goes through the table of games and one session object.

mod apply;
mod arena;
mod bot;
mod examples;
mod export;
mod game_args;
mod hint;
mod import;
mod lines;
mod list;
mod moves;
mod new;
mod played;
mod replay;
mod serve;
mod show;
mod status;
mod undo;
mod vs;
mod vs_events;
mod vs_recap;
mod vs_terminal;

use super::file_kinds::{FileKind, refused_as};
use super::report::OutputArgs;
use super::{Answer, Streams};
use crate::engine::Budget;
use crate::play::file::{self, Overwrite};
use crate::play::{FileError, GameSession, Games};
use crate::safe_write::Written;
use crate::text_file::{InFile, NameFile};
use anyhow::Result;
use clap::{Args, Command, Subcommand, ValueEnum};
use game_args::{GameCall, add_games, add_import_games};
use std::path::{Path, PathBuf};

/// Play games through state files, bots and an arena.
#[derive(Args, Debug)]
#[command(after_help = examples::PLAY)]
pub struct PlayArgs {
    #[command(subcommand)]
    pub command: PlayCommand,
}

#[derive(Subcommand, Debug)]
pub enum PlayCommand {
    /// Start a game and write its state file: `play new GAME [game options] -o FILE`.
    #[command(
        subcommand_required = true,
        subcommand_value_name = "GAME",
        after_help = examples::NEW
    )]
    New(GameCall<NewArgs>),
    /// Draw the board, the hands and whose turn it is.
    #[command(after_help = examples::SHOW)]
    Show {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// The legal moves, one per line.
    #[command(after_help = examples::MOVES)]
    Moves {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// One JSON document: {"moves": [...], "status"}.
        #[arg(long)]
        json: bool,
    },
    /// Play moves in order; an illegal one stops with exit 2 and the file unchanged.
    #[command(after_help = examples::APPLY, visible_alias = "move")]
    Apply {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// Refuse the moves unless this player (from 1) is to move.
        #[arg(long, value_name = "N")]
        player: Option<usize>,
        /// Refuse the moves unless the game has had exactly N moves (the `moves` of `play
        /// status --json`): a program that read the position before another run moved
        /// changes nothing.
        #[arg(long, value_name = "N")]
        played: Option<usize>,
        #[command(flatten)]
        wait: WaitArgs,
        /// The moves, each one argument in the game's notation, quoted when it has
        /// spaces: "take O1" "place W05 I2 c5 d5" (`play moves FILE` lists them; `--player`
        /// may come anywhere among them).
        #[arg(required = true)]
        moves: Vec<String>,
        /// One JSON document: {"by": null, "played", "drawn", "did", "status"}.
        #[arg(long)]
        json: bool,
    },
    /// Whose turn it is, or the result.
    #[command(after_help = examples::STATUS)]
    Status {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// One JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Take back the last N moves (chance events count as moves); the file is written once
    /// they all are.
    #[command(after_help = examples::UNDO)]
    Undo {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// How many moves to take back.
        #[arg(default_value_t = 1, value_parser = crate::cli::args::at_least_one::<usize>)]
        moves: usize,
        #[command(flatten)]
        wait: WaitArgs,
        /// One JSON document: {"undone", "status"}.
        #[arg(long)]
        json: bool,
    },
    /// The saved games in a folder: each one's game, players, move, whose turn it is and
    /// when it last changed, newest first.
    #[command(after_help = examples::LIST)]
    List {
        /// The folder to look in.
        #[arg(default_value = ".")]
        folder: PathBuf,
        /// One JSON document: {"folder", "games": [{"file", "game", "players", "moves",
        /// "status", "problem", "changed"}]}.
        #[arg(long)]
        json: bool,
    },
    /// Replay the history from the start and check it.
    #[command(after_help = examples::REPLAY)]
    Replay {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// One JSON document: {"replayed", "status"}.
        #[arg(long)]
        json: bool,
    },
    /// Let a bot play for the player to move (chance events are drawn from the seed).
    #[command(after_help = examples::BOT)]
    Bot {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// A bot of the game (`play new GAME --help` lists them) [default: the game's first].
        #[arg(long)]
        bot: Option<String>,
        /// Play one move, the player's turn, or every move to the end, for every player.
        #[arg(long, value_enum, default_value_t = UntilArg::Turn)]
        until: UntilArg,
        /// Refuse to move unless this player (from 1) is to move.
        /// (`--until end`, which plays for every player, is refused with it).
        #[arg(long, value_name = "N")]
        player: Option<usize>,
        #[command(flatten)]
        think: ThinkArgs,
        #[command(flatten)]
        wait: WaitArgs,
        /// One JSON document: {"by", "played", "drawn", "did", "status"}.
        #[arg(long)]
        json: bool,
    },
    /// Play against bots at the terminal: `play vs GAME [game options]` starts a game
    /// (you in --seat N, the game's strongest bot or --bot BOT in the other seats), `play vs
    /// FILE` continues one.
    #[command(after_help = vs::AFTER_HELP, subcommand_value_name = "GAME")]
    Vs(vs::VsCall),
    /// The strongest analysis the game has for the player to move (the file is unchanged).
    #[command(after_help = examples::HINT)]
    Hint {
        /// The game's state file.
        file: PathBuf,
        /// Seconds the analysis may think (the solvers stop there, or at Ctrl-C, with the
        /// best so far; Ctrl-C's exit code is 3).
        #[arg(long, value_name = "SECS", value_parser = vs::hint_seconds, default_value = "3")]
        time: crate::engine::HintTime,
        /// One JSON document: {"player", "moves", "method", "figures", "reasons", "cut_short"}.
        #[arg(long)]
        json: bool,
    },
    /// Write the current position as a position file (games that have them); Project L: the
    /// player to move as a plan state, for `tessera plan`.
    #[command(after_help = examples::EXPORT)]
    Export {
        /// The game's state file.
        file: PathBuf,
        /// The position file to write (default: standard output).
        #[arg(short, long, value_name = "FILE", value_parser = crate::cli::args::output_file)]
        output: Option<PathBuf>,
        /// Overwrite the position file if it exists.
        #[arg(long, requires = "output")]
        force: bool,
        /// One JSON document: {"file", "position", "left_out"} (the position's text when it
        /// is not written to a file; the options it does not record).
        #[arg(long)]
        json: bool,
    },
    /// Start a game from a position file: `play import POSITION [GAME [game options]] -o
    /// FILE` (the game's options: the readings of the rules a position leaves open).
    #[command(after_help = examples::IMPORT, subcommand_value_name = "GAME")]
    Import(import::ImportCall),
    /// Speak the line protocol on standard input and output (for programs):
    /// `play serve [GAME [game options]]`.
    #[command(after_help = examples::SERVE, subcommand_value_name = "GAME")]
    Serve(GameCall<ServeArgs>),
    /// Bots against each other, seats rotated; wins, mean scores, games per second.
    #[command(
        subcommand_required = true,
        subcommand_value_name = "GAME",
        after_help = examples::ARENA
    )]
    Arena(GameCall<ArenaArgs>),
}

// A searching bot's budget per decision (the other bots ignore it). No doc comment: clap
// would show it as the description of the commands that flatten it.
#[derive(Args, Debug, Clone, Copy)]
pub struct ThinkArgs {
    /// Think at most MS milliseconds per move (1 up to a day; moves then depend on the
    /// machine's speed).
    #[arg(long, value_name = "MS", value_parser = Budget::millis, conflicts_with = "nodes")]
    think: Option<Budget>,
    /// Search N nodes per move (the same seed and N give the same moves).
    #[arg(long, value_name = "N", value_parser = Budget::nodes)]
    nodes: Option<Budget>,
}

impl ThinkArgs {
    fn budget(&self) -> Budget {
        self.think.or(self.nodes).unwrap_or_default()
    }
}

/// How far `play bot` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum UntilArg {
    Move,
    Turn,
    End,
}

/// The wire format of `play serve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Wire {
    Text,
    Json,
}

/// Adds the games of the table to `play new`, `serve`, `arena`, `vs` and `import`.
pub fn add_game_commands(play: Command, games: &Games) -> Command {
    play.mut_subcommand("new", |c| add_games::<NewArgs>(c, games))
        .mut_subcommand("serve", |c| {
            add_games::<NoArgs>(ServeArgs::augment_args(c), games)
        })
        .mut_subcommand("arena", |c| {
            add_games::<NoArgs>(global_args::<ArenaArgs>(c), games)
        })
        .mut_subcommand("vs", |c| {
            vs::with_games(add_games::<NoArgs>(c, games), games)
        })
        .mut_subcommand("import", |c| add_import_games(c, games))
}

/// Adds `C`'s arguments to `command` as global ones, so that they may come before the game
/// as well as after it (a global argument cannot be required: the command checks instead).
fn global_args<C: Args>(command: Command) -> Command {
    let ids: Vec<String> = (C::augment_args(Command::new("arguments")).get_arguments())
        .map(|a| a.get_id().to_string())
        .collect();
    ids.iter().fold(C::augment_args(command), |command, id| {
        command.mut_arg(id, |a| a.global(true).required(false))
    })
}

// `--seed`, for the commands that start games. No doc comment: clap would show it as the
// description of the commands that flatten it.
#[derive(Args, Debug, Clone, Copy)]
pub struct SeedArg {
    /// Seed for everything random (shuffles, dice, bots).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
}

// `play new GAME`'s own arguments. No doc comment: clap would show it as each game's
// description.
#[derive(Args, Debug, Clone)]
pub struct NewArgs {
    /// Seed for everything random (shuffles, dice, bots) [default: from the clock; the
    /// game's seed is printed and kept in its file].
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// The state file to write.
    #[arg(short, long, value_name = "FILE", value_hint = clap::ValueHint::FilePath,
          value_parser = crate::cli::args::kept_file)]
    output: PathBuf,
    /// Overwrite the state file if it exists.
    #[arg(long)]
    force: bool,
    /// One JSON document: {"game", "players", "seed", "file", "status"}.
    #[arg(long)]
    json: bool,
}

// `play serve`'s own arguments, given before or after the game. No doc comment: clap would
// show it as the command's description.
#[derive(Args, Debug, Clone, Copy)]
pub struct ServeArgs {
    /// Seed for everything random (shuffles, dice, bots).
    #[arg(long, value_name = "N", default_value_t = 0, global = true)]
    seed: u64,
    /// text: `[id] command args` answered `=[id] result` or `?[id] error` and a blank line;
    /// json: one object per line each way.
    #[arg(long, value_enum, default_value_t = Wire::Text, global = true)]
    protocol: Wire,
}

// No arguments of its own (a game subcommand of `play serve` or `play vs`, whose arguments
// are global). No doc comment: clap would show it as each game's description.
#[derive(Args, Debug, Clone, Copy)]
pub struct NoArgs {}

// `play arena GAME`'s own arguments. No doc comment: clap would show it as the command's
// description.
#[derive(Args, Debug, Clone)]
pub struct ArenaArgs {
    /// Bots, one per seat, separated by commas or spaces: greedy,random (required).
    #[arg(long, value_name = "BOTS")]
    bots: Vec<String>,
    /// Games to play (at least 1).
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = crate::cli::args::at_least_one::<u64>)]
    games: u64,
    #[command(flatten)]
    seed: SeedArg,
    #[command(flatten)]
    think: ThinkArgs,
    /// One JSON document.
    #[arg(long)]
    json: bool,
}

/// Runs the command.
pub fn run(args: &PlayArgs, games: &Games, io: &mut Streams) -> Result<Answer> {
    match &args.command {
        PlayCommand::New(call) => new::run(call, games, io),
        PlayCommand::Show { file, output } => show::run(games, file, output, (io.out, io.err)),
        PlayCommand::Moves { file, json } => moves::run(games, file, *json, io),
        PlayCommand::Apply {
            file,
            player,
            played,
            wait,
            moves,
            json,
        } => {
            let (player, after, moves) = (*player, *played, moves.as_slice());
            apply::run(
                games,
                file,
                apply::Moves {
                    player,
                    after,
                    moves,
                    wait: *wait,
                },
                *json,
                io.out,
                io.err,
            )
        }
        PlayCommand::Status { file, json } => status::run(games, file, *json, io.out),
        PlayCommand::Undo {
            file,
            moves,
            wait,
            json,
        } => undo::run(games, file, (*moves, *wait), *json, io.out, io.err),
        PlayCommand::List { folder, json } => list::run(games, folder, *json, io.out),
        PlayCommand::Replay { file, json } => replay::run(games, file, *json, io.out),
        PlayCommand::Bot {
            file,
            bot,
            until,
            player,
            think,
            wait,
            json,
        } => {
            let call = bot::BotCall {
                bot: bot.as_deref(),
                until: *until,
                player: *player,
                budget: think.budget(),
                wait: *wait,
            };
            bot::run(games, file, call, *json, io.out, io.err)
        }
        PlayCommand::Export {
            file,
            output,
            force,
            json,
        } => {
            let to = export::ExportTo {
                output: output.as_deref(),
                force: *force,
            };
            export::run(games, file, to, *json, io)
        }
        PlayCommand::Import(call) => import::run(games, call, io),
        PlayCommand::Vs(call) => vs::run(call, games, io),
        PlayCommand::Hint { file, time, json } => hint::run(games, file, *time, *json, io.out),
        PlayCommand::Serve(call) => serve::run(call, games, io),
        PlayCommand::Arena(call) => arena::run(call, games, io),
    }
}

/// The game a `new`, `serve` or `arena` call names, started from its options.
fn start<C>(call: &GameCall<C>, seed: u64, games: &Games) -> Result<Box<dyn GameSession>> {
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
    let started = entry.start(&call.options, seed);
    started.map_err(|e| {
        let wrong_file = wrong_option_file(entry, &call.options).map(|(_, wrong)| wrong);
        wrong_file.unwrap_or_else(|| e.into()).context(entry.name)
    })
}

/// The first file given to one of the game's file options (`--extra-cards`) that is plainly
/// a file of another kind: the option, and the file told so (see
/// [`wrong_option_file`](super::file_kinds::wrong_option_file)): to say when the game
/// refuses its options.
fn wrong_option_file(
    entry: &crate::play::GameEntry,
    options: &[(String, String)],
) -> Option<(String, anyhow::Error)> {
    use crate::engine::OptionKind;
    let specs = entry.options();
    let names_a_file = |name: &str| {
        let file = |kind: &OptionKind| {
            matches!(
                kind,
                OptionKind::TextFile(_) | OptionKind::TextFiles | OptionKind::YamlFile
            )
        };
        specs
            .iter()
            .any(|spec| spec.name == name && file(&spec.kind))
    };
    let files: Vec<(&str, &Path)> = (options.iter())
        .filter(|(name, _)| names_a_file(name))
        .map(|(name, value)| (name.as_str(), Path::new(value.as_str())))
        .collect();
    super::file_kinds::wrong_option_file(&files)
}

/// A seed for a new game from the clock (small enough to read and type again).
fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    now.map_or(1, |d| d.as_micros() as u64 % 1_000_000)
}

/// Why a new game's `-o FILE` was not written; for a game already there, how to go on
/// with it (`--force` would lose it).
pub(super) fn new_file_error(
    games: &Games,
    path: &Path,
    error: crate::play::FileError,
) -> anyhow::Error {
    use crate::play::FileError;
    use crate::safe_write::WriteError;
    let exists = matches!(error, FileError::Write(WriteError::Exists));
    let error = file_error(path, error);
    match exists && file::load(games, path).is_ok() {
        true => anyhow::anyhow!(
            "{error:#} (it is a saved game: to continue it, tessera play vs {})",
            crate::wording::shell_word(&path.display().to_string())
        ),
        false => error,
    }
}

/// Writes a new game's state file (to the run's own standard output or error where the path
/// names one).
fn write_new(
    session: &dyn GameSession,
    (output, force): (&Path, bool),
    games: &Games,
    io: &mut Streams,
) -> Result<()> {
    let overwrite = match force {
        true => Overwrite::Allow,
        false => Overwrite::Refuse,
    };
    let text = file::to_text(session).in_file(output)?;
    let write = || file::save_text(&text, output, overwrite);
    let written = super::interrupt::while_writing(output, io.err, write);
    match written.map_err(|e| new_file_error(games, output, e))? {
        Written::Done => Ok(()),
        Written::Standard(stream) => Ok(io.standard(stream).write_all(text.as_bytes())?),
    }
}

/// Whether a run that changes a game file waits while another run holds it.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct WaitArgs {
    /// Refuse at once (exit 2, the file unchanged) if another run holds the game file (a
    /// game being played with `play vs`), instead of waiting for it.
    #[arg(long)]
    no_wait: bool,
}

/// The game file locked for a change, waiting while another run holds it (unless `wait`
/// says not to): the wait is said on `err` when it lasts, and Ctrl-C ends it.
fn lock(
    file: &Path,
    wait: WaitArgs,
    err: &mut dyn std::io::Write,
) -> Result<crate::play::file::GameFile> {
    if wait.no_wait {
        let locked = crate::play::file::GameFile::try_lock(file);
        return locked.map_err(|e| file_error(file, e));
    }
    let what = format!(
        "another run to finish with {} (it holds the lock)",
        file.display()
    );
    let take = || crate::play::file::GameFile::lock(file);
    let locked = super::interrupt::while_blocked(&what, err, take);
    locked.map_err(|e| file_error(file, e))
}

fn open(games: &Games, file: &Path) -> Result<Box<dyn GameSession>> {
    file::load(games, file).map_err(|e| file_error(file, e))
}

/// A state file's error, named by the file; a file that is no state file but another of
/// tessera's says which it is.
fn file_error(file: &Path, e: FileError) -> anyhow::Error {
    let not_a_state = matches!(e, FileError::Yaml(_) | FileError::Missing(_));
    let named = InFile::new(file, e).into();
    match not_a_state {
        true => refused_as(file, FileKind::GameState, named),
        false => named,
    }
}
