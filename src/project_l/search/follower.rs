//! The playout policy: `planner`'s choices at a fraction of its cost. A player decides
//! like `planner` (with a small plan-search limit) only when it has no plan left to
//! follow; otherwise it plays the next step of its plan, as long as that step is still
//! legal. Outside turns (favourites, defences, finishing touches) it plays like `greedy`.

use crate::engine::Bot;
use crate::project_l::bots::GreedyBot;
use crate::project_l::game::{Move, Phase, ProjectL, State};
use crate::project_l::planner::{choose_within, plan_moves};
use crate::random::Rng;
use std::collections::VecDeque;

/// States each plan search of a playout may generate.
const PLAYOUT_PLAN_LIMIT: usize = 50;

/// Each player's plan still to follow.
pub struct Follower {
    plans: Vec<VecDeque<Move>>,
}

impl Follower {
    pub fn new(players: usize) -> Follower {
        Follower {
            plans: vec![VecDeque::new(); players],
        }
    }

    /// The move of the player to move.
    pub fn choose(&mut self, game: &ProjectL, state: &State, rng: &mut Rng) -> Move {
        if state.phase != Phase::Turns {
            return GreedyBot.choose(game, state, rng);
        }
        let plan = &mut self.plans[state.to_move];
        if let Some(next) = plan.pop_front() {
            if game.play(state, &next).is_ok() {
                return next;
            }
            plan.clear();
        }
        let mv = choose_within(game, state, rng, PLAYOUT_PLAN_LIMIT);
        if !matches!(mv, Move::TakeCard(_)) {
            let steps = plan_moves(game, state, None, PLAYOUT_PLAN_LIMIT).unwrap_or_default();
            // Follow the plan only when it starts with the move chosen.
            if steps.first() == Some(&mv) {
                plan.extend(steps.into_iter().skip(1));
            }
        }
        mv
    }
}
