//! A search specialised for polyomino tilings: the board is a bit mask numbered along its
//! short side, the search always fills the first empty cell, and it abandons a branch as
//! soon as a placement walls off a small empty area that no combination of the pieces could
//! fill. Boards whose bounding box has at most 256 cells use it.

use super::area::reachable_totals;
use super::{PiecePlacement, Tiling};
use crate::exact_cover::{Flow, MONITOR_INTERVAL, Monitor, Outcome, Stats, monitor_says_stop};
use crate::geometry::Mask;

/// The largest bounding box (in cells) the bitboard search handles.
pub const MAX_CELLS: usize = 256;

/// How the region's cells are numbered as bits: lanes along the short side.
struct Layout {
    lane: u32,
    bit_of_cell: Vec<usize>,
    bits: usize,
}

impl Layout {
    fn new(tiling: &Tiling) -> Layout {
        let (h, w) = (tiling.region.height(), tiling.region.width());
        let lane = h.min(w) as u32;
        let bit_of_cell = tiling
            .region
            .cells()
            .iter()
            .map(|&(r, c)| if h <= w { c * h + r } else { r * w + c } as usize)
            .collect();
        Layout {
            lane,
            bit_of_cell,
            bits: (h * w) as usize,
        }
    }
}

/// Whether the bitboard search can take this tiling.
pub fn supports(tiling: &Tiling) -> bool {
    (tiling.region.height() * tiling.region.width()) as usize <= MAX_CELLS
}

/// Runs the search over the placements listed in `allowed` (placement ids).
pub fn search(
    tiling: &Tiling,
    allowed: &[usize],
    visit: &mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&mut Monitor<'_>>,
) -> (Outcome, Stats) {
    let words = (Layout::new(tiling).bits).div_ceil(64);
    match words {
        0 | 1 => Search::<1>::new(tiling, allowed, visit, monitor).run(),
        2 => Search::<2>::new(tiling, allowed, visit, monitor).run(),
        3 => Search::<3>::new(tiling, allowed, visit, monitor).run(),
        4 => Search::<4>::new(tiling, allowed, visit, monitor).run(),
        _ => unreachable!("solve() sends only boards that `supports` accepts"),
    }
}

/// Consecutive candidates `from..to` of one piece.
#[derive(Clone, Copy)]
struct Run {
    piece: u32,
    from: u32,
    to: u32,
}

#[derive(Clone, Copy)]
struct Candidate<const W: usize> {
    mask: Mask<W>,
    piece: u32,
    placement: u32,
}

struct Search<'a, 'm, const W: usize> {
    board: Mask<W>,
    not_lane_start: Mask<W>,
    not_lane_end: Mask<W>,
    lane: u32,
    /// Candidates whose first cell is bit `b` are `candidates[starts[b]..starts[b + 1]]`,
    /// in runs of one piece each: `runs[run_starts[b]..run_starts[b + 1]]`, so a piece
    /// that is used up is skipped in one step.
    starts: Vec<u32>,
    run_starts: Vec<u32>,
    runs: Vec<Run>,
    candidates: Vec<Candidate<W>>,
    /// Placements of the piece placed before the cell-by-cell search (the one used exactly
    /// once with the fewest placements), or empty.
    root_candidates: Vec<Candidate<W>>,
    used: Vec<u32>,
    maximum: Vec<u32>,
    minimum: Vec<u32>,
    deficit: u32,
    /// `fillable[n]`: some multiset of the pieces has exactly `n` cells.
    fillable: Vec<bool>,
    /// Growth steps after which an empty area is taken to be large.
    flood_steps: u32,
    chosen: Vec<usize>,
    position: Vec<(u32, u32)>,
    stats: Stats,
    cancelled: bool,
    visit: &'a mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&'a mut Monitor<'m>>,
}

