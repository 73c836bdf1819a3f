//! Helpers for the hand-checked rules tests: a card by id, a move played from its
//! notation, a player holding given pieces and cards, and an aggressive duel's attack one
//! move away.

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

/// Player 1 to move with `supply` and W01 (2 points: b2 c2 d2 c3 c4) holding an I3 on
/// c2 c3 c4 and an O1 on b2, so an O1 on d2 completes it; player 2 has completed `done`
/// and keeps `defence` pieces in the stack.
pub fn attack_ready(g: &ProjectL, supply: &str, done: &[&str], defence: u32) -> State {
    let mut s = g.setup(1);
    s.first_player = 0;
    s.to_move = 0;
    let w01 = card(g, "W01");
    let fitter = &g.fitters[w01 as usize];
    let pieces = ["I3 c2 c3 c4", "O1 b2"].map(|p| fitter.parse_piece(p).unwrap());
    s.players[0].supply = Supply::parse(supply).unwrap();
    s.players[0].cards = vec![Unfinished {
        card: w01,
        pieces: pieces.to_vec(),
    }];
    s.players[1].completed = done.iter().map(|id| card(g, id)).collect();
    s.players[1].defence = defence;
    s
}
