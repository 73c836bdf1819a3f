//! Why a Polyssimo position file is refused: the file, and what is wrong with which item.

use crate::puzzle::PuzzleError;
use crate::wording::count;
use crate::yaml;
use std::fmt;

/// A position file that could not be read: the file, and what is wrong with which item.
pub type PositionError = crate::text_file::InFile<PositionErrorKind>;

/// Which list of pieces an item is in: the shared pool, or a player's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceList {
    Pool,
    /// The hand of a player, numbered from 1.
    Hand(usize),
}

impl fmt::Display for PieceList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceList::Pool => write!(f, "pool"),
            PieceList::Hand(player) => write!(f, "players[{player}]"),
        }
    }
}

/// What is wrong with a position file. Rows, columns and players are numbered from 1, as
/// the messages show them.
#[derive(Debug, thiserror::Error)]
pub enum PositionErrorKind {
    #[error("cannot read the file: {0}")]
    Read(std::io::Error),
    #[error("invalid position file: {0}")]
    Yaml(yaml::YamlError),
    /// The `set` file (the puzzle error names it).
    #[error("set: {0}")]
    Set(PuzzleError),
    #[error("board: {}, expected {expected}", count(*rows, "row"))]
    Rows { rows: usize, expected: usize },
    #[error("board row {row}: {}, expected {expected}", count(*characters, "character"))]
    RowWidth {
        row: usize,
        characters: usize,
        expected: usize,
    },
    #[error(
        "board row {row}, column {column}: {letter:?} marks no cell: use '.' for an empty cell \
         and a letter for a piece's"
    )]
    Blank {
        row: usize,
        column: usize,
        letter: char,
    },
    #[error("board row {row}, column {column}: {letter:?} lies outside the board")]
    OutsideBoard {
        row: usize,
        column: usize,
        letter: char,
    },
    #[error(
        "board: letter {letter:?} is not a piece name; give it in `legend` (as in `{letter}: C06`)"
    )]
    UnknownLetter { letter: char },
    #[error("legend: {letter:?} names {name:?}, which is not a piece of the set{suggestion}")]
    UnknownLegend {
        letter: char,
        name: String,
        /// `" (did you mean C06?)"`, or nothing.
        suggestion: String,
    },
    /// A legend entry for `.` (an empty cell) or for a one-letter piece name, which the
    /// board's letter could no longer be read as.
    #[error(
        "legend: {letter:?} for {piece} {what}; give {piece} another letter (any letter the \
         board does not use otherwise)"
    )]
    LegendTaken {
        letter: char,
        piece: String,
        what: &'static str,
    },
    /// Two letters (the legend maps one to the other's piece) draw the same piece.
    #[error("board: piece {piece} is on the board twice (letters {first:?} and {second:?})")]
    DrawnTwice {
        piece: String,
        first: char,
        second: char,
    },
    #[error(
        "board: the {} marked {letter:?} {} not form piece {piece} (pieces may not overlap or break)",
        count(*cells, "cell"),
        if *cells == 1 { "does" } else { "do" }
    )]
    WrongShape {
        letter: char,
        cells: usize,
        piece: String,
    },
    #[error(
        "board: 8 rows of 8 is Golomb's board; a Golomb position says `mode: golomb` \
         (a Polyssimo board has 11 rows of 12)"
    )]
    GolombWithoutMode,
    #[error("pool: only Golomb's game has a shared pool (mode: golomb)")]
    PoolOutsideGolomb,
    #[error("players: Golomb's game has two players and a shared `pool`, no hands")]
    PlayersInGolomb,
    #[error("players: missing (2 to 4 players with their pieces)")]
    NoPlayers,
    #[error("players: {given} given, a game has 2 to 4")]
    PlayerCount { given: usize },
    #[error("{list}: {name:?} is not a piece of the set{suggestion}")]
    NotInSet {
        list: PieceList,
        name: String,
        /// `" (did you mean W26?)"`, or nothing.
        suggestion: String,
    },
    #[error("{list}: {name} is listed twice")]
    ListedTwice { list: PieceList, name: String },
    #[error("pool: {name} is already on the board")]
    PoolPieceOnBoard { name: String },
    /// A piece in two hands: the earlier player first.
    #[error("piece {piece} is held by players {first} and {second}")]
    HeldTwice {
        piece: String,
        first: usize,
        second: usize,
    },
    #[error("piece {piece} is both on the board and in player {player}'s hand")]
    HeldAndPlaced { piece: String, player: usize },
    /// A player number that is not one of the players (`field` is `to_move` or
    /// `last_placed`).
    #[error("{field}: player {number} does not exist (players are numbered 1 to {players})")]
    NoSuchPlayer {
        field: &'static str,
        number: usize,
        players: usize,
    },
    #[error("last_placed: player {number} is listed twice")]
    PlacedTwice { number: usize },
}

crate::errors::from_cause!(yaml::YamlError => PositionErrorKind::Yaml);
