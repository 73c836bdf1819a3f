//! `play show` for Polyssimo and Golomb's game as text: the board with coordinates and
//! each piece's player (see [`super::drawing`]), the pieces on it, and the pieces still in
//! the draft, the shared pool or each hand drawn as shapes; or, for the SVG picture's
//! notes, the same lists as names.

use super::drawing::{self, OnBoard};
use super::game::{GameState, Polyssimo};
use super::position::Mode;
use crate::engine::Game;

/// Pieces in one place: its heading, the player (from 0) whose hand it is, and the pieces
/// as a bit set.
pub(super) struct PieceList {
    pub heading: String,
    pub player: Option<usize>,
    pub pieces: u32,
}

/// The heading of the list of pieces on the board (drawn there, so not again as shapes).
const ON_BOARD: &str = "on the board";

impl Polyssimo {
    /// The state as text lines, the pieces off the board drawn as shapes.
    pub fn draw(&self, state: &GameState) -> Vec<String> {
        let mut lines = drawing::board_lines(&self.rules.set.board, &self.on_board(state));
        let mut lists = self.lists(state).into_iter().peekable();
        if let Some(on_board) = lists.next_if(|list| list.heading == ON_BOARD) {
            lines.push(format!("{ON_BOARD}: {}", self.piece_list(on_board.pieces)));
        }
        for PieceList {
            heading, pieces, ..
        } in lists
        {
            lines.push(format!("{heading}: {}", self.piece_list(pieces)));
            let shapes = self.shapes(pieces).into_iter();
            lines.extend(shapes.map(|l| if l.is_empty() { l } else { format!("  {l}") }));
        }
        lines
    }

    /// The lists of pieces as names (`on the board: F I C06=a`), for the picture's notes.
    pub fn summary(&self, state: &GameState) -> Vec<String> {
        (self.lists(state).into_iter())
            .map(|list| format!("{}: {}", list.heading, self.piece_list(list.pieces)))
            .collect()
    }

    /// The pieces on the board, each with its letter and player.
    fn on_board(&self, state: &GameState) -> Vec<OnBoard> {
        let GameState::Placement(_, placed) = state else {
            return Vec::new();
        };
        let board = &self.rules.set.board;
        (placed.iter())
            .map(|p| {
                let cells = super::picture::board_cells(board, &self.rules.cells(p.mv));
                OnBoard::new(
                    self.letter(p.mv.piece as usize),
                    cells,
                    p.by.map(usize::from),
                )
            })
            .collect()
    }

    /// Each list of pieces with its heading: on the board (if any), the middle (in the
    /// draft), then the pool or the players' hands.
    pub(super) fn lists(&self, state: &GameState) -> Vec<PieceList> {
        let (hands, on_board, middle) = match state {
            GameState::Draft { hands, pool, .. } => (*hands, 0, Some(*pool)),
            GameState::Placement(s, placed) => {
                let on_board = placed.iter().fold(0, |all, p| all | 1 << p.mv.piece);
                (s.hands, on_board, None)
            }
        };
        let shared = |heading: &str, pieces| PieceList {
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
            Mode::Polyssimo => lists.extend((0..self.players).map(|p| PieceList {
                heading: self.player_name(p),
                player: Some(p),
                pieces: hands[p],
            })),
        }
        lists
    }

    /// The pieces of a bit set drawn as shapes with their names (none for the board's).
    fn shapes(&self, pieces: u32) -> Vec<String> {
        let set = &self.rules.set.pieces;
        let listed: Vec<(char, String, &crate::geometry::Shape)> = (0..set.len())
            .filter(|k| pieces & (1 << k) != 0)
            .map(|k| (self.letter(k), set[k].0.clone(), &set[k].1))
            .collect();
        drawing::shapes(&listed)
    }

    fn letter(&self, piece: usize) -> char {
        drawing::letter(&self.rules.set.pieces, piece)
    }

    /// `F I C06=a`: the names, each with its letter when that is not the name; `-` for none.
    fn piece_list(&self, pieces: u32) -> String {
        let names: Vec<String> = (0..self.rules.set.pieces.len())
            .filter(|k| pieces & (1 << k) != 0)
            .map(|k| {
                let name = &self.rules.set.pieces[k].0;
                if name.chars().count() == 1 {
                    name.clone()
                } else {
                    format!("{name}={}", self.letter(k))
                }
            })
            .collect();
        if names.is_empty() {
            "-".into()
        } else {
            names.join(" ")
        }
    }
}
