//! Opt-in timing of the arena's bots: with the environment variable [`TURN_TIMES`] set, each
//! bot's decisions are timed by the processor time of the thread that made them (read from
//! Linux's `/proc/thread-self/schedstat`, updated at the scheduler's ticks, so a busy
//! machine does not lengthen them), summed
//! by turn (the moves of one player that `Game::turn_continues` keeps in one turn), and the
//! arena reports each bot's turns: their number, mean, median, 90th and 99th percentiles and
//! longest. Where the system does not give the time, nothing is reported.

use serde::Serialize;
use std::time::Duration;

/// Set (to anything), the environment variable that makes `play arena` time the bots' turns.
pub const TURN_TIMES: &str = "TESSERA_TURN_TIMES";

/// Whether the bots' turns are to be timed.
pub fn wanted() -> bool {
    std::env::var_os(TURN_TIMES).is_some()
}

/// The processor time this thread has run, when the system gives it.
pub fn thread_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// One bot's turns, in seconds of processor time.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnSummary {
    pub turns: usize,
    pub mean: f64,
    pub median: f64,
    pub p90: f64,
    pub p99: f64,
    pub longest: f64,
}

impl TurnSummary {
    /// The summary of `turns` (seconds each); `None` when there are none.
    pub fn of(turns: &[f64]) -> Option<TurnSummary> {
        let mut sorted = turns.to_vec();
        sorted.sort_by(f64::total_cmp);
        let longest = *sorted.last()?;
        Some(TurnSummary {
            turns: sorted.len(),
            mean: sorted.iter().sum::<f64>() / sorted.len() as f64,
            median: nearest_rank(&sorted, 0.5),
            p90: nearest_rank(&sorted, 0.9),
            p99: nearest_rank(&sorted, 0.99),
            longest,
        })
    }
}

/// The `q`-quantile of `sorted` (not empty) by nearest rank: the smallest value with at
/// least a share `q` of the values at or below it.
fn nearest_rank(sorted: &[f64], q: f64) -> f64 {
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// The turns timed so far, per bot, and the turn under way.
#[derive(Debug, Default)]
pub struct TurnClock {
    turns: Vec<Vec<f64>>,
    open: Option<(usize, f64)>,
}

impl TurnClock {
    /// A clock for `bots` bots.
    pub fn new(bots: usize) -> TurnClock {
        TurnClock {
            turns: vec![Vec::new(); bots],
            open: None,
        }
    }

    /// Adds a decision of `bot` taking `seconds` to its turn under way; `ends` when the
    /// move ended the turn.
    pub fn add(&mut self, bot: usize, seconds: f64, ends: bool) {
        let so_far = match self.open.take() {
            Some((b, s)) if b == bot => s,
            other => {
                self.close(other);
                0.0
            }
        };
        self.open = Some((bot, so_far + seconds));
        if ends {
            let turn = self.open.take();
            self.close(turn);
        }
    }

    fn close(&mut self, turn: Option<(usize, f64)>) {
        if let Some((bot, seconds)) = turn {
            self.turns[bot].push(seconds);
        }
    }

    /// Each bot's summary, the turn under way closed.
    pub fn summaries(mut self) -> Vec<Option<TurnSummary>> {
        let open = self.open.take();
        self.close(open);
        self.turns.iter().map(|t| TurnSummary::of(t)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        let turns: Vec<f64> = (1..=200).map(f64::from).collect();
        let s = TurnSummary::of(&turns).unwrap();
        assert_eq!((s.turns, s.mean, s.median), (200, 100.5, 100.0));
        assert_eq!((s.p90, s.p99, s.longest), (180.0, 198.0, 200.0));
        assert_eq!(TurnSummary::of(&[]), None);
    }

    #[test]
    fn decisions_are_summed_by_turn_and_bot() {
        let mut clock = TurnClock::new(2);
        clock.add(0, 1.0, false);
        clock.add(0, 2.0, true);
        clock.add(1, 5.0, false);
        // Another bot's decision closes the turn under way.
        clock.add(0, 4.0, false);
        let s = clock.summaries();
        assert_eq!(s[0].as_ref().map(|s| (s.turns, s.longest)), Some((2, 4.0)));
        assert_eq!(s[1].as_ref().map(|s| (s.turns, s.longest)), Some((1, 5.0)));
    }

    #[test]
    fn the_thread_time_grows() {
        let Some(before) = thread_time() else {
            return; // not Linux: nothing to time
        };
        // The system updates the figure at its clock ticks: work until it has moved.
        let started = std::time::Instant::now();
        let mut x = 0u64;
        while thread_time().unwrap() <= before {
            for i in 0..100_000u64 {
                x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
            }
            assert!(started.elapsed().as_secs() < 10, "no time counted ({x})");
        }
    }
}
