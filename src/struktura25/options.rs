//! How a game of Структура 25 is set up: its options, kept in the state file, and the
//! readings of the rules they choose.

use super::readings::{Correction, Line2, Readings, Stalemate};
use serde::{Deserialize, Serialize};

/// How a game is set up (kept in the state file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default = "two")]
    pub players: usize,
    /// A position (the text of a position file) to start from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// Who wins when nobody reaches exactly 25 (unset: the highest score).
    #[serde(default, skip_serializing_if = "unset_or_default")]
    pub stalemate: Option<Stalemate>,
    /// Whether a cancelled collapse corrects the score (unset: `cap`, it does).
    #[serde(default, skip_serializing_if = "unset_or_default")]
    pub correction: Option<Correction>,
    /// How often the line of 2 may be activated (unset: once per player).
    #[serde(default, skip_serializing_if = "unset_or_default")]
    pub line2: Option<Line2>,
}

impl Options {
    /// The readings these options choose.
    pub fn readings(&self) -> Readings {
        Readings {
            stalemate: self.stalemate.unwrap_or_default(),
            correction: self.correction.unwrap_or_default(),
            line2: self.line2.unwrap_or_default(),
        }
    }
}

/// Whether a reading is left unset or set to the rules' default: either way the state file
/// need not keep it (nor `play export` name it as a reading the position leaves out).
fn unset_or_default<T: Default + PartialEq>(reading: &Option<T>) -> bool {
    reading.as_ref().is_none_or(|r| *r == T::default())
}

fn two() -> usize {
    2
}

impl Default for Options {
    fn default() -> Options {
        Options {
            players: 2,
            start: None,
            stalemate: None,
            correction: None,
            line2: None,
        }
    }
}
