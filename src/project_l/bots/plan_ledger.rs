//! A ledger of the plan searches one decision asks for, for budgets that must not depend on
//! the machine nor on what was remembered before: each distinct search (by what its plan
//! depends on, and its state limit) counts its work — the states it took from its queues
//! and the acts it generated from them — once, whether it was run in the decision or
//! remembered from an earlier one. Opened by a decision that budgets its plan searches (the
//! `search` bot); while none is open, nothing is noted.

use crate::project_l::PlanWork;
use std::cell::RefCell;
use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

/// The searches noted since the ledger was opened (their keys' hashes) and their work's
/// sum.
#[derive(Default)]
struct Ledger {
    seen: HashSet<u64>,
    work: PlanWork,
}

thread_local! {
    static OPEN: RefCell<Option<Ledger>> = const { RefCell::new(None) };
}

/// Opens an empty ledger for this thread (closing the one open).
pub fn open() {
    OPEN.with(|l| *l.borrow_mut() = Some(Ledger::default()));
}

/// Closes this thread's ledger (nothing more is noted until one is opened again).
pub fn close() {
    OPEN.with(|l| *l.borrow_mut() = None);
}

/// The work counted since the ledger was opened (none when none is).
pub fn work() -> PlanWork {
    OPEN.with(|l| l.borrow().as_ref().map_or(PlanWork::NONE, |l| l.work))
}

/// Notes a plan search for `key` that did `work`, if the ledger is open and has not noted
/// it yet.
pub fn note(key: &impl Hash, work: PlanWork) {
    OPEN.with(|l| {
        if let Some(ledger) = l.borrow_mut().as_mut() {
            let mut h = DefaultHasher::new();
            key.hash(&mut h);
            if ledger.seen.insert(h.finish()) {
                ledger.work = ledger.work.plus(work);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taking(taken: u64) -> PlanWork {
        PlanWork {
            taken,
            acts: 10 * taken,
        }
    }

    #[test]
    fn each_search_counts_once_while_open() {
        note(&"before", taking(500));
        open();
        note(&("a", 4_000usize), taking(4_000));
        note(&("b", 200usize), taking(200));
        note(&("a", 4_000usize), taking(4_000));
        assert_eq!(work(), taking(4_200));
        close();
        note(&"after", taking(500));
        assert_eq!(work(), PlanWork::NONE);
    }
}
