//! The Ghost and Ambassador expansions' rules: the *decompose* action (a ghost piece back
//! to the bank for pieces forming its shape, some placed at once), the level-up rewards
//! chosen as a follow-up move, and the ambassador action of a completed `M` card. Their
//! legal moves are listed here too.

use super::moves::{Move, OnCard};
use super::state::{CardIndex, State};
use super::{Illegal, ProjectL};
use crate::project_l::{Kind, Reward, Supply, check_split, is_ghost, splits};

/// The ghost kinds.
pub const GHOSTS: [Kind; 3] = [Kind::P5, Kind::U5, Kind::L5];

impl ProjectL {
    /// Decompose: return `ghost`, take `into` from the bank, then place `placements` (new
    /// pieces only, at most one on each card), each checked like a place action.
    pub(super) fn decompose(
        &self,
        state: &mut State,
        ghost: Kind,
        into: &Supply,
        placements: &[OnCard],
    ) -> Result<(), Illegal> {
        let p = state.to_move;
        // The splits are worked out once; the check only words a refusal.
        if !is_ghost(ghost) || !splits(ghost).contains(into) {
            check_split(ghost, into)?;
        }
        if state.players[p].supply.count(ghost) == 0 {
            return Err(Illegal::NotInSupply(ghost));
        }
        if let Some((kind, _)) = into.iter().find(|&(k, n)| state.bank.count(k) < n) {
            return Err(Illegal::SplitNotInBank(kind));
        }
        if let Some((kind, _)) = into.iter().find(|&(k, _)| self.locked(state, p, k)) {
            return Err(Illegal::Locked(kind));
        }
        let mut left = *into;
        for (i, on) in placements.iter().enumerate() {
            if placements[..i].iter().any(|o| o.card == on.card) {
                return Err(Illegal::DecomposeTwiceOnCard(self.card_id(on.card).into()));
            }
            if !left.remove(on.piece.kind) {
                return Err(Illegal::NotFromSplit(on.piece.kind));
            }
        }
        let player = &mut state.players[p];
        player.supply.remove(ghost);
        player.supply = player.supply.plus(into);
        state.bank.add(ghost, 1);
        state.bank = state.bank.minus(into).expect("the bank holds the split");
        placements.iter().try_for_each(|on| self.put(state, p, on))
    }

    /// The level a level-up of `n` raises `from` to for player `p`: the level `n` above it
    /// (level 5 at most) when the bank holds a kind of it the player may take, else the
    /// level above that, else none ([`Kind::level_up_level`]).
    pub fn level_up_level(&self, state: &State, p: usize, from: Kind, n: u32) -> Option<u32> {
        from.level_up_level(n, |level| {
            Kind::of_level(level).any(|k| state.bank.count(k) > 0 && !self.locked(state, p, k))
        })
    }

    /// The choices of the first level-up waiting for the player to move: each raise, then
    /// declining it (`level-up none`; the spec's Decision: the reward may be declined).
    pub fn level_up_moves(&self, state: &State) -> Vec<Move> {
        let mut moves = self.level_up_raises(state);
        if !moves.is_empty() {
            moves.push(Move::LevelUpDecline);
        }
        moves
    }

    /// The raises the first level-up waiting allows: a supply piece for each kind of the
    /// level it reaches, and under the revised rules ↗'s pairs.
    fn level_up_raises(&self, state: &State) -> Vec<Move> {
        let Some(&n) = state.level_ups.first() else {
            return Vec::new();
        };
        let p = state.to_move;
        let mut moves = Vec::new();
        for (from, _) in state.players[p].supply.iter() {
            let Some(level) = self.level_up_level(state, p, from, n) else {
                continue;
            };
            for to in Kind::of_level(level) {
                if state.bank.count(to) > 0 && !self.locked(state, p, to) {
                    moves.push(Move::LevelUp { from, to });
                }
            }
        }
        if n == 2 && self.revised() {
            moves.extend(
                self.level_up_pairs(state)
                    .into_iter()
                    .map(Move::LevelUpPair),
            );
        }
        moves
    }

