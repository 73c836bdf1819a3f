//! `tessera play ...`: scripted games through state files, bots and the arena, the same
//! for every game: everything goes through the table of games and one session object.

mod game_args;
mod hint;
mod serve;
mod vs;
mod vs_events;
mod vs_terminal;

use super::report::{OutputArgs, Report, emit, rounded};
use super::{Answer, Streams};
use crate::engine::Budget;
use crate::exact_cover::Flow;
use crate::picture::{Scene, terminal};
use crate::play::arena::ArenaResult;
use crate::play::file::{self, GameFile, Overwrite};
use crate::play::{
    FileError, GameSession, Games, MoveError, MoveReason, Status, Until, status, status_line,
};
use crate::safe_write::{Existing, names_standard_output};
use crate::wording::count;
use anyhow::{Context, Result, anyhow, bail};
use clap::{Args, Command, Subcommand, ValueEnum};
use game_args::{GameCall, add_games};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};

const EXAMPLES: &str = "\
Examples:
  tessera play new project-l --players 3 --seed 7 -o game.yaml
  tessera play apply game.yaml \"take O1\" \"take W20\" \"upgrade O1 I2\"
  tessera play new project-l --solo hard --seed 1 -o solo.yaml
  tessera play arena project-l --solo hard --bank 12 --bots planner --games 5 --seed 1
  tessera play new polyssimo --players 2 --seed 7 -o poly.yaml
  tessera play moves poly.yaml
  tessera play apply poly.yaml \"take C06\" \"take X\"
  tessera play bot poly.yaml --bot greedy --until end
  tessera play show poly.yaml
  tessera play show poly.yaml --svg poly.svg
      the board as a picture (--svg - writes it to standard output instead of the text)
  tessera play export poly.yaml -o position.yaml
  tessera play import position.yaml -o copy.yaml --force
  tessera play arena polyssimo --bots greedy,random --games 10 --seed 1
  tessera play new s25 --players 2 --seed 3 -o s25.yaml
  tessera play apply s25.yaml \"build a1 c1\" \"build a6 c6\" \"activate b1 line a1-c1\"
  tessera play arena s25 --bots greedy,random --games 20 --seed 1

`tessera play new GAME --help` lists a game's options and bots. An illegal move exits 2
and leaves the file unchanged; two runs that change one file take turns (the file is
locked while it changes).";

/// Play games through state files, bots and an arena.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct PlayArgs {
    #[command(subcommand)]
    pub command: PlayCommand,
}

