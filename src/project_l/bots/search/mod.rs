//! The `search` bot: determinized Monte Carlo search over the player's next action. The
//! candidates are the moves `planner` and `greedy` would play, the few cards on offer that
//! `planner` rates best (in the solo game also the card the virtual opponent would take
//! next), every unlock, a few charges (see [`duel`]) and a few of the
//! expansions' moves — level-up choices, ambassador actions, decompositions, ghost pieces
//! placed (see [`expansions`]; other acquisitions and placements come only from the two
//! bots); each playout samples what the player cannot see (see [`hidden`]), plays the
//! candidate and then a planner-like policy for everyone to the end (see [`follower`]; the
//! searching player plans as far as its candidates do), and
//! scores the margin over the best rival (see [`playout`]). The playouts go to the candidates by sequential
//! halving (see [`halving`]), the `j`-th playout of every candidate on the same sample, so
//! candidates are compared on the same deck orders. Once nothing is hidden (the decks
//! empty: a solo game's last turn) every legal move is a candidate, played out once.
//! Defences are searched the same way among a few; choosing favourites and finishing
//! touches are left to `planner` (see [`touches`](super::touches)).
//!
//! A node is one playout of at most [`NODE_MOVES`] moves, or [`NODE_WORK`] states taken by
//! the decision's plan searches (see [`plan_ledger`](super::plan_ledger)), whichever runs
//! out first. The same seed and node budget give the same move; a time budget plays as many
//! playouts as fit.

mod duel;
#[cfg(test)]
mod expansion_tests;
mod expansions;
mod follower;
mod halving;
mod hidden;
mod playout;
#[cfg(test)]
mod tests;

use super::planner::{PlannerBot, card_options, choose_within};
use crate::engine::{Bot, Budget};
use crate::project_l::MAX_UNFINISHED;
use crate::project_l::game::{Move, Offer, Phase, ProjectL, State, opponent_target};
use crate::random::Rng;
use halving::{Halving, schedule};
use std::cell::Cell;
use std::time::{Duration, Instant};

/// Nodes per decision when the caller sets no budget: about a second of one core for the
/// longest turn of a solo game (docs/project-l-bots.md). The playouts the most turns can
/// afford; the longest turns are held by the plan-search work ([`NODE_WORK`]).
pub const DEFAULT_NODES: u64 = 200;
/// Playout moves a node stands for (see [`affordable`]).
const NODE_MOVES: u64 = 40;
/// Plan-search work a node stands for: the states the decision's plan searches take from
/// their queues (each distinct search counted once), so that the decisions whose playouts
/// plan long keep to about the time of the others (see [`SearchBot::work_cap`]). Set with
/// [`DEFAULT_NODES`] so that the default's cap, 100,000 states, holds the longest solo turn
/// to about a second.
const NODE_WORK: u64 = 500;
/// With nothing hidden (see [`hidden::all_seen`]) a decision plays every legal move once,
/// and its plan-search cap is this share of the usual one: their states cost more time
/// each, and with the whole cap the last turn of a solo game took up to 1.1 s (100 games);
/// with half, the longest turn of 200 kept under 0.8 s, and the first 100 games of two seeds
/// were won as often (docs/project-l-bots.md).
const SEEN_WORK_SHARE: u64 = 2;
/// States each plan search of the candidates' (`planner`'s move and its card ratings) may
/// generate: a fifth of `planner`'s own, so that a decision keeps to its time in the turns
/// where `planner` plans long.
const CANDIDATE_PLAN_LIMIT: usize = 4_000;
/// Set (to anything), the environment variable that makes every `search` bot of the
/// process leave out the expansions' candidates: for measuring what they gain.
pub const WITHOUT_EXPANSIONS: &str = "TESSERA_SEARCH_WITHOUT_EXPANSIONS";
/// Cards on offer worth playouts: the ones `planner` rates best.
const TOP_CARDS: usize = 4;

/// Determinized Monte Carlo search within a budget per decision.
pub struct SearchBot {
    pub budget: Budget,
    /// A moment past which no playout starts, whatever the budget (a hint's `--time`).
    pub deadline: Option<Instant>,
    /// Whether the expansions' moves are candidates (see [`expansions`]); only a
    /// measurement turns them off, with the environment variable [`WITHOUT_EXPANSIONS`].
    pub expansions: bool,
}

impl SearchBot {
    /// The bot searching within `budget`, with no deadline beyond it.
    pub fn within(budget: Budget) -> SearchBot {
        SearchBot {
            budget,
            deadline: None,
            expansions: std::env::var_os(WITHOUT_EXPANSIONS).is_none(),
        }
    }
}

impl Bot<ProjectL> for SearchBot {
    fn name(&self) -> &str {
        "search"
    }

    fn choose(&mut self, game: &ProjectL, state: &State, rng: &mut Rng) -> Move {
        // The decision's plan searches count against its budget (see `work_cap`).
        super::plan_ledger::open();
        let mv = self.decide(game, state, rng);
        super::plan_ledger::close();
        mv
    }
}

