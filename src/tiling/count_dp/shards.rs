//! One item of the frontier scan on several threads: the next states are cut into shards
//! by a hash of each state, and each thread builds one shard, stepping every state but
//! keeping only the successors that fall in its own. Finding a successor is a few bit
//! operations and keeping one is a table update, so the threads share the costly part
//! without a merge. The ways are added exactly, so the counts do not depend on the
//! sharing, only the time does.

use super::counter::Counter;
use super::run::{Shards, State, States, Ways, add_ways, successors};
use super::scan::Start;
use crate::fast_hash::BuildFast;
use std::hash::BuildHasher;

/// The states after one item, in `threads` shards; `None` on overflow.
pub(super) fn step<W: Ways>(
    states: &Shards<W>,
    starts: &[Start],
    counter: &Counter,
    threads: usize,
) -> Option<Shards<W>> {
    std::thread::scope(|scope| {
        let shards: Vec<_> = (0..threads)
            .map(|own| scope.spawn(move || step_shard(states, (own, threads), starts, counter)))
            .collect();
        let joined = shards
            .into_iter()
            .map(|s| s.join().expect("a count thread"));
        joined.collect()
    })
}

/// Shard `own` of `parts` of the states after one item.
fn step_shard<W: Ways>(
    states: &Shards<W>,
    (own, parts): (usize, usize),
    starts: &[Start],
    counter: &Counter,
) -> Option<States<W>> {
    let held: usize = states.iter().map(States::len).sum();
    let mut next = States::with_capacity_and_hasher(held / parts + 1, Default::default());
    for (&state, ways) in states.iter().flatten() {
        let keep = |key: State, ways: &W| match shard(key, parts) == own {
            true => add_ways(&mut next, key, ways),
            false => Some(()),
        };
        successors(state, ways, starts, counter, keep)?;
    }
    Some(next)
}

/// The shard of `key` among `parts`: the high half of its fast hash, scaled (the low bits
/// pick the buckets within a shard).
fn shard(key: State, parts: usize) -> usize {
    let hash = BuildFast::default().hash_one(key) >> 32;
    ((hash * parts as u64) >> 32) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_has_one_shard_and_the_shards_share_them() {
        let mut sizes = [0usize; 3];
        for frontier in 0..3000u128 {
            let key = (frontier << 40 | frontier, frontier as u64 % 7);
            let index = shard(key, 3);
            assert!(index < 3);
            assert_eq!(index, shard(key, 3));
            sizes[index] += 1;
        }
        assert!(sizes.iter().all(|&n| n > 800), "{sizes:?}");
    }
}
