//! A tiling as an exact-cover problem: one primary item per cell, one item per piece kind
//! (primary when used exactly once, secondary when at most once, counted otherwise), and
//! one option per placement.

use super::Tiling;
use super::budget::SetupLimits;
use super::solve::Visit;
use crate::exact_cover::{Dlx, Masks, Monitor, Problem, SearchEnd, Solver, Stats};

/// The exact-cover problem for the placements listed in `allowed`; option `i` is placement
/// `allowed[i]`. `None` when `limits` say the time ran out while it was built.
pub fn problem(tiling: &Tiling, allowed: &[usize], limits: &SetupLimits) -> Option<Problem> {
    let mut problem = Problem::new();
    let cells: Vec<usize> = (0..tiling.region.len())
        .map(|_| problem.add_primary())
        .collect();
    let pieces: Vec<usize> = tiling
        .pieces
        .iter()
        .map(|k| {
            problem
                .add_counted(k.min, k.max)
                .expect("bounds were validated")
        })
        .collect();
    let mut items = Vec::new();
    for (step, &id) in allowed.iter().enumerate() {
        if limits.late_at(step) {
            return None;
        }
        let placement = &tiling.placements()[id];
        items.clear();
        items.extend(placement.cells.iter().map(|&c| cells[c]));
        items.push(pieces[placement.piece]);
        problem
            .add_option(&items)
            .expect("a placement covers cells");
    }
    Some(problem)
}

/// Which general solver runs a tiling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum General {
    Masks,
    Dlx,
}

/// Whether the bit-mask solver can take this tiling: its problem has an item per cell and
/// per piece kind, an option per placement.
pub fn masks_fit(tiling: &Tiling) -> bool {
    let items = tiling.region.len() + tiling.pieces.len();
    Masks::fits_size(items, tiling.placements().len())
}

/// Solves with a general exact-cover solver, reporting placement ids.
pub fn search(
    tiling: &Tiling,
    allowed: &[usize],
    solver: General,
    (visit, limits): (&mut Visit<'_>, &SetupLimits),
    monitor: Option<&mut Monitor<'_>>,
) -> (SearchEnd, Stats) {
    let Some(problem) = problem(tiling, allowed, limits) else {
        return (SearchEnd::Cancelled, Stats::default());
    };
    if limits.late() {
        return (SearchEnd::Cancelled, Stats::default());
    }
    let mut solver: Box<dyn Solver> = match solver {
        General::Masks => Box::new(Masks::new(&problem)),
        General::Dlx => Box::new(Dlx::new(&problem)),
    };
    let mut ids = Vec::with_capacity(tiling.region.len());
    let outcome = solver.search(
        &mut |options| {
            ids.clear();
            ids.extend(options.iter().map(|&o| allowed[o]));
            visit(&ids)
        },
        monitor,
    );
    (outcome, solver.stats())
}
