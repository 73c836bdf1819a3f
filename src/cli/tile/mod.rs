//! `tessera tile FILE`: cover the board of a puzzle file with its pieces — show a tiling,
//! all of them, or count them.

mod count;
mod draw;
mod stopped;

use super::file_kinds::FileKind;
use super::picture::{SvgArgs, tile as picture};
use super::progress::ProgressLine;
use super::report::{Report, Stream, rounded};
use super::{Answer, ColorChoice, Streams};
use crate::exact_cover::{Flow, SearchEnd};
use crate::picture::{Panel, Scene};
use crate::puzzle::{Puzzle, PuzzleError, PuzzleErrorKind};
use crate::text_file::NameFile;
use crate::tiling::budget::{MemoryCap, SetupLimits};
use crate::tiling::{Engine, Request, Summary, Tiling, solve};
use anyhow::{Context, Result, ensure};
use clap::{Args, ValueEnum};
use count::MethodArg;
use draw::{TilingJson, draw};
use serde::Serialize;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

const EXAMPLES: &str = "\
Examples:
  tessera tile puzzles/polyomino/pentomino-6x10.yaml
      one tiling, a letter per piece
  tessera tile puzzles/polyomino/pentomino-6x10.yaml --count
      solutions: 9356
  tessera tile puzzles/polyomino/pentomino-6x10.yaml --count --distinct
      solutions: 2339 (rotations and reflections counted once)
  tessera tile puzzles/polyomino/pentomino-3x20.yaml --all --json
      one JSON line per tiling, then the summary
  tessera tile puzzles/polyomino/example-mixed-6x5.yaml --json --stats
  tessera tile puzzles/polyomino/dominoes-12x12.yaml --count --stats
      solutions: 53060477521960000, by dynamic programming over the frontier
  tessera tile puzzles/polyomino/dominoes-12x12.yaml --count --distinct
      solutions: 6632560613086062, the same method with Burnside's lemma
  tessera tile puzzles/polyomino/pentomino-6x10.yaml --svg tiling.svg
      the tiling as a picture (--svg - writes it to standard output instead of the text)
  tessera tile puzzles/polyomino/pentomino-3x20.yaml --all --limit 4 --svg sheet.svg
      a sheet of the first 4 tilings (--all draws at most 100)
  tessera tile puzzles/polyomino/pentomino-6x10.yaml --count --method search --threads 2
      solutions: 9356, the search split over two threads (--threads 1: one)
  tessera tile puzzles/polyomino/polyssimo-12x11.yaml --count --time 1
      the tilings counted in one second, then it says it stopped (Ctrl-C stops it too)

FILE - reads the puzzle from standard input.
A puzzle whose pieces cannot add up to the board's number of cells is refused (exit 2).";

/// Cover a board with pieces, as described by a puzzle file.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct TileArgs {
    /// Puzzle file (YAML): `board` drawing (# cell, . outside) and `pieces`; `-` reads
    /// it from standard input.
    pub file: PathBuf,
    /// Count the tilings; prints `solutions: N`.
    #[arg(long, conflicts_with_all = ["all", "first", "svg"])]
    pub count: bool,
    /// Treat tilings that differ by a rotation or reflection of the board as one (with
    /// one-sided pieces, reflections only when each piece's mirror image is in the set
    /// with the same count, or it is its own).
    #[arg(long)]
    pub distinct: bool,
    /// Show every tiling (up to --limit).
    #[arg(long, conflicts_with = "first")]
    pub all: bool,
    /// Show the first tiling found (the default).
    #[arg(long)]
    pub first: bool,
    /// Stop after N tilings.
    #[arg(long, value_name = "N", value_parser = super::args::at_least_one::<u64>)]
    pub limit: Option<u64>,
    /// Search every tiling directly instead of generating all tilings as the rotations
    /// and reflections of the distinct ones (same answers; for cross-checks and timing).
    #[arg(long)]
    pub direct: bool,
    /// Print search statistics: engine, nodes, updates, time. On several threads the
    /// nodes and updates are their sum, the top levels every thread walks counted once:
    /// a search run to its end gives one thread's figures.
    #[arg(long)]
    pub stats: bool,
    /// Print JSON instead of text: one document, or with --all one line per tiling.
    #[arg(long)]
    pub json: bool,
    /// Stop after this many seconds, reading the puzzle and setting up the search or the
    /// count included, with what was found (Ctrl-C stops it too).
    #[arg(long, value_name = "SECS", value_parser = super::polyssimo::seconds)]
    pub time: Option<std::time::Duration>,
    /// Search threads (default: every core): --all, --count and --distinct split the
    /// bitboard search over them, with the same answers and --all in the same order as
    /// one thread (--first, --limit and the other engines use one); the frontier count
    /// shares out the states of each cell it scans once they are many, and with
    /// --distinct counts its symmetries side by side.
    #[arg(long, value_name = "N", value_parser = super::args::at_least_one::<usize>)]
    pub threads: Option<usize>,
    /// The most memory the placements may take, in MiB; a board that would need more is
    /// refused before they are listed (default: the memory this process may have).
    #[arg(long, value_name = "MB", value_parser = super::args::at_least_one::<u64>)]
    pub memory_mb: Option<u64>,
    /// Search engine: auto (bitboard when the board fits, else masks when the problem
    /// fits, else dlx), bitboard (polyominoes), masks or dlx (general exact cover).
    #[arg(long, value_enum, default_value_t = EngineArg::Auto)]
    pub engine: EngineArg,
    /// How --count counts: auto (dynamic programming over the frontier when its states
    /// stay few, else a search), dp, or search.
    #[arg(long, value_enum, default_value_t = MethodArg::Auto)]
    pub method: MethodArg,
    #[command(flatten)]
    pub svg: SvgArgs,
}

