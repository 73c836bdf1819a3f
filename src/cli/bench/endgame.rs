//! The rows of `tessera bench --polyssimo`: the endgame solver on positions exported from
//! seeded bot games (2 players with 12, 14 and 16 pieces left, 3 players with 12, and 2
//! players with 16 left from games the `search` bot played, whose values were proved
//! beforehand and are checked, solved on two threads; bundled under
//! `puzzles/polyssimo/bench/`), each position solved by the old solver (stopped at a time
//! limit) and then by the new one, interleaved, with the nodes, the rate, the time and the
//! memory each solve added to the process at its peak (the new solver's includes its
//! table), and the ratio of their times on the positions both solved. On request, the
//! positions from strong play no version has proved yet (16 and 18 left), with the
//! bounds the new solver proves on each in its time.

use super::row::{Row, per_second, seconds};
use crate::cli::report::rounded;
use crate::polyssimo::endgame::{Control, Table, solve_endgame};
use crate::polyssimo::{Position, Rules, solve};
use serde::Serialize;
use std::time::{Duration, Instant};

/// The table of the new solver, in MiB (`polyssimo solve`'s default).
const HASH_MB: usize = 64;

/// The longest the new solver may run on one position.
const NEW_LIMIT: Duration = Duration::from_secs(600);

/// A row: its name, the target in seconds, the new solver's threads, and its positions,
/// each with its value for the player to move where it was proved beforehand (each file's
/// header says how).
struct Group {
    name: &'static str,
    target: f64,
    threads: usize,
    positions: &'static [(&'static str, Option<i32>)],
}

const GROUPS: [Group; 5] = [
    Group {
        name: "polyssimo 12 left",
        target: 1.0,
        threads: 1,
        positions: &[
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-12-left-1.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-12-left-2.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-12-left-3.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-12-left-4.yaml"),
                None,
            ),
        ],
    },
    Group {
        name: "polyssimo 14 left",
        target: 10.0,
        threads: 1,
        positions: &[
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-14-left-1.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-14-left-2.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-14-left-3.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-14-left-4.yaml"),
                None,
            ),
        ],
    },
    Group {
        name: "polyssimo 16 left",
        target: 60.0,
        threads: 1,
        positions: &[
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-16-left-1.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-16-left-2.yaml"),
                None,
            ),
        ],
    },
    Group {
        // The target is the 2-core machine's, so the row uses both cores.
        name: "polyssimo 16 strong, 2 threads",
        target: 60.0,
        threads: 2,
        positions: &[
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-16-left-strong-22.yaml"),
                Some(10),
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-16-left-strong-23.yaml"),
                Some(-24),
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-16-left-strong-24.yaml"),
                Some(34),
            ),
        ],
    },
    Group {
        name: "polyssimo 3p 12 left",
        target: 10.0,
        threads: 1,
        positions: &[
            (
                include_str!("../../../puzzles/polyssimo/bench/3p-12-left-1.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/3p-12-left-2.yaml"),
                None,
            ),
        ],
    },
];

/// The positions from strong play the solver takes longest on (`--polyssimo-hard`): the
/// 16-left one proved only in about 18 minutes, and the 18-left ones not proved yet. Each
/// is given the new solver's whole limit, so these rows take about an hour.
const HARD: [Group; 2] = [
    Group {
        name: "polyssimo 16 strong, slowest",
        target: 60.0,
        threads: 2,
        positions: &[(
            include_str!("../../../puzzles/polyssimo/bench/2p-16-left-strong-21.yaml"),
            Some(2),
        )],
    },
    Group {
        name: "polyssimo 18 strong, 2 threads",
        target: 600.0,
        threads: 2,
        positions: &[
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-18-left-strong-21.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-18-left-strong-22.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-18-left-strong-23.yaml"),
                None,
            ),
            (
                include_str!("../../../puzzles/polyssimo/bench/2p-18-left-strong-24.yaml"),
                None,
            ),
        ],
    },
];

/// One solver's figures over a row's positions.
#[derive(Default)]
struct Figures {
    exact: usize,
    slowest: f64,
    total: f64,
    nodes: u64,
    peak_mib: f64,
    /// The time on the positions both solvers solved.
    both: f64,
    /// Values found that differ from the value proved beforehand.
    wrong: usize,
    /// The bounds proved on each position not solved, in the row's order.
    open: Vec<[i32; 2]>,
}

impl Figures {
    fn add(&mut self, exact: bool, seconds: f64, nodes: u64, peak_mib: f64) {
        self.exact += usize::from(exact);
        self.slowest = self.slowest.max(seconds);
        self.total += seconds;
        self.nodes += nodes;
        self.peak_mib = self.peak_mib.max(peak_mib);
    }

    fn rate(&self) -> f64 {
        self.nodes as f64 / self.total.max(1e-9)
    }

    fn json(&self) -> SolverFigures {
        SolverFigures {
            exact: self.exact,
            slowest_seconds: seconds(self.slowest),
            total_seconds: seconds(self.total),
            nodes: self.nodes,
            nodes_per_second: per_second(self.rate()),
            added_mib: rounded(self.peak_mib, 1),
            wrong: self.wrong,
            open_bounds: self.open.clone(),
        }
    }
}

/// The rows, the old solver stopped after `old_limit` on each position.
pub fn rows(old_limit: Duration, hard: bool) -> Vec<Row> {
    let hard = if hard { &HARD[..] } else { &[] };
    GROUPS
        .iter()
        .chain(hard)
        .map(|g| row(g, old_limit))
        .collect()
}

