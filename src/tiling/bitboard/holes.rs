//! Dead areas: whether the empty cells left after a placement include a closed area too
//! small for any combination of the pieces — a lone cell or a closed pair of cells. Both
//! are found at once with a few shifts and no branch, so the search can test every
//! candidate that fits before it acts on any. The test reads a 64-cell window from the
//! first empty cell on (below it every cell is filled), so it costs the same on a board
//! of one word or of four.

use super::Layout;
use crate::geometry::Mask;
use fixedbitset::FixedBitSet;

/// What the window starting at one bit needs of the board: which of its cells are the
/// board's, which do not start or end a lane, and the cells whose neighbours (and their
/// partners' neighbours, for pairs) all lie inside the window.
#[derive(Clone, Copy)]
struct Window {
    board: u64,
    not_lane_start: u64,
    not_lane_end: u64,
    lone_inside: u64,
    pair_inside: u64,
}

pub(super) struct Holes<const W: usize> {
    /// The board's cells.
    pub board: Mask<W>,
    /// The window starting at each bit a window can start at (see [`Holes::base`]): bit 0
    /// alone on a board of one word.
    windows: Vec<Window>,
    lane: u32,
    /// Whether a lone cell, or a closed pair, cannot be filled.
    lone_is_dead: bool,
    pair_is_dead: bool,
}

impl<const W: usize> Holes<W> {
    /// `fillable` holds `n` when some multiset of the pieces has exactly `n` cells (sizes
    /// past its length count as fillable).
    pub fn new(layout: &Layout, fillable: &FixedBitSet) -> Holes<W> {
        let dead = |n: usize| n < fillable.len() && !fillable.contains(n);
        let board = Mask::from_bits(layout.bit_of_cell.iter().copied());
        Holes {
            windows: (0..=layout.bits.saturating_sub(64))
                .map(|base| window(layout, &board, base))
                .collect(),
            board,
            lane: layout.lane,
            lone_is_dead: dead(1),
            pair_is_dead: dead(2),
        }
    }

    /// Whether the board with the cells of `filled` (the window from `base`, see
    /// [`Holes::base`]) filled has a lone empty cell or a closed pair of empty cells that
    /// no pieces could fill.
    #[inline(always)]
    pub fn has_dead_hole(&self, filled: u64, base: usize) -> bool {
        let window = self.windows[base];
        let free = window.board & !filled;
        let [down, up, back, ahead] = self.neighbours(free, &window);
        let busy = free & ((down & up) | (back & ahead) | ((down | up) & (back | ahead)));
        let single = free & !busy;
        if self.lone_is_dead && self.pair_is_dead {
            // A cell with at most one empty neighbour, none of them with two or more, is
            // lone or half of a closed pair.
            let [a, b, c, d] = self.neighbours(busy, &window);
            return single & !(a | b | c | d) & window.pair_inside != 0;
        }
        let lone = free & !(down | up | back | ahead) & window.lone_inside;
        let [a, b, c, d] = self.neighbours(single, &window);
        let pair = single & (a | b | c | d) & window.pair_inside;
        (self.lone_is_dead & (lone != 0)) | (self.pair_is_dead & (pair != 0))
    }

    /// Where the window for first empty cell `first` starts (every cell below it must be
    /// filled): there, or lower if that window would run past the board, so that a board
    /// of one word is seen whole.
    pub fn base(&self, first: usize) -> usize {
        first.min(self.windows.len() - 1)
    }

    /// For each direction, the cells whose neighbour that way is in `mask`.
    fn neighbours(&self, mask: u64, window: &Window) -> [u64; 4] {
        [
            (mask << 1) & window.not_lane_start,
            (mask >> 1) & window.not_lane_end,
            mask << self.lane,
            mask >> self.lane,
        ]
    }
}

