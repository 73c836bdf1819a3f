//! Helpers for the hand-checked rules tests: a card by id, and a move played from its
//! notation.

use super::{CardIndex, Illegal, ProjectL, State};
use crate::engine::Game;

/// The index of the card `id`.
pub fn card(game: &ProjectL, id: &str) -> CardIndex {
    game.deck.cards().iter().position(|c| c.id == id).unwrap() as CardIndex
}

/// Plays the move written `text`.
pub fn play(game: &ProjectL, state: &State, text: &str) -> Result<State, Illegal> {
    let mv = game.parse_move(state, text)?;
    game.play(state, &mv)
}
