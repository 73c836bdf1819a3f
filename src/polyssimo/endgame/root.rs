//! One null-window test of the root, on one thread or several: does the root player's
//! value reach `beta`? The root's moves, in the search's order, are handed out one at a
//! time, each thread proving its own root moves (the schedule of the Golomb prover, in its
//! simplest form); the threads share the table, and the first move proved to reach `beta`
//! ends the test and the others' work. While the first thread searches the first root
//! move, the second proves that move's replies from the far end of their order (see
//! `help_first`), then takes root moves like the others. The outcome is a proved bound
//! whatever the number of threads, so the value the tests pin down does not depend on it.

use super::node::Node;
use super::search::{INFINITE, Searcher, merge};
use super::table::Bounds;
use crate::polyssimo::rules::Placing;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// What a test found: the best value (a lower bound at least `beta`, or an upper bound
/// below it) and the move that gave it; `stopped` when the control stopped it first.
pub struct Tested {
    pub value: i32,
    pub best: Option<Placing>,
    pub stopped: bool,
}

/// Tests `root` (a position with moves, the root player to move) against `beta` with the
/// searchers given, one thread each; `abort` ends the others' work once a move reaches
/// `beta`.
pub fn test_root<'a>(
    searchers: &mut [Searcher<'a>],
    root: &Node,
    beta: i32,
    abort: &'a AtomicBool,
) -> Tested {
    let order = searchers[0].moves(0, root);
    let next = AtomicUsize::new(0);
    let best = Mutex::new((-INFINITE, None));
    abort.store(false, Ordering::Relaxed);
    let first_done = AtomicBool::new(false);
    let work = |searcher: &mut Searcher<'a>, helper: bool| {
        searcher.restart(Some(abort));
        if helper && order.len() > 1 {
            let done = || abort.load(Ordering::Relaxed) || first_done.load(Ordering::Relaxed);
            help_first(searcher, root, order[0], beta, &done);
        }
        while let Some(&index) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
            if abort.load(Ordering::Relaxed) {
                break;
            }
            let child = searcher.child(0, root, index);
            let value = searcher.search(1, &child, beta - 1, beta);
            if index == order[0] {
                first_done.store(true, Ordering::Relaxed);
            }
            if searcher.stopped {
                break;
            }
            let mut found = best.lock().unwrap_or_else(|p| p.into_inner());
            if value > found.0 {
                *found = (value, Some(searcher.compiled.moves[index as usize]));
            }
            if value >= beta {
                abort.store(true, Ordering::Relaxed);
                break;
            }
        }
    };
    match searchers {
        [only] => work(only, false),
        _ => std::thread::scope(|scope| {
            let work = &work;
            for (i, searcher) in searchers.iter_mut().enumerate() {
                scope.spawn(move || work(searcher, i == 1));
            }
        }),
    }
    searchers[0].nodes += 1;
    let (value, best) = best.into_inner().unwrap_or_else(|p| p.into_inner());
    finish(searchers, root, beta, value, best)
}

/// The test's outcome (stopped if no move reached `beta` and a search was stopped), its
/// bound kept in the table.
fn finish(
    searchers: &[Searcher],
    root: &Node,
    beta: i32,
    value: i32,
    best: Option<Placing>,
) -> Tested {
    let stopped = value < beta && searchers.iter().any(|s| s.stopped);
    if !stopped {
        store(&searchers[0], root, beta, value, best);
    }
    Tested {
        value,
        best,
        stopped,
    }
}

/// Keeps the test's bound on the root in the table.
fn store(searcher: &Searcher, root: &Node, beta: i32, value: i32, best: Option<Placing>) {
    let (key, lead) = searcher.table_key(root);
    let bounds = Bounds {
        lower: if value >= beta { value } else { -INFINITE } as i16,
        upper: if value < beta { value } else { INFINITE } as i16,
        best: best.filter(|_| value >= beta),
    };
    let known = searcher.table.probe(&key, lead);
    // The root's bounds are the dearest of all.
    (searcher.table).store(&key, lead, u32::MAX, merge(known, bounds));
}

/// While another thread searches the first root move, proves its replies from the far end
/// of the order (into the shared table), until one refutes it or `done` says the move is
/// settled: where the first move reaches `beta` every reply must be refuted, and the first
/// thread then finds the last ones proved. Nothing to do when the root player moves again.
fn help_first(
    searcher: &mut Searcher,
    root: &Node,
    first: u32,
    beta: i32,
    done: &dyn Fn() -> bool,
) {
    let child = searcher.child(0, root, first);
    if child.is_over() || usize::from(child.to_move) == searcher.root_player() {
        return;
    }
    let replies = searcher.moves(1, &child);
    for &reply in replies.iter().rev() {
        if done() {
            return;
        }
        let grandchild = searcher.child(1, &child, reply);
        let value = searcher.search(2, &grandchild, beta - 1, beta);
        if searcher.stopped || value < beta {
            return;
        }
    }
}
