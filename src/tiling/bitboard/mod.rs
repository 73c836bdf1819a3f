//! A search specialised for polyomino tilings: the board is a bit mask numbered along its
//! short side, the search always fills the first empty cell, and it abandons a branch as
//! soon as a placement walls off a small empty area that no combination of the pieces could
//! fill. Boards whose bounding box has at most 256 cells use it.

mod holes;
mod table;
mod threads;

use super::area::reachable_totals;
use super::split::{Plain, Sink, Split};
use super::{SecondBreak, Tiling};
use crate::exact_cover::{Flow, MONITOR_INTERVAL, Monitor, SearchEnd, Stats, monitor_says_stop};
use crate::geometry::Mask;
use fixedbitset::FixedBitSet;
use holes::Holes;
use table::{Fit, Table, piece_bit};

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

/// How many classes of a [`SecondBreak`] the search can take: the bits of the mask of
/// pieces used up that no piece has.
pub fn free_piece_bits(tiling: &Tiling) -> u32 {
    64u32.saturating_sub(tiling.pieces.len() as u32)
}

/// Runs the search over the placements listed in `allowed` (placement ids), with the second
/// step of the symmetry breaking if given (at most [`free_piece_bits`] classes).
pub fn search(
    tiling: &Tiling,
    allowed: &[usize],
    second: Option<&SecondBreak>,
    visit: &mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&mut Monitor<'_>>,
) -> (SearchEnd, Stats) {
    match words(tiling) {
        1 => one_thread::<1>(tiling, (allowed, second), visit, monitor),
        2 => one_thread::<2>(tiling, (allowed, second), visit, monitor),
        3 => one_thread::<3>(tiling, (allowed, second), visit, monitor),
        4 => one_thread::<4>(tiling, (allowed, second), visit, monitor),
        _ => unreachable!("solve() sends only boards that `supports` accepts"),
    }
}

pub use threads::search_threads;

/// The 64-bit words of the board's masks.
fn words(tiling: &Tiling) -> usize {
    (Layout::new(tiling).bits).div_ceil(64).max(1)
}

/// The tables a search reads, built once and shared by its threads.
struct Prepared<const W: usize> {
    table: Table<W>,
    holes: Holes<W>,
    /// Every piece covers a cell, so no tiling has more pieces than the board has cells.
    depth: usize,
}

impl<const W: usize> Prepared<W> {
    fn new(tiling: &Tiling, allowed: &[usize], second: Option<&SecondBreak>) -> Self {
        let layout = Layout::new(tiling);
        let most = tiling.pieces.iter().map(|k| k.max as usize).sum::<usize>();
        let fillable = fillable_sizes(tiling);
        Prepared {
            table: Table::new(tiling, (allowed, second), &layout, &fillable),
            holes: Holes::new(&layout, &fillable),
            depth: most.min(tiling.region.len()) + 1,
        }
    }
}

fn one_thread<const W: usize>(
    tiling: &Tiling,
    (allowed, second): (&[usize], Option<&SecondBreak>),
    visit: &mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&mut Monitor<'_>>,
) -> (SearchEnd, Stats) {
    let prepared = Prepared::<W>::new(tiling, allowed, second);
    let mut sink = Plain(visit);
    let mut search = Search::new(tiling, &prepared, &mut sink, None);
    search.monitor = monitor;
    search.run()
}

struct Search<'a, 'm, const W: usize> {
    table: &'a Table<W>,
    holes: &'a Holes<W>,
    /// Copies of each piece still to place, and how many of them may stay unused.
    left: Vec<u32>,
    spare: Vec<u32>,
    /// Pieces whose minimum is not reached yet.
    deficit: u32,
    /// Bit `k` is set when piece `k < 64` has no copies left.
    used_up: u64,
    /// The candidates placed, by depth.
    chosen: Vec<u32>,
    /// The table's listed fits in list order, once the search has run long enough.
    listed_fits: Option<&'a [Fit]>,
    stats: Stats,
    /// In a split search: the part of `stats` done above the split depth, the top of the
    /// tree that every thread walks to number its tasks.
    top: Stats,
    cancelled: bool,
    sink: &'a mut dyn Sink,
    monitor: Option<&'a mut Monitor<'m>>,
    /// In a search split over threads: this thread's share (see [`Split`]).
    split: Option<Split<'a>>,
}

