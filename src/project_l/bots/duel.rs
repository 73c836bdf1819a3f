//! How `greedy` and `planner` play the aggressive duel: they defend losing the fewest
//! points (spending 0-point cards and defence pieces before cards that score), and before
//! completing cards their supply can finish they charge those cards with pieces the
//! fillings leave over, so the attack is stronger.

use crate::project_l::game::{Move, ProjectL, State};

/// The defence that turns face down the fewest points, then uses the fewest defence pieces.
pub fn defend(game: &ProjectL, state: &State, d: usize) -> Option<Move> {
    let points = |c: u16| game.deck.cards()[c as usize].points;
    game.defence_moves(state, d)
        .into_iter()
        .min_by_key(|mv| match mv {
            Move::Defend(def) => (
                def.cards.iter().map(|&c| points(c)).sum::<u32>(),
                def.pieces,
            ),
            _ => (u32::MAX, u32::MAX),
        })
}

/// A charge above a card the supply will complete (once attacks are allowed), with the
/// highest-level piece that the fillings of the completable cards leave over and that fits
/// under the card's cap (a charge past the cap is legal, but the bots do not give a piece
/// up for less than its level).
pub fn charge(game: &ProjectL, state: &State) -> Option<Move> {
    // In aggressive solo a charge before attacks are allowed would only feed the bank.
    if !game.aggressive() || !game.can_attack(state) {
        return None;
    }
    let p = state.to_move;
    let player = &state.players[p];
    let plans = super::fillings::reserved(game, state);
    let mut left = player.supply;
    for (_, filling) in &plans {
        left = left.minus(&filling.kinds())?;
    }
    plans.iter().find_map(|(i, _)| {
        let card = player.cards[*i].card;
        let room = game.charge_room(state, p, card);
        // A piece past the cap would be given up for less than its level: not charged.
        left.iter()
            .map(|(k, _)| k)
            .filter(|k| k.level() <= room)
            .max_by_key(|k| k.level())
            .map(|k| Move::Charge(card, k))
    })
}
