//! Counting the replies each move leaves, from the list of moves itself. The pool is
//! shared, so the opponent's moves after move `m` are the moves listed here that share no
//! cell with `m`, less those of `m`'s kind when `m` takes its last item. With a bit set per
//! cell of the moves covering it, that is a few word operations per move instead of a new
//! move generation on every child. The same sets give the node Kayles ending each move's
//! conflicts. The sets of moves by cell ([`CoverSets`]) serve any board: the Polyssimo
//! endgame solver counts its replies with them too.

use super::game::CompiledGame;
use super::moves::{Node, Placement};

/// For each cell of a board, the set of listed moves covering it, as bit sets of `words`
/// words: filled once per position, then a move's conflicts with the list are the union of
/// its cells' sets.
#[derive(Default)]
pub struct CoverSets {
    /// `cover[cell * words + w]`: word `w` of the set of moves covering `cell`.
    cover: Vec<u64>,
    words: usize,
}

impl CoverSets {
    /// Empties the sets, for `cells` cells and sets of `words` words (64 moves a word).
    pub fn reset(&mut self, cells: usize, words: usize) {
        self.words = words;
        self.cover.clear();
        self.cover.resize(cells * self.words, 0);
    }

    /// The words of each set.
    #[inline]
    pub fn words(&self) -> usize {
        self.words
    }

    /// Lists move `index` as covering `cell`.
    #[inline]
    pub fn add(&mut self, index: usize, cell: usize) {
        self.cover[cell * self.words + index / 64] |= 1 << (index % 64);
    }

    /// Word `w` of the set of moves covering `cell`.
    #[inline]
    pub fn word(&self, cell: usize, w: usize) -> u64 {
        self.cover[cell * self.words + w]
    }

    /// How many listed moves cover at least one of `cells`.
    pub fn hits(&self, cells: impl Iterator<Item = usize> + Clone) -> u32 {
        (0..self.words)
            .map(|w| {
                let union = cells.clone().fold(0, |u, cell| u | self.word(cell, w));
                union.count_ones()
            })
            .sum()
    }
}

/// Reusable buffers for counting replies.
#[derive(Default)]
pub struct ReplyCounter {
    cover: CoverSets,
    /// `of_kind[kind * words + w]`: word `w` of the set of moves of `kind`.
    of_kind: Vec<u64>,
}

impl ReplyCounter {
    /// Sets each move's count (`.0`) to the number of replies it leaves: `moves` must be
    /// every legal move at `node`.
    pub fn count(&mut self, game: &CompiledGame, node: Node, moves: &mut [(u32, Placement)]) {
        let words = moves.len().div_ceil(64);
        self.index(game.kinds.len(), moves, words);
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
                    union |= self.cover.word(cell, w);
                }
                gone += union.count_ones();
            }
            *replies = total - gone;
        }
    }

    /// For at most 64 moves of `kinds` kinds, each move taking its kind's last item:
    /// `closed[i]` is the set of the moves that move `i` rules out, itself included (those
    /// sharing a cell or its kind).
    pub fn closed_sets(&mut self, kinds: usize, moves: &[(u32, Placement)], closed: &mut [u64]) {
        debug_assert!(moves.len() <= 64);
        self.index(kinds, moves, 1);
        for ((_, m), out) in moves.iter().zip(closed) {
            let mut set = self.of_kind[m.kind as usize];
            let mut cells = m.cells;
            while cells != 0 {
                set |= self.cover.word(cells.trailing_zeros() as usize, 0);
                cells &= cells - 1;
            }
            *out = set;
        }
    }

    /// Fills the per-cell and per-kind sets of `moves`.
    fn index(&mut self, kinds: usize, moves: &[(u32, Placement)], words: usize) {
        self.cover.reset(64, words);
        self.of_kind.clear();
        self.of_kind.resize(kinds * words, 0);
        for (i, (_, m)) in moves.iter().enumerate() {
            let mut cells = m.cells;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                self.cover.add(i, cell);
            }
            self.of_kind[m.kind as usize * words + i / 64] |= 1 << (i % 64);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::moves::{mobility, placements, play};
    use super::*;
    use crate::polyssimo::PieceSet;
    use crate::random::Rng;

    #[test]
    fn closed_sets_leave_the_replies_of_a_fresh_move_generation() {
        let game = CompiledGame::new(&PieceSet::golomb()).unwrap();
        let mut counter = ReplyCounter::default();
        let mut checked = 0;
        for seed in 0..30 {
            let mut rng = Rng::new(seed);
            let mut node = Node {
                occupied: game.occupied_of_cells([]),
                pool: game.pool_of_items(0..12),
            };
            let mut moves = Vec::new();
            loop {
                moves.clear();
                placements(&game, node, &mut moves);
                if moves.is_empty() {
                    break;
                }
                if moves.len() <= 64 {
                    let listed: Vec<(u32, Placement)> = moves.iter().map(|&m| (0, m)).collect();
                    let mut closed = [0u64; 64];
                    counter.closed_sets(game.kinds.len(), &listed, &mut closed);
                    for (i, &m) in moves.iter().enumerate() {
                        let left = moves.len() as u32 - closed[i].count_ones();
                        assert_eq!(left, mobility(&game, play(&game, node, m)), "seed {seed}");
                        assert!(closed[i] >> i & 1 == 1, "a move rules itself out");
                    }
                    checked += 1;
                }
                node = play(&game, node, moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(checked > 30, "positions with at most 64 moves were checked");
    }

    #[test]
    fn replies_match_a_fresh_move_generation() {
        let mut set = PieceSet::golomb();
        // A second X, so that taking an X does not always use up its kind.
        let x = set.pieces[set.index_of("X").unwrap()].clone();
        set.pieces.push(x);
        let game = CompiledGame::new(&set).unwrap();
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
