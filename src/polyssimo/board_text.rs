//! Presentation only (rules never call it): Polyssimo and Golomb boards as text for a
//! person. The drawing: the board with its column letters and row numbers (the cells moves
//! name), each piece one letter, touching pieces in different colours; pieces in a hand or
//! the draft drawn as shapes with their names. And `play show`'s text board: the board, the
//! pieces on it by who placed them, and the pieces still in the draft, the shared pool or
//! each hand drawn as shapes; or, for the SVG picture's notes, the same lists as names.

use super::game::{GameState, Polyssimo};
use super::position::Mode;
use super::position::Position;
use super::position::piece_name::board_letters;
use crate::engine::Game;
use crate::geometry::{Region, Shape};
use crate::picture::TextBoard;
use crate::picture::terminal;
use crate::picture::text_board::{TextCell, beside_wrapped, shape_block};
use fixedbitset::FixedBitSet;

/// The width shapes are wrapped at.
const WIDTH: usize = 78;

/// A piece on a board: what its cells show (its letter) and its board cells.
pub struct LabelledPiece {
    pub label: String,
    pub cells: Vec<usize>,
}

impl LabelledPiece {
    /// The piece with `letter` on `cells`.
    pub fn new(letter: char, cells: Vec<usize>) -> LabelledPiece {
        LabelledPiece {
            label: letter.to_string(),
            cells,
        }
    }
}

/// The pieces of a position file (whose players are not recorded), by their letters.
pub fn position_pieces(position: &Position) -> Vec<LabelledPiece> {
    let pieces = &position.set.pieces;
    (position.placed.iter())
        .map(|p| LabelledPiece::new(letter(pieces, p.piece), p.cells.clone()))
        .collect()
}

