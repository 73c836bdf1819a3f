//! The endgame solver's driver: MTD(f). The value is pinned down by null-window searches,
//! each proving the value at least or below one guess and moving the bounds; the table
//! carries what each test learnt into the next. Every proved bound is reported as it
//! comes, and a stop (Ctrl-C or the time) leaves the bounds proved so far and the move
//! that proved the best lower bound. Once the value is exact, the line is read by testing
//! the children of each position on it for the same value.

use super::node::{Compiled, Node};
use super::search::{Control, INFINITE, Searcher};
use super::table::Table;
use crate::polyssimo::rules::{Move, Rules, State};
use std::time::{Duration, Instant};

/// What the solver proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The value for the player to move lies in `lower..=upper` (equal when exact).
    pub lower: i32,
    pub upper: i32,
    /// The move that proved `lower`; while no lower bound is proved, the move the search
    /// would try first (none only when there is no move).
    pub best: Option<Move>,
    /// With an exact value: a line of perfect play to the end of the game.
    pub line: Vec<Move>,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl Proved {
    /// Whether the value is known exactly.
    pub fn exact(&self) -> bool {
        self.lower == self.upper
    }
}

/// Solves a Polyssimo position (2-4 players; paranoid with 3-4), calling `report` after
/// every proved bound.
pub fn solve_endgame(
    rules: &Rules,
    state: &State,
    table: &mut Table,
    control: Control,
    report: &mut dyn FnMut(&Proved),
) -> Proved {
    let started = Instant::now();
    let compiled = Compiled::new(rules, state);
    let mut live = Vec::new();
    let root = compiled.root(state, &mut live);
    let mut searcher = Searcher::new(&compiled, table, &root, live, control);
    let mut proved = Proved {
        lower: -INFINITE,
        upper: INFINITE,
        best: None,
        line: Vec::new(),
        nodes: 0,
        elapsed: Duration::ZERO,
    };
    let mut guess = 0;
    while proved.lower < proved.upper {
        let beta = if guess == proved.lower {
            guess + 1
        } else {
            guess
        };
        guess = searcher.search(0, &root, beta - 1, beta);
        if searcher.stopped {
            break;
        }
        if guess < beta {
            proved.upper = guess;
        } else {
            proved.lower = guess;
            proved.best = searcher.table.probe(&root.key()).and_then(|b| b.best);
        }
        proved.nodes = searcher.nodes;
        proved.elapsed = started.elapsed();
        report(&proved);
    }
    if proved.exact() {
        proved.line = line(&mut searcher, &root, proved.lower);
        proved.best = proved.line.first().copied();
    }
    if proved.best.is_none() {
        // Nothing proved for any move yet: the one the search would try first.
        let first = searcher.moves(0, &root).first().copied();
        proved.best = first.map(|index| compiled.moves[index as usize]);
    }
    proved.nodes = searcher.nodes;
    proved.elapsed = started.elapsed();
    proved
}

/// A line of perfect play from `root`, whose value is `value`.
fn line(searcher: &mut Searcher, root: &Node, value: i32) -> Vec<Move> {
    let mut line = Vec::new();
    let mut node = *root;
    let mut ply = 0;
    while !node.is_over() {
        let found = searcher.moves(ply, &node).into_iter().find_map(|index| {
            let child = searcher.child(ply, &node, index);
            let v = searcher.search(ply + 1, &child, value - 1, value + 1);
            (v == value).then_some((index, child))
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