/// The `--engine` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineArg {
    Auto,
    Bitboard,
    Masks,
    Dlx,
}

impl From<EngineArg> for Engine {
    fn from(arg: EngineArg) -> Engine {
        match arg {
            EngineArg::Auto => Engine::Auto,
            EngineArg::Masks => Engine::Masks,
            EngineArg::Dlx => Engine::Dlx,
            EngineArg::Bitboard => Engine::Bitboard,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Show {
    First,
    All,
    CountOnly,
}

/// Runs the command.
pub fn run(args: &TileArgs, color: ColorChoice, io: &mut Streams) -> Result<Answer> {
    // The clock starts now: reading the puzzle and listing its placements count too.
    let started = std::time::Instant::now();
    let deadline = args.time.map(|t| started + t);
    args.svg.check(args.json)?;
    if args.limit.is_some() && !args.all && !args.count {
        anyhow::bail!(
            "--limit stops --all or --count after N tilings; alone, the first tiling is \
             shown: give --all --limit N (or drop --limit)"
        );
    }
    super::interrupt::catch();
    let limits = SetupLimits {
        max_bytes: (args
            .memory_mb
            .map(|mb| MemoryCap::Bytes(mb.saturating_mul(1 << 20))))
        .unwrap_or(MemoryCap::SYSTEM),
        deadline,
        interrupt: Some(super::interrupt::flag()),
    };
    let Some((puzzle, file)) = read_puzzle(&args.file, io.input, &limits)? else {
        return stopped::report(args, started.elapsed(), io.out);
    };
    let aside = LeftAtExit(Some(puzzle));
    let puzzle = aside.0.as_ref().expect("held until the end");
    let stdout = &mut *io.out;
    puzzle
        .tiling
        .check_area()
        .with_context(|| format!("{file}: the pieces cannot cover the board"))?;
    let threads = super::args::threads(args.threads, &mut *io.err);
    let setup = (file.as_str(), &limits, started, threads);
    if let Some(answer) = count::by_frontier(args, puzzle, setup, &mut *stdout)? {
        return Ok(answer);
    }
    let show = match (args.count, args.all) {
        (true, _) => Show::CountOnly,
        (false, true) => Show::All,
        (false, false) => Show::First,
    };
    let tiling = &puzzle.tiling;
    let style = match (args.json, show) {
        (true, Show::All) => Style::JsonLines,
        (true, _) => Style::Json,
        (false, _) => Style::Text {
            color: color.enabled(io.terminal),
        },
    };
    let mut text_out = args.svg.text_out(&mut *io.out);
    let mut printer = Printer {
        tiling,
        show,
        style,
        found: 0,
        kept: Vec::new(),
        panels: args.svg.wanted().then(Vec::new),
        stream: Stream::new(&mut text_out, style == Style::JsonLines),
    };
    let line = ProgressLine::new(!args.json && !io.quiet, &mut *io.err, io.err_columns);
    let on = (file.as_str(), threads, &limits);
    let summary = search(args, &mut printer, line, on, deadline)?;
    let report = SummaryReport {
        doc: json_report(puzzle, args, &summary, std::mem::take(&mut printer.kept)),
        text: summary_text(
            &summary,
            show,
            counted_once(args, tiling),
            (args.stats, started.elapsed()),
        ),
    };
    match style {
        Style::Json => printer.stream.document(&report)?,
        _ => printer.stream.write(&report)?,
    };
    if let Some(panels) = printer.panels {
        let scene = sheet(puzzle, &summary, show, panels);
        args.svg.write(&scene, &mut *io.out, &mut *io.err)?;
    }
    Ok(answer_of(&summary, show))
}

/// Searches with the printer showing each tiling as it is found, a progress line, and
/// `--time` and Ctrl-C to stop.
fn search(
    args: &TileArgs,
    printer: &mut Printer,
    mut progress: ProgressLine,
    (file, threads, setup): (&str, usize, &SetupLimits),
    deadline: Option<std::time::Instant>,
) -> Result<Summary> {
    let request = Request {
        engine: args.engine.into(),
        distinct: args.distinct,
        direct: args.direct,
        limit: if printer.show == Show::First {
            Some(1)
        } else {
            args.limit
        },
        threads,
        count_only: printer.show == Show::CountOnly,
        setup: *setup,
    };
    let tiling = printer.tiling;
    let mut failure: Option<anyhow::Error> = None;
    let mut visit = |chosen: &[usize]| match printer.show(chosen) {
        Ok(()) => Flow::Continue,
        Err(e) => {
            failure = Some(e);
            Flow::Stop
        }
    };
    let mut monitor = |p: &crate::exact_cover::Progress| {
        progress.update(p);
        stop_if(deadline)
    };
    let searched = solve(tiling, request, &mut visit, Some(&mut monitor));
    progress.finish();
    let summary = searched.in_file(Path::new(file))?;
    match failure {
        Some(err) => Err(err),
        None => Ok(summary),
    }
}

/// 3 when `--time` or Ctrl-C stopped the search before any tiling, or before the end of a
/// count or a listing (a partial count or list is not an answer), else 0 with a tiling and
/// 1 without. A listing `--limit` ended is the one asked for: 0.
fn answer_of(summary: &Summary, show: Show) -> Answer {
    let cancelled = summary.end == SearchEnd::Cancelled;
    if cancelled && (summary.solutions == 0 || show != Show::First) {
        Answer::Undecided
    } else if summary.solutions > 0 {
        Answer::Yes
    } else {
        Answer::No
    }
}

/// The monitor's answer: stop once `deadline` has passed or Ctrl-C was pressed.
fn stop_if(deadline: Option<std::time::Instant>) -> Flow {
    let late = deadline.is_some_and(|d| std::time::Instant::now() >= d);
    if late || super::interrupt::requested() {
        Flow::Stop
    } else {
        Flow::Continue
    }
}

/// The puzzle in `path` (standard input for `-`), and the name errors give it; `None` when
/// `--time` or Ctrl-C stopped the listing of its placements.
fn read_puzzle(
    path: &Path,
    input: &mut dyn Read,
    limits: &SetupLimits,
) -> Result<Option<(Puzzle, String)>> {
    if path != Path::new("-") {
        let puzzle = match Puzzle::load_within(path, limits) {
            Err(e) if stopped::in_time(&e) => return Ok(None),
            read => {
                read.map_err(|e| super::file_kinds::refused_as(path, FileKind::Puzzle, e.into()))?
            }
        };
        return Ok(Some((puzzle, path.display().to_string())));
    }
    let file = "<stdin>".to_string();
    let mut bytes = Vec::new();
    let limit = crate::text_file::MAX_BYTES;
    let read = input.take(limit + 1).read_to_end(&mut bytes);
    ensure!(
        bytes.len() as u64 <= limit,
        "{file}: larger than the {} MiB limit",
        limit >> 20
    );
    let text = read
        .and_then(|_| crate::text_file::text_of(bytes))
        .map_err(|e| PuzzleError {
            file: file.clone(),
            kind: PuzzleErrorKind::Read(e),
        })?;
    ensure!(
        !text.trim().is_empty(),
        "{file}: standard input is empty: a puzzle is read from it (see docs/formats.md)"
    );
    match Puzzle::parse_within(&text, &file, "stdin", limits) {
        Err(e) if stopped::in_time(&e) => Ok(None),
        read => Ok(Some((read?, file))),
    }
}

/// The picture of the tilings drawn: the empty board if there is none.
fn sheet(puzzle: &Puzzle, summary: &Summary, show: Show, mut panels: Vec<Panel>) -> Scene {
    let tiling = &puzzle.tiling;
    let mut notes = Vec::new();
    if panels.is_empty() {
        panels.push(picture::panel(tiling, &[], "no tiling".into()));
        notes.push("no tiling: the pieces cannot cover the board".into());
    } else if show == Show::All {
        let more = match summary.end {
            SearchEnd::Stopped => " (stopped at the limit; there may be more)",
            _ => "",
        };
        notes.push(format!("solutions: {}{more}", summary.solutions));
        if summary.solutions > panels.len() as u64 {
            notes.push(format!("the first {} are drawn", panels.len()));
        }
    }
    picture::sheet(tiling, puzzle.name.clone(), panels, notes)
}

/// How tilings are shown.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Text {
        color: bool,
    },
    /// One JSON document at the end, the tilings in it.
    Json,
    /// One compact JSON object per tiling as it is found, then the summary object.
    JsonLines,
}

/// Shows tilings as they are found: drawn or streamed as JSON lines, or kept for the JSON
/// document (which holds at most one).
struct Printer<'a, 'o> {
    tiling: &'a Tiling,
    show: Show,
    style: Style,
    found: u64,
    kept: Vec<TilingJson>,
    /// The tilings' panels for `--svg` (at most [`picture::MAX_SHEET`]).
    panels: Option<Vec<Panel>>,
    stream: Stream<'o>,
}

impl Printer<'_, '_> {
    fn show(&mut self, chosen: &[usize]) -> Result<()> {
        if self.show == Show::CountOnly {
            return Ok(());
        }
        ensure!(
            self.tiling.is_tiling(chosen),
            "internal error: the solver returned a non-tiling"
        );
        self.found += 1;
        if let Some(panels) = &mut self.panels
            && panels.len() < picture::MAX_SHEET
        {
            let caption = format!("tiling {}", self.found);
            panels.push(picture::panel(self.tiling, chosen, caption));
        }
        let drawing = draw(self.tiling, chosen);
        let (json, text) = match self.style {
            Style::Json => {
                self.kept.push(drawing.to_json(self.tiling, None));
                return Ok(());
            }
            Style::JsonLines => (Some(drawing.to_json(self.tiling, Some(self.found))), None),
            Style::Text { color } if self.show == Show::All => {
                let drawn = drawing.render(color);
                (None, Some(format!("tiling {}:\n{drawn}\n", self.found)))
            }
            Style::Text { color } => (None, Some(drawing.render(color))),
        };
        self.stream.write(&TilingReport { json, text })
    }
}

/// One tiling of a stream: drawn, or its JSON line (each made only for the form written).
#[derive(Serialize)]
#[serde(transparent)]
struct TilingReport {
    json: Option<TilingJson>,
    #[serde(skip)]
    text: Option<String>,
}

impl Report for TilingReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        write!(out, "{}", self.text.as_deref().unwrap_or_default())
    }

    fn versioned(&self) -> bool {
        false
    }
}

