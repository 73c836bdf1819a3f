//! What a player at the table cannot see — the order of the decks, and which cards of a
//! colour are in a deck rather than out of the game (the black cards a game of fewer than
//! 5 players leaves in the box) — replaced by a sample of what it could be. A deck's backs
//! show each position's colour, so positions keep their colour; the cards of a colour
//! that no one can see are shuffled into them. Under the revised rules the cards recycled
//! under a deck are known, in order, at its bottom (see [`State::recycled`]): they stay,
//! and only the positions above them are sampled. The sample depends only on what is seen.

use crate::project_l::Colour;
use crate::project_l::game::{CardIndex, Offer, ProjectL, State};
use crate::random::Rng;

/// `state` with every deck's unknown part replaced by a sample of the unseen cards, drawn
/// with `rng`.
pub fn determinize(game: &ProjectL, state: &State, rng: &mut Rng) -> State {
    let mut sampled = state.clone();
    let mut seen = seen_cards(&sampled);
    let known = known_bottoms(state);
    for (deck, &k) in decks(&mut sampled.offer).iter().zip(&known) {
        deck[..k].iter().for_each(|&c| seen[c as usize] = true);
    }
    let mut pools = [Colour::White, Colour::Black].map(|colour| {
        let mut pool: Vec<CardIndex> = (0..game.deck.cards().len())
            .filter(|&c| !seen[c] && game.deck.cards()[c].colour == colour)
            .map(|c| c as CardIndex)
            .collect();
        shuffle(&mut pool, rng);
        pool
    });
    for (deck, &k) in decks(&mut sampled.offer).into_iter().zip(&known) {
        for card in deck[k..].iter_mut() {
            let pool = match game.deck.cards()[*card as usize].colour {
                Colour::White => &mut pools[0],
                Colour::Black => &mut pools[1],
            };
            *card = pool.pop().expect("a deck's cards are among the unseen");
        }
    }
    sampled
}

/// The known cards at the bottom of each deck of [`decks`]: the recycled ones still in it
/// (draws come from the top, so they are the last to go).
pub fn known_bottoms(state: &State) -> Vec<usize> {
    match state.offer.colour_decks() {
        Some(decks) => (decks.iter().zip(state.recycled))
            .map(|(deck, r)| r.min(deck.len()))
            .collect(),
        // The solo game has no recycling.
        None => vec![0],
    }
}

/// Whether every deck is empty or known to its top (the revised rules' recycled cards),
/// so a player sees everything the rest of the game depends on.
pub fn all_seen(state: &State) -> bool {
    match &state.offer {
        Offer::Solo { deck, .. } => deck.is_empty(),
        offer => (offer.colour_decks().expect("rows or sides").iter())
            .zip(known_bottoms(state))
            .all(|(deck, known)| known == deck.len()),
    }
}

/// The decks of the offer: the white and the black deck, or the solo game's one.
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
