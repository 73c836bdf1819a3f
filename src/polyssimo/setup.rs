//! Polyssimo (and Golomb's game) as a game the play layer can start: the options a user
//! may set and its position files (a game can start from one and be written as
//! one).

use super::PieceSet;
use super::game::{GameState, Polyssimo};
use super::illegal::SetupError;
use super::options::Options;
use super::position::Position;
use crate::engine::{BoxError, OptionKind, OptionSpec, Playable};

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
            kind: OptionKind::TextFile(|text| {
                (PieceSet::parse(text, "the piece set").map(drop)).map_err(|e| e.to_string())
            }),
        },
    ];

    fn from_options(options: &Options, _seed: u64) -> Result<Polyssimo, SetupError> {
        Polyssimo::new(options)
    }

    fn options(&self) -> &Options {
        self.options()
    }

    /// The position's text is kept, and so is the text of the set it names (relative to
    /// the position file's folder), so the game loads the same from any folder and does
    /// not change when the set file does.
    fn import(text: &str, file: &str) -> Option<Result<Options, BoxError>> {
        Some(match Position::parse_keeping_set(text, file) {
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

    const EXPORT_FORMAT: Option<&'static str> = Some("polyssimo-positions");

    fn export(&self, state: &GameState) -> Option<Result<String, BoxError>> {
        Some(match self.position(state) {
            Ok(position) => Ok(position.to_text()),
            Err(e) => Err(e.into()),
        })
    }
}
