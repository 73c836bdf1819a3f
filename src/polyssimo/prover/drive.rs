//! Proving the top of a tree on several threads: each thread proves the frontier
//! positions a shared [`Schedule`] hands out (root moves in order, a thread to a move),
//! while the calling thread reports progress and stops them at the deadline. The first
//! move whose positions all turn out won is the answer, so the answer does not depend on
//! the number of threads. Results already known (from a checkpoint or finished jobs) are
//! not searched again, and every new one is recorded for the caller to save. Moves the
//! top has not listed are listed as the run reaches them.

use super::game::CompiledGame;
use super::schedule::Schedule;
use super::search::{Searcher, Shared};
use super::symmetry::Symmetries;
use super::table::Table;
use super::top::{Key, MoveValue, Top};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError, mpsc};
use std::time::{Duration, Instant};

/// Frontier results: whether the root player, to move there, wins.
pub type Known = HashMap<Key, bool>;

/// A snapshot for a progress display.
#[derive(Clone, Copy, Debug)]
pub struct Status {
    /// Root moves settled, of `moves`.
    pub moves_done: usize,
    pub moves: usize,
    /// Frontier positions settled in this run, of the `positions` listed so far.
    pub positions_done: usize,
    pub positions: usize,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// What a run is asked to do.
pub struct Run<'a> {
    pub threads: usize,
    pub deadline: Option<Instant>,
    /// Stops the run as the deadline does, when set.
    pub interrupt: Option<&'static AtomicBool>,
    /// Value every root move instead of stopping at the first that wins.
    pub every_move: bool,
    /// Called from the calling thread a few times a second with progress and the results
    /// known so far (for a checkpoint).
    pub monitor: &'a mut dyn FnMut(&Status, &Known),
}

/// The search state shared by one run.
pub struct Driver<'a> {
    pub game: &'a CompiledGame,
    pub symmetries: &'a Symmetries,
    pub table: &'a Table,
}

/// What a run found.
#[derive(Clone, Debug)]
pub struct RunOutcome {
    pub values: Vec<MoveValue>,
    pub nodes: u64,
    pub elapsed: Duration,
    pub stopped: bool,
    /// The time ran out before the root's moves were all listed: nothing is known.
    pub unlisted: bool,
}

impl Run<'_> {
    /// Whether the deadline has passed or the interrupt flag is set.
    fn should_stop(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.interrupt.is_some_and(|f| f.load(Ordering::Relaxed))
    }
}

impl RunOutcome {
    /// The outcome of a run stopped while the root's moves were being listed.
    pub fn unlisted(elapsed: Duration) -> RunOutcome {
        RunOutcome {
            values: Vec::new(),
            nodes: 0,
            elapsed,
            stopped: true,
            unlisted: true,
        }
    }

    /// The first winning move, if any.
    pub fn winning_move(&self) -> Option<usize> {
        self.values.iter().position(|v| *v == MoveValue::Wins)
    }

    /// Whether the root player wins: `Some` once it is decided.
    pub fn wins(&self) -> Option<bool> {
        if self.unlisted {
            None
        } else if self.winning_move().is_some() {
            Some(true)
        } else if (self.values.iter()).all(|v| matches!(v, MoveValue::Refuted(_))) {
            Some(false)
        } else {
            None
        }
    }
}

impl Driver<'_> {
    /// Proves the top of the tree, using and extending `known`; gives the top back with the
    /// moves the run listed.
    pub fn run(&self, top: Top, known: &mut Known, run: &mut Run) -> (Top, RunOutcome) {
        let started = Instant::now();
        let nodes = AtomicU64::new(0);
        let stops: Vec<AtomicBool> = (top.groups.iter())
            .map(|_| AtomicBool::new(false))
            .collect();
        let list = |top: &mut Top, g: usize| top.list(self.game, self.symmetries, g);
        // A thread more than there can be positions could never be given one.
        let threads = run.threads.min(top.positions_at_most()).max(1);
        let plan = Schedule::new(top, &stops, known, run.every_move, &list);
        let plan = Mutex::new(plan);
        let not_yet = AtomicBool::new(false);
        let shared = Shared {
            game: self.game,
            symmetries: self.symmetries,
            table: self.table,
            stop: &not_yet,
            nodes: &nodes,
        };
        let (sender, receiver) = mpsc::channel();
        std::thread::scope(|scope| {
            for _ in 0..threads {
                let sender = sender.clone();
                let (plan, stops) = (&plan, &stops);
                scope.spawn(move || worker(shared, plan, stops, sender));
            }
            drop(sender);
            watch(&plan, &receiver, known, run, &nodes, started);
        });
        let plan = plan.into_inner().unwrap_or_else(PoisonError::into_inner);
        let outcome = RunOutcome {
            values: plan.values(),
            nodes: nodes.load(Ordering::Relaxed),
            elapsed: started.elapsed(),
            stopped: plan.stopped(),
            unlisted: false,
        };
        (plan.into_top(), outcome)
    }
}

/// Runs on the calling thread while the workers search: passes their results on to
/// `known`, reports progress and stops them at the deadline, until they have all ended.
fn watch(
    plan: &Mutex<Schedule>,
    wake: &mpsc::Receiver<()>,
    known: &mut Known,
    run: &mut Run,
    nodes: &AtomicU64,
    started: Instant,
) {
    loop {
        let ended = match wake.recv_timeout(Duration::from_millis(100)) {
            Ok(()) | Err(mpsc::RecvTimeoutError::Timeout) => false,
            Err(mpsc::RecvTimeoutError::Disconnected) => true,
        };
        let status = {
            let mut plan = lock(plan);
            if !ended && run.should_stop() {
                plan.stop_all();
            }
            for (key, wins) in plan.take_fresh() {
                known.insert(key, wins);
            }
            Status {
                moves_done: plan.moves_done(),
                moves: plan.moves(),
                positions_done: plan.positions_done,
                positions: plan.positions(),
                nodes: nodes.load(Ordering::Relaxed),
                elapsed: started.elapsed(),
            }
        };
        (run.monitor)(&status, known);
        if ended {
            return;
        }
    }
}

/// The plan, even if a worker panicked while holding it (its state is still consistent
/// enough to report).
fn lock<'p, 'a>(plan: &'p Mutex<Schedule<'a>>) -> MutexGuard<'p, Schedule<'a>> {
    plan.lock().unwrap_or_else(PoisonError::into_inner)
}

/// One thread: proves the positions the plan hands out until it has none left, telling
/// the calling thread after each.
fn worker(shared: Shared, plan: &Mutex<Schedule>, stops: &[AtomicBool], wake: mpsc::Sender<()>) {
    let mut searcher = Searcher::new(shared);
    loop {
        let Some(task) = lock(plan).next_task() else {
            return;
        };
        searcher.set_stop(&stops[task.group]);
        let wins = searcher.wins(task.node).ok();
        lock(plan).finish(task, wins);
        if wake.send(()).is_err() {
            return;
        }
    }
}
