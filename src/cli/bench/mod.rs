//! `tessera bench`: the standard workloads, run several times in this build, reporting the
//! median wall time, the nodes searched and the solutions found (checked against the
//! published counts).

mod dp;
mod endgame;
mod golomb;
mod golomb_perfect;
mod polyssimo;
mod project_l;
mod row;
mod s25;

use super::progress::ProgressLine;
use super::report::{OutputArgs, Report, Stream, emit};
use super::{Answer, Streams, interrupt};
use crate::exact_cover::Flow;
use crate::puzzle::Puzzle;
use crate::tiling::{Engine, Request, solve};
use anyhow::{Result, bail};
use clap::Args;
use row::{BenchReport, Row, seconds};
use serde::Serialize;
use std::time::Duration;

const EXAMPLES: &str = "\
Examples:
  tessera bench                                   # 5 runs of each workload
  tessera bench --quick                           # 1 run each
  tessera bench --quick --json
  tessera bench --quick --golomb --golomb-limit 60
      adds the long Golomb proofs
  tessera bench --quick --polyssimo
      adds the Polyssimo endgames, the old solver beside the new
  tessera bench --quick --polyssimo --polyssimo-hard
      and the slowest ones (an hour)";

/// Run the standard workloads and report median times (use a release build).
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct BenchArgs {
    /// A short run: one repetition of each workload.
    #[arg(long)]
    pub quick: bool,
    /// Repetitions of each workload (default 5; 1 with --quick).
    #[arg(long, value_name = "N", value_parser = super::args::at_least_one::<u32>)]
    pub runs: Option<u32>,
    /// Print one JSON document instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Add the long Golomb prover workloads: 5 positions with 10 pieces left, 2 with 11,
    /// and the empty board (stopped after --golomb-limit seconds).
    #[arg(long)]
    pub golomb: bool,
    /// With --golomb: the longest any one proof may run, in seconds (the empty board runs
    /// this long unless proved sooner).
    #[arg(long, value_name = "SECS", default_value_t = 1800, requires = "golomb",
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub golomb_limit: u64,
    /// Add the Polyssimo endgame workloads: positions with 12, 14 and 16 pieces left (2
    /// players; at 16 also from games the search bot played, their values checked, the new
    /// solver on two threads) and 12 left (3 players), solved by the old solver and the new,
    /// interleaved.
    #[arg(long)]
    pub polyssimo: bool,
    /// With --polyssimo: the longest the old solver may run on one position, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 20,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub polyssimo_old_limit: u64,
    /// With --polyssimo: add the slowest positions from strong play (16 pieces left, proved
    /// only in about 18 minutes, and 18 left from four games, not proved yet), each given
    /// 10 minutes on two threads (about an hour in all); the rows give the bounds proved.
    #[arg(long, requires = "polyssimo")]
    pub polyssimo_hard: bool,
}

/// One standard workload: a bundled puzzle counted by one engine, on one thread unless
/// it says more.
struct Workload {
    name: &'static str,
    puzzle: &'static str,
    engine: Engine,
    distinct: bool,
    direct: bool,
    expected: u64,
    threads: usize,
}

const P6X10: &str = include_str!("../../../puzzles/polyomino/pentomino-6x10.yaml");
const P5X12: &str = include_str!("../../../puzzles/polyomino/pentomino-5x12.yaml");
const P8X8: &str = include_str!("../../../puzzles/polyomino/pentomino-8x8-centre-hole.yaml");

const P4X15: &str = include_str!("../../../puzzles/polyomino/pentomino-4x15.yaml");
const P3X20: &str = include_str!("../../../puzzles/polyomino/pentomino-3x20.yaml");

