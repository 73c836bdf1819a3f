//! Polyssimo positions: the board with the pieces placed on it, each player's remaining
//! pieces, who is to move and the order of the players' last placements. Read from YAML:
//!
//! ```yaml
//! board: |            # '.' empty; a letter per placed piece
//!   FF.a........
//!   .FFa........
//!   (11 rows of 12)
//! legend:             # letters that are not a pentomino's own name
//!   a: C06
//! players:            # 2 to 4 in seat order (clockwise), numbered from 1
//!   - name: Ann       # optional
//!     pieces: [X, U06]
//!   - pieces: [P, W26]
//! to_move: 1          # default 1
//! last_placed: [2, 1] # optional: players by their last placement, most recent first
//! set: my-set.yaml    # optional: another board and piece set, in puzzle-file format
//! ```
//!
//! `last_placed` is what the tie-break reads: among the players tied on fewest cells left,
//! the one who placed a piece last wins. It lists players by their last placement, most
//! recent first; a single number (`last_placed: 2`, the form older files have) is the list
//! of that one player. A player not listed placed before every listed one, if at all, and
//! unlisted players are not ordered among themselves: a tie is won by the tied player
//! listed first, and a tie among unlisted players only is shared (the rules name a winner
//! only when the position shows who placed last). Absent or `[]`: nobody is known to have
//! placed. Files are written with the full list (a single number when it has one player).
//!
//! Golomb's pentomino game is `mode: golomb`: the 8×8 board and the 12 pentominoes by
//! default, a shared `pool` of unplaced pieces (default: every piece not on the board)
//! instead of hands, and no `players` list (two players, numbered 1 and 2).

mod error;
mod file;
pub mod piece_name;
mod text;

pub use error::{PieceList, PositionError, PositionErrorKind};

use crate::geometry::{Region, Shape};
use crate::puzzle::{Puzzle, PuzzleError, check_piece_names};
use crate::tiling::PieceKind;
use fixedbitset::FixedBitSet;
use serde::Deserialize;
use std::path::Path;

/// The largest board the rules take, in cells.
pub const MAX_CELLS: usize = 192;
/// The most pieces a set may have.
pub const MAX_PIECES: usize = 32;

/// A board and the pieces played on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceSet {
    pub board: Region,
    /// Piece names and shapes, in set order.
    pub pieces: Vec<(String, Shape)>,
}

const STANDARD_SET: &str = include_str!("../../../puzzles/polyssimo/set.yaml");
const GOLOMB_SET: &str = include_str!("../../../puzzles/polyssimo/golomb-set.yaml");

impl PieceSet {
    /// The 12×11 board and the 24 pieces of Polyssimo Challenge.
    pub fn standard() -> PieceSet {
        PieceSet::built_in(STANDARD_SET, "puzzles/polyssimo/set.yaml")
    }

    /// The 8×8 board and the 12 pentominoes of Golomb's game.
    pub fn golomb() -> PieceSet {
        PieceSet::built_in(GOLOMB_SET, "puzzles/polyssimo/golomb-set.yaml")
    }

    fn built_in(text: &str, file: &str) -> PieceSet {
        let (board, pieces) =
            Puzzle::parse_pieces(text, file, usize::MAX).expect("a built-in set is valid");
        PieceSet::of(board, pieces)
    }

    /// The set a mode uses unless a position names another.
    pub fn default_for(mode: Mode) -> PieceSet {
        match mode {
            Mode::Polyssimo => PieceSet::standard(),
            Mode::Golomb => PieceSet::golomb(),
        }
    }

    /// A set from the text of a puzzle file; `file` names it in errors. A board larger
    /// than the rules take is refused before anything else is done with it; the pieces'
    /// placements are the rules' to list (see `Rules`), not the file's.
    pub fn parse(text: &str, file: &str) -> Result<PieceSet, PuzzleError> {
        let (board, pieces) = Puzzle::parse_pieces(text, file, MAX_CELLS)?;
        check_piece_names(&pieces, file, piece_name::check)?;
        Ok(PieceSet::of(board, pieces))
    }

    fn of(board: Region, pieces: Vec<PieceKind>) -> PieceSet {
        PieceSet {
            board,
            pieces: pieces.into_iter().map(|k| (k.name, k.shape)).collect(),
        }
    }

    /// The index of a piece by name.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.pieces.iter().position(|(n, _)| n == name)
    }
}

/// One player: a name and the pieces still in hand (indices into the set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub pieces: Vec<usize>,
}

/// A piece on the board: its index in the set and the board cells it covers (sorted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnBoard {
    pub piece: usize,
    pub cells: Vec<usize>,
}

/// Which game a position belongs to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Polyssimo Challenge: pieces in hands, players drop out, fewest cells left wins.
    #[default]
    Polyssimo,
    /// Golomb's game: one shared pool, two players, who cannot move loses.
    Golomb,
}

/// A position of the placement phase.
#[derive(Clone, Debug)]
pub struct Position {
    pub mode: Mode,
    pub set: PieceSet,
    /// Golomb's game: the pieces either player may place (empty for Polyssimo).
    pub pool: Vec<usize>,
    pub placed: Vec<OnBoard>,
    pub players: Vec<Player>,
    /// Index of the player to move.
    pub to_move: usize,
    /// Indices of the players by their last placement, most recent first: who placed last,
    /// who before them, … A player not listed placed before every listed one, if at all,
    /// in an unknown order (see the module notes).
    pub last_placed: Vec<usize>,
}

impl Position {
    /// Reads a position file; a `set` in it is read relative to the file's folder.
    pub fn load(path: &Path) -> Result<Position, PositionError> {
        crate::text_file::read(path)
            .map_err(PositionErrorKind::Read)
            .and_then(|text| file::read(&text, path))
            .map_err(|kind| PositionError {
                file: path.display().to_string(),
                kind,
            })
    }

    /// Reads a position from text, with the standard set unless the text names another
    /// (then relative to the folder of `file`: the current one for a bare name); `file`
    /// names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<Position, PositionError> {
        file::read(text, Path::new(file)).map_err(|kind| PositionError {
            file: file.to_string(),
            kind,
        })
    }

    /// Reads the text of the position file `file` as [`Position::load`] does (a `set`
    /// relative to its folder), and returns the named set's text with it, for a game to
    /// keep: a game that kept only the name would change when the set file did, and not
    /// load from another folder.
    pub fn parse_keeping_set(
        text: &str,
        file: &str,
    ) -> Result<(Position, Option<String>), PositionError> {
        file::read_keeping_set(text, Path::new(file)).map_err(|kind| PositionError {
            file: file.to_string(),
            kind,
        })
    }

    /// Reads a position from text on `set`, whatever set the text names (the set a game
    /// kept); `file` names it in errors.
    pub fn parse_with_set(
        text: &str,
        file: &str,
        set: PieceSet,
    ) -> Result<Position, PositionError> {
        file::read_with_set(text, set).map_err(|kind| PositionError {
            file: file.to_string(),
            kind,
        })
    }

    /// Which board cells are covered.
    pub fn occupied(&self) -> FixedBitSet {
        let mut occupied = FixedBitSet::with_capacity(self.set.board.len());
        occupied.extend(self.placed.iter().flat_map(|p| p.cells.iter().copied()));
        occupied
    }

    /// The name of a cell: column letter from `a`, row number from 1 at the top (`a1`).
    pub fn cell_name(&self, cell: usize) -> String {
        self.set.board.label(cell)
    }
}

#[cfg(test)]
mod tests;
