//! The scan itself: the ways to reach each frontier state, item by item, kept exactly in
//! machine integers while they fit and in big integers after.

use super::counter::Counter;
use super::scan::Scan;
use crate::tiling::budget::SetupLimits;
use num_bigint::BigUint;
use std::collections::HashMap;

/// A frontier state: which items ahead are covered (bit 0 = the item being scanned) and
/// the packed counts of the bounded kinds.
type State = (u128, u64);

/// Why a scan ended before its count.
pub(super) enum Ended {
    /// More than the states allowed would be held.
    States,
    /// The limits' time ran out (looked at after each item).
    Time,
}

/// The complete covers (counted in full) and the most states held at once.
pub(super) fn count(
    scan: &Scan,
    counter: &Counter,
    max_states: usize,
    limits: &SetupLimits,
) -> Result<(BigUint, usize), Ended> {
    match run::<u128>(scan, counter, max_states, limits)? {
        Ok(found) => Ok(found),
        Err(Overflow) => match run::<BigUint>(scan, counter, max_states, limits)? {
            Ok(found) => Ok(found),
            Err(Overflow) => unreachable!("big integers never overflow"),
        },
    }
}

/// The counts outgrew the integer type.
struct Overflow;

/// A number of ways: machine integers report overflow, big integers never do.
trait Ways: Clone + Default {
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

/// Runs the scan; `Ok(Err)` when the counts overflow `W`.
fn run<W: Ways>(
    scan: &Scan,
    counter: &Counter,
    max_states: usize,
    limits: &SetupLimits,
) -> Result<Result<(BigUint, usize), Overflow>, Ended> {
    let mut states: HashMap<State, W> = HashMap::from([((0, 0), W::one())]);
    let mut most = 1;
    for starts in &scan.starts {
        if limits.late() {
            return Err(Ended::Time);
        }
        let Some(next) = step(states, starts, counter) else {
            return Ok(Err(Overflow));
        };
        most = most.max(next.len());
        if most > max_states {
            return Err(Ended::States);
        }
        states = next;
    }
    let complete = states
        .into_iter()
        .filter(|((frontier, uses), _)| *frontier == 0 && counter.within_bounds(*uses))
        .map(|(_, ways)| ways.into_big())
        .sum();
    Ok(Ok((complete, most)))
}

/// The states after one item: a covered item is passed over, an empty one covered by
/// each choice starting there that fits; `None` on overflow.
fn step<W: Ways>(
    states: HashMap<State, W>,
    starts: &[super::scan::Start],
    counter: &Counter,
) -> Option<HashMap<State, W>> {
    let mut next: HashMap<State, W> = HashMap::with_capacity(states.len());
    let bounded = !counter.is_trivial();
    for ((frontier, uses), ways) in states {
        if frontier & 1 == 1 {
            next.entry((frontier >> 1, uses))
                .or_default()
                .add(&ways)
                .then_some(())?;
            continue;
        }
        for start in starts.iter().filter(|s| s.mask & frontier == 0) {
            let used = uses + start.uses;
            if bounded && !counter.within_max(used) {
                continue;
            }
            let entry = next
                .entry(((frontier | start.mask) >> 1, used))
                .or_default();
            entry.add(&ways).then_some(())?;
        }
    }
    Some(next)
}