impl<'a, 'm, const W: usize> Search<'a, 'm, W> {
    fn new(
        tiling: &Tiling,
        prepared: &'a Prepared<W>,
        sink: &'a mut dyn Sink,
        split: Option<Split<'a>>,
    ) -> Self {
        let pieces = &tiling.pieces;
        Search {
            table: &prepared.table,
            holes: &prepared.holes,
            left: pieces.iter().map(|k| k.max).collect(),
            spare: pieces.iter().map(|k| k.max - k.min).collect(),
            deficit: pieces.iter().filter(|k| k.min > 0).count() as u32,
            used_up: 0,
            chosen: Vec::with_capacity(prepared.depth),
            listed_fits: None,
            stats: Stats::default(),
            top: Stats::default(),
            cancelled: false,
            sink,
            monitor: None,
            split,
        }
    }

    fn run(mut self) -> (SearchEnd, Stats) {
        let flow = self.start();
        let outcome = match flow {
            Flow::Continue => SearchEnd::Exhausted,
            Flow::Stop if self.cancelled => SearchEnd::Cancelled,
            Flow::Stop => SearchEnd::Stopped,
        };
        (outcome, self.stats)
    }

    /// A split search's run: its work, and the part of it done above the split depth.
    fn run_split(mut self) -> (Stats, Stats) {
        self.start();
        (self.stats, self.top)
    }

    /// Counts a node and the candidates tested at it (in a split search, apart too when
    /// it lies above the split depth).
    fn count(&mut self, nodes: u64, updates: u64) {
        self.stats.nodes += nodes;
        self.stats.updates += updates;
        if (self.split.as_ref()).is_some_and(|s| self.chosen.len() < s.depth) {
            self.top.nodes += nodes;
            self.top.updates += updates;
        }
    }

    /// A probe's walk of the top of the tree: the task points at its split depth.
    fn walk(mut self) -> u64 {
        self.start();
        self.split.map_or(0, |s| s.seen())
    }

    fn start(&mut self) -> Flow {
        if self.table.has_root {
            self.descend_from_root()
        } else {
            self.descend(Mask::default())
        }
    }

    /// Fills the first empty cell with each candidate that fits; in a split search, only
    /// under the task points this thread claimed.
    fn descend(&mut self, occupied: Mask<W>) -> Flow {
        if self
            .split
            .as_ref()
            .is_some_and(|s| self.chosen.len() == s.depth)
        {
            return self.task(|search| search.descend_here(occupied));
        }
        self.descend_here(occupied)
    }

    /// Runs `explore` if this thread claimed the task point it stands on, then says the
    /// task is done and claims the next.
    fn task(&mut self, explore: impl FnOnce(&mut Self) -> Flow) -> Flow {
        let split = self.split.as_mut().expect("only split searches have tasks");
        let Some(task) = split.take() else {
            return Flow::Continue;
        };
        self.sink.task_started(task);
        if explore(self) == Flow::Stop {
            return Flow::Stop;
        }
        let said = self.sink.task_done(task);
        let split = self.split.as_mut().expect("only split searches have tasks");
        match (said, split.finished()) {
            (Flow::Continue, Flow::Continue) => Flow::Continue,
            _ => Flow::Stop,
        }
    }

    fn descend_here(&mut self, occupied: Mask<W>) -> Flow {
        self.count(1, 0);
        if self.stats.nodes.is_multiple_of(MONITOR_INTERVAL) {
            if self.should_cancel() {
                self.cancelled = true;
                return Flow::Stop;
            }
            // Long enough to repay the copy (see `Table::listed_fits`).
            let table = self.table;
            self.listed_fits.get_or_insert_with(|| table.listed_fits());
        }
        let Some(bit) = self.holes.board.and_not(&occupied).lowest() else {
            return self.report();
        };
        let candidates = self.table.at(bit, &occupied);
        // In chunks of 64 (a plain loop: `step_by`'s set-up cost a tenth of the search's
        // instructions on 3×20, where most cells have one chunk).
        let mut chunk = candidates.start;
        while chunk < candidates.end {
            let end = (chunk + 64).min(candidates.end);
            let fitting = self.fitting(&occupied, bit, chunk, end);
            let mut live = self.without_dead_holes(&occupied, bit, chunk, fitting);
            while live != 0 {
                let index = self.table.listed[chunk + live.trailing_zeros() as usize] as usize;
                live &= live - 1;
                if self.place(occupied, index) == Flow::Stop {
                    return Flow::Stop;
                }
            }
            chunk = end;
        }
        Flow::Continue
    }

