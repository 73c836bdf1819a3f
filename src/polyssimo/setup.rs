//! Polyssimo (and Golomb's game) as a game the play layer can start: the options a user
//! may set, its bots, and its position files (a game can start from one and be written as
//! one).

use super::advice::Allowance;
use super::bots;
use super::game::{GameState, Move, Polyssimo};
use super::illegal::SetupError;
use super::options::Options;
use super::position::Position;
use crate::engine::{Bot, BoxError, Budget, OptionKind, OptionSpec, Playable};
use std::path::Path;

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
    ) -> crate::engine::Hint<Move> {
        super::hint::hint(self, state, time, rng)
    }

    /// `search` takes a node count (its endgame solver's nodes) or a time.
    fn bot_within(name: &str, budget: Budget) -> Option<Box<dyn Bot<Polyssimo>>> {
        let allowance = match budget {
            Budget::Default => Allowance::Nodes(bots::SEARCH_NODES),
            Budget::Nodes(n) => Allowance::Nodes(n),
            Budget::Millis(ms) => Allowance::Time(std::time::Duration::from_millis(ms)),
        };
        match name {
            "search" => Some(Box::new(bots::SearchBot { budget: allowance })),
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
