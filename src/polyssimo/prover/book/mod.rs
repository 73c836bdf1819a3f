//! The strategy book: proved winning answers for one player, written by the prover, so a
//! bot can play a solved game where the live prover would take too long (the first plies
//! of Golomb's game). A position and its answer are both stored as keys (the normalized
//! board's least symmetric image and the pool), so one entry serves every mirror image:
//! the answer is the legal move whose resulting position has the stored key.

mod build;
mod check;
mod text;

pub use build::{BookPlan, Built, build_book};
pub use check::{Checked, recheck};
pub use text::{BOOK_FORMAT, BookError, read_book, write_book};

use super::game::CompiledGame;
use super::moves::{Node, Placement, placements, play};
use super::symmetry::Symmetries;
use super::top::{Key, key_of};
use std::collections::BTreeMap;

/// Proved answers: for each position, the key of the position the answer leads to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    answers: BTreeMap<Key, Key>,
}

impl Book {
    /// An empty book.
    pub fn new() -> Book {
        Book::default()
    }

    /// Adds (or replaces) the answer at `position`.
    pub fn insert(&mut self, position: Key, answer: Key) {
        self.answers.insert(position, answer);
    }

    /// Adds the answers of `other` at the positions this book does not answer yet (both
    /// are proved, so either answer wins); returns how many were added.
    pub fn absorb(&mut self, other: &Book) -> usize {
        let before = self.len();
        for (position, answer) in other.entries() {
            self.answers.entry(position).or_insert(answer);
        }
        self.len() - before
    }

    /// How many positions the book answers.
    pub fn len(&self) -> usize {
        self.answers.len()
    }

    /// Whether the book answers nothing.
    pub fn is_empty(&self) -> bool {
        self.answers.is_empty()
    }

    /// The entries, in key order.
    pub fn entries(&self) -> impl Iterator<Item = (Key, Key)> + '_ {
        self.answers.iter().map(|(&p, &a)| (p, a))
    }

    /// The book's answer at `node`: a legal move leading to the stored position, or `None`
    /// when the book does not know `node` (or, for a book not made for this game, when no
    /// legal move leads where it says).
    pub fn answer(
        &self,
        game: &CompiledGame,
        symmetries: &Symmetries,
        node: Node,
    ) -> Option<Placement> {
        let wanted = *self.answers.get(&key_of(game, symmetries, node))?;
        let mut moves = Vec::new();
        placements(game, node, &mut moves);
        (moves.into_iter()).find(|&p| key_of(game, symmetries, play(game, node, p)) == wanted)
    }
}

/// The legal move at `node` named `name` (`L c5 d5 e5 f5 c6`: the piece, then its cells in
/// any order).
pub fn named_move(game: &CompiledGame, node: Node, name: &str) -> Option<Placement> {
    let mut words = name.split_whitespace();
    let piece = words.next()?;
    let mut cells = 0u64;
    for label in words {
        let cell = game.set.board.parse_label(label)?;
        cells |= 1u64 << game.bit_of_cell[cell];
    }
    let mut moves = Vec::new();
    placements(game, node, &mut moves);
    (moves.into_iter()).find(|p| {
        p.cells == cells
            && game.move_name(node.pool, p.kind, p.cells).split(' ').next() == Some(piece)
    })
}
