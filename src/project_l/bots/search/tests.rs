//! The search bot sees only what a player sees (games that differ only in the hidden deck
//! orders, or in which black cards stayed in the box, get the same samples and the same
//! move), samples are real decks (each card once, each position its colour), and the same
//! seed and node budget give the same move.

use super::hidden::determinize;
use super::*;
use crate::engine::Game;
use crate::project_l::Colour;
use crate::project_l::game::{Difficulty, Offer, Options};

fn game(players: usize, solo: Option<Difficulty>) -> ProjectL {
    let options = Options {
        players: Some(players),
        solo,
        ..Options::default()
    };
    ProjectL::new(&options, 3).unwrap()
}

/// The same game with the decks reordered (each colour within its own positions) and, in
/// the base game, a black card of the deck swapped for one left in the box.
fn rearranged(game: &ProjectL, state: &State) -> State {
    let mut other = state.clone();
    let colour = |c: &CardIndex| game.deck.cards()[*c as usize].colour;
    match &mut other.offer {
        Offer::Rows {
            white_deck,
            black_deck,
            white,
            black,
        } => {
            white_deck.reverse();
            black_deck.rotate_left(1);
            let in_play: Vec<CardIndex> = black_deck
                .iter()
                .chain(black.iter().flatten())
                .copied()
                .collect();
            let boxed = (0..game.deck.cards().len() as CardIndex)
                .find(|c| colour(c) == Colour::Black && !in_play.contains(c))
                .expect("a 2-player game leaves black cards in the box");
            black_deck[0] = boxed;
            assert!(white.iter().all(Option::is_some));
        }
        Offer::Solo { deck, .. } => {
            let whites = deck.iter().filter(|c| colour(c) == Colour::White).count();
            // The whites are on top (the end of the vector).
            let split = deck.len() - whites;
            deck[..split].reverse();
            deck[split..].reverse();
        }
        Offer::Sides { .. } => unreachable!("not set up here"),
    }
    assert_ne!(other, *state, "the hidden part changed");
    other
}

use crate::project_l::game::CardIndex;

#[test]
fn hidden_deck_orders_give_the_same_samples_and_move() {
    for (players, solo) in [(2, None), (1, Some(Difficulty::Unbeatable))] {
        let g = game(players, solo);
        let state = g.setup(11);
        let other = rearranged(&g, &state);
        let sample = |s: &State| determinize(&g, s, &mut Rng::new(5));
        assert_eq!(sample(&state), sample(&other));
        let mv = |s: &State| SearchBot::within(Budget::Nodes(60)).choose(&g, s, &mut Rng::new(9));
        assert_eq!(mv(&state), mv(&other));
    }
}

#[test]
fn samples_are_decks_of_unseen_cards_in_the_colours_shown() {
    let g = game(2, None);
    let state = g.setup(4);
    let sampled = determinize(&g, &state, &mut Rng::new(1));
    let (
        Offer::Rows {
            white_deck,
            black_deck,
            white,
            black,
        },
        Offer::Rows {
            white_deck: w0,
            black_deck: b0,
            ..
        },
    ) = (&sampled.offer, &state.offer)
    else {
        panic!("a 2-player game has rows");
    };
    assert_eq!((white_deck.len(), black_deck.len()), (w0.len(), b0.len()));
    let colour = |c: &CardIndex| game_colour(&g, *c);
    assert!(white_deck.iter().all(|c| colour(c) == Colour::White));
    assert!(black_deck.iter().all(|c| colour(c) == Colour::Black));
    let mut all: Vec<CardIndex> = white_deck
        .iter()
        .chain(black_deck)
        .chain(white.iter().flatten())
        .chain(black.iter().flatten())
        .copied()
        .collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(
        all.len(),
        white_deck.len() + black_deck.len() + 8,
        "no card twice"
    );
    assert_ne!(sampled, state, "the sample reshuffles the decks");
    assert_eq!(sampled.players, state.players);
}

fn game_colour(g: &ProjectL, c: CardIndex) -> Colour {
    g.deck.cards()[c as usize].colour
}

#[test]
fn the_same_seed_and_nodes_give_the_same_move() {
    let g = game(1, Some(Difficulty::Hard));
    let state = g.setup(2);
    let mv = || SearchBot::within(Budget::Nodes(40)).choose(&g, &state, &mut Rng::new(17));
    let first = mv();
    assert_eq!(first, mv());
    assert!(g.play(&state, &first).is_ok());
}

#[test]
fn a_time_budget_gives_a_legal_move() {
    let g = game(2, None);
    let state = g.setup(6);
    let mv = SearchBot::within(Budget::Millis(30)).choose(&g, &state, &mut Rng::new(3));
    assert!(g.play(&state, &mv).is_ok());
}

