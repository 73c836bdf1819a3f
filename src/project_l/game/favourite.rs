//! The favourite-piece variant (`--favourite choose|random|KINDS`): each player has a
//! favourite kind and scores +1 per piece of it in supply or on unfinished cards at the end.
//! Chosen by the players as setup moves (from the last player counter-clockwise, all
//! different, level 3 or 4), dealt at random from the 3-point black cards whose reward is of
//! level 3 or 4 (all but `B13`), or given in seat order. One piece of each favourite leaves
//! the bank as its marker and never scores. Solo: the favourite is a reward kind shown on
//! the starting grid, and the virtual opponent scores +1 per pile card whose reward has the
//! favourite's level.

use super::state::{Offer, Phase, State};
use super::{Illegal, ProjectL, SetupError};
use crate::project_l::{Colour, Kind, Reward};
use crate::random::Rng;

/// How favourites are settled at the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Favourites {
    /// Setup moves `favourite KIND`.
    Choose,
    /// Dealt from the seed.
    Random,
    /// Given in seat order (multiplayer only).
    Given(Vec<Kind>),
}

impl Favourites {
    /// Reads the option: `choose`, `random`, or one kind per player (`L4,T4`).
    pub fn parse(text: &str, players: usize, solo: bool) -> Result<Favourites, SetupError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "choose" => return Ok(Favourites::Choose),
            "random" => return Ok(Favourites::Random),
            _ => {}
        }
        if solo {
            return Err(SetupError::SoloFavouriteGiven);
        }
        let mut kinds: Vec<Kind> = Vec::new();
        for word in text.split([',', ' ']).filter(|w| !w.is_empty()) {
            let kind =
                Kind::parse(word).ok_or_else(|| SetupError::FavouriteUnknown(word.into()))?;
            if !multiplayer_level(kind) {
                return Err(SetupError::FavouriteLevel(kind));
            }
            if kinds.contains(&kind) {
                return Err(SetupError::FavouriteTwice(kind));
            }
            kinds.push(kind);
        }
        if kinds.len() != players {
            return Err(SetupError::FavouriteCount {
                given: kinds.len(),
                players,
            });
        }
        Ok(Favourites::Given(kinds))
    }
}

/// Whether a multiplayer game lets `kind` be a favourite.
fn multiplayer_level(kind: Kind) -> bool {
    matches!(kind.level(), 3 | 4)
}

/// `" (did you mean choose?)"` for a favourite setting mistyped: the nearest of `choose`,
/// `random` and the kinds a favourite may be, or nothing.
pub(super) fn setting_suggestion(typed: &str) -> String {
    crate::wording::suggestion(typed, ["choose", "random"].into_iter().chain(kinds()))
}

/// The kinds a favourite can be, by name.
pub(super) fn kinds() -> Vec<&'static str> {
    (Kind::ALL.into_iter())
        .filter(|&k| multiplayer_level(k))
        .map(Kind::name)
        .collect()
}

/// The seats in choosing order: the last player first, then counter-clockwise (down the
/// turn order) to the first player.
pub fn choosing_order(first: usize, players: usize) -> impl Iterator<Item = usize> {
    (1..=players).map(move |k| (first + players - k) % players)
}

impl ProjectL {
    /// The favourite setting, checked when the game was set up.
    pub fn favourites(&self) -> Option<Favourites> {
        let text = self.options.favourite.as_deref()?;
        Favourites::parse(text, self.players, self.solo().is_some()).ok()
    }

    /// Settles favourites on a freshly dealt state: deals or assigns them, or opens the
    /// choosing phase.
    pub(super) fn settle_favourites(&self, state: &mut State, rng: &mut Rng) {
        match self.favourites() {
            None => {}
            Some(Favourites::Choose) => {
                state.phase = Phase::Favourites(
                    choosing_order(state.first_player, state.players.len())
                        .next()
                        .unwrap_or(0),
                );
            }
            Some(Favourites::Given(kinds)) => {
                for (p, kind) in kinds.into_iter().enumerate() {
                    set_favourite(state, p, kind);
                }
            }
            Some(Favourites::Random) => {
                let mut pool = self.random_pool(state);
                for p in 0..state.players.len() {
                    let at = rng.below(pool.len() as u64) as usize;
                    set_favourite(state, p, pool.swap_remove(at));
                }
            }
        }
    }

