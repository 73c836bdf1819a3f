//! The bitboard search's table of candidate placements: every allowed placement as a mask
//! of its cells and a bit for its piece, grouped by its first cell, so that finding the
//! next candidate that fits the board and whose piece is not used up is one tight loop
//! over the cell's candidates with a single test each.

use super::Layout;
use crate::geometry::Mask;
use crate::tiling::Tiling;

/// What a candidate needs free: its cells, and its piece's bit in the mask of pieces used
/// up (piece `k` has bit `k` for `k < 64`; later pieces have none and are checked apart).
#[derive(Clone, Copy)]
pub(super) struct Fit<const W: usize> {
    pub cells: Mask<W>,
    pub piece_bit: u64,
}

impl<const W: usize> Fit<W> {
    /// Whether the candidate covers no cell of `occupied` and its piece is not in `used_up`
    /// (one branch for both).
    pub fn fits(&self, occupied: &Mask<W>, used_up: u64) -> bool {
        self.cells.overlap(occupied) | (self.piece_bit & used_up) == 0
    }
}

/// The bit of piece `k` in a mask of pieces (none past 63).
pub(super) fn piece_bit(k: usize) -> u64 {
    1u64.checked_shl(k as u32).unwrap_or(0)
}

/// Candidates by first cell, then the root piece's candidates (see [`root_piece`]).
pub(super) struct Table<const W: usize> {
    /// What each candidate needs free.
    pub fits: Vec<Fit<W>>,
    /// Each candidate's piece and placement id.
    pub pieces: Vec<u32>,
    pub placements: Vec<u32>,
    /// Candidates whose first cell is bit `b` are `starts[b]..starts[b + 1]`.
    pub starts: Vec<u32>,
    /// The root piece's candidates: `root..fits.len()` (empty when there is none).
    pub root: u32,
}

impl<const W: usize> Table<W> {
    /// The table of the placements listed in `allowed` (placement ids).
    pub fn new(tiling: &Tiling, allowed: &[usize], layout: &Layout) -> Table<W> {
        let root_piece = root_piece(tiling, allowed);
        let first_bit = |id: usize| {
            let cells = &tiling.placements()[id].cells;
            let first = cells.iter().map(|&c| layout.bit_of_cell[c]).min();
            first.expect("placements have cells")
        };
        let mut by_bit: Vec<Vec<usize>> = vec![Vec::new(); layout.bits];
        let mut root = Vec::new();
        for &id in allowed {
            if Some(tiling.placements()[id].piece) == root_piece {
                root.push(id);
            } else {
                by_bit[first_bit(id)].push(id);
            }
        }
        let mut table = Table::empty();
        for ids in &by_bit {
            table.starts.push(table.fits.len() as u32);
            ids.iter().for_each(|&id| table.push(tiling, id, layout));
        }
        table.starts.push(table.fits.len() as u32);
        table.root = table.fits.len() as u32;
        root.iter().for_each(|&id| table.push(tiling, id, layout));
        table
    }

    fn empty() -> Table<W> {
        Table {
            fits: Vec::new(),
            pieces: Vec::new(),
            placements: Vec::new(),
            starts: Vec::new(),
            root: 0,
        }
    }

    fn push(&mut self, tiling: &Tiling, id: usize, layout: &Layout) {
        let placement = &tiling.placements()[id];
        let bits = placement.cells.iter().map(|&c| layout.bit_of_cell[c]);
        self.fits.push(Fit {
            cells: Mask::from_bits(bits),
            piece_bit: piece_bit(placement.piece),
        });
        self.pieces.push(placement.piece as u32);
        self.placements.push(id as u32);
    }

    /// The candidates whose first cell is `bit`.
    pub fn at(&self, bit: usize) -> std::ops::Range<usize> {
        self.starts[bit] as usize..self.starts[bit + 1] as usize
    }

    /// Where candidate `index` stands among its alternatives: `(position, choices)`.
    pub fn position(&self, index: u32) -> (u32, u32) {
        if index >= self.root {
            return (index - self.root, self.fits.len() as u32 - self.root);
        }
        let bit = self.starts.partition_point(|&s| s <= index) - 1;
        (
            index - self.starts[bit],
            self.starts[bit + 1] - self.starts[bit],
        )
    }
}

/// The piece to place before filling cell by cell: one used exactly once whose allowed
/// placements are fewest, if there are no more of them than cells.
fn root_piece(tiling: &Tiling, allowed: &[usize]) -> Option<usize> {
    let mut counts = vec![0usize; tiling.pieces.len()];
    allowed
        .iter()
        .for_each(|&p| counts[tiling.placements()[p].piece] += 1);
    (0..tiling.pieces.len())
        .filter(|&k| tiling.pieces[k].min == 1 && tiling.pieces[k].max == 1)
        .min_by_key(|&k| counts[k])
        .filter(|&k| counts[k] <= tiling.region.len())
}
