//! The interface both exact-cover solvers offer, with the conveniences written once.

use super::control::{Flow, Monitor, SearchEnd, Stats};
use super::problem::OptionId;

/// An exact-cover solver built for one problem.
pub trait Solver {
    /// Runs the search, calling `visit` with each solution (option ids in the order they
    /// were chosen) and `monitor`, if any, every few thousand nodes. The solver's state is
    /// restored when it returns, so it can search again.
    fn search(
        &mut self,
        visit: &mut dyn FnMut(&[OptionId]) -> Flow,
        monitor: Option<&mut Monitor<'_>>,
    ) -> SearchEnd;

    /// Statistics of the searches run so far.
    fn stats(&self) -> Stats;

    /// The first solution found, if any.
    fn first(&mut self) -> Option<Vec<OptionId>> {
        self.enumerate(Some(1)).pop()
    }

    /// The number of solutions, stopping at `limit` if one is given.
    fn count(&mut self, limit: Option<u64>) -> u64 {
        let mut n = 0;
        self.search(&mut |_| stop_at(&mut n, limit), None);
        n
    }

    /// Up to `limit` solutions (all if `None`).
    fn enumerate(&mut self, limit: Option<u64>) -> Vec<Vec<OptionId>> {
        let mut found = Vec::new();
        let mut n = 0;
        self.search(
            &mut |s| {
                found.push(s.to_vec());
                stop_at(&mut n, limit)
            },
            None,
        );
        found
    }
}

fn stop_at(n: &mut u64, limit: Option<u64>) -> Flow {
    *n += 1;
    if limit.is_some_and(|l| *n >= l) {
        Flow::Stop
    } else {
        Flow::Continue
    }
}
