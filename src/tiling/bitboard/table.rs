//! The bitboard search's table of candidate placements: every allowed placement as a mask
//! of its cells and a bit for its piece, grouped by its first cell, so that finding the
//! next candidate that fits the board and whose piece is not used up is one tight loop
//! over the cell's candidates with a single test each.

use super::Layout;
use crate::geometry::Mask;
use crate::tiling::area::leaves_fillable_areas;
use crate::tiling::{SecondBreak, Tiling};
use fixedbitset::FixedBitSet;
use std::sync::OnceLock;

/// What a candidate needs free: its cells from its first on, as one word (all of them
/// when the table is narrow), and its bits in the mask of pieces used up: its piece's
/// (piece `k` has bit `k` for `k < 64`; later pieces have none and are checked apart) and
/// those of the classes of the second symmetry step that close it (bit `63 - j` for
/// class `j`, see [`SecondBreak`]).
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
    /// Candidates whose first cell is bit `b` are `starts[b]..starts[b + 1]`.
    pub starts: Vec<u32>,
    /// The key cells of each first cell (see [`key_cells`]) and, for each pattern of them
    /// filled, the range of `listed` holding the candidates that cover none of the filled
    /// ones: a candidate is listed once for every pattern it can fit beside.
    keys: Vec<[u32; KEYS]>,
    ranges: Vec<[(u32, u32); PATTERNS]>,
    /// The listed candidates: each one's index in `fits`.
    pub listed: Vec<u32>,
    /// Their [`Fit`]s in list order, copied when first asked for ([`Table::listed_fits`]).
    listed_fits: OnceLock<Vec<Fit>>,
    /// The root piece's candidates: `root..fits.len()` (empty when there is no root piece,
    /// or when every placement of it walls off an area no pieces fill).
    pub root: u32,
    /// Whether a root piece is placed first (see [`root_piece`]).
    pub has_root: bool,
    /// For each root candidate: the bits it sets in the mask of pieces used up, closing
    /// the candidates the second step of the symmetry breaking rules out under it.
    pub opens: Vec<u64>,
}

impl<const W: usize> Table<W> {
    /// The table of the placements listed in `allowed` (placement ids), without the root
    /// piece's placements that wall off an area of a size not in `fillable`.
    pub fn new(
        tiling: &Tiling,
        (allowed, second): (&[usize], Option<&SecondBreak>),
        layout: &Layout,
        fillable: &FixedBitSet,
    ) -> Table<W> {
        let root_piece = match second {
            Some(second) => Some(second.first_piece),
            None => root_piece(tiling, allowed),
        };
        let first_bit = |id: usize| {
            let cells = &tiling.placements()[id].cells;
            let first = cells.iter().map(|&c| layout.bit_of_cell[c]).min();
            first.expect("placements have cells")
        };
        let is_root = |id: usize| Some(tiling.placements()[id].piece) == root_piece;
        let cells = |id: usize| &tiling.placements()[id].cells;
        let root: Vec<usize> = (allowed.iter().copied())
            .filter(|&id| is_root(id) && leaves_fillable_areas(&tiling.region, cells(id), fillable))
            .collect();
        let by_bit = allowed.iter().copied().filter(|&id| !is_root(id));
        let mut table = Table::empty();
        table.reserve(allowed.len());
        // Class `j` of the second step is bit `63 - j`, above every piece's bit.
        let class_bits = |classes: u64| classes.reverse_bits();
        let closed = |id: usize| second.map_or(0, |s| class_bits(s.closed_in[id]));
        for id in by_first_bit(by_bit, layout.bits, first_bit) {
            table.push(tiling, id, closed(id), layout);
        }
        table.starts = bit_starts(&table.cells);
        table
            .starts
            .resize(layout.bits + 1, table.fits.len() as u32);
        table.list_by_pattern(layout.bits, layout.lane as usize);
        table.root = table.fits.len() as u32;
        table.has_root = root_piece.is_some();
        root.iter()
            .for_each(|&id| table.push(tiling, id, closed(id), layout));
        table.opens = (root.iter())
            .map(|&id| second.map_or(0, |s| class_bits(s.opens[id])))
            .collect();
        table
    }

