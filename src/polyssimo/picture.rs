//! Presentation only (rules never call it): Polyssimo boards as picture panels — the
//! pentominoes in colour, the hexominoes black and white as in the game — for `play show`,
//! `polyssimo holes` and `polyssimo solve`.

use super::game::{GameState, Polyssimo};
use super::position::{Mode, PieceSet, Position};
use super::rules::{Board, Placing, Rules};
use crate::engine::{Game, Turn};
use crate::geometry::Region;
use crate::picture::{At, Fill, LegendEntry, Outline, Panel, Rgb, Scene, Swatch, palette};

/// The black-and-white pieces (hexominoes and larger): dark, with pale stripes, so their
/// white labels read.
pub const BLACK_AND_WHITE: Fill = Fill::Hatched {
    ink: Rgb(0x2a, 0x2a, 0x2a),
    paper: Rgb(0x5c, 0x5c, 0x5c),
};

/// A piece's fill: a colour of its own for pieces of up to five cells (by its place in the
/// set), black and white for larger ones.
pub fn piece_fill(index: usize, cells: usize) -> Fill {
    if cells <= 5 {
        Fill::Solid(palette::piece(index))
    } else {
        BLACK_AND_WHITE
    }
}

/// The grid position of a board cell.
pub fn at(board: &Region, cell: usize) -> At {
    let (r, c) = board.cells()[cell];
    (r as usize, c as usize)
}

/// The board cells of a bit mask.
pub fn board_cells(board: &Region, mask: &Board) -> Vec<usize> {
    (0..board.len())
        .filter(|&c| mask.0[c / 64] & (1 << (c % 64)) != 0)
        .collect()
}

/// The empty board, captioned.
pub fn empty_board(board: &Region, caption: String) -> Panel {
    Panel {
        caption,
        rows: board.height() as usize,
        cols: board.width() as usize,
        cells: (0..board.len())
            .map(|c| (at(board, c), palette::BOARD))
            .collect(),
        ..Panel::default()
    }
}

/// The outline of piece `index` of the set, called `name`, on `cells` of the board.
pub fn piece_outline(board: &Region, name: &str, index: usize, cells: &[usize]) -> Outline {
    let fill = piece_fill(index, cells.len());
    let ats = cells.iter().map(|&c| at(board, c)).collect();
    Outline::piece(name, fill, ats)
}

/// A position's board with its pieces.
pub fn position_panel(position: &Position, caption: String) -> Panel {
    let board = &position.set.board;
    let mut panel = empty_board(board, caption);
    for placed in &position.placed {
        let name = &position.set.pieces[placed.piece].0;
        let outline = piece_outline(board, name, placed.piece, &placed.cells);
        panel.outlines.push(outline);
    }
    panel
}

/// The legend entries for the kinds of pieces a set has: coloured pentominoes, and
/// black-and-white hexominoes if it has larger pieces.
pub fn piece_legend(set: &PieceSet) -> Vec<LegendEntry> {
    let mut legend = vec![LegendEntry::new(
        Swatch::Square(Fill::Solid(palette::piece(0))),
        "pentomino (coloured)",
    )];
    if set.pieces.iter().any(|(_, shape)| shape.len() > 5) {
        let swatch = Swatch::Square(BLACK_AND_WHITE);
        legend.push(LegendEntry::new(swatch, "hexomino (black and white)"));
    }
    legend
}

/// The outline of a move's piece.
pub fn move_outline(rules: &Rules, mv: Placing) -> Outline {
    let board = &rules.set.board;
    let cells = board_cells(board, &rules.cells(mv));
    let piece = mv.piece as usize;
    piece_outline(board, &rules.set.pieces[piece].0, piece, &cells)
}

impl Polyssimo {
    /// `play show` as a picture: the board with the pieces placed, whose turn it is, and
    /// each player's hand beneath.
    pub fn scene(&self, state: &GameState) -> Scene {
        let rules = &self.rules;
        let mut panel = empty_board(&rules.set.board, "board".into());
        if let GameState::Placement(_, placed) = state {
            panel
                .outlines
                .extend(placed.iter().map(|p| move_outline(rules, p.mv)));
        }
        let title = match (rules.mode, self.turn(state)) {
            (Mode::Golomb, Turn::Player(p)) => {
                format!("Golomb's game: {} to move", self.player_name(p))
            }
            (_, Turn::Player(p)) => format!("Polyssimo: {} to move", self.player_name(p)),
            (Mode::Golomb, _) => "Golomb's game: over".to_string(),
            (_, _) => "Polyssimo: over".to_string(),
        };
        Scene {
            title,
            panels: vec![panel],
            legend: piece_legend(&rules.set),
            notes: self.summary(state),
        }
    }
}
