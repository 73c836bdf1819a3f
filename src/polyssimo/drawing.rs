//! Presentation only (rules never call it): Polyssimo and Golomb boards drawn as text for
//! a person — the board with its column letters and row numbers (the cells moves name),
//! each piece its letter and the number of the player who placed it (`F1`), touching pieces
//! in different colours; and pieces in a hand or the draft drawn as shapes with their names.

use super::position::Position;
use crate::geometry::{Region, Shape};
use crate::picture::TextBoard;
use crate::picture::terminal;
use crate::picture::text_board::{TextCell, beside_wrapped, shape_block};
use fixedbitset::FixedBitSet;

/// The width shapes are wrapped at.
const WIDTH: usize = 78;

/// A piece on a board: what its cells show (its letter, and the number of the player who
/// placed it when that is known: `F1`) and its board cells.
pub struct OnBoard {
    pub label: String,
    pub cells: Vec<usize>,
}

impl OnBoard {
    /// The piece with `letter` on `cells`, placed by `player` (from 0) if known.
    pub fn new(letter: char, cells: Vec<usize>, player: Option<usize>) -> OnBoard {
        let player = player.map_or(String::new(), |p| (p + 1).to_string());
        OnBoard {
            label: format!("{letter}{player}"),
            cells,
        }
    }
}

/// The pieces of a position file (whose players are not recorded), by their letters.
pub fn position_pieces(position: &Position) -> Vec<OnBoard> {
    let pieces = &position.set.pieces;
    (position.placed.iter())
        .map(|p| OnBoard::new(letter(pieces, p.piece), p.cells.clone(), None))
        .collect()
}

/// The board with its pieces and coordinates: empty cells `.`, a piece's cells its letter
/// and its player's number.
pub fn board_lines(board: &Region, pieces: &[OnBoard]) -> Vec<String> {
    let (rows, cols) = (board.height() as usize, board.width() as usize);
    let mut text = TextBoard::new(rows, cols);
    let at = |cell: usize| at(board, cell);
    for cell in 0..board.len() {
        text.set(at(cell), TextCell::empty('.'));
    }
    for (i, piece) in pieces.iter().enumerate() {
        for &cell in &piece.cells {
            text.set(at(cell), TextCell::piece(i, &piece.label));
        }
    }
    text.lines()
}

/// A region of empty cells marked on a board (a hole): its cells, label and colour.
pub struct Marked {
    pub cells: Vec<usize>,
    pub label: char,
    pub background: u8,
}

/// The board with coordinates: cells covered `#`, marked regions their label in their
/// colour, other empty cells `.`.
pub fn marked_lines(board: &Region, covered: &FixedBitSet, marks: &[Marked]) -> Vec<String> {
    let mut text = TextBoard::new(board.height() as usize, board.width() as usize);
    for cell in 0..board.len() {
        let covered = covered.contains(cell);
        let drawn = match marks.iter().find(|m| m.cells.contains(&cell)) {
            Some(m) => TextCell::shaded(&m.label.to_string(), m.background),
            None if covered => TextCell::plain("#"),
            None => TextCell::empty('.'),
        };
        text.set(at(board, cell), drawn);
    }
    text.lines()
}

/// A piece's letter on a board: a one-letter name as it is, else `a`, `b`, … in set order
/// among the pieces with longer names.
pub fn letter(pieces: &[(String, Shape)], piece: usize) -> char {
    let name = &pieces[piece].0;
    if name.chars().count() == 1 {
        return name.chars().next().expect("a name");
    }
    let others = (0..piece)
        .filter(|&k| pieces[k].0.chars().count() != 1)
        .count();
    (b'a' + others as u8) as char
}

fn at(board: &Region, cell: usize) -> (usize, usize) {
    let (r, c) = board.cells()[cell];
    (r as usize, c as usize)
}

/// Pieces drawn as shapes side by side (wrapped), each with its name beneath: the `i`-th
/// of `pieces` is `(letter, name, shape)`.
pub fn shapes(pieces: &[(char, String, &Shape)]) -> Vec<String> {
    let flat: Vec<Shape> = pieces.iter().map(|(_, _, shape)| lying(shape)).collect();
    let rows = flat.iter().map(|s| s.height() as usize).max().unwrap_or(0);
    let blocks: Vec<Vec<String>> = (pieces.iter().zip(&flat).enumerate())
        .map(|(i, ((letter, name, _), shape))| {
            let cells: Vec<(usize, usize)> = (shape.cells().iter())
                .map(|&(r, c)| (r as usize, c as usize))
                .collect();
            let caption = match name.chars().count() {
                1 => name.clone(),
                _ => format!("{name}={letter}"),
            };
            let paint = (letter.to_string(), terminal::piece(i));
            shape_block(&cells, (&paint.0, paint.1), &caption, rows)
        })
        .collect();
    beside_wrapped(&blocks, 2, WIDTH)
}

/// The shape turned so that it is no taller than it is wide (fewer lines).
fn lying(shape: &Shape) -> Shape {
    (shape.orientations(false).into_iter())
        .find(|s| s.height() <= s.width())
        .unwrap_or_else(|| shape.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(lines: &[String]) -> Vec<String> {
        (lines.iter())
            .map(|l| terminal::plain(l).trim_end().to_string())
            .collect()
    }

    #[test]
    fn a_board_names_its_cells_and_its_pieces_players() {
        // A 3×4 board missing its corner d1, a V placed by player 2 on a1 a2 a3 b3 c3.
        let board = Region::parse("###.\n####\n####").unwrap();
        let cells = ["a1", "a2", "a3", "b3", "c3"]
            .iter()
            .map(|n| board.parse_label(n).unwrap())
            .collect();
        let v = OnBoard::new('V', cells, Some(1));
        assert_eq!(
            plain(&board_lines(&board, &[v])),
            ["  a b c d", "1 V2. .", "2 V2. . .", "3 V2V2V2."]
        );
    }

    #[test]
    fn shapes_lie_flat_and_carry_their_names() {
        let i = Shape::parse("#\n#\n#").unwrap();
        let c = Shape::parse("##\n#.\n##").unwrap();
        let lines = plain(&shapes(&[('I', "I".into(), &i), ('a', "C06".into(), &c)]));
        // The C stands up or lies down, but the I's caption waits for it.
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(lines[0].starts_with("I I I   a "), "{lines:?}");
        assert_eq!(lines[2], "I       C06=a");
    }
}