    /// Room for `n` candidates.
    fn reserve(&mut self, n: usize) {
        self.fits.reserve_exact(n);
        self.cells.reserve_exact(n);
        self.pieces.reserve_exact(n);
        self.placements.reserve_exact(n);
    }

    /// Lists the candidates of each first cell `0..bits` under each pattern of their key
    /// cells they can fit beside, in lists sized once: the candidates of a cell are counted
    /// per pattern, then each is written into the lists of the patterns it fits beside, so
    /// a candidate costs one step per list it is in, not one per pattern.
    fn list_by_pattern(&mut self, bits: usize, lane: usize) {
        let covered = |cells: &Mask<W>, keys: &[u32; KEYS]| -> usize {
            (0..KEYS).fold(0, |m, j| m | usize::from(cells.has(keys[j] as usize)) << j)
        };
        let mut uses = Vec::with_capacity(self.cells.len());
        for bit in 0..bits {
            let keys = key_cells(bit, lane);
            let range = self.starts[bit] as usize..self.starts[bit + 1] as usize;
            uses.extend(self.cells[range].iter().map(|c| covered(c, &keys)));
        }
        // A candidate fits beside the patterns that fill none of the key cells it covers.
        let total = uses.iter().map(|u| PATTERNS >> u.count_ones()).sum();
        self.listed = vec![0; total];
        self.ranges.reserve_exact(bits);
        self.keys.reserve_exact(bits);
        let mut from = 0;
        for bit in 0..bits {
            let candidates = self.starts[bit] as usize..self.starts[bit + 1] as usize;
            let ranges = self.list_cell(candidates, &uses, from);
            from = ranges[PATTERNS - 1].1;
            self.keys.push(key_cells(bit, lane));
            self.ranges.push(ranges);
        }
    }

