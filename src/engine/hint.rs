//! Advice for the player to move: the strongest analysis a game has, as moves to play and
//! the figures behind them. Each game gives its own through
//! [`Players::hint`](super::Players::hint); a game that gives none is advised by its default bot.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// What a hint advises: the moves (one decision, or the rest of a turn of several
/// actions), the analysis that chose them, and its figures and reasons.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    /// The moves advised, in the order to play them (never empty while a player is to
    /// move).
    pub moves: Vec<M>,
    /// The analysis that chose them (`solver`, `analyze`, `search bot`, …).
    pub method: String,
    /// The figures behind the advice, by name (`value`, `exact`, `depth`, …).
    pub figures: Vec<(&'static str, Figure)>,
    /// The reasons in words, one line each (the plan behind a turn, say).
    pub reasons: Vec<String>,
}

/// One figure of a hint.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    Whole(i64),
    Real(f64),
    Yes(bool),
    Text(String),
}

impl std::fmt::Display for Figure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Figure::Whole(n) => write!(f, "{n}"),
            Figure::Real(x) => write!(f, "{x:.3}"),
            Figure::Yes(true) => write!(f, "yes"),
            Figure::Yes(false) => write!(f, "no"),
            Figure::Text(t) => write!(f, "{t}"),
        }
    }
}

/// How long a hint may think: games with an anytime search stop there and give the best
/// found so far; the others ignore it. A flag (Ctrl-C, set by the command line) may cut
/// the thinking short the same way.
#[derive(Clone, Copy, Debug)]
pub struct HintTime {
    /// The most the hint may take.
    pub limit: Duration,
    /// Once set, the hint stops as at the end of its time.
    pub stop: Option<&'static AtomicBool>,
}

impl HintTime {
    /// `limit`, with nothing to cut it short.
    pub fn new(limit: Duration) -> HintTime {
        HintTime { limit, stop: None }
    }

    /// The same time, cut short once `flag` is set.
    pub fn stopped_by(self, flag: &'static AtomicBool) -> HintTime {
        HintTime {
            stop: Some(flag),
            ..self
        }
    }

    /// Whether the flag has cut the thinking short.
    pub fn cut_short(&self) -> bool {
        self.stop.is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Whether a search with `deadline` is to stop now: the deadline is past, or the
    /// thinking was cut short.
    pub fn over(&self, deadline: Instant) -> bool {
        self.cut_short() || Instant::now() >= deadline
    }

    /// Why a search stopped before it was done: `the time ran out`, or `Ctrl-C stopped the
    /// search` when it was cut short.
    pub fn why_stopped(&self) -> &'static str {
        match self.cut_short() {
            true => "Ctrl-C stopped the search",
            false => "the time ran out",
        }
    }

    /// How the time ended, for a hint that stopped with no proof: `within 3.0 s`, or
    /// `before Ctrl-C` when it was cut short.
    pub fn ending(&self) -> String {
        match self.cut_short() {
            true => "before Ctrl-C".into(),
            false => format!("within {:.1} s", self.limit.as_secs_f64()),
        }
    }
}

impl Default for HintTime {
    fn default() -> HintTime {
        HintTime::new(Duration::from_secs(3))
    }
}

impl<M> Hint<M> {
    /// A hint of `moves` chosen by `method`, with no figures yet.
    pub fn new(moves: Vec<M>, method: impl Into<String>) -> Hint<M> {
        Hint {
            moves,
            method: method.into(),
            figures: Vec::new(),
            reasons: Vec::new(),
        }
    }

    /// The hint with one more reason.
    pub fn reason(mut self, line: impl Into<String>) -> Hint<M> {
        self.reasons.push(line.into());
        self
    }

    /// The hint with one more figure.
    pub fn with(mut self, name: &'static str, figure: Figure) -> Hint<M> {
        self.figures.push((name, figure));
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static SET: AtomicBool = AtomicBool::new(true);
    static CLEAR: AtomicBool = AtomicBool::new(false);

    #[test]
    fn a_flag_set_ends_the_time_at_once_and_says_so() {
        let later = Instant::now() + Duration::from_secs(3_600);
        let hour = HintTime::new(Duration::from_secs(3_600));
        assert!(!hour.over(later));
        assert_eq!(hour.ending(), "within 3600.0 s");
        let waiting = hour.stopped_by(&CLEAR);
        assert!(!waiting.over(later) && !waiting.cut_short());
        let cut = hour.stopped_by(&SET);
        assert!(cut.over(later) && cut.cut_short());
        assert_eq!(cut.ending(), "before Ctrl-C");
        assert_eq!(hour.why_stopped(), "the time ran out");
        assert_eq!(cut.why_stopped(), "Ctrl-C stopped the search");
        assert!(
            hour.over(Instant::now()),
            "the deadline passed, flag or not"
        );
    }
}
