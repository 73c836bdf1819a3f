//! How a Polyssimo game (or Golomb's game) is set up: its options, kept in the state file.

use super::position::Mode;
use serde::{Deserialize, Serialize};

/// How a game is set up (kept in the state file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default, skip_serializing_if = "is_polyssimo")]
    pub mode: Mode,
    #[serde(default = "two")]
    pub players: usize,
    /// Each player's pieces, in seat order, instead of a draft.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft: Option<Vec<Vec<String>>>,
    /// A position (the text of a position file) to start the placement phase from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// Another board and piece set (the text of a puzzle file) instead of the standard one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set: Option<String>,
}

fn is_polyssimo(mode: &Mode) -> bool {
    *mode == Mode::Polyssimo
}

fn two() -> usize {
    2
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mode: Mode::Polyssimo,
            players: 2,
            draft: None,
            start: None,
            set: None,
        }
    }
}

/// Golomb's pentomino game: two players, one shared pool.
pub fn golomb_options() -> Options {
    Options {
        mode: Mode::Golomb,
        ..Options::default()
    }
}