    /// What favourites are dealt from: the reward kinds of the 3-point black cards (of
    /// level 3 or 4, so not `B13`'s `I2`), or in the solo game of the starting grid's cards
    /// (one entry per card, so a kind shown twice is twice as likely).
    fn random_pool(&self, state: &State) -> Vec<Kind> {
        let reward = |c: usize| match self.deck.cards()[c].reward {
            Reward::Piece(kind) if kind.level() <= 4 => Some(kind),
            _ => None,
        };
        match &state.offer {
            Offer::Solo { grid, .. } => grid
                .iter()
                .flatten()
                .filter_map(|&c| reward(c as usize))
                .collect(),
            Offer::Rows { .. } | Offer::Sides { .. } => (0..self.deck.cards().len())
                .filter(|&c| {
                    let card = &self.deck.cards()[c];
                    card.colour == Colour::Black && card.points == 3
                })
                .filter_map(reward)
                .filter(|&k| multiplayer_level(k))
                .collect(),
        }
    }

    /// The kinds player `p` may choose now.
    pub fn favourite_choices(&self, state: &State, p: usize) -> Vec<Kind> {
        Kind::BASE
            .into_iter()
            .filter(|&kind| self.check_favourite(state, p, kind).is_ok())
            .collect()
    }

    fn check_favourite(&self, state: &State, p: usize, kind: Kind) -> Result<(), Illegal> {
        if let Offer::Solo { grid, .. } = &state.offer {
            let shown = grid
                .iter()
                .flatten()
                .any(|&c| self.deck.cards()[c as usize].reward == Reward::Piece(kind));
            return if shown && kind.level() <= 4 {
                Ok(())
            } else {
                Err(Illegal::FavouriteNotShown(kind))
            };
        }
        if !multiplayer_level(kind) {
            return Err(Illegal::FavouriteLevel(kind));
        }
        let holder =
            (0..state.players.len()).find(|&q| q != p && state.players[q].favourite == Some(kind));
        match holder {
            Some(q) => Err(Illegal::FavouriteTaken {
                kind,
                player: q + 1,
            }),
            None => Ok(()),
        }
    }

    /// Player `p` chooses `kind`; the next in choosing order chooses, and after the first
    /// player the turns begin.
    pub(super) fn choose_favourite(
        &self,
        state: &mut State,
        p: usize,
        kind: Kind,
    ) -> Result<(), Illegal> {
        self.check_favourite(state, p, kind)?;
        set_favourite(state, p, kind);
        state.phase = if p == state.first_player {
            Phase::Turns
        } else {
            Phase::Favourites((p + state.players.len() - 1) % state.players.len())
        };
        Ok(())
    }

    /// Player `p`'s end bonus: one per favourite piece in supply or on unfinished cards.
    pub fn favourite_bonus(&self, state: &State, p: usize) -> i64 {
        let player = &state.players[p];
        let Some(kind) = player.favourite else {
            return 0;
        };
        let on_cards: u32 = player.cards.iter().map(|c| c.held().count(kind)).sum();
        i64::from(player.supply.count(kind) + on_cards)
    }

    /// The solo opponent's bonus: one per pile card whose reward has the level of the
    /// player's favourite.
    pub fn opponent_favourite_bonus(&self, state: &State) -> i64 {
        let (Some(kind), Offer::Solo { opponent_pile, .. }) =
            (state.players[0].favourite, &state.offer)
        else {
            return 0;
        };
        let level = kind.level();
        let matching = opponent_pile.iter().filter(|&&c| {
            matches!(self.deck.cards()[c as usize].reward, Reward::Piece(k) if k.level() == level)
        });
        matching.count() as i64
    }
}

/// Records `kind` as player `p`'s favourite and takes its marker from the bank (the setup
/// checks leave one of each kind there).
fn set_favourite(state: &mut State, p: usize, kind: Kind) {
    state.players[p].favourite = Some(kind);
    let taken = state.bank.remove(kind);
    debug_assert!(taken, "the bank holds a marker of every kind at setup");
}
