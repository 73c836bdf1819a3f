//! Why a Polyssimo move cannot be read or played, and why options do not make a game:
//! typed reasons, so callers match variants and the command line words them in one place.

use super::position::{PieceSet, PositionError};
use super::rules::Board;
use crate::geometry::{Region, cell_name};
use crate::puzzle::PuzzleError;

/// Why a move cannot be read or played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    /// `drafting`: the game is in its draft, where `take` is the move.
    #[error(
        "not a move ({}a piece and its cells: X b1 a2 b2 c2 b3)",
        if *drafting { "take X, or " } else { "" }
    )]
    Unreadable { drafting: bool },
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
    #[error("{cell:?} is not a cell of the board ({why})")]
    UnknownCell {
        cell: String,
        /// `it runs from a1 to h8`, or, for a cell inside that extent, that it is a hole.
        why: String,
    },
    #[error("{piece} cannot cover exactly {cells}: {why}")]
    NoSuchPlacement {
        piece: String,
        cells: String,
        /// `X covers 5 cells, 1 given`, or that the cells are not the piece's shape.
        why: String,
    },
    #[error("{piece} is not in the middle{}", if holder.is_empty() { String::new() } else { format!(": {holder} took it") })]
    NotInMiddle {
        piece: String,
        /// Who took it (empty if nobody holds it).
        holder: String,
    },
    #[error("take names one piece: take X")]
    TakeOne,
    #[error("the game is over")]
    GameOver,
    #[error("{0} is not in the pool any more")]
    NotInPool(String),
    #[error("{player} does not hold {piece}: {whose}")]
    NotHeld {
        player: String,
        piece: String,
        /// `player 1 holds it`, or `it is on the board`.
        whose: String,
    },
    #[error("{piece} there would overlap a placed piece on {cells}")]
    Overlap { piece: String, cells: String },
    #[error("the draft is not over: take a piece")]
    DraftGoesOn,
    #[error("the draft is over: place a piece (X b1 a2 b2 c2 b3)")]
    DraftOver,
    /// `take` in Golomb's game, whose pieces are shared, not drafted.
    #[error("nothing is taken in Golomb's game: place a piece of the pool (X b1 a2 b2 c2 b3)")]
    NoDraft,
}

/// A word that names no cell of `board`: with the board's extent, or, for a cell inside it,
/// that the board has a hole there.
pub(super) fn unknown_cell(board: &Region, cell: &str) -> Illegal {
    let (rows, columns) = (
        board.height().max(1) as usize,
        board.width().max(1) as usize,
    );
    let inside = crate::geometry::parse_cell_name(cell)
        .is_some_and(|(row, column)| row < rows && column < columns);
    let why = match inside {
        true => "the board has a hole there: play show draws its cells".to_string(),
        false => format!("it runs from a1 to {}", cell_name(rows - 1, columns - 1)),
    };
    Illegal::UnknownCell {
        cell: cell.to_string(),
        why,
    }
}

/// Why `piece` has no placement on exactly `wanted` (the cells as typed): how many cells
/// it covers when the count differs, else that they are not its shape.
pub(super) fn no_placement(
    set: &PieceSet,
    piece: usize,
    wanted: &Board,
    typed: &[&str],
) -> Illegal {
    let (name, shape) = &set.pieces[piece];
    let (size, given) = (shape.cells().len(), wanted.count() as usize);
    let why = match (size == given, repeated(typed)) {
        (_, Some(cell)) => format!("{cell} is given twice"),
        (true, None) => format!("those {given} cells are not {name}'s shape, turned or flipped"),
        (false, None) => format!("{name} covers {size} cells, {given} given"),
    };
    Illegal::NoSuchPlacement {
        piece: name.clone(),
        cells: typed.join(" "),
        why,
    }
}

/// The first cell typed twice (`b2` in `X b1 a2 b2 c2 b2`), in either case.
fn repeated<'t>(typed: &[&'t str]) -> Option<&'t str> {
    let same = |a: &str, b: &str| a.eq_ignore_ascii_case(b);
    (typed.iter().enumerate())
        .find(|(i, cell)| typed[..*i].iter().any(|before| same(before, cell)))
        .map(|(_, cell)| *cell)
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
    /// A name no piece of the set has, and `" (did you mean NAME?)"` or nothing.
    #[error("draft: {0:?} is not a piece of the set{1}")]
    DraftUnknown(String, String),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_cell_is_told_the_extent_or_that_it_is_a_hole() {
        // A 3×4 board missing its corner d1: d1 lies within a1..d3, e1 and a4 outside.
        let board = Region::parse("###.\n####\n####").unwrap();
        let told = |cell: &str| unknown_cell(&board, cell).to_string();
        assert_eq!(
            told("d1"),
            "\"d1\" is not a cell of the board (the board has a hole there: play show draws its cells)"
        );
        for outside in ["e1", "a4", "Q"] {
            assert_eq!(
                told(outside),
                format!("\"{outside}\" is not a cell of the board (it runs from a1 to d3)")
            );
        }
    }
}
