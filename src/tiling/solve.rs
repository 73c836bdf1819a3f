//! One entry point for tiling searches: pick an engine, apply symmetry breaking when
//! distinct tilings are wanted, stop at a limit, and summarise the work.

use super::to_dlx::{self, General};
use super::{SecondBreak, SymmetryBreak, Tiling, bitboard};
use crate::exact_cover::{Flow, Monitor, SearchEnd, Stats};
use std::time::{Duration, Instant};

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
    let symmetry = symmetry_break(tiling, &request);
    let expand = !request.distinct && symmetry.is_some();
    let allowed: Vec<usize> = (0..tiling.placements().len())
        .filter(|&p| symmetry.as_ref().is_none_or(|s| s.allows(p)))
        .collect();
    let mut solutions = 0u64;
    let mut report = |chosen: &[usize]| {
        solutions += 1;
        let flow = visit(chosen);
        let reached = request.limit.is_some_and(|l| solutions >= l);
        if reached { Flow::Stop } else { flow }
    };
    // The bitboard search places the held piece first, so it can take the second step.
    let second = (symmetry.as_ref())
        .filter(|_| engine == Engine::Bitboard)
        .and_then(|s| s.second_break(tiling, bitboard::free_piece_bits(tiling)));
    let mut filtered = |chosen: &[usize]| match &symmetry {
        Some(s) if !s.accepts(chosen, tiling.placements(), second.is_some()) => Flow::Continue,
        Some(s) if expand => report_orbit(s.orbit(chosen), &mut report),
        _ => report(chosen),
    };
    let placements = Allowed {
        all: &allowed,
        second: second.as_ref(),
    };
    let (end, mut stats) = run_engine(engine, tiling, placements, &mut filtered, monitor);
    stats.solutions = solutions;
    (end, stats)
}

/// Reports each image of a tiling until `report` says stop.
fn report_orbit(
    images: impl IntoIterator<Item = Vec<usize>>,
    report: &mut impl FnMut(&[usize]) -> Flow,
) -> Flow {
    for image in images {
        if report(&image) == Flow::Stop {
            return Flow::Stop;
        }
    }
    Flow::Continue
}

/// The symmetry breaking that serves the request: needed for distinct tilings, used for
/// counting where it speeds the count up.
fn symmetry_break(tiling: &Tiling, request: &Request) -> Option<SymmetryBreak> {
    (request.distinct || !request.direct)
        .then(|| SymmetryBreak::new(tiling))
        .filter(|s| request.distinct || s.speeds_up_counting())
}

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
    visit: &mut dyn FnMut(&[usize]) -> Flow,
    monitor: Option<&mut Monitor<'_>>,
) -> (SearchEnd, Stats) {
    match engine {
        Engine::Bitboard => bitboard::search(tiling, allowed.all, allowed.second, visit, monitor),
        Engine::Masks => to_dlx::search(tiling, allowed.all, General::Masks, visit, monitor),
        Engine::Dlx | Engine::Auto => {
            to_dlx::search(tiling, allowed.all, General::Dlx, visit, monitor)
        }
    }
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
