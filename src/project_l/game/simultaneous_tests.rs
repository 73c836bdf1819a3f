//! Hand-checked rules of simultaneous turns: the setup (four rows of 3, the markers, the
//! black cards by player count), taking only from one's marker's rows, every take refilled
//! at once, the marker hand-over, and the end once the first player holds both markers again.

use super::test_support::play;
use super::*;
use crate::engine::{Game, Turn};
use crate::project_l::Kind;

fn game(players: usize) -> ProjectL {
    let options = Options {
        players: Some(players),
        bank: 40,
        turns: Some(Turns::Simultaneous),
        ..Options::default()
    };
    ProjectL::new(&options, 1).unwrap()
}

/// Player 1 (index 0) first, holding the white marker; player 3 the black.
fn start(g: &ProjectL) -> State {
    let mut s = g.setup(1);
    s.first_player = 0;
    s.to_move = 0;
    s.markers = Some(Markers::new(0, s.players.len()));
    s
}

fn sides(s: &State) -> (&Vec<CardIndex>, &Vec<CardIndex>, &super::state::Rows) {
    let Offer::Sides {
        white_deck,
        black_deck,
        rows,
    } = &s.offer
    else {
        panic!("simultaneous turns deal four rows")
    };
    (white_deck, black_deck, rows)
}

/// Ends the mover's turn with its last action, `take O1`.
fn finish_turn(g: &ProjectL, s: &State) -> State {
    let mut s = s.clone();
    s.actions = 2;
    play(g, &s, "take O1").unwrap()
}

/// Plays the white holder's and then the black holder's turn.
fn pair(g: &ProjectL, s: &State) -> State {
    finish_turn(g, &finish_turn(g, s))
}

#[test]
fn four_rows_of_three_and_the_black_cards_by_player_count() {
    for (players, black) in [(4, 16), (5, 20)] {
        let g = game(players);
        let s = g.setup(1);
        let (white_deck, black_deck, rows) = sides(&s);
        assert!(rows.iter().flatten().all(Option::is_some));
        assert_eq!(black_deck.len() + 6, black);
        assert_eq!(white_deck.len() + 6, 32);
        let m = s.markers.unwrap();
        assert_eq!(
            (m.white, m.black),
            (s.first_player, (s.first_player + 2) % players)
        );
        assert_eq!(g.turn(&s), Turn::Player(s.first_player));
    }
}

#[test]
fn each_holder_takes_only_from_its_marker_rows() {
    let g = game(4);
    let s = start(&g);
    let rows = *sides(&s).2;
    let left: Vec<CardIndex> = rows[..2].iter().flatten().flatten().copied().collect();
    let right: Vec<CardIndex> = rows[2..].iter().flatten().flatten().copied().collect();
    assert_eq!(offered_cards(&s), left);
    let id = g.card_id(right[0]).to_string();
    let refused = play(&g, &s, &format!("take {id}"));
    assert_eq!(refused, Err(Illegal::OtherSide(id)));
    let s = finish_turn(&g, &s);
    assert_eq!(g.turn(&s), Turn::Player(2), "the black holder plays next");
    assert_eq!(offered_cards(&s), right);
    let id = g.card_id(left[0]).to_string();
    assert_eq!(
        play(&g, &s, &format!("take {id}")),
        Err(Illegal::OtherSide(id))
    );
}

#[test]
fn every_take_is_refilled_at_once() {
    let g = game(4);
    let s = start(&g);
    let (white_deck, _, rows) = sides(&s);
    let (decked, taken, next) = (
        white_deck.len(),
        rows[0][1].unwrap(),
        *white_deck.last().unwrap(),
    );
    let s = play(&g, &s, &format!("take {}", g.card_id(taken))).unwrap();
    let (white_deck, _, rows) = sides(&s);
    assert_eq!(
        (white_deck.len(), rows[0][1]),
        (decked - 1, Some(next)),
        "the white holder's take is refilled at once"
    );
    let s = finish_turn(&g, &s);
    let black_taken = sides(&s).2[2][0].unwrap();
    let next = *sides(&s).0.last().unwrap();
    let s = play(&g, &s, &format!("take {}", g.card_id(black_taken))).unwrap();
    let (white_deck, _, rows) = sides(&s);
    assert_eq!(
        (white_deck.len(), rows[2][0]),
        (decked - 2, Some(next)),
        "the black holder's take is refilled at once too"
    );
    assert_eq!(s.players[2].cards[0].card, black_taken);
    let s = finish_turn(&g, &s);
    assert_eq!(sides(&s).0.len(), decked - 2, "nothing more is drawn");
}