#[derive(Subcommand, Debug)]
pub enum PlayCommand {
    /// Start a game and write its state file: `play new GAME [game options] -o FILE`.
    #[command(subcommand_required = true, subcommand_value_name = "GAME")]
    New(GameCall<NewArgs>),
    /// Draw the board, the hands and whose turn it is.
    Show {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// The legal moves, one per line.
    Moves {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// One JSON document: {"moves": [...]}.
        #[arg(long)]
        json: bool,
    },
    /// Play moves in order; an illegal one stops with exit 2 and the file unchanged.
    Apply {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// Refuse the moves unless this player (from 1) is to move.
        #[arg(long, value_name = "N")]
        player: Option<usize>,
        /// The moves, each one argument in the game's notation, quoted when it has
        /// spaces: "take O1" "place W05 I2 c5 d5" (`play moves FILE` lists them; `--player`
        /// may come anywhere among them).
        #[arg(required = true)]
        moves: Vec<String>,
    },
    /// Whose turn it is, or the result.
    Status {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
        /// One JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Replay the history from the start and check it.
    Replay {
        /// The game's state file (YAML, written by `play new`).
        file: PathBuf,
    },
    /// Let a bot play for the player to move (chance events are drawn from the seed).
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
    },
    /// Play against bots at the terminal: `play vs BOT GAME [game options]` starts a game
    /// (you in --seat N, BOT in the other seats), `play vs BOT FILE` continues one.
    #[command(after_help = vs::AFTER_HELP, subcommand_value_name = "GAME")]
    Vs(vs::VsCall),
    /// The strongest analysis the game has for the player to move (the file is unchanged).
    Hint {
        /// The game's state file.
        file: PathBuf,
        /// Seconds the analysis may think (the solvers stop there with the best so far).
        #[arg(long, value_name = "SECS", value_parser = vs::hint_seconds, default_value = "3")]
        time: crate::engine::HintTime,
        /// One JSON document: {"player", "moves", "method", "figures", "reasons"}.
        #[arg(long)]
        json: bool,
    },
    /// Write the current position as a position file (games that have them).
    Export {
        /// The game's state file.
        file: PathBuf,
        /// The position file to write (default: standard output).
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Overwrite the position file if it exists.
        #[arg(long, requires = "output")]
        force: bool,
    },
    /// Start a game from a position file.
    Import {
        /// The position file to start from (`play export` writes one).
        position: PathBuf,
        /// The game the position belongs to [default: the game that reads it].
        #[arg(long)]
        game: Option<String>,
        /// Seed for everything random from here on (dice, bots).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The state file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Overwrite the state file if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Speak the line protocol on standard input and output (for programs):
    /// `play serve [GAME [game options]]`.
    #[command(after_help = SERVE_HELP, subcommand_value_name = "GAME")]
    Serve(GameCall<ServeArgs>),
    /// Bots against each other, seats rotated; wins, mean scores, games per second.
    #[command(subcommand_required = true, subcommand_value_name = "GAME")]
    Arena(GameCall<ArenaArgs>),
}

const SERVE_HELP: &str = "\
Commands: new GAME [PLAYERS] [SEED] [KEY=VALUE...], load FILE, save FILE, games, moves,
play MOVE, undo, genmove [BOT] [think=MS | nodes=N], show, status, roll [EVENT], quit.

Text:  3 play take X        ->  =3 move 2: player 2 to move   (then a blank line)
       4 play take X        ->  ?4 \"take X\": X is not in the middle
JSON:  {\"id\": 3, \"command\": \"play\", \"args\": [\"take X\"]}
       ->  {\"id\": 3, \"ok\": true, \"result\": [\"move 2: player 2 to move\"]}

Examples:
  printf 'new polyssimo\\nmoves\\nquit\\n' | tessera play serve
  printf 'new project-l players=1 solo=hard seed=3\\nstatus\\n' | tessera play serve
  printf 'status\\n' | tessera play serve project-l --solo basic --seed 2";

/// A searching bot's budget per decision (the other bots ignore it).
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

/// Adds the games of the table to `play new`, `play serve` and `play arena`.
pub fn add_game_commands(play: Command, games: &Games) -> Command {
    play.mut_subcommand("new", |c| add_games::<NewArgs>(c, games))
        .mut_subcommand("serve", |c| {
            add_games::<NoArgs>(ServeArgs::augment_args(c), games)
        })
        .mut_subcommand("arena", |c| {
            add_games::<NoArgs>(global_args::<ArenaArgs>(c), games)
        })
        .mut_subcommand("vs", |c| add_games::<NoArgs>(c, games))
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

/// `--seed`, for the commands that start games.
#[derive(Args, Debug, Clone, Copy)]
pub struct SeedArg {
    /// Seed for everything random (shuffles, dice, bots).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
}

/// `play new GAME`'s own arguments.
#[derive(Args, Debug, Clone)]
pub struct NewArgs {
    #[command(flatten)]
    seed: SeedArg,
    /// The state file to write.
    #[arg(short, long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    output: PathBuf,
    /// Overwrite the state file if it exists.
    #[arg(long)]
    force: bool,
}

/// `play serve`'s own arguments, given before or after the game.
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

/// `play arena GAME`'s own arguments.
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
    /// No progress line.
    #[arg(long, short)]
    quiet: bool,
}

/// Runs the command.
pub fn run(args: &PlayArgs, games: &Games, io: &mut Streams) -> Result<Answer> {
    match &args.command {
        PlayCommand::New(call) => new_game(call, games, io.out),
        PlayCommand::Show { file, output } => {
            note_stale_temporaries(file, io.err);
            show(games, file, output, io.out)
        }
        PlayCommand::Moves { file, json } => list_moves(games, file, *json, io.out),
        PlayCommand::Apply {
            file,
            player,
            moves,
        } => apply(games, file, *player, moves, io.out),
        PlayCommand::Status { file, json } => report_status(games, file, *json, io.out),
        PlayCommand::Replay { file } => replay(games, file, io.out),
        PlayCommand::Bot {
            file,
            bot,
            until,
            player,
            think,
        } => run_bot(
            games,
            (file, *player),
            bot.as_deref(),
            (*until, think.budget()),
            io.out,
        ),
        PlayCommand::Export {
            file,
            output,
            force,
        } => export(games, file, output.as_deref(), *force, io.out),
        PlayCommand::Import {
            position,
            game,
            seed,
            output,
            force,
        } => {
            let session = import(games, position, game.as_deref(), *seed)?;
            write_new(session.as_ref(), output, *force)?;
            writeln!(io.out, "{}", status_line(session.as_ref()))?;
            Ok(Answer::Yes)
        }
        PlayCommand::Vs(call) => vs::run(call, games, io),
        PlayCommand::Hint { file, time, json } => hint::run(games, file, *time, *json, io.out),
        PlayCommand::Serve(call) => serve::run(call, games, io),
        PlayCommand::Arena(call) => arena(call, games, io.out),
    }
}

/// `play moves`: the legal moves of the position.
fn list_moves(games: &Games, file: &Path, json: bool, out: &mut dyn Write) -> Result<Answer> {
    let moves = open(games, file)?.legal_moves();
    emit(&MovesReport { moves }, &OutputArgs::json_only(json), out)
}

/// `play status`: whose turn it is, or how the game ended.
fn report_status(games: &Games, file: &Path, json: bool, out: &mut dyn Write) -> Result<Answer> {
    let session = open(games, file)?;
    let report = StatusReport {
        status: status(session.as_ref()),
        line: status_line(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}

/// `play replay`: the file's history replays from the start.
fn replay(games: &Games, file: &Path, out: &mut dyn Write) -> Result<Answer> {
    let session = open(games, file)?;
    let moves = count(session.history().len(), "move");
    let line = status_line(session.as_ref());
    writeln!(out, "ok: {moves} replay from the start; {line}")?;
    Ok(Answer::Yes)
}

/// `play import`: a game started from a position file.
fn import(
    games: &Games,
    position: &Path,
    game: Option<&str>,
    seed: u64,
) -> Result<Box<dyn GameSession>> {
    let text = crate::text_file::read(position)
        .with_context(|| format!("{}: cannot read the file", position.display()))?;
    let name = position.display().to_string();
    let session = games.import(&text, &name, game, seed);
    session.with_context(|| name.clone())
}

/// `play status`: where the game stands, a line of text or its JSON.
#[derive(Serialize)]
struct StatusReport {
    #[serde(flatten)]
    status: crate::play::Status,
    #[serde(skip)]
    line: String,
}

impl Report for StatusReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", self.line)
    }
}

fn new_game(call: &GameCall<NewArgs>, games: &Games, out: &mut dyn Write) -> Result<Answer> {
    let session = start(call, call.common.seed.seed, games)?;
    let output = &call.common.output;
    write_new(session.as_ref(), output, call.common.force)?;
    let players = count(session.players(), "player");
    let (name, seed) = (session.name(), session.seed());
    writeln!(
        out,
        "new {name} game for {players}, seed {seed}: {}",
        output.display()
    )?;
    writeln!(out, "{}", status_line(session.as_ref()))?;
    Ok(Answer::Yes)
}

/// The game a `new`, `serve` or `arena` call names, started from its options.
fn start<C>(call: &GameCall<C>, seed: u64, games: &Games) -> Result<Box<dyn GameSession>> {
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
    entry.start(&call.options, seed).with_context(|| entry.name)
}

fn write_new(session: &dyn GameSession, output: &Path, force: bool) -> Result<()> {
    let overwrite = if force {
        Overwrite::Allow
    } else {
        Overwrite::Refuse
    };
    file::save_new(session, output, overwrite).with_context(|| output.display().to_string())
}

fn show(games: &Games, file: &Path, output: &OutputArgs, out: &mut dyn Write) -> Result<Answer> {
    output.check()?;
    let session = open(games, file)?;
    let scene = match output.svg.wanted() {
        true => Some(
            session
                .picture()
                .ok_or_else(|| anyhow!("--svg: {} games have no picture", session.name()))?,
        ),
        false => None,
    };
    let drawing = session.board_text();
    let report = ShowReport {
        version: 1,
        game: session.name(),
        position: session.view(),
        picture: drawing.iter().map(|l| terminal::plain(l)).collect(),
        drawing,
        status: status(session.as_ref()),
        scene,
    };
    emit(&report, output, out)
}

/// `play show`: the position drawn as text (and as a picture), then the status line.
#[derive(Serialize)]
struct ShowReport {
    version: u32,
    game: &'static str,
    /// The state as data (`null` for a game that gives none).
    position: Option<crate::engine::view::JsonView>,
    /// The drawing without colour, for JSON.
    picture: Vec<String>,
    /// The drawing in colour, for the text (which `--color` may take it out of).
    #[serde(skip)]
    drawing: Vec<String>,
    status: Status,
    #[serde(skip)]
    scene: Option<Scene>,
}

impl Report for ShowReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.drawing.iter().try_for_each(|l| writeln!(out, "{l}"))?;
        writeln!(out, "{}", self.status.text)
    }

    fn scene(&self) -> Option<Scene> {
        self.scene.clone()
    }
}

/// `play moves`: the legal moves in notation, one per line.
#[derive(Serialize)]
struct MovesReport {
    moves: Vec<String>,
}

impl Report for MovesReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.moves.iter().try_for_each(|m| writeln!(out, "{m}"))
    }
}

