//! Proving the top of a tree on several threads: the root's moves are taken in order, and
//! the frontier positions under each are shared out among the threads; the first move
//! whose positions all turn out won is the answer, so the answer does not depend on the
//! number of threads. The replies that refuted the latest moves are tried first under the
//! next. Results already known (from a checkpoint or finished jobs) are not
//! searched again, and every new one is recorded for the caller to save.

use super::game::Game;
use super::search::{Searcher, Shared};
use super::symmetry::Symmetries;
use super::table::Table;
use super::top::{Group, Key, Top};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc;
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

/// Running totals over a run, for progress reports.
struct Tally<'a> {
    nodes: &'a AtomicU64,
    started: Instant,
    positions_done: usize,
}

/// What the workers of one root move share.
struct MoveRun<'a> {
    top: &'a Top,
    group: usize,
    todo: Vec<usize>,
    next: AtomicUsize,
    stop: AtomicBool,
}

impl Driver<'_> {
    /// Proves the top of the tree, using and extending `known`.
    pub fn run(&self, top: &Top, known: &mut Known, run: &mut Run) -> Outcome {
        let nodes = AtomicU64::new(0);
        let mut tally = Tally {
            nodes: &nodes,
            started: Instant::now(),
            positions_done: 0,
        };
        let mut values = vec![MoveValue::Unknown; top.groups.len()];
        let mut stopped = false;
        let mut refuters = Refuters::default();
        for (g, slot) in values.iter_mut().enumerate() {
            *slot = self.prove_move(top, g, &refuters, known, run, &mut tally);
            if let MoveValue::Refuted(f) = *slot {
                refuters.record(&top.groups[g], f);
            }
            if *slot == MoveValue::Unknown {
                stopped = true;
                break;
            }
            if *slot == MoveValue::Wins && !run.every_move {
                break;
            }
        }
        let outcome = Outcome {
            values,
            nodes: nodes.load(Ordering::Relaxed),
            elapsed: tally.started.elapsed(),
            stopped,
        };
        let status = tally.status(top, top.groups.len(), 0);
        (run.monitor)(&status, known);
        outcome
    }

    /// The value of root move `g`: its frontier positions searched by every thread until
    /// one refutes it or all are won.
    fn prove_move(
        &self,
        top: &Top,
        g: usize,
        refuters: &Refuters,
        known: &mut Known,
        run: &mut Run,
        tally: &mut Tally,
    ) -> MoveValue {
        let group = &top.groups[g];
        let known_value = |f: &usize| known.get(&top.keys[*f]).copied();
        if let Some(&f) = group
            .frontier
            .iter()
            .find(|f| known_value(f) == Some(false))
        {
            return MoveValue::Refuted(f);
        }
        let todo: Vec<usize> = (refuters.order(group).into_iter())
            .map(|i| group.frontier[i])
            .filter(|f| known_value(f).is_none())
            .collect();
        if todo.is_empty() {
            return MoveValue::Wins;
        }
        let job = MoveRun {
            top,
            group: g,
            todo,
            next: AtomicUsize::new(0),
            stop: AtomicBool::new(false),
        };
        let shared = Shared {
            game: self.game,
            symmetries: self.symmetries,
            table: self.table,
            stop: &job.stop,
            nodes: tally.nodes,
        };
        let (sender, receiver) = mpsc::channel();
        std::thread::scope(|scope| {
            for _ in 0..run.threads.min(job.todo.len()) {
                let sender = sender.clone();
                let job = &job;
                scope.spawn(move || worker(shared, job, sender));
            }
            drop(sender);
            watch(&job, &receiver, known, run, tally)
        })
    }
}

/// The replies that refuted the latest root moves, latest first: a reply that refuted one
/// move often refutes the next too, when the moves are far apart on the board, so the
/// positions it leads to are proved first.
#[derive(Default)]
struct Refuters {
    cells: Vec<u64>,
}