#[test]
fn the_black_holder_may_take_a_replacement_in_the_same_turn() {
    let g = game(4);
    let s = finish_turn(&g, &start(&g));
    let first = sides(&s).2[3][0].unwrap();
    let next = *sides(&s).1.last().unwrap();
    let s = play(&g, &s, &format!("take {}", g.card_id(first))).unwrap();
    assert_eq!(sides(&s).2[3][0], Some(next));
    let s = play(&g, &s, &format!("take {}", g.card_id(next))).unwrap();
    let taken: Vec<_> = s.players[2].cards.iter().map(|c| c.card).collect();
    assert_eq!(taken, [first, next]);
}

#[test]
fn markers_pass_clockwise_after_both_turns() {
    let g = game(5);
    let s = start(&g);
    let s = finish_turn(&g, &s);
    let m = s.markers.unwrap();
    assert_eq!((m.white, m.black, m.black_turn, s.to_move), (0, 2, true, 2));
    let s = finish_turn(&g, &s);
    let m = s.markers.unwrap();
    assert_eq!(
        (m.white, m.black, m.black_turn, s.to_move),
        (1, 3, false, 1)
    );
    let s = pair(&g, &pair(&g, &pair(&g, &pair(&g, &s))));
    let m = s.markers.unwrap();
    assert_eq!((m.white, m.black), (0, 2), "round the table");
    assert_eq!(s.turns_played, 10);
}

#[test]
fn the_game_ends_when_the_first_player_has_received_both_markers_again() {
    let g = game(4);
    let mut s = start(&g);
    let Offer::Sides { black_deck, .. } = &mut s.offer else {
        unreachable!()
    };
    black_deck.clear();
    // Pair 1 (white 1, black 3): the deck is empty, markers to players 2 and 4.
    let s = pair(&g, &s);
    assert_eq!(s.markers.unwrap().ending, Some([false, false]));
    // Pair 2 (white 2, black 4): player 1 receives the black marker, and plays it.
    let s = pair(&g, &s);
    assert_eq!(s.markers.unwrap().ending, Some([false, true]));
    let s = finish_turn(&g, &s);
    assert_eq!(
        g.turn(&s),
        Turn::Player(0),
        "player 1 plays the black marker"
    );
    // Pair 3's black turn; then pair 4 (white 4, black 2): the white marker reaches player 1.
    let s = finish_turn(&g, &s);
    assert_eq!(s.phase, Phase::Turns);
    assert_eq!(g.turn(&s), Turn::Player(3));
    let s = pair(&g, &s);
    assert_eq!(
        s.phase,
        Phase::Touches(0),
        "player 1 does not play: finishing touches"
    );
    let s = play(&g, &s, "done").unwrap();
    assert_eq!(g.turn(&s), Turn::Player(1));
    assert!(
        s.players[0].supply.count(Kind::O1) > 1,
        "player 1 played once"
    );
}

#[test]
fn simultaneous_turns_are_for_four_or_five_players() {
    let new = |players, solo| {
        let options = Options {
            players: Some(players),
            solo,
            turns: Some(Turns::Simultaneous),
            ..Options::default()
        };
        ProjectL::new(&options, 1).err()
    };
    assert_eq!(new(2, None), Some(SetupError::SimultaneousPlayers(2)));
    assert_eq!(new(3, None), Some(SetupError::SimultaneousPlayers(3)));
    assert_eq!(new(6, None), Some(SetupError::SixPlayers(20)));
    assert_eq!(
        new(1, Some(Difficulty::Basic)),
        Some(SetupError::SimultaneousSolo)
    );
    assert_eq!(new(4, None), None);
    assert_eq!(new(5, None), None);
}
