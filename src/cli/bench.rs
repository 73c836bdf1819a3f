//! `tessera bench`: the standard workloads, run several times in this build, reporting the
//! median wall time, the nodes searched and the solutions found (checked against the
//! published counts).

use super::Answer;
use super::{bench_dp, bench_endgame, bench_golomb, bench_polyssimo, bench_project_l, bench_s25};
use crate::exact_cover::Flow;
use crate::puzzle::Puzzle;
use crate::tiling::{Engine, Request, solve};
use anyhow::{Result, bail};
use clap::Args;
use serde_json::json;
use std::io::Write;
use std::time::Duration;

const EXAMPLES: &str = "\
Examples:
  cargo run --release -- bench           5 runs of each workload
  cargo run --release -- bench --quick   1 run each
  tessera bench --quick --json
  tessera bench --quick --golomb --golomb-limit 60   adds the long Golomb proofs
  tessera bench --quick --polyssimo   adds the Polyssimo endgames, old solver beside new";

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
    #[arg(long, value_name = "SECS", default_value_t = 1800,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub golomb_limit: u64,
    /// Add the Polyssimo endgame workloads: positions with 12, 14 and 16 pieces left (2
    /// players) and 12 left (3 players), solved by the old solver and the new, interleaved.
    #[arg(long)]
    pub polyssimo: bool,
    /// With --polyssimo: the longest the old solver may run on one position, in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 20,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub polyssimo_old_limit: u64,
}

/// One standard workload: a bundled puzzle counted by one engine.
struct Workload {
    name: &'static str,
    puzzle: &'static str,
    engine: Engine,
    distinct: bool,
    direct: bool,
    expected: u64,
}

const P6X10: &str = include_str!("../../puzzles/polyomino/pentomino-6x10.yaml");
const P5X12: &str = include_str!("../../puzzles/polyomino/pentomino-5x12.yaml");
const P8X8: &str = include_str!("../../puzzles/polyomino/pentomino-8x8-centre-hole.yaml");

const WORKLOADS: [Workload; 10] = [
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
];

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
pub fn run(args: &BenchArgs, out: &mut dyn Write) -> Result<Answer> {
    let runs = args.runs.unwrap_or(if args.quick { 1 } else { 5 });
    if cfg!(debug_assertions) {
        let warning = "warning: this is a debug build; measure with `cargo run --release -- bench`";
        let _ = writeln!(std::io::stderr(), "{warning}");
    }
    if !args.json {
        let head = ["workload", "engine", "median", "nodes", "solutions"];
        let [workload, engine, median, nodes, solutions] = head;
        writeln!(
            out,
            "{workload:<20} {engine:>9} {median:>11} {nodes:>14} {solutions:>10}"
        )?;
    }
    // Each section is measured in turn and its lines written at once, so a long run shows
    // its rows as they come.
    let quick = args.quick;
    let sections: Vec<Box<dyn FnOnce() -> Result<Vec<Row>> + '_>> = vec![
        Box::new(|| tiling_rows(runs)),
        Box::new(|| Ok(project_l_rows(runs, quick))),
        Box::new(|| Ok(polyssimo_rows(runs, quick))),
        Box::new(|| bench_dp::rows(runs)),
        Box::new(|| Ok(bench_s25::rows(runs))),
        Box::new(|| {
            let limit = Duration::from_secs(args.golomb_limit);
            Ok(bench_golomb::rows(
                super::golomb::all_cores(),
                args.golomb,
                limit,
            ))
        }),
        Box::new(|| match args.polyssimo {
            true => Ok(bench_endgame::rows(Duration::from_secs(
                args.polyssimo_old_limit,
            ))),
            false => Ok(Vec::new()),
        }),
    ];
    let mut rows = Vec::new();
    for section in sections {
        for (line, row) in section()? {
            if !args.json {
                writeln!(out, "{line}")?;
            }
            rows.push(row);
        }
    }
    if args.json {
        super::write_json(&mut *out, &json!({ "workloads": rows }))?;
    }
    Ok(Answer::Yes)
}

/// A bench row: its line of text and its JSON object.
type Row = (String, serde_json::Value);

/// The tiling workloads, each searched `runs` times.
fn tiling_rows(runs: u32) -> Result<Vec<Row>> {
    let mut rows = Vec::new();
    for w in &WORKLOADS {
        let m = measure(w, runs)?;
        let (name, engine, median) = (w.name, w.engine.name(), m.median.as_secs_f64());
        let line = format!(
            "{name:<20} {engine:>9} {median:>9.3} s {:>14} {:>10}",
            m.nodes, m.solutions
        );
        let row = json!({"workload": name, "engine": engine, "runs": runs,
            "median_seconds": median, "nodes": m.nodes, "solutions": m.solutions});
        rows.push((line, row));
    }
    Ok(rows)
}

