//! `tessera golomb prove`: proves who wins Golomb's pentomino game (or any shared-pool
//! placement game on a board of up to 64 cells) from a position, on every core, resumable
//! from a checkpoint, and cut into jobs for other machines (see `jobs`); `golomb book`
//! writes and checks the first player's strategy book (see `book`).

mod book;
mod book_merge;
mod checkpoint;
mod hardest;
mod job_reports;
mod jobs;
mod openings;

use super::file_kinds::{FileKind, refused_as};
use super::picture::SvgArgs;
use super::report::{OutputArgs, Report, emit, rounded};
use super::{Answer, Streams, interrupt};
use crate::picture::Scene;
use crate::polyssimo::Position;
use crate::polyssimo::prover::{
    CompiledGame, Known, MAX_HASH_MB, MoveValue, Node, Openings, Proof, ProveError, Prover,
    Settings, Status, Symmetries, fingerprint, root_of,
};
use crate::text_file::NameFile;
use anyhow::{Context, Result, bail};
use checkpoint::Checkpoint;
use clap::{ArgGroup, Args, Subcommand};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Golomb's pentomino game.
#[derive(Args, Debug)]
pub struct GolombArgs {
    #[command(subcommand)]
    pub command: GolombCommand,
}

const PROVE_EXAMPLES: &str = "\
Examples:
  tessera golomb prove puzzles/polyssimo/golomb-9-left.yaml
  tessera golomb prove puzzles/polyssimo/golomb-9-left.yaml --threads 1 --json
  tessera golomb prove --time 2 --checkpoint empty.ckpt     # the empty board, resumable
  tessera golomb prove puzzles/polyssimo/golomb-6-left.yaml --openings
  tessera golomb prove puzzles/polyssimo/golomb-6-left.yaml --split 2 --out jobs
  tessera golomb prove puzzles/polyssimo/golomb-6-left.yaml --job jobs/job-0001-of-0002.json
  tessera golomb prove puzzles/polyssimo/golomb-6-left.yaml --job jobs/job-0002-of-0002.json
  tessera golomb prove puzzles/polyssimo/golomb-6-left.yaml --merge jobs

Without a position: the empty 8x8 board and all 12 pentominoes. Positions are Polyssimo
position files with `mode: golomb` (see puzzles/polyssimo/golomb-9-left.yaml); a `set:`
in one gives another board (up to 64 cells) and piece set.";

/// `golomb prove --svg`'s help: the picture is of the first moves only.
const SVG_HELP: &str = "With --openings: draw where the first moves lie by value, as an SVG \
                        picture in FILE (`-`: on standard output, instead of the text)";

#[derive(Subcommand, Debug)]
pub enum GolombCommand {
    /// Whether the player to move wins, and a winning move.
    #[command(after_help = PROVE_EXAMPLES)]
    #[command(group(ArgGroup::new("mode").args(["openings", "split", "job", "merge"])))]
    #[command(mut_arg("svg", |svg| svg.help(SVG_HELP)))]
    Prove(ProveArgs),
    /// The first player's strategy book: write it with the prover, or check one.
    #[command(subcommand)]
    Book(book::BookCommand),
    /// The table of every distinct first move: write it from a checkpoint, or check one.
    #[command(subcommand)]
    Openings(openings::OpeningsCommand),
}

#[derive(Args, Clone, Debug)]
pub struct ProveArgs {
    /// Position file (YAML, `mode: golomb`); default the empty 8x8 board.
    pub position: Option<PathBuf>,
    /// Search threads (default: every core).
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    pub threads: Option<usize>,
    /// The most memory the transposition table may take, in MiB: it holds a power of two
    /// of buckets, so it may take up to half less (the report gives its size).
    #[arg(long, value_name = "MB", default_value_t = 256,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_HASH_MB as u64))]
    pub hash_mb: usize,
    /// Stop after this many seconds with what is proved so far.
    #[arg(long, value_name = "SECS", allow_negative_numbers = true,
          value_parser = super::polyssimo::seconds, conflicts_with_all = ["split", "merge"])]
    pub time: Option<Duration>,
    /// Resume from this file if it exists, and keep it up to date (every 30 s and at the end).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["split", "job", "merge"],
          value_parser = crate::cli::args::kept_file)]
    pub checkpoint: Option<PathBuf>,
    /// Value every distinct first move (those leaving the same position listed once)
    /// instead of stopping at the first that wins (on the empty board: the shipped table,
    /// unless --live or --checkpoint).
    #[arg(long)]
    pub openings: bool,
    /// With --openings on the empty board: prove them now instead of showing the shipped table.
    #[arg(long, requires = "openings")]
    pub live: bool,
    /// Cut the proof into K job files in --out.
    #[arg(long, value_name = "K",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=100_000))]
    pub split: Option<usize>,
    /// Folder for --split's job files.
    #[arg(
        long,
        value_name = "DIR",
        default_value = "golomb-jobs",
        requires = "split"
    )]
    pub out: PathBuf,
    /// Prove one job file; its result goes beside it (`….result.json`).
    #[arg(long, value_name = "FILE")]
    pub job: Option<PathBuf>,
    /// Combine the result files in DIR into the answer.
    #[arg(long, value_name = "DIR")]
    pub merge: Option<PathBuf>,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
    /// (Its help is `SVG_HELP`: a picture is drawn only with --openings.)
    #[command(flatten)]
    pub svg: SvgArgs,
}

