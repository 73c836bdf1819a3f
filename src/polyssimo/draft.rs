//! The draft by search, for the `search` bot and the hint: each piece that can be taken is
//! valued by playouts of the rest of the game ([`super::playout`]: the other picks sampled,
//! then a fast placement phase), as the mean margin of cells at the end (the fewest cells a
//! rival is left with, less one's own). The budget is spread by successive halving: every
//! piece gets a few playouts, the better half gets more, and so on until two are left. The
//! playouts are numbered and playout `j` draws the same random numbers whichever piece it
//! follows, so pieces are compared on the same continuations, and a seed and a playout
//! count give the same answer every time.

use super::playout::{Draft, playout};
use super::rules::Rules;
use crate::random::Rng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The draft search's playouts at the bot's default node count: well under a second a
/// pick on a 2-core machine.
pub const DRAFT_PLAYOUTS: u64 = 400;

/// Nodes of the bot's budget a playout counts for (`--nodes` sets both searches).
pub const NODES_PER_PLAYOUT: u64 = 100;

/// How much search: a playout count, and a time it stops at if that comes first.
#[derive(Clone, Copy, Debug)]
pub struct DraftBudget {
    pub playouts: u64,
    pub deadline: Option<Instant>,
    /// Once set (Ctrl-C), the search stops as at the deadline.
    pub stop: Option<&'static AtomicBool>,
}

/// A piece that can be taken, and what its playouts gave.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub piece: usize,
    /// The sum of the margins of its playouts.
    pub total: i64,
    pub playouts: u64,
}

impl Candidate {
    /// The mean margin in cells (0 before any playout).
    pub fn mean(&self) -> f64 {
        match self.playouts {
            0 => 0.0,
            n => self.total as f64 / n as f64,
        }
    }
}

/// The pieces ranked, best first: those kept to the last round by their means, then those
/// dropped earlier, the latest dropped first; and the playouts played in all.
#[derive(Clone, Debug)]
pub struct DraftAdvice {
    pub ranked: Vec<Candidate>,
    pub playouts: u64,
}

/// The draft search for the seat to pick in `draft`.
pub fn draft_search(rules: &Rules, draft: Draft, budget: DraftBudget, seed: u64) -> DraftAdvice {
    let mut alive: Vec<Candidate> = draft
        .pieces()
        .map(|piece| Candidate {
            piece,
            total: 0,
            playouts: 0,
        })
        .collect();
    if alive.len() < 2 {
        return DraftAdvice {
            ranked: alive,
            playouts: 0,
        };
    }
    let mut dropped = Vec::new();
    let rounds = rounds_for(alive.len());
    let started = Instant::now();
    for round in 0..rounds {
        let per = (budget.playouts / (rounds * alive.len() as u64)).max(1);
        let slice_end = budget.deadline.map(|d| {
            started + d.saturating_duration_since(started) * (round + 1) as u32 / rounds as u32
        });
        play_round(rules, draft, &mut alive, per, slice_end, budget.stop, seed);
        rank(&mut alive);
        if round + 1 < rounds {
            let keep = alive.len().div_ceil(2).max(2);
            dropped.splice(0..0, alive.drain(keep..));
        }
    }
    let playouts = alive.iter().chain(&dropped).map(|c| c.playouts).sum();
    alive.extend(dropped);
    DraftAdvice {
        ranked: alive,
        playouts,
    }
}

/// Rounds of successive halving for `n` pieces: one more than the halvings down to two.
fn rounds_for(n: usize) -> u64 {
    let (mut left, mut rounds) = (n, 1);
    while left > 2 {
        left = left.div_ceil(2).max(2);
        rounds += 1;
    }
    rounds
}

