//! The play layer's typed errors: a move that cannot be played (carrying the move's text
//! and the game's own reason), a game that cannot be started or driven, and a state file
//! that cannot be read or written. The command line words them; nothing here prints.

use crate::engine::BoxError;
use crate::text_file::InFile;
use crate::yaml::YamlError;

/// A move that was not played; the game is unchanged.
#[derive(Debug, thiserror::Error)]
#[error("{text:?}: {reason}")]
pub struct MoveError {
    /// The move as it was given.
    pub text: String,
    pub reason: MoveReason,
}

/// Why a move was not played.
#[derive(Debug, thiserror::Error)]
pub enum MoveReason {
    #[error("the game is over")]
    GameOver,
    #[error("it is {to_move}'s move, not player {wanted}'s")]
    NotYourTurn { to_move: String, wanted: usize },
    #[error(
        "no player is to move: a chance event is due (`tessera play bot FILE` draws it, or \
         play the game's chance move without --player)"
    )]
    ChanceDue,
    #[error(
        "the game has had {}, not {expected} (--played {expected}): the position changed \
         since it was read", crate::wording::count(*.played, "move")
    )]
    NotAtMove { played: usize, expected: usize },
    #[error("there is no player {wanted}: the players are 1 to {players}")]
    NoSuchPlayer { wanted: usize, players: usize },
    /// The game's own reason (a `project_l::game::Illegal`, a `polyssimo::Illegal`, …).
    #[error(transparent)]
    Rules(BoxError),
}

/// Why a game could not be started, driven or analysed.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("unknown game {name:?}{suggestion} (games: {known})")]
    UnknownGame {
        name: String,
        /// `" (did you mean NAME?)"`, or nothing.
        suggestion: String,
        known: String,
    },
    #[error(transparent)]
    Option(#[from] OptionError),
    /// The game's own reason (a `project_l::game::SetupError`, …).
    #[error(transparent)]
    Setup(BoxError),
    /// Options refused by the game, some of whose values were read from files (a draft
    /// file): which files, as the game's reason does not say.
    #[error("{error} ({files})")]
    OptionsFromFiles {
        error: Box<PlayError>,
        /// `draft read from d.yaml`, comma-separated.
        files: String,
    },
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error("unknown bot {name:?} for {game}{suggestion} (bots: {known})")]
    UnknownBot {
        name: String,
        game: &'static str,
        /// `" (did you mean NAME?)"`, or nothing.
        suggestion: String,
        known: String,
    },
    #[error("the {bot} bot chose a move that was refused: {refused}")]
    BotRefused { bot: String, refused: MoveError },
    #[error("no move to undo")]
    NothingToUndo,
    #[error("the game is over")]
    GameOver,
    #[error("no player is to move now (a chance event is due)")]
    NoPlayerToMove,
    #[error("no chance event is due now")]
    NoChance,
    #[error("{event:?} is not a chance event now (events: {known})")]
    UnknownEvent { event: String, known: String },
    #[error("{game} has no position files")]
    NoPositions { game: &'static str },
    /// The game's own reason a position cannot be read or written.
    #[error(transparent)]
    Position(BoxError),
    /// A position read by the rules of the game named, but of another game of those rules
    /// (Golomb's game is Polyssimo's rules with options fixed).
    #[error(
        "this is a position of {of}, not of {named}: `tessera play import {} {game}` reads \
         it",
        crate::wording::shell_word(file)
    )]
    PositionOfAnother {
        file: String,
        of: &'static str,
        named: &'static str,
        game: &'static str,
    },
    #[error(
        "{} for a game of {}: give one bot per seat",
        crate::wording::count(*bots, "bot"),
        crate::wording::count(*seats, "seat")
    )]
    ArenaSeats { bots: usize, seats: usize },
    #[error("--games must be at least 1")]
    NoGames,
    #[error("game {game} finished without an outcome")]
    NoOutcome { game: &'static str },
}

