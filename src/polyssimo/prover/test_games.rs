//! Games the prover's tests share: the standard game from the empty board, and Golomb's
//! game on a 4×5 board with the five tetrominoes, small enough for a naive negamax that
//! shares nothing with the prover's search to settle every position.

use super::game::CompiledGame;
use super::moves::{Node, Placement, placements, play};
use super::symmetry::Symmetries;
use crate::polyssimo::PieceSet;

/// The standard game, its symmetries and its empty board.
pub fn standard() -> (CompiledGame, Symmetries, Node) {
    let game = CompiledGame::new(&PieceSet::golomb()).unwrap();
    let symmetries = Symmetries::new(&game);
    let root = game.empty_board();
    (game, symmetries, root)
}

/// The 4×5 board with the five tetrominoes.
pub fn small_game() -> CompiledGame {
    let text = "board: |\n  #####\n  #####\n  #####\n  #####\npieces:\n  - set: tetrominoes\n";
    CompiledGame::new(&PieceSet::parse(text, "small.yaml").unwrap()).unwrap()
}

/// Every legal move at `node`.
pub fn legal(game: &CompiledGame, node: Node) -> Vec<Placement> {
    let mut moves = Vec::new();
    placements(game, node, &mut moves);
    moves
}

/// Whether the player to move at `node` wins, by trying every move to the end.
pub fn naive_wins(game: &CompiledGame, node: Node) -> bool {
    (legal(game, node).into_iter()).any(|p| !naive_wins(game, play(game, node, p)))
}
