//! A game's hint with its types hidden: the moves in notation (each written in the
//! position it is played from) and the figures as JSON values, for `play hint` and the
//! interactive play.

use crate::engine::{Figure, Game, Hint};
use serde::Serialize;
use serde_json::{Map, Value};

/// Between the moves of a hint of several (`upgrade O1 I2, then take W07`); `play vs`
/// reads a line written so as those moves in turn.
pub const HINT_JOINER: &str = ", then ";

/// A hint for the player to move.
#[derive(Clone, Debug, Serialize)]
pub struct HintReport {
    /// The player advised, from 1.
    pub player: usize,
    /// The moves advised, in notation, in the order to play them.
    pub moves: Vec<String>,
    /// The analysis that chose them.
    pub method: String,
    /// Its figures by name.
    pub figures: Map<String, Value>,
    /// The reasons in words.
    pub reasons: Vec<String>,
    /// Whether Ctrl-C cut the thinking short (the advice is the best found by then).
    pub cut_short: bool,
}

impl HintReport {
    /// The report of `hint` for `player` (from 0), its moves written from `state` on.
    pub fn new<G: Game>(game: &G, state: &G::State, player: usize, hint: Hint<G::Move>) -> Self {
        let mut now = state.clone();
        let mut moves = Vec::new();
        for mv in &hint.moves {
            moves.push(game.format_move(&now, mv));
            match game.play(&now, mv) {
                Ok(next) => now = next,
                Err(_) => break,
            }
        }
        let figures = (hint.figures.into_iter())
            .map(|(name, figure)| (name.to_string(), json(name, figure)))
            .collect();
        HintReport {
            player: player + 1,
            moves,
            method: hint.method,
            figures,
            reasons: hint.reasons,
            cut_short: false,
        }
    }

    /// The hint in lines of text.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = vec![format!("hint: {}", self.moves.join(HINT_JOINER))];
        lines.push(format!("  from {}", self.method));
        lines.extend(self.reasons.iter().map(|r| format!("  {r}")));
        if self.cut_short {
            lines.push("  cut short by Ctrl-C: the best found by then".into());
        }
        lines
    }
}

/// A figure as JSON: fractions to 4 places, seconds to the millisecond (docs/json.md).
fn json(name: &str, figure: Figure) -> Value {
    let places = if name == "seconds" { 1_000.0 } else { 10_000.0 };
    match figure {
        Figure::Whole(n) => Value::from(n),
        Figure::Real(x) => Value::from((x * places).round() / places),
        Figure::Yes(b) => Value::from(b),
        Figure::Text(t) => Value::from(t),
    }
}
