//! `tessera s25 ...`: analyses of Структура 25 positions — what each player can activate,
//! the risks and the best move over the die (`analyze`), and the fewest turns to exactly
//! 25 (`path`).

mod analyze;
mod path;
mod readings;

use super::file_kinds::{FileKind, refused_as};
use super::progress::{ProgressLine, Stretch};
use super::report::{OutputArgs, emit};
use super::{Answer, Streams, interrupt};
use crate::exact_cover::Flow;
use crate::struktura25::State;
use crate::struktura25::analyze::{Analysis, Settings, Stage};
use crate::struktura25::path::{PathAnswer, PathStats, shortest_with};
use crate::struktura25::position;
use crate::wording::count;
use anyhow::{Result, bail};
use clap::{Args, Subcommand};
use readings::ReadingsArgs;
use std::path::PathBuf;

/// Структура 25 analyses.
#[derive(Args, Debug)]
pub struct S25Args {
    #[command(subcommand)]
    pub command: S25Command,
}

const ANALYZE_EXAMPLES: &str = "\
Examples:
  tessera s25 analyze puzzles/struktura25/midgame.yaml
  tessera s25 analyze puzzles/struktura25/midgame.yaml --rollouts 200 --top 5
  tessera s25 analyze puzzles/struktura25/midgame.yaml --depth 1 --json

Values are the evaluation for the player to move after expectiminimax over the die: the
others minimise it (with 3-4 players: paranoid). Position files: see
puzzles/struktura25/midgame.yaml and docs/formats.md.

The moves are valued at depth 1, 2, ... up to --depth; --time or Ctrl-C stops the analysis
and prints it with the deepest depth finished.";

const PATH_EXAMPLES: &str = "\
Examples:
  tessera s25 path puzzles/struktura25/empty.yaml
  tessera s25 path puzzles/struktura25/midgame.yaml --player 2 --json

The other players place nothing; their chips stay where they are. After a collapse the
plan has one branch per outcome of the die. --correction no-cap lets an overload to exactly
25 with a token win; --line2 once counts the line of 2 spent once anyone has used it.";

#[derive(Subcommand, Debug)]
pub enum S25Command {
    /// Each player's combinations and lines of five, the moves that win now, and each
    /// candidate's risk and value over the die.
    #[command(after_help = ANALYZE_EXAMPLES)]
    Analyze(AnalyzeArgs),
    /// The fewest turns in which a player reaches exactly 25 whatever the die shows.
    #[command(after_help = PATH_EXAMPLES)]
    Path(PathArgs),
}

/// `s25 analyze`'s arguments.
#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// Position file (YAML).
    pub position: PathBuf,
    /// Turns to look ahead (own move, die, the next player's move, die, ...): 1 to 3.
    #[arg(long, default_value_t = 2, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=3))]
    pub depth: u32,
    /// Candidate moves to show, best first (0: all).
    #[arg(long, default_value_t = 10, value_name = "N")]
    pub top: usize,
    /// Playouts per shown candidate, for its chance to win with a 95% interval
    /// (at most 100000).
    #[arg(long, default_value_t = 0, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100_000))]
    pub rollouts: u32,
    /// Seed for the playouts.
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub seed: u64,
    /// Stop after this many seconds with the values of the deepest depth finished (depth
    /// 1 is always finished: it is quick); Ctrl-C stops it too.
    #[arg(long, value_name = "SECS", value_parser = crate::cli::polyssimo::seconds)]
    pub time: Option<std::time::Duration>,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub readings: ReadingsArgs,
}

/// The most turns `s25 path --max-turns` searches.
const MOST_TURNS: u32 = 20;

/// `s25 path`'s arguments.
#[derive(Args, Debug)]
pub struct PathArgs {
    /// Position file (YAML).
    pub position: PathBuf,
    /// The player, numbered from 1 (default: the player to move).
    #[arg(long, value_name = "N")]
    pub player: Option<usize>,
    /// Search at most this many turns (1 to 20).
    #[arg(long, default_value_t = 10, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=i64::from(MOST_TURNS)))]
    pub max_turns: u32,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub readings: ReadingsArgs,
}