    /// Revised rules: the ↗ reward's two-piece choices, two supply pieces each raised one
    /// level (each pair once: the first piece's kind not after the second's).
    fn level_up_pairs(&self, state: &State) -> Vec<[(Kind, Kind); 2]> {
        let p = state.to_move;
        let raises: Vec<(Kind, Kind)> = state.players[p]
            .supply
            .iter()
            .flat_map(|(from, _)| Kind::of_level(from.level() + 1).map(move |to| (from, to)))
            .filter(|&(_, to)| !self.locked(state, p, to))
            .collect();
        let mut pairs = Vec::new();
        for (i, &a) in raises.iter().enumerate() {
            for &b in &raises[i..] {
                if self.pair_fits(state, &[a, b]).is_ok() {
                    pairs.push([a, b]);
                }
            }
        }
        pairs
    }

    /// Whether the supply holds both pieces raised and the bank both pieces taken.
    fn pair_fits(&self, state: &State, pair: &[(Kind, Kind); 2]) -> Result<(), Illegal> {
        let from = Supply::of(&[pair[0].0, pair[1].0]);
        let to = Supply::of(&[pair[0].1, pair[1].1]);
        let supply = &state.players[state.to_move].supply;
        if let Some((kind, _)) = from.iter().find(|&(k, n)| supply.count(k) < n) {
            return Err(Illegal::LevelUpPairSupply(kind));
        }
        if let Some((kind, _)) = to.iter().find(|&(k, n)| state.bank.count(k) < n) {
            return Err(Illegal::LevelUpPairBank(kind));
        }
        Ok(())
    }

    /// Revised rules: plays the waiting ↗ reward as two pieces raised one level each, both
    /// taken from the supply and the bank as they were before the reward.
    pub(super) fn level_up_pair(
        &self,
        state: &mut State,
        pair: &[(Kind, Kind); 2],
    ) -> Result<(), Illegal> {
        if !self.revised() {
            return Err(Illegal::NotRevised("a level-up of two pieces"));
        }
        let &n = state.level_ups.first().ok_or(Illegal::NoLevelUp)?;
        if n != 2 {
            return Err(Illegal::LevelUpPairNotTwo);
        }
        let p = state.to_move;
        for &(from, to) in pair {
            if to.level() != from.level() + 1 {
                return Err(Illegal::LevelUpPairLevel { from, to });
            }
            if self.locked(state, p, to) {
                return Err(Illegal::Locked(to));
            }
        }
        self.pair_fits(state, pair)?;
        let from = Supply::of(&[pair[0].0, pair[1].0]);
        let to = Supply::of(&[pair[0].1, pair[1].1]);
        let player = &mut state.players[p];
        player.supply = player.supply.minus(&from).expect("checked").plus(&to);
        state.bank = state.bank.minus(&to).expect("checked").plus(&from);
        state.level_ups.remove(0);
        self.drop_empty_level_ups(state);
        Ok(())
    }

    /// Plays the first waiting level-up: `from` back to the bank, `to` from it.
    pub(super) fn level_up(&self, state: &mut State, from: Kind, to: Kind) -> Result<(), Illegal> {
        let p = state.to_move;
        let &n = state.level_ups.first().ok_or(Illegal::NoLevelUp)?;
        if state.players[p].supply.count(from) == 0 {
            return Err(Illegal::NotInSupply(from));
        }
        let level = self
            .level_up_level(state, p, from, n)
            .ok_or(Illegal::LevelUpNone(from))?;
        if to.level() != level {
            return Err(Illegal::LevelUpTarget { from, to, level });
        }
        if self.locked(state, p, to) {
            return Err(Illegal::Locked(to));
        }
        if !state.bank.remove(to) {
            return Err(Illegal::Action(crate::project_l::ActionError::NotInBank(
                to,
            )));
        }
        state.bank.add(from, 1);
        let player = &mut state.players[p];
        player.supply.remove(from);
        player.supply.add(to, 1);
        state.level_ups.remove(0);
        self.drop_empty_level_ups(state);
        Ok(())
    }

