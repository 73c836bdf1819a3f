//! Counting the replies each move leaves, from the list of moves itself. The pool is
//! shared, so the opponent's moves after move `m` are the moves listed here that share no
//! cell with `m`, less those of `m`'s kind when `m` takes its last item. With a bit set per
//! cell of the moves covering it, that is a few word operations per move instead of a new
//! move generation on every child.

use super::game::Game;
use super::search::{Node, Placement};

/// Reusable buffers for counting replies.
#[derive(Default)]
pub struct ReplyCounter {
    /// `cover[cell * words + w]`: word `w` of the set of moves covering `cell`.
    cover: Vec<u64>,
    /// `of_kind[kind * words + w]`: word `w` of the set of moves of `kind`.
    of_kind: Vec<u64>,
}

impl ReplyCounter {
    /// Sets each move's count (`.0`) to the number of replies it leaves: `moves` must be
    /// every legal move at `node`.
    pub fn count(&mut self, game: &Game, node: Node, moves: &mut [(u32, Placement)]) {
        let words = moves.len().div_ceil(64);
        self.index(game, moves, words);
        let total = moves.len() as u32;
        for (replies, m) in moves.iter_mut() {
            let kind = m.kind as usize;
            let takes_last = (node.pool & game.kinds[kind].items).count_ones() == 1;
            let kind_mask = if takes_last { u64::MAX } else { 0 };
            let mut gone = 0;
            for w in 0..words {
                let mut union = self.of_kind[kind * words + w] & kind_mask;
                let mut cells = m.cells;
                while cells != 0 {
                    let cell = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    union |= self.cover[cell * words + w];
                }
                gone += union.count_ones();
            }
            *replies = total - gone;
        }
    }

    /// Fills the per-cell and per-kind sets of `moves`.
    fn index(&mut self, game: &Game, moves: &[(u32, Placement)], words: usize) {
        self.cover.clear();
        self.cover.resize(64 * words, 0);
        self.of_kind.clear();
        self.of_kind.resize(game.kinds.len() * words, 0);
        for (i, (_, m)) in moves.iter().enumerate() {
            let (w, bit) = (i / 64, 1u64 << (i % 64));
            let mut cells = m.cells;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                self.cover[cell * words + w] |= bit;
            }
            self.of_kind[m.kind as usize * words + w] |= bit;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::search::{mobility, placements, play};
    use super::*;
    use crate::polyssimo::PieceSet;
    use crate::random::Rng;

    #[test]
    fn replies_match_a_fresh_move_generation() {
        let mut set = PieceSet::golomb();
        // A second X, so that taking an X does not always use up its kind.
        let x = set.pieces[set.index_of("X").unwrap()].clone();
        set.pieces.push(x);
        let game = Game::new(&set).unwrap();
        let mut counter = ReplyCounter::default();
        for seed in 0..30 {
            let mut rng = Rng::new(seed);
            let mut node = Node {
                occupied: game.occupied_of_cells([]),
                pool: game.pool_of_items(0..set.pieces.len()),
            };
            loop {
                let mut moves = Vec::new();
                placements(&game, node, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let mut counted: Vec<(u32, Placement)> = moves.iter().map(|&m| (0, m)).collect();
                counter.count(&game, node, &mut counted);
                for &(replies, m) in &counted {
                    assert_eq!(
                        replies,
                        mobility(&game, play(&game, node, m)),
                        "seed {seed}"
                    );
                }
                node = play(&game, node, moves[rng.below(moves.len() as u64) as usize]);
            }
        }
    }
}
