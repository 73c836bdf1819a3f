//! Whether the pieces' cells can add up to the board's: a board is tiled only by a choice
//! of copies (each kind between its `min` and `max`) whose cells total the board's, so a
//! puzzle without one is refused before any search.

use super::Tiling;
use crate::geometry::Region;
use crate::wording::count;
use fixedbitset::FixedBitSet;

/// Why no choice of the pieces has exactly the board's number of cells.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AreaError {
    #[error(
        "the pieces have {} in all but the board has {}",
        count(*available, "cell"),
        count(*board, "cell")
    )]
    TooFewCells { available: u64, board: usize },
    #[error(
        "every piece has a multiple of {gcd} cells but the board has {}, not a multiple of {gcd}",
        count(*board, "cell")
    )]
    Indivisible { gcd: usize, board: usize },
    #[error("no choice of the pieces has exactly {}, the board's size", count(*board, "cell"))]
    NoCombination { board: usize },
}

impl Tiling {
    /// Checks that some choice of copies, within each kind's bounds, has exactly as many
    /// cells as the board: first the total, then the common divisor of the piece sizes,
    /// then every reachable total.
    pub fn check_area(&self) -> Result<(), AreaError> {
        let board = self.region.len();
        let size = |k: usize| self.pieces[k].shape.len();
        let available = (0..self.pieces.len())
            .map(|k| size(k) as u64 * u64::from(self.pieces[k].max))
            .fold(0u64, u64::saturating_add);
        if available < board as u64 {
            return Err(AreaError::TooFewCells { available, board });
        }
        let gcd = (0..self.pieces.len()).map(size).fold(0, gcd);
        if gcd > 1 && !board.is_multiple_of(gcd) {
            return Err(AreaError::Indivisible { gcd, board });
        }
        let required: usize = (0..self.pieces.len())
            .map(|k| size(k) * self.pieces[k].min as usize)
            .sum();
        let Some(rest) = board.checked_sub(required) else {
            return Err(AreaError::NoCombination { board });
        };
        let optional = (0..self.pieces.len())
            .map(|k| (size(k), u64::from(self.pieces[k].max - self.pieces[k].min)));
        if !reachable_totals(optional, rest).contains(rest) {
            return Err(AreaError::NoCombination { board });
        }
        Ok(())
    }
}

/// The totals `n` in `0..=limit` (a set of `limit + 1` bits) that some choice of up to
/// `copies` items of `size` cells, for each `(size, copies)`, reaches exactly. Copies are
/// grouped in powers of two, so a kind with many copies costs a few passes, not one per copy.
pub fn reachable_totals(items: impl Iterator<Item = (usize, u64)>, limit: usize) -> FixedBitSet {
    let mut reachable = FixedBitSet::with_capacity(limit + 1);
    reachable.insert(0);
    for (size, copies) in items {
        let mut left = copies.min((limit / size.max(1)) as u64);
        let mut group = 1;
        while left > 0 {
            let taken = group.min(left);
            add_item(&mut reachable, size * taken as usize);
            left -= taken;
            group *= 2;
        }
    }
    reachable
}

/// Whether every area of the board left empty around `filled` (cells connected by their
/// edges) has a size in `fillable` (sizes past its length count as fillable): a necessary
/// condition for tiling the rest, checked once per placement of the piece placed first,
/// which can wall off a large area of a size no pieces make (on 3×20, the X with 8 to 26
/// cells to its left).
pub fn leaves_fillable_areas(region: &Region, filled: &[usize], fillable: &FixedBitSet) -> bool {
    let filled: FixedBitSet = filled.iter().copied().collect();
    let fits = |size: usize| size >= fillable.len() || fillable.contains(size);
    region
        .empty_areas(filled)
        .iter()
        .all(|area| fits(area.len()))
}

/// Adds one optional item of `cells` cells to the reachable totals.
fn add_item(reachable: &mut FixedBitSet, cells: usize) {
    for n in (cells..reachable.len()).rev() {
        if reachable.contains(n - cells) {
            reachable.insert(n);
        }
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiling(board: &str, pieces: &[(&str, u32, u32)]) -> Tiling {
        crate::tiling::drawn(board, pieces, true)
    }

    #[test]
    fn totals_with_copies_grouped_in_powers_of_two() {
        let reachable = reachable_totals([(3, 5), (5, 1)].into_iter(), 21);
        let expected: Vec<usize> = vec![0, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 20];
        let found: Vec<usize> = reachable.ones().collect();
        assert_eq!(found, expected);
    }

    #[test]
    fn too_few_cells_in_all() {
        let t = tiling("#####", &[("##", 0, 2)]);
        let (available, board) = (4, 5);
        assert_eq!(
            t.check_area(),
            Err(AreaError::TooFewCells { available, board })
        );
        assert_eq!(
            t.check_area().unwrap_err().to_string(),
            "the pieces have 4 cells in all but the board has 5 cells"
        );
    }

    #[test]
    fn sizes_with_a_common_divisor() {
        let t = tiling("#####", &[("##", 0, 9), ("####", 0, 9)]);
        let (gcd, board) = (2, 5);
        assert_eq!(t.check_area(), Err(AreaError::Indivisible { gcd, board }));
    }

    #[test]
    fn no_combination_when_the_required_pieces_leave_an_odd_rest() {
        // 7 cells: the required triomino leaves 4, which two dominoes could fill but one
        // domino and a pentomino cannot.
        let t = tiling("#######", &[("###", 1, 1), ("##", 0, 1), ("#####", 0, 1)]);
        assert_eq!(t.check_area(), Err(AreaError::NoCombination { board: 7 }));
        let t = tiling("#######", &[("###", 1, 1), ("##", 0, 2)]);
        assert_eq!(t.check_area(), Ok(()));
    }

    #[test]
    fn areas_walled_off_must_have_a_fillable_size() {
        // 3×7, cells numbered row by row: filling column 2 leaves 6 cells to its left and
        // 12 to its right; filling column 5 leaves 15 and 3.
        let region = Region::rectangle(3, 7);
        let sizes = |fillable: &[usize], len: usize| -> FixedBitSet {
            let mut set = FixedBitSet::with_capacity(len);
            fillable.iter().for_each(|&n| set.insert(n));
            set
        };
        let fives = sizes(&[0, 5, 10, 15, 20], 22);
        let column = |c: usize| [c, 7 + c, 14 + c];
        assert!(!leaves_fillable_areas(&region, &column(2), &fives));
        assert!(!leaves_fillable_areas(&region, &column(5), &fives));
        assert!(leaves_fillable_areas(
            &region,
            &column(2),
            &sizes(&[6, 12], 22)
        ));
        assert!(leaves_fillable_areas(
            &region,
            &column(5),
            &sizes(&[3, 15], 22)
        ));
        // The first three cells leave one area of 18, which only counts as fillable when it
        // lies past the sizes known.
        assert!(!leaves_fillable_areas(&region, &[0, 1, 2], &fives));
        assert!(leaves_fillable_areas(
            &region,
            &[0, 1, 2],
            &sizes(&[0, 5, 10], 11)
        ));
    }

    #[test]
    fn a_single_cell_is_named_in_the_singular() {
        let t = tiling("#", &[("#", 0, 1)]);
        assert_eq!(t.check_area(), Ok(()));
        let err = AreaError::NoCombination { board: 1 };
        assert_eq!(
            err.to_string(),
            "no choice of the pieces has exactly 1 cell, the board's size"
        );
    }
}
