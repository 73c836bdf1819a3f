//! The counting workloads of `tessera bench`: tilings counted by the frontier method,
//! all of them and up to symmetry, checked against their published counts.

use crate::puzzle::Puzzle;
use crate::tiling::budget::SetupLimits;
use crate::tiling::count_dp::{self, Limits};

/// The frontier method's limits for the bench boards.
const LIMITS: Limits = Limits {
    window: 127,
    states: 1 << 24,
    quick_refusal: false,
    setup: SetupLimits::NONE,
    threads: 1,
};
use super::row::{Row, seconds};
use serde::Serialize;
use std::time::{Duration, Instant};

/// A rectangle of one straight piece, counted; the published count.
struct Board {
    name: &'static str,
    rows: usize,
    columns: usize,
    piece: &'static str,
    size: usize,
    expected: &'static str,
}

const BOARDS: [Board; 3] = [
    Board {
        name: "dominoes 12x12",
        rows: 12,
        columns: 12,
        piece: "I2",
        size: 2,
        expected: "53060477521960000",
    },
    Board {
        name: "dominoes 16x16",
        rows: 16,
        columns: 16,
        piece: "I2",
        size: 2,
        expected: "2444888770250892795802079170816",
    },
    Board {
        name: "trominoes 3x200",
        rows: 3,
        columns: 200,
        piece: "I3",
        size: 3,
        expected: "972248041367800504724352407998099",
    },
];

fn puzzle(b: &Board) -> Puzzle {
    let row = format!("  {}\n", "#".repeat(b.columns));
    let text = format!(
        "name: {}\nboard: |\n{}pieces:\n  - name: {}\n    count: {}\n",
        b.name,
        row.repeat(b.rows),
        b.piece,
        b.rows * b.columns / b.size
    );
    Puzzle::parse(&text, b.name, b.name).expect("a valid bench board")
}

/// One row per board; an error if a count is wrong.
pub fn rows(runs: u32) -> anyhow::Result<Vec<Row>> {
    let mut out = Vec::new();
    for b in &BOARDS {
        let p = puzzle(b);
        out.push(measure(b.name, runs, b.expected, || {
            count_dp::count(&p.tiling, LIMITS)
        })?);
    }
    const NAME: &str = "pentominoes 4x15 distinct";
    let p = Puzzle::parse(P4X15, NAME, NAME).expect("the bundled puzzle");
    out.push(measure(NAME, runs, "368", || {
        count_dp::count_distinct(&p.tiling, LIMITS)
    })?);
    Ok(out)
}

/// The pentomino rectangle 4×15, counted up to symmetry: 368 (Haselgrove, 1960).
const P4X15: &str = include_str!("../../../puzzles/polyomino/pentomino-4x15.yaml");

/// Runs `count` `runs` times; the row with the median time, or an error if it counts
/// anything but `expected`.
fn measure(
    name: &str,
    runs: u32,
    expected: &str,
    count: impl Fn() -> Result<count_dp::DpCount, count_dp::DpRefusal>,
) -> anyhow::Result<Row> {
    let mut times: Vec<Duration> = Vec::new();
    let mut states = 0;
    for _ in 0..runs {
        let started = Instant::now();
        let found = count()?;
        times.push(started.elapsed());
        let counted = found.count.to_string();
        anyhow::ensure!(
            counted == expected,
            "{name}: counted {counted}, expected {expected}"
        );
        states = found.states;
    }
    times.sort();
    let median = times[times.len() / 2];
    Ok(row(name, runs, median, states, expected))
}

/// The figures of a frontier count.
#[derive(Serialize)]
struct DpFigures<'a> {
    runs: u32,
    median_seconds: f64,
    states: usize,
    /// The count, as a string: it may not fit in 64 bits.
    count: &'a str,
}

fn row(name: &str, runs: u32, median: Duration, states: usize, count: &str) -> Row {
    let text = format!(
        "{:>9.4} s ({states} frontier states at most)",
        median.as_secs_f64()
    );
    let figures = DpFigures {
        runs,
        median_seconds: seconds(median),
        states,
        count,
    };
    Row::new(name, "dp", &figures, text)
}
