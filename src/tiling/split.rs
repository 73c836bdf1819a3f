//! A search split over threads. Every thread walks the same top of the search tree in the
//! same depth-first order and numbers its *task points* (the nodes at the split depth, and
//! the tilings found above it) as it meets them; the numbers are claimed one at a time
//! from a shared counter, and a thread explores only the subtrees it claimed. So the work
//! is shared as it comes (a thread that drew small subtrees takes more), no thread waits
//! for another, and each task's tilings can be given back in task order: the order of one
//! thread.

use crate::exact_cover::Flow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// What the threads of one search share: the next task to claim, and the flag that stops
/// them all (the time, Ctrl-C, or the output closed).
#[derive(Debug, Default)]
pub struct Shared {
    next: AtomicU64,
    stop: AtomicBool,
    /// Nodes searched so far by all threads (added from time to time, for the progress line).
    nodes: AtomicU64,
    /// Tilings counted so far by all threads in their tasks, finished or not (added from
    /// time to time, for the progress line of a count).
    counted: AtomicU64,
    /// The task whose tilings are being given (the others' wait their turn), and the
    /// placements of the tilings found but not given yet (see `crate::tiling::collect`).
    giving: AtomicU64,
    held: AtomicU64,
}

impl Shared {
    /// Asks every thread to stop at its next check.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Whether the threads were asked to stop.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Nodes the threads have added so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Adds nodes searched to the shared figure.
    pub fn add_nodes(&self, nodes: u64) {
        self.nodes.fetch_add(nodes, Ordering::Relaxed);
    }

    /// Tilings the threads have added so far.
    pub fn counted(&self) -> u64 {
        self.counted.load(Ordering::Relaxed)
    }

    /// Adds tilings counted to the shared figure.
    pub fn add_counted(&self, tilings: u64) {
        self.counted.fetch_add(tilings, Ordering::Relaxed);
    }

    /// The task whose tilings are being given.
    pub fn giving(&self) -> u64 {
        self.giving.load(Ordering::Acquire)
    }

    /// The tilings of the tasks before `task` are all given.
    pub fn give_from(&self, task: u64) {
        self.giving.store(task, Ordering::Release);
    }

    /// The placements of the tilings held (found, not given yet).
    pub fn held(&self) -> u64 {
        self.held.load(Ordering::Relaxed)
    }

    /// `placements` more placements held (a tiling found).
    pub fn hold(&self, placements: u64) {
        self.held.fetch_add(placements, Ordering::Relaxed);
    }

    /// `placements` fewer placements held (a tiling given, or discarded).
    pub fn release(&self, placements: u64) {
        self.held.fetch_sub(placements, Ordering::Relaxed);
    }

    fn claim(&self) -> u64 {
        self.next.fetch_add(1, Ordering::Relaxed)
    }
}

/// One thread's view of the split: the depth of the task points, how many it has met, and
/// the one it is to explore next.
#[derive(Debug)]
pub struct Split<'s> {
    pub depth: usize,
    seen: u64,
    claim: u64,
    shared: &'s Shared,
}

impl<'s> Split<'s> {
    /// A searching thread's split: it claims its first task at once.
    pub fn worker(depth: usize, shared: &'s Shared) -> Split<'s> {
        Split {
            depth,
            seen: 0,
            claim: shared.claim(),
            shared,
        }
    }

    /// A split that claims nothing: a walk of the top of the tree that only counts the
    /// task points at `depth`.
    pub fn probe(depth: usize, shared: &'s Shared) -> Split<'s> {
        Split {
            depth,
            seen: 0,
            claim: u64::MAX,
            shared,
        }
    }

    /// At a task point: its number, if this thread is to explore it.
    pub fn take(&mut self) -> Option<u64> {
        let task = self.seen;
        self.seen += 1;
        (task == self.claim && !self.shared.stopped()).then_some(task)
    }

    /// After a task: claims the next one; `Stop` when the threads were asked to stop.
    pub fn finished(&mut self) -> Flow {
        self.claim = self.shared.claim();
        if self.shared.stopped() {
            Flow::Stop
        } else {
            Flow::Continue
        }
    }

    /// The task points met so far.
    pub fn seen(&self) -> u64 {
        self.seen
    }

    /// The shared state.
    pub fn shared(&self) -> &'s Shared {
        self.shared
    }
}

/// Where a search sends what it finds: each tiling (placement ids), and, in a split
/// search, the end of each task it explored.
pub trait Sink {
    fn tiling(&mut self, chosen: &[usize]) -> Flow;

    /// This thread starts exploring task `task`.
    fn task_started(&mut self, _task: u64) {}

    /// Task `task` is fully explored (its tilings all given).
    fn task_done(&mut self, _task: u64) -> Flow {
        Flow::Continue
    }

    /// Forgets the tilings given since the last task was done (a trial run given up).
    fn discard(&mut self) {}
}

/// A visitor as a sink (one thread: no tasks).
pub struct Plain<'v>(pub &'v mut dyn FnMut(&[usize]) -> Flow);

impl Sink for Plain<'_> {
    fn tiling(&mut self, chosen: &[usize]) -> Flow {
        (self.0)(chosen)
    }
}

/// A sink that keeps nothing: for probes.
pub struct Discard;

impl Sink for Discard {
    fn tiling(&mut self, _chosen: &[usize]) -> Flow {
        Flow::Continue
    }
}

/// The fewest task points a split aims at per thread, so that the last tasks to finish
/// are small beside the whole.
pub const TASKS_PER_THREAD: u64 = 64;
/// The deepest split tried.
pub const MAX_DEPTH: usize = 12;

/// The split depth for `threads` threads: the shallowest whose task points reach
/// [`TASKS_PER_THREAD`] per thread (or the deepest that still adds some), with its number
/// of task points; `probe(depth)` counts them.
pub fn choose_depth(threads: usize, mut probe: impl FnMut(usize) -> u64) -> (usize, u64) {
    let wanted = TASKS_PER_THREAD * threads as u64;
    let mut best = (1, probe(1));
    for depth in 2..=MAX_DEPTH {
        if best.1 >= wanted {
            break;
        }
        let tasks = probe(depth);
        if tasks <= best.1 {
            break;
        }
        best = (depth, tasks);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_task_point_is_explored_by_exactly_one_thread() {
        let shared = Shared::default();
        let mut a = Split::worker(1, &shared);
        let mut b = Split::worker(1, &shared);
        let mut taken = Vec::new();
        for _ in 0..10 {
            // Both walk the same ten points; each explores those it claimed.
            if let Some(t) = a.take() {
                taken.push(t);
                a.finished();
            }
            if let Some(t) = b.take() {
                taken.push(t);
                b.finished();
            }
        }
        taken.sort_unstable();
        assert_eq!(taken, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn the_depth_grows_until_there_are_tasks_enough() {
        let tasks = [0, 5, 40, 300, 2000];
        assert_eq!(choose_depth(2, |d| tasks[d]), (3, 300));
        // A tree that stops growing keeps the depth that had the most.
        assert_eq!(choose_depth(2, |d| [0, 5, 9, 9, 9][d.min(4)]), (2, 9));
    }
}
