//! The order the frontier method scans its items in (rows first or columns first,
//! whichever lets the choices reach fewest items ahead), and each choice as a mask of the
//! items from its first one on.

use super::counter::Counter;
use super::cover::Cover;
use crate::tiling::Tiling;
use crate::tiling::budget::SetupLimits;

/// The choices, grouped by the item they start at in scan order.
pub(super) struct Scan {
    /// `starts[k]`: the choices whose first item is the `k`-th scanned.
    pub starts: Vec<Vec<Start>>,
    /// The furthest any choice reaches past its first item.
    pub window: usize,
}

/// A choice seen from its first item: the items it covers as bits (bit 0 = that item)
/// and what it adds to the packed piece counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Start {
    pub mask: u128,
    pub uses: u64,
}

/// The better of the two scans.
/// `None` when `limits` say the time ran out.
pub(super) fn best(
    tiling: &Tiling,
    cover: &Cover,
    counter: &Counter,
    limits: &SetupLimits,
) -> Option<Scan> {
    let by_rows = scan(tiling, (cover, counter), |(r, c)| (r, c), limits)?;
    let by_columns = scan(tiling, (cover, counter), |(r, c)| (c, r), limits)?;
    if by_rows.window <= by_columns.window {
        Some(by_rows)
    } else {
        Some(by_columns)
    }
}

/// The scan ordering items by `key` of their first cell (the least key of its members).
fn scan(
    tiling: &Tiling,
    (cover, counter): (&Cover, &Counter),
    key: impl Fn((i32, i32)) -> (i32, i32),
    limits: &SetupLimits,
) -> Option<Scan> {
    let rank = item_ranks(tiling, cover, key);
    let mut starts = vec![Vec::new(); cover.members.len()];
    let mut window = 0;
    for (step, choice) in cover.choices.iter().enumerate() {
        if limits.late_at(step) {
            return None;
        }
        let ranks: Vec<usize> = choice.items.iter().map(|&i| rank[i]).collect();
        let first = *ranks.iter().min().expect("a choice covers items");
        let reach = ranks.iter().max().expect("a choice covers items") - first;
        window = window.max(reach);
        if reach < 128 {
            let mask = ranks.iter().map(|&r| 1u128 << (r - first)).sum();
            let uses = (choice.kinds.iter())
                .map(|&k| counter.increment(k, 1))
                .sum();
            starts[first].push(Start { mask, uses });
        }
    }
    starts.iter_mut().for_each(|s| s.sort_unstable());
    Some(Scan { starts, window })
}

/// `rank[item]`: the item's place in the order of its members' least key.
fn item_ranks(
    tiling: &Tiling,
    cover: &Cover,
    key: impl Fn((i32, i32)) -> (i32, i32),
) -> Vec<usize> {
    let cells = tiling.region.cells();
    let first_key = |item: usize| {
        let members = &cover.members[item];
        members.iter().map(|&c| key(cells[c])).min()
    };
    let mut order: Vec<usize> = (0..cover.members.len()).collect();
    order.sort_by_key(|&item| first_key(item));
    let mut rank = vec![0; order.len()];
    for (position, &item) in order.iter().enumerate() {
        rank[item] = position;
    }
    rank
}