fn row(group: &Group, old_limit: Duration) -> Row {
    let (mut old, mut new) = (Figures::default(), Figures::default());
    for &(text, value) in group.positions {
        let position = Position::parse(text, group.name).expect("bundled positions are valid");
        let rules = Rules::for_position(&position).expect("the standard set fits");
        let root = rules.state_of(&position);
        let before = reset_peak();
        let s = solve(&rules, &root, Some(old_limit));
        let old_mib = peak_mib() - before;
        let before = reset_peak();
        let table = Table::new(HASH_MB, None).expect("the bench's table fits");
        let control = Control {
            stop: Some(crate::cli::interrupt::flag()),
            deadline: Some(Instant::now() + NEW_LIMIT),
            ..Control::default()
        };
        let p = solve_endgame(&rules, &root, &table, control, group.threads, &mut |_| {});
        let new_mib = peak_mib() - before;
        let (old_s, new_s) = (s.elapsed.as_secs_f64(), p.elapsed.as_secs_f64());
        old.add(s.exact, old_s, s.nodes, old_mib);
        new.add(p.exact(), new_s, p.nodes, new_mib);
        if !p.exact() {
            new.open.push([p.lower, p.upper]);
        }
        old.wrong += usize::from(s.exact && value.is_some_and(|v| v != s.value));
        new.wrong += usize::from(p.exact() && value.is_some_and(|v| v != p.lower));
        if s.exact && p.exact() {
            old.both += old_s;
            new.both += new_s;
        }
    }
    text_and_json(group, &old, &new, old_limit)
}

fn text_and_json(group: &Group, old: &Figures, new: &Figures, limit: Duration) -> Row {
    let n = group.positions.len();
    let ratio = (new.both > 0.0).then(|| old.both / new.both);
    let ratio_text = ratio.map_or("none solved by both".to_string(), |r| format!("{r:.1}x"));
    let text = format!(
        "{:>9.3} s slowest of {n} ({} exact, {:.2} M nodes/s, {:.0} MiB added with the {HASH_MB} MiB table; target: under {} s)\n{:<20} {:>9} {:>9.3} s slowest of {n} ({} exact within {} s, {:.2} M nodes/s, {:.0} MiB added); old/new time where both solved: {ratio_text}",
        new.slowest,
        new.exact,
        new.rate() / 1e6,
        new.peak_mib,
        group.target,
        "",
        "old",
        old.slowest,
        old.exact,
        limit.as_secs(),
        old.rate() / 1e6,
        old.peak_mib,
    );
    let text = match new.wrong + old.wrong {
        0 => text,
        _ => format!(
            "{text}\n{:<20} values differing from those proved beforehand: {} new, {} old",
            "", new.wrong, old.wrong
        ),
    };
    let text = match new.open.is_empty() {
        true => text,
        false => format!(
            "{text}\n{:<20} new, not proved: {}",
            "",
            open_text(&new.open)
        ),
    };
    let figures = RowFigures {
        positions: n,
        table_mib: HASH_MB,
        target_seconds: group.target,
        new: new.json(),
        old: old.json(),
        old_limit_seconds: limit.as_secs(),
        time_ratio: ratio.map(|r| rounded(r, 2)),
        exact: new.exact,
        slowest_seconds: seconds(new.slowest),
        nodes: new.nodes,
        nodes_per_second: per_second(new.rate()),
    };
    Row::new(group.name, "endgame", &figures, text)
}

/// The bounds proved on the positions not solved: `2..84, -104..90`.
fn open_text(open: &[[i32; 2]]) -> String {
    let bounds = open.iter().map(|[low, high]| format!("{low}..{high}"));
    format!("bounds {}", bounds.collect::<Vec<_>>().join(", "))
}

/// One solver's figures, as JSON.
#[derive(Serialize)]
struct SolverFigures {
    exact: usize,
    slowest_seconds: f64,
    total_seconds: f64,
    nodes: u64,
    nodes_per_second: f64,
    added_mib: f64,
    /// Values found that differ from the value proved beforehand.
    wrong: usize,
    /// The bounds proved on each position not solved (lower, upper), in the row's order.
    open_bounds: Vec<[i32; 2]>,
}

/// A row's figures: the new solver's at the top level, both solvers' beside them.
#[derive(Serialize)]
struct RowFigures {
    positions: usize,
    table_mib: usize,
    target_seconds: f64,
    new: SolverFigures,
    old: SolverFigures,
    old_limit_seconds: u64,
    time_ratio: Option<f64>,
    exact: usize,
    slowest_seconds: f64,
    nodes: u64,
    nodes_per_second: f64,
}

/// Resets the process's peak memory to what it holds now, and returns that in MiB (Linux;
/// elsewhere the peak is since the start, and figures are 0).
fn reset_peak() -> f64 {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
    status_mib("VmRSS:")
}

/// The process's peak resident memory in MiB since the last reset.
fn peak_mib() -> f64 {
    status_mib("VmHWM:")
}

/// A figure of `/proc/self/status` in MiB (0 where unknown).
fn status_mib(field: &str) -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|l| l.starts_with(field));
    let kib: f64 = line
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|k| k.parse().ok())
        .unwrap_or(0.0);
    kib / 1024.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_bounds_are_listed_in_order() {
        assert_eq!(open_text(&[[2, 84], [-104, 90]]), "bounds 2..84, -104..90");
    }
}
