//! The scan itself: the ways to reach each frontier state, item by item, kept exactly in
//! machine integers while they fit and in big integers after.

use super::counter::Counter;
use super::scan::Scan;
use super::shards;
use crate::fast_hash::BuildFast;
use crate::tiling::budget::SetupLimits;
use num_bigint::BigUint;
use std::collections::HashMap;

/// A frontier state: which items ahead are covered (bit 0 = the item being scanned) and
/// the packed counts of the bounded kinds.
pub(super) type State = (u128, u64);

/// Why a scan ended before its count.
pub(super) enum Ended {
    /// More than the states allowed would be held.
    States,
    /// The limits' time ran out (looked at after each item).
    Time,
}

/// The complete covers (counted in full) and the most states held at once, given the most
/// states allowed and the threads that may share each item's step.
pub(super) fn count(
    scan: &Scan,
    counter: &Counter,
    most: (usize, Sharing),
    limits: &SetupLimits,
) -> Result<(BigUint, usize), Ended> {
    match run::<u128>(scan, counter, most, limits)? {
        Ok(found) => Ok(found),
        Err(Overflow) => match run::<BigUint>(scan, counter, most, limits)? {
            Ok(found) => Ok(found),
            Err(Overflow) => unreachable!("big integers never overflow"),
        },
    }
}

/// The counts outgrew the integer type.
struct Overflow;

/// A number of ways: machine integers report overflow, big integers never do.
pub(super) trait Ways: Clone + Default + Send + Sync {
    fn one() -> Self;
    /// Adds `other`; false on overflow.
    fn add(&mut self, other: &Self) -> bool;
    fn into_big(self) -> BigUint;
}

impl Ways for u128 {
    fn one() -> Self {
        1
    }
    fn add(&mut self, other: &Self) -> bool {
        match self.checked_add(*other) {
            Some(sum) => {
                *self = sum;
                true
            }
            None => false,
        }
    }
    fn into_big(self) -> BigUint {
        BigUint::from(self)
    }
}

impl Ways for BigUint {
    fn one() -> Self {
        BigUint::from(1u8)
    }
    fn add(&mut self, other: &Self) -> bool {
        *self += other;
        true
    }
    fn into_big(self) -> BigUint {
        self
    }
}

/// How the items' steps are shared: among `threads` threads once at least `from_states`
/// states are held.
#[derive(Clone, Copy, Debug)]
pub(super) struct Sharing {
    pub threads: usize,
    pub from_states: usize,
}

impl Sharing {
    /// Steps shared among `threads` threads where they are worth it.
    pub fn among(threads: usize) -> Sharing {
        Sharing {
            threads,
            from_states: SPLIT_FROM,
        }
    }
}

/// Runs the scan; `Ok(Err)` when the counts overflow `W`.
fn run<W: Ways>(
    scan: &Scan,
    counter: &Counter,
    (max_states, sharing): (usize, Sharing),
    limits: &SetupLimits,
) -> Result<Result<(BigUint, usize), Overflow>, Ended> {
    let mut states: Shards<W> = vec![States::default()];
    states[0].insert((0, 0), W::one());
    let mut most = 1;
    for starts in &scan.starts {
        if limits.late() {
            return Err(Ended::Time);
        }
        let held: usize = states.iter().map(States::len).sum();
        let next = if sharing.threads > 1 && held >= sharing.from_states {
            shards::step(&states, starts, counter, sharing.threads)
        } else {
            step(states, starts, counter).map(|one| vec![one])
        };
        let Some(next) = next else {
            return Ok(Err(Overflow));
        };
        most = most.max(next.iter().map(States::len).sum());
        if most > max_states {
            return Err(Ended::States);
        }
        states = next;
    }
    let complete = (states.into_iter().flatten())
        .filter(|((frontier, uses), _)| *frontier == 0 && counter.within_bounds(*uses))
        .map(|(_, ways)| ways.into_big())
        .sum();
    Ok(Ok((complete, most)))
}

/// The ways to reach each state (the fast hasher: the states are the scan's own).
pub(super) type States<W> = HashMap<State, W, BuildFast>;