/// `per` more playouts for each piece still in the running, playout by playout across the
/// pieces, stopping early (after at least one) at `slice_end` or once `stop` is set.
fn play_round(
    rules: &Rules,
    draft: Draft,
    alive: &mut [Candidate],
    per: u64,
    slice_end: Option<Instant>,
    stop: Option<&AtomicBool>,
    seed: u64,
) {
    let me = draft.next;
    let stopped = || stop.is_some_and(|flag| flag.load(Ordering::Relaxed));
    for step in 0..per {
        let late = slice_end.is_some_and(|end| Instant::now() >= end);
        if step > 0 && (late || stopped()) {
            return;
        }
        for c in alive.iter_mut() {
            let mut rng = Rng::new(seed ^ (c.playouts + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            c.total += playout(rules, draft.take(c.piece), me, &mut rng);
            c.playouts += 1;
        }
    }
}

/// Best mean first; equal means by piece index, so the order never depends on chance.
fn rank(alive: &mut [Candidate]) {
    alive.sort_by(|a, b| {
        (b.total * a.playouts as i64)
            .cmp(&(a.total * b.playouts as i64))
            .then(a.piece.cmp(&b.piece))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::PieceSet;
    use crate::polyssimo::position::Mode;

    fn rules() -> Rules {
        Rules::new(PieceSet::default_for(Mode::Polyssimo)).unwrap()
    }

    fn opening(players: usize) -> Draft {
        Draft {
            pool: (1 << 24) - 1,
            hands: [0; 4],
            next: 0,
            players,
        }
    }

    fn budget(playouts: u64) -> DraftBudget {
        DraftBudget {
            playouts,
            deadline: None,
            stop: None,
        }
    }

    #[test]
    fn halving_goes_down_to_two() {
        // 24 → 12 → 6 → 3 → 2: four halvings, five rounds.
        assert_eq!(rounds_for(24), 5);
        assert_eq!(rounds_for(3), 2);
        assert_eq!(rounds_for(2), 1);
        assert_eq!(rounds_for(1), 1);
    }

    #[test]
    fn the_search_ranks_every_piece_in_the_middle_once() {
        let rules = rules();
        let draft = opening(3).take(0).take(23);
        let advice = draft_search(&rules, draft, budget(60), 7);
        let mut pieces: Vec<usize> = advice.ranked.iter().map(|c| c.piece).collect();
        pieces.sort_unstable();
        assert_eq!(pieces, (1..23).collect::<Vec<_>>());
        let sum: u64 = advice.ranked.iter().map(|c| c.playouts).sum();
        assert_eq!(advice.playouts, sum);
        // The two kept to the end are ranked by their means.
        assert!(advice.ranked[0].mean() >= advice.ranked[1].mean());
    }

    #[test]
    fn a_seed_and_a_playout_count_give_the_same_ranking() {
        let rules = rules();
        let a = draft_search(&rules, opening(2), budget(50), 3);
        let b = draft_search(&rules, opening(2), budget(50), 3);
        assert_eq!(a.ranked, b.ranked);
    }

    #[test]
    fn a_stop_flag_set_leaves_one_playout_a_piece_a_round() {
        static SET: AtomicBool = AtomicBool::new(true);
        let budget = DraftBudget {
            stop: Some(&SET),
            ..budget(20_000)
        };
        let advice = draft_search(&rules(), opening(2), budget, 3);
        // 24 pieces, then 12, 6, 3 and 2 in the running: each played out once a round.
        assert_eq!(advice.playouts, 24 + 12 + 6 + 3 + 2);
        assert_eq!(advice.ranked.len(), 24);
    }

    #[test]
    fn the_last_piece_is_the_only_candidate() {
        let rules = rules();
        let draft = Draft {
            pool: 1 << 9,
            hands: [(1 << 24) - 1 - (1 << 9), 0, 0, 0],
            next: 1,
            players: 2,
        };
        let advice = draft_search(&rules, draft, budget(10), 1);
        assert_eq!(advice.ranked.len(), 1);
        assert_eq!(advice.ranked[0].piece, 9);
        assert_eq!(advice.playouts, 0);
    }
}