/// The search's summary: its JSON document (or the stream's last line), and its text.
#[derive(Serialize)]
#[serde(transparent)]
struct SummaryReport<'a> {
    doc: TileSummary<'a, u64, StatsJson>,
    #[serde(skip)]
    text: Vec<String>,
}

impl Report for SummaryReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.text.iter().try_for_each(|l| writeln!(out, "{l}"))
    }
}

/// What `--distinct` counted once, after the count: `" (rotations and reflections counted
/// once)"`, or rotations alone when one-sided pieces do not come in mirror pairs; `""`
/// without `--distinct`.
pub(super) fn counted_once(args: &TileArgs, tiling: &Tiling) -> &'static str {
    match (args.distinct, tiling.follows_reflections()) {
        (false, _) => "",
        (true, true) => " (rotations and reflections counted once)",
        (true, false) => " (rotations counted once)",
    }
}

/// The summary's lines of text; `once`: what `--distinct` counted once ([`counted_once`]);
/// `took`: the time since the command started (the set-up included, as `--time` counts it).
fn summary_text(
    summary: &Summary,
    show: Show,
    once: &str,
    (stats, took): (bool, Duration),
) -> Vec<String> {
    let stopped = summary.end == SearchEnd::Cancelled;
    let mut lines = Vec::new();
    match (show, summary.solutions) {
        (_, 0) if stopped => lines.push(format!(
            "not decided: stopped by --time or Ctrl-C after {:.1} s, before a tiling was found",
            took.as_secs_f64()
        )),
        (Show::First, 0) => lines.push("no tiling: the pieces cannot cover the board".into()),
        (Show::First, _) => {}
        _ => lines.push(format!("solutions: {}{once}", summary.solutions)),
    }
    if summary.end == SearchEnd::Stopped && show != Show::First {
        lines.push("(stopped at the limit; there may be more)".into());
    }
    if stopped && summary.solutions > 0 {
        lines.push("(stopped by --time or Ctrl-C; there may be more)".into());
    }
    if stats {
        lines.push(format!("engine: {}", summary.engine.name()));
        lines.push(format!("nodes: {}", summary.stats.nodes));
        lines.push(format!("updates: {}", summary.stats.updates));
        lines.push(format!("time: {:.3} s", summary.elapsed.as_secs_f64()));
    }
    lines
}

