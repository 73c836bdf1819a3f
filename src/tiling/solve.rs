//! One entry point for tiling searches: pick an engine, apply symmetry breaking when
//! distinct tilings are wanted, stop at a limit, and summarise the work.

use super::budget::SetupLimits;
use super::collect::{self, Collector, Filter};
use super::split::Shared;
use super::to_dlx::{self, General};
use super::{SecondBreak, SymmetryBreak, Tiling, bitboard};
use crate::exact_cover::{Flow, Monitor, SearchEnd, Stats};
use std::time::{Duration, Instant};

/// What a search calls with each tiling found (placement ids).
pub type Visit<'v> = dyn FnMut(&[usize]) -> Flow + 'v;

/// Which solver runs the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Engine {
    /// The bitboard search when the board fits in it, else the bit-mask solver when the
    /// problem fits in it, else dancing links.
    #[default]
    Auto,
    /// The general exact-cover solver over bit masks.
    Masks,
    /// The general dancing-links solver.
    Dlx,
    /// The polyomino bitboard search (boards with at most 256 bounding-box cells).
    Bitboard,
}

impl Engine {
    /// The lower-case name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Auto => "auto",
            Engine::Masks => "masks",
            Engine::Dlx => "dlx",
            Engine::Bitboard => "bitboard",
        }
    }
}

/// What the search should look for.
#[derive(Clone, Copy, Debug, Default)]
pub struct Request {
    pub engine: Engine,
    /// Count tilings equal under a symmetry of the board once.
    pub distinct: bool,
    /// Stop after this many tilings.
    pub limit: Option<u64>,
    /// Search every tiling directly. Otherwise, when the board is symmetric and one piece
    /// can be held to one placement per orbit, all tilings are generated as the images of
    /// the distinct ones: the same set, found several times faster.
    pub direct: bool,
    /// Search threads (0 or 1: the calling thread alone). The bitboard search splits a
    /// search without a limit over them, giving the tilings in the order of one thread;
    /// the other engines, and a search with a limit, use one.
    pub threads: usize,
    /// Only the number of tilings is wanted: a search on several threads then counts them
    /// without giving them to the visitor.
    pub count_only: bool,
    /// When the set-up (symmetry breaking, the exact-cover matrix) must stop: past it the
    /// search ends `Cancelled` before it starts, as the monitor would have stopped it.
    pub setup: SetupLimits,
}

/// What a search did.
#[derive(Clone, Copy, Debug)]
pub struct Summary {
    /// Tilings reported (after the symmetry filter).
    pub solutions: u64,
    pub end: SearchEnd,
    pub stats: Stats,
    pub engine: Engine,
    pub elapsed: Duration,
}

/// A request `solve` cannot carry out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error(
        "the bitboard engine takes boards of at most {max} bounding-box cells; this one has {cells}"
    )]
    BoardTooLarge { cells: usize, max: usize },
}

/// Searches for tilings, calling `visit` with each one (placement ids). A tiling whose
/// pieces cannot add up to the board's cells (see [`Tiling::check_area`]) has none, found
/// without a search.
pub fn solve(
    tiling: &Tiling,
    request: Request,
    visit: &mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&mut Monitor<'_>>,
) -> Result<Summary, SolveError> {
    let started = Instant::now();
    let engine = resolve_engine(tiling, request.engine)?;
    let (end, stats) = match tiling.check_area() {
        Err(_) => (SearchEnd::Exhausted, Stats::default()),
        Ok(()) => search(tiling, request, engine, visit, monitor),
    };
    Ok(Summary {
        solutions: stats.solutions,
        end,
        stats,
        engine,
        elapsed: started.elapsed(),
    })
}