/// Tells of temporary files that a writer of `file` left when it was killed (the next write
/// removes them); a courtesy, so a closed standard error is no failure.
fn note_stale_temporaries(file: &Path, err: &mut dyn Write) {
    let Ok(crate::safe_write::Target::File(target)) = crate::safe_write::resolve(file) else {
        return;
    };
    for path in crate::safe_write::stale_temporaries(&target) {
        let _ = writeln!(
            err,
            "note: {} was left by a run stopped while writing {}; the next move removes it",
            path.display(),
            file.display()
        );
    }
}

/// A hint when a one-word move failed and more words follow: the move was likely typed
/// unquoted, split into arguments by the shell.
fn quoting_hint(text: &str, rest: &[String]) -> String {
    match (text.contains(' '), rest.first()) {
        (false, Some(next)) => {
            format!(" (each move is one argument: quote it, e.g. \"{text} {next}\")")
        }
        _ => String::new(),
    }
}

/// Plays `moves` in order with the file locked; the file is written only if all are legal.
fn apply(
    games: &Games,
    file: &Path,
    player: Option<usize>,
    moves: &[String],
    out: &mut dyn Write,
) -> Result<Answer> {
    let mut locked = GameFile::lock(file).map_err(|e| file_error(file, e))?;
    let mut session = locked.load(games).map_err(|e| file_error(file, e))?;
    for (i, text) in moves.iter().enumerate() {
        let played = check_player(session.as_ref(), text, player).and_then(|_| session.play(text));
        if let Err(e) = played {
            bail!(
                "{}: move {} ({text:?}) not played: {}; the file is unchanged{}",
                file.display(),
                i + 1,
                e.reason,
                quoting_hint(text, &moves[i + 1..])
            );
        }
    }
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    writeln!(out, "{}", status_line(session.as_ref()))?;
    Ok(Answer::Yes)
}

