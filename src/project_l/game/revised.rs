//! The revised rules (the official rulebook 2.5; `--rules revised`, never the default): the
//! blind draw (the take action on a deck's top card, unseen), the *recycle* action (a row
//! under its deck in the order the player names, then the row refilled), the missing-piece
//! fallback for rewards and upgrades, the end's limit of one black card a turn (taken black
//! cards no longer replaced), and the ↗ reward as two pieces one level each. Unfinished
//! cards counting against their holder is in the score (`mod.rs`). Their legal moves are
//! listed here too. docs/project-l.md has the Decisions.

use super::moves::Move;
use super::state::{CardIndex, Offer, State, Unfinished};
use super::{Illegal, MAX_UNFINISHED, ProjectL};
use crate::project_l::{Action, Colour, Edition, Kind, Supply, is_ghost};

/// Whether the end of the game is triggered: the black deck is empty, or the last round is
/// fixed (the round limit), or simultaneous turns are ending. Never in the solo game.
pub fn end_triggered(state: &State) -> bool {
    let ending = state.markers.is_some_and(|m| m.ending.is_some());
    let deck_empty = match &state.offer {
        Offer::Rows { black_deck, .. } | Offer::Sides { black_deck, .. } => black_deck.is_empty(),
        Offer::Solo { .. } => false,
    };
    state.last_turn.is_some() || ending || deck_empty
}

/// Row `row` of the offer (0 white, 1 black; with simultaneous turns the four rows in
/// order: white left, black left, white right, black right) and its deck.
fn row_and_deck(
    offer: &mut Offer,
    row: usize,
) -> Option<(&mut [Option<CardIndex>], &mut Vec<CardIndex>)> {
    let (white_deck, black_deck, rows): (_, _, Vec<&mut [Option<CardIndex>]>) = match offer {
        Offer::Rows {
            white_deck,
            black_deck,
            white,
            black,
        } => (white_deck, black_deck, vec![white, black]),
        Offer::Sides {
            white_deck,
            black_deck,
            rows,
        } => (
            white_deck,
            black_deck,
            rows.iter_mut().map(|r| &mut r[..]).collect(),
        ),
        Offer::Solo { .. } => return None,
    };
    let deck = if row % 2 == 1 { black_deck } else { white_deck };
    rows.into_iter().nth(row).map(|r| (r, deck))
}

/// The deck of a colour (none in the solo game).
fn deck_of(offer: &mut Offer, colour: Colour) -> Option<&mut Vec<CardIndex>> {
    let [white, black] = offer.colour_decks_mut()?;
    Some(if colour == Colour::Black {
        black
    } else {
        white
    })
}

impl ProjectL {
    /// Whether the revised rules are played.
    pub fn revised(&self) -> bool {
        self.options.revised()
    }

    /// Whether a card is black.
    pub fn is_black(&self, card: CardIndex) -> bool {
        self.deck.cards()[card as usize].colour == Colour::Black
    }

    /// Whether the revised end rules hold now: one black card a turn, none replaced.
    pub(super) fn revised_ending(&self, state: &State) -> bool {
        self.revised() && self.solo().is_none() && end_triggered(state)
    }

    /// Refuses a second black card in a turn once the end is triggered (revised rules).
    pub(super) fn check_black_limit(&self, state: &State, black: bool) -> Result<(), Illegal> {
        if black && state.black_taken && self.revised_ending(state) {
            return Err(Illegal::SecondBlack);
        }
        Ok(())
    }

    /// Refuses a blind draw or a recycle outside the revised multiplayer game, or by the
    /// black marker's holder.
    fn check_deck_action(&self, state: &State, what: &'static str) -> Result<(), Illegal> {
        if !self.revised() {
            return Err(Illegal::NotRevised(what));
        }
        if self.solo().is_some() {
            return Err(Illegal::RevisedSolo(what));
        }
        if state.markers.is_some_and(|m| m.black_turn) {
            return Err(Illegal::WhiteHolderOnly(what));
        }
        Ok(())
    }

    /// The blind draw: the top card of the `colour` deck, unseen, as the take action.
    pub(super) fn blind_draw(&self, state: &mut State, colour: Colour) -> Result<(), Illegal> {
        self.check_deck_action(state, "draw")?;
        let p = state.to_move;
        if state.players[p].cards.len() >= MAX_UNFINISHED {
            return Err(Illegal::TooManyCards);
        }
        let black = colour == Colour::Black;
        self.check_black_limit(state, black)?;
        let ending = self.revised_ending(state);
        let deck = deck_of(&mut state.offer, colour).expect("not the solo game");
        let card = deck.pop().ok_or(Illegal::DeckEmpty {
            what: "draw",
            colour: colour.name(),
        })?;
        if black {
            state.black_taken |= ending;
            self.black_deck_drawn(state);
        }
        state.players[p].cards.push(Unfinished {
            card,
            pieces: Vec::new(),
        });
        Ok(())
    }

    /// The rows the player to move may recycle (both; the white holder's side with
    /// simultaneous turns).
    fn recyclable_rows(&self, state: &State) -> std::ops::Range<usize> {
        state.markers.map_or(0..2, |m| m.side())
    }

