//! The playout policy: `planner`'s choices at a fraction of its cost. A player decides
//! like `planner` only when it has no plan left to follow (the searching player with its
//! candidates' plan-search limit, the others with a small one); otherwise it plays the
//! next step of its plan (after taking a card, the plan that completes it), as long as
//! that step is still legal; in the aggressive games it first charges as `planner` does,
//! keeping its plan. Outside turns (favourites, defences, finishing touches) it plays like
//! `greedy`.

use crate::engine::Bot;
use crate::project_l::bots::greedy::GreedyBot;
use crate::project_l::bots::planner::choose_with_plan;
use crate::project_l::game::{Move, Phase, ProjectL, State};
use crate::random::Rng;
use std::collections::VecDeque;

/// States each plan search of a playout may generate, for the players other than the one
/// searching.
const PLAYOUT_PLAN_LIMIT: usize = 200;
/// States each plan search of the searching player's in a playout may generate: as many as
/// its candidates' (its own play in the playouts is what the search values).
const OWN_PLAN_LIMIT: usize = super::CANDIDATE_PLAN_LIMIT;

/// Each player's plan still to follow, and who is searching.
pub struct Follower {
    plans: Vec<VecDeque<Move>>,
    me: usize,
}

impl Follower {
    /// The policy for `players` players, `me` searching.
    pub fn new(players: usize, me: usize) -> Follower {
        Follower {
            plans: vec![VecDeque::new(); players],
            me,
        }
    }

    /// The state after the move of the player to move, or `None` if no move is legal.
    pub fn step(&mut self, game: &ProjectL, state: &State, rng: &mut Rng) -> Option<State> {
        if state.phase != Phase::Turns {
            return game.play(state, &GreedyBot.choose(game, state, rng)).ok();
        }
        // In the aggressive games `planner` charges before anything else (see `duel_bots`).
        if let Some(charge) = crate::project_l::bots::duel::charge(game, state) {
            return game.play(state, &charge).ok();
        }
        let limit = match state.to_move == self.me {
            true => OWN_PLAN_LIMIT,
            false => PLAYOUT_PLAN_LIMIT,
        };
        let plan = &mut self.plans[state.to_move];
        if let Some(next) = plan.pop_front() {
            if let Ok(after) = game.play(state, &next) {
                return Some(after);
            }
            plan.clear();
        }
        let (mv, rest) = choose_with_plan(game, state, rng, limit);
        plan.extend(rest);
        game.play(state, &mv).ok()
    }
}
