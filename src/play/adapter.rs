//! A game's rules and setup behind one interface with their types hidden, so the table
//! of games ([`super::Games`]) holds every game alike: [`AnyGame`], and [`GameAdapter`],
//! which implements it for any [`Playable`] game with its [`Players`].

use super::error::{FileError, OptionError, PlayError};
use super::session::{GameSession, Session};
use crate::engine::{OptionSpec, Playable, Players};
use crate::yaml::{self, Mapping, Value};
use std::marker::PhantomData;

/// A game's rules and setup with its types hidden.
pub trait AnyGame: Sync {
    fn options(&self) -> &'static [OptionSpec];
    fn bots(&self) -> &'static [&'static str];
    /// The bots a game set up from these options offers (every bot the game knows when the
    /// options do not read); no game is set up.
    fn bots_for(&self, options: Mapping) -> &'static [&'static str];
    /// A game set up from options.
    fn start(
        &self,
        name: &'static str,
        options: Mapping,
        seed: u64,
    ) -> Result<Box<dyn GameSession>, PlayError>;
    /// Why the `options` of a state file's `text` do not fit the game, with the field and
    /// the line (the YAML reader says them when it reads the text, not a value read
    /// before); `None` if they read.
    fn options_located(&self, text: &str) -> Option<yaml::YamlError>;
    /// A game set up from options, with a history replayed.
    fn resume(
        &self,
        name: &'static str,
        options: Mapping,
        seed: u64,
        history: &[String],
    ) -> Result<Box<dyn GameSession>, FileError>;
    /// The options of a game that starts from a position file's text.
    fn import(&self, name: &'static str, text: &str, file: &str) -> Result<Mapping, PlayError>;
    /// The options a position file leaves to the user (see [`Playable::IMPORT_OPTIONS`]).
    fn import_options(&self) -> &'static [&'static str];
    /// Whether the game starts from position files (Project L's export is a plan state,
    /// which it does not import).
    fn reads_positions(&self) -> bool;
    /// The rules' type, the same for the entries that share them (Polyssimo, Golomb).
    fn rules(&self) -> &'static str;
    /// The format `play export` writes for this game (see [`Playable::EXPORT_FORMAT`]).
    fn export_format(&self) -> Option<&'static str>;
}

/// The [`AnyGame`] of a [`Playable`] game and its [`Players`].
pub struct GameAdapter<G>(PhantomData<fn() -> G>);

impl<G> GameAdapter<G> {
    pub const NEW: GameAdapter<G> = GameAdapter(PhantomData);
}

impl<G: Playable + Players> GameAdapter<G> {
    fn session(name: &'static str, options: Mapping, seed: u64) -> Result<Session<G>, PlayError> {
        let options: G::Options = yaml::from_value(Value::Mapping(options))
            .map_err(|error| OptionError::Invalid { game: name, error })?;
        let game = G::from_options(&options, seed).map_err(|e| PlayError::Setup(e.into()))?;
        Ok(Session::new(name, game, seed))
    }
}

impl<G: Playable + Players> AnyGame for GameAdapter<G> {
    fn options(&self) -> &'static [OptionSpec] {
        G::OPTIONS
    }

    fn bots(&self) -> &'static [&'static str] {
        G::BOTS
    }

    fn export_format(&self) -> Option<&'static str> {
        G::EXPORT_FORMAT
    }

    fn import_options(&self) -> &'static [&'static str] {
        G::IMPORT_OPTIONS
    }

    fn rules(&self) -> &'static str {
        std::any::type_name::<G>()
    }

    fn reads_positions(&self) -> bool {
        // A game without position files answers `None` without reading the text.
        G::import("", "").is_some()
    }

    fn bots_for(&self, options: Mapping) -> &'static [&'static str] {
        match yaml::from_value::<G::Options>(Value::Mapping(options)) {
            Ok(options) => G::bots_for(&options),
            Err(_) => G::BOTS,
        }
    }

    fn start(
        &self,
        name: &'static str,
        options: Mapping,
        seed: u64,
    ) -> Result<Box<dyn GameSession>, PlayError> {
        Ok(Box::new(GameAdapter::<G>::session(name, options, seed)?))
    }

    fn options_located(&self, text: &str) -> Option<yaml::YamlError> {
        /// A state file's options, its other keys passed over.
        #[derive(serde::Deserialize)]
        struct OptionsOf<O> {
            #[serde(rename = "options")]
            _options: Option<O>,
        }
        yaml::from_str::<OptionsOf<G::Options>>(text).err()
    }

    fn resume(
        &self,
        name: &'static str,
        options: Mapping,
        seed: u64,
        history: &[String],
    ) -> Result<Box<dyn GameSession>, FileError> {
        let session = GameAdapter::<G>::session(name, options, seed).map_err(FileError::Game)?;
        let session = session
            .replay(history)
            .map_err(|(number, error)| FileError::Replay { number, error })?;
        Ok(Box::new(session))
    }

    fn import(&self, name: &'static str, text: &str, file: &str) -> Result<Mapping, PlayError> {
        let options = G::import(text, file)
            .ok_or(PlayError::NoPositions { game: name })?
            .map_err(PlayError::Position)?;
        match yaml::to_value(&options) {
            Ok(Value::Mapping(m)) => Ok(m),
            Ok(_) => Ok(Mapping::new()),
            Err(error) => Err(OptionError::Invalid { game: name, error }.into()),
        }
    }
}
