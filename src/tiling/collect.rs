//! A tiling search on several threads, seen from the calling thread: the thread exploring
//! the task whose tilings are being given sends them as it finds them; the others keep
//! theirs until their task is done, and stop to wait their turn once the tilings held in
//! all come to [`HOLD_AT_MOST`] placements, so memory stays bounded however many tilings
//! a task has. The calling thread gives them to the visitor in task order — the order one
//! thread finds them in — asks the monitor from time to time, and stops every thread when
//! the monitor or the visitor says stop.

use super::split::{Shared, Sink};
use super::{SymmetryBreak, Tiling};
use crate::exact_cover::{Flow, Monitor, Progress, SearchEnd, Stats};
use std::collections::BTreeMap;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

/// How often the monitor is asked (the progress line, `--time`, Ctrl-C).
const TICK: Duration = Duration::from_millis(10);

/// The most placements the tilings found but not given yet may hold before the threads
/// exploring later tasks wait (4 Mi placement ids: 32 MiB; a board with more tilings than
/// that in one task printed nothing and took gigabytes before).
const HOLD_AT_MOST: u64 = 1 << 22;
/// Tilings a thread counts (only counting) before adding them to the shared figure that
/// the progress line shows: few enough that a slow count shows its first tilings within a
/// second (a large board may find a few hundred a second), many enough that a fast one
/// does not contend for the figure at every tiling.
const ADD_COUNTED_EVERY: u64 = 64;
/// Tilings the thread of the task being given sends at once.
const SEND_EVERY: usize = 64;
/// How long a waiting thread sleeps between two looks at whose turn it is.
const WAIT: Duration = Duration::from_micros(200);

/// Which tilings found are reported, and how: a tiling the symmetry breaking does not
/// accept is dropped, and with `expand` each accepted one stands for its whole orbit.
pub(super) struct Filter<'a> {
    pub tiling: &'a Tiling,
    pub symmetry: Option<&'a SymmetryBreak>,
    pub expand: bool,
    /// The search applied the second step of the symmetry breaking.
    pub second: bool,
}

impl Filter<'_> {
    /// Reports each tiling `chosen` stands for, until `report` says stop.
    pub fn apply(&self, chosen: &[usize], report: &mut dyn FnMut(&[usize]) -> Flow) -> Flow {
        let placements = self.tiling.placements();
        match self.symmetry {
            Some(s) if !s.accepts(chosen, placements, self.second) => Flow::Continue,
            Some(s) if self.expand => {
                for image in s.orbit(chosen, placements) {
                    if report(&image) == Flow::Stop {
                        return Flow::Stop;
                    }
                }
                Flow::Continue
            }
            _ => report(chosen),
        }
    }
}

/// Some of a task's tilings (none kept when only counted) and their number; `last`: the
/// task is done.
pub(super) struct Done {
    task: u64,
    tilings: Vec<Vec<usize>>,
    count: u64,
    last: bool,
}

/// One thread's sink: the tilings of its task in progress.
pub(super) struct Worker<'a> {
    filter: &'a Filter<'a>,
    shared: &'a Shared,
    keep: bool,
    /// The task explored, once its number is known (not in the trial of a small tree,
    /// whose few tilings may be discarded).
    task: Option<u64>,
    tilings: Vec<Vec<usize>>,
    count: u64,
    /// Tilings of the task counted but not yet added to the shared figure.
    unshared: u64,
    sender: Sender<Done>,
}

impl Worker<'_> {
    /// Adds the tilings counted in a task (not in a trial, whose tilings may be discarded)
    /// to the shared figure, once there are [`ADD_COUNTED_EVERY`] or `now`.
    fn share_count(&mut self, now: bool) {
        if self.task.is_some() && (now || self.unshared >= ADD_COUNTED_EVERY) {
            self.shared.add_counted(std::mem::take(&mut self.unshared));
        }
    }

    fn send(&mut self, task: u64, last: bool) -> Flow {
        let done = Done {
            task,
            tilings: std::mem::take(&mut self.tilings),
            count: std::mem::take(&mut self.count),
            last,
        };
        match self.sender.send(done) {
            Ok(()) => Flow::Continue,
            Err(_) => Flow::Stop,
        }
    }

    /// After a tiling kept: sends the tilings found when it is this task's turn to be
    /// given, and waits while too many are held: a later task's thread once they come to
    /// [`HOLD_AT_MOST`] placements, the turn's own once they come to twice that (the
    /// others hold at most the bound, so the turn waits only for its own to be given,
    /// which the calling thread does whatever the others do).
    fn pace(&mut self) -> Flow {
        let Some(task) = self.task else {
            return Flow::Continue;
        };
        loop {
            let turn = self.shared.giving() == task;
            if turn && self.tilings.len() >= SEND_EVERY && self.send(task, false) == Flow::Stop {
                return Flow::Stop;
            }
            if self.shared.stopped() {
                return Flow::Stop;
            }
            let most = if turn { 2 * HOLD_AT_MOST } else { HOLD_AT_MOST };
            if self.shared.held() < most {
                return Flow::Continue;
            }
            std::thread::sleep(WAIT);
        }
    }
}