    /// The row (of those the player may recycle) holding `card`.
    fn row_of(&self, state: &State, card: CardIndex) -> Option<usize> {
        let mut offer = state.offer.clone();
        self.recyclable_rows(state).find(|&r| {
            row_and_deck(&mut offer, r).is_some_and(|(row, _)| row.contains(&Some(card)))
        })
    }

    /// Recycle: the row's cards under its deck in `order` (the first named goes under
    /// first), then the row refilled from the top of the deck.
    pub(super) fn recycle(&self, state: &mut State, order: &[CardIndex]) -> Result<(), Illegal> {
        self.check_deck_action(state, "recycle")?;
        let first = *order.first().ok_or(Illegal::Unreadable)?;
        let r = self
            .row_of(state, first)
            .ok_or_else(|| Illegal::RecycleNotInRow(self.card_id(first).into()))?;
        let ending = self.revised_ending(state);
        let (row, deck) = row_and_deck(&mut state.offer, r).expect("the row was found");
        let mut held: Vec<CardIndex> = row.iter().flatten().copied().collect();
        let mut named = order.to_vec();
        held.sort_unstable();
        named.sort_unstable();
        if held != named {
            let ids: Vec<&str> = row.iter().flatten().map(|&c| self.card_id(c)).collect();
            return Err(Illegal::RecycleWhole(ids.join(" ")));
        }
        let colour = if r % 2 == 1 { "black" } else { "white" };
        if r % 2 == 1 && ending {
            return Err(Illegal::RecycleBlackEnding);
        }
        if deck.is_empty() {
            return Err(Illegal::DeckEmpty {
                what: "recycle",
                colour,
            });
        }
        for &card in order {
            deck.insert(0, card);
        }
        row.iter_mut().for_each(|slot| *slot = deck.pop());
        state.recycled[r % 2] += order.len();
        Ok(())
    }

    /// Blind draws and recycles the player to move may make: each deck's draw, and each
    /// row recycled in its own order, left to right (any other order is as legal).
    pub fn deck_moves(&self, state: &State) -> Vec<Move> {
        if self.check_deck_action(state, "").is_err() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        let mut offer = state.offer.clone();
        if state.players[state.to_move].cards.len() < MAX_UNFINISHED {
            for colour in [Colour::White, Colour::Black] {
                let limited = self
                    .check_black_limit(state, colour == Colour::Black)
                    .is_err();
                if !limited && deck_of(&mut offer, colour).is_some_and(|d| !d.is_empty()) {
                    moves.push(Move::Draw(colour));
                }
            }
        }
        let ending = self.revised_ending(state);
        for r in self.recyclable_rows(state) {
            let Some((row, deck)) = row_and_deck(&mut offer, r) else {
                continue;
            };
            let cards: Vec<CardIndex> = row.iter().flatten().copied().collect();
            let closed = r % 2 == 1 && ending;
            if !(cards.is_empty() || deck.is_empty() || closed) {
                moves.push(Move::Recycle(cards));
            }
        }
        moves
    }

    /// The piece a completed card's `kind` reward gives player `p`: the kind itself when
    /// the bank holds it; a locked kind never. Under the revised rules a kind the bank
    /// lacks is replaced by one of the same level, else one level higher, else the highest
    /// lower level the bank holds; within a level, the kind the bank holds most of, ties to
    /// the first in the order O1 I2 I3 L3 I4 O4 L4 Z4 T4 P5 U5 L5; never a locked kind,
    /// and never a ghost for a missing base piece (the spec's Decision: ghosts come only
    /// as an expansion card's reward or a level-up).
    pub fn reward_piece(&self, state: &State, p: usize, kind: Kind) -> Option<Kind> {
        if self.locked(state, p, kind) {
            return None;
        }
        if state.bank.count(kind) > 0 {
            return Some(kind);
        }
        if !self.revised() {
            return None;
        }
        let best = |level: u32| {
            Kind::of_level(level)
                .filter(|&k| state.bank.count(k) > 0 && !self.locked(state, p, k))
                .fold(None, |best: Option<Kind>, k| match best {
                    Some(b) if state.bank.count(b) >= state.bank.count(k) => Some(b),
                    _ => Some(k),
                })
        };
        let level = kind.level();
        best(level)
            .or_else(|| best(level + 1).filter(|&k| !is_ghost(k)))
            .or_else(|| (1..level).rev().find_map(best))
    }

    /// The exchange rules an acquisition is checked by: the edition's, or under the
    /// revised rules one level up, else two (an upgrade), and down to any level.
    pub fn edition_for(&self, action: &Action) -> Edition {
        match (self.revised(), action) {
            (false, _) => self.edition(),
            (true, Action::Upgrade { .. }) => Edition::Czech,
            (true, _) => Edition::Ukrainian,
        }
    }

    /// The legal takes, upgrades and exchanges with this supply and bank under the game's
    /// rules (see [`ProjectL::edition_for`]).
    pub fn acquisitions(&self, supply: &Supply, bank: &Supply) -> Vec<Action> {
        if !self.revised() {
            return Action::legal(self.edition(), supply, bank);
        }
        let upgrade = |a: &Action| matches!(a, Action::Upgrade { .. });
        let mut actions = Action::legal(Edition::Ukrainian, supply, bank);
        actions.retain(|a| !upgrade(a));
        let upgrades = Action::legal(Edition::Czech, supply, bank);
        actions.extend(upgrades.into_iter().filter(upgrade));
        actions
    }
}
