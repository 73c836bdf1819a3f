//! One playout of a Polyssimo game from the draft: the rest of the draft picked at random
//! (a sampled continuation of every player's picks), then the placement phase played out
//! fast — each player places the biggest piece it can, on a random free spot — to the end.
//! The draft search ([`super::draft`]) averages many of them for each piece it may take.

use super::game::{GameState, Polyssimo};
use super::rules::{Placing, Rules, State};
use crate::geometry::Mask;
use crate::random::Rng;

/// A draft in progress: the pieces in the middle, the hands and the seat to pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draft {
    pub pool: u32,
    pub hands: [u32; 4],
    pub next: usize,
    pub players: usize,
}

impl Draft {
    /// The draft of a game of `game` in its draft phase (`None` once the placing began).
    pub fn of(game: &Polyssimo, state: &GameState) -> Option<Draft> {
        let GameState::Draft { pool, hands, next } = *state else {
            return None;
        };
        Some(Draft {
            pool,
            hands,
            next,
            players: game.players,
        })
    }

    /// The draft after `next` takes `piece`.
    pub fn take(&self, piece: usize) -> Draft {
        let mut hands = self.hands;
        hands[self.next] |= 1 << piece;
        Draft {
            pool: self.pool & !(1 << piece),
            hands,
            next: (self.next + 1) % self.players,
            players: self.players,
        }
    }

    /// The pieces in the middle, by index.
    pub fn pieces(&self) -> impl Iterator<Item = usize> + '_ {
        (0..32).filter(|k| self.pool & (1 << k) != 0)
    }
}

/// The margin of `me` at the end of one playout from `draft`: the fewest cells another
/// player is left with, less `me`'s own (positive: `me` is ahead).
pub fn playout(rules: &Rules, draft: Draft, me: usize, rng: &mut Rng) -> i64 {
    let (hands, first) = finish_draft(draft, rng);
    let start = rules.state_of_hands(State {
        occupied: Mask::default(),
        hands,
        players: draft.players as u8,
        to_move: first as u8,
        out: 0,
        last_placed: None,
    });
    let end = place_out(rules, start, rng);
    let own = i64::from(rules.cells_left(&end, me));
    let rival = (0..draft.players)
        .filter(|&p| p != me)
        .map(|p| i64::from(rules.cells_left(&end, p)))
        .min()
        .unwrap_or(own);
    rival - own
}

/// The hands after the rest of the draft is picked at random, and the seat that took the
/// last piece (the first to place).
fn finish_draft(mut draft: Draft, rng: &mut Rng) -> ([u32; 4], usize) {
    let mut last = (draft.next + draft.players - 1) % draft.players;
    while draft.pool != 0 {
        let count = draft.pool.count_ones();
        let pick = nth_bit(draft.pool, rng.below(u64::from(count)) as u32);
        last = draft.next;
        draft = draft.take(pick);
    }
    (draft.hands, last)
}

/// The index of the `n`th set bit of `bits` (from the lowest).
fn nth_bit(mut bits: u32, n: u32) -> usize {
    for _ in 0..n {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as usize
}

/// The placement phase to its end, each player placing the biggest piece it can on a
/// random free spot.
fn place_out(rules: &Rules, mut state: State, rng: &mut Rng) -> State {
    let mut moves = Vec::new();
    while !rules.is_over(&state) {
        biggest_moves(rules, &state, &mut moves);
        let mv = moves[rng.below(moves.len() as u64) as usize];
        state = rules.play(&state, mv);
    }
    state
}

/// The legal moves of the player to move that place one of its biggest pieces that fit.
pub(super) fn biggest_moves(rules: &Rules, state: &State, moves: &mut Vec<Placing>) {
    rules.moves(state, moves);
    let biggest = moves
        .iter()
        .map(|m| rules.size(m.piece as usize))
        .max()
        .unwrap_or(0);
    moves.retain(|m| rules.size(m.piece as usize) == biggest);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::PieceSet;
    use crate::polyssimo::position::Mode;

    fn rules() -> Rules {
        Rules::new(PieceSet::default_for(Mode::Polyssimo)).unwrap()
    }

    #[test]
    fn the_nth_bit_counts_set_bits_from_the_lowest() {
        assert_eq!(nth_bit(0b1011_0100, 0), 2);
        assert_eq!(nth_bit(0b1011_0100, 1), 4);
        assert_eq!(nth_bit(0b1011_0100, 3), 7);
    }

    #[test]
    fn a_finished_draft_deals_every_piece_round_robin() {
        let start = Draft {
            pool: (1 << 24) - 1,
            hands: [0; 4],
            next: 0,
            players: 3,
        };
        let (hands, last) = finish_draft(start.take(5), &mut Rng::new(4));
        assert_eq!(hands[0] | hands[1] | hands[2], (1 << 24) - 1);
        assert_eq!(
            hands[0] & hands[1] | hands[1] & hands[2] | hands[0] & hands[2],
            0
        );
        // 24 picks among 3 seats: 8 each, and the third seat picks last.
        assert!(hands[..3].iter().all(|h| h.count_ones() == 8), "{hands:?}");
        assert_eq!(last, 2);
        assert_ne!(hands[0] & 1 << 5, 0);
    }

    #[test]
    fn a_playout_ends_with_a_margin_within_the_hands() {
        let rules = rules();
        let draft = Draft {
            pool: (1 << 24) - 1,
            hands: [0; 4],
            next: 0,
            players: 2,
        };
        for seed in 0..3 {
            let margin = playout(&rules, draft, 0, &mut Rng::new(seed));
            // Each hand holds 12 of 24 pieces: at most 72 cells.
            assert!(margin.abs() <= 72, "{margin}");
            assert_eq!(margin, playout(&rules, draft, 0, &mut Rng::new(seed)));
        }
    }
}