const WORKLOADS: [Workload; 15] = [
    workload("6x10 all", P6X10, Engine::Bitboard, false, 9356),
    direct("6x10 all, direct", P6X10, Engine::Bitboard, 9356),
    workload("6x10 distinct", P6X10, Engine::Bitboard, true, 2339),
    workload("8x8 hole all", P8X8, Engine::Bitboard, false, 520),
    workload("8x8 hole distinct", P8X8, Engine::Bitboard, true, 65),
    workload("5x12 distinct", P5X12, Engine::Bitboard, true, 1010),
    direct("6x10 all, direct", P6X10, Engine::Masks, 9356),
    workload("6x10 distinct", P6X10, Engine::Masks, true, 2339),
    direct("6x10 all, direct", P6X10, Engine::Dlx, 9356),
    workload("6x10 distinct", P6X10, Engine::Dlx, true, 2339),
    // The pentomino rectangles counted as `tile --count --method search` counts them,
    // the search split over two threads (measured beside sugyan/pentomino's solver).
    on_two("6x10 all, 2 threads", P6X10, 9356),
    on_two("5x12 all, 2 threads", P5X12, 4040),
    on_two("8x8 hole all, 2 threads", P8X8, 520),
    on_two("4x15 all, 2 threads", P4X15, 1472),
    on_two("3x20 all, 2 threads", P3X20, 8),
];

/// All tilings counted by the bitboard search on two threads.
const fn on_two(name: &'static str, puzzle: &'static str, expected: u64) -> Workload {
    Workload {
        threads: 2,
        ..workload(name, puzzle, Engine::Bitboard, false, expected)
    }
}

const fn workload(
    name: &'static str,
    puzzle: &'static str,
    engine: Engine,
    distinct: bool,
    expected: u64,
) -> Workload {
    Workload {
        name,
        puzzle,
        engine,
        distinct,
        direct: false,
        expected,
        threads: 1,
    }
}

/// A count of all tilings searched one by one, not generated from the distinct ones.
const fn direct(
    name: &'static str,
    puzzle: &'static str,
    engine: Engine,
    expected: u64,
) -> Workload {
    Workload {
        direct: true,
        ..workload(name, puzzle, engine, false, expected)
    }
}

struct Measured {
    median: Duration,
    nodes: u64,
    solutions: u64,
}

/// Runs the command.
pub fn run(args: &BenchArgs, io: &mut Streams) -> Result<Answer> {
    let runs = args.runs.unwrap_or(if args.quick { 1 } else { 5 });
    if cfg!(debug_assertions) {
        let warning = "warning: this is a debug build; measure with `cargo run --release -- bench`";
        let _ = writeln!(io.err, "{warning}");
    }
    // The text is a table written a row at a time; the JSON one document at the end.
    let mut table = (!args.json).then(|| Stream::new(&mut *io.out, false));
    if let Some(table) = &mut table {
        table.write(&row::Heading)?;
    }
    interrupt::catch();
    let line = ProgressLine::new(!args.json && !io.quiet, &mut *io.err, io.err_columns);
    let workloads = measure_sections(args, runs, line, table.as_mut())?;
    let report = BenchReport {
        complete: !interrupt::requested(),
        workloads,
    };
    match table {
        Some(mut table) => table.write(&report.closing())?,
        None => emit(&report, &OutputArgs::json_only(true), io.out).map(|_| ())?,
    }
    Ok(report.answer())
}

/// Measures each section in turn and, as text, writes its lines at once, so a long run
/// shows its rows as they come, with a progress line naming the section being measured;
/// Ctrl-C stops after the workload in progress.
fn measure_sections(
    args: &BenchArgs,
    runs: u32,
    mut line: ProgressLine,
    mut table: Option<&mut Stream>,
) -> Result<Vec<Row>> {
    let mut workloads = Vec::new();
    let sections = sections(args, runs);
    let of = sections.len();
    for (i, (name, section)) in sections.into_iter().enumerate() {
        line.draw_now(|| format!("measuring {}/{of}: {name}", i + 1));
        let rows = section()?;
        line.finish();
        for row in rows {
            if let Some(table) = table.as_mut() {
                table.write(&row)?;
            }
            workloads.push(row);
        }
        if interrupt::requested() {
            break;
        }
    }
    Ok(workloads)
}

/// A section of the bench: measured when called.
type Section<'a> = Box<dyn FnOnce() -> Result<Vec<Row>> + 'a>;