/// Runs `engine` over the placements the symmetry breaking allows, reporting each tiling
/// (or, when all are wanted, each image of a distinct one) until the limit.
fn search(
    tiling: &Tiling,
    request: Request,
    engine: Engine,
    visit: &mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&mut Monitor<'_>>,
) -> (SearchEnd, Stats) {
    let Ok(symmetry) = symmetry_break(tiling, &request) else {
        return (SearchEnd::Cancelled, Stats::default());
    };
    let expand = !request.distinct && symmetry.is_some();
    // Sized once: grown by doubling, the list took half as much memory again to fill.
    let mut allowed = Vec::with_capacity(tiling.placements().len());
    allowed.extend(
        (0..tiling.placements().len()).filter(|&p| symmetry.as_ref().is_none_or(|s| s.allows(p))),
    );
    // The bitboard search places the held piece first, so it can take the second step.
    let second = (symmetry.as_ref())
        .filter(|_| engine == Engine::Bitboard)
        .and_then(|s| s.second_break(tiling, bitboard::free_piece_bits(tiling)));
    let filter = Filter {
        tiling,
        symmetry: symmetry.as_ref(),
        expand,
        second: second.is_some(),
    };
    let placements = Allowed {
        all: &allowed,
        second: second.as_ref(),
    };
    if engine == Engine::Bitboard && request.threads > 1 && request.limit.is_none() {
        return on_threads(&filter, placements, request, visit, monitor);
    }
    let mut solutions = 0u64;
    let mut report = |chosen: &[usize]| {
        solutions += 1;
        let flow = visit(chosen);
        let reached = request.limit.is_some_and(|l| solutions >= l);
        if reached { Flow::Stop } else { flow }
    };
    let mut filtered = |chosen: &[usize]| filter.apply(chosen, &mut report);
    let on = (
        &mut filtered as &mut dyn FnMut(&[usize]) -> Flow,
        &request.setup,
    );
    let (end, mut stats) = run_engine(engine, tiling, placements, on, monitor);
    stats.solutions = solutions;
    (end, stats)
}

/// The bitboard search split over `request.threads` threads, the tilings given to `visit`
/// in the order of one thread.
fn on_threads(
    filter: &Filter<'_>,
    allowed: Allowed<'_>,
    request: Request,
    visit: &mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&mut Monitor<'_>>,
) -> (SearchEnd, Stats) {
    let keep = !request.count_only;
    let shared = Shared::default();
    let (sinks, receiver) = collect::workers((filter, &shared), request.threads, keep);
    let mut collector = Collector::new(visit, monitor, keep);
    let placements = (allowed.all, allowed.second);
    let mut stats =
        bitboard::search_threads(filter.tiling, placements, sinks, &shared, &mut |tasks| {
            collector.collect(&receiver, &shared, tasks)
        });
    let (end, solutions) = collector.finish();
    stats.solutions = solutions;
    (end, stats)
}

/// The symmetry breaking that serves the request: needed for distinct tilings, used for
/// counting where it speeds the count up (the board has a symmetry and a piece used once
/// can be held, which is known before the images of the placements are worked out);
/// `Err` when the set-up's time ran out.
fn symmetry_break(tiling: &Tiling, request: &Request) -> Result<Option<SymmetryBreak>, Late> {
    let held = tiling.pieces.iter().any(|k| k.min == 1 && k.max == 1);
    let may_speed_up = !request.direct && held && tiling.symmetries().len() > 1;
    if !request.distinct && !may_speed_up {
        return Ok(None);
    }
    let symmetry = SymmetryBreak::new_within(tiling, &request.setup).ok_or(Late)?;
    Ok(Some(symmetry).filter(|s| request.distinct || s.speeds_up_counting()))
}

/// The set-up's time ran out.
struct Late;

/// The placements the symmetry breaking leaves the search, and the second step it takes on
/// the bitboard.
struct Allowed<'a> {
    all: &'a [usize],
    second: Option<&'a SecondBreak>,
}

/// Runs the chosen engine over the allowed placements.
fn run_engine(
    engine: Engine,
    tiling: &Tiling,
    allowed: Allowed<'_>,
    (visit, setup): (&mut Visit<'_>, &SetupLimits),
    monitor: Option<&mut Monitor<'_>>,
) -> (SearchEnd, Stats) {
    let solver = match engine {
        Engine::Bitboard => {
            return bitboard::search(tiling, allowed.all, allowed.second, visit, monitor);
        }
        Engine::Masks => General::Masks,
        Engine::Dlx | Engine::Auto => General::Dlx,
    };
    to_dlx::search(tiling, allowed.all, solver, (visit, setup), monitor)
}

fn resolve_engine(tiling: &Tiling, engine: Engine) -> Result<Engine, SolveError> {
    let fits = bitboard::supports(tiling);
    match engine {
        Engine::Auto if fits => Ok(Engine::Bitboard),
        Engine::Auto if to_dlx::masks_fit(tiling) => Ok(Engine::Masks),
        Engine::Auto => Ok(Engine::Dlx),
        Engine::Bitboard if !fits => Err(SolveError::BoardTooLarge {
            cells: (tiling.region.height() * tiling.region.width()) as usize,
            max: bitboard::MAX_CELLS,
        }),
        other => Ok(other),
    }
}
