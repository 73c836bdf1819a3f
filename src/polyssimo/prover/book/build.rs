//! Writing a book: from a position the book's player wins and its proved answer, every
//! distinct reply of the opponent is proved afresh (one thread, a fresh table, as the live
//! prover would meet it), a ply at a time. A position's answer is stored when the
//! position is one reply from the root, or when its proof took more than
//! [`BookPlan::store_over`] nodes; the replies after the answer are followed when it took
//! more than [`BookPlan::expand_over`] — a position whose whole proof is small has no
//! position below it that the live prover would find hard.

use super::Book;
use crate::polyssimo::prover::drive::Known;
use crate::polyssimo::prover::game::CompiledGame;
use crate::polyssimo::prover::moves::{Node, Placement, play};
use crate::polyssimo::prover::prove::{Prover, Settings};
use crate::polyssimo::prover::symmetry::Symmetries;
use crate::polyssimo::prover::table::{Table, TableError};
use crate::polyssimo::prover::top::{Key, distinct_moves, key_of};
use std::collections::HashSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use thiserror::Error;

/// How deep a book goes, and what writing it may use.
#[derive(Clone, Copy, Debug)]
pub struct BookPlan {
    /// Store the answer of a position (beyond the first reply) whose proof took more nodes.
    pub store_over: u64,
    /// Follow the replies after the answer of a position whose proof took more nodes.
    pub expand_over: u64,
    /// Positions proved at once, each on one thread.
    pub threads: usize,
    /// Each proof's table, in MiB.
    pub hash_mb: usize,
}

/// A book written, with the figures of its writing.
#[derive(Clone, Debug)]
pub struct Built {
    pub book: Book,
    /// The positions proved, and the nodes of all their proofs.
    pub proved: usize,
    pub nodes: u64,
    /// The largest single proof, in nodes, and its position.
    pub largest: (u64, Node),
}