/// Refuses a move unless `player` (from 1), if given, is to move.
fn check_player(
    session: &dyn GameSession,
    text: &str,
    player: Option<usize>,
) -> Result<(), MoveError> {
    let Some(wanted) = player else {
        return Ok(());
    };
    let refuse = |reason| {
        Err(MoveError {
            text: text.to_string(),
            reason,
        })
    };
    match session.turn() {
        crate::engine::Turn::Player(p) if p + 1 == wanted => Ok(()),
        crate::engine::Turn::Player(p) => refuse(MoveReason::NotYourTurn {
            to_move: session.player_name(p),
            wanted,
        }),
        _ => refuse(MoveReason::NoPlayerToMove),
    }
}

fn run_bot(
    games: &Games,
    (file, player): (&Path, Option<usize>),
    bot: Option<&str>,
    (until, budget): (UntilArg, Budget),
    out: &mut dyn Write,
) -> Result<Answer> {
    if player.is_some() && until == UntilArg::End {
        bail!("--player moves for one player only, and --until end plays for every player");
    }
    let mut locked = GameFile::lock(file).map_err(|e| file_error(file, e))?;
    let mut session = locked.load(games).map_err(|e| file_error(file, e))?;
    if let Err(e) = check_player(session.as_ref(), "bot", player) {
        bail!(
            "{}: the bot did not move: {}; the file is unchanged",
            file.display(),
            e.reason
        );
    }
    let bot = bot.unwrap_or(session.bots()[0]).to_string();
    let until = match until {
        UntilArg::Move => Until::Move,
        UntilArg::Turn => Until::Turn,
        UntilArg::End => Until::End,
    };
    let played = session
        .bot_moves(&bot, budget, until)
        .with_context(|| file.display().to_string())?;
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    for mv in played {
        writeln!(out, "{bot}: {mv}")?;
    }
    writeln!(out, "{}", status_line(session.as_ref()))?;
    Ok(Answer::Yes)
}