impl SearchBot {
    /// The move searched for, or `planner`'s outside turns and defences.
    fn decide(&self, game: &ProjectL, state: &State, rng: &mut Rng) -> Move {
        let seed = rng.next_u64();
        let mut moves = match state.phase {
            Phase::Turns => candidates(game, state, rng, self.expansions),
            Phase::Defend(d) => duel::defences(game, state, d, PlannerBot.choose(game, state, rng)),
            _ => return PlannerBot.choose(game, state, rng),
        };
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
    /// The index of the candidate that sequential halving keeps.
    fn search(&self, game: &ProjectL, state: &State, moves: &[Move], seed: u64) -> usize {
        // The defender moves in the middle of the attacker's turn.
        let me = match state.phase {
            Phase::Defend(d) => d,
            _ => state.to_move,
        };
        let started = Instant::now();
        let made = Cell::new(0u64);
        let mut play = |i: usize, j: u64| {
            let mut sample_rng = Rng::new(seed ^ j.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let sampled = hidden::determinize(game, state, &mut sample_rng);
            let (value, moves_made) =
                playout::playout(game, &sampled, &moves[i], me, &mut sample_rng);
            made.set(made.get() + moves_made);
            value
        };
        let budget_end = match self.budget {
            Budget::Millis(ms) => Some(started + Duration::from_millis(ms)),
            _ => None,
        };
        let deadline = budget_end.into_iter().chain(self.deadline).min();
        let cap = self.work_cap().map(|c| match hidden::all_seen(state) {
            true => c / SEEN_WORK_SHARE,
            false => c,
        });
        let stop = || {
            deadline.is_some_and(|d| Instant::now() >= d)
                || cap.is_some_and(|c| super::plan_ledger::states() >= c)
        };
        let mut halving = Halving::new(moves.len());
        if hidden::all_seen(state) {
            // Nothing to sample: one playout tells each candidate's value.
            halving.round(1, &mut play, &stop);
            return halving.best_of_all();
        }
        // One playout of each candidate, the first of the first round, tells what a playout
        // costs: in moves (a node budget) or in time.
        let played = halving.round(1, &mut play, &stop).max(1);
        let playouts = self.playouts(played, made.get(), started);
        for (round, per) in schedule(halving.alive(), playouts).into_iter().enumerate() {
            halving.round(per - u64::from(round == 0), &mut play, &stop);
            halving.cut();
        }
        halving.best()
    }

    /// The plan-search work (states taken from the searches' queues, see
    /// [`plan_ledger`](super::plan_ledger)) past which a decision within a node budget starts
    /// no more playouts: [`NODE_WORK`] a node.
    fn work_cap(&self) -> Option<u64> {
        match self.budget {
            Budget::Default => Some(DEFAULT_NODES * NODE_WORK),
            Budget::Nodes(n) => Some(n.saturating_mul(NODE_WORK)),
            Budget::Millis(_) => None,
        }
    }

    /// The playouts of a decision in all, once `played` playouts made `made` moves since
    /// `started`.
    fn playouts(&self, played: u64, made: u64, started: Instant) -> u64 {
        match self.budget {
            Budget::Default => affordable(DEFAULT_NODES, played, made),
            Budget::Nodes(n) => affordable(n, played, made),
            Budget::Millis(ms) => {
                let elapsed = started.elapsed().as_secs_f64();
                let left = (ms as f64 / 1000.0 - elapsed).max(0.0);
                played + (left * played as f64 / elapsed.max(1e-6)) as u64
            }
        }
    }
}

/// The playouts a budget of `nodes` affords, when `played` playouts made `made` moves: a
/// node is one playout of at most [`NODE_MOVES`] moves, a longer playout counting for its
/// share of them, so the budget keeps to the same work early in a game, when playouts run
/// to the end of a whole game, as later.
fn affordable(nodes: u64, played: u64, made: u64) -> u64 {
    let per_playout = (made as f64 / played as f64 / NODE_MOVES as f64).max(1.0);
    (nodes as f64 / per_playout) as u64
}

/// The moves worth a playout, each legal and listed once: planner's and greedy's first,
/// then the best cards on offer, unlocks, charges and the expansions' moves (see
/// [`expansions`]).
fn candidates(game: &ProjectL, state: &State, rng: &mut Rng, expansions: bool) -> Vec<Move> {
    let p = state.to_move;
    let player = &state.players[p];
    let mut moves = vec![
        choose_within(game, state, rng, CANDIDATE_PLAN_LIMIT),
        super::greedy::GreedyBot.choose(game, state, rng),
    ];
    if player.cards.len() < MAX_UNFINISHED {
        moves.extend(best_cards(game, state).into_iter().map(Move::TakeCard));
        moves.extend(solo_target(game, state).map(Move::TakeCard));
    }
    moves.extend(game.unlock_moves(state, p));
    moves.extend(duel::charges(game, state));
    if expansions {
        moves.extend(expansions::candidates(game, state));
    }
    // With nothing hidden a playout is the game's one future (as the others are
    // modelled), so every legal move affords its playout (see `SearchBot::search`).
    if hidden::all_seen(state) {
        moves.extend(game.legal_moves_of(state));
    }
    let mut listed: Vec<Move> = Vec::new();
    for mv in moves {
        if !listed.contains(&mv) && game.play(state, &mv).is_ok() {
            listed.push(mv);
        }
    }
    listed
}

/// In the solo game, the card the virtual opponent would take next: taking it first keeps
/// its points from the opponent, which `planner`'s rating counts only in part.
fn solo_target(game: &ProjectL, state: &State) -> Option<u16> {
    let Offer::Solo { grid, locks, .. } = &state.offer else {
        return None;
    };
    opponent_target(game, grid, locks).map(|(_, card)| card)
}

/// The [`TOP_CARDS`] cards on offer that `planner` rates best (points per action with the
/// cards held; ties in the order offered), leaving out those it cannot finish in time.
fn best_cards(game: &ProjectL, state: &State) -> Vec<u16> {
    let mut options = card_options(game, state, CANDIDATE_PLAN_LIMIT);
    options.sort_by(|a, b| b.rate.total_cmp(&a.rate));
    options.iter().take(TOP_CARDS).map(|o| o.card).collect()
}
