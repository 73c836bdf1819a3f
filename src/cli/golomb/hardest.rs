//! `tessera golomb openings hardest`: measures, for each first move an openings table
//! proves winning, the second player's hardest reply (the one whose refutation is the
//! largest proof, see [`crate::polyssimo::prover::hardest_reply`]) and keeps them in a
//! file that is carried on where it was left: written whole after each first move, so
//! `--time`, Ctrl-C or a crash loses at most the move in progress.

use super::super::file_kinds::{FileKind, refused_as};
use super::super::report::{OutputArgs, Report, emit, rounded};
use super::super::{Answer, Streams, interrupt};
use crate::play::file::write_text;
use crate::polyssimo::golomb_book::{empty_board, shipped_openings};
use crate::polyssimo::prover::{
    CompiledGame, HardestError, HardestReply, HardestSettings, HardestTable, Measured, Node,
    OpeningValue, Openings, Placement, Symmetries, hardest_reply, play, read_hardest,
    read_openings, write_hardest,
};
use crate::safe_write::Existing;
use crate::text_file::NameFile;
use anyhow::Result;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Args, Debug)]
pub struct HardestArgs {
    /// The hardest-replies file: carried on if it exists (the first moves it has are not
    /// measured again), written whole after each first move measured.
    #[arg(long, short, value_name = "FILE")]
    pub output: PathBuf,
    /// The openings table whose winning first moves are measured (default: the shipped one).
    #[arg(long, value_name = "FILE")]
    pub table: Option<PathBuf>,
    /// Measure at most this many first moves.
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,
    /// Stop after this many seconds (the first move in progress is not written).
    #[arg(long, value_name = "SECS", allow_negative_numbers = true,
          value_parser = super::super::polyssimo::seconds)]
    pub time: Option<Duration>,
    #[command(flatten)]
    pub run: super::book::ProvingArgs,
}

/// Runs `golomb openings hardest`.
pub fn run(args: &HardestArgs, io: &mut Streams) -> Result<Answer> {
    let started = Instant::now();
    if args.output.as_os_str() == "-" {
        anyhow::bail!(
            "-o: the hardest replies go to a file (it is read back to carry on), not to standard output"
        );
    }
    interrupt::catch();
    let (game, root) = empty_board()?;
    let symmetries = Symmetries::new(&game);
    let mut table = match args.output.exists() {
        true => read_kept(&args.output, &game, &symmetries, root)?,
        false => HardestTable::new(root),
    };
    let waiting = waiting_first_moves(args, &game, &symmetries, &table)?;
    let settings = HardestSettings {
        threads: super::super::args::threads(args.run.threads, io.err),
        hash_mb: args.run.hash_mb,
        deadline: args.time.map(|t| started + t),
        interrupt: Some(interrupt::flag()),
    };
    let mut report = HardestReport::new(&args.output, waiting.len());
    for (i, &first) in waiting.iter().enumerate() {
        let name = game.move_name(root.pool, first.kind, first.cells);
        let after = play(&game, root, first);
        let counted = format!("{name} ({} of {})", i + 1, waiting.len());
        let shown = !args.run.json;
        let measured = match with_progress(io, shown, &counted, |progress| {
            hardest_reply(&game, &symmetries, after, settings, progress)
        }) {
            Ok(hardest) => hardest,
            Err(HardestError::Stopped { done, replies }) => {
                report.stopped_in = Some(format!("{name} after {done} of {replies} replies"));
                break;
            }
            Err(e) => return Err(anyhow::anyhow!("{name}: {e}")),
        };
        table.list.push(Measured {
            first,
            hardest: measured,
        });
        // A file, never standard output (refused above), so nothing is left to write here.
        let _file = write_text(
            &args.output,
            &write_hardest(&table, &game),
            Existing::Replace,
        )
        .in_file(&args.output)?;
        let reply = game.move_name(after.pool, measured.reply.kind, measured.reply.cells);
        report.measured.push(MeasuredLine {
            first: name,
            reply,
            nodes: measured.nodes,
            replies: measured.replies,
        });
    }
    report.in_file = table.list.len();
    report.seconds = rounded(started.elapsed().as_secs_f64(), 1);
    emit(&report, &OutputArgs::json_only(args.run.json), io.out)?;
    Ok(match report.measured.len() == report.waiting {
        true => Answer::Yes,
        false => Answer::Undecided,
    })
}