/// Project L: fit queries, upgrades from the start, plans for four cards, arena games.
fn project_l_rows(runs: u32, quick: bool) -> Vec<Row> {
    let fit = bench_project_l::fit_queries(runs);
    let per_query = fit.per_query.as_secs_f64();
    let mut rows = vec![(
        format!(
            "{:<20} {:>9} {:>8.2} µs/query ({} queries, {} fit)",
            fit.name,
            "fit",
            per_query * 1e6,
            fit.queries,
            fit.yes
        ),
        json!({"workload": fit.name, "engine": "fit", "runs": runs, "queries": fit.queries,
            "median_seconds_per_query": per_query, "yes": fit.yes}),
    )];
    let (slowest, mean, cost) = bench_project_l::upgrade_from_start(runs);
    let (slowest, mean) = (slowest.as_secs_f64(), mean.as_secs_f64());
    rows.push((
        format!(
            "{:<20} {:>9} {:>8.2} ms slowest card, {:.2} ms mean ({cost} actions over 52 cards)",
            "upgrade from O1 I2",
            "upgrade",
            slowest * 1e3,
            mean * 1e3
        ),
        json!({"workload": "upgrade from O1 I2", "engine": "upgrade", "runs": runs,
            "slowest_seconds": slowest, "mean_seconds": mean, "total_cost": cost}),
    ));
    rows.push(plan_row(if quick { 5 } else { 20 }));
    let games = if quick { 20 } else { 200 };
    for (name, bots) in [
        ("project-l random 2p", &["random", "random"][..]),
        ("project-l greedy 4p", &["greedy"; 4][..]),
    ] {
        let per_game = bench_project_l::game_time(bots, games).as_secs_f64();
        let line = format!(
            "{name:<20} {:>9} {:>8.3} ms per game ({games} games)",
            "arena",
            per_game * 1e3
        );
        let row = json!({"workload": name, "engine": "arena", "games": games,
            "mean_seconds_per_game": per_game});
        rows.push((line, row));
    }
    rows
}

fn plan_row(states: usize) -> Row {
    let plan = bench_project_l::plan_four_cards(states);
    let (slowest, mean) = (plan.slowest.as_secs_f64(), plan.mean.as_secs_f64());
    let line = format!(
        "{:<20} {:>9} {slowest:>9.3} s slowest, {mean:.3} s mean ({} states, {} under 1 s, {} \
         actions, {} not proved shortest, {} not solved)",
        "plan 4 cards",
        "plan",
        plan.states,
        plan.under_one_second,
        plan.actions,
        plan.unproved,
        plan.gave_up,
    );
    let row = json!({"workload": "plan 4 cards", "engine": "plan", "states": plan.states,
        "slowest_seconds": slowest, "mean_seconds": mean,
        "under_one_second": plan.under_one_second, "actions": plan.actions,
        "not_proved": plan.unproved, "not_solved": plan.gave_up});
    (line, row)
}

/// Polyssimo: move generation, the 8-left endgame, a sample of 8-left positions.
fn polyssimo_rows(runs: u32, quick: bool) -> Vec<Row> {
    let (rate, per_call) = bench_polyssimo::moves_per_second(runs);
    let (time, nodes, nodes_rate) = bench_polyssimo::endgame(runs);
    let time = time.as_secs_f64();
    let sample = if quick { 5 } else { 20 };
    let (positions, worst, typical, exact) = bench_polyssimo::eight_left_sample(sample);
    let (worst, typical) = (worst.as_secs_f64(), typical.as_secs_f64());
    vec![
        (
            format!(
                "{:<20} {:>9} {:>8.1} M moves/s ({per_call} moves in the example position)",
                "polyssimo movegen",
                "rules",
                rate / 1e6
            ),
            json!({"workload": "polyssimo movegen", "engine": "rules", "runs": runs,
                "moves_per_second": rate}),
        ),
        (
            format!(
                "{:<20} {:>9} {time:>9.3} s {nodes:>14} nodes, {:.2} M nodes/s",
                "polyssimo endgame-8",
                "solve",
                nodes_rate / 1e6
            ),
            json!({"workload": "polyssimo endgame-8", "engine": "solve", "runs": runs,
                "median_seconds": time, "nodes": nodes, "nodes_per_second": nodes_rate}),
        ),
        (
            format!(
                "{:<20} {:>9} {worst:>9.3} s slowest, {typical:.3} s mean ({positions} \
                 positions, {exact} exact)",
                "polyssimo 8 left", "solve"
            ),
            json!({"workload": "polyssimo 8 left", "engine": "solve", "positions": positions,
                "slowest_seconds": worst, "mean_seconds": typical, "exact": exact}),
        ),
    ]
}

fn measure(w: &Workload, runs: u32) -> Result<Measured> {
    let puzzle = Puzzle::parse(w.puzzle, w.name, w.name)?;
    let request = Request {
        engine: w.engine,
        distinct: w.distinct,
        direct: w.direct,
        limit: None,
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
