//! Re-proving a book's answers, so shipped data is checked rather than trusted: for each
//! entry, the book's move must be legal and the position after it a proved loss for the
//! opponent. An entry's key is itself a position (the normalized board and pool), so
//! nothing but the book is needed.

use super::Book;
use crate::polyssimo::prover::game::CompiledGame;
use crate::polyssimo::prover::moves::{Node, play};
use crate::polyssimo::prover::prove::{Prover, Recheck};
use crate::polyssimo::prover::table::TableError;
use crate::polyssimo::prover::top::Key;
use crate::random::Rng;

/// The table each re-proof shares, in MiB.
const CHECK_HASH_MB: usize = 256;

/// What re-proving found.
#[derive(Clone, Debug, Default)]
pub struct Checked {
    pub reproved: usize,
    /// The positions whose answer is missing or does not win.
    pub wrong: Vec<Node>,
    pub nodes: u64,
    /// Whether the stop flag ended the check before every answer chosen was re-proved.
    pub stopped: bool,
}

/// Re-proves every answer of `book`, or a sample of `(count, seed)` drawn from the answers
/// past the empty board (whose proof takes minutes), until `recheck.stop` is set; tells
/// `recheck.progress` how many of how many are done before each.
pub fn recheck(
    game: &CompiledGame,
    book: &Book,
    sample: Option<(usize, u64)>,
    recheck: Recheck,
) -> Result<Checked, TableError> {
    let prover = Prover::new(game.clone(), CHECK_HASH_MB, None)?;
    let mut checked = Checked::default();
    let chosen = chosen(game, book, sample);
    for (done, (position, _)) in chosen.iter().enumerate() {
        (recheck.progress)(done, chosen.len(), 0);
        let node = Node {
            occupied: position.0,
            pool: position.1,
        };
        let Some(answer) = book.answer(game, &prover.symmetries, node) else {
            checked.reproved += 1;
            checked.wrong.push(node);
            continue;
        };
        let after = play(game, node, answer);
        let (wins, nodes) = recheck.settle(&prover, after, (done, chosen.len()));
        checked.nodes += nodes;
        // A proof cut short proves nothing: the answer is not counted.
        if recheck.stopped() {
            checked.stopped = true;
            break;
        }
        checked.reproved += 1;
        if wins != Some(false) {
            checked.wrong.push(node);
        }
    }
    Ok(checked)
}

/// The entries to re-prove.
fn chosen(game: &CompiledGame, book: &Book, sample: Option<(usize, u64)>) -> Vec<(Key, Key)> {
    let Some((count, seed)) = sample else {
        return book.entries().collect();
    };
    let past_empty: Vec<(Key, Key)> = (book.entries())
        .filter(|(position, _)| position.0 & game.board != 0)
        .collect();
    Rng::new(seed).draw(past_empty, count)
}
