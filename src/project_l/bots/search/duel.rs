//! The aggressive games' candidates. Every charge and master charge the rules list can run
//! to hundreds (one per piece kind and card, and their combinations), far more than a
//! decision's playouts can tell apart; so the search weighs only, above each card whose
//! charges do not yet add its points, the highest-level supply piece that still adds its
//! whole level, and the master charge of those pieces together. A defence is searched
//! among the few the rules list, `planner`'s first.

use crate::project_l::game::{CardIndex, Move, ProjectL, State};
use crate::project_l::{Kind, Supply};

/// Defences worth playouts at most (the rules list the ones that waste no card).
const MOST_DEFENCES: usize = 6;

/// The charges worth playouts for the player to move (none outside the aggressive games).
pub fn charges(game: &ProjectL, state: &State) -> Vec<Move> {
    if !game.aggressive() {
        return Vec::new();
    }
    let p = state.to_move;
    let player = &state.players[p];
    let best = |card: CardIndex, supply: &Supply| -> Option<Kind> {
        let room = game.charge_room(state, p, card);
        supply
            .iter()
            .map(|(k, _)| k)
            .filter(|k| k.level() <= room)
            .max_by_key(|k| k.level())
    };
    let mut moves = Vec::new();
    let mut master = Vec::new();
    let mut left = player.supply;
    for c in &player.cards {
        if let Some(kind) = best(c.card, &player.supply) {
            moves.push(Move::Charge(c.card, kind));
        }
        if let Some(kind) = best(c.card, &left) {
            left.remove(kind);
            master.push((c.card, kind));
        }
    }
    if master.len() >= 2 && !state.master_charge_used {
        moves.push(Move::MasterCharge(master));
    }
    moves
}

/// The defences worth playouts for defender `d`: `first` (planner's), then the rules' list.
pub fn defences(game: &ProjectL, state: &State, d: usize, first: Move) -> Vec<Move> {
    let mut moves = vec![first];
    for mv in game.defence_moves(state, d) {
        if moves.len() < MOST_DEFENCES && !moves.contains(&mv) {
            moves.push(mv);
        }
    }
    moves
}