#[test]
fn candidates_are_legal_distinct_and_few_cards() {
    let g = game(1, Some(Difficulty::Basic));
    let state = g.setup(8);
    let moves = candidates(&g, &state, &mut Rng::new(1), true);
    assert_eq!(
        moves[0],
        crate::project_l::bots::planner::choose_within(
            &g,
            &state,
            &mut Rng::new(1),
            CANDIDATE_PLAN_LIMIT
        )
    );
    let cards = moves
        .iter()
        .filter(|m| matches!(m, Move::TakeCard(_)))
        .count();
    // 9 cards on offer at the start, of which the best 4 (and planner's, among them or not).
    assert!((1..=TOP_CARDS + 1).contains(&cards), "{cards} cards");
    for (i, mv) in moves.iter().enumerate() {
        assert!(g.play(&state, mv).is_ok());
        assert!(!moves[..i].contains(mv), "listed once");
    }
}

/// `state` with its decks emptied.
fn decks_emptied(mut state: State) -> State {
    match &mut state.offer {
        Offer::Solo { deck, .. } => deck.clear(),
        offer => offer
            .colour_decks_mut()
            .unwrap()
            .into_iter()
            .for_each(Vec::clear),
    }
    state
}

#[test]
fn nothing_is_hidden_once_the_decks_are_empty() {
    for (players, solo) in [(2, None), (1, Some(Difficulty::Unbeatable))] {
        let g = game(players, solo);
        let state = g.setup(3);
        assert!(
            !hidden::all_seen(&state),
            "{players} players: a full deck hides its order"
        );
        assert!(hidden::all_seen(&decks_emptied(state)));
    }
}

#[test]
fn under_the_revised_rules_a_deck_of_recycled_cards_hides_nothing() {
    let options = Options {
        players: Some(2),
        rules: Some(crate::project_l::game::Rules::Revised),
        ..Options::default()
    };
    let g = ProjectL::new(&options, 2).unwrap();
    let mut state = decks_emptied(g.setup(2));
    let Offer::Rows { white_deck, .. } = &mut state.offer else {
        panic!("a 2-player game has rows");
    };
    white_deck.extend([3, 4]);
    state.recycled = [1, 0];
    assert!(
        !hidden::all_seen(&state),
        "one of the two white cards unknown"
    );
    state.recycled = [2, 0];
    assert!(hidden::all_seen(&state), "both went under in sight");
}

#[test]
fn with_nothing_hidden_every_legal_move_is_a_candidate() {
    let g = game(1, Some(Difficulty::Unbeatable));
    let full = g.setup(8);
    let few = candidates(&g, &full, &mut Rng::new(1), true).len();
    let state = decks_emptied(full);
    let moves = candidates(&g, &state, &mut Rng::new(1), true);
    let legal = g.legal_moves_of(&state);
    assert!(
        legal.len() > few,
        "{} legal moves, {few} candidates",
        legal.len()
    );
    assert!(legal.iter().all(|mv| moves.contains(mv)));
    for (i, mv) in moves.iter().enumerate() {
        assert!(!moves[..i].contains(mv), "listed once");
    }
}

#[test]
fn duel_charges_are_few_legal_and_add_their_whole_level() {
    use crate::project_l::game::Aggressive;
    let options = Options {
        players: Some(2),
        aggressive: Some(Aggressive::Duel),
        ..Options::default()
    };
    let g = ProjectL::new(&options, 5).unwrap();
    let mut state = g.setup(5);
    let mut rng = Rng::new(2);
    let mut checked = 0;
    // Planner against itself until a player holds cards and pieces to charge them with.
    for _ in 0..60 {
        if state.phase == Phase::Turns && !g.charge_moves(&state).is_empty() {
            let listed = g.charge_moves(&state);
            let few = super::duel::charges(&g, &state);
            let cards = state.players[state.to_move].cards.len();
            // None when no supply piece fits under a card's cap whole.
            assert!(few.len() <= cards + 1, "{few:?}");
            for mv in &few {
                assert!(listed.contains(mv), "{mv:?} is one the rules list");
                if let Move::Charge(card, kind) = mv {
                    let room = g.charge_room(&state, state.to_move, *card);
                    assert!(kind.level() <= room, "{mv:?} adds its whole level");
                }
            }
            checked += usize::from(!few.is_empty());
        }
        if g.outcome(&state).is_some() {
            break;
        }
        let mv = PlannerBot.choose(&g, &state, &mut rng);
        state = g.play(&state, &mv).unwrap();
    }
    assert!(checked > 0, "no position to charge in");
}

