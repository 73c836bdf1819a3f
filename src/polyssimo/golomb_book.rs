//! The strategy book this build ships for Golomb's game (`data/golomb-book.txt`, written by
//! `tessera golomb book write`): the first player's proved answers from the empty board,
//! read once and checked when first asked for, and the standard game it answers for.

use super::position::{Mode, PieceSet, Position};
use super::prover::{Book, CompiledGame, GameError, Node, Symmetries, read_book, root_of, to_move};
use super::rules::{Placing, Rules};
use std::sync::OnceLock;

/// The proved first-player win from the empty 8×8 board with the 12 pentominoes (the
/// empty board's proof: docs/golomb.md).
pub const OPENING: &str = "L c5 d5 e5 f5 c6";
/// How the shipped book is named in messages.
pub const SHIPPED: &str = "the shipped book (data/golomb-book.txt)";
const SHIPPED_TEXT: &str = include_str!("../../data/golomb-book.txt");

/// The standard game compiled, with its symmetries.
pub fn standard_game() -> &'static (CompiledGame, Symmetries) {
    static GAME: OnceLock<(CompiledGame, Symmetries)> = OnceLock::new();
    GAME.get_or_init(|| {
        let game = CompiledGame::new(&PieceSet::golomb()).expect("the standard set compiles");
        let symmetries = Symmetries::new(&game);
        (game, symmetries)
    })
}

/// The standard game and its empty board.
pub fn empty_board() -> Result<(CompiledGame, Node), GameError> {
    let game = CompiledGame::new(&PieceSet::golomb())?;
    let root = game.empty_board();
    Ok((game, root))
}

/// The shipped book. It is part of the program and a test reads it whole, so a failure
/// to read it is a fault of the build, not of anything a user gave.
pub fn shipped_book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        read_book(SHIPPED_TEXT, &standard_game().0).expect("the shipped book reads")
    })
}

/// The shipped book's answer at `position`, if it is a position of the standard game the
/// book knows.
pub fn book_answer(position: &Position, rules: &Rules) -> Option<Placing> {
    if position.mode != Mode::Golomb || position.set != PieceSet::golomb() {
        return None;
    }
    let (game, symmetries) = standard_game();
    let root = root_of(game, position);
    let answer = shipped_book().answer(game, symmetries, root)?;
    Some(to_move(game, rules, root, answer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_book_reads_and_opens_with_the_proved_opening() {
        let book = shipped_book();
        let (game, symmetries) = standard_game();
        let (_, root) = empty_board().unwrap();
        let opening = super::super::prover::named_move(game, root, OPENING).unwrap();
        assert!(book.len() > 1000, "{} answers", book.len());
        assert_eq!(book.answer(game, symmetries, root), Some(opening));
    }
}