/// The sections `args` asks for, in the table's order.
fn sections(args: &BenchArgs, runs: u32) -> Vec<(String, Section<'_>)> {
    let quick = args.quick;
    let mut sections: Vec<(String, Section)> = (WORKLOADS.iter())
        .map(|w| {
            let name = format!("{} ({})", w.name, w.engine.name());
            let section: Section = Box::new(move || Ok(vec![tiling_row(w, runs)?]));
            (name, section)
        })
        .collect();
    let others: [(&str, Section); 5] = [
        (
            "Project L",
            Box::new(move || Ok(project_l_rows(runs, quick))),
        ),
        (
            "Polyssimo",
            Box::new(move || Ok(polyssimo_rows(runs, quick))),
        ),
        ("frontier counts", Box::new(move || dp::rows(runs))),
        ("Структура 25", Box::new(move || Ok(s25::rows(runs)))),
        (
            "Golomb",
            Box::new(|| {
                let limit = Duration::from_secs(args.golomb_limit);
                Ok(golomb::rows(super::args::all_cores(), args.golomb, limit))
            }),
        ),
    ];
    sections.extend(others.map(|(name, section)| (name.to_string(), section)));
    if args.polyssimo {
        let old_limit = Duration::from_secs(args.polyssimo_old_limit);
        let hard = args.polyssimo_hard;
        let section: Section = Box::new(move || Ok(endgame::rows(old_limit, hard)));
        sections.push(("Polyssimo endgames".into(), section));
    }
    sections
}

/// The figures of a tiling workload.
#[derive(Serialize)]
struct TilingFigures {
    runs: u32,
    median_seconds: f64,
    nodes: u64,
    solutions: u64,
}

/// A tiling workload, searched `runs` times.
fn tiling_row(w: &Workload, runs: u32) -> Result<Row> {
    let m = measure(w, runs)?;
    let text = format!(
        "{:>9.3} s {:>14} {:>10}",
        m.median.as_secs_f64(),
        m.nodes,
        m.solutions
    );
    let figures = TilingFigures {
        runs,
        median_seconds: seconds(m.median),
        nodes: m.nodes,
        solutions: m.solutions,
    };
    Ok(Row::new(w.name, w.engine.name(), &figures, text))
}

/// Project L: fit queries, upgrades from the start, plans for four cards, arena games.
fn project_l_rows(runs: u32, quick: bool) -> Vec<Row> {
    let mut rows = vec![project_l::fit_row(runs)];
    rows.extend(project_l::upgrade_rows(runs));
    rows.push(project_l::plan_row(if quick { 5 } else { 20 }));
    let games = if quick { 20 } else { 200 };
    for (name, bots) in [
        ("project-l random 2p", &["random", "random"][..]),
        ("project-l greedy 4p", &["greedy"; 4][..]),
    ] {
        rows.push(project_l::arena_row(name, bots, games));
    }
    rows
}

/// Polyssimo: move generation, the 8-left endgame, a sample of 8-left positions.
fn polyssimo_rows(runs: u32, quick: bool) -> Vec<Row> {
    let sample = if quick { 5 } else { 20 };
    vec![
        polyssimo::movegen_row(runs),
        polyssimo::endgame_row(runs),
        polyssimo::sample_row(sample),
    ]
}

fn measure(w: &Workload, runs: u32) -> Result<Measured> {
    let puzzle = Puzzle::parse(w.puzzle, w.name, w.name)?;
    let request = Request {
        engine: w.engine,
        distinct: w.distinct,
        direct: w.direct,
        threads: w.threads,
        count_only: true,
        ..Request::default()
    };
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..runs {
        let summary = solve(&puzzle.tiling, request, &mut |_| Flow::Continue, None)?;
        if summary.solutions != w.expected {
            bail!(
                "{}: found {} solutions, expected {}",
                w.name,
                summary.solutions,
                w.expected
            );
        }
        times.push(summary.elapsed);
        last = Some(summary);
    }
    times.sort();
    let summary = last.expect("at least one run");
    Ok(Measured {
        median: times[times.len() / 2],
        nodes: summary.stats.nodes,
        solutions: summary.solutions,
    })
}