impl<'a, 'm, const W: usize> Search<'a, 'm, W> {
    fn new(
        tiling: &Tiling,
        allowed: &[usize],
        visit: &'a mut dyn FnMut(&[usize]) -> Flow,
        monitor: Option<&'a mut Monitor<'m>>,
    ) -> Self {
        let layout = Layout::new(tiling);
        let lane_bits =
            |pos: u32| (0..layout.bits).filter(move |b| b % layout.lane as usize == pos as usize);
        let all: Mask<W> = Mask::from_bits(0..layout.bits);
        let root_piece = root_piece(tiling, allowed);
        let (by_cell, root): (Vec<usize>, Vec<usize>) = allowed
            .iter()
            .partition(|&&p| Some(tiling.placements()[p].piece) != root_piece);
        let (starts, candidates) = candidates_by_first_bit(tiling, &by_cell, &layout);
        let (run_starts, runs) = piece_runs(&starts, &candidates);
        let root_candidates = root
            .iter()
            .map(|&p| candidate(tiling, p, &layout))
            .collect();
        // Every piece covers a cell, so no tiling has more pieces than the board has cells.
        let depth = tiling
            .pieces
            .iter()
            .map(|k| k.max as usize)
            .sum::<usize>()
            .min(tiling.region.len())
            + 1;
        let max_piece = tiling
            .pieces
            .iter()
            .map(|k| k.shape.len())
            .max()
            .unwrap_or(1);
        Search {
            board: Mask::from_bits(layout.bit_of_cell.iter().copied()),
            not_lane_start: all.and_not(&Mask::from_bits(lane_bits(0))),
            not_lane_end: all.and_not(&Mask::from_bits(lane_bits(layout.lane - 1))),
            lane: layout.lane,
            starts,
            run_starts,
            runs,
            candidates,
            root_candidates,
            used: vec![0; tiling.pieces.len()],
            maximum: tiling.pieces.iter().map(|k| k.max).collect(),
            minimum: tiling.pieces.iter().map(|k| k.min).collect(),
            deficit: tiling.pieces.iter().filter(|k| k.min > 0).count() as u32,
            fillable: fillable_sizes(tiling),
            flood_steps: 2 * max_piece as u32,
            chosen: Vec::with_capacity(depth),
            position: vec![(0, 0); depth],
            stats: Stats::default(),
            cancelled: false,
            visit,
            monitor,
        }
    }

    fn run(mut self) -> (Outcome, Stats) {
        let flow = if self.root_candidates.is_empty() {
            self.descend(Mask::default(), 0)
        } else {
            self.descend_from_root()
        };
        let outcome = match flow {
            Flow::Continue => Outcome::Exhausted,
            Flow::Stop if self.cancelled => Outcome::Cancelled,
            Flow::Stop => Outcome::Stopped,
        };
        (outcome, self.stats)
    }

    fn descend(&mut self, occupied: Mask<W>, depth: usize) -> Flow {
        self.stats.nodes += 1;
        if self.stats.nodes.is_multiple_of(MONITOR_INTERVAL) && self.should_cancel(depth) {
            self.cancelled = true;
            return Flow::Stop;
        }
        let free = self.board.and_not(&occupied);
        let Some(bit) = free.lowest() else {
            return self.report();
        };
        let (start, end) = (self.starts[bit] as usize, self.starts[bit + 1] as usize);
        let runs = self.run_starts[bit] as usize..self.run_starts[bit + 1] as usize;
        for run in runs {
            let Run { piece, from, to } = self.runs[run];
            if self.used[piece as usize] < self.maximum[piece as usize] {
                let flow = self.try_run(occupied, depth, from as usize..to as usize, start..end);
                if flow == Flow::Stop {
                    return Flow::Stop;
                }
            }
        }
        Flow::Continue
    }

    /// Tries the candidates `range` of one piece; `all` is the range of every candidate at
    /// this cell, for the progress estimate.
    fn try_run(
        &mut self,
        occupied: Mask<W>,
        depth: usize,
        range: std::ops::Range<usize>,
        all: std::ops::Range<usize>,
    ) -> Flow {
        let (start, end) = (all.start, all.end);
        for index in range {
            let candidate = self.candidates[index];
            let piece = candidate.piece as usize;
            if candidate.mask.intersects(&occupied) {
                continue;
            }
            self.stats.updates += 1;
            let next = occupied.or(&candidate.mask);
            if self.walls_off_unfillable(&next, &candidate.mask) {
                continue;
            }
            self.position[depth] = ((index - start) as u32, (end - start) as u32);
            self.take(piece, candidate.placement as usize);
            let flow = self.descend(next, depth + 1);
            self.give_back(piece);
            if flow == Flow::Stop {
                return Flow::Stop;
            }
        }
        Flow::Continue
    }

    /// Places the root piece in each of its positions, then fills cell by cell.
    fn descend_from_root(&mut self) -> Flow {
        self.stats.nodes += 1;
        let count = self.root_candidates.len();
        for index in 0..count {
            let candidate = self.root_candidates[index];
            self.stats.updates += 1;
            if self.walls_off_unfillable(&candidate.mask, &candidate.mask) {
                continue;
            }
            self.position[0] = (index as u32, count as u32);
            self.take(candidate.piece as usize, candidate.placement as usize);
            let flow = self.descend(candidate.mask, 1);
            self.give_back(candidate.piece as usize);
            if flow == Flow::Stop {
                return Flow::Stop;
            }
        }
        Flow::Continue
    }

