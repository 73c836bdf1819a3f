//! Playing a move: every condition checked first, so an illegal move changes nothing; then
//! completions and rewards after the action, the end of the turn, the end trigger and the
//! finishing touches.

use super::Illegal;
use super::moves::{Move, OnCard};
use super::state::{CardIndex, Offer, Phase, State, Unfinished};
use super::{ProjectL, solo};
use crate::project_l::{ACTIONS_PER_TURN, Action, ActionError, Reward, is_ghost};

pub use crate::project_l::MAX_UNFINISHED;

/// Rounds after which the end is triggered even if the black deck (solo: the deck) is not
/// empty, so that every game ends (players who never take cards could play forever).
pub const ROUND_LIMIT: u32 = 40;

impl ProjectL {
    /// The state after `mv` by the player to move, or why it is illegal.
    pub fn play(&self, state: &State, mv: &Move) -> Result<State, Illegal> {
        let mut next = state.clone();
        match (state.phase, mv) {
            (Phase::Over, _) => return Err(Illegal::GameOver),
            (Phase::Favourites(p), Move::Favourite(kind)) => {
                self.choose_favourite(&mut next, p, *kind)?;
            }
            (Phase::Favourites(_), _) => return Err(Illegal::FavouritesFirst),
            (_, Move::Favourite(_)) => return Err(Illegal::NotChoosingFavourites),
            (Phase::Defend(d), Move::Defend(defence)) => {
                self.defend(&mut next, d, defence)?;
                self.end_turn_after_actions(&mut next);
            }
            (Phase::Defend(_), _) => {
                return Err(Illegal::DefendFirst(state.attacks[0]));
            }
            (_, Move::Defend(_)) => return Err(Illegal::NoAttack),
            (Phase::Touches(p), Move::Touch(on)) => {
                self.put(&mut next, p, on)?;
                next.players[p].touches += 1;
            }
            (Phase::Touches(p), Move::Done) => self.end_touches(&mut next, p),
            (Phase::Touches(_), _) => {
                return Err(Illegal::TouchesOnly);
            }
            (Phase::Turns, _) => self.play_turn(&mut next, mv)?,
        }
        Ok(next)
    }

    /// A move in the turns phase: a level-up chosen, or one of the turn's three actions
    /// (after which the turn ends, or the attacks it made are defended first).
    fn play_turn(&self, next: &mut State, mv: &Move) -> Result<(), Illegal> {
        match mv {
            Move::Touch(_) | Move::Done => return Err(Illegal::NotTouchesYet),
            Move::LevelUp { from, to } => self.level_up(next, *from, *to)?,
            Move::LevelUpPair(pair) => self.level_up_pair(next, pair)?,
            Move::LevelUpDecline => self.decline_level_up(next)?,
            _ if !next.level_ups.is_empty() => return Err(Illegal::LevelUpFirst),
            action => {
                self.action(next, action)?;
                self.complete_cards(next);
                self.drop_empty_level_ups(next);
                next.actions += 1;
                if !next.attacks.is_empty() {
                    self.next_attack(next);
                    return Ok(());
                }
            }
        }
        self.end_turn_after_actions(next);
        Ok(())
    }

    /// Ends the turn once its three actions are done and no attack or level-up is pending.
    fn end_turn_after_actions(&self, state: &mut State) {
        if state.phase == Phase::Turns
            && u32::from(state.actions) == ACTIONS_PER_TURN
            && state.level_ups.is_empty()
        {
            self.end_turn(state);
        }
    }

