//! Moves no better than another placement of the same piece, in 2-player endgames: the
//! search skips them once that other placement is searched.
//!
//! Placements `a` and `b` of the mover X's piece `k`: if every placement of X's other
//! pieces that `a` takes away (shares a cell with) `b` takes away too, and every placement
//! of the opponent Y's that `b` takes away `a` takes away too, then after `a` X keeps every
//! placement X keeps after `b`, and Y keeps only placements Y keeps after `b`. Such a
//! position is worth at least as much to X, by induction over the moves left, with the
//! same hands, player to move and order of last placements:
//! - a move both positions allow leads to two positions in the same relation;
//! - X can move in the first and not in the second: the second has X out for good, and in
//!   the first X ends with fewer cells whatever happens, while Y ends with no fewer cells
//!   than Y could keep alone in the second (every set of Y's placements made in the first
//!   fits there too): a strictly greater difference, so the tie-break cannot matter;
//! - Y can move in the second and not in the first: the same, the other way round.
//!
//! So `b`'s value for X is at most `a`'s, and skipping `b` changes neither the best value
//! nor a bound proved by the moves searched (the search is fail-soft). The relation is
//! transitive, so `a` may itself be a skipped move. With 3 or 4 players the others move
//! in turn, not as one, and the argument does not carry over: no move is skipped there.
//!
//! The placements a move takes away are the union of its cells' sets of live placements
//! (see [`CoverSets`]), made once a node's first move has not cut, so no child of a move
//! skipped is made.

use super::node::{Compiled, Layer, Node, bits};
use crate::polyssimo::prover::CoverSets;
use crate::polyssimo::rules::Board;

/// The placements taken away by the moves tried so far at one node.
#[derive(Default)]
pub struct Kills {
    /// Words in a set of live positions.
    words: usize,
    /// The opponent's live pieces.
    opponent: u32,
    /// The positions of the opponent's placements (once the node's second move is tried).
    theirs: Vec<u64>,
    /// The live placements covering each cell, once the node's second move is tried.
    cover: CoverSets,
    /// One set a move, in the order tried (once `cover` is made).
    sets: Vec<u64>,
    /// The live placements tried.
    tried: Vec<u32>,
}

impl Kills {
    /// Starts the node: false (and nothing recorded) unless it has 2 players.
    pub fn start(&mut self, compiled: &Compiled, layer: &Layer, node: &Node) -> bool {
        self.sets.clear();
        self.tried.clear();
        if compiled.players != 2 {
            return false;
        }
        self.words = layer.live.len().div_ceil(64);
        self.opponent = node.hands[1 - usize::from(node.to_move)];
        true
    }

    /// Marks the opponent's placements in `theirs`.
    fn mark_theirs(&mut self, layer: &Layer) {
        self.theirs.clear();
        self.theirs.resize(self.words, 0);
        for k in bits(self.opponent) {
            let (start, end) = layer.span[k];
            (start as usize..end as usize).for_each(|j| self.theirs[j / 64] |= 1 << (j % 64));
        }
    }

    /// Records live placement `index` as tried next, and says whether it is no better for
    /// the mover than one tried before (so it need not be searched).
    pub fn dominated(&mut self, compiled: &Compiled, layer: &Layer, index: u32) -> bool {
        self.tried.push(index);
        if self.tried.len() == 1 {
            return false;
        }
        if self.tried.len() == 2 {
            self.mark_theirs(layer);
            self.index(compiled, layer);
            self.add_set(compiled, layer, self.tried[0]);
        }
        self.add_set(compiled, layer, index);
        self.last_dominated(compiled)
    }

    /// Fills `cover` with the node's live placements.
    fn index(&mut self, compiled: &Compiled, layer: &Layer) {
        self.cover.reset(64 * Board::default().0.len(), self.words);
        for (j, &i) in layer.live.iter().enumerate() {
            let mask = &compiled.masks[i as usize];
            for (w, &word) in mask.0.iter().enumerate() {
                let mut word = word;
                while word != 0 {
                    self.cover.add(j, 64 * w + word.trailing_zeros() as usize);
                    word &= word - 1;
                }
            }
        }
    }