/// Runs the command.
pub fn run(args: &GolombArgs, io: &mut Streams) -> Result<Answer> {
    let args = match &args.command {
        GolombCommand::Prove(args) => args,
        GolombCommand::Book(command) => return book::run(command, io),
        GolombCommand::Openings(command) => return openings::run(command, io),
    };
    if args.svg.wanted() && !args.openings {
        bail!(
            "--svg draws the first moves by their values: give it with --openings (a \
             position's proved line is drawn by `tessera polyssimo solve FILE --svg PICTURE`)"
        );
    }
    let args = &ProveArgs {
        threads: Some(super::args::threads(args.threads, io.err)),
        ..args.clone()
    };
    let from_table = args.openings && !args.live && args.checkpoint.is_none();
    if from_table && args.position.is_none() {
        return shipped_table(args, io);
    }
    // Ctrl-C stops the proof with what is proved so far, and writes the checkpoint.
    interrupt::catch();
    // The clock starts now: making the table counts against --time.
    let deadline = args.time.map(|t| Instant::now() + t);
    let (prover, root, label) = load(args, deadline)?;
    if from_table && is_standard_empty_board(&prover.game, root) {
        return shipped_table(args, io);
    }
    let output = OutputArgs::json_only(args.json);
    if let Some(k) = args.split {
        let position = args.position.as_deref();
        let report = jobs::split((&prover, root, position), k, &args.out)?;
        return emit(&report, &output, io.out);
    }
    if let Some(dir) = &args.merge {
        return emit(&jobs::merge(&prover, root, dir)?, &output, io.out);
    }
    if let Some(file) = &args.job {
        let line = io.progress(!args.json);
        let settings = settings(args, deadline);
        // A job carries its root: a position named beside it must be that root.
        let given = args.position.is_some().then_some(root);
        let report = jobs::run_job(&prover, (file, given), settings, line)?;
        return emit(&report, &output, io.out);
    }
    prove(&prover, root, &label, args, deadline, io)
}

/// Runs `check`, a re-check of shipped data, on `threads` threads until Ctrl-C, with a
/// progress line (when `shown`) of the `what` (`answers`) re-proved and the time left.
fn rechecking<T>(
    threads: usize,
    shown: bool,
    what: &str,
    io: &mut Streams,
    check: impl FnOnce(crate::polyssimo::prover::Recheck) -> T,
) -> T {
    let line = std::cell::RefCell::new(io.progress(shown));
    let stretch = crate::cli::progress::Stretch::start();
    let progress = |done: usize, of: usize, nodes: u64| {
        let time_left = stretch.time_left(done, of);
        let millions = nodes as f64 / 1e6;
        line.borrow_mut().draw(|| {
            format!("re-proved {done}/{of} {what}; the one under way at {millions:.1} M nodes{time_left}")
        });
    };
    interrupt::catch();
    let checked = check(crate::polyssimo::prover::Recheck {
        threads,
        stop: Some(interrupt::flag()),
        progress: &progress,
    });
    line.into_inner().finish();
    checked
}