    /// Declines the first waiting level-up: nothing is returned or taken.
    pub(super) fn decline_level_up(&self, state: &mut State) -> Result<(), Illegal> {
        if state.level_ups.is_empty() {
            return Err(Illegal::NoLevelUp);
        }
        state.level_ups.remove(0);
        self.drop_empty_level_ups(state);
        Ok(())
    }

    /// Level-ups with no choice (no piece the bank can raise) are lost, as a piece reward
    /// the bank lacks is; no move declines them.
    pub(super) fn drop_empty_level_ups(&self, state: &mut State) {
        while !state.level_ups.is_empty() && self.level_up_raises(state).is_empty() {
            state.level_ups.remove(0);
        }
    }

    /// The reward of a completed card that is not a piece: a level-up to choose, or
    /// nothing now (an ambassador card's action comes later).
    pub(super) fn expansion_reward(&self, state: &mut State, reward: Reward) {
        if let Reward::LevelUp(n) = reward {
            state.level_ups.push(n);
        }
    }

    /// The ambassador action of the completed `M` card `card`: a master action's
    /// placements, then the card is turned face down.
    pub(super) fn ambassador(
        &self,
        state: &mut State,
        card: CardIndex,
        list: &[OnCard],
    ) -> Result<(), Illegal> {
        let p = state.to_move;
        let id = self.card_id(card);
        let player = &state.players[p];
        let is_m = self.deck.cards()[card as usize].reward == Reward::Ambassador;
        if !is_m || !player.completed.contains(&card) {
            return Err(Illegal::NotAmbassador(id.into()));
        }
        if player.ambassadors_used.contains(&card) {
            return Err(Illegal::AmbassadorUsed(id.into()));
        }
        if player.face_down.contains(&card) {
            return Err(Illegal::AmbassadorDefended(id.into()));
        }
        for (i, on) in list.iter().enumerate() {
            if list[..i].iter().any(|o| o.card == on.card) {
                return Err(Illegal::AmbassadorTwiceOnCard(self.card_id(on.card).into()));
            }
        }
        self.place_each(state, list)?;
        state.players[p].ambassadors_used.push(card);
        Ok(())
    }

    /// The completed `M` cards of the player to move whose action is unused and that no
    /// defence turned face down (the spec's Decision: a defended card gives no action).
    pub fn ambassadors(&self, state: &State) -> Vec<CardIndex> {
        let player = &state.players[state.to_move];
        let ready =
            |c: &CardIndex| !player.ambassadors_used.contains(c) && !player.face_down.contains(c);
        (player.completed.iter().copied())
            .filter(|&c| self.deck.cards()[c as usize].reward == Reward::Ambassador)
            .filter(ready)
            .collect()
    }

    /// Decompositions the player to move can make: each split the bank holds of each ghost
    /// in the supply, alone and with, on each card, the first placement of each new kind.
    pub fn decompose_moves(&self, state: &State) -> Vec<Move> {
        let p = state.to_move;
        let player = &state.players[p];
        let mut moves = Vec::new();
        for (ghost, _) in player.supply.iter().filter(|&(k, _)| is_ghost(k)) {
            for into in splits(ghost) {
                let takeable =
                    |(k, n): (Kind, u32)| state.bank.count(k) >= n && !self.locked(state, p, k);
                if !into.iter().all(takeable) {
                    continue;
                }
                let mut lists = Vec::new();
                self.one_per_card(&player.cards, into, 0, &mut lists);
                moves.extend(lists.into_iter().map(|placements| Move::Decompose {
                    ghost,
                    into: *into,
                    placements,
                }));
            }
        }
        moves
    }

    /// Ambassador actions the player to move can make: two or more pieces, as master
    /// actions are listed.
    pub fn ambassador_moves(&self, state: &State) -> Vec<Move> {
        let player = &state.players[state.to_move];
        let mut lists = Vec::new();
        let cards = self.ambassadors(state);
        if !cards.is_empty() {
            self.one_per_card(&player.cards, &player.supply, 2, &mut lists);
        }
        cards
            .into_iter()
            .flat_map(|card| {
                lists.iter().map(move |placements| Move::Ambassador {
                    card,
                    placements: placements.clone(),
                })
            })
            .collect()
    }
}
