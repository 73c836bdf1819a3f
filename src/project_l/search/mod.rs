//! The `search` bot: determinized Monte Carlo search over the player's next action. The
//! candidates are the moves `planner` and `greedy` would play, every card on offer, and
//! every unlock and charge of the variants (pieces are left to the plans: acquisitions and
//! placements come only from the two bots); each playout samples what the player cannot
//! see (see [`hidden`]), plays the candidate and then a planner-like policy for everyone
//! to the end (see [`follower`]), and scores the margin over the best rival (see
//! [`playout`]). Playouts go to the candidates by UCB1, the `k`-th playout of every
//! candidate on the same sample, so candidates are compared on the same deck orders.
//! Choosing favourites, defending and finishing touches are left to `planner`.
//!
//! A node is one playout. The same seed and node budget give the same move; a time budget
//! plays as many playouts as fit.

mod follower;
mod hidden;
mod playout;
#[cfg(test)]
mod tests;

use super::MAX_UNFINISHED;
use super::game::{Move, Phase, ProjectL, State, offered_cards};
use super::planner::PlannerBot;
use crate::engine::{Bot, Budget};
use crate::random::Rng;
use std::time::{Duration, Instant};

/// Playouts per decision when the caller sets no budget.
pub const DEFAULT_NODES: u64 = 100;
/// UCB1's exploration weight, in points of margin.
const EXPLORE: f64 = 8.0;

/// Determinized Monte Carlo search within a budget per decision.
pub struct SearchBot {
    pub budget: Budget,
}

impl Bot<ProjectL> for SearchBot {
    fn name(&self) -> &str {
        "search"
    }

    fn choose(&mut self, game: &ProjectL, state: &State, rng: &mut Rng) -> Move {
        let seed = rng.next_u64();
        if state.phase != Phase::Turns {
            return PlannerBot.choose(game, state, rng);
        }
        let mut moves = candidates(game, state, rng);
        match moves.len() {
            0 => PlannerBot.choose(game, state, rng),
            1 => moves.remove(0),
            _ => {
                let best = self.search(game, state, &moves, seed);
                moves.swap_remove(best)
            }
        }
    }
}

impl SearchBot {
    /// The index of the candidate with the best mean playout value.
    fn search(&self, game: &ProjectL, state: &State, moves: &[Move], seed: u64) -> usize {
        let me = state.to_move;
        let mut stats = vec![(0.0f64, 0u64); moves.len()];
        let started = Instant::now();
        let mut nodes = 0u64;
        while !self.spent(nodes, started) {
            let pick = choose_arm(&stats, nodes);
            let visit = stats[pick].1;
            let mut sample_rng = Rng::new(seed ^ visit.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let sampled = hidden::determinize(game, state, &mut sample_rng);
            let v = playout::playout(game, &sampled, &moves[pick], me, &mut sample_rng);
            stats[pick].0 += v;
            stats[pick].1 += 1;
            nodes += 1;
        }
        let mean = |(sum, n): (f64, u64)| {
            if n == 0 {
                f64::NEG_INFINITY
            } else {
                sum / n as f64
            }
        };
        // The first of the best, so ties go to the candidate listed first (planner's move).
        (0..moves.len()).fold(0, |best, i| {
            if mean(stats[i]) > mean(stats[best]) {
                i
            } else {
                best
            }
        })
    }

    fn spent(&self, nodes: u64, started: Instant) -> bool {
        match self.budget {
            Budget::Default => nodes >= DEFAULT_NODES,
            Budget::Nodes(n) => nodes >= n,
            Budget::Millis(ms) => started.elapsed() >= Duration::from_millis(ms),
        }
    }
}

/// UCB1: every candidate once, then the highest mean plus exploration bonus.
fn choose_arm(stats: &[(f64, u64)], total: u64) -> usize {
    if let Some(unseen) = stats.iter().position(|s| s.1 == 0) {
        return unseen;
    }
    let log = (total.max(1) as f64).ln();
    let ucb = |(sum, n): (f64, u64)| sum / n as f64 + EXPLORE * (2.0 * log / n as f64).sqrt();
    (0..stats.len()).fold(0, |best, i| {
        if ucb(stats[i]) > ucb(stats[best]) {
            i
        } else {
            best
        }
    })
}

/// The moves worth a playout, each legal and listed once: planner's and greedy's first,
/// then the cards on offer, unlocks and charges.
fn candidates(game: &ProjectL, state: &State, rng: &mut Rng) -> Vec<Move> {
    let p = state.to_move;
    let player = &state.players[p];
    let mut moves = vec![
        PlannerBot.choose(game, state, rng),
        super::bots::GreedyBot.choose(game, state, rng),
    ];
    if player.cards.len() < MAX_UNFINISHED {
        moves.extend(offered_cards(state).into_iter().map(Move::TakeCard));
    }
    moves.extend(game.unlock_moves(state, p));
    moves.extend(game.charge_moves(state));
    let mut listed: Vec<Move> = Vec::new();
    for mv in moves {
        if !listed.contains(&mv) && game.play(state, &mv).is_ok() {
            listed.push(mv);
        }
    }
    listed
}