/// The window starting at bit `base`. Cells below it are filled (it starts at or below
/// the first empty cell) and read as such; cells past it are unknown unless past the
/// board, so tests near its top edge are left out.
fn window<const W: usize>(layout: &Layout, board: &Mask<W>, base: usize) -> Window {
    let lane = layout.lane as usize;
    let bits = |keep: &dyn Fn(usize) -> bool| {
        (0..64)
            .filter(|&i| keep(base + i))
            .fold(0u64, |m, i| m | 1 << i)
    };
    let seen_to_end = base + 64 >= layout.bits;
    let inside = |margin: usize| {
        if seen_to_end {
            u64::MAX
        } else {
            bits(&|b| b < base + 64 - margin.min(64))
        }
    };
    Window {
        board: board.window(base),
        not_lane_start: bits(&|b| b % lane != 0),
        not_lane_end: bits(&|b| b % lane != lane - 1),
        lone_inside: inside(lane),
        pair_inside: inside(2 * lane),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pentomino-like sizes: only multiples of five are fillable.
    fn fives(n: usize) -> FixedBitSet {
        sizes(&(0..=n).map(|k| k % 5 == 0).collect::<Vec<_>>())
    }

    /// The sizes `n` with `fillable[n]`, as a set as long as the list.
    fn sizes(fillable: &[bool]) -> FixedBitSet {
        let mut set = FixedBitSet::with_capacity(fillable.len());
        fillable
            .iter()
            .enumerate()
            .for_each(|(n, &f)| set.set(n, f));
        set
    }

    fn layout(lane: u32, bits: usize) -> Layout {
        Layout {
            lane,
            bit_of_cell: (0..bits).collect(),
            bits,
        }
    }

    /// All of a `bits`-cell board filled but `empty`, as a window from bit 0.
    fn all_but(bits: usize, empty: &[usize]) -> u64 {
        (0..bits)
            .filter(|b| !empty.contains(b))
            .fold(0, |m, b| m | 1 << b)
    }

    #[test]
    fn lone_cells_and_closed_pairs_are_dead_larger_areas_are_not() {
        // 3×3, lanes of 3: bits 0 1 2 | 3 4 5 | 6 7 8.
        let holes: Holes<1> = Holes::new(&layout(3, 9), &fives(9));
        assert!(holes.has_dead_hole(all_but(9, &[4]), 0), "the centre alone");
        assert!(
            holes.has_dead_hole(all_but(9, &[0, 1]), 0),
            "a pair along a lane"
        );
        assert!(
            holes.has_dead_hole(all_but(9, &[2, 5]), 0),
            "a pair across lanes"
        );
        assert!(
            !holes.has_dead_hole(all_but(9, &[0, 1, 2]), 0),
            "three cells"
        );
        assert!(!holes.has_dead_hole(0, 0), "the empty board");
        assert!(
            holes.has_dead_hole(all_but(9, &[0, 1, 2, 3, 4, 8]), 0),
            "8 alone"
        );
    }

    #[test]
    fn only_unfillable_sizes_are_dead() {
        // Monominoes and pentominoes: a lone cell can be filled, a pair can too (two
        // monominoes), so nothing is dead.
        let holes: Holes<1> = Holes::new(&layout(3, 9), &sizes(&[true; 10]));
        assert!(!holes.has_dead_hole(all_but(9, &[4]), 0));
        assert!(!holes.has_dead_hole(all_but(9, &[0, 1]), 0));
        // Lone cells fillable, pairs not.
        let fillable = [true, true, false, true, true, true, true, true, true, true];
        let holes: Holes<1> = Holes::new(&layout(3, 9), &sizes(&fillable));
        assert!(!holes.has_dead_hole(all_but(9, &[4]), 0));
        assert!(holes.has_dead_hole(all_but(9, &[0, 1]), 0));
        let across_lanes = all_but(9, &[2, 3]);
        assert!(
            !holes.has_dead_hole(across_lanes, 0),
            "a lane's end and the next lane's start are not neighbours"
        );
    }

    #[test]
    fn cells_near_the_window_top_are_not_judged_on_what_lies_past_it() {
        // 200 cells in lanes of 10: the window from bit 0 ends at bit 63; cell 60's
        // neighbour 70 is empty but outside, so a window that shows 60 alone proves nothing.
        let holes: Holes<4> = Holes::new(&layout(10, 200), &fives(200));
        let only_60 = all_but(64, &[60]);
        assert!(!holes.has_dead_hole(only_60, 0));
        // Cell 30 alone, well inside the window, is dead.
        assert!(holes.has_dead_hole(all_but(64, &[30]), 0));
        // Near the board's end the window is moved down so that it reaches the last cell.
        assert_eq!(holes.base(180), 136);
    }
}
