//! Bots: a move chooser per game, beside the game interface so that games define their
//! own bots without knowing `play`. `random` works for every game.

use super::Game;
use crate::random::Rng;

/// Chooses moves for whoever is to move.
pub trait Bot<G: Game> {
    fn name(&self) -> &str;
    /// A legal move for the player to move (the game is not over).
    fn choose(&mut self, game: &G, state: &G::State, rng: &mut Rng) -> G::Move;
}

/// Picks a legal move uniformly at random.
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, game: &G, state: &G::State, rng: &mut Rng) -> G::Move {
        let moves = game.legal_moves(state);
        moves[rng.below(moves.len() as u64) as usize].clone()
    }
}
