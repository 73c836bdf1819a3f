//! Moves no better than another placement of the same piece, in 2-player endgames: the
//! search skips them, whether that other placement comes before or after in the order.
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
//! nor a bound proved by the moves searched (the search is fail-soft). A move is skipped
//! when another is at least as good and either strictly better or earlier in the order;
//! that relation is transitive and has no cycle, so every move skipped is no better than
//! one searched. With 3 or 4 players the others move
//! in turn, not as one, and the argument does not carry over: no move is skipped there.
//!
//! The placements a move takes away are the union of its cells' sets of live placements
//! (see [`CoverSets`]), made a piece at a time once a node's first move has not cut, so
//! no child of a move skipped is made.

use super::node::{Compiled, Layer, Node, bits};
use super::order::cells;
use crate::polyssimo::prover::CoverSets;
use crate::polyssimo::rules::Board;

/// The placements each move of one node takes away, and the moves no better than another.
#[derive(Default)]
pub struct Kills {
    /// Words in a set of live positions.
    words: usize,
    /// The opponent's live pieces.
    opponent: u32,
    /// The positions of the opponent's placements (once `cover` is made).
    theirs: Vec<u64>,
    /// The live placements covering each cell.
    cover: CoverSets,
    /// One set a move: the placements sharing a cell with it.
    sets: Vec<u64>,
    /// How many of the mover's and of the opponent's placements each set holds.
    counts: Vec<(u32, u32)>,
    /// Whether each move is no better than another searched.
    skip: Vec<bool>,
    /// Whether `cover`, `theirs` and `skip` are made for this node.
    ready: bool,
    /// The pieces whose moves' `skip` is made.
    settled: u32,
    /// The moves of the piece being settled.
    group: Vec<usize>,
}

impl Kills {
    /// Starts the node: false (and nothing made) unless it has 2 players.
    pub fn start(&mut self, compiled: &Compiled, layer: &Layer, node: &Node) -> bool {
        self.ready = false;
        if compiled.players != 2 {
            return false;
        }
        self.words = layer.live.len().div_ceil(64);
        self.opponent = node.hands[1 - usize::from(node.to_move)];
        true
    }

    /// Whether the move at `at` in `order` (the node's moves: scores and live indices) is
    /// no better for the mover than another move of `order` that is not itself
    /// skipped. The sets are made at the first call, a piece at a time, so a node whose
    /// first move cuts never makes them.
    pub fn dominated(
        &mut self,
        compiled: &Compiled,
        layer: &Layer,
        order: &[(u64, u32)],
        at: usize,
    ) -> bool {
        if !self.ready {
            self.mark_theirs(layer);
            self.index(compiled, layer);
            self.sets.resize(order.len() * self.words, 0);
            self.counts.resize(order.len(), (0, 0));
            self.skip.clear();
            self.skip.resize(order.len(), false);
            self.settled = 0;
            self.ready = true;
        }
        let piece = compiled.moves[order[at].1 as usize].piece;
        if self.settled & 1 << piece == 0 {
            self.settle(compiled, layer, order, piece);
            self.settled |= 1 << piece;
        }
        self.skip[at]
    }

    /// Marks the opponent's placements in `theirs`.
    fn mark_theirs(&mut self, layer: &Layer) {
        self.theirs.clear();
        self.theirs.resize(self.words, 0);
        for k in bits(self.opponent) {
            let (start, end) = layer.span[k];
            set_bits(&mut self.theirs, start as usize, end as usize);
        }
    }

    /// Fills `cover` with the node's live placements, on the cells two or more pieces
    /// reach (the only cells where a move takes away another piece's placement).
    fn index(&mut self, compiled: &Compiled, layer: &Layer) {
        self.cover.reset(64 * Board::default().0.len(), self.words);
        for (j, &i) in layer.live.iter().enumerate() {
            let mask = compiled.masks[i as usize].and(&layer.twice);
            cells(&mask).for_each(|cell| self.cover.add(j, cell));
        }
    }

    /// Makes the sets of `piece`'s moves, then their `skip`: a move is skipped when another
    /// of the piece is at least as good and either strictly better or earlier in the list.
    /// That relation has no cycle, so every move skipped is no better than one kept.
    fn settle(&mut self, compiled: &Compiled, layer: &Layer, order: &[(u64, u32)], piece: u8) {
        let mut group = std::mem::take(&mut self.group);
        group.clear();
        let of_piece = |scored: &&(u64, u32)| compiled.moves[scored.1 as usize].piece == piece;
        group.extend((0..order.len()).filter(|at| of_piece(&&order[*at])));
        let (first, end) = layer.span[usize::from(piece)];
        for &at in &group {
            self.unite(compiled, layer, order[at].1, at);
            let set = &mut self.sets[at * self.words..(at + 1) * self.words];
            set_bits(set, first as usize, end as usize);
            let count = |side: fn(u64) -> u64| -> u32 {
                let words = set.iter().zip(&self.theirs);
                words.map(|(&s, &t)| (s & side(t)).count_ones()).sum()
            };
            self.counts[at] = (count(|t| !t), count(|t| t));
        }
        for &b in &group {
            let (mine, theirs) = self.counts[b];
            let mut rivals = group.iter().filter(|&&a| {
                let (a_mine, a_theirs) = self.counts[a];
                a != b && a_mine <= mine && a_theirs >= theirs
            });
            self.skip[b] = rivals.any(|&a| self.beats(a, b) && (a < b || !self.beats(b, a)));
        }
        self.group = group;
    }

