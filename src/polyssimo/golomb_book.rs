//! The proofs this build ships for Golomb's game, read once and checked when first asked
//! for: the strategy book (`data/golomb-book.txt`, written by `tessera golomb book write`:
//! the first player's proved answers from the empty board) and the openings table
//! (`data/golomb-openings.txt`, written by `tessera golomb openings write`: the value of
//! every distinct first move, and the second player's refutation of each losing one), and
//! the hardest replies (`data/golomb-hardest.txt`, written by `tessera golomb openings
//! hardest`: after a winning first move, the second player's reply whose refutation is the
//! largest proof).

use super::position::{Mode, PieceSet, Position};
use super::prover::{
    Book, CompiledGame, GameError, HardestLookup, HardestTable, Node, Openings, Symmetries,
    read_book, read_hardest, read_openings, root_of, to_move,
};
use super::rules::{Board, Placing, Rules};
use std::sync::OnceLock;

/// The proved first-player win from the empty 8×8 board with the 12 pentominoes (the
/// empty board's proof: docs/golomb.md).
pub const OPENING: &str = "L c5 d5 e5 f5 c6";
/// How the shipped book is named in messages.
pub const SHIPPED: &str = "the shipped book (data/golomb-book.txt)";
const SHIPPED_TEXT: &str = include_str!("../../data/golomb-book.txt");
/// How the shipped openings table is named in messages.
pub const SHIPPED_OPENINGS: &str = "the shipped openings table (data/golomb-openings.txt)";
const OPENINGS_TEXT: &str = include_str!("../../data/golomb-openings.txt");

/// How the shipped hardest replies are named in messages.
pub const SHIPPED_HARDEST: &str = "the shipped hardest replies (data/golomb-hardest.txt)";
const HARDEST_TEXT: &str = include_str!("../../data/golomb-hardest.txt");

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

/// The shipped openings table. Like the book it is part of the program, and a test reads it.
pub fn shipped_openings() -> &'static Openings {
    static OPENINGS: OnceLock<Openings> = OnceLock::new();
    OPENINGS.get_or_init(|| {
        let (game, symmetries) = standard_game();
        read_openings(OPENINGS_TEXT, game, symmetries, game.empty_board())
            .expect("the shipped openings table reads")
    })
}

/// The shipped hardest replies. Like the book they are part of the program, and a test
/// reads them.
pub fn shipped_hardest() -> &'static HardestTable {
    static HARDEST: OnceLock<HardestTable> = OnceLock::new();
    HARDEST.get_or_init(|| {
        let (game, symmetries) = standard_game();
        read_hardest(HARDEST_TEXT, game, symmetries, game.empty_board())
            .expect("the shipped hardest replies read")
    })
}

fn hardest_lookup() -> &'static HardestLookup {
    static LOOKUP: OnceLock<HardestLookup> = OnceLock::new();
    LOOKUP.get_or_init(|| {
        let (game, symmetries) = standard_game();
        shipped_hardest().lookup(game, symmetries)
    })
}

/// The second player's most resistant reply after a winning first move, from the shipped
/// measures: the move, the nodes its refutation's proof searched, the replies measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShippedHardest {
    pub placing: Placing,
    pub nodes: u64,
    pub replies: usize,
}

/// The shipped hardest reply at `position`, if it is the standard game after a first
/// move the shipped measures cover.
pub fn hardest_answer(position: &Position, rules: &Rules) -> Option<ShippedHardest> {
    let root = standard_root(position)?;
    let (game, symmetries) = standard_game();
    if !after_first_move(game, root) {
        return None;
    }
    let found = hardest_lookup().at(game, symmetries, root)?;
    Some(ShippedHardest {
        placing: to_move(game, rules, root, found.reply),
        nodes: found.nodes,
        replies: found.replies,
    })
}

/// The shipped table's refutations, as a book for the second player.
fn refutations() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        let (game, symmetries) = standard_game();
        shipped_openings().refutations(game, symmetries)
    })
}

/// The position of the standard game in `position`, if it is one.
fn standard_root(position: &Position) -> Option<Node> {
    let standard = position.mode == Mode::Golomb && position.set == PieceSet::golomb();
    standard.then(|| root_of(&standard_game().0, position))
}

/// A proved winning answer from the shipped data, and which of them proved it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShippedAnswer {
    pub placing: Placing,
    /// [`SHIPPED`] or [`SHIPPED_OPENINGS`].
    pub source: &'static str,
}

/// A proved winning answer at `position` from the shipped data, if it is a position of the
/// standard game they know: the book's answer, or the openings table's refutation of a
/// losing first move.
pub fn book_answer(position: &Position, rules: &Rules) -> Option<ShippedAnswer> {
    answer_from(shipped_book(), position, rules)
}

