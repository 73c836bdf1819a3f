//! What a game says about how it is set up, beyond its rules: its options (one serde type,
//! the only source for new games, the protocol, the arena and state files), the options a
//! user may set and how to read them, and its position files if it has them. `play`
//! builds everything else from this and the game's [`Players`](super::Players).

use super::Game;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// An error of a game's own type, carried through the game-independent layers; callers
/// that care can downcast it to the game's type and match its variants.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// How the value of a user-settable option is written on the command line or in the
/// protocol.
#[derive(Clone, Copy, Debug)]
pub enum OptionKind {
    /// A whole number.
    Number,
    /// One of the listed words.
    Choice(&'static [&'static str]),
    /// Free text that the game reads itself when it is set up (and refuses with its own
    /// setup error).
    Text,
    /// A file whose YAML content is the value.
    YamlFile,
    /// A file whose text is the value (kept in the state file, so the game does not depend
    /// on the file afterwards), checked with the game's function when it is read, so that
    /// its errors name the file.
    TextFile(TextCheck),
    /// A repeatable file option: each use adds `{file, text}` (the name as given and the
    /// text) to a list, kept in the state file like [`OptionKind::TextFile`].
    TextFiles,
}

/// A game's check of a [`OptionKind::TextFile`] option's text: what is wrong with it.
pub type TextCheck = fn(&str) -> Result<(), String>;

/// One option a user may set: `--NAME VALUE` on the command line, `NAME=VALUE` in the
/// protocol, the field `NAME` of the game's options type.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub value_name: &'static str,
    pub help: &'static str,
    pub kind: OptionKind,
}

impl OptionSpec {
    /// `--players N` for a game of 2 to 4 players, 2 by default (Polyssimo, Структура 25).
    pub const PLAYERS_2_TO_4: OptionSpec = OptionSpec {
        name: "players",
        value_name: "N",
        help: "Number of players, 2 to 4 [default: 2]",
        kind: OptionKind::Number,
    };
}

/// A game that `play` can start from options, save and load.
pub trait Playable: Game + Sized + 'static {
    /// Everything that sets a game up besides the seed; unknown fields are refused.
    type Options: Serialize + DeserializeOwned + Clone + Default;
    /// Why options do not make a game.
    type SetupError: std::error::Error + Send + Sync + 'static;

    /// The options a user may set, in the order `--help` lists them.
    const OPTIONS: &'static [OptionSpec];

    /// The game set up from checked options and the seed.
    fn from_options(options: &Self::Options, seed: u64) -> Result<Self, Self::SetupError>;

    /// The options the game was set up with, complete (defaults filled in), for its state
    /// file.
    fn options(&self) -> &Self::Options;

    /// The options of a game that starts from a position file's text, for games that have
    /// position files (`None` for the others).
    fn import(_text: &str, _file: &str) -> Option<Result<Self::Options, BoxError>> {
        None
    }

    /// The options a position file leaves to the user (readings of the rules it does not
    /// record), which `play import` takes beside it; the position sets the others.
    const IMPORT_OPTIONS: &'static [&'static str] = &[];

    /// What [`Playable::export`] writes, as `play export` names it.
    const EXPORTED: &'static str = "the position";

    /// The format of what [`Playable::export`] writes, as its section of docs/formats.md is
    /// anchored (`None` for games without position files), so that a command handed this
    /// game's state file where that format is read can name `play export`.
    const EXPORT_FORMAT: Option<&'static str> = None;

    /// The state as position-file text, for games that have position files (`None` for
    /// the others).
    fn export(&self, _state: &Self::State) -> Option<Result<String, BoxError>> {
        None
    }
}
