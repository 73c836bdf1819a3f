//! Hand-checked rules: completions and rewards, the master action, the card limit, the end
//! trigger, finishing touches, scoring and ties, and the solo opponent.

use super::test_support::{card, holding, play};
use super::*;
use crate::engine::{Game, Turn};
use crate::project_l::{Kind, Supply};

fn game(players: usize) -> ProjectL {
    ProjectL::new(
        &Options {
            players: Some(players),
            solo: None,
            bank: 15,
            ..Options::default()
        },
        1,
    )
    .unwrap()
}

#[test]
fn completing_a_card_returns_its_pieces_and_gives_its_reward() {
    let g = game(2);
    // W31 is the 2x2 square at b3 c3 b4 c4, reward O4.
    let s = holding(&g, "I2 I2", &["W31"]);
    let s = play(&g, &s, "place W31 I2 b3 c3").unwrap();
    assert_eq!(s.players[0].supply, Supply::parse("I2").unwrap());
    let s = play(&g, &s, "place W31 I2 b4 c4").unwrap();
    assert_eq!(s.players[0].supply, Supply::parse("2xI2 O4").unwrap());
    assert!(s.players[0].cards.is_empty());
    assert_eq!(s.players[0].completed, vec![card(&g, "W31")]);
    assert_eq!(s.bank.count(Kind::O4), 14);
}

#[test]
fn no_reward_when_the_bank_has_none() {
    let g = game(2);
    let mut s = holding(&g, "O4", &["W31"]);
    let o4 = s.bank.count(Kind::O4);
    (0..o4).for_each(|_| {
        s.bank.remove(Kind::O4);
    });
    s.players[1].supply.add(Kind::O4, o4); // keep the pieces in the game
    let s = play(&g, &s, "place W31 O4 b3 c3 b4 c4").unwrap();
    assert_eq!(s.players[0].supply, Supply::parse("O4").unwrap());
}

#[test]
fn the_master_action_is_once_a_turn_and_uses_the_supply_at_its_start() {
    let g = game(2);
    // W22 is c3 c4 (reward I2), W09 is c3 c4 too; W31 the square.
    let s = holding(&g, "I2 O1", &["W22", "W31"]);
    // Completing W22 in the master returns its I2, but that I2 was not in the supply when
    // the action began, so it cannot also go on W31 in the same action.
    let err = play(&g, &s, "master W22 I2 c3 c4, W31 I2 b3 c3").unwrap_err();
    assert_eq!(err, Illegal::MasterShort(Kind::I2));
    let err = play(&g, &s, "master W22 I2 c3 c4 w31 O1 b3").unwrap_err();
    assert_eq!(
        err,
        Illegal::CommaMissing("w31".into()),
        "the comma left out"
    );
    let s = play(&g, &s, "master W22 I2 c3 c4, W31 O1 b3").unwrap();
    assert!(s.master_used);
    assert_eq!(
        s.players[0].supply,
        Supply::parse("2xI2").unwrap(),
        "I2 back, I2 reward"
    );
    let err = play(&g, &s, "master W31 I2 c3 c4").unwrap_err();
    assert_eq!(err, Illegal::MasterUsed);
}

#[test]
fn a_turn_is_three_actions_then_the_next_player() {
    let g = game(3);
    let s = holding(&g, "O1 I2", &[]);
    let s = play(&g, &s, "take O1").unwrap();
    let s = play(&g, &s, "take O1").unwrap();
    assert_eq!(g.turn(&s), Turn::Player(0));
    let s = play(&g, &s, "upgrade O1 I2").unwrap();
    assert_eq!(g.turn(&s), Turn::Player(1));
    assert_eq!((s.actions, s.turns_played), (0, 1));
}

#[test]
fn at_most_four_unfinished_cards() {
    let g = game(2);
    let s = holding(&g, "O1", &["W01", "W02", "W03", "W04"]);
    let offered = offered_cards(&s)[0];
    let err = g.play(&s, &Move::TakeCard(offered)).unwrap_err();
    assert_eq!(err, Illegal::TooManyCards);
}

