//! Presentation only (rules never call it): Project L cards drawn as text for a person —
//! the 5×5 card with its column letters and row numbers (`c3` as the moves name it), the
//! cells to fill `#`, cells filled before `+`, and each piece a letter (`A`, `B`, …) in
//! colour, touching pieces in different colours; cards side by side with a caption under
//! each.

use crate::picture::terminal;
use crate::picture::text_board::{TextBoard, TextCell, beside_even_within};
use crate::project_l::{Card, CellMask, Placed, SIDE};
use itertools::Itertools;

/// The letter of the `i`-th piece on a card.
fn letter(i: usize) -> String {
    char::from(b'A' + (i % 26) as u8).to_string()
}

/// A card whose cells to fill are `hole`, with `pieces` on it and `filled` covered before.
pub fn card_board(hole: CellMask, pieces: &[Placed], filled: CellMask) -> TextBoard {
    let side = SIDE as usize;
    let mut board = TextBoard::new(side, side);
    for cell in 0..SIDE * SIDE {
        let bit = 1 << cell;
        let drawn = match pieces.iter().position(|p| p.cells & bit != 0) {
            Some(i) => TextCell::piece(i, &letter(i)),
            None if filled & bit != 0 => TextCell::shaded("+", terminal::GREY),
            None if hole & bit != 0 => TextCell::plain("#"),
            None => TextCell::empty('.'),
        };
        let at = (cell / SIDE, cell % SIDE);
        board.set((at.0 as usize, at.1 as usize), drawn);
    }
    board
}

/// The card's lines (see [`card_board`]).
pub fn card_lines(hole: CellMask, pieces: &[Placed], filled: CellMask) -> Vec<String> {
    card_board(hole, pieces, filled).lines()
}

/// A card's cells to fill drawn half as tall, for a short screen: two of its rows to a line
/// of text, each cell a block character (`█` when the cells of both rows are to fill, `▀`
/// the upper one's only, `▄` the lower one's), as wide as half a line is tall, so that the
/// cells are square; without coordinates.
pub fn card_half_lines(hole: CellMask) -> Vec<String> {
    let side = SIDE as usize;
    let to_fill = |row: usize, col: usize| row < side && hole & (1 << (row * side + col)) != 0;
    (0..side)
        .step_by(2)
        .map(|row| {
            (0..side)
                .map(|col| match (to_fill(row, col), to_fill(row + 1, col)) {
                    (true, true) => "█",
                    (true, false) => "▀",
                    (false, true) => "▄",
                    (false, false) => " ",
                })
                .collect()
        })
        .collect()
}

/// `W20 1pt O4`: the id, points and reward written under a card.
pub fn caption(card: &Card) -> String {
    format!("{} {}pt {}", card.id, card.points, card.reward)
}

/// `A=L4 B=I2`: the letter of each piece and its kind.
pub fn legend(pieces: &[Placed]) -> String {
    (pieces.iter().enumerate())
        .map(|(i, p)| format!("{}={}", letter(i), p.kind))
        .join(" ")
}

/// Cards side by side, each with its caption lines beneath, in columns of one width (a long
/// id or legend widens them all rather than shifting the cards after it), in bands of as
/// many as fit `width` columns.
pub fn cards_beside(cards: Vec<(Vec<String>, Vec<String>)>, width: usize) -> Vec<String> {
    let blocks: Vec<Vec<String>> = (cards.into_iter())
        .map(|(mut lines, caption)| {
            lines.extend(caption);
            lines
        })
        .collect();
    beside_even_within(&blocks, 3, width)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::{Kind, parse_cell};

    fn mask(cells: &[&str]) -> CellMask {
        cells.iter().map(|c| 1 << parse_cell(c).unwrap()).sum()
    }

    #[test]
    fn a_card_reads_in_the_notation_of_its_cells() {
        // W17's hole, an L3 on it and a4 filled before; the expected drawing is by hand.
        let hole = mask(&["b3", "c3", "a4", "b4", "c4", "d4"]);
        let l3 = Placed {
            kind: Kind::L3,
            cells: mask(&["b3", "c3", "b4"]),
        };
        let lines: Vec<String> = (card_lines(hole, &[l3], mask(&["a4"])).iter())
            .map(|l| terminal::plain(l).trim_end().to_string())
            .collect();
        assert_eq!(
            lines,
            [
                "  a b c d e",
                "1 . . . . .",
                "2 . . . . .",
                "3 . A A . .",
                "4 + A # # .",
                "5 . . . . .",
            ]
        );
        assert_eq!(legend(&[l3]), "A=L3");
    }

    #[test]
    fn a_card_half_as_tall_pairs_its_rows() {
        // W17's hole (rows 3 and 4 share the second line), and B02's, drawn by hand.
        let w17 = mask(&["b3", "c3", "a4", "b4", "c4", "d4"]);
        assert_eq!(card_half_lines(w17), ["     ", "▄██▄ ", "     "]);
        let b02 = mask(&[
            "a2", "b2", "c2", "d2", "b3", "c3", "d3", "e3", "b4", "c4", "d4", "e4", "a5", "b5",
            "c5", "d5",
        ]);
        assert_eq!(card_half_lines(b02), ["▄▄▄▄ ", " ████", "▀▀▀▀ "]);
    }
}