    /// Writes `candidates` (of one first cell) into the lists of the patterns each fits
    /// beside (`uses`: the key cells each covers), from `listed[from]` on; their ranges.
    fn list_cell(
        &mut self,
        candidates: std::ops::Range<usize>,
        uses: &[usize],
        from: u32,
    ) -> [(u32, u32); PATTERNS] {
        let mut sizes = [0u32; PATTERNS];
        for index in candidates.clone() {
            beside(uses[index], |pattern| sizes[pattern] += 1);
        }
        let mut end = from;
        let ranges = sizes.map(|size| {
            end += size;
            (end - size, end)
        });
        let mut next = ranges.map(|(start, _)| start as usize);
        for index in candidates {
            beside(uses[index], |pattern| {
                self.listed[next[pattern]] = index as u32;
                next[pattern] += 1;
            });
        }
        ranges
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
            listed: Vec::new(),
            listed_fits: OnceLock::new(),
            root: 0,
            has_root: false,
            opens: Vec::new(),
        }
    }

    /// Adds placement `id`, closed whenever a bit of `closed` is in the mask of pieces
    /// used up.
    fn push(&mut self, tiling: &Tiling, id: usize, closed: u64, layout: &Layout) {
        let placement = &tiling.placements()[id];
        let bits = placement.cells.iter().map(|&c| layout.bit_of_cell[c]);
        let cells: Mask<W> = Mask::from_bits(bits);
        let near = cells.window(cells.lowest().expect("placements have cells"));
        self.narrow &= near.count_ones() == cells.count();
        self.fits.push(Fit {
            near,
            piece_bit: piece_bit(placement.piece) | closed,
        });
        self.cells.push(cells);
        self.pieces.push(placement.piece as u32);
        self.placements.push(id as u32);
    }

    /// The candidates whose first cell is `bit` and that cover none of its key cells that
    /// `occupied` fills, as a range of `listed`.
    pub fn at(&self, bit: usize, occupied: &Mask<W>) -> std::ops::Range<usize> {
        let keys = &self.keys[bit];
        let pattern = (0..KEYS).fold(0, |m, j| {
            m | usize::from(occupied.has(keys[j] as usize)) << j
        });
        let (from, to) = self.ranges[bit][pattern];
        from as usize..to as usize
    }

    /// What each listed candidate needs free, in list order, for reading in sequence
    /// rather than through `listed`: copied on the first call, which a search makes only
    /// once it has run long enough to repay the copy (for 3×20 pentominoes it is 106 KB,
    /// whose pages cost the 4,000-node search more at start-up than it saves; a longer
    /// search reads it about 3% faster).
    pub fn listed_fits(&self) -> &[Fit] {
        self.listed_fits.get_or_init(|| {
            let fits = &self.fits;
            self.listed.iter().map(|&i| fits[i as usize]).collect()
        })
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

/// `ids` ordered by their first bit (`first_bit`, below `bits`), keeping their order
/// within a bit: a counting sort, with no list per bit.
fn by_first_bit(
    ids: impl Iterator<Item = usize>,
    bits: usize,
    first_bit: impl Fn(usize) -> usize,
) -> Vec<usize> {
    let (_, most) = ids.size_hint();
    let mut keyed = Vec::with_capacity(most.unwrap_or(0));
    keyed.extend(ids.map(|id| (id as u32, first_bit(id) as u32)));
    let mut next = vec![0usize; bits + 1];
    keyed.iter().for_each(|&(_, b)| next[b as usize + 1] += 1);
    for b in 1..next.len() {
        next[b] += next[b - 1];
    }
    let mut sorted = vec![0; keyed.len()];
    for (id, b) in keyed {
        sorted[next[b as usize]] = id as usize;
        next[b as usize] += 1;
    }
    sorted
}

/// Where the candidates of each first bit start, for candidates ordered by first bit
/// (bits with none start where the next candidate does).
fn bit_starts<const W: usize>(cells: &[Mask<W>]) -> Vec<u32> {
    let mut starts = Vec::new();
    for (index, c) in cells.iter().enumerate() {
        let first = c.lowest().expect("placements have cells");
        starts.resize(first + 1, index as u32);
    }
    starts
}

/// Calls `each` with every pattern of filled key cells that fills none of `covered`, the
/// key cells a candidate covers: the subsets of the others, the full one first.
fn beside(covered: usize, mut each: impl FnMut(usize)) {
    let free = !covered & (PATTERNS - 1);
    let mut pattern = free;
    loop {
        each(pattern);
        if pattern == 0 {
            return;
        }
        pattern = (pattern - 1) & free;
    }
}

/// How many cells after a first cell are looked at to choose the candidates that can fit.
const KEYS: usize = 5;
const PATTERNS: usize = 1 << KEYS;

/// The key cells of first cell `bit`: the cells just after it along its lane, in the next
/// lane and in the one after, which the pieces starting there most often need.
fn key_cells(bit: usize, lane: usize) -> [u32; KEYS] {
    [bit + 1, bit + lane, bit + 2, bit + lane + 1, bit + 2 * lane].map(|k| k as u32)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiling::bitboard::fillable_sizes;

    /// The first cell of each root placement the table keeps.
    fn kept_roots(tiling: &Tiling) -> Vec<usize> {
        let layout = Layout::new(tiling);
        let allowed: Vec<usize> = (0..tiling.placements().len()).collect();
        let fillable = fillable_sizes(tiling);
        let table: Table<1> = Table::new(tiling, (&allowed, None), &layout, &fillable);
        assert!(table.has_root, "the X is the root piece");
        (table.root as usize..table.fits.len())
            .map(|i| tiling.placements()[table.placements[i] as usize].cells[0])
            .collect()
    }

    #[test]
    fn root_placements_that_wall_off_an_unfillable_area_are_left_out() {
        // 3×7 with one X and up to four L tetrominoes: only areas of 4k or 4k + 5 cells
        // can be filled. The X centred in column c = 1..=5 leaves 3c - 1 cells to its
        // left and 17 - 3c to its right: 2 and 14, 5 and 11, 8 and 8, 11 and 5, 14 and 2.
        // Only the X in the middle column leaves two areas that can be filled.
        let board = "#######\n#######\n#######";
        let x = ".#.\n###\n.#.";
        let tiling = crate::tiling::drawn(board, &[(x, 1, 1), ("#.\n#.\n##", 0, 4)], true);
        assert_eq!(kept_roots(&tiling), vec![3]);
        // With straight trominoes instead, 3k or 3k + 5: 5 and 11 can be filled too.
        let tiling = crate::tiling::drawn(board, &[(x, 1, 1), ("###", 0, 7)], true);
        assert_eq!(kept_roots(&tiling), vec![2, 3, 4]);
    }
}
