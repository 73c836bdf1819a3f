//! Proving the top of a tree on several threads: the root's moves are taken in order, and
//! the frontier positions under each are shared out among the threads; the first move
//! whose positions all turn out won is the answer, so the answer does not depend on the
//! number of threads. Results already known (from a checkpoint or finished jobs) are not
//! searched again, and every new one is recorded for the caller to save.

use super::game::Game;
use super::search::{Searcher, Shared};
use super::symmetry::Symmetries;
use super::table::Table;
use super::top::{Key, Top};
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Frontier results: whether the root player, to move there, wins.
pub type Known = HashMap<Key, bool>;

/// How a root move came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveValue {
    /// Every reply leads to a win for the root player.
    Wins,
    /// This frontier position is a win for the opponent.
    Refuted(usize),
    /// Not finished (stopped, or not reached).
    Unknown,
}

/// A snapshot for a progress display.
#[derive(Clone, Copy, Debug)]
pub struct Status {
    pub moves_done: usize,
    pub moves: usize,
    pub positions_done: usize,
    pub positions: usize,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// What a run is asked to do.
pub struct Run<'a> {
    pub threads: usize,
    pub deadline: Option<Instant>,
    /// Value every root move instead of stopping at the first that wins.
    pub every_move: bool,
    /// Called from the calling thread a few times a second with progress and the results
    /// known so far (for a checkpoint).
    pub monitor: &'a mut dyn FnMut(&Status, &Known),
}

/// The search state shared by one run.
pub struct Driver<'a> {
    pub game: &'a Game,
    pub symmetries: &'a Symmetries,
    pub table: &'a Table,
}

/// What a run found.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub values: Vec<MoveValue>,
    pub nodes: u64,
    pub elapsed: Duration,
    pub stopped: bool,
}

impl Outcome {
    /// The first winning move, if any.
    pub fn winning_move(&self) -> Option<usize> {
        self.values.iter().position(|v| *v == MoveValue::Wins)
    }

    /// Whether the root player wins: `Some` once it is decided.
    pub fn wins(&self) -> Option<bool> {
        if self.winning_move().is_some() {
            Some(true)
        } else if (self.values.iter()).all(|v| matches!(v, MoveValue::Refuted(_))) {
            Some(false)
        } else {
            None
        }
    }
}

impl Driver<'_> {
    /// Proves the top of the tree, using and extending `known`.
    pub fn run(&self, top: &Top, known: &mut Known, run: &mut Run) -> Outcome {
        let started = Instant::now();
        let nodes = AtomicU64::new(0);
        let mut values = vec![MoveValue::Unknown; top.groups.len()];
        let mut stopped = false;
        let mut done_positions = 0;
        for (g, slot) in values.iter_mut().enumerate() {
            let value = self.prove_move(top, g, known, run, &nodes, started, &mut done_positions);
            *slot = value;
            if value == MoveValue::Unknown {
                stopped = true;
                break;
            }
            if value == MoveValue::Wins && !run.every_move {
                break;
            }
        }
        let outcome = Outcome {
            values,
            nodes: nodes.load(Ordering::Relaxed),
            elapsed: started.elapsed(),
            stopped,
        };
        let status = Status {
            moves_done: top.groups.len(),
            moves: top.groups.len(),
            positions_done: done_positions,
            positions: top.frontier.len(),
            nodes: outcome.nodes,
            elapsed: outcome.elapsed,
        };
        (run.monitor)(&status, known);
        outcome
    }

    /// The value of root move `g`: its frontier positions searched by every thread until
    /// one refutes it or all are won.
    #[allow(clippy::too_many_arguments)]
    fn prove_move(
        &self,
        top: &Top,
        g: usize,
        known: &mut Known,
        run: &mut Run,
        nodes: &AtomicU64,
        started: Instant,
        done_positions: &mut usize,
    ) -> MoveValue {
        let group = &top.groups[g];
        if let Some(&f) =
            (group.frontier.iter()).find(|&&f| known.get(&top.keys[f]) == Some(&false))
        {
            return MoveValue::Refuted(f);
        }
        let todo: Vec<usize> = (group.frontier.iter().copied())
            .filter(|&f| !known.contains_key(&top.keys[f]))
            .collect();
        let stop = AtomicBool::new(false);
        let next = AtomicUsize::new(0);
        let found: Mutex<Vec<(usize, bool)>> = Mutex::new(Vec::new());
        let shared = Shared {
            game: self.game,
            symmetries: self.symmetries,
            table: self.table,
            stop: &stop,
            nodes,
        };
        let threads = run.threads.min(todo.len()).max(1);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| worker(shared, top, &todo, &next, &found));
            }
            self.watch(
                top,
                g,
                known,
                run,
                &found,
                &stop,
                nodes,
                started,
                *done_positions,
                &todo,
            );
        });
        let results = found.into_inner().unwrap_or_else(|p| p.into_inner());
        *done_positions += results.len();
        for &(f, wins) in &results {
            known.insert(top.keys[f], wins);
        }
        if let Some(&(f, _)) = results.iter().find(|r| !r.1) {
            return MoveValue::Refuted(f);
        }
        if results.len() == todo.len() {
            MoveValue::Wins
        } else {
            MoveValue::Unknown
        }
    }

    /// Runs on the calling thread while the workers search: reports progress, stops the
    /// workers on a refutation or at the deadline, and returns when they are done.
    #[allow(clippy::too_many_arguments)]
    fn watch(
        &self,
        top: &Top,
        g: usize,
        known: &Known,
        run: &mut Run,
        found: &Mutex<Vec<(usize, bool)>>,
        stop: &AtomicBool,
        nodes: &AtomicU64,
        started: Instant,
        done_before: usize,
        todo: &[usize],
    ) {
        let mut snapshot = known.clone();
        loop {
            let (finished, refuted) = {
                let results = found.lock().unwrap_or_else(|p| p.into_inner());
                for &(f, wins) in results.iter().skip(snapshot.len() - known.len()) {
                    snapshot.insert(top.keys[f], wins);
                }
                (results.len(), results.iter().any(|r| !r.1))
            };
            let late = run.deadline.is_some_and(|d| Instant::now() >= d);
            if refuted || late {
                stop.store(true, Ordering::Relaxed);
            }
            let status = Status {
                moves_done: g,
                moves: top.groups.len(),
                positions_done: done_before + finished,
                positions: top.frontier.len(),
                nodes: nodes.load(Ordering::Relaxed),
                elapsed: started.elapsed(),
            };
            (run.monitor)(&status, &snapshot);
            if finished == todo.len() || stop.load(Ordering::Relaxed) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// One thread: takes frontier positions in turn until none are left or it is stopped.
fn worker(
    shared: Shared,
    top: &Top,
    todo: &[usize],
    next: &AtomicUsize,
    found: &Mutex<Vec<(usize, bool)>>,
) {
    let mut searcher = Searcher::new(shared);
    loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        if i >= todo.len() || shared.stop.load(Ordering::Relaxed) {
            return;
        }
        let f = todo[i];
        match searcher.wins(top.frontier[f]) {
            Ok(wins) => found
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push((f, wins)),
            Err(_) => return,
        }
    }
}
