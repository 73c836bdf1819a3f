//! Advice for the player to move: the strongest analysis a game has, as moves to play and
//! the figures behind them. Each game gives its own through
//! [`Players::hint`](super::Players::hint); a game that gives none is advised by its default bot.

use std::time::Duration;

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
/// found so far; the others ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintTime(pub Duration);

impl Default for HintTime {
    fn default() -> HintTime {
        HintTime(Duration::from_secs(3))
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