/// How many refuting replies are remembered.
const REFUTERS: usize = 8;

impl Refuters {
    /// Records that frontier position `f` refuted `group`'s move.
    fn record(&mut self, group: &Group, f: usize) {
        let Some(i) = group.frontier.iter().position(|&x| x == f) else {
            return;
        };
        let cells = group.reply_cells[i];
        self.cells.retain(|&c| c != cells);
        self.cells.insert(0, cells);
        self.cells.truncate(REFUTERS);
    }

    /// The indices of `group`'s frontier, those reached by a remembered reply first (latest
    /// first), the rest in their order.
    fn order(&self, group: &Group) -> Vec<usize> {
        let rank = |i: &usize| {
            let cells = group.reply_cells[*i];
            (self.cells.iter().position(|&c| c == cells)).unwrap_or(REFUTERS)
        };
        let mut order: Vec<usize> = (0..group.frontier.len()).collect();
        order.sort_by_key(rank);
        order
    }
}

impl Tally<'_> {
    fn status(&self, top: &Top, moves_done: usize, positions_now: usize) -> Status {
        Status {
            moves_done,
            moves: top.groups.len(),
            positions_done: self.positions_done + positions_now,
            positions: top.frontier.len(),
            nodes: self.nodes.load(Ordering::Relaxed),
            elapsed: self.started.elapsed(),
        }
    }
}

/// Runs on the calling thread while the workers search: records their results, reports
/// progress, stops them on a refutation or at the deadline, and returns the move's value
/// once they have all stopped.
fn watch(
    job: &MoveRun,
    results: &mpsc::Receiver<(usize, bool)>,
    known: &mut Known,
    run: &mut Run,
    tally: &mut Tally,
) -> MoveValue {
    let (mut settled, mut refuted) = (0, None);
    loop {
        match results.recv_timeout(Duration::from_millis(100)) {
            Ok((f, wins)) => {
                known.insert(job.top.keys[f], wins);
                settled += 1;
                if !wins {
                    refuted.get_or_insert(f);
                    job.stop.store(true, Ordering::Relaxed);
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
        if run.deadline.is_some_and(|d| Instant::now() >= d) {
            job.stop.store(true, Ordering::Relaxed);
        }
        let status = tally.status(job.top, job.group, settled);
        (run.monitor)(&status, known);
    }
    tally.positions_done += settled;
    match refuted {
        Some(f) => MoveValue::Refuted(f),
        None if settled == job.todo.len() => MoveValue::Wins,
        None => MoveValue::Unknown,
    }
}

/// One thread: takes frontier positions in turn until none are left or it is stopped,
/// and sends each result.
fn worker(shared: Shared, job: &MoveRun, results: mpsc::Sender<(usize, bool)>) {
    let mut searcher = Searcher::new(shared);
    loop {
        let i = job.next.fetch_add(1, Ordering::Relaxed);
        if i >= job.todo.len() || shared.stop.load(Ordering::Relaxed) {
            return;
        }
        let f = job.todo[i];
        match searcher.wins(job.top.frontier[f]) {
            Ok(wins) if results.send((f, wins)).is_ok() => {}
            _ => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::prover::Placement;

    #[test]
    fn replies_that_refuted_come_first_latest_first() {
        let group = Group {
            placement: Placement { cells: 1, kind: 0 },
            replies: 3,
            frontier: vec![10, 11, 12],
            reply_cells: vec![0b001, 0b010, 0b100],
        };
        let mut refuters = Refuters::default();
        assert_eq!(refuters.order(&group), [0, 1, 2]);
        refuters.record(&group, 12);
        assert_eq!(refuters.order(&group), [2, 0, 1]);
        refuters.record(&group, 11);
        assert_eq!(refuters.order(&group), [1, 2, 0]);
        refuters.record(&group, 12);
        assert_eq!(refuters.order(&group), [2, 1, 0]);
    }
}
