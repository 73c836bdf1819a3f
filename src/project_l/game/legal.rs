//! The legal moves of the player to move. Every take, acquisition and placement is listed;
//! master actions are listed with, on each card, the first placement (in reading order) of
//! each kind — any other master action is just as legal to play, but listing every
//! combination would run to hundreds of thousands. Decompositions and ambassador actions
//! are listed the same way (see `expansions.rs`); a waiting level-up is the only choice.

use super::ProjectL;
use super::moves::{Move, OnCard};
use super::state::{Offer, Phase, State, Unfinished};
use crate::project_l::MAX_UNFINISHED;
use crate::project_l::{Placed, Supply, is_ghost};

impl ProjectL {
    /// The moves the player to move may make.
    pub fn legal_moves_of(&self, state: &State) -> Vec<Move> {
        match state.phase {
            Phase::Over => Vec::new(),
            Phase::Defend(d) => self.defence_moves(state, d),
            Phase::Favourites(p) => self
                .favourite_choices(state, p)
                .into_iter()
                .map(Move::Favourite)
                .collect(),
            Phase::Touches(p) => {
                let mut moves: Vec<Move> = self
                    .placements(&state.players[p].cards, &state.players[p].supply)
                    .into_iter()
                    .map(Move::Touch)
                    .collect();
                moves.push(Move::Done);
                moves
            }
            Phase::Turns => {
                let moves = self.turn_moves(state);
                if moves.is_empty() {
                    vec![Move::Pass]
                } else {
                    moves
                }
            }
        }
    }

    fn turn_moves(&self, state: &State) -> Vec<Move> {
        if !state.level_ups.is_empty() {
            return self.level_up_moves(state);
        }
        let player = &state.players[state.to_move];
        let mut moves = Vec::new();
        if player.cards.len() < MAX_UNFINISHED {
            moves.extend(offered(state).into_iter().map(Move::TakeCard));
        }
        moves.extend(self.deck_moves(state));
        moves.extend(
            self.acquisitions(&player.supply, &state.bank)
                .into_iter()
                .filter(|a| {
                    let kind = super::acquired(a);
                    !self.locked(state, state.to_move, kind) && !is_ghost(kind)
                })
                .map(Move::Acquire),
        );
        moves.extend(self.decompose_moves(state));
        moves.extend(self.ambassador_moves(state));
        moves.extend(self.unlock_moves(state, state.to_move));
        moves.extend(self.charge_moves(state));
        moves.extend(
            self.placements(&player.cards, &player.supply)
                .into_iter()
                .map(Move::Place),
        );
        if !state.master_used && player.cards.len() >= 2 {
            let mut lists = Vec::new();
            self.one_per_card(&player.cards, &player.supply, 2, &mut lists);
            moves.extend(lists.into_iter().map(Move::Master));
        }
        moves
    }

    /// Lists of at least `least` placements within `supply`, at most one on each card: on
    /// each card, the first placement (in reading order) of each kind, or none.
    pub(super) fn one_per_card(
        &self,
        cards: &[Unfinished],
        supply: &Supply,
        least: usize,
        out: &mut Vec<Vec<OnCard>>,
    ) {
        let choices: Vec<Vec<OnCard>> = cards
            .iter()
            .map(|c| {
                let mut first = Vec::new();
                self.placements_on(c, supply, 1, &mut first);
                first
            })
            .collect();
        lists(&choices, 0, &mut Vec::new(), *supply, least, out);
    }

    /// Every placement of a supply piece on one of `cards`.
    pub fn placements(&self, cards: &[Unfinished], supply: &Supply) -> Vec<OnCard> {
        let mut out = Vec::new();
        cards
            .iter()
            .for_each(|card| self.placements_on(card, supply, usize::MAX, &mut out));
        out
    }

    /// Adds to `out` the placements of each supply kind in the card's empty cells, in
    /// reading order of their first cell, at most `per_kind` of each kind.
    fn placements_on(
        &self,
        card: &Unfinished,
        supply: &Supply,
        per_kind: usize,
        out: &mut Vec<OnCard>,
    ) {
        let fitter = &self.fitters[card.card as usize];
        let empty = fitter.hole() & !card.filled();
        for (kind, _) in supply.iter() {
            let mut cells = empty;
            let mut found = 0;
            while cells != 0 && found < per_kind {
                let first = cells.trailing_zeros();
                cells &= cells - 1;
                for &mask in fitter.placements_at(kind, first) {
                    if mask & !empty == 0 && found < per_kind {
                        found += 1;
                        out.push(OnCard {
                            card: card.card,
                            piece: Placed { kind, cells: mask },
                        });
                    }
                }
            }
        }
    }
}

/// The cards that can be taken.
pub fn offered(state: &State) -> Vec<super::state::CardIndex> {
    match &state.offer {
        // Revised rules: after a black card taken at the end, only white ones.
        Offer::Rows { white, black, .. } => {
            let black = black.iter().filter(|_| !state.black_taken);
            white.iter().chain(black).flatten().copied().collect()
        }
        Offer::Sides { .. } => super::simultaneous::side_cards(state),
        Offer::Solo { grid, .. } => grid.iter().flatten().copied().collect(),
    }
}

/// Lists of `least` or more placements, one choice (or none) per card, within `left`.
fn lists(
    choices: &[Vec<OnCard>],
    card: usize,
    chosen: &mut Vec<OnCard>,
    left: Supply,
    least: usize,
    out: &mut Vec<Vec<OnCard>>,
) {
    if card == choices.len() {
        if chosen.len() >= least {
            out.push(chosen.clone());
        }
        return;
    }
    lists(choices, card + 1, chosen, left, least, out);
    for on in &choices[card] {
        let mut rest = left;
        if rest.remove(on.piece.kind) {
            chosen.push(*on);
            lists(choices, card + 1, chosen, rest, least, out);
            chosen.pop();
        }
    }
}