    fn action(&self, state: &mut State, mv: &Move) -> Result<(), Illegal> {
        let p = state.to_move;
        match mv {
            Move::TakeCard(card) => self.take_card(state, *card),
            // The analyses' decomposition (no placements) is the game's own move.
            Move::Acquire(Action::Decompose { ghost, into }) => {
                self.decompose(state, *ghost, into, &[])
            }
            Move::Acquire(action) => {
                // (A take of a ghost is refused as a take of any piece above level 1.)
                let kind = super::acquired(action);
                if is_ghost(kind) && !matches!(action, Action::Take(_)) {
                    return Err(ActionError::GhostAcquired(action.verb(), kind).into());
                }
                self.check_acquisition(state, p, action)?;
                let player = &mut state.players[p];
                let edition = self.edition_for(action);
                Ok(action.apply(edition, &mut player.supply, &mut state.bank)?)
            }
            Move::Place(on) => self.put(state, p, on),
            Move::Master(list) => self.master(state, list),
            Move::Pass => match self.legal_moves_of(state).first() {
                Some(Move::Pass) | None => Ok(()),
                Some(_) => Err(Illegal::PassWithMovesLeft),
            },
            Move::Unlock(kind) => self.unlock(state, p, *kind),
            Move::Charge(card, kind) => self.charge(state, p, *card, *kind),
            Move::MasterCharge(list) => self.master_charge(state, list),
            Move::Decompose {
                ghost,
                into,
                placements,
            } => self.decompose(state, *ghost, into, placements),
            Move::Ambassador { card, placements } => self.ambassador(state, *card, placements),
            Move::Draw(colour) => self.blind_draw(state, *colour),
            Move::Recycle(order) => self.recycle(state, order),
            Move::Touch(_)
            | Move::Done
            | Move::Favourite(_)
            | Move::Defend(_)
            | Move::LevelUp { .. }
            | Move::LevelUpPair(_)
            | Move::LevelUpDecline => {
                unreachable!("handled by the phase")
            }
        }
    }

    fn master(&self, state: &mut State, list: &[OnCard]) -> Result<(), Illegal> {
        if state.master_used {
            return Err(Illegal::MasterUsed);
        }
        for (i, on) in list.iter().enumerate() {
            if list[..i].iter().any(|o| o.card == on.card) {
                return Err(Illegal::MasterTwiceOnCard(self.card_id(on.card).into()));
            }
        }
        self.place_each(state, list)?;
        state.master_used = true;
        Ok(())
    }

    /// A master (or ambassador) action's placements, in order.
    pub(super) fn place_each(&self, state: &mut State, list: &[OnCard]) -> Result<(), Illegal> {
        // Completions come after the whole action, so the supply only shrinks meanwhile:
        // a piece still in it was there when the action began.
        let p = state.to_move;
        for on in list {
            if state.players[p].supply.count(on.piece.kind) == 0 {
                return Err(Illegal::MasterShort(on.piece.kind));
            }
            self.put(state, p, on)?;
        }
        Ok(())
    }

    /// Puts a piece from player `p`'s supply on one of their cards.
    pub(super) fn put(&self, state: &mut State, p: usize, on: &OnCard) -> Result<(), Illegal> {
        let id = self.card_id(on.card);
        let kind = on.piece.kind;
        if self.locked(state, p, kind) {
            return Err(Illegal::Locked(kind));
        }
        let player = &mut state.players[p];
        let card = player
            .cards
            .iter_mut()
            .find(|c| c.card == on.card)
            .ok_or_else(|| Illegal::NotYourCard(id.into()))?;
        if player.supply.count(kind) == 0 {
            return Err(Illegal::NotInSupply(kind));
        }
        let fitter = &self.fitters[on.card as usize];
        let first = on.piece.cells.trailing_zeros();
        if on.piece.cells == 0 || !fitter.placements_at(kind, first).contains(&on.piece.cells) {
            return Err(Illegal::OutsideHole {
                kind,
                card: id.into(),
            });
        }
        let overlap = card.filled() & on.piece.cells;
        if overlap != 0 {
            let cell = crate::project_l::cell_name(overlap.trailing_zeros());
            return Err(Illegal::Covered {
                cell,
                card: id.into(),
            });
        }
        card.pieces.push(on.piece);
        player.supply.remove(kind);
        Ok(())
    }