/// The board with its pieces and coordinates: empty cells `.`, a piece's cells its letter
/// (one letter a cell, so that nothing on the board reads like a cell's name: who placed
/// each piece is told below the board).
pub fn board_lines(board: &Region, pieces: &[LabelledPiece]) -> Vec<String> {
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

/// A piece's letter on a board (see `piece_name::board_letters`).
pub fn letter(pieces: &[(String, Shape)], piece: usize) -> char {
    board_letters(pieces.iter().map(|(name, _)| name.as_str()))[piece]
}

/// A piece as the lists name it: its name, with the letter it is drawn as when that is not
/// the name (`F`, `C06=a`).
pub fn named_letter(pieces: &[(String, Shape)], piece: usize) -> String {
    let name = &pieces[piece].0;
    match name.chars().count() {
        1 => name.clone(),
        _ => format!("{name}={}", letter(pieces, piece)),
    }
}

fn at(board: &Region, cell: usize) -> (usize, usize) {
    let (r, c) = board.cells()[cell];
    (r as usize, c as usize)
}

/// Pieces drawn as shapes side by side (wrapped at `WIDTH`), each under its name: the
/// `i`-th of `pieces` is `(letter, name, shape)`.
pub fn shapes(pieces: &[(char, String, &Shape)]) -> Vec<String> {
    shapes_within(pieces, WIDTH)
}

/// Pieces drawn as [`shapes`], wrapped at `width` columns.
pub fn shapes_within(pieces: &[(char, String, &Shape)], width: usize) -> Vec<String> {
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
    beside_wrapped(&blocks, 2, width)
}

/// The shape turned so that it is no taller than it is wide (fewer lines).
fn lying(shape: &Shape) -> Shape {
    (shape.orientations(false).into_iter())
        .find(|s| s.height() <= s.width())
        .unwrap_or_else(|| shape.clone())
}

/// Pieces in one place: its heading, the player (from 0) whose hand it is, and the pieces
/// as a bit set.
pub(super) struct PieceGroup {
    pub heading: String,
    pub player: Option<usize>,
    pub pieces: u32,
}

/// `heading: A; B` on one line where it fits in `width` columns, else each group on a line
/// of its own under the heading, indented, a group too long for a line of its own broken
/// at spaces (see [`crate::wording::wrap_indented`]).
pub(super) fn wrapped_groups_within(heading: &str, groups: &[String], width: usize) -> Vec<String> {
    let one_line = format!("{heading}: {}", groups.join("; "));
    if one_line.chars().count() <= width {
        return vec![one_line];
    }
    let mut lines = vec![format!("{heading}:")];
    lines.extend(
        groups
            .iter()
            .flat_map(|group| crate::wording::wrap_indented(&format!("  {group}"), width)),
    );
    lines
}

/// The heading of the list of pieces on the board (drawn there, so not again as shapes).
pub(super) const ON_BOARD: &str = "on the board";

impl Polyssimo {
    /// The state as text lines, the pieces off the board drawn as shapes, for a terminal
    /// of 80 columns.
    pub fn board_text(&self, state: &GameState) -> Vec<String> {
        self.board_text_within(state, WIDTH + 2)
    }

    /// [`Polyssimo::board_text`] for a terminal `columns` wide (80 at most counts): the
    /// lists of names wrapped and the shapes laid out in rows that fit, where they can.
    pub fn board_text_within(&self, state: &GameState, columns: usize) -> Vec<String> {
        let width = columns.saturating_sub(2).min(WIDTH);
        let mut lines = board_lines(&self.rules.set.board, &self.on_board(state));
        let mut lists = self.lists(state).into_iter().peekable();
        if lists.next_if(|list| list.heading == ON_BOARD).is_some() {
            let groups = self.placed_by_player(state);
            lines.extend(wrapped_groups_within(ON_BOARD, &groups, width));
        }
        for PieceGroup {
            heading, pieces, ..
        } in lists
        {
            let names = format!("{heading}: {}", self.piece_list(pieces));
            lines.extend(crate::wording::wrap_indented(&names, width));
            lines.extend(self.shapes_indented(pieces, width));
        }
        lines
    }

    /// The lists of pieces by name, for the picture's notes (which label the pieces by
    /// name): those on the board a line for each player who placed some (`placed by player
    /// 1: F I C06`, and `placed at the start: …` for a starting position's), then the
    /// others (`pool: …`).
    pub fn summary(&self, state: &GameState) -> Vec<String> {
        let mut lines = Vec::new();
        for list in self.lists(state) {
            match list.heading == ON_BOARD {
                true => lines.extend((self.placers(state).into_iter()).map(|(whose, pieces)| {
                    let by = whose.map_or("at the start".into(), |p| format!("by {p}"));
                    format!("placed {by}: {}", self.names(pieces))
                })),
                false => lines.push(format!("{}: {}", list.heading, self.names(list.pieces))),
            }
        }
        lines
    }

    /// The pieces on the board by who placed them: `X16=c F (player 1)`, `W L (player 2)`,
    /// the pieces of a starting position last (`at the start`).
    pub(super) fn placed_by_player(&self, state: &GameState) -> Vec<String> {
        if !matches!(state, GameState::Placement(..)) {
            return vec!["-".into()];
        }
        (self.placers(state).into_iter())
            .map(|(whose, pieces)| {
                let whose = whose.unwrap_or_else(|| "at the start".into());
                format!("{} ({whose})", self.piece_list(pieces))
            })
            .collect()
    }

    /// Each player who placed pieces, by name, with the pieces (a set of bits), in seat
    /// order; the pieces of a starting position last, placed by nobody (`None`).
    fn placers(&self, state: &GameState) -> Vec<(Option<String>, u32)> {
        let GameState::Placement(_, placed) = state else {
            return Vec::new();
        };
        let starters = [None].into_iter();
        let placers = (0..self.players).map(|p| Some(p as u8)).chain(starters);
        placers
            .map(|by| {
                let pieces = (placed.iter().filter(|p| p.by == by))
                    .fold(0u32, |all, p| all | 1 << p.mv.piece);
                (by.map(|p| self.player_name(p.into())), pieces)
            })
            .filter(|&(_, pieces)| pieces != 0)
            .collect()
    }

    /// The pieces on the board, each with its letter.
    pub(super) fn on_board(&self, state: &GameState) -> Vec<LabelledPiece> {
        let GameState::Placement(_, placed) = state else {
            return Vec::new();
        };
        let board = &self.rules.set.board;
        (placed.iter())
            .map(|p| {
                let cells = super::picture::board_cells(board, &self.rules.cells(p.mv));
                LabelledPiece::new(self.letter(p.mv.piece as usize), cells)
            })
            .collect()
    }

    /// Each list of pieces with its heading: on the board (if any), the middle (in the
    /// draft), then the pool or the players' hands.
    pub(super) fn lists(&self, state: &GameState) -> Vec<PieceGroup> {
        let (hands, on_board, middle) = match state {
            GameState::Draft { hands, pool, .. } => (*hands, 0, Some(*pool)),
            GameState::Placement(s, placed) => {
                let on_board = placed.iter().fold(0, |all, p| all | 1 << p.mv.piece);
                (s.hands, on_board, None)
            }
        };
        let shared = |heading: &str, pieces| PieceGroup {
            heading: heading.to_string(),
            player: None,
            pieces,
        };
        let mut lists = Vec::new();
        if on_board != 0 {
            lists.push(shared(ON_BOARD, on_board));
        }
        lists.extend(middle.map(|pool| shared("middle", pool)));
        match self.rules.mode {
            Mode::Golomb => lists.push(shared("pool", hands[0])),
            Mode::Polyssimo => lists.extend((0..self.players).map(|p| PieceGroup {
                heading: self.player_name(p),
                player: Some(p),
                pieces: hands[p],
            })),
        }
        lists
    }

    /// The pieces of a bit set drawn as [`Polyssimo::shapes_within`] `width` columns,
    /// indented two spaces under a heading.
    pub(super) fn shapes_indented(&self, pieces: u32, width: usize) -> Vec<String> {
        let shapes = self.shapes_within(pieces, width).into_iter();
        shapes
            .map(|l| if l.is_empty() { l } else { format!("  {l}") })
            .collect()
    }

    /// The pieces of a bit set drawn as shapes with their names (none for the board's),
    /// wrapped at `width` columns.
    pub(super) fn shapes_within(&self, pieces: u32, width: usize) -> Vec<String> {
        let set = &self.rules.set.pieces;
        let listed: Vec<(char, String, &crate::geometry::Shape)> = (0..set.len())
            .filter(|k| pieces & (1 << k) != 0)
            .map(|k| (self.letter(k), set[k].0.clone(), &set[k].1))
            .collect();
        shapes_within(&listed, width)
    }

    fn letter(&self, piece: usize) -> char {
        letter(&self.rules.set.pieces, piece)
    }

    /// `F I C06=a`: the names, each with its letter when that is not the name; `-` for none.
    pub(super) fn piece_list(&self, pieces: u32) -> String {
        self.listed(pieces, |k| named_letter(&self.rules.set.pieces, k))
    }

    /// `F I C06`: the names alone, as a picture labels the pieces; `-` for none.
    fn names(&self, pieces: u32) -> String {
        self.listed(pieces, |k| self.rules.set.pieces[k].0.clone())
    }

    /// The pieces of the set `pieces` (bits), each written by `name`, in the set's order.
    fn listed(&self, pieces: u32, name: impl Fn(usize) -> String) -> String {
        let names: Vec<String> = (0..self.rules.set.pieces.len())
            .filter(|k| pieces & (1 << k) != 0)
            .map(name)
            .collect();
        if names.is_empty() {
            "-".into()
        } else {
            names.join(" ")
        }
    }
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
    fn a_board_names_its_cells_and_its_pieces() {
        // A 3×4 board missing its corner d1, a V on a1 a2 a3 b3 c3.
        let board = Region::parse("###.\n####\n####").unwrap();
        let cells = ["a1", "a2", "a3", "b3", "c3"]
            .iter()
            .map(|n| board.parse_label(n).unwrap())
            .collect();
        let v = LabelledPiece::new('V', cells);
        assert_eq!(
            plain(&board_lines(&board, &[v])),
            ["  a b c d", "1 V . .", "2 V . . .", "3 V V V ."]
        );
    }

    #[test]
    fn groups_too_long_for_a_line_go_one_a_line() {
        let short = ["F I (player 1)".to_string(), "X (player 2)".to_string()];
        assert_eq!(
            wrapped_groups_within("on the board", &short, WIDTH),
            ["on the board: F I (player 1); X (player 2)"]
        );
        let long = [
            "X16=c Z16=g F36=m F26=o W26=q (player 1)".to_string(),
            "C06=a G06=d M06=e U06=h F06=j F16=k (player 2)".to_string(),
        ];
        assert_eq!(
            wrapped_groups_within("on the board", &long, WIDTH),
            [
                "on the board:",
                "  X16=c Z16=g F36=m F26=o W26=q (player 1)",
                "  C06=a G06=d M06=e U06=h F06=j F16=k (player 2)"
            ]
        );
    }

    /// The words of the lines below the board (the lists and the shapes' captions).
    fn words_below_the_board(lines: &[String]) -> Vec<String> {
        let below = plain(lines).into_iter().skip(12);
        below
            .flat_map(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>())
            .collect()
    }

    #[test]
    fn the_full_drawing_fits_the_columns_it_is_given_and_keeps_every_name() {
        use crate::polyssimo::Options;
        let game = Polyssimo::new(&Options::default()).unwrap();
        let start = game.initial();
        // The draft's middle holds all 24 pieces: `middle: F I … W26=q` is 103 characters,
        // wrapped within the 80 columns of the drawing that goes to a pipe.
        let full = game.board_text(&start);
        let widths = |lines: &[String]| plain(lines).iter().map(|l| l.chars().count()).max();
        assert!(widths(&full) <= Some(80), "{full:#?}");
        let narrow = game.board_text_within(&start, 50);
        assert!(widths(&narrow) <= Some(50), "{narrow:#?}");
        assert!(narrow.len() > full.len());
        let (mut a, mut b) = (words_below_the_board(&full), words_below_the_board(&narrow));
        a.sort();
        b.sort();
        assert_eq!(
            a, b,
            "the same names and cells of shapes, only laid out again"
        );
    }

    #[test]
    fn shapes_lie_flat_and_carry_their_names() {
        let i = Shape::parse("#\n#\n#").unwrap();
        let c = Shape::parse("##\n#.\n##").unwrap();
        let lines = plain(&shapes(&[('I', "I".into(), &i), ('a', "C06".into(), &c)]));
        // The captions head the shapes, with a colon, so that no name reads as a cell.
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0], "I:      C06=a:");
        assert!(lines[1].starts_with("I I I   a "), "{lines:?}");
    }
}
