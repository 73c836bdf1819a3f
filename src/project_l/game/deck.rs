//! The deck a game is played with: the base deck, a deck of `cards` files replacing it, and
//! the `extra-cards` files (expansions) joining it — each file's text kept in the options,
//! so a state file replays without the files. A deck is prepared once per process and kept
//! for the rest of it, as the base deck is; each card's fitter is made the first time it is
//! asked for (a command that shows a game needs none of them).

use super::SetupError;
use super::options::{DeckText, Options};
use crate::project_l::{Card, CardFitter, Catalogue, Colour, Reward, is_ghost};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// A deck and its card fitters.
pub type Deck = (Catalogue, Fitters);

/// The card fitters of a deck, by card index, each made when first asked for (making all
/// of them took about three quarters of a `play` command's start on a Project L game).
pub struct Fitters {
    /// The deck's cards (a copy: the deck and its fitters are kept side by side, and the
    /// fitters cannot borrow from their neighbour).
    cards: Vec<Card>,
    made: Vec<OnceLock<CardFitter>>,
}

impl Fitters {
    fn new(deck: &Catalogue) -> Fitters {
        Fitters {
            cards: deck.cards().to_vec(),
            made: deck.cards().iter().map(|_| OnceLock::new()).collect(),
        }
    }
}

impl std::ops::Index<usize> for Fitters {
    type Output = CardFitter;

    fn index(&self, card: usize) -> &CardFitter {
        self.made[card].get_or_init(|| CardFitter::new(&self.cards[card]))
    }
}

/// The ghost pieces of each kind in the bank when the deck has ghost or level-up rewards.
pub const GHOST_BANK: u32 = crate::project_l::GHOST_BANK_PER_KIND;

/// The base deck, prepared once per process.
fn base() -> &'static Deck {
    static CARDS: OnceLock<Deck> = OnceLock::new();
    CARDS.get_or_init(|| prepare(Catalogue::base()))
}

fn prepare(deck: Catalogue) -> Deck {
    let fitters = Fitters::new(&deck);
    (deck, fitters)
}

/// The deck the options give, prepared once per process for each distinct set of files.
pub fn deck(options: &Options) -> Result<&'static Deck, SetupError> {
    if options.cards.is_empty() && options.extra_cards.is_empty() {
        return Ok(base());
    }
    type Key = (Vec<DeckText>, Vec<DeckText>);
    static DECKS: OnceLock<Mutex<HashMap<Key, &'static Deck>>> = OnceLock::new();
    let key = (options.cards.clone(), options.extra_cards.clone());
    let decks = DECKS.get_or_init(Default::default);
    if let Some(deck) = decks.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(deck);
    }
    let deck: &'static Deck = Box::leak(Box::new(prepare(joined(options)?)));
    decks
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, deck);
    Ok(deck)
}

/// The cards of the files (or of the base deck and the extra files), every id once.
fn joined(options: &Options) -> Result<Catalogue, SetupError> {
    let mut cards: Vec<(Card, String)> = Vec::new();
    if options.cards.is_empty() {
        let base = Catalogue::base();
        cards.extend(
            base.cards()
                .iter()
                .map(|c| (c.clone(), "the base deck".into())),
        );
    }
    for (option, files) in [
        ("cards", &options.cards),
        ("extra-cards", &options.extra_cards),
    ] {
        for file in files {
            let read = Catalogue::parse(&file.text, &file.file).map_err(|e| SetupError::Deck {
                option,
                reason: e.to_string(),
            })?;
            for card in read.cards() {
                if let Some((_, first)) = cards
                    .iter()
                    .find(|(c, _)| c.id.eq_ignore_ascii_case(&card.id))
                {
                    return Err(SetupError::CardRepeated {
                        option,
                        file: file.file.clone(),
                        id: card.id.clone(),
                        first: first.clone(),
                    });
                }
                cards.push((card.clone(), file.file.clone()));
            }
        }
    }
    Ok(Catalogue::from_cards(
        cards.into_iter().map(|(c, _)| c).collect(),
    ))
}

/// Whether a deck gives ghost pieces: a ghost reward, or a level-up, which may reach one.
pub fn has_ghosts(deck: &Catalogue) -> bool {
    deck.cards().iter().any(|c| match c.reward {
        Reward::Piece(kind) => is_ghost(kind),
        Reward::LevelUp(_) => true,
        Reward::Ambassador => false,
    })
}

/// The deck's black cards.
pub fn black_count(deck: &Catalogue) -> usize {
    deck.cards()
        .iter()
        .filter(|c| c.colour == Colour::Black)
        .count()
}
