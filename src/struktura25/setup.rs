//! How a game of Структура 25 is set up: its options (kept in the state file), the options
//! a user may set, its bots, and its position files.

use super::bots;
use super::game::Struktura25;
use super::illegal::SetupError;
use super::position;
use super::state::State;
use crate::engine::{Bot, BoxError, OptionKind, OptionSpec, Playable};
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
}

fn two() -> usize {
    2
}

impl Default for Options {
    fn default() -> Options {
        Options {
            players: 2,
            start: None,
        }
    }
}

impl Playable for Struktura25 {
    type Options = Options;
    type SetupError = SetupError;

    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        name: "players",
        value_name: "N",
        help: "Number of players, 2 to 4 [default: 2]",
        kind: OptionKind::Number,
    }];
    const BOTS: &'static [&'static str] = bots::BOT_NAMES;

    fn from_options(options: &Options, _seed: u64) -> Result<Struktura25, SetupError> {
        Struktura25::new(options)
    }

    fn options(&self) -> &Options {
        self.options()
    }

    fn bot(name: &str) -> Option<Box<dyn Bot<Struktura25>>> {
        bots::bot(name)
    }

    fn import(text: &str, file: &str) -> Option<Result<Options, BoxError>> {
        Some(match position::parse(text, file) {
            Ok(state) => Ok(Options {
                players: state.players(),
                start: Some(text.to_string()),
            }),
            Err(e) => Err(e.into()),
        })
    }

    fn export(&self, state: &State) -> Option<Result<String, BoxError>> {
        Some(if position::at_turn_start(state) {
            Ok(position::to_text(state))
        } else {
            Err(SetupError::MidTurn.into())
        })
    }
}