fn export(
    games: &Games,
    file: &Path,
    output: Option<&Path>,
    force: bool,
    out: &mut dyn Write,
) -> Result<Answer> {
    let text = open(games, file)?
        .export()
        .with_context(|| file.display().to_string())?;
    match output {
        Some(path) if !names_standard_output(path) => {
            let existing = match force {
                true => Existing::Replace,
                false => Existing::Refuse,
            };
            file::write_text(path, &text, existing).map_err(|e| file_error(path, e))?
        }
        _ => write!(out, "{text}")?,
    }
    Ok(Answer::Yes)
}

fn arena(call: &GameCall<ArenaArgs>, games: &Games, out: &mut dyn Write) -> Result<Answer> {
    let args = &call.common;
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
    let seed = args.seed.seed;
    let bots = crate::cli::args::items(&args.bots);
    if bots.is_empty() {
        bail!("give the bots with --bots, one per seat: --bots greedy,random");
    }
    let session = entry
        .start_seated(&call.options, seed, bots.len())
        .with_context(|| entry.name)?;
    let mut progress = super::progress::ProgressLine::new(!args.json && !args.quiet);
    let stretch = super::progress::Stretch::start();
    let budget = args.think.budget();
    super::interrupt::catch();
    let result = session.arena(&bots, budget, args.games, seed, &mut |done, all| {
        progress.draw(|| {
            format!(
                "arena: {done}/{all} games{}",
                stretch.time_left(done as usize, all as usize)
            )
        });
        match super::interrupt::requested() {
            true => Flow::Stop,
            false => Flow::Continue,
        }
    });
    progress.finish();
    let result = result.with_context(|| session.name().to_string())?;
    let output = OutputArgs::json_only(args.json);
    emit(&ArenaReport::new(&result), &output, out)
}