/// The states of a scan, in one map or in shards that threads built side by side (a state
/// is in one shard only).
pub(super) type Shards<W> = Vec<States<W>>;

/// Fewer states than this are stepped on the calling thread: starting the threads for an
/// item costs more than stepping them. At 8,192, 16×16 dominoes (at most 12,870 states,
/// 0.06 s on one thread) took 0.09 s on two; 4×15 pentominoes (27,444) gain a little
/// and 6×10 (589,334) nearly halve their time.
const SPLIT_FROM: usize = 1 << 14;

/// The states after one item, in one map; `None` on overflow.
fn step<W: Ways>(
    states: Shards<W>,
    starts: &[super::scan::Start],
    counter: &Counter,
) -> Option<States<W>> {
    let held = states.iter().map(States::len).sum();
    let mut next = States::with_capacity_and_hasher(held, Default::default());
    for (state, ways) in states.into_iter().flatten() {
        let add = |key: State, ways: &W| add_ways(&mut next, key, ways);
        successors(state, &ways, starts, counter, add)?;
    }
    Some(next)
}

/// Gives `add` each state one item on from `state`: a covered item is passed over, an
/// empty one covered by each choice starting there that fits; `None` when `add` overflows.
pub(super) fn successors<W>(
    (frontier, uses): State,
    ways: &W,
    starts: &[super::scan::Start],
    counter: &Counter,
    mut add: impl FnMut(State, &W) -> Option<()>,
) -> Option<()> {
    if frontier & 1 == 1 {
        return add((frontier >> 1, uses), ways);
    }
    let bounded = !counter.is_trivial();
    for start in starts.iter().filter(|s| s.mask & frontier == 0) {
        let used = uses + start.uses;
        if bounded && !counter.within_max(used) {
            continue;
        }
        add(((frontier | start.mask) >> 1, used), ways)?;
    }
    Some(())
}

/// Adds `ways` to the ways of `key` in `states`; `None` on overflow.
pub(super) fn add_ways<W: Ways>(states: &mut States<W>, key: State, ways: &W) -> Option<()> {
    states.entry(key).or_default().add(ways).then_some(())
}

#[cfg(test)]
mod tests {
    use super::super::{cover::Cover, scan};
    use super::*;
    use crate::tiling::drawn as tiling;

    /// The plain count of `t`, its steps shared as `sharing` says.
    fn counted(t: &crate::tiling::Tiling, sharing: Sharing) -> BigUint {
        let identity = t.symmetries().swap_remove(0);
        let limits = SetupLimits::NONE;
        let cover = Cover::fixed_by(t, &identity, &limits).unwrap();
        let counter = Counter::new(t).unwrap();
        let scan = scan::best(t, &cover, &counter, &limits).unwrap();
        let (count, _) = count(&scan, &counter, (1 << 20, sharing), &limits)
            .ok()
            .unwrap();
        count
    }

    #[test]
    fn counts_shared_among_threads_from_the_first_item_are_the_same() {
        let every_item = |threads| Sharing {
            threads,
            from_states: 1,
        };
        // 6×6 dominoes: 6,728 tilings (OEIS A004003); 2×8 by squares and dominoes: 7,573
        // (OEIS A030186); with at most one L tromino too, whatever one thread counts.
        let square = "######\n".repeat(6);
        let dominoes = tiling(square.trim_end(), &[("##", 0, 18)], true);
        let strip = "########\n########";
        let small = tiling(strip, &[("#", 0, 16), ("##", 0, 8)], true);
        let bounded = tiling(strip, &[("#", 0, 16), ("##", 0, 8), ("#.\n##", 0, 1)], true);
        for t in [&dominoes, &small, &bounded] {
            let alone = counted(t, every_item(1));
            for threads in [2, 3, 5] {
                assert_eq!(counted(t, every_item(threads)), alone, "{threads} threads");
            }
        }
        assert_eq!(counted(&dominoes, every_item(3)), BigUint::from(6728u32));
        assert_eq!(counted(&small, every_item(2)), BigUint::from(7573u32));
    }
}