impl Sink for Worker<'_> {
    fn tiling(&mut self, chosen: &[usize]) -> Flow {
        let (tilings, keep) = (&mut self.tilings, self.keep);
        let (count, unshared) = (&mut self.count, &mut self.unshared);
        let shared = self.shared;
        self.filter.apply(chosen, &mut |tiling| {
            *count += 1;
            *unshared += 1;
            if keep {
                shared.hold(tiling.len() as u64);
                tilings.push(tiling.to_vec());
            }
            Flow::Continue
        });
        if self.keep {
            self.pace()
        } else {
            self.share_count(false);
            Flow::Continue
        }
    }

    fn task_started(&mut self, task: u64) {
        self.task = Some(task);
        self.unshared = 0;
    }

    fn task_done(&mut self, task: u64) -> Flow {
        self.share_count(true);
        self.task = None;
        self.send(task, true)
    }

    fn discard(&mut self) {
        let held: usize = self.tilings.iter().map(Vec::len).sum();
        self.shared.release(held as u64);
        self.tilings.clear();
        self.count = 0;
        self.unshared = 0;
    }
}

/// The task number of a stopped task's partial count.
const PARTIAL: u64 = u64::MAX;

impl Drop for Worker<'_> {
    /// A search stopped in the middle of a task still counts its tilings found so far (only
    /// counted, never given: a task's tilings are given whole, in order).
    fn drop(&mut self) {
        if !self.keep && self.count > 0 {
            let partial = Done {
                task: PARTIAL,
                tilings: Vec::new(),
                count: std::mem::take(&mut self.count),
                last: true,
            };
            // The collector is gone only once the search is over; nothing is left to tell.
            let _ = self.sender.send(partial);
        }
    }
}

/// One sink per thread, and the receiving end; `keep`: the tilings are wanted, not only
/// their number.
pub(super) fn workers<'a>(
    (filter, shared): (&'a Filter<'a>, &'a Shared),
    threads: usize,
    keep: bool,
) -> (Vec<Box<dyn Sink + Send + 'a>>, Receiver<Done>) {
    let (sender, receiver) = channel();
    let sinks = (0..threads)
        .map(|_| {
            let worker = Worker {
                filter,
                shared,
                keep,
                task: None,
                tilings: Vec::new(),
                count: 0,
                unshared: 0,
                sender: sender.clone(),
            };
            Box::new(worker) as Box<dyn Sink + Send + 'a>
        })
        .collect();
    (sinks, receiver)
}

/// The calling thread's side: gives the tilings to the visitor in task order.
pub(super) struct Collector<'v, 'm> {
    pub visit: &'v mut dyn FnMut(&[usize]) -> Flow,
    pub monitor: Option<&'v mut Monitor<'m>>,
    pub keep: bool,
    /// Tilings received ahead of their turn, by task, and whether their task is done.
    pending: BTreeMap<u64, (Vec<Vec<usize>>, bool)>,
    next: u64,
    done: u64,
    solutions: u64,
    end: SearchEnd,
}

impl<'v, 'm> Collector<'v, 'm> {
    pub fn new(
        visit: &'v mut dyn FnMut(&[usize]) -> Flow,
        monitor: Option<&'v mut Monitor<'m>>,
        keep: bool,
    ) -> Self {
        Collector {
            visit,
            monitor,
            keep,
            pending: BTreeMap::new(),
            next: 0,
            done: 0,
            solutions: 0,
            end: SearchEnd::Exhausted,
        }
    }

    /// Receives until every thread has dropped its sink, out of `tasks` tasks.
    pub fn collect(&mut self, receiver: &Receiver<Done>, shared: &Shared, tasks: u64) {
        let mut asked = Instant::now();
        loop {
            match receiver.recv_timeout(TICK) {
                Ok(done) => self.take(done, shared),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
            if asked.elapsed() >= TICK {
                asked = Instant::now();
                self.ask_monitor(shared, tasks);
            }
        }
    }

    fn take(&mut self, done: Done, shared: &Shared) {
        self.done += u64::from(done.last && done.task != PARTIAL);
        if !self.keep {
            self.solutions += done.count;
            return;
        }
        let (tilings, complete) = self.pending.entry(done.task).or_default();
        tilings.extend(done.tilings);
        *complete |= done.last;
        while let Some((tilings, complete)) = self.pending.remove(&self.next) {
            self.give(tilings, shared);
            if !complete {
                // The task being given sends the rest as it finds them.
                break;
            }
            self.next += 1;
            shared.give_from(self.next);
        }
    }

    /// Gives `tilings` to the visitor, unless the search was stopped.
    fn give(&mut self, tilings: Vec<Vec<usize>>, shared: &Shared) {
        for tiling in tilings {
            shared.release(tiling.len() as u64);
            if self.end != SearchEnd::Exhausted {
                continue;
            }
            self.solutions += 1;
            if (self.visit)(&tiling) == Flow::Stop {
                self.end = SearchEnd::Stopped;
                shared.stop();
            }
        }
    }

    fn ask_monitor(&mut self, shared: &Shared, tasks: u64) {
        let Some(monitor) = self.monitor.as_mut() else {
            return;
        };
        // A count shows the tilings counted in the tasks under way too, not only in those
        // done (a few long tasks may take most of the time).
        let solutions = match self.keep {
            true => self.solutions,
            false => self.solutions.max(shared.counted()),
        };
        let stats = Stats {
            nodes: shared.nodes(),
            updates: 0,
            solutions,
        };
        let fraction = self.done as f64 / tasks.max(1) as f64;
        if self.end == SearchEnd::Exhausted && monitor(&Progress { stats, fraction }) == Flow::Stop
        {
            self.end = SearchEnd::Cancelled;
            shared.stop();
        }
    }

    /// How the search ended and the tilings given (or counted).
    pub fn finish(self) -> (SearchEnd, u64) {
        (self.end, self.solutions)
    }
}
