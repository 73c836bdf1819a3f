//! Why a Polyssimo move cannot be read or played, and why options do not make a game:
//! typed reasons, so callers match variants and the command line words them in one place.

use super::position::PositionError;
use crate::puzzle::PuzzleError;

/// Why a move cannot be read or played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("not a move (take X, or a piece and its cells: X b1 a2 b2 c2 b3)")]
    Unreadable,
    #[error("{name:?} is not a piece of the game{suggestion} (pieces: {known})")]
    UnknownPiece {
        name: String,
        /// `" (did you mean NAME?)"`, or nothing.
        suggestion: String,
        known: String,
    },
    #[error(
        "{0:?} is not written in a placement: give the piece and the cells it covers, \
         as in X b1 a2 b2 c2 b3"
    )]
    PlacementWord(String),
    #[error("{0:?} is not a cell of the board")]
    UnknownCell(String),
    #[error("{piece} cannot cover exactly {cells}")]
    NoSuchPlacement { piece: String, cells: String },
    #[error("{0} is not in the middle")]
    NotInMiddle(String),
    #[error("the game is over")]
    GameOver,
    #[error("{0} is not in the pool any more")]
    NotInPool(String),
    #[error("{player} does not hold {piece}")]
    NotHeld { player: String, piece: String },
    #[error("{0} there would overlap a placed piece")]
    Overlap(String),
    #[error("the draft is not over: take a piece")]
    DraftGoesOn,
    #[error("the draft is over: place a piece")]
    DraftOver,
}

/// Why options or a position do not make a game.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error("Golomb's game has 2 players and no draft")]
    Golomb,
    #[error("Polyssimo has 2 to 4 players, not {0}")]
    Players(usize),
    /// The `set` option's puzzle file (the puzzle error names it).
    #[error("set: {0}")]
    Set(PuzzleError),
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("draft: it gives pieces to {given} players, the game has {players}")]
    DraftPlayers { given: usize, players: usize },
    #[error("draft: {0:?} is not a piece of the set")]
    DraftUnknown(String),
    #[error("draft: {0} is given twice")]
    DraftTwice(String),
    #[error("draft: the pieces are not all dealt; missing {0}")]
    DraftMissing(String),
    #[error("a start position brings its own pieces: no draft with it")]
    StartWithDraft,
    #[error(transparent)]
    Start(#[from] PositionError),
    #[error("the start position does not match the game's mode and players")]
    StartMismatch,
    #[error("the draft is not over: a position starts with the placement phase")]
    NoPositionYet,
}

/// Why a board and piece set are too large for the placement rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the rules take boards of up to {max_cells} cells and {max_pieces} pieces, not {cells} \
     cells and {pieces} pieces"
)]
pub struct RulesError {
    pub cells: usize,
    pub pieces: usize,
    pub max_cells: usize,
    pub max_pieces: usize,
}