/// Runs the command.
pub fn run(args: &S25Args, io: &mut Streams) -> Result<Answer> {
    match &args.command {
        S25Command::Analyze(args) => run_analyze(args, io),
        S25Command::Path(args) => run_path(args, io),
    }
}

/// `s25 analyze`: the analysis, with a progress line while it values the moves.
fn run_analyze(args: &AnalyzeArgs, io: &mut Streams) -> Result<Answer> {
    let deadline = args.time.map(|t| std::time::Instant::now() + t);
    let file = &args.position;
    let mut state =
        position::load(file).map_err(|e| refused_as(file, FileKind::S25Position, e.into()))?;
    state.readings = args.readings.readings();
    refuse_over(file, &state)?;
    let shown = if args.top == 0 { usize::MAX } else { args.top };
    let settings = Settings {
        depth: args.depth,
        rollouts: args.rollouts,
        rollout_moves: shown,
        seed: args.seed,
    };
    interrupt::catch();
    let line = io.progress(!args.json);
    let analysis = analyze_watched(&state, settings, line, deadline);
    let report = analyze::AnalysisReport::new(&analysis, shown);
    emit(&report, &OutputArgs::json_only(args.json), io.out)
}

/// Runs the analysis with a progress line (each stage with its time left) that `--time`
/// or Ctrl-C stops, keeping what was finished.
fn analyze_watched(
    state: &State,
    settings: Settings,
    mut line: ProgressLine,
    deadline: Option<std::time::Instant>,
) -> Analysis {
    let (mut stretch, mut current) = (Stretch::start(), String::new());
    let analysis = crate::struktura25::analyze::analyze_with(state, settings, &mut |stage| {
        let (name, done, of) = match stage {
            Stage::Valuing { depth, done, of } => {
                (format!("depth {depth}: moves valued"), done, of)
            }
            Stage::PlayingOut { done, of } => ("moves played out".to_string(), done, of),
        };
        if current != name {
            (stretch, current) = (Stretch::start(), name.clone());
        }
        line.draw(|| format!("{name} {done}/{of}{}", stretch.time_left(done, of)));
        let late = deadline.is_some_and(|d| std::time::Instant::now() >= d);
        if late || interrupt::requested() {
            Flow::Stop
        } else {
            Flow::Continue
        }
    });
    line.finish();
    analysis
}

/// `s25 path`: the fewest turns to exactly 25 for the player asked for.
fn run_path(args: &PathArgs, io: &mut Streams) -> Result<Answer> {
    let path = &args.position;
    let mut state =
        position::load(path).map_err(|e| refused_as(path, FileKind::S25Position, e.into()))?;
    state.readings = args.readings.readings();
    refuse_over(path, &state)?;
    let players = state.players();
    let player = match args.player {
        None => state.to_move,
        Some(n) if (1..=players).contains(&n) => n - 1,
        Some(n) => bail!("--player {n}: no such player (players are numbered 1 to {players})"),
    };
    interrupt::catch();
    let line = io.progress(!args.json);
    let (answer, stats) = path_watched(&state, (player, args.max_turns), line);
    let at_most = args.max_turns == MOST_TURNS;
    let report = path::PathReport::new(answer, player, stats.nodes).searched_at_most(at_most);
    emit(&report, &OutputArgs::json_only(args.json), io.out)
}

/// An error when the position's game has ended: nothing is left to analyse.
fn refuse_over(file: &std::path::Path, state: &State) -> Result<()> {
    match state.end() {
        Some(end) => bail!("{}: the game is over: {end}", file.display()),
        None => Ok(()),
    }
}

/// Searches with a progress line (the turns tried, the nodes) that Ctrl-C stops, keeping
/// the turns searched in full.
fn path_watched(
    state: &State,
    (player, max_turns): (usize, u32),
    mut line: ProgressLine,
) -> (PathAnswer, PathStats) {
    let found = shortest_with(state, player, max_turns, &mut |at| {
        line.draw(|| format!("trying {}: {} nodes", count(at.turns, "turn"), at.nodes));
        if interrupt::requested() {
            Flow::Stop
        } else {
            Flow::Continue
        }
    });
    line.finish();
    found
}
