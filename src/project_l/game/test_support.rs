//! Helpers for the hand-checked rules tests: a card by id, a move played from its
//! notation, and a player holding given pieces and cards.

use super::{CardIndex, Illegal, ProjectL, State, Unfinished};
use crate::engine::Game;
use crate::project_l::Supply;

/// The index of the card `id`.
pub fn card(game: &ProjectL, id: &str) -> CardIndex {
    game.deck.cards().iter().position(|c| c.id == id).unwrap() as CardIndex
}

/// Plays the move written `text`.
pub fn play(game: &ProjectL, state: &State, text: &str) -> Result<State, Illegal> {
    let mv = game.parse_move(state, text)?;
    game.play(state, &mv)
}

/// Player 1 to move, holding `supply` (taken from the bank) and the cards `ids`.
pub fn holding(game: &ProjectL, supply: &str, ids: &[&str]) -> State {
    let mut state = game.setup(1);
    state.to_move = 0;
    state.first_player = 0;
    let supply = Supply::parse(supply).unwrap();
    state.bank = state
        .bank
        .plus(&state.players[0].supply)
        .minus(&supply)
        .unwrap();
    state.players[0].supply = supply;
    state.players[0].cards = ids
        .iter()
        .map(|id| Unfinished {
            card: card(game, id),
            pieces: Vec::new(),
        })
        .collect();
    state
}
