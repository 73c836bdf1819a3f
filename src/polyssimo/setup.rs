//! How a Polyssimo game (or Golomb's game) is set up: its options, kept in the state file,
//! the options a user may set, its bots, and its position files (a game can start from
//! one and be written as one).

use super::bots;
use super::game::{GameState, PolyMove, Polyssimo};
use super::illegal::SetupError;
use super::position::{Mode, Position};
use crate::engine::{Bot, BoxError, Budget, OptionKind, OptionSpec, Playable};
use serde::{Deserialize, Serialize};
use std::path::Path;

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

impl Playable for Polyssimo {
    type Options = Options;
    type SetupError = SetupError;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec::PLAYERS_2_TO_4,
        OptionSpec {
            name: "draft",
            value_name: "FILE",
            help: "A draft file (a list of piece lists, one per player in seat order) \
                   instead of drafting: for handicap games",
            kind: OptionKind::YamlFile,
        },
        OptionSpec {
            name: "set",
            value_name: "FILE",
            help: "Another board and piece set: a puzzle file, kept in the state file",
            kind: OptionKind::TextFile,
        },
    ];
    const BOTS: &'static [&'static str] = bots::BOT_NAMES;

    fn from_options(options: &Options, _seed: u64) -> Result<Polyssimo, SetupError> {
        Polyssimo::new(options)
    }

    fn options(&self) -> &Options {
        self.options()
    }

    fn bot(name: &str) -> Option<Box<dyn Bot<Polyssimo>>> {
        bots::bot(name)
    }

    fn hint(
        &self,
        state: &GameState,
        time: crate::engine::HintTime,
        rng: &mut crate::random::Rng,
    ) -> crate::engine::Hint<PolyMove> {
        super::hint::hint(self, state, time, rng)
    }

    /// `search` solves for the time given (its solver has no node count).
    fn bot_within(name: &str, budget: Budget) -> Option<Box<dyn Bot<Polyssimo>>> {
        match (name, budget) {
            ("search", Budget::Millis(ms)) => Some(Box::new(bots::SearchBot {
                budget: std::time::Duration::from_millis(ms),
            })),
            _ => bots::bot(name),
        }
    }

    /// The position's text is kept, and so is the text of the set it names (relative to
    /// the position file's folder), so the game loads the same from any folder and does
    /// not change when the set file does.
    fn import(text: &str, file: &str) -> Option<Result<Options, BoxError>> {
        let dir = Path::new(file).parent().unwrap_or(Path::new(""));
        Some(match Position::parse_keeping_set(text, file, dir) {
            Ok((position, set)) => Ok(Options {
                mode: position.mode,
                players: position.players.len(),
                start: Some(text.to_string()),
                set,
                ..Options::default()
            }),
            Err(e) => Err(e.into()),
        })
    }

    fn export(&self, state: &GameState) -> Option<Result<String, BoxError>> {
        Some(match self.position(state) {
            Ok(position) => Ok(position.to_text()),
            Err(e) => Err(e.into()),
        })
    }
}

/// Golomb's pentomino game: two players, one shared pool.
pub fn golomb_options() -> Options {
    Options {
        mode: Mode::Golomb,
        ..Options::default()
    }
}
