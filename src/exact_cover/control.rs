//! What a search reports to its caller and how the caller steers it: statistics, a
//! progress estimate, and the continue/stop answer of visitors and monitors.

/// A visitor's or monitor's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Stop,
}

/// Work done by a search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes of the search tree entered.
    pub nodes: u64,
    /// Elementary updates: links removed (dancing links) or candidate placements tested
    /// (bitboard search).
    pub updates: u64,
    /// Solutions reported to the visitor.
    pub solutions: u64,
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchEnd {
    /// The whole tree was explored.
    Exhausted,
    /// The visitor asked to stop (for example after a solution limit).
    Stopped,
    /// The monitor asked to stop (cancellation).
    Cancelled,
}

/// A snapshot handed to a monitor every few thousand nodes.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub stats: Stats,
    /// Estimated fraction of the search tree already explored, in `0.0..=1.0`
    /// (from the positions of the current choices at the top levels).
    pub fraction: f64,
}

/// Called during a search; answering [`Flow::Stop`] cancels it.
pub type Monitor<'a> = dyn FnMut(&Progress) -> Flow + 'a;

/// How many nodes pass between two calls of the monitor.
pub const MONITOR_INTERVAL: u64 = 1 << 14;

/// For a solver whose every node scans its items: about how many item visits pass between
/// two calls of the monitor (some milliseconds' work), so a huge problem still stops soon
/// after its monitor asks.
pub const MONITOR_WORK: u64 = 1 << 24;

/// Asks the monitor, if any, whether to stop, showing it the statistics and the
/// `(position, choices)` of each level from the top.
pub fn monitor_says_stop(
    monitor: &mut Option<&mut Monitor<'_>>,
    stats: Stats,
    levels: impl Iterator<Item = (u32, u32)>,
) -> bool {
    let Some(monitor) = monitor.as_mut() else {
        return false;
    };
    let progress = Progress {
        stats,
        fraction: estimate_fraction(levels),
    };
    monitor(&progress) == Flow::Stop
}

/// Estimates the explored fraction from `(position, choices)` at each level from the top:
/// the tree below a level is split evenly between that level's choices.
pub fn estimate_fraction(levels: impl Iterator<Item = (u32, u32)>) -> f64 {
    let mut fraction = 0.0;
    let mut weight = 1.0;
    for (position, choices) in levels.take(12) {
        if choices == 0 {
            break;
        }
        weight /= f64::from(choices);
        fraction += weight * f64::from(position);
    }
    fraction.clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fraction_weights_levels() {
        assert_eq!(estimate_fraction([(0, 2)].into_iter()), 0.0);
        assert_eq!(estimate_fraction([(1, 2), (1, 2)].into_iter()), 0.75);
    }
}