    fn take_card(&self, state: &mut State, card: CardIndex) -> Result<(), Illegal> {
        let p = state.to_move;
        if state.players[p].cards.len() >= MAX_UNFINISHED {
            return Err(Illegal::TooManyCards);
        }
        let black = self.is_black(card);
        self.check_black_limit(state, black)?;
        // Revised rules: once the end is triggered, a taken black card is not replaced.
        let ending = self.revised_ending(state);
        match &mut state.offer {
            Offer::Rows {
                white_deck,
                black_deck,
                white,
                black,
            } => {
                let id = self.card_id(card);
                if let Some(slot) = white.iter_mut().find(|s| **s == Some(card)) {
                    *slot = white_deck.pop();
                } else if let Some(slot) = black.iter_mut().find(|s| **s == Some(card)) {
                    *slot = if ending { None } else { black_deck.pop() };
                    if slot.is_some() {
                        self.black_deck_drawn(state);
                    }
                } else {
                    return Err(Illegal::NotOnOffer(id.into()));
                }
            }
            Offer::Sides { .. } => self.take_from_side(state, card, ending)?,
            Offer::Solo { .. } => solo::take_card(self, state, card)?,
        }
        state.black_taken |= black && ending;
        state.players[p].cards.push(Unfinished {
            card,
            pieces: Vec::new(),
        });
        Ok(())
    }

    /// After a black card left the deck: once it is empty, finish this round and play one
    /// more (two rows; simultaneous turns end by their markers).
    pub(super) fn black_deck_drawn(&self, state: &mut State) {
        let empty = matches!(&state.offer, Offer::Rows { black_deck, .. } if black_deck.is_empty());
        if empty && state.last_turn.is_none() {
            let players = state.players.len() as u32;
            state.last_turn = Some((state.turns_played / players + 2) * players - 1);
        }
    }

    /// Completed cards return their pieces and give their reward, if the bank has it.
    fn complete_cards(&self, state: &mut State) {
        let p = state.to_move;
        let player = &mut state.players[p];
        let (done, open): (Vec<_>, Vec<_>) = std::mem::take(&mut player.cards)
            .into_iter()
            .partition(|c| self.is_full(c));
        player.cards = open;
        for done in done {
            let player = &mut state.players[p];
            player.supply = player.supply.plus(&done.held());
            player.completed.push(done.card);
            self.attack(state, p, done.card);
            // A locked reward is not received, as when the bank has none.
            match self.deck.cards()[done.card as usize].reward {
                Reward::Piece(kind) => {
                    if let Some(kind) = self.reward_piece(state, p, kind) {
                        state.bank.remove(kind);
                        state.players[p].supply.add(kind, 1);
                    }
                }
                other => self.expansion_reward(state, other),
            }
        }
    }

    fn end_turn(&self, state: &mut State) {
        state.actions = 0;
        state.master_used = false;
        state.master_charge_used = false;
        state.black_taken = false;
        let this_turn = state.turns_played;
        state.turns_played += 1;
        if state.markers.is_some() {
            self.end_simultaneous_turn(state);
            return;
        }
        let players = state.players.len() as u32;
        if state.last_turn.is_none() && state.turns_played == ROUND_LIMIT * players {
            // The end as if the deck ran out now: this round is complete, play one more.
            state.last_turn = Some(state.turns_played + players - 1);
        }
        if self.solo().is_some() {
            solo::after_player_turn(self, state, this_turn);
            return;
        }
        if state.last_turn == Some(this_turn) {
            state.phase = Phase::Touches(state.first_player);
        } else {
            state.to_move = (state.to_move + 1) % state.players.len();
        }
    }

    fn end_touches(&self, state: &mut State, p: usize) {
        let player = &mut state.players[p];
        let (done, open): (Vec<_>, Vec<_>) = std::mem::take(&mut player.cards)
            .into_iter()
            .partition(|c| self.is_full(c));
        for card in &done {
            player.kept = player.kept.plus(&card.held());
            player.completed.push(card.card);
        }
        player.cards = open;
        // No attacks during finishing touches; the charges still go to the bank.
        for card in done {
            self.discharge(state, p, card.card);
        }
        let next = (p + 1) % state.players.len();
        state.phase = if next == state.first_player {
            Phase::Over
        } else {
            Phase::Touches(next)
        };
    }

    /// Whether every cell of the card's hole is covered.
    pub fn is_full(&self, card: &Unfinished) -> bool {
        card.filled() == self.fitters[card.card as usize].hole()
    }

    /// A card's id.
    pub fn card_id(&self, card: CardIndex) -> &str {
        &self.deck.cards()[card as usize].id
    }
}
