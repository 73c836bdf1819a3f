//! How many cells a player's pieces can cover together, at most, at their live
//! placements: an exact packing search (pieces biggest first, each put at a live placement
//! clear of those already put, or left out). Whatever anyone plays, the pieces a player
//! places end as such a packing (the board only fills, so a placement that is not live now
//! never will be), so the player keeps at least the cells held less the best packing's.
//! And when no other player's piece reaches any of the player's cells, nothing stops them
//! placing the best packing (each of its pieces has a move while held), so they keep
//! exactly that.
//!
//! A player's live placements follow from their pieces and the cells those reach (every
//! placement of a held piece inside the cells its reach covers is live, as those cells are
//! empty), so the answers are cached under that pair: a player's pieces and reach recur
//! under many positions of the others.

use super::node::{Compiled, Layer, bits};
use crate::polyssimo::rules::Board;

/// Steps after which a packing search gives up (answering what cuts nothing).
const STEP_LIMIT: u32 = 2_000;

/// Entries of a searcher's cache of packings (a power of two).
const CACHE_ENTRIES: usize = 1 << 16;

/// What is known of the packings of a player's pieces: the pieces, the cells they reach,
/// and the most cells they can cover: at least `can`, and less than `cannot` (0: not
/// known).
#[derive(Clone, Copy, Default)]
struct Known {
    reach: [u64; 3],
    pieces: u32,
    can: u16,
    cannot: u16,
}

/// A cache of packings, one a searcher.
pub struct Packings {
    known: Vec<Known>,
}

impl Default for Packings {
    fn default() -> Packings {
        Packings {
            known: vec![Known::default(); CACHE_ENTRIES],
        }
    }
}

impl Packings {
    /// Whether `pieces` can lie at pairwise disjoint live placements covering `goal`
    /// cells or more (also, to be safe, when the search runs past its steps).
    pub fn can_place(
        &mut self,
        compiled: &Compiled,
        layer: &Layer,
        pieces: u32,
        goal: u32,
    ) -> bool {
        let slot = self.slot(layer, pieces);
        if u32::from(slot.can) >= goal {
            return true;
        }
        if slot.cannot > 0 && u32::from(slot.cannot) <= goal {
            return false;
        }
        match Packer::run(compiled, layer, pieces, goal, goal) {
            Some(best) if best >= goal => slot.can = best as u16,
            Some(_) => slot.cannot = goal as u16,
            None => return true,
        }
        u32::from(slot.can) >= goal
    }

    /// The most cells `pieces` can cover at pairwise disjoint live placements, if the
    /// search ends within its steps.
    pub fn most_placed(&mut self, compiled: &Compiled, layer: &Layer, pieces: u32) -> Option<u32> {
        let slot = self.slot(layer, pieces);
        if slot.cannot == 0 || slot.can + 1 < slot.cannot {
            let enough = match slot.cannot {
                0 => u32::from(compiled.cells_of(pieces)),
                cannot => u32::from(cannot) - 1,
            };
            let goal = u32::from(slot.can) + 1;
            let best = Packer::run(compiled, layer, pieces, goal, enough)?;
            slot.can = slot.can.max(best as u16);
            slot.cannot = slot.can + 1;
        }
        Some(u32::from(slot.can))
    }

    /// The cache's entry for `pieces`, emptied if it held other pieces or reach.
    fn slot(&mut self, layer: &Layer, pieces: u32) -> &mut Known {
        let reach = layer.reach_of(pieces).0;
        let mixed = reach[0] ^ reach[1].rotate_left(21) ^ reach[2].rotate_left(42);
        let hash = (mixed ^ u64::from(pieces)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let slot = &mut self.known[(hash >> 40) as usize & (CACHE_ENTRIES - 1)];
        if slot.reach != reach || slot.pieces != pieces {
            *slot = Known {
                reach,
                pieces,
                can: 0,
                cannot: 0,
            };
        }
        slot
    }
}

/// One packing search: looks for packings of `goal` cells or more, raising the goal past
/// each one found, and stops at one of `enough` cells.
struct Packer<'a> {
    compiled: &'a Compiled,
    layer: &'a Layer,
    /// The pieces, biggest first (of one size, those with fewer placements first).
    order: &'a [usize],
    best: u32,
    goal: u32,
    enough: u32,
    steps: u32,
}

