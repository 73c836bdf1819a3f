//! The counting workloads of `tessera bench`: tilings counted by the frontier method,
//! checked against their published counts.

use crate::puzzle::Puzzle;
use crate::tiling::count_dp;
use serde_json::{Value, json};
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

/// One line of the table and one JSON row per board; an error if a count is wrong.
pub fn rows(runs: u32) -> anyhow::Result<Vec<(String, Value)>> {
    let mut out = Vec::new();
    for b in &BOARDS {
        let p = puzzle(b);
        let mut times: Vec<Duration> = Vec::new();
        let mut states = 0;
        for _ in 0..runs {
            let started = Instant::now();
            let found = count_dp::count(&p.tiling, 127, 1 << 24)?;
            times.push(started.elapsed());
            anyhow::ensure!(
                found.count.to_string() == b.expected,
                "{}: counted {}, expected {}",
                b.name,
                found.count,
                b.expected
            );
            states = found.states;
        }
        times.sort();
        let median = times[times.len() / 2].as_secs_f64();
        out.push((
            format!("{:<20} {:>9} {:>9.4} s ({states} frontier states at most)", b.name, "dp", median),
            json!({"workload": b.name, "engine": "dp", "runs": runs, "median_seconds": median, "states": states, "count": b.expected}),
        ));
    }
    Ok(out)
}
