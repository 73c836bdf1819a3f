//! A game in progress as the play commands keep it: the game set up from its options, the
//! seed, and the history of moves in notation; the state is always the history replayed,
//! so a state file is checked every time it is read.

use crate::engine::{Game, Turn};
use crate::random::Rng;

/// A game, its seed and its history, with the current state.
pub struct Session<G: Game> {
    pub game: G,
    pub seed: u64,
    pub history: Vec<String>,
    pub state: G::State,
}

impl<G: Game> Session<G> {
    /// A new game.
    pub fn new(game: G, seed: u64) -> Session<G> {
        let state = game.initial();
        Session {
            game,
            seed,
            history: Vec::new(),
            state,
        }
    }

    /// Replays a history; the error names the move that fails.
    pub fn replay(game: G, seed: u64, history: Vec<String>) -> Result<Session<G>, String> {
        let mut session = Session::new(game, seed);
        for (i, text) in history.iter().enumerate() {
            session
                .apply(text)
                .map_err(|e| format!("move {} ({text:?}): {e}", i + 1))?;
        }
        Ok(session)
    }

    /// Plays one move given in notation; on an error nothing changes.
    pub fn apply(&mut self, text: &str) -> Result<(), String> {
        if self.game.turn(&self.state) == Turn::Over {
            return Err("the game is over".into());
        }
        let mv = self.game.parse_move(&self.state, text)?;
        let next = self.game.play(&self.state, &mv)?;
        // Keep the history in the game's own spelling of the move.
        self.history.push(self.game.format_move(&self.state, &mv));
        self.state = next;
        Ok(())
    }

    /// Plays a move already parsed.
    pub fn apply_move(&mut self, mv: &G::Move) -> Result<(), String> {
        let next = self.game.play(&self.state, mv)?;
        self.history.push(self.game.format_move(&self.state, mv));
        self.state = next;
        Ok(())
    }

    /// The legal moves in notation.
    pub fn legal_moves(&self) -> Vec<String> {
        let moves = self.game.legal_moves(&self.state);
        moves
            .iter()
            .map(|m| self.game.format_move(&self.state, m))
            .collect()
    }

    /// A random number generator for decisions at this point of the game: the same seed and
    /// history give the same numbers.
    pub fn rng(&self) -> Rng {
        Rng::new(self.seed ^ (self.history.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}