impl Packer<'_> {
    /// The cells of the best packing found of at least `goal` cells (less than `goal`
    /// when there is none), stopping at `enough`; none past the steps.
    fn run(compiled: &Compiled, layer: &Layer, pieces: u32, goal: u32, enough: u32) -> Option<u32> {
        let mut order = [0usize; 32];
        let mut count = 0;
        for k in bits(pieces) {
            order[count] = k;
            count += 1;
        }
        let spread = |k: usize| layer.span[k].1 - layer.span[k].0;
        let size = |k: usize| std::cmp::Reverse(compiled.sizes[k]);
        order[..count].sort_by_key(|&k| (size(k), spread(k)));
        let mut packer = Packer {
            compiled,
            layer,
            order: &order[..count],
            best: 0,
            goal,
            enough,
            steps: 0,
        };
        let total = u32::from(compiled.cells_of(pieces));
        packer.place(0, Board::default(), 0, total);
        (packer.steps <= STEP_LIMIT).then_some(packer.best)
    }

    fn done(&self) -> bool {
        self.best >= self.enough || self.steps > STEP_LIMIT
    }

    /// Places pieces `at..` on the cells `used` leaves, `placed` cells already placed and
    /// `rest` the cells of the pieces from `at` on.
    fn place(&mut self, at: usize, used: Board, placed: u32, rest: u32) {
        self.steps += 1;
        if placed + rest < self.goal || self.done() {
            return;
        }
        let Some(&k) = self.order.get(at) else {
            (self.best, self.goal) = (placed, placed + 1);
            return;
        };
        let size = u32::from(self.compiled.sizes[k]);
        for &i in self.layer.live_of(k) {
            let mask = &self.compiled.masks[i as usize];
            if !mask.intersects(&used) {
                self.place(at + 1, used.or(mask), placed + size, rest - size);
                if self.done() {
                    return;
                }
            }
        }
        self.place(at + 1, used, placed, rest - size);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Mask, Region};
    use crate::polyssimo::rules::tests::rules;
    use crate::polyssimo::rules::{Placing, Rules, State};
    use crate::random::Rng;

    const PIECES: [(&str, &str); 8] = [
        ("a", "#"),
        ("b", "##"),
        ("c", "###"),
        ("d", "#.\n##"),
        ("e", "##\n##"),
        ("f", "####"),
        ("g", "#..\n###"),
        ("h", ".#.\n###"),
    ];

    /// The oracle: every subset of the pieces at every placement that fits, tried by
    /// brute force from the rules' placements.
    fn best_by_hand(rules: &Rules, pieces: &[usize], taken: Board) -> u32 {
        let Some((&k, rest)) = pieces.split_first() else {
            return 0;
        };
        let mut best = best_by_hand(rules, rest, taken);
        for placement in 0..rules.placement_count(k) {
            let mv = Placing {
                piece: k as u8,
                placement: placement as u16,
            };
            let cells = rules.cells(mv);
            if !cells.intersects(&taken) {
                let with = rules.size(k) + best_by_hand(rules, rest, taken.or(&cells));
                best = best.max(with);
            }
        }
        best
    }

    /// Random 4x5 boards with 4 to 9 cells taken and random hands: the packing search and
    /// its cache answer what the brute force does, for the best packing and every goal.
    #[test]
    fn packings_match_a_brute_force_on_random_boards() {
        let rules = rules(Region::rectangle(4, 5), &PIECES);
        let mut rng = Rng::new(5);
        let mut packings = Packings::default();
        for _ in 0..300 {
            let count = 4 + rng.below(6) as usize;
            let taken: Vec<usize> = rng.draw((0..20).collect(), count);
            let hand = 1 + rng.below(255) as u32;
            let state = rules.state_of_hands(State {
                occupied: Mask::from_bits(taken),
                hands: [hand, 0, 0, 0],
                players: 2,
                to_move: 0,
                out: 0,
                last_placed: None,
            });
            let (compiled, layer, node) =
                crate::polyssimo::endgame::node::compiled_root(&rules, &state);
            let pieces = node.hands[0];
            let listed: Vec<usize> = bits(pieces).collect();
            let best = best_by_hand(&rules, &listed, state.occupied);
            let cells = u32::from(compiled.cells_of(pieces));
            for goal in (1..=cells + 1).rev() {
                let can = packings.can_place(&compiled, &layer, pieces, goal);
                assert_eq!(can, goal <= best, "hand {hand:#b}, goal {goal}");
            }
            assert_eq!(packings.most_placed(&compiled, &layer, pieces), Some(best));
            let mut fresh = Packings::default();
            assert_eq!(fresh.most_placed(&compiled, &layer, pieces), Some(best));
        }
    }

    /// Two rows of seven cells: row 1's first five cells and row 0's fifth are taken,
    /// leaving a strip of four (row 0, columns 0-3) and a 2x2 square (columns 5-6). Player
    /// 1 holds two straight trominoes, which fit only in the strip, and only one at a time;
    /// player 2 a square tetromino, which fits only in the square. No cell is reached by
    /// both, so the root is worth what the best packings leave, found without a move: by
    /// hand, player 1 keeps 3 cells and player 2 none, so -6 for player 1. (The cheap range
    /// says player 1 keeps at least 6 - 4 = 2.)
    #[test]
    fn players_whose_pieces_never_meet_keep_what_their_best_packing_leaves() {
        use crate::polyssimo::endgame::search::{Control, INFINITE, Searcher};
        use crate::polyssimo::endgame::table::Table;
        use crate::polyssimo::solve::solve;
        let pieces = [("s", "###"), ("t", "###"), ("o", "##\n##")];
        let rules = rules(Region::rectangle(2, 7), &pieces);
        let state = rules.state_of_hands(State {
            occupied: Mask::from_bits([4, 7, 8, 9, 10, 11]),
            hands: [0b011, 0b100, 0, 0],
            players: 2,
            to_move: 0,
            out: 0,
            last_placed: None,
        });
        let compiled = Compiled::new(&rules, &state);
        let table = Table::new(1, None).unwrap();
        let (mut searcher, root) = Searcher::new(&compiled, &table, &state, Control::default());
        assert!(!root.contested);
        assert_eq!(searcher.search(0, &root, -INFINITE, INFINITE), -6);
        assert_eq!(searcher.nodes, 1);
        assert_eq!(solve(&rules, &state, None).value, -6);
    }
}