    fn take(&mut self, piece: usize, placement: usize) {
        self.used[piece] += 1;
        if self.used[piece] == self.minimum[piece] {
            self.deficit -= 1;
        }
        self.chosen.push(placement);
    }

    fn give_back(&mut self, piece: usize) {
        if self.used[piece] == self.minimum[piece] {
            self.deficit += 1;
        }
        self.used[piece] -= 1;
        self.chosen.pop();
    }

    fn report(&mut self) -> Flow {
        if self.deficit > 0 {
            return Flow::Continue;
        }
        self.stats.solutions += 1;
        (self.visit)(&self.chosen)
    }

    /// Whether placing `piece` closes off an empty area of a size no pieces could fill.
    fn walls_off_unfillable(&self, occupied: &Mask<W>, piece: &Mask<W>) -> bool {
        let free = self.board.and_not(occupied);
        let mut frontier = self.grow(piece).and(&free);
        while !frontier.is_zero() {
            let mut area = frontier.lowest_bit();
            let mut closed = false;
            for _ in 0..self.flood_steps {
                let grown = self.grow(&area).and(&free);
                if grown == area {
                    closed = true;
                    break;
                }
                area = grown;
            }
            if closed && !self.fillable[area.count() as usize] {
                return true;
            }
            frontier = frontier.and_not(&area);
        }
        false
    }

    /// The mask with every edge neighbour of its cells added.
    fn grow(&self, mask: &Mask<W>) -> Mask<W> {
        let along = mask
            .shl(1)
            .and(&self.not_lane_start)
            .or(&mask.shr(1).and(&self.not_lane_end));
        let across = mask.shl(self.lane).or(&mask.shr(self.lane));
        mask.or(&along).or(&across)
    }

    fn should_cancel(&mut self, depth: usize) -> bool {
        let levels = self.position[..depth].iter().copied();
        monitor_says_stop(&mut self.monitor, self.stats, levels)
    }
}

fn candidates_by_first_bit<const W: usize>(
    tiling: &Tiling,
    allowed: &[usize],
    layout: &Layout,
) -> (Vec<u32>, Vec<Candidate<W>>) {
    let placements: &[PiecePlacement] = tiling.placements();
    let mut by_bit: Vec<Vec<Candidate<W>>> = vec![Vec::new(); layout.bits + 1];
    for &id in allowed {
        let first = placements[id]
            .cells
            .iter()
            .map(|&c| layout.bit_of_cell[c])
            .min();
        by_bit[first.expect("placements have cells")].push(candidate(tiling, id, layout));
    }
    let mut starts = Vec::with_capacity(by_bit.len() + 1);
    let mut candidates = Vec::new();
    for list in by_bit {
        starts.push(candidates.len() as u32);
        candidates.extend(list);
    }
    starts.push(candidates.len() as u32);
    (starts, candidates)
}

/// Splits each cell's candidates into runs of one piece.
fn piece_runs<const W: usize>(starts: &[u32], candidates: &[Candidate<W>]) -> (Vec<u32>, Vec<Run>) {
    let mut run_starts = Vec::with_capacity(starts.len());
    let mut runs: Vec<Run> = Vec::new();
    for bit in 0..starts.len() - 1 {
        run_starts.push(runs.len() as u32);
        for index in starts[bit]..starts[bit + 1] {
            let piece = candidates[index as usize].piece;
            match runs.last_mut() {
                Some(run) if run.piece == piece && run.to == index && run.from >= starts[bit] => {
                    run.to += 1;
                }
                _ => runs.push(Run {
                    piece,
                    from: index,
                    to: index + 1,
                }),
            }
        }
    }
    run_starts.push(runs.len() as u32);
    (run_starts, runs)
}

fn candidate<const W: usize>(tiling: &Tiling, id: usize, layout: &Layout) -> Candidate<W> {
    let placement = &tiling.placements()[id];
    Candidate {
        mask: Mask::from_bits(placement.cells.iter().map(|&c| layout.bit_of_cell[c])),
        piece: placement.piece as u32,
        placement: id as u32,
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

/// Which area sizes some multiset of the pieces (within their maxima) covers exactly.
fn fillable_sizes(tiling: &Tiling) -> Vec<bool> {
    let pieces = tiling.pieces.iter();
    reachable_totals(
        pieces.map(|k| (k.shape.len(), u64::from(k.max))),
        tiling.region.len(),
    )
}