/// An option that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum OptionError {
    #[error("unknown option {name:?} for {game}{suggestion} (options: {known})")]
    Unknown {
        name: String,
        game: &'static str,
        /// `" (did you mean NAME?)"`, or nothing.
        suggestion: String,
        known: String,
    },
    #[error("{name} takes a whole number, not {value:?}{suggestion}")]
    NotANumber {
        name: String,
        value: String,
        /// `" (did you mean 2?)"` for a number written as a word, or nothing.
        suggestion: String,
    },
    #[error("{name} takes one of {known}, not {value:?}{suggestion}")]
    NotAChoice {
        name: String,
        value: String,
        /// `" (did you mean NAME?)"`, or nothing.
        suggestion: String,
        known: String,
    },
    /// An option the game fixes (Golomb's `players`), given another value.
    #[error("{name} is fixed to {fixed} in this game")]
    Fixed { name: String, fixed: String },
    /// An option `play import` was given that the position file sets.
    #[error("{name} is set by the position file{open}")]
    SetByPosition {
        name: String,
        /// `"; the options it leaves open: …"`, or `"; it leaves none open"`.
        open: String,
    },
    /// The file an option names (`--set FILE`) cannot be used.
    #[error("{name}: {error}")]
    File {
        name: String,
        error: InFile<OptionFileError>,
    },
    #[error("the options do not fit {game}: {error}")]
    Invalid {
        game: &'static str,
        error: YamlError,
    },
    #[error("{0:?} is not an option: options are KEY=VALUE")]
    NotAPair(String),
    /// An option given twice (as `players=2 players=3`, or as a number and as `KEY=VALUE`).
    #[error("{0} is given twice: give it once")]
    Twice(String),
}

/// What is wrong with the file an option names.
#[derive(Debug, thiserror::Error)]
pub enum OptionFileError {
    #[error("cannot read the file: {0}")]
    Read(std::io::Error),
    #[error("{0}")]
    Yaml(YamlError),
    /// What the game's check of the text found.
    #[error("{0}")]
    Invalid(String),
    /// A file with nothing in it but comments, blank lines or `~`.
    #[error("the file is empty: --{0} reads its value from it")]
    Empty(String),
}

/// A state file that could not be read, replayed or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("cannot read the file: {0}")]
    Read(std::io::Error),
    #[error("not a state file: {0}")]
    Yaml(YamlError),
    #[error(
        "not a state file: a state file is a YAML mapping of `format`, `game`, `options`, \
         `seed` and `history` (`tessera play new GAME -o FILE` writes one)"
    )]
    NotAMapping,
    #[error("not a state file: no `{0}`")]
    Missing(&'static str),
    #[error("format {found} is not one this build reads (it reads formats 1 and {reads})")]
    Format { found: u32, reads: u32 },
    #[error(
        "the file is cut short: a state file ends with `end_of_file: true` and this one does \
         not (was it truncated?)"
    )]
    CutShort,
    #[error(
        "the file is cut short: a state file ends with `end_of_file: true` and this one does \
         not (was it truncated?); what is there does not read: {0}"
    )]
    CutShortUnread(crate::yaml::YamlError),
    #[error(
        "the state file would have {bytes} bytes, past the {} MiB a state file is read \
         with: nothing was written",
        crate::yaml::MAX_BYTES >> 20
    )]
    TooLarge { bytes: usize },
    #[error(transparent)]
    Game(PlayError),
    // Not a `source`: the message already says all the move's error says.
    #[error("move {number} of the history ({text:?}): {reason}", text = .error.text, reason = .error.reason)]
    Replay { number: usize, error: MoveError },
    #[error(transparent)]
    Write(crate::safe_write::WriteError),
    #[error("cannot lock the file: {0}")]
    Lock(std::io::Error),
    #[error(
        "another run is changing or playing this game (the file is locked): wait for it to end"
    )]
    Busy,
    #[error(
        "the file changed since this session read or wrote it (another run played on it): \
         `load FILE` to go on from there, or `save FILE force` to replace it"
    )]
    Changed,
    #[error("the file exists: `save FILE force` replaces it, or save to a new file")]
    Exists,
}
