//! The bitboard search on several threads: the tables are built once and shared, the
//! split depth is chosen by walking the top of the tree (see [`crate::tiling::split`]),
//! and each thread searches the tasks it claims, sending what it finds to its own sink
//! while the calling thread collects.

use super::{Prepared, Search, words};
use crate::exact_cover::{Flow, Progress, SearchEnd, Stats};
use crate::tiling::split::{self, Discard, Shared, Sink, Split};
use crate::tiling::{SecondBreak, Tiling};

/// Searches with one thread per sink, each exploring the tasks it claims from `shared`;
/// `collect` runs on the calling thread meanwhile, given the number of tasks, and must
/// return once every sink has been dropped (its threads' work done). The statistics are
/// summed over the threads, but the top of the tree, which every thread walks in the same
/// order to number its tasks, is counted once: as far as the thread that walked furthest
/// went, so that a search run to its end counts what one thread's would.
pub fn search_threads<'s>(
    tiling: &Tiling,
    (allowed, second): (&[usize], Option<&SecondBreak>),
    sinks: Vec<Box<dyn Sink + Send + 's>>,
    shared: &Shared,
    collect: &mut dyn FnMut(u64),
) -> Stats {
    let on = (tiling, sinks, shared);
    match words(tiling) {
        1 => run::<1>(on, Prepared::new(tiling, allowed, second), collect),
        2 => run::<2>(on, Prepared::new(tiling, allowed, second), collect),
        3 => run::<3>(on, Prepared::new(tiling, allowed, second), collect),
        4 => run::<4>(on, Prepared::new(tiling, allowed, second), collect),
        _ => unreachable!("solve() sends only boards that `supports` accepts"),
    }
}

fn run<'s, const W: usize>(
    (tiling, mut sinks, shared): (&Tiling, Vec<Box<dyn Sink + Send + 's>>, &Shared),
    prepared: Prepared<W>,
    collect: &mut dyn FnMut(u64),
) -> Stats {
    if let Some(stats) = small_tree(tiling, &prepared, &mut sinks) {
        drop(sinks);
        collect(1);
        return stats;
    }
    let (depth, tasks) = split::choose_depth(sinks.len(), |depth| {
        let probe = Shared::default();
        let mut discard = Discard;
        let mut search = Search::new(tiling, &prepared, &mut discard, None);
        search.split = Some(Split::probe(depth, &probe));
        search.walk()
    });
    let prepared = &prepared;
    std::thread::scope(|scope| {
        let workers: Vec<_> = sinks
            .into_iter()
            .map(|mut sink| {
                scope.spawn(move || {
                    let split = Split::worker(depth, shared);
                    Search::new(tiling, prepared, &mut *sink, Some(split)).run_split()
                })
            })
            .collect();
        collect(tasks);
        let stats = workers
            .into_iter()
            .map(|w| w.join().expect("a search thread"));
        once_at_the_top(stats)
    })
}

/// The work of several threads, each given with its part above the split depth: the
/// parts below summed, the top counted once (the furthest walk of it).
fn once_at_the_top(threads: impl Iterator<Item = (Stats, Stats)>) -> Stats {
    let (below, top) = threads.fold(Default::default(), |(sum, top): (Stats, Stats), (s, t)| {
        let below = Stats {
            nodes: sum.nodes + s.nodes - t.nodes,
            updates: sum.updates + s.updates - t.updates,
            solutions: sum.solutions + s.solutions,
        };
        (
            below,
            Stats {
                nodes: top.nodes.max(t.nodes),
                updates: top.updates.max(t.updates),
                solutions: 0,
            },
        )
    });
    Stats {
        nodes: below.nodes + top.nodes,
        updates: below.updates + top.updates,
        solutions: below.solutions,
    }
}

/// A tree searched before the monitor is first asked (16,384 nodes; 3x20 pentominoes take
/// 4,005) is not worth starting threads for: it is searched first on the calling thread,
/// its tilings given as one task, and only a tree that outgrows that is split (the trial's
/// work, under a millisecond, is given up).
fn small_tree<'s, const W: usize>(
    tiling: &Tiling,
    prepared: &Prepared<W>,
    sinks: &mut [Box<dyn Sink + Send + 's>],
) -> Option<Stats> {
    let sink = &mut **sinks.first_mut()?;
    let mut outgrown = |_: &Progress| Flow::Stop;
    let mut search = Search::new(tiling, prepared, sink, None);
    search.monitor = Some(&mut outgrown);
    let (end, stats) = search.run();
    if end == SearchEnd::Exhausted {
        sink.task_done(0);
        return Some(stats);
    }
    sink.discard();
    None
}