    /// Appends the set of live placements that live placement `index` takes away: those
    /// of its piece and those sharing a cell with it.
    fn add_set(&mut self, compiled: &Compiled, layer: &Layer, index: u32) {
        let start = self.sets.len();
        let mask = &compiled.masks[index as usize];
        for w in 0..self.words {
            let mut union = 0;
            for (v, &word) in mask.0.iter().enumerate() {
                let mut word = word;
                while word != 0 {
                    union |= self.cover.word(64 * v + word.trailing_zeros() as usize, w);
                    word &= word - 1;
                }
            }
            self.sets.push(union);
        }
        let (first, end) = layer.span[usize::from(compiled.moves[index as usize].piece)];
        let set = &mut self.sets[start..];
        (first as usize..end as usize).for_each(|j| set[j / 64] |= 1 << (j % 64));
    }

    /// Whether the last move tried is no better for the mover than an earlier one of the
    /// same piece.
    fn last_dominated(&self, compiled: &Compiled) -> bool {
        let (&last, earlier) = self.tried.split_last().expect("a move tried");
        let piece = |i: u32| compiled.moves[i as usize].piece;
        let w = self.words;
        let b = &self.sets[earlier.len() * w..];
        let beats = |a: &[u64]| {
            let mut words = a.iter().zip(b).zip(&self.theirs);
            words.all(|((&a, &b), &t)| (a & !t & !b) | (b & t & !a) == 0)
        };
        let sets = self.sets.chunks_exact(w);
        (earlier.iter().zip(sets)).any(|(&i, a)| piece(i) == piece(last) && beats(a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Mask;
    use crate::polyssimo::endgame::bounds::tests::strip_taken;
    use crate::polyssimo::endgame::node::compiled_root;
    use crate::polyssimo::rules::{Rules, State};
    use crate::polyssimo::solve::solve;

    /// The 1x7 strip with cell 3 taken: cells 0-2, then 4-6. Player 1 (to move) holds a
    /// domino and a monomino, player 2 a straight tromino (it fits 0-2 or 4-6).
    fn split_strip(players: u8) -> (Rules, State) {
        strip_taken(3, players)
    }

    /// The index in `compiled` of the monomino's placement on `cell`.
    fn monomino_on(compiled: &Compiled, cell: usize) -> u32 {
        let on = Mask::from_bits([cell]);
        let found = (0..compiled.moves.len())
            .find(|&i| compiled.moves[i].piece == 1 && compiled.masks[i] == on);
        found.expect("a placement on the cell") as u32
    }

    /// By hand: the monomino on cell 0 or on cell 1 takes the tromino's placement 0-2 away
    /// alike, but on cell 1 it also takes both of the domino's placements 0-1 and 1-2, on
    /// cell 0 only 0-1. So cell 1 is no better, and skipped once cell 0 is tried. Cell 2
    /// is not: it takes 1-2, which cell 0 leaves, and leaves 0-1, which cell 0 takes.
    #[test]
    fn a_placement_taking_more_of_the_movers_and_none_more_of_the_opponents_is_skipped() {
        let (rules, state) = split_strip(2);
        let (compiled, layer, node) = compiled_root(&rules, &state);
        let mut kills = Kills::default();
        assert!(kills.start(&compiled, &layer, &node));
        let tried =
            [0, 1, 2].map(|cell| kills.dominated(&compiled, &layer, monomino_on(&compiled, cell)));
        assert_eq!(tried, [false, true, false]);
        // The oracle agrees: the value for player 2 after cell 1 is at least that after 0.
        let after = |cell: usize| {
            let mv = compiled.moves[monomino_on(&compiled, cell) as usize];
            solve(&rules, &rules.play(&state, mv), None).value
        };
        assert!(after(1) >= after(0), "{} against {}", after(1), after(0));
    }

    /// With three players the others do not move as one: nothing is skipped.
    #[test]
    fn nothing_is_skipped_with_more_than_two_players() {
        let (rules, state) = split_strip(3);
        let (compiled, layer, node) = compiled_root(&rules, &state);
        assert!(!Kills::default().start(&compiled, &layer, &node));
    }
}
