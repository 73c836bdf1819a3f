//! The challenge layer's typed errors: a challenge file that cannot be read, a position
//! that is not the one its answer was certified for, a game or level no challenge is drawn
//! for. The command line words them; nothing here prints.

use crate::play::{FileError, MoveError, PlayError};
use crate::yaml::YamlError;

/// Why a challenge could not be drawn, read, checked or recorded.
#[derive(Debug, thiserror::Error)]
pub enum ChallengeError {
    #[error("not a challenge file: {0}")]
    Yaml(YamlError),
    #[error("no {0:?} in the file")]
    Missing(&'static str),
    #[error("challenge format {found}, but this build reads format {reads}")]
    Format { found: u32, reads: u32 },
    #[error("the file is cut short (no end_of_file: true at its end)")]
    CutShort,
    #[error(
        "the file is cut short (no end_of_file: true at its end), and what is there does \
         not read: {0}"
    )]
    CutShortUnread(YamlError),
    #[error("item {item}: {what}")]
    Item { item: &'static str, what: String },
    #[error("the position: {0}")]
    Position(FileError),
    #[error(
        "the position or its answer was changed after the answer was certified (its \
         fingerprint is {found}, the certificate says {certified}): refused"
    )]
    Tampered { found: String, certified: String },
    #[error("{game} has no challenges{suggestion} (games: {known})")]
    NoChallenges {
        game: String,
        /// `" (did you mean golomb?)"`, or nothing.
        suggestion: String,
        known: String,
    },
    #[error("level {level}: {game} has levels {least} to {most}")]
    Level {
        game: &'static str,
        level: u32,
        least: u32,
        most: u32,
    },
    #[error("no {game} challenge of level {level} found in {tries} seeded games")]
    NotFound {
        game: &'static str,
        level: u32,
        tries: u32,
    },
    #[error(transparent)]
    Play(PlayError),
    #[error(transparent)]
    Move(MoveError),
    /// An action of several, illegal where it is played: its number (from 1), why, and
    /// the legal actions nearest to it there.
    #[error("action {step}: {error}{}", nearest_words(nearest))]
    IllegalStep {
        step: usize,
        error: MoveError,
        nearest: Vec<String>,
    },
    #[error("no action given")]
    NoAction,
    #[error("the solver: {0}")]
    Solver(String),
    #[error("the record of solved challenges: {0}")]
    Record(String),
}

crate::errors::from_cause!(PlayError => ChallengeError::Play);
crate::errors::from_cause!(MoveError => ChallengeError::Move);

fn nearest_words(nearest: &[String]) -> String {
    match nearest {
        [] => String::new(),
        moves => format!(" (nearest legal actions: {})", moves.join(", ")),
    }
}
