//! Exact cover: a problem description with primary, secondary and counted items, and a
//! dancing-links solver (first solution, counting, enumeration with a limit, a monitor
//! for progress and cancellation, statistics).

mod control;
mod dlx;
mod problem;

pub use control::{Flow, MONITOR_INTERVAL, Monitor, Outcome, Progress, Stats, estimate_fraction};
pub use dlx::Dlx;
pub use problem::{ItemId, ItemKind, OptionId, Problem, ProblemError};
