//! What a player at the table cannot see — the order of the decks, and which cards of a
//! colour are in a deck rather than out of the game (the black cards a game of fewer than
//! 5 players leaves in the box) — replaced by a sample of what it could be. A deck's backs
//! show each position's colour, so positions keep their colour; the cards of a colour
//! that no one can see are shuffled into them. The sample depends only on what is seen.

use crate::project_l::Colour;
use crate::project_l::game::{CardIndex, Offer, ProjectL, State};
use crate::random::Rng;

/// `state` with every deck replaced by a sample of the unseen cards, drawn with `rng`.
pub fn determinize(game: &ProjectL, state: &State, rng: &mut Rng) -> State {
    let mut sampled = state.clone();
    let seen = seen_cards(&sampled);
    let mut pools = [Colour::White, Colour::Black].map(|colour| {
        let mut pool: Vec<CardIndex> = (0..game.deck.cards().len())
            .filter(|&c| !seen[c] && game.deck.cards()[c].colour == colour)
            .map(|c| c as CardIndex)
            .collect();
        shuffle(&mut pool, rng);
        pool
    });
    for deck in decks(&mut sampled.offer) {
        for card in deck.iter_mut() {
            let pool = match game.deck.cards()[*card as usize].colour {
                Colour::White => &mut pools[0],
                Colour::Black => &mut pools[1],
            };
            *card = pool.pop().expect("a deck's cards are among the unseen");
        }
    }
    sampled
}

/// The decks of the offer.
fn decks(offer: &mut Offer) -> Vec<&mut Vec<CardIndex>> {
    match offer {
        Offer::Solo { deck, .. } => vec![deck],
        rows => Vec::from(rows.colour_decks_mut().expect("rows or sides")),
    }
}

/// Which cards of the catalogue are face up somewhere or in front of a player (a card
/// turned face down by a defence was seen before).
fn seen_cards(state: &State) -> Vec<bool> {
    let mut seen = vec![false; usize::from(CardIndex::MAX) + 1];
    let mut mark = |cards: &mut dyn Iterator<Item = CardIndex>| {
        cards.for_each(|c| seen[c as usize] = true);
    };
    for player in &state.players {
        mark(&mut player.cards.iter().map(|c| c.card));
        mark(&mut player.completed.iter().copied());
        mark(&mut player.face_down.iter().copied());
    }
    match &state.offer {
        Offer::Rows { white, black, .. } => mark(&mut white.iter().chain(black).flatten().copied()),
        Offer::Sides { rows, .. } => mark(&mut rows.iter().flatten().flatten().copied()),
        Offer::Solo {
            grid,
            opponent_pile,
            opponent_face_down,
            ..
        } => {
            mark(&mut grid.iter().flatten().copied());
            mark(&mut opponent_pile.iter().chain(opponent_face_down).copied());
        }
    }
    seen
}

/// A uniform shuffle (Fisher–Yates).
fn shuffle(cards: &mut [CardIndex], rng: &mut Rng) {
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.below(i as u64 + 1) as usize);
    }
}
