//! Exact cover: a problem description with primary, secondary and counted items, and two
//! solvers behind one [`Solver`] interface — dancing links, and Algorithm X over bit masks
//! (first solution, counting, enumeration with a limit, a monitor for progress and
//! cancellation, statistics). [`best_solver`] picks the faster one that fits.

mod control;
mod dlx;
mod masks;
mod problem;
mod solver;
#[cfg(test)]
mod solver_tests;
mod uses;

pub use control::{
    Flow, MONITOR_INTERVAL, Monitor, Progress, SearchEnd, Stats, estimate_fraction,
    monitor_says_stop,
};
pub use dlx::Dlx;
pub use masks::Masks;
pub use problem::{ItemId, ItemKind, OptionId, Problem, ProblemError};
pub use solver::Solver;

/// The faster solver that suits the problem: bit masks when they fit, else dancing links.
pub fn best_solver(problem: &Problem) -> Box<dyn Solver> {
    if Masks::fits(problem) {
        Box::new(Masks::new(problem))
    } else {
        Box::new(Dlx::new(problem))
    }
}
