//! Counting tilings without listing them: dynamic programming over the frontier (the
//! "broken profile" or transfer-matrix method). The cells are scanned in order along the
//! board's short side; the state is which of the cells just ahead of the scan are already
//! covered by pieces placed earlier. At each cell, a covered cell is passed over; an empty
//! one must be covered by a placement whose first cell (in scan order) it is. The count of
//! ways to reach each state is kept exactly (machine integers while they fit, then big
//! integers). It applies when the piece counts do not constrain the tilings (one kind of
//! piece, or every kind free to be used any number of times).

use super::Tiling;
use num_bigint::BigUint;
use std::collections::HashMap;

/// Why the frontier method does not apply to a problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DpRefusal {
    #[error(
        "piece counts limit the tilings (the frontier method counts only free use of every kind)"
    )]
    BoundedCounts,
    #[error("a piece reaches {reach} cells ahead of the scan, more than the {limit} allowed")]
    Window { reach: usize, limit: usize },
    #[error("the frontier grew past {0} states")]
    States(usize),
}

/// A count found by the frontier method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DpCount {
    pub count: BigUint,
    /// The most frontier states held at once.
    pub states: usize,
}

/// The placements starting at each scan position, as masks of cells from that position on.
struct Scan {
    /// `starts[k]`: the masks (bit 0 = cell `k` itself) of the placements whose first cell
    /// in scan order is the `k`-th cell scanned.
    starts: Vec<Vec<u128>>,
    window: usize,
}

/// Counts the tilings of `tiling` by the frontier method, refusing when a piece reaches
/// more than `max_window` cells (at most 127) ahead of the scan or more than `max_states`
/// states would be held at once.
pub fn count(tiling: &Tiling, max_window: usize, max_states: usize) -> Result<DpCount, DpRefusal> {
    let Some(one_kind_feasible) = counts_are_free(tiling) else {
        return Err(DpRefusal::BoundedCounts);
    };
    let scan = best_scan(tiling);
    let limit = max_window.min(127);
    if scan.window > limit {
        return Err(DpRefusal::Window {
            reach: scan.window,
            limit,
        });
    }
    if !one_kind_feasible {
        return Ok(DpCount {
            count: BigUint::default(),
            states: 0,
        });
    }
    match run::<u128>(&scan, max_states)? {
        Some(found) => Ok(found),
        None => Ok(run::<BigUint>(&scan, max_states)?.expect("big integers do not overflow")),
    }
}

/// `Some(feasible)` when the counts do not constrain tilings beyond one kind's fixed
/// number (`feasible`: that number is within the kind's bounds), `None` when they do.
fn counts_are_free(tiling: &Tiling) -> Option<bool> {
    let cells = tiling.region.len() as u64;
    if let [kind] = tiling.pieces.as_slice() {
        let size = kind.shape.len() as u64;
        let used = cells / size;
        return Some(
            cells.is_multiple_of(size)
                && (u64::from(kind.min)..=u64::from(kind.max)).contains(&used),
        );
    }
    let free = tiling
        .pieces
        .iter()
        .all(|k| k.min == 0 && u64::from(k.max) * k.shape.len() as u64 >= cells);
    free.then_some(true)
}

/// The scan order (rows first or columns first) whose pieces reach the fewest cells ahead.
fn best_scan(tiling: &Tiling) -> Scan {
    let by_rows = scan(tiling, |(a, b)| (a, b));
    let by_columns = scan(tiling, |(a, b)| (b, a));
    if by_rows.window <= by_columns.window {
        by_rows
    } else {
        by_columns
    }
}

fn scan(tiling: &Tiling, key: impl Fn((i32, i32)) -> (i32, i32)) -> Scan {
    let cells = tiling.region.cells();
    let mut order: Vec<usize> = (0..cells.len()).collect();
    order.sort_by_key(|&i| key(cells[i]));
    let mut rank = vec![0; cells.len()];
    for (position, &cell) in order.iter().enumerate() {
        rank[cell] = position;
    }
    let mut starts = vec![Vec::new(); cells.len()];
    let mut window = 0;
    for placement in tiling.placements() {
        let ranks: Vec<usize> = placement.cells.iter().map(|&c| rank[c]).collect();
        let first = *ranks.iter().min().expect("a piece has cells");
        let reach = ranks.iter().max().expect("a piece has cells") - first;
        window = window.max(reach);
        if reach < 128 {
            starts[first].push(ranks.iter().map(|&r| 1u128 << (r - first)).sum());
        }
    }
    for masks in &mut starts {
        masks.sort_unstable();
        masks.dedup();
    }
    Scan { starts, window }
}

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

/// Runs the scan; `Ok(None)` when the counts overflow `W`.
fn run<W: Ways>(scan: &Scan, max_states: usize) -> Result<Option<DpCount>, DpRefusal> {
    let mut states: HashMap<u128, W> = HashMap::from([(0, W::one())]);
    let mut most = 1;
    for masks in &scan.starts {
        let mut next: HashMap<u128, W> = HashMap::with_capacity(states.len() * 2);
        for (frontier, ways) in states {
            if frontier & 1 == 1 {
                if !next.entry(frontier >> 1).or_default().add(&ways) {
                    return Ok(None);
                }
                continue;
            }
            for &mask in masks.iter().filter(|&&m| m & frontier == 0) {
                if !next.entry((frontier | mask) >> 1).or_default().add(&ways) {
                    return Ok(None);
                }
            }
        }
        most = most.max(next.len());
        if most > max_states {
            return Err(DpRefusal::States(max_states));
        }
        states = next;
    }
    let count = states.remove(&0).map(W::into_big).unwrap_or_default();
    Ok(Some(DpCount {
        count,
        states: most,
    }))
}