#[test]
fn a_node_is_a_playout_of_at_most_node_moves() {
    // Short playouts (5 of 100 moves in all, 20 each) count one node each.
    assert_eq!(super::affordable(40, 5, 100), 40);
    // Playouts of twice NODE_MOVES moves count two nodes: half as many.
    assert_eq!(super::affordable(40, 5, 5 * 2 * NODE_MOVES), 20);
    // Four times as long: a quarter.
    assert_eq!(super::affordable(40, 4, 4 * 4 * NODE_MOVES), 10);
}

#[test]
fn a_turns_later_actions_get_a_smaller_share_of_the_plan_search_cap() {
    let bot = SearchBot::within(Budget::Nodes(100));
    let mut state = game(2, None).setup(3);
    state.phase = Phase::Turns;
    // 100 nodes: 50,000 states and 500,000 acts for the first action, three quarters of
    // that for the second, half for the third and for a free action after it.
    for (actions, taken) in [(0, 50_000), (1, 37_500), (2, 25_000), (3, 25_000)] {
        state.actions = actions;
        let cap = bot.decision_cap(&state).unwrap();
        assert_eq!(
            (cap.taken, cap.acts),
            (taken, 10 * taken),
            "{actions} actions"
        );
    }
    // A defence, in the middle of the attacker's turn, has the whole cap.
    state.phase = Phase::Defend(1);
    assert_eq!(bot.decision_cap(&state).unwrap().taken, 50_000);
    // With nothing hidden, the third action's states are halved again; its acts are not.
    let mut seen = decks_emptied(state);
    (seen.phase, seen.actions) = (Phase::Turns, 2);
    let cap = bot.decision_cap(&seen).unwrap();
    assert_eq!((cap.taken, cap.acts), (12_500, 250_000));
    // A time budget has no cap.
    assert!(
        SearchBot::within(Budget::Millis(100))
            .decision_cap(&seen)
            .is_none()
    );
}

/// A revised 2-player game after the first player recycled the white row; the cards it
/// put under the white deck, the first named first.
fn recycled_game() -> (ProjectL, State, Vec<CardIndex>) {
    use crate::project_l::game::Rules;
    let options = Options {
        players: Some(2),
        rules: Some(Rules::Revised),
        ..Options::default()
    };
    let g = ProjectL::new(&options, 3).unwrap();
    let state = g.setup(7);
    let Some(Move::Recycle(order)) = (g.deck_moves(&state).into_iter())
        .find(|m| matches!(m, Move::Recycle(cards) if game_colour(&g, cards[0]) == Colour::White))
    else {
        panic!("the white row can be recycled at the start");
    };
    let state = g.play(&state, &Move::Recycle(order.clone())).unwrap();
    (g, state, order)
}

fn white_deck(state: &State) -> &Vec<CardIndex> {
    match &state.offer {
        Offer::Rows { white_deck, .. } => white_deck,
        _ => panic!("a 2-player game has rows"),
    }
}

#[test]
fn recycled_cards_stay_at_the_bottom_of_every_sample() {
    let (g, state, order) = recycled_game();
    // Each recycled card went under the ones before it: the last named is at the bottom.
    let bottom: Vec<CardIndex> = order.iter().rev().copied().collect();
    assert_eq!(order.len(), 4);
    let mut moved = false;
    for seed in 0..20 {
        let sampled = determinize(&g, &state, &mut Rng::new(seed));
        let deck = white_deck(&sampled);
        assert_eq!(deck[..4], bottom[..], "seed {seed}: the known bottom kept");
        assert!(deck[4..].iter().all(|c| !bottom.contains(c)), "seed {seed}");
        moved |= deck[4..] != white_deck(&state)[4..];
    }
    assert!(moved, "the unknown part is still sampled");
}

#[test]
fn games_differing_above_the_recycled_cards_get_the_same_samples_and_move() {
    let (g, state, _) = recycled_game();
    let mut other = state.clone();
    let Offer::Rows {
        white_deck,
        black_deck,
        ..
    } = &mut other.offer
    else {
        panic!("a 2-player game has rows");
    };
    white_deck[4..].reverse();
    black_deck.rotate_left(1);
    assert_ne!(other, state, "the hidden part changed");
    let sample = |s: &State| determinize(&g, s, &mut Rng::new(5));
    assert_eq!(sample(&state), sample(&other));
    let mv = |s: &State| SearchBot::within(Budget::Nodes(30)).choose(&g, s, &mut Rng::new(9));
    assert_eq!(mv(&state), mv(&other));
}
