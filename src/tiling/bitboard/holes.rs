//! Dead areas: whether the empty cells left after a placement include a closed area too
//! small for any combination of the pieces — a lone cell or a closed pair of cells. Both
//! are found at once with a few shifts and no branch, so the search can test every
//! candidate that fits before it acts on any. The test reads a 64-cell window from the
//! first empty cell on (below it every cell is filled), so it costs the same on a board
//! of one word or of four.

use super::Layout;
use crate::geometry::Mask;

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
    /// The window starting at each bit.
    windows: Vec<Window>,
    lane: u32,
    /// Whether a lone cell, or a closed pair, cannot be filled.
    lone_is_dead: bool,
    pair_is_dead: bool,
}

impl<const W: usize> Holes<W> {
    /// `fillable[n]`: some multiset of the pieces has exactly `n` cells.
    pub fn new(layout: &Layout, fillable: &[bool]) -> Holes<W> {
        let dead = |n: usize| !fillable.get(n).copied().unwrap_or(true);
        let board = Mask::from_bits(layout.bit_of_cell.iter().copied());
        Holes {
            windows: (0..layout.bits)
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
        first.min(self.windows.len().saturating_sub(64))
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