fn open(games: &Games, file: &Path) -> Result<Box<dyn GameSession>> {
    file::load(games, file).map_err(|e| file_error(file, e))
}

/// A state file's error, named by the file.
fn file_error(file: &Path, e: FileError) -> anyhow::Error {
    anyhow::Error::new(e).context(file.display().to_string())
}

/// `play arena`'s report: per bot its wins (a shared win counts as a fraction), games,
/// mean score and the 95% intervals; figures rounded for JSON.
#[derive(Serialize)]
struct ArenaReport<'a> {
    games: u64,
    /// False when Ctrl-C stopped the run: `games` counts those played.
    complete: bool,
    bots: Vec<BotLine>,
    games_per_second: f64,
    #[serde(skip)]
    result: &'a ArenaResult,
}

#[derive(Serialize)]
struct BotLine {
    name: String,
    wins: f64,
    games: u64,
    mean_score: f64,
    score_ci95: f64,
    win_share_ci95: [f64; 2],
}

impl<'a> ArenaReport<'a> {
    fn new(result: &'a ArenaResult) -> ArenaReport<'a> {
        let names = seat_names(result.bots.iter().map(|b| b.name.as_str()));
        let bots = (result.bots.iter().zip(names))
            .map(|(b, name)| BotLine {
                name,
                wins: rounded(b.wins, 2),
                games: b.games,
                mean_score: rounded(b.mean_score, 3),
                score_ci95: rounded(b.score_ci95, 3),
                win_share_ci95: [rounded(b.win_ci95.0, 4), rounded(b.win_ci95.1, 4)],
            })
            .collect();
        ArenaReport {
            games: result.games,
            complete: result.games == result.asked,
            bots,
            games_per_second: rounded(result.games_per_second, 2),
            result,
        }
    }
}

/// The bots' names in the arena's rows: a bot given more than once is told apart by its
/// place in `--bots` (`greedy#1`, `greedy#2`), the seat it takes in the first game.
fn seat_names<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let all: Vec<&str> = names.collect();
    (all.iter().enumerate())
        .map(
            |(seat, name)| match all.iter().filter(|n| *n == name).count() {
                1 => name.to_string(),
                _ => format!("{name}#{}", seat + 1),
            },
        )
        .collect()
}

impl Report for ArenaReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let head = ["bot", "wins", "win %", "(95% CI)", "mean score (95% CI)"];
        let [bot, wins, share, ci, score] = head;
        writeln!(out, "{bot:<10} {wins:>8} {share:>7} {ci:>16} {score:>22}")?;
        for (b, line) in self.result.bots.iter().zip(&self.bots) {
            let share = 100.0 * b.wins / b.games.max(1) as f64;
            let (low, high) = (100.0 * b.win_ci95.0, 100.0 * b.win_ci95.1);
            writeln!(
                out,
                "{:<10} {:>8.1} {:>6.1}% {:>16} {:>13.2} ± {:<6.2}",
                line.name,
                b.wins,
                share,
                format!("[{low:.1}, {high:.1}]"),
                b.mean_score,
                b.score_ci95
            )?;
        }
        let (games, speed) = (self.result.games, self.result.games_per_second);
        writeln!(out, "{games} games, {speed:.1} games per second")?;
        if !self.complete {
            let asked = self.result.asked;
            writeln!(
                out,
                "not complete: stopped by Ctrl-C after {games} of {asked} games"
            )?;
        }
        Ok(())
    }

    /// Not decided (exit 3) when Ctrl-C stopped the run before the games asked for.
    fn answer(&self) -> Answer {
        match self.complete {
            true => Answer::Yes,
            false => Answer::Undecided,
        }
    }
}
