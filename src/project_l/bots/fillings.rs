//! What the Project L bots share about cards and fillings: what completing a card is worth,
//! the filling with the fewest pieces, the piece a filling places first, and the cards a
//! supply can complete together.

use crate::project_l::game::{OnCard, ProjectL, State, Unfinished};
use crate::project_l::{Filling, Reward, Supply};

/// What completing a card is worth to the bot: its points, and a little for its reward.
pub(super) fn value(game: &ProjectL, card: u16) -> f64 {
    let c = &game.deck.cards()[card as usize];
    let reward = match c.reward {
        Reward::Piece(kind) => f64::from(kind.level()) / 2.0,
        _ => 0.0,
    };
    f64::from(c.points) + reward
}

/// A filling of the card's empty cells from `supply` with the fewest pieces.
pub(super) fn filling(game: &ProjectL, card: &Unfinished, supply: &Supply) -> Option<Filling> {
    game.fitters[card.card as usize].fewest_pieces(supply, card.filled())
}

pub(super) fn on(card: &Unfinished, f: &Filling) -> OnCard {
    let biggest = f.pieces.iter().max_by_key(|p| p.kind.level()).copied();
    OnCard {
        card: card.card,
        piece: biggest.expect("a filling of a non-empty hole has pieces"),
    }
}

/// Cards the supply can complete, most valuable per piece first, each with its filling
/// from what the cards before it leave of the supply.
pub(super) fn reserved(game: &ProjectL, state: &State) -> Vec<(usize, Filling)> {
    let player = &state.players[state.to_move];
    let mut candidates: Vec<(usize, Filling)> = player
        .cards
        .iter()
        .enumerate()
        .filter_map(|(i, c)| filling(game, c, &player.supply).map(|f| (i, f)))
        .collect();
    candidates.sort_by(|a, b| {
        let per_piece =
            |(i, f): &(usize, Filling)| value(game, player.cards[*i].card) / f.pieces.len() as f64;
        per_piece(b).total_cmp(&per_piece(a))
    });
    let mut left = player.supply;
    let mut out = Vec::new();
    for (i, _) in candidates {
        if let Some(f) = filling(game, &player.cards[i], &left) {
            left = left.minus(&f.kinds()).expect("a filling uses the supply");
            out.push((i, f));
        }
    }
    out
}