/// Why a book could not be written.
#[derive(Debug, Error)]
pub enum BuildError {
    #[error("the answer given at the root does not win: after it the opponent wins at {0:?}")]
    NotAWin(Node),
    #[error(transparent)]
    Table(#[from] TableError),
}

/// A position's proof: its winning answer and the nodes it took.
type Proved = (Placement, u64);

/// Writes the book of the player to move at `root`, who wins with `answer`; `progress`
/// is told the ply, the positions proved and the positions of that ply.
pub fn build_book(
    game: &CompiledGame,
    root: Node,
    answer: Placement,
    plan: BookPlan,
    progress: &(dyn Fn(usize, usize, usize) + Sync),
) -> Result<Built, BuildError> {
    let symmetries = Symmetries::new(game);
    let key = |node| key_of(game, &symmetries, node);
    let mut built = Built {
        book: Book::new(),
        proved: 0,
        nodes: 0,
        largest: (0, root),
    };
    built.book.insert(key(root), key(play(game, root, answer)));
    let mut seen: HashSet<Key> = HashSet::new();
    let mut ply_positions = replies_after(game, &symmetries, root, answer, &mut seen);
    let mut ply = 2;
    while !ply_positions.is_empty() {
        let proofs = prove_all(game, &ply_positions, plan, &|done| {
            progress(ply, done, ply_positions.len())
        })?;
        let mut next = Vec::new();
        for (&node, &(answer, nodes)) in ply_positions.iter().zip(&proofs) {
            built.proved += 1;
            built.nodes += nodes;
            built.largest = built.largest.max((nodes, node));
            if ply == 2 || nodes > plan.store_over {
                built.book.insert(key(node), key(play(game, node, answer)));
            }
            if nodes > plan.expand_over {
                next.extend(replies_after(game, &symmetries, node, answer, &mut seen));
            }
        }
        ply_positions = next;
        ply += 2;
    }
    Ok(built)
}

/// The distinct positions the opponent's replies to `answer` lead to, each listed once
/// over the whole book (`seen`).
fn replies_after(
    game: &CompiledGame,
    symmetries: &Symmetries,
    node: Node,
    answer: Placement,
    seen: &mut HashSet<Key>,
) -> Vec<Node> {
    let after = play(game, node, answer);
    (distinct_moves(game, symmetries, after).into_iter())
        .map(|(_, reply)| play(game, after, reply))
        .filter(|&n| seen.insert(key_of(game, symmetries, n)))
        .collect()
}

/// Proves every position, `plan.threads` at a time, in order.
fn prove_all(
    game: &CompiledGame,
    positions: &[Node],
    plan: BookPlan,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Proved>, BuildError> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Proved, BuildError>>>> =
        Mutex::new((0..positions.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..plan.threads.max(1) {
            scope.spawn(|| {
                let mut prover = Prover::new(game.clone(), 1, None).expect("a 1 MiB table");
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&node) = positions.get(i) else { break };
                    let proved = prove_one(&mut prover, node, plan.hash_mb);
                    results.lock().expect("no thread panics")[i] = Some(proved);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    let results = results.into_inner().expect("no thread panics");
    results
        .into_iter()
        .map(|r| r.expect("every position proved"))
        .collect()
}

/// Proves `node` a win for the player to move with a fresh table, as the live prover would.
fn prove_one(prover: &mut Prover, node: Node, hash_mb: usize) -> Result<Proved, BuildError> {
    prover.table = Table::new(hash_mb, None)?;
    let proof = prover.prove(
        node,
        Settings::to_the_end(1),
        &mut Known::new(),
        &mut |_, _| {},
    );
    match (proof.wins(), proof.winning_move()) {
        (Some(true), Some(answer)) => Ok((answer, proof.outcome.nodes)),
        _ => Err(BuildError::NotAWin(node)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::prover::test_games::{legal, naive_wins, small_game};

    /// Follows every reply of the opponent from `node` (the book's player to move), the
    /// book answering; returns how many of the book's answers were played.
    fn walk(game: &CompiledGame, symmetries: &Symmetries, book: &Book, node: Node) -> usize {
        let answer = (book.answer(game, symmetries, node)).expect("every position is in the book");
        let after = play(game, node, answer);
        assert!(!naive_wins(game, after), "the book's answer loses");
        let replies = legal(game, after).into_iter();
        1 + replies
            .map(|r| walk(game, symmetries, book, play(game, after, r)))
            .sum::<usize>()
    }

    fn empty_board(game: &CompiledGame) -> Node {
        Node {
            occupied: !game.board,
            pool: (1u32 << game.kinds.len()) - 1,
        }
    }

    /// A book of every position: each answer stored, every reply followed.
    fn everything(threads: usize) -> BookPlan {
        BookPlan {
            store_over: 0,
            expand_over: 0,
            threads,
            hash_mb: 1,
        }
    }

    #[test]
    fn a_full_book_wins_against_every_line_by_a_naive_search() {
        let game = small_game();
        let root = empty_board(&game);
        let answer = (legal(&game, root).into_iter())
            .find(|&p| !naive_wins(&game, play(&game, root, p)))
            .expect("the first player wins this game");
        let built = build_book(&game, root, answer, everything(2), &|_, _, _| {}).unwrap();
        let symmetries = Symmetries::new(&game);
        let played = walk(&game, &symmetries, &built.book, root);
        assert!(played > built.book.len(), "every line met the book");
    }

    #[test]
    fn a_losing_answer_is_refused() {
        let game = small_game();
        let root = empty_board(&game);
        let losing = (legal(&game, root).into_iter())
            .find(|&p| naive_wins(&game, play(&game, root, p)))
            .expect("some first move of this game loses");
        let built = build_book(&game, root, losing, everything(1), &|_, _, _| {});
        assert!(matches!(built, Err(BuildError::NotAWin(_))));
    }
}
