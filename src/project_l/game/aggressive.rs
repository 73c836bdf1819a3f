//! The aggressive duel (`--aggressive duel`, 2 players). Each player starts with a defence
//! stack of 3 `O1`s. Completing a card (not by finishing touches) attacks the opponent with
//! strength = the card's points + the levels of the charge pieces above it, the charge
//! counting at most the card's points (a charge past that cap is legal and adds nothing
//! more); the charge pieces then go to the bank. The defender
//! answers each attack with a move of their own in the middle of the attacker's turn
//! (`defend W05 2xO1`): face-up completed cards (points + 1 each, then turned face down) and
//! defence pieces (1 each, back to the bank) that together meet the strength. A player who
//! cannot meet an attack loses at once. New actions: *charge* (one supply piece above an
//! unfinished card) and *master charge* (once a turn, at most one piece above each
//! unfinished card). Face-down cards and leftover defence pieces score nothing. An `M` card
//! turned face down by its ambassador action no longer defends (its points still count).

use super::moves::Defence;
use super::state::{CardIndex, Phase, State};
use super::{Illegal, ProjectL};
use crate::project_l::Kind;

/// `O1`s in each player's defence stack at the start.
pub const DEFENCE_STACK: u32 = 3;

impl ProjectL {
    /// Whether this is an aggressive game (the duel or aggressive solo).
    pub fn aggressive(&self) -> bool {
        self.options.aggressive.is_some()
    }

    /// Gives each player their defence stack from the bank (its size was checked).
    pub(super) fn deal_defences(&self, state: &mut State) {
        if !self.aggressive() {
            return;
        }
        for player in &mut state.players {
            for _ in 0..DEFENCE_STACK {
                if state.bank.remove(Kind::O1) {
                    player.defence += 1;
                }
            }
        }
    }

    /// The most strength charges above `card` add: its points. A charge past the cap is
    /// still legal; it adds nothing more (the spec's Decision).
    pub(super) fn charge_cap(&self, card: CardIndex) -> u32 {
        self.deck.cards()[card as usize].points
    }

    /// The strength charges above player `p`'s `card` may still add.
    pub fn charge_room(&self, state: &State, p: usize, card: CardIndex) -> u32 {
        self.charge_cap(card)
            .saturating_sub(self.charged(state, p, card))
    }

    /// The levels of player `p`'s charges above `card`.
    pub fn charged(&self, state: &State, p: usize, card: CardIndex) -> u32 {
        let charges = &state.players[p].charges;
        charges
            .iter()
            .filter(|c| c.0 == card)
            .map(|c| c.1.level())
            .sum()
    }

    /// Puts a supply piece of `kind` above player `p`'s unfinished `card`, whatever the
    /// charges there already add: the cap limits the strength, not the pieces.
    pub(super) fn charge(
        &self,
        state: &mut State,
        p: usize,
        card: CardIndex,
        kind: Kind,
    ) -> Result<(), Illegal> {
        if !self.aggressive() {
            return Err(Illegal::NotAggressive);
        }
        let id = || self.card_id(card).to_string();
        let player = &state.players[p];
        if !player.cards.iter().any(|c| c.card == card) {
            return Err(match player.completed.contains(&card) {
                true => Illegal::ChargeCompleted(id()),
                false => Illegal::NotYourCard(id()),
            });
        }
        let player = &mut state.players[p];
        if !player.supply.remove(kind) {
            return Err(Illegal::NotInSupply(kind));
        }
        player.charges.push((card, kind));
        Ok(())
    }

    /// The master charge: at most one piece above each unfinished card, once a turn.
    pub(super) fn master_charge(
        &self,
        state: &mut State,
        list: &[(CardIndex, Kind)],
    ) -> Result<(), Illegal> {
        if state.master_charge_used {
            return Err(Illegal::MasterChargeUsed);
        }
        for (i, (card, _)) in list.iter().enumerate() {
            if list[..i].iter().any(|o| o.0 == *card) {
                return Err(Illegal::MasterChargeTwice(self.card_id(*card).into()));
            }
        }
        // Charging never gives pieces back, so a piece still in the supply was there when
        // the master charge began.
        let p = state.to_move;
        for &(card, kind) in list {
            self.charge(state, p, card, kind)?;
        }
        state.master_charge_used = true;
        Ok(())
    }

