//! The `perfect` bot of Golomb's game plays from the proof: where the shipped strategy
//! book knows the position (the first player's first plies from the empty board: see
//! [`super::golomb_book`]), its proved answer; elsewhere a live proof — a proved winning
//! move, or, where every move loses, the most resistant one (see
//! [`super::prover::most_resistant`]). Where nothing is proved within its time it falls back
//! on the `search` bot's move, as a person would guess.
//!
//! As the second player it answers a losing first move with the shipped openings table's
//! refutation; where the table does not settle the first move, or the first move wins, its
//! first reply is the search bot's (no proof of the reply's resistance is at hand there).

use super::advice::Allowance;
use super::bots::{SEARCH_NODES, SearchBot};
use super::game::{GameState, Move, Polyssimo};
use super::golomb_book::{book_answer, hardest_answer, known_lost};
use super::prover::{Proved, verdict};
use crate::engine::Bot;
use crate::random::Rng;
use std::time::{Duration, Instant};

/// The time a move's proof may take.
const PROOF_TIME: Duration = Duration::from_millis(1500);
/// The time a move may take in all (the rest compares losing moves).
const MOVE_TIME: Duration = Duration::from_millis(1900);

/// Plays from the proof (see the module notes).
pub struct PerfectBot;

impl Bot<Polyssimo> for PerfectBot {
    fn name(&self) -> &str {
        "perfect"
    }

    fn choose(&mut self, game: &Polyssimo, state: &GameState, rng: &mut Rng) -> Move {
        let mut search = SearchBot::within(Allowance::Nodes(SEARCH_NODES));
        let position = game.position(state).ok();
        if let Some(answer) = (position.as_ref()).and_then(|p| book_answer(p, game.rules())) {
            return Move::Place(answer.placing);
        }
        if let Some(position) = position.as_ref().filter(|p| known_lost(p)) {
            // Every reply loses: the measured hardest one, else the search's choice (the
            // live measure would take hours this early).
            return match hardest_answer(position, game.rules()) {
                Some(hardest) => Move::Place(hardest.placing),
                None => search.choose(game, state, rng),
            };
        }
        let until = Instant::now() + MOVE_TIME;
        let proved = position
            .as_ref()
            .and_then(|position| verdict(position, game.rules(), PROOF_TIME, until, None));
        match proved.map(|v| v.proved) {
            Some(Proved::Wins(mv)) => Move::Place(mv),
            Some(Proved::Loses { resistant, .. }) => Move::Place(resistant),
            _ => search.choose(game, state, rng),
        }
    }
}
