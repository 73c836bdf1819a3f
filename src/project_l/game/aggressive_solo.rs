//! Aggressive solo (`--aggressive solo` with `--solo DIFFICULTY`): the solo game played by
//! the aggressive duel's rules. Locks `O1` / `O1`+`I2` / `I3` above the columns, the
//! opponent's supply 5×`O1`, `I2`, `I3`, `L3` (at every difficulty), and your defence
//! stack of 3 `O1`. Lock pieces move highest level first. You cannot attack before the
//! first black card enters the grid; your attacks are met by the opponent with the face-up
//! cards of its pile (points + 1 each, turned face down) wasting as little as it can, and
//! it loses at once when its pile cannot meet one. When every column is locked, the piece
//! leaving each column attacks you with its level.

use super::solo::{BLACK, SoloPieces};
use super::state::{CardIndex, Offer, Phase, State};
use super::{Aggressive, Difficulty, ProjectL};
use crate::project_l::{Colour, Kind, Supply};

/// `O1`s the aggressive solo setup takes from the bank: yours, your defence stack, the
/// locks' and the opponent's.
pub const AGGRESSIVE_SOLO_O1: u32 = 1 + super::DEFENCE_STACK + 2 + 5;

impl ProjectL {
    /// Whether this is aggressive solo.
    pub fn aggressive_solo(&self) -> bool {
        self.options.aggressive == Some(Aggressive::Solo)
    }

    /// The lock and opponent pieces of this solo game.
    pub(super) fn solo_pieces(&self, difficulty: Difficulty) -> SoloPieces {
        if !self.aggressive_solo() {
            return SoloPieces::base(difficulty);
        }
        let mut opponent = Supply::of(&[Kind::I2, Kind::I3, Kind::L3]);
        opponent.add(Kind::O1, 5);
        SoloPieces {
            locks: [
                Supply::of(&[Kind::O1]),
                Supply::of(&[Kind::O1, Kind::I2]),
                Supply::of(&[Kind::I3]),
            ],
            opponent,
        }
    }

    /// Whether your completions attack yet: once a black card has entered the grid.
    pub fn can_attack(&self, state: &State) -> bool {
        let Offer::Solo { deck, .. } = &state.offer else {
            return true;
        };
        let black = deck
            .iter()
            .filter(|&&c| self.deck.cards()[c as usize].colour == Colour::Black)
            .count();
        black < BLACK
    }

    /// Your attack of `strength` on the opponent: it spends the face-up pile cards that
    /// meet it losing the fewest points, or loses at once.
    pub(super) fn attack_opponent(&self, state: &mut State, strength: u32) {
        if strength == 0 || !self.can_attack(state) {
            return;
        }
        let cards = self.opponent_defences(state);
        let Offer::Solo {
            opponent_face_down,
            opponent_beaten,
            ..
        } = &mut state.offer
        else {
            unreachable!("solo offers only");
        };
        if *opponent_beaten {
            return;
        }
        match least_loss(&cards, strength) {
            Some(spent) => opponent_face_down.extend(spent),
            None => {
                *opponent_beaten = true;
                state.phase = Phase::Over;
            }
        }
    }

    /// The opponent's face-up pile cards with their defence (points + 1), in pile order.
    pub fn opponent_defences(&self, state: &State) -> Vec<(CardIndex, u32)> {
        let Offer::Solo {
            opponent_pile,
            opponent_face_down,
            ..
        } = &state.offer
        else {
            return Vec::new();
        };
        opponent_pile
            .iter()
            .filter(|c| !opponent_face_down.contains(c))
            .map(|&c| (c, self.card_defence(c)))
            .collect()
    }

    /// Whether the opponent failed to meet one of your attacks.
    pub fn opponent_beaten(&self, state: &State) -> bool {
        matches!(
            state.offer,
            Offer::Solo {
                opponent_beaten: true,
                ..
            }
        )
    }
}

/// The defence "as advantageously as possible for it" (the spec's Decision): of the sets of
/// cards (with their defences, points + 1 each) that meet `strength`, the one that turns the
/// fewest points face down, then the one with the fewest cards, then the first found in
/// pile order. `None` when all of them together fall short.
pub fn least_loss(cards: &[(CardIndex, u32)], strength: u32) -> Option<Vec<CardIndex>> {
    let total: u32 = cards.iter().map(|c| c.1).sum();
    if total < strength {
        return None;
    }
    // best[s]: the cheapest set (points lost, cards) whose defence reaches s, capped at
    // `strength`.
    let top = strength as usize;
    let mut best: Vec<Option<(u32, Vec<CardIndex>)>> = vec![None; top + 1];
    best[0] = Some((0, Vec::new()));
    for &(card, defence) in cards {
        for sum in (0..top).rev() {
            let Some((lost, set)) = &best[sum] else {
                continue;
            };
            let to = (sum + defence as usize).min(top);
            let cost = (lost + defence.saturating_sub(1), set.len() + 1);
            if best[to].as_ref().is_none_or(|b| cost < (b.0, b.1.len())) {
                let mut grown = set.clone();
                grown.push(card);
                best[to] = Some((cost.0, grown));
            }
        }
    }
    best[top].take().map(|(_, set)| set)
}
