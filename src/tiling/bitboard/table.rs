//! The bitboard search's table of candidate placements: every allowed placement as a mask
//! of its cells and a bit for its piece, grouped by its first cell, so that finding the
//! next candidate that fits the board and whose piece is not used up is one tight loop
//! over the cell's candidates with a single test each.

use super::Layout;
use crate::geometry::Mask;
use crate::tiling::Tiling;

/// What a candidate needs free: its cells from its first on, as one word (all of them
/// when the table is narrow), and its piece's bit in the mask of pieces used up (piece
/// `k` has bit `k` for `k < 64`; later pieces have none and are checked apart).
#[derive(Clone, Copy)]
pub(super) struct Fit {
    pub near: u64,
    pub piece_bit: u64,
}

impl Fit {
    /// Whether the candidate covers no cell of `filled` (the 64 cells from its first on)
    /// and its piece is not in `used_up`: one branch for both.
    pub fn fits(&self, filled: u64, used_up: u64) -> bool {
        (self.near & filled) | (self.piece_bit & used_up) == 0
    }
}

/// The bit of piece `k` in a mask of pieces (none past 63).
pub(super) fn piece_bit(k: usize) -> u64 {
    1u64.checked_shl(k as u32).unwrap_or(0)
}

/// Candidates by first cell, then the root piece's candidates (see [`root_piece`]).
pub(super) struct Table<const W: usize> {
    /// What each candidate needs free, and its cells.
    pub fits: Vec<Fit>,
    pub cells: Vec<Mask<W>>,
    /// Whether every candidate's cells lie within 64 of its first, so `Fit::near` holds
    /// them all.
    pub narrow: bool,
    /// Each candidate's piece and placement id.
    pub pieces: Vec<u32>,
    pub placements: Vec<u32>,
    /// Candidates whose first cell is bit `b` are `starts[b]..starts[b + 1]`, ordered by
    /// which of the two key cells `keys[b]` they cover (see [`GROUP_ORDER`]), so those
    /// that can fit beside the key cells' contents are one range: `ranges[b][pattern]`.
    pub starts: Vec<u32>,
    keys: Vec<[u32; 2]>,
    ranges: Vec<[(u32, u32); 4]>,
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
        for (bit, ids) in by_bit.iter_mut().enumerate() {
            let keys = [bit + 1, bit + layout.lane as usize];
            let uses = |id: &usize, key: usize| {
                let cells = &tiling.placements()[*id].cells;
                cells.iter().any(|&c| layout.bit_of_cell[c] == key)
            };
            let group = |id: &usize| {
                GROUP_ORDER[usize::from(uses(id, keys[0])) + 2 * usize::from(uses(id, keys[1]))]
            };
            ids.sort_by_key(group);
            let start = table.fits.len() as u32;
            let mut bounds = [start; 5];
            for (g, bound) in bounds.iter_mut().enumerate().skip(1) {
                *bound = start + ids.iter().filter(|id| group(id) < g).count() as u32;
            }
            table.starts.push(start);
            table.keys.push(keys.map(|k| k as u32));
            table
                .ranges
                .push(PATTERN_GROUPS.map(|(from, to)| (bounds[from], bounds[to])));
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
            cells: Vec::new(),
            narrow: true,
            pieces: Vec::new(),
            placements: Vec::new(),
            starts: Vec::new(),
            keys: Vec::new(),
            ranges: Vec::new(),
            root: 0,
        }
    }

    fn push(&mut self, tiling: &Tiling, id: usize, layout: &Layout) {
        let placement = &tiling.placements()[id];
        let bits = placement.cells.iter().map(|&c| layout.bit_of_cell[c]);
        let cells: Mask<W> = Mask::from_bits(bits);
        let near = cells.window(cells.lowest().expect("placements have cells"));
        self.narrow &= near.count_ones() == cells.count();
        self.fits.push(Fit {
            near,
            piece_bit: piece_bit(placement.piece),
        });
        self.cells.push(cells);
        self.pieces.push(placement.piece as u32);
        self.placements.push(id as u32);
    }

    /// The candidates whose first cell is `bit`, less some that cover a key cell of it
    /// that `occupied` fills.
    pub fn at(&self, bit: usize, occupied: &Mask<W>) -> std::ops::Range<usize> {
        let [first, second] = self.keys[bit];
        let pattern = usize::from(occupied.has(first as usize))
            + 2 * usize::from(occupied.has(second as usize));
        let (from, to) = self.ranges[bit][pattern];
        from as usize..to as usize
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

/// The place of each group of a cell's candidates, by the key cells they cover: index
/// `first + 2 * second`. Second only, neither, first only, both: so the groups that fit
/// beside any contents of the two key cells are consecutive.
const GROUP_ORDER: [usize; 4] = [1, 2, 0, 3];

/// For each pattern of filled key cells (`first + 2 * second`), the groups whose candidates
/// may fit, as a range of group boundaries.
const PATTERN_GROUPS: [(usize, usize); 4] = [(0, 4), (0, 2), (1, 3), (1, 2)];

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
