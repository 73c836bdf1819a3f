//! The `perfect` bot of Golomb's game plays from the proof: on the empty board of the
//! standard game, the opening the empty board's proof found (a first-player win, from
//! docs/golomb.md's proof of 1.80 G nodes); elsewhere a live proof — a proved winning move,
//! or, where every move loses, the most resistant one (see
//! [`super::prover::most_resistant`]). Where nothing is proved within its time it falls back
//! on the `search` bot's move, as a person would guess.
//!
//! Not yet its full strength: the second player's first move needs the openings' proofs
//! (minutes each), and a few replies to the opening take the live prover more than its
//! time; a strategy book written by the prover would cover both (issue 51).

use super::advice::Allowance;
use super::bots::{SEARCH_NODES, SearchBot};
use super::game::{GameState, Move, Polyssimo};
use super::position::PieceSet;
use super::prover::{Proved, verdict};
use crate::engine::{Bot, Game};
use crate::random::Rng;
use std::time::{Duration, Instant};

/// The proved first-player win from the empty 8×8 board with the 12 pentominoes.
pub const OPENING: &str = "L c5 d5 e5 f5 c6";
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
        if let Some(opening) = book(game, state) {
            return opening;
        }
        let until = Instant::now() + MOVE_TIME;
        let proved = (game.position(state).ok())
            .and_then(|position| verdict(&position, game.rules(), PROOF_TIME, until));
        match proved.map(|v| v.proved) {
            Some(Proved::Wins(mv)) => Move::Place(mv),
            Some(Proved::Loses { resistant, .. }) => Move::Place(resistant),
            _ => SearchBot {
                budget: Allowance::Nodes(SEARCH_NODES),
            }
            .choose(game, state, rng),
        }
    }
}

/// The opening, on the empty board of the standard game.
fn book(game: &Polyssimo, state: &GameState) -> Option<Move> {
    let position = game.position(state).ok()?;
    let standard = position.set == PieceSet::golomb() && position.placed.is_empty();
    standard
        .then(|| game.parse_move(state, OPENING).ok())
        .flatten()
}