/// The prover and root for the position given, or the empty Golomb board.
fn load(args: &ProveArgs, deadline: Option<Instant>) -> Result<(Prover, Node, String)> {
    match &args.position {
        Some(path) => {
            let position = Position::load(path)
                .map_err(|e| refused_as(path, FileKind::PolyssimoPosition, e.into()))?;
            let prover = match Prover::for_position(&position, args.hash_mb, deadline) {
                // The table is the option's, not the file's.
                Err(ProveError::Table(e)) => bail!("--hash-mb {}: {e}", args.hash_mb),
                other => other.in_file(path)?,
            };
            let root = root_of(&prover.game, &position);
            Ok((prover, root, path.display().to_string()))
        }
        None => {
            let (game, root) = crate::polyssimo::golomb_book::empty_board()?;
            let prover = Prover::new(game, args.hash_mb, deadline)
                .with_context(|| format!("--hash-mb {}", args.hash_mb))?;
            Ok((prover, root, "the empty 8x8 board".into()))
        }
    }
}

/// Whether a position file holds the empty board of the standard game (an exported new
/// game), which the shipped openings table answers.
fn is_standard_empty_board(game: &CompiledGame, root: Node) -> bool {
    let (standard, _) = crate::polyssimo::golomb_book::standard_game();
    root == standard.empty_board() && fingerprint(game) == fingerprint(standard)
}

fn settings(args: &ProveArgs, deadline: Option<Instant>) -> Settings {
    Settings {
        threads: args.threads.unwrap_or_else(super::args::all_cores),
        deadline,
        interrupt: Some(interrupt::flag()),
        every_move: args.openings,
    }
}

fn prove(
    prover: &Prover,
    root: Node,
    label: &str,
    args: &ProveArgs,
    deadline: Option<Instant>,
    io: &mut Streams,
) -> Result<Answer> {
    let mut checkpoint = match &args.checkpoint {
        Some(path) => Some(Checkpoint::open(prover, root, path)?),
        None => None,
    };
    let mut known = checkpoint
        .as_ref()
        .map_or_else(Known::new, |c| c.known.clone());
    let mut line = io.progress(!args.json);
    let mut save_error = None;
    let proof = prover.prove(
        root,
        settings(args, deadline),
        &mut known,
        &mut |status, known| {
            line.draw(|| progress_text(status));
            if let Some(c) = checkpoint.as_mut()
                && let Err(e) = c.save_if_due(prover, root, known, status)
            {
                save_error.get_or_insert(e);
            }
        },
    );
    line.finish();
    if let Some(e) = save_error {
        return Err(e);
    }
    if let Some(c) = checkpoint.as_mut() {
        c.save(
            prover,
            root,
            &known,
            proof.outcome.nodes,
            proof.outcome.elapsed,
        )?;
    }
    report(prover, root, label, &proof, args, io.out)
}

/// The progress line's figures.
pub fn progress_text(status: &Status) -> String {
    let rate = status.nodes as f64 / status.elapsed.as_secs_f64().max(1e-9);
    format!(
        "moves settled {}/{}  positions {}/{}  {:.2} M nodes/s",
        status.moves_done,
        status.moves,
        status.positions_done,
        status.positions,
        rate / 1e6
    )
}

fn report(
    prover: &Prover,
    root: Node,
    label: &str,
    proof: &Proof,
    args: &ProveArgs,
    out: &mut dyn Write,
) -> Result<Answer> {
    let outcome = &proof.outcome;
    let seconds = outcome.elapsed.as_secs_f64();
    let openings = Openings::from_values(&prover.game, &proof.top, &proof.outcome.values);
    let moves = openings::move_lines(&prover.game, &openings);
    let report = ProofReport {
        position: label.to_string(),
        wins: proof.wins(),
        winning_move: proof.winning_move().map(|m| prover.move_name(root, m)),
        moves: args.openings.then_some(moves),
        nodes: outcome.nodes,
        nodes_per_second: rounded(outcome.nodes as f64 / seconds.max(1e-9), 0),
        positions_stored: prover.table.stored(),
        table_bytes: prover.table.bytes(),
        threads: args.threads.unwrap_or_else(super::args::all_cores),
        seconds: rounded(seconds, 3),
        source: "a live proof",
        verdict: verdict(proof),
        picture: picture(args, &prover.game, &openings),
    };
    emit(&report, &output_of(args), out)
}

