//! Polyssimo's and Golomb's position as data for `play show --json`: every board cell with
//! the piece on it and whose it is, and the pieces in each place (on the board, in the
//! draft's middle, the shared pool or each hand) by name.

use super::board_text::PieceGroup;
use super::game::{GameState, Polyssimo};
use super::picture::board_cells;
use crate::engine::view::{CellView, JsonView, to_json_view};
use serde::Serialize;

#[derive(Serialize)]
struct View {
    /// `"draft"` or `"placement"`.
    phase: &'static str,
    /// Every cell of the board, in the board's order.
    board: Vec<CellView>,
    /// The pieces by place: `"on the board"`, `"middle"`, `"pool"` or a player's hand.
    pieces: Vec<PiecesView>,
}

#[derive(Serialize)]
struct PiecesView {
    place: String,
    /// The player (from 1) whose hand it is; `null` for the other places.
    player: Option<usize>,
    pieces: Vec<String>,
}

impl Polyssimo {
    /// The position as data.
    pub fn json_view(&self, state: &GameState) -> JsonView {
        let phase = match state {
            GameState::Draft { .. } => "draft",
            GameState::Placement(..) => "placement",
        };
        to_json_view(&View {
            phase,
            board: self.board_view(state),
            pieces: (self.lists(state).into_iter())
                .map(|list| self.pieces_view(list))
                .collect(),
        })
    }

    fn board_view(&self, state: &GameState) -> Vec<CellView> {
        let board = &self.rules.set.board;
        let mut cells: Vec<CellView> = (0..board.len())
            .map(|c| CellView {
                cell: board.label(c),
                piece: None,
                player: None,
            })
            .collect();
        if let GameState::Placement(_, placed) = state {
            for p in placed {
                let name = &self.rules.set.pieces[p.mv.piece as usize].0;
                for c in board_cells(board, &self.rules.cells(p.mv)) {
                    cells[c].piece = Some(name.clone());
                    cells[c].player = p.by.map(|by| usize::from(by) + 1);
                }
            }
        }
        cells
    }

    fn pieces_view(&self, list: PieceGroup) -> PiecesView {
        PiecesView {
            place: list.heading,
            player: list.player.map(|p| p + 1),
            pieces: (0..self.rules.set.pieces.len())
                .filter(|k| list.pieces & (1 << k) != 0)
                .map(|k| self.rules.set.pieces[k].0.clone())
                .collect(),
        }
    }
}