/// The summary document: every key always there, `tilings` (the tiling found) `null` with
/// `--count` or `--all`, `stats` `null` without `--stats` (its figures depend on the method).
#[derive(Serialize)]
pub(super) struct TileSummary<'a, C, S> {
    puzzle: &'a str,
    cells: usize,
    pieces: Vec<&'a str>,
    pub(super) distinct: bool,
    pub(super) solutions: C,
    complete: bool,
    tilings: Option<Vec<TilingJson>>,
    pub(super) stats: Option<S>,
}

impl<'a, C, S> TileSummary<'a, C, S> {
    pub(super) fn new(puzzle: &'a Puzzle, distinct: bool, solutions: C, complete: bool) -> Self {
        TileSummary {
            puzzle: &puzzle.name,
            cells: puzzle.tiling.region.len(),
            pieces: (puzzle.tiling.pieces.iter())
                .map(|k| k.name.as_str())
                .collect(),
            distinct,
            solutions,
            complete,
            tilings: None,
            stats: None,
        }
    }
}

/// The search's figures, seconds to the millisecond.
#[derive(Serialize)]
struct StatsJson {
    engine: &'static str,
    nodes: u64,
    updates: u64,
    seconds: f64,
}

fn json_report<'a>(
    puzzle: &'a Puzzle,
    args: &TileArgs,
    summary: &Summary,
    kept: Vec<TilingJson>,
) -> TileSummary<'a, u64, StatsJson> {
    let complete = summary.end == SearchEnd::Exhausted;
    let mut doc = TileSummary::new(puzzle, args.distinct, summary.solutions, complete);
    doc.tilings = (!args.count && !args.all).then_some(kept);
    doc.stats = args.stats.then(|| StatsJson {
        engine: summary.engine.name(),
        nodes: summary.stats.nodes,
        updates: summary.stats.updates,
        seconds: rounded(summary.elapsed.as_secs_f64(), 3),
    });
    doc
}

/// Leaves the puzzle to the system, which takes it back when the process ends just after
/// the answer is out: freeing its placements one by one took 0.1 s past `--time` on 300×300
/// pentominoes, and on a small board a thread to free them on costs more than the search
/// (3×20 pentominoes: 0.24 M instructions of frees, besides the thread's start). Run in
/// process (the tests, [`super::ENDS_AFTER_RUN`] unset), the puzzle is freed as usual.
struct LeftAtExit<T>(Option<T>);

impl<T> Drop for LeftAtExit<T> {
    fn drop(&mut self) {
        if super::ENDS_AFTER_RUN.load(std::sync::atomic::Ordering::Relaxed) {
            std::mem::forget(self.0.take());
        }
    }
}