    /// Takes the charges above player `p`'s completed `card` back to the bank; the attack
    /// strength they add, capped at the card's points.
    pub(super) fn discharge(&self, state: &mut State, p: usize, card: CardIndex) -> u32 {
        let levels = self.charged(state, p, card);
        let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut state.players[p].charges)
            .into_iter()
            .partition(|c| c.0 == card);
        state.players[p].charges = kept;
        for (_, kind) in gone {
            state.bank.add(kind, 1);
        }
        levels.min(self.charge_cap(card))
    }

    /// Records an attack by player `p` for completing `card` (its charges discharged).
    pub(super) fn attack(&self, state: &mut State, p: usize, card: CardIndex) {
        let strength = self.charge_cap(card) + self.discharge(state, p, card);
        if self.aggressive_solo() {
            return self.attack_opponent(state, strength);
        }
        // A 0-point card (it cannot be charged) attacks with nothing: no defence is asked.
        if self.aggressive() && strength > 0 {
            state.attacks.push(strength);
        }
    }

    /// The most defence player `p` can muster: face-up cards and defence pieces.
    pub fn defence_available(&self, state: &State, p: usize) -> u32 {
        let player = &state.players[p];
        let cards: u32 = self
            .face_up(state, p)
            .iter()
            .map(|&c| self.card_defence(c))
            .sum();
        cards + player.defence
    }

    /// A completed card's defence: its points + 1.
    pub fn card_defence(&self, card: CardIndex) -> u32 {
        self.charge_cap(card) + 1
    }

    /// Player `p`'s completed cards still face up: not turned by a defence, nor by their
    /// ambassador action (the spec's Decision: such a card no longer defends).
    pub fn face_up(&self, state: &State, p: usize) -> Vec<CardIndex> {
        let player = &state.players[p];
        let up = (player.completed.iter())
            .filter(|c| !player.face_down.contains(c) && !player.ambassadors_used.contains(c));
        up.copied().collect()
    }

    /// After an action with attacks pending: the defender (the duel's other player; you,
    /// in aggressive solo) defends the first, or loses at once if they cannot meet it.
    pub(super) fn next_attack(&self, state: &mut State) {
        let defender = match self.solo() {
            Some(_) => 0,
            None => 1 - state.to_move,
        };
        match state.attacks.first() {
            Some(&strength) if self.defence_available(state, defender) < strength => {
                state.loser = Some(defender);
                state.phase = Phase::Over;
            }
            Some(_) => state.phase = Phase::Defend(defender),
            // Aggressive solo's attacks come after your turn: what follows it.
            None if self.solo().is_some() => {
                state.phase = super::solo::after_turns(state, state.turns_played - 1);
            }
            None => state.phase = Phase::Turns,
        }
    }

    /// Player `d` spends `defence` against the first pending attack.
    pub(super) fn defend(
        &self,
        state: &mut State,
        d: usize,
        defence: &Defence,
    ) -> Result<(), Illegal> {
        let strength = state.attacks[0];
        let face_up = self.face_up(state, d);
        let mut total = defence.pieces;
        for (i, &card) in defence.cards.iter().enumerate() {
            let id = || self.card_id(card).to_string();
            if defence.cards[..i].contains(&card) {
                return Err(Illegal::DefendTwice(id()));
            }
            if state.players[d].face_down.contains(&card) {
                return Err(Illegal::FaceDown(id()));
            }
            if state.players[d].ambassadors_used.contains(&card) {
                return Err(Illegal::AmbassadorCannotDefend(id()));
            }
            if !face_up.contains(&card) {
                return Err(Illegal::NotYourCompleted(id()));
            }
            total += self.card_defence(card);
        }
        let player = &mut state.players[d];
        if defence.pieces > player.defence {
            return Err(Illegal::DefencePieces {
                have: player.defence,
                asked: defence.pieces,
            });
        }
        if total < strength {
            return Err(Illegal::DefenceShort {
                strength,
                defence: total,
            });
        }
        player.defence -= defence.pieces;
        player.face_down.extend(&defence.cards);
        state.bank.add(Kind::O1, defence.pieces);
        state.attacks.remove(0);
        self.next_attack(state);
        Ok(())
    }

    /// The words for the end of a duel lost by an unmet attack.
    pub fn loss_text(&self, state: &State) -> Option<String> {
        if self.opponent_beaten(state) {
            return Some("the virtual opponent could not meet an attack: player 1 wins".into());
        }
        let loser = state.loser?;
        if self.solo().is_some() {
            return Some("player 1 could not meet an attack: the virtual opponent wins".into());
        }
        Some(format!(
            "player {} could not meet an attack: player {} wins",
            loser + 1,
            2 - loser
        ))
    }
}