    /// Which candidates of `from..to` (at most 64, all with first cell `first`) fit, as
    /// bits from `from` up: every test is made before any is acted on, so the loop has no
    /// branch to mispredict.
    fn fitting(&self, occupied: &Mask<W>, first: usize, from: usize, to: usize) -> u64 {
        let used_up = self.used_up;
        let listed = &self.table.listed[from..to];
        let fits = &self.table.fits;
        // Last candidate first, each result shifted in at the bottom.
        let push = |acc: u64, fit: bool| (acc << 1) | u64::from(fit);
        if self.table.narrow {
            let filled = occupied.window(first);
            match self.listed_fits {
                Some(copied) => (copied[from..to].iter().rev())
                    .map(|f| f.fits(filled, used_up))
                    .fold(0, push),
                None => (listed.iter().rev())
                    .map(|&i| fits[i as usize].fits(filled, used_up))
                    .fold(0, push),
            }
        } else {
            let cells = &self.table.cells;
            let tests = listed.iter().rev().map(|&i| {
                let (f, c) = (&fits[i as usize], &cells[i as usize]);
                c.overlap(occupied) | (f.piece_bit & used_up) == 0
            });
            tests.fold(0, push)
        }
    }

    /// `fitting` (bits from candidate `from` up) without the candidates that would leave a
    /// dead hole or whose piece is used up (pieces past the 64th have no bit in `fits`);
    /// `first` is the first empty cell.
    fn without_dead_holes(
        &mut self,
        occupied: &Mask<W>,
        first: usize,
        from: usize,
        fitting: u64,
    ) -> u64 {
        let base = self.holes.base(first);
        let mut tested = 0;
        let filled = occupied.window(base);
        let mut live = fitting;
        let mut rest = fitting;
        while rest != 0 {
            let offset = rest.trailing_zeros();
            rest &= rest - 1;
            let index = self.table.listed[from + offset as usize] as usize;
            let cells = self.table.cells[index].window(base);
            let fit = self.table.fits[index];
            let used_up = fit.piece_bit == 0 && self.left[self.table.pieces[index] as usize] == 0;
            let dead = used_up | self.holes.has_dead_hole(filled | cells, base);
            live &= !(u64::from(dead) << offset);
            tested += 1;
        }
        self.count(0, tested);
        live
    }

    /// Places candidate `index` and searches on.
    fn place(&mut self, occupied: Mask<W>, index: usize) -> Flow {
        let piece = self.table.pieces[index] as usize;
        self.take(piece, index);
        let flow = self.descend(occupied.or(&self.table.cells[index]));
        self.give_back(piece);
        flow
    }

    /// Places the root piece in each of its positions, then fills cell by cell.
    fn descend_from_root(&mut self) -> Flow {
        self.count(1, 0);
        for index in self.table.root as usize..self.table.fits.len() {
            self.count(0, 1);
            let cells = self.table.cells[index];
            let first = self.holes.board.and_not(&cells).lowest().unwrap_or(0);
            let base = self.holes.base(first);
            let dead = self.holes.has_dead_hole(cells.window(base), base);
            let opened = self.table.opens[index - self.table.root as usize];
            self.used_up |= opened;
            let flow = if dead {
                Flow::Continue
            } else {
                self.place(Mask::default(), index)
            };
            self.used_up &= !opened;
            if flow == Flow::Stop {
                return Flow::Stop;
            }
        }
        Flow::Continue
    }

    fn take(&mut self, piece: usize, index: usize) {
        self.left[piece] -= 1;
        if self.left[piece] == self.spare[piece] {
            self.deficit -= 1;
        }
        if self.left[piece] == 0 {
            self.used_up |= piece_bit(piece);
        }
        self.chosen.push(index as u32);
    }

    fn give_back(&mut self, piece: usize) {
        self.used_up &= !piece_bit(piece);
        if self.left[piece] == self.spare[piece] {
            self.deficit += 1;
        }
        self.left[piece] += 1;
        self.chosen.pop();
    }

    /// A tiling found above the split depth is a task point of its own.
    fn report(&mut self) -> Flow {
        if self.deficit > 0 {
            return Flow::Continue;
        }
        if self
            .split
            .as_ref()
            .is_some_and(|s| self.chosen.len() < s.depth)
        {
            return self.task(Self::report_here);
        }
        self.report_here()
    }

    fn report_here(&mut self) -> Flow {
        self.stats.solutions += 1;
        let placements = &self.table.placements;
        let ids: Vec<usize> = self
            .chosen
            .iter()
            .map(|&i| placements[i as usize] as usize)
            .collect();
        self.sink.tiling(&ids)
    }

    fn should_cancel(&mut self) -> bool {
        if let Some(split) = &self.split {
            split.shared().add_nodes(MONITOR_INTERVAL);
            return split.shared().stopped();
        }
        let table = &self.table;
        let levels = self.chosen.iter().map(|&i| table.position(i));
        monitor_says_stop(&mut self.monitor, self.stats, levels)
    }
}

/// Which area sizes some multiset of the pieces (within their maxima) covers exactly.
fn fillable_sizes(tiling: &Tiling) -> FixedBitSet {
    let pieces = tiling.pieces.iter();
    reachable_totals(
        pieces.map(|k| (k.shape.len(), u64::from(k.max))),
        tiling.region.len(),
    )
}