    /// Makes the set (at `at`) of live placements sharing a cell with live placement
    /// `index` (its own piece's others are added by `settle`).
    fn unite(&mut self, compiled: &Compiled, layer: &Layer, index: u32, at: usize) {
        let start = at * self.words;
        let mask = compiled.masks[index as usize].and(&layer.twice);
        for w in 0..self.words {
            let union = cells(&mask).fold(0, |union, cell| union | self.cover.word(cell, w));
            self.sets[start + w] = union;
        }
    }

    /// Whether the move at `a` is at least as good for the mover as the move at `b` (both
    /// of one piece): it takes away none of the mover's placements that `b` leaves, and
    /// leaves none of the opponent's that `b` takes away.
    fn beats(&self, a: usize, b: usize) -> bool {
        let w = self.words;
        let (a, b) = (
            &self.sets[a * w..(a + 1) * w],
            &self.sets[b * w..(b + 1) * w],
        );
        let mut words = a.iter().zip(b).zip(&self.theirs);
        words.all(|((&a, &b), &t)| (a & !t & !b) | (b & t & !a) == 0)
    }
}

/// Sets bits `start..end` of `set`, a word at a time (a piece's placements are
/// consecutive; a bit at a time, this was a tenth of the check's time in a profile).
fn set_bits(set: &mut [u64], start: usize, end: usize) {
    let mut from = start;
    while from < end {
        let (word, low) = (from / 64, from % 64);
        let high = (end - 64 * word).min(64);
        let width = high - low;
        set[word] |= if width == 64 {
            !0
        } else {
            ((1 << width) - 1) << low
        };
        from = 64 * word + high;
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
    /// cell 0 only 0-1. So cell 1 is no better, and skipped (cell 2 beats it the same way).
    /// Cells 0 and 2 are not: each takes a domino placement the other leaves.
    #[test]
    fn a_placement_taking_more_of_the_movers_and_none_more_of_the_opponents_is_skipped() {
        let (rules, state) = split_strip(2);
        let (compiled, layer, node) = compiled_root(&rules, &state);
        let mut kills = Kills::default();
        assert!(kills.start(&compiled, &layer, &node));
        let order = [0, 1, 2].map(|cell| (cell as u64, monomino_on(&compiled, cell)));
        let skipped = [0, 1, 2].map(|at| kills.dominated(&compiled, &layer, &order, at));
        assert_eq!(skipped, [false, true, false]);
        // Whichever comes first: cell 1 listed before cells 0 and 2 is skipped all the same.
        let order = [1, 0, 2].map(|cell| (0, monomino_on(&compiled, cell)));
        assert!(kills.start(&compiled, &layer, &node));
        let skipped = [0, 1, 2].map(|at| kills.dominated(&compiled, &layer, &order, at));
        assert_eq!(skipped, [true, false, false]);
        // The oracle agrees: the value for player 2 after cell 1 is at least that after 0.
        let after = |cell: usize| {
            let mv = compiled.moves[monomino_on(&compiled, cell) as usize];
            solve(&rules, &rules.play(&state, mv), None).value
        };
        assert!(after(1) >= after(0), "{} against {}", after(1), after(0));
    }

    /// Against setting the bits one by one, across word boundaries and whole words.
    #[test]
    fn a_range_of_bits_is_set_word_by_word() {
        for (start, end) in [
            (0, 0),
            (3, 9),
            (0, 64),
            (60, 70),
            (5, 200),
            (64, 192),
            (63, 64),
            (0, 256),
        ] {
            let mut fast = [0u64; 4];
            set_bits(&mut fast, start, end);
            let mut slow = [0u64; 4];
            (start..end).for_each(|j| slow[j / 64] |= 1 << (j % 64));
            assert_eq!(fast, slow, "{start}..{end}");
        }
    }

    /// With three players the others do not move as one: nothing is skipped.
    #[test]
    fn nothing_is_skipped_with_more_than_two_players() {
        let (rules, state) = split_strip(3);
        let (compiled, layer, node) = compiled_root(&rules, &state);
        assert!(!Kills::default().start(&compiled, &layer, &node));
    }
}