/// The winning first moves of the openings table (`--table` or the shipped one) that
/// `table` has not measured yet, in the table's order, at most `--count` of them.
fn waiting_first_moves(
    args: &HardestArgs,
    game: &CompiledGame,
    symmetries: &Symmetries,
    table: &HardestTable,
) -> Result<Vec<Placement>> {
    let openings = match &args.table {
        Some(path) => read_table(path, game, symmetries, table.root)?,
        None => shipped_openings().clone(),
    };
    Ok((openings.list.iter())
        .filter(|o| o.value == OpeningValue::Wins)
        .map(|o| o.placement)
        .filter(|&p| !table.has(game, symmetries, p))
        .take(args.count.unwrap_or(usize::MAX))
        .collect())
}

/// Runs `measure` with a progress line (when `shown`) that `counted`, naming the first
/// move, heads: `L c5 d5 e5 f5 c6 (1 of 79): 340/1189 replies proved`.
fn with_progress(
    io: &mut Streams,
    shown: bool,
    counted: &str,
    measure: impl FnOnce(&(dyn Fn(usize, usize) + Sync)) -> Result<HardestReply, HardestError>,
) -> Result<HardestReply, HardestError> {
    let line = Mutex::new(io.progress(shown));
    let measured = measure(&|done, of| {
        let text = || format!("{counted}: {done}/{of} replies proved");
        line.lock().unwrap_or_else(|p| p.into_inner()).draw(text);
    });
    line.into_inner()
        .unwrap_or_else(|p| p.into_inner())
        .finish();
    measured
}

/// Reads an openings table file, naming the file in any error.
fn read_table(
    path: &Path,
    game: &CompiledGame,
    symmetries: &Symmetries,
    root: Node,
) -> Result<Openings> {
    let text = crate::text_file::read(path).in_file(path)?;
    read_openings(&text, game, symmetries, root)
        .in_file(path)
        .map_err(|e| refused_as(path, FileKind::GolombOpenings, e.into()))
}

/// Reads the hardest-replies file carried on, naming the file in any error.
fn read_kept(
    path: &Path,
    game: &CompiledGame,
    symmetries: &Symmetries,
    root: Node,
) -> Result<HardestTable> {
    let text = crate::text_file::read(path).in_file(path)?;
    Ok(read_hardest(&text, game, symmetries, root).in_file(path)?)
}

/// What a run measured.
#[derive(Serialize)]
struct HardestReport {
    file: String,
    /// First moves that were to be measured, and those measured.
    waiting: usize,
    measured: Vec<MeasuredLine>,
    /// First moves in the file now.
    in_file: usize,
    /// The first move whose measure `--time` or Ctrl-C stopped, and how far it went.
    stopped_in: Option<String>,
    seconds: f64,
}

#[derive(Serialize)]
struct MeasuredLine {
    first: String,
    reply: String,
    nodes: u64,
    replies: usize,
}

impl HardestReport {
    fn new(path: &Path, waiting: usize) -> HardestReport {
        HardestReport {
            file: path.display().to_string(),
            waiting,
            measured: Vec::new(),
            in_file: 0,
            stopped_in: None,
            seconds: 0.0,
        }
    }
}

impl Report for HardestReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        for m in &self.measured {
            writeln!(
                out,
                "{}: the hardest of {} replies is {} ({} nodes)",
                m.first, m.replies, m.reply, m.nodes
            )?;
        }
        let stopped = match &self.stopped_in {
            Some(at) => format!(" (stopped in {at}: run it again to go on)"),
            None => String::new(),
        };
        writeln!(
            out,
            "measured {} of {} first moves in {:.1} s{stopped}; {} has {}",
            self.measured.len(),
            self.waiting,
            self.seconds,
            self.file,
            self.in_file
        )
    }
}
