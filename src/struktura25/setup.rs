//! Структура 25 as a game the play layer can start: the options a user may set and
//! its position files.

use super::game::Struktura25;
use super::illegal::SetupError;
use super::options::Options;
use super::position;
use super::readings::{Correction, Line2, Stalemate};
use super::state::{State, TARGET};
use crate::engine::{BoxError, OptionKind, OptionSpec, Playable};

impl Playable for Struktura25 {
    type Options = Options;
    type SetupError = SetupError;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec::PLAYERS_2_TO_4,
        OptionSpec {
            name: "stalemate",
            value_name: "WHO",
            help: "When nobody can move or at the 60-turn cap without a 25: highest (the \
                   default: the highest score wins) or draw (nobody wins)",
            kind: OptionKind::Choice(Stalemate::NAMES),
        },
        OptionSpec {
            name: "correction",
            value_name: "WHEN",
            help: "cap (the default: 25 or more becomes 24 after every collapse, cancelled or \
                   not) or no-cap (a token cancels the collapse and the correction: an \
                   overload to exactly 25 with a token wins)",
            kind: OptionKind::Choice(Correction::NAMES),
        },
        OptionSpec {
            name: "line2",
            value_name: "HOW",
            help: "per-player (the default: the line of 2 once per game for each player) or \
                   once (once in the whole game)",
            kind: OptionKind::Choice(Line2::NAMES),
        },
    ];

    fn from_options(options: &Options, _seed: u64) -> Result<Struktura25, SetupError> {
        Struktura25::new(options)
    }

    fn options(&self) -> &Options {
        self.options()
    }

    fn import(text: &str, file: &str) -> Option<Result<Options, BoxError>> {
        Some(match position::parse(text, file) {
            Ok(state) => Ok(Options {
                players: state.players(),
                start: Some(text.to_string()),
                ..Options::default()
            }),
            Err(e) => Err(e.into()),
        })
    }

    /// A position records the chips, scores and tokens, not the readings of the rules.
    const IMPORT_OPTIONS: &'static [&'static str] = &["stalemate", "correction", "line2"];

    const EXPORT_FORMAT: Option<&'static str> = Some("структура-25-positions");

    fn export(&self, state: &State) -> Option<Result<String, BoxError>> {
        Some(if !position::at_turn_start(state) {
            Err(SetupError::MidTurn.into())
        } else if state.active().iter().any(|s| s.score > TARGET) {
            Err(SetupError::AboveTarget.into())
        } else {
            Ok(position::to_text(state))
        })
    }
}
