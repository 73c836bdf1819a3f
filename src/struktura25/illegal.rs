//! Why a move of Структура 25 is refused, and why options do not make a game: typed
//! reasons, so that callers match variants and the command line words them once.

use super::position::PositionError;

/// Why a move cannot be read or played. Players are numbered from 1, as messages show them.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Illegal {
    #[error("not a move: expected {expected}")]
    Malformed { expected: &'static str },
    #[error("{0:?} is not a cell (a1 to f6)")]
    NotACell(String),
    #[error("{typed:?} is not a cell: its letter is Cyrillic; type it in Latin letters: {latin}")]
    CyrillicCell { typed: String, latin: String },
    #[error("the game is over")]
    GameOver,
    #[error("the die is rolled first (roll 1 to roll 6)")]
    RollFirst,
    #[error("player {player} first chooses {count} of their chips to remove (remove CELL…)")]
    RemoveFirst { player: usize, count: u8 },
    #[error("there is no die to roll: no collapse is waiting")]
    NoRoll,
    #[error("roll {0}: a die face is 1 to 6")]
    Face(u8),
    #[error("there are no chips to remove now")]
    NoRemoval,
    #[error("{0} is not empty")]
    Occupied(String),
    #[error("{0} and {1} touch (diagonals count): a build's two chips may not touch")]
    Touching(String, String),
    #[error("a build places chips on two different cells")]
    SameCell,
    #[error(
        "player {player} has {} in hand, {needed} needed{}",
        crate::wording::count(*hand, "chip"),
        if *hand == 0 { " (with none in hand, `pass` is the move)" } else { "" }
    )]
    NotEnoughChips { player: usize, hand: u8, needed: u8 },
    #[error("pass is allowed only when player {player} cannot place a chip")]
    CannotPass { player: usize },
    #[error("a line has 2 to 5 chips, {0} given")]
    LineLength(u32),
    #[error("{combo} is not a combination of player {player}'s chips with {chip} in it{why}")]
    NoSuchCombination {
        combo: String,
        chip: String,
        player: usize,
        /// `": e4 is not theirs"`, `": d4 has 2 of their chips beside it, a spiral needs 3"`,
        /// or nothing.
        why: String,
    },
    #[error("the line of 2 is once per game, and player {player} has used it")]
    Line2Spent { player: usize },
    #[error("the line of 2 is once in the whole game (line2: once), and it has been used")]
    Line2Gone,
    #[error("the cluster is once per game, and player {player} has used it")]
    ClusterSpent { player: usize },
    #[error("token: this activation does not collapse, so there is nothing to cancel")]
    TokenWithoutCollapse,
    #[error("token: player {player} holds no stability token")]
    NoToken { player: usize },
    #[error("remove: the die asks for {}, {given} given", crate::wording::count(*.expected, "chip"))]
    RemoveCount { expected: u8, given: u32 },
    #[error("remove: {cell} is not a chip of player {player}")]
    NotOwnChip { cell: String, player: usize },
    #[error("remove: {0} is listed twice")]
    RemoveTwice(String),
}

/// Why options do not make a game.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error("players: {0} given, Структура 25 has 2 to 4")]
    Players(usize),
    #[error("start: {0}")]
    Start(PositionError),
    #[error(
        "a position is written at the start of a turn: finish the collapse first (the die, then the chips to remove)"
    )]
    MidTurn,
    #[error(
        "a position file holds scores of 0 to 25; a score above 25 (correction: no-cap) cannot be written"
    )]
    AboveTarget,
    #[error("start: the position has {position} players, the options say {options}")]
    StartPlayers { position: usize, options: usize },
}

crate::errors::from_cause!(PositionError => SetupError::Start);
