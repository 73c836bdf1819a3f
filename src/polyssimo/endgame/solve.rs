//! The endgame solver's driver: MTD(f). The value is pinned down by null-window searches,
//! each proving the value at least or below one guess and moving the bounds; the table
//! carries what each test learnt into the next. The bounds start from the range known
//! before any search (see `bounds`), reported at once with the move the search would try
//! first; every proved bound is reported as it comes, and a stop (Ctrl-C or the time) leaves the bounds proved so far and the move
//! that proved the best lower bound. Each test may run on several threads (see `root`).
//! Once the value is exact, the line is read by testing the children of each position on
//! it for the same value.

use super::bounds::{packed_cells, value_range};
use super::node::{Compiled, Layer, Node};
use super::root::test_root;
use super::search::{Control, Searcher};
use super::table::Table;
use crate::polyssimo::rules::{Placing, Rules, State};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// What the solver proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The value for the player to move lies in `lower..=upper` (equal when exact).
    pub lower: i32,
    pub upper: i32,
    /// The move that proved `lower`; while no lower bound is proved, the move the search
    /// would try first (none only when there is no move).
    pub best: Option<Placing>,
    /// With an exact value: a line of perfect play to the end of the game.
    pub line: Vec<Placing>,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl Proved {
    /// Whether the value is known exactly.
    pub fn exact(&self) -> bool {
        self.lower == self.upper
    }
}

/// Solves a Polyssimo position (2-4 players; paranoid with 3-4) on `threads` threads (at
/// least one), calling `report` after every proved bound.
pub fn solve_endgame(
    rules: &Rules,
    state: &State,
    table: &Table,
    control: Control,
    threads: usize,
    report: &mut dyn FnMut(&Proved),
) -> Proved {
    let started = Instant::now();
    let compiled = Compiled::new(rules, state);
    let abort = AtomicBool::new(false);
    let (first, root) = Searcher::new(&compiled, table, state, control);
    let mut searchers = vec![first];
    searchers.extend((1..threads).map(|_| Searcher::new(&compiled, table, state, control).0));
    let known = before_search(&mut searchers[0], &root, state);
    let mut proved = prove(&mut searchers, &root, known, &abort, started, report);
    // The line is read whatever the time or nodes left (a stop still ends it).
    let searcher = &mut searchers[0];
    searcher.restart(None);
    searcher.unlimit();
    if proved.exact() {
        proved.line = line(searcher, &root, proved.lower);
        proved.best = proved.line.first().copied().or(proved.best);
    }
    proved.nodes = searchers.iter().map(|s| s.nodes).sum();
    proved.elapsed = started.elapsed();
    proved
}

/// What is known before any search: the range of the root's value (see `bounds`) and
/// the move the search would try first (none only when there is no move).
fn before_search(searcher: &mut Searcher, root: &Node, state: &State) -> Proved {
    let compiled = searcher.compiled;
    let mut layer = Layer::with_capacity(compiled.masks.len());
    let node = compiled.root(state, &mut layer);
    let cells = packed_cells(compiled, &layer, &node);
    let (low, high) = value_range(
        &cells,
        usize::from(compiled.players),
        usize::from(root.to_move),
    );
    let first = searcher.moves(0, root).first().copied();
    Proved {
        // Kept only up to 0, so that a lower bound showing a win always comes with the
        // move that proved it (the search bot and the hint play it).
        lower: low.min(0),
        upper: high,
        best: first.map(|index| compiled.moves[index as usize]),
        line: Vec::new(),
        nodes: 0,
        elapsed: Duration::ZERO,
    }
}

/// MTD(f) from what is `known` before: null-window tests of the root until its value is
/// pinned down or the search is stopped, what is known reported first and after each
/// bound proved.
fn prove<'a>(
    searchers: &mut [Searcher<'a>],
    root: &Node,
    mut proved: Proved,
    abort: &'a AtomicBool,
    started: Instant,
    report: &mut dyn FnMut(&Proved),
) -> Proved {
    proved.elapsed = started.elapsed();
    report(&proved);
    let mut guess = 0.clamp(proved.lower, proved.upper);
    while proved.lower < proved.upper {
        let beta = if guess == proved.lower {
            guess + 1
        } else {
            guess
        };
        let tested = match root.is_over() {
            true => searchers[0].search(0, root, beta - 1, beta),
            false => {
                let tested = test_root(searchers, root, beta, abort);
                if tested.stopped {
                    break;
                }
                if tested.value >= beta {
                    proved.best = tested.best;
                }
                tested.value
            }
        };
        // A fail-soft bound may be looser than the range known before: keep the tighter.
        guess = tested.clamp(proved.lower, proved.upper);
        if tested < beta {
            proved.upper = guess;
        } else {
            proved.lower = guess;
        }
        proved.nodes = searchers.iter().map(|s| s.nodes).sum();
        proved.elapsed = started.elapsed();
        report(&proved);
    }
    proved
}

/// A line of perfect play from `root`, whose value is `value`.
fn line(searcher: &mut Searcher, root: &Node, value: i32) -> Vec<Placing> {
    let mut line = Vec::new();
    let mut node = *root;
    let mut ply = 0;
    while !node.is_over() {
        let found = searcher.moves(ply, &node).into_iter().find_map(|index| {
            let child = searcher.child(ply, &node, index);
            let v = searcher.search(ply + 1, &child, value - 1, value + 1);
            (v == value && !searcher.stopped).then_some((index, child))
        });
        let Some((index, child)) = found else {
            break;
        };
        line.push(searcher.compiled.moves[index as usize]);
        node = child;
        ply += 1;
    }
    line
}
