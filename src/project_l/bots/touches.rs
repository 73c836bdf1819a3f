//! Finishing touches that score the most. A piece placed as a touch costs a point; a card
//! completed by touches scores its points and, where unfinished cards count against the
//! player (the solo game, the revised rules), stops costing them; the pieces a card
//! completed this way keeps no longer count for the favourite-piece bonus. Completing the
//! cards one by one, each with its fewest pieces, can spend on a cheap card the piece a
//! better one needed, so every way of sharing the supply among the unfinished cards is
//! tried: by then a player holds at most four cards and a few pieces.

use super::fillings::on;
use crate::project_l::game::{OnCard, ProjectL, State, Unfinished};
use crate::project_l::{Filling, FitAnswer, Kind, Supply, multisets_of_area};
use std::collections::HashMap;

/// One way to complete a card: the pieces it takes from the supply, a filling with them,
/// and what completing the card this way adds to the score.
struct Completion {
    kinds: Supply,
    filling: Filling,
    gain: i64,
}

/// The touch player `p` should place next: the biggest piece of a card's filling in the
/// plan that scores the most, or `None` when no plan adds a point (between plans that
/// score the same, the one leaving the earlier cards unfinished).
pub(super) fn next_touch(game: &ProjectL, state: &State, p: usize) -> Option<OnCard> {
    let player = &state.players[p];
    let options: Vec<Vec<Completion>> = player
        .cards
        .iter()
        .map(|card| completions(game, card, &player.supply, player.favourite))
        .collect();
    let mut memo = HashMap::new();
    let supply = player.supply;
    // The best plan either leaves the first card unfinished or completes it: a card is
    // completed only when that scores more than leaving it.
    for (i, card) in player.cards.iter().enumerate() {
        let leaving = best(&options, i + 1, supply, &mut memo);
        let mut chosen: Option<(&Completion, i64)> = None;
        for c in &options[i] {
            let Some(left) = supply.minus(&c.kinds) else {
                continue;
            };
            let total = c.gain + best(&options, i + 1, left, &mut memo);
            if chosen.is_none_or(|(_, most)| total > most) {
                chosen = Some((c, total));
            }
        }
        if let Some((c, total)) = chosen
            && total > leaving
        {
            return Some(on(card, &c.filling));
        }
    }
    None
}

/// The most the cards from `i` on can add with `supply` (0 when completing none is best).
fn best(
    options: &[Vec<Completion>],
    i: usize,
    supply: Supply,
    memo: &mut HashMap<(usize, u128), i64>,
) -> i64 {
    if i == options.len() {
        return 0;
    }
    if let Some(&known) = memo.get(&(i, supply.packed())) {
        return known;
    }
    let mut most = best(options, i + 1, supply, memo);
    for c in &options[i] {
        if let Some(left) = supply.minus(&c.kinds) {
            most = most.max(c.gain + best(options, i + 1, left, memo));
        }
    }
    memo.insert((i, supply.packed()), most);
    most
}

/// Every way `supply` can complete `card`, one filling for each set of pieces it uses,
/// those adding nothing left out.
fn completions(
    game: &ProjectL,
    card: &Unfinished,
    supply: &Supply,
    favourite: Option<Kind>,
) -> Vec<Completion> {
    let fitter = &game.fitters[card.card as usize];
    let empty = (fitter.hole() & !card.filled()).count_ones();
    if empty == 0 {
        return Vec::new();
    }
    let points = i64::from(game.deck.cards()[card.card as usize].points);
    let unfinished_counts = game.solo().is_some() || game.revised();
    let worth = points * if unfinished_counts { 2 } else { 1 };
    let favourites = |s: &Supply| favourite.map_or(0, |k| i64::from(s.count(k)));
    let mut found = Vec::new();
    for kinds in sub_supplies(supply, empty) {
        let gain =
            worth - i64::from(kinds.pieces()) - favourites(&kinds) - favourites(&card.held());
        if gain <= 0 {
            continue;
        }
        if let FitAnswer::Fits(filling) = fitter.fit(&kinds, card.filled()) {
            found.push(Completion {
                kinds,
                filling,
                gain,
            });
        }
    }
    found
}

/// Every part of `supply` (each kind up to its count) whose pieces cover exactly `cells`
/// cells.
fn sub_supplies(supply: &Supply, cells: u32) -> Vec<Supply> {
    let kinds: Vec<Kind> = supply.iter().map(|(kind, _)| kind).collect();
    let mut parts = Vec::new();
    multisets_of_area(&kinds, cells, Supply::new(), &mut parts);
    parts.retain(|part| supply.contains(part));
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::game::test_support::{card, holding};
    use crate::project_l::game::{Difficulty, Move, Options, Phase};

    fn solo() -> ProjectL {
        let options = Options {
            solo: Some(Difficulty::Unbeatable),
            ..Options::default()
        };
        ProjectL::new(&options, 1).unwrap()
    }

    /// Plays `next_touch` until it says stop, then `done`.
    fn touch_out(game: &ProjectL, mut state: State) -> State {
        while let Some(piece) = next_touch(game, &state, 0) {
            state = game.play(&state, &Move::Touch(piece)).unwrap();
        }
        game.play(&state, &Move::Done).unwrap()
    }

    #[test]
    fn the_supply_goes_to_the_card_worth_more() {
        // Solo: W09 (1 point, c3 c4) and B13 (3 points, a4 b4 c4 a5 b5 c5 d5 e5), with
        // I2 I3 I3. W09 first with its I2 (2 − 1 = +1) leaves B13 six cells for eight;
        // B13 with all three (6 − 3 = +3) is worth more, W09 then costing its point.
        let g = solo();
        let mut s = holding(&g, "I2 I3 I3", &["W09", "B13"]);
        s.phase = Phase::Touches(0);
        let before = g.score(&s, 0);
        assert_eq!(before, -4, "both cards unfinished");
        let after = touch_out(&g, s);
        assert_eq!(after.players[0].completed, [card(&g, "B13")]);
        assert_eq!(g.score(&after, 0), 3 - 3 - 1);
    }

    #[test]
    fn a_completion_that_adds_nothing_is_left() {
        // Base game, 2 players: W09 (1 point) needs one piece, which adds 1 − 1 = 0.
        let g = ProjectL::new(&Options::default(), 1).unwrap();
        let mut s = holding(&g, "I2", &["W09"]);
        s.phase = Phase::Touches(0);
        assert_eq!(next_touch(&g, &s, 0), None);
    }

    #[test]
    fn parts_of_a_supply_cover_the_cells_asked() {
        let parts = sub_supplies(&Supply::parse("O1 I2 I2 I3").unwrap(), 4);
        let text: Vec<Supply> = ["O1 I3", "I2 I2"]
            .iter()
            .map(|t| Supply::parse(t).unwrap())
            .collect();
        assert_eq!(parts.len(), 2);
        assert!(text.iter().all(|t| parts.contains(t)));
    }
}