#[test]
fn illegal_placements_say_why() {
    let g = game(2);
    let s = holding(&g, "I2 O1", &["W31"]);
    let s = play(&g, &s, "place W31 I2 b3 c3").unwrap();
    let covered = Illegal::Covered {
        cell: "b3".into(),
        card: "W31".into(),
    };
    assert_eq!(play(&g, &s, "place W31 O1 b3"), Err(covered));
    let no_l3 = play(&g, &s, "place W31 L3 b4 c4 c3");
    assert_eq!(no_l3, Err(Illegal::NotInSupply(Kind::L3)));
    let not_mine = play(&g, &s, "place W05 O1 b2");
    assert_eq!(not_mine, Err(Illegal::NotYourCard("W05".into())));
    // On a card not held, that is the mistake told, whatever the cells.
    for cells in ["I2 a1 a2", "I2 a1 e5", "O1 q9"] {
        let not_mine = play(&g, &s, &format!("place w05 {cells}"));
        assert_eq!(not_mine, Err(Illegal::NotYourCard("W05".into())), "{cells}");
    }
    let outside = play(&g, &s, "place W31 O1 a1");
    assert!(
        matches!(outside, Err(Illegal::BadPiece { .. })),
        "{outside:?}"
    );
}

/// In the finishing touches the player touching up need not be the one last to move: a
/// touch with wrong cells on their own card is told about the cells, and a card of the
/// other player's is not theirs.
#[test]
fn a_touch_is_checked_against_the_player_touching_up() {
    let g = game(2);
    let mut s = holding(&g, "I2 O1", &["W31"]);
    s.players.swap(0, 1);
    s.phase = Phase::Touches(1);
    for cells in ["I3 a5 b5", "I2 a5 c5", "O1 q9"] {
        let told = play(&g, &s, &format!("touch W31 {cells}"));
        assert!(
            matches!(told, Err(Illegal::BadPiece { .. })),
            "{cells}: {told:?}"
        );
    }
    s.players.swap(0, 1);
    let told = play(&g, &s, "touch W31 I2 a5 b5");
    assert_eq!(told, Err(Illegal::NotYourCard("W31".into())));
}

#[test]
fn the_last_black_card_ends_the_game_after_the_round_and_one_more() {
    let g = game(2);
    let mut s = holding(&g, "O1 I2", &[]);
    let Offer::Rows {
        black_deck, black, ..
    } = &mut s.offer
    else {
        panic!("rows")
    };
    black_deck.truncate(1);
    let first_black = black[0].unwrap();
    // Turn 0 (player 1, the first player): taking a black card draws the deck's last one.
    s = g.play(&s, &Move::TakeCard(first_black)).unwrap();
    // The round (turns 0 and 1) ends, then one more round: turns 2 and 3.
    assert_eq!(s.last_turn, Some(3));
    for _ in 0..(3 * 4 - 1) {
        assert_eq!(s.phase, Phase::Turns);
        let mv = Move::Acquire(crate::project_l::Action::Take(Kind::O1));
        s = g.play(&s, &mv).unwrap();
    }
    assert_eq!(s.phase, Phase::Touches(0));
}

#[test]
fn finishing_touches_cost_a_point_each_and_give_no_reward() {
    let g = game(2);
    let mut s = holding(&g, "I2 I2", &["W05"]);
    s.players[0].completed = vec![card(&g, "W31"), card(&g, "B01")]; // 0 + 5 points
    // W13 (1 point, reward L3): b2 c2 c3 d3 d4.
    s.players[0].cards.push(Unfinished {
        card: card(&g, "W13"),
        pieces: Vec::new(),
    });
    s.bank = s.bank.minus(&Supply::parse("L3").unwrap()).unwrap();
    s.players[0].supply.add(Kind::L3, 1);
    s.phase = Phase::Touches(0);
    let s = play(&g, &s, "touch W13 L3 b2 c2 c3").unwrap();
    let s = play(&g, &s, "touch W13 I2 d3 d4").unwrap();
    assert!(play(&g, &s, "take O1").is_err());
    let s = play(&g, &s, "done").unwrap();
    assert_eq!(g.score(&s, 0), 5 + 1 - 2);
    assert_eq!(
        s.players[0].supply,
        Supply::parse("I2").unwrap(),
        "no return, no reward"
    );
    assert_eq!(s.phase, Phase::Touches(1));
    let s = play(&g, &s, "done").unwrap();
    assert_eq!(s.phase, Phase::Over);
}