/// `--openings` on the empty board: the shipped table, at once.
fn shipped_table(args: &ProveArgs, io: &mut Streams) -> Result<Answer> {
    let started = Instant::now();
    let (game, _) = crate::polyssimo::golomb_book::standard_game();
    let table = crate::polyssimo::golomb_book::shipped_openings();
    let winner = table.first_winner();
    let root = table.root;
    let seconds = rounded(started.elapsed().as_secs_f64(), 3);
    let (settled, all) = (table.settled(), table.list.len());
    let report = ProofReport {
        source: openings::TABLE_SOURCE,
        position: "the empty 8x8 board".into(),
        wins: winner.map(|_| true),
        winning_move: winner.map(|p| game.move_name(root.pool, p.kind, p.cells)),
        moves: Some(openings::move_lines(game, table)),
        nodes: 0,
        nodes_per_second: 0.0,
        positions_stored: 0,
        table_bytes: 0,
        threads: 0,
        seconds,
        verdict: format!(
            "outcome: {} ({settled} of {all} first moves settled in {}, read in {seconds:.3} s{})",
            match winner {
                Some(_) => "the player to move wins",
                None => "not decided by the table",
            },
            crate::polyssimo::golomb_book::SHIPPED_OPENINGS,
            if settled < all {
                "; prove the rest with --live --checkpoint FILE"
            } else {
                ""
            }
        ),
        picture: picture(args, game, table),
    };
    emit(&report, &output_of(args), io.out)
}

/// `--json` and `--svg`.
fn output_of(args: &ProveArgs) -> OutputArgs {
    OutputArgs {
        json: args.json,
        svg: args.svg.clone(),
    }
}

/// The picture of the first moves, when `--svg` asks for it with `--openings`.
fn picture(args: &ProveArgs, game: &CompiledGame, openings: &Openings) -> Option<Scene> {
    (args.openings && args.svg.wanted()).then(|| {
        let symmetries = Symmetries::new(game);
        super::picture::openings::openings_scene(game, &symmetries, openings)
    })
}

/// What `golomb prove` found: every key always there (`winning_move` `null` unless the
/// player to move wins, `moves` `null` without `--openings`, `wins` `null` when not
/// decided).
#[derive(Serialize)]
struct ProofReport {
    /// Where the answer comes from: a live proof, or the shipped openings table.
    source: &'static str,
    position: String,
    wins: Option<bool>,
    winning_move: Option<String>,
    moves: Option<Vec<MoveLine>>,
    nodes: u64,
    nodes_per_second: f64,
    positions_stored: usize,
    table_bytes: usize,
    threads: usize,
    seconds: f64,
    #[serde(skip)]
    verdict: String,
    #[serde(skip)]
    picture: Option<Scene>,
}

/// One distinct first move with `--openings`: its value (`wins`, `loses`, `unknown`), the
/// replies it leaves, and the reply that refutes it (`null` unless it loses).
#[derive(Serialize)]
struct MoveLine {
    #[serde(rename = "move")]
    mv: String,
    value: &'static str,
    replies: u32,
    refutation: Option<String>,
}

impl Report for ProofReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "position: {}", self.position)?;
        if let Some(moves) = &self.moves {
            writeln!(out, "distinct moves: {}", moves.len())?;
            for (i, m) in moves.iter().enumerate() {
                let (mv, replies, value) = (&m.mv, m.replies, m.value);
                let refuted = (m.refutation.as_ref()).map_or(String::new(), |r| format!(" to {r}"));
                writeln!(
                    out,
                    "{:>4}. {mv:<22} {replies:>5} replies  {value}{refuted}",
                    i + 1
                )?;
            }
        }
        writeln!(out, "{}", self.verdict)?;
        if let Some(best) = &self.winning_move {
            writeln!(out, "winning move: {best}")?;
        }
        if self.source == openings::TABLE_SOURCE {
            return Ok(());
        }
        writeln!(
            out,
            "nodes: {} ({:.2} M/s), positions stored: {} (table {} MiB), threads: {}, time: {:.2} s",
            self.nodes,
            self.nodes_per_second / 1e6,
            self.positions_stored,
            self.table_bytes >> 20,
            self.threads,
            self.seconds
        )
    }

    fn scene(&self) -> Option<Scene> {
        self.picture.clone()
    }

    fn answer(&self) -> Answer {
        match self.wins {
            Some(true) => Answer::Yes,
            Some(false) => Answer::No,
            None => Answer::Undecided,
        }
    }
}

/// The answer in words.
pub fn verdict(proof: &Proof) -> String {
    let settled = (proof.outcome.values.iter())
        .filter(|v| **v != MoveValue::Unknown)
        .count();
    match proof.wins() {
        None if proof.outcome.unlisted => {
            "outcome: not decided: the time ran out while the first moves were listed".into()
        }
        Some(true) => "outcome: the player to move wins".into(),
        Some(false) => "outcome: the player to move loses (every move is refuted)".into(),
        None => format!(
            "outcome: not decided: stopped with {settled} of {} distinct moves settled",
            proof.top.groups.len()
        ),
    }
}