/// [`book_answer`] with `book` in the shipped book's place (a test's empty book reaches the
/// table's refutations, which the shipped book now covers).
fn answer_from(book: &Book, position: &Position, rules: &Rules) -> Option<ShippedAnswer> {
    let root = standard_root(position)?;
    let (game, symmetries) = standard_game();
    let (answer, source) = match book.answer(game, symmetries, root) {
        Some(answer) => (answer, SHIPPED),
        None if after_first_move(game, root) => (
            refutations().answer(game, symmetries, root)?,
            SHIPPED_OPENINGS,
        ),
        None => return None,
    };
    let placing = to_move(game, rules, root, answer);
    Some(ShippedAnswer { placing, source })
}

/// Whether the shipped openings table proves the player to move at `position` (the second
/// player, after a first move) loses.
pub fn known_lost(position: &Position) -> bool {
    let Some(root) = standard_root(position) else {
        return false;
    };
    let (game, symmetries) = standard_game();
    after_first_move(game, root)
        && shipped_openings().second_player_loses(game, symmetries, root) == Some(true)
}

/// The first move the shipped openings table proves winning, when `position` is that move
/// and one reply (Golomb's game is one board and one pool, so the order of the two
/// placements does not matter): every reply to it loses, so the player to move wins.
pub fn known_won(position: &Position, rules: &Rules) -> Option<String> {
    if position.placed.len() != 2 {
        return None;
    }
    (0..2).find_map(|first| {
        let mut before = position.clone();
        let reply = before.placed.remove(1 - first);
        before.pool.push(reply.piece);
        let first = &position.placed[first];
        let cells = Board::from_bits(first.cells.iter().copied());
        let placing = rules.find_placement(first.piece, &cells)?;
        known_lost(&before).then(|| rules.move_name(placing))
    })
}

/// Whether exactly one piece has been placed (the openings table is read only then).
fn after_first_move(game: &CompiledGame, root: Node) -> bool {
    root.pool.count_ones() + 1 == game.empty_board().pool.count_ones()
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

    #[test]
    fn the_table_answers_a_refuted_first_move_with_its_refutation() {
        // The shipped book now covers every refuted first move, so the table's answers are
        // the fallback; the table's line: `Y c4 d4 e4 f4 d5 / I d8 e8 f8 g8 h8`.
        let (game, symmetries) = standard_game();
        let (_, root) = empty_board().unwrap();
        let first = super::super::prover::named_move(game, root, "Y c4 d4 e4 f4 d5").unwrap();
        let after = super::super::prover::play(game, root, first);
        let refutation = super::super::prover::named_move(game, after, "I d8 e8 f8 g8 h8");
        assert!(refutation.is_some());
        assert_eq!(refutations().answer(game, symmetries, after), refutation);
    }

    #[test]
    fn without_the_books_answer_a_refuted_first_move_is_answered_by_the_table() {
        use crate::engine::Game;
        // The table's line: `X d3 c4 d4 e4 d5 / N e5 f5 g5 d6 e6`.
        let game = crate::polyssimo::game::Polyssimo::golomb();
        let start = game.initial();
        let first = game.parse_move(&start, "X d3 c4 d4 e4 d5").unwrap();
        let after = game.play(&start, &first).unwrap();
        let position = game.position(&after).unwrap();
        let rules = game.rules();
        let from_table = answer_from(&Book::new(), &position, rules).expect("refuted");
        assert_eq!(from_table.source, SHIPPED_OPENINGS);
        assert_eq!(rules.move_name(from_table.placing), "N e5 f5 g5 d6 e6");
        let before_any_move = game.position(&start).unwrap();
        assert_eq!(answer_from(&Book::new(), &before_any_move, rules), None);
        let from_book = book_answer(&position, rules).expect("in the book");
        assert_eq!(from_book.source, SHIPPED);
    }

    #[test]
    fn every_shipped_hardest_reply_follows_a_first_move_the_table_proves_winning() {
        let (game, symmetries) = standard_game();
        let root = game.empty_board();
        let openings = shipped_openings();
        let lookup = hardest_lookup();
        for measured in &shipped_hardest().list {
            let after = super::super::prover::play(game, root, measured.first);
            let name = game.move_name(root.pool, measured.first.kind, measured.first.cells);
            assert_eq!(
                openings.second_player_loses(game, symmetries, after),
                Some(true),
                "{name}"
            );
            let found = lookup.at(game, symmetries, after).expect("measured");
            assert_eq!(found, measured.hardest, "{name}");
        }
    }
}