#[test]
fn ties_go_to_more_completed_cards_then_more_pieces() {
    let g = game(3);
    let mut s = holding(&g, "O1", &[]);
    s.phase = Phase::Over;
    // Player 1: W01 (2 points), one card. Players 2 and 3: W09 + W10 (1 + 1), two cards;
    // player 3 has one piece more.
    s.players[0].completed = vec![card(&g, "W01")];
    s.players[1].completed = vec![card(&g, "W09"), card(&g, "W10")];
    s.players[2].completed = vec![card(&g, "W11"), card(&g, "W12")];
    s.players[2].supply.add(Kind::O1, 1);
    s.bank.remove(Kind::O1);
    let outcome = g.outcome(&s).unwrap();
    assert_eq!(outcome.scores, vec![2, 2, 2]);
    assert_eq!(outcome.winners, vec![2]);
}

#[test]
fn the_solo_opponent_takes_the_best_unlocked_card_and_locks_its_column() {
    let g = ProjectL::new(
        &Options {
            players: Some(1),
            solo: Some(Difficulty::Hard),
            bank: 15,
            ..Options::default()
        },
        1,
    )
    .unwrap();
    let mut s = g.setup(1);
    let ids = [
        "W22", "B01", "W01", "W09", "B02", "W02", "W10", "B13", "W03",
    ];
    let Offer::Solo {
        deck,
        grid,
        locks,
        opponent_supply,
        ..
    } = &mut s.offer
    else {
        panic!("solo")
    };
    *grid = std::array::from_fn(|i| Some(card(&g, ids[i])));
    // W01's slot is refilled with W23 (0 points), then W24 (0 points).
    *deck = vec![card(&g, "W24"), card(&g, "W23")];
    assert_eq!(
        (locks.map(|l| l.pieces()), opponent_supply.pieces()),
        ([1, 2, 1], 3)
    );
    // Your turn: take W01 (column 3): its lock goes to the opponent, so column 3 is open.
    let mut s = play(&g, &s, "take W01").unwrap();
    s = play(&g, &s, "take O1").unwrap();
    s = play(&g, &s, "take O1").unwrap();
    // The opponent: only column 3 is unlocked (W01's slot refilled, W02, W03): it takes the
    // highest-points card there, W02 (2 points) over W03 (2 points) by reading order, and
    // puts its 4 O1s and one from each other column above column 3.
    let Offer::Solo {
        locks,
        opponent_supply,
        opponent_pile,
        ..
    } = &s.offer
    else {
        panic!("solo")
    };
    assert_eq!(opponent_pile, &vec![card(&g, "W02")]);
    assert_eq!(locks.map(|l| l.pieces()), [0, 1, 6]);
    assert_eq!(opponent_supply.pieces(), 0);
    assert_eq!(g.opponent_score(&s), 2);
}

#[test]
fn a_move_that_stops_short_says_what_must_follow() {
    let g = game(2);
    let s = holding(&g, "O1", &[]);
    let missing = |text: &str| play(&g, &s, text).unwrap_err();
    assert_eq!(missing("take"), Illegal::Missing("a card or a piece kind"));
    assert_eq!(
        missing("place"),
        Illegal::Missing("a card, a kind and its cells")
    );
    assert_eq!(missing("unlock"), Illegal::Missing("a piece kind"));
    assert_eq!(missing("ambassador"), Illegal::Missing("a card"));
}
