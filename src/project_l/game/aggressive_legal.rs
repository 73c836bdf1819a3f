//! The aggressive duel's listed moves: every charge above a card whose charges do not yet
//! add its points (any supply piece: one past the cap adds what is left); master charges
//! with one kind or none above each such card (two or more pieces, within the supply); and the
//! defences against the pending attack that waste no card — cards are added, strongest
//! first, until they meet the attack, and defence pieces make up what the cards leave.
//! Any other defence that meets the attack is just as legal to play.

use super::ProjectL;
use super::moves::{Defence, Move};
use super::state::{CardIndex, State};
use crate::project_l::{Kind, Supply};

impl ProjectL {
    /// Charges and master charges open to the player to move.
    pub fn charge_moves(&self, state: &State) -> Vec<Move> {
        if !self.aggressive() {
            return Vec::new();
        }
        let p = state.to_move;
        let player = &state.players[p];
        let choices: Vec<Vec<(CardIndex, Kind)>> = player
            .cards
            .iter()
            .map(|c| {
                // A charge above a card whose cap is reached adds nothing: legal, not listed.
                let room = self.charge_room(state, p, c.card);
                let kinds = player.supply.iter().map(|(k, _)| k);
                kinds.filter(|_| room > 0).map(|k| (c.card, k)).collect()
            })
            .collect();
        let mut moves: Vec<Move> = choices
            .iter()
            .flatten()
            .map(|&(c, k)| Move::Charge(c, k))
            .collect();
        if !state.master_charge_used {
            master_charges(&choices, 0, &mut Vec::new(), player.supply, &mut moves);
        }
        moves
    }

    /// Defences against the first pending attack, by player `d`.
    pub fn defence_moves(&self, state: &State, d: usize) -> Vec<Move> {
        let strength = state.attacks[0];
        let mut cards: Vec<(CardIndex, u32)> = self
            .face_up(state, d)
            .into_iter()
            .map(|c| (c, self.card_defence(c)))
            .collect();
        cards.sort_by_key(|&(c, v)| (std::cmp::Reverse(v), c));
        let mut out = Vec::new();
        let pieces = state.players[d].defence;
        defences(&cards, strength, pieces, 0, &mut Vec::new(), 0, &mut out);
        out
    }
}

/// Master charges of two or more pieces, one choice (or none) per card, within `left`.
fn master_charges(
    choices: &[Vec<(CardIndex, Kind)>],
    card: usize,
    chosen: &mut Vec<(CardIndex, Kind)>,
    left: Supply,
    out: &mut Vec<Move>,
) {
    if card == choices.len() {
        if chosen.len() >= 2 {
            out.push(Move::MasterCharge(chosen.clone()));
        }
        return;
    }
    master_charges(choices, card + 1, chosen, left, out);
    for &choice in &choices[card] {
        let mut rest = left;
        if rest.remove(choice.1) {
            chosen.push(choice);
            master_charges(choices, card + 1, chosen, rest, out);
            chosen.pop();
        }
    }
}

/// Defences from `cards[from..]` added to `chosen` (worth `sum`): once the cards meet the
/// strength no more are added; short of it, defence pieces make up the rest if enough.
fn defences(
    cards: &[(CardIndex, u32)],
    strength: u32,
    pieces: u32,
    from: usize,
    chosen: &mut Vec<CardIndex>,
    sum: u32,
    out: &mut Vec<Move>,
) {
    if sum >= strength {
        out.push(defend(chosen, 0));
        return;
    }
    if sum + pieces >= strength {
        out.push(defend(chosen, strength - sum));
    }
    for i in from..cards.len() {
        chosen.push(cards[i].0);
        defences(
            cards,
            strength,
            pieces,
            i + 1,
            chosen,
            sum + cards[i].1,
            out,
        );
        chosen.pop();
    }
}

fn defend(cards: &[CardIndex], pieces: u32) -> Move {
    Move::Defend(Defence {
        cards: cards.to_vec(),
        pieces,
    })
}
