//! Hand-checked rules of aggressive solo: its setup, lock pieces moving highest level
//! first, the attacks of the pieces leaving locked columns (met exactly; one short loses),
//! no attacks of yours before a black card enters the grid, the opponent's defence losing
//! the fewest points, the opponent beaten when its pile falls short, and the setups refused.

use super::test_support::{card, play};
use super::*;
use crate::engine::Game;
use crate::project_l::{Colour, Kind, Supply};

fn aggressive_solo() -> ProjectL {
    let options = Options {
        solo: Some(Difficulty::Hard),
        aggressive: Some(Aggressive::Solo),
        ..Options::default()
    };
    ProjectL::new(&options, 1).unwrap()
}

fn solo_offer(s: &mut State) -> (&mut [Supply; 3], &mut Supply, &mut Vec<CardIndex>) {
    let Offer::Solo {
        locks,
        opponent_supply,
        opponent_pile,
        ..
    } = &mut s.offer
    else {
        panic!("solo")
    };
    (locks, opponent_supply, opponent_pile)
}

/// Lets your attacks count: one black card drawn off the deck (as if it entered the grid).
fn black_in_grid(g: &ProjectL, s: &mut State) {
    let Offer::Solo { deck, .. } = &mut s.offer else {
        panic!("solo")
    };
    let black = deck
        .iter()
        .position(|&c| g.deck.cards()[c as usize].colour == Colour::Black)
        .unwrap();
    deck.remove(black);
}

/// You hold W01 (2 points) with an I3 and an O1 on it, so an O1 on d2 completes it, and
/// the opponent's pile is `pile`.
fn completion_ready(g: &ProjectL, pile: &[&str]) -> State {
    let mut s = g.setup(1);
    let w01 = card(g, "W01");
    let fitter = &g.fitters[w01 as usize];
    let pieces = ["I3 c2 c3 c4", "O1 b2"].map(|p| fitter.parse_piece(p).unwrap());
    s.players[0].supply = Supply::parse("2xO1").unwrap();
    s.players[0].cards = vec![Unfinished {
        card: w01,
        pieces: pieces.to_vec(),
    }];
    *solo_offer(&mut s).2 = pile.iter().map(|id| card(g, id)).collect();
    s
}

fn face_down(s: &State) -> Vec<CardIndex> {
    match &s.offer {
        Offer::Solo {
            opponent_face_down, ..
        } => opponent_face_down.clone(),
        Offer::Rows { .. } | Offer::Sides { .. } => Vec::new(),
    }
}

#[test]
fn the_setup_locks_mixed_pieces_and_gives_the_defence_stack() {
    let g = aggressive_solo();
    let mut s = g.setup(1);
    assert_eq!(s.players[0].defence, DEFENCE_STACK);
    let (locks, opponent, _) = solo_offer(&mut s);
    assert_eq!(locks.map(|l| l.to_string()), ["O1", "O1 I2", "I3"]);
    assert_eq!(opponent.to_string(), "5xO1 I2 I3 L3");
    assert_eq!(s.bank.count(Kind::O1), 15 - 11);
    assert_eq!(
        s.all_pieces(),
        Supply::parse("15xO1 15xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4").unwrap()
    );
}

#[test]
fn taking_a_card_moves_the_highest_level_lock_piece() {
    let g = aggressive_solo();
    let mut s = g.setup(1);
    let Offer::Solo { grid, .. } = &s.offer else {
        panic!("solo")
    };
    let column_2 = grid[1].unwrap();
    s = g.play(&s, &Move::TakeCard(column_2)).unwrap();
    let (locks, opponent, _) = solo_offer(&mut s);
    assert_eq!(locks[1].to_string(), "O1");
    assert_eq!(opponent.count(Kind::I2), 2);
}

/// Three actions without taking a card: every column stays locked, so the opponent sends
/// the top piece of each back to the bank and each attacks you: 1 (O1), 2 (I2), 3 (I3).
fn locked_out(g: &ProjectL, defence: u32) -> State {
    let mut s = g.setup(1);
    // The bank is topped up so that three O1s can be taken whatever the stack.
    s.players[0].defence = defence;
    s.bank.add(Kind::O1, 6);
    for _ in 0..3 {
        s = play(g, &s, "take O1").unwrap();
    }
    s
}

#[test]
fn the_pieces_leaving_locked_columns_attack_and_are_met_exactly() {
    let g = aggressive_solo();
    let mut s = locked_out(&g, 6);
    assert_eq!(s.attacks, vec![1, 2, 3]);
    assert_eq!(s.phase, Phase::Defend(0));
    let (locks, _, _) = solo_offer(&mut s);
    assert_eq!(locks.map(|l| l.to_string()), ["-", "O1", "-"]);
    let short = play(&g, &s, "defend 2xO1");
    assert!(short.is_ok(), "more than enough is legal");
    for text in ["defend O1", "defend 2xO1", "defend 3xO1"] {
        s = play(&g, &s, text).unwrap();
    }
    assert_eq!((s.phase, s.players[0].defence), (Phase::Turns, 0));
    assert_eq!(g.outcome(&s), None);
}

#[test]
fn one_short_of_a_lock_attack_loses_at_once() {
    let g = aggressive_solo();
    let mut s = locked_out(&g, 5);
    s = play(&g, &s, "defend O1").unwrap();
    assert_eq!(
        play(&g, &s, "defend O1"),
        Err(Illegal::DefenceShort {
            strength: 2,
            defence: 1
        })
    );
    // 2 left against the attack of 3: lost with no move asked.
    s = play(&g, &s, "defend 2xO1").unwrap();
    assert_eq!((s.phase, s.loser), (Phase::Over, Some(0)));
    assert!(g.outcome(&s).unwrap().winners.is_empty());
    assert!(g.result_text(&s).unwrap().contains("virtual opponent wins"));
}

#[test]
fn no_attack_before_a_black_card_enters_the_grid() {
    let g = aggressive_solo();
    let s = completion_ready(&g, &["W22"]);
    assert!(!g.can_attack(&s));
    let s = play(&g, &s, "place W01 O1 d2").unwrap();
    assert_eq!(s.players[0].completed, vec![card(&g, "W01")]);
    assert!(face_down(&s).is_empty());
    assert!(!g.opponent_beaten(&s));
    assert_eq!(s.phase, Phase::Turns);
}

#[test]
fn the_opponent_defends_keeping_the_most_points() {
    let g = aggressive_solo();
    let mut s = completion_ready(&g, &["W02", "W09", "W22"]);
    black_in_grid(&g, &mut s);
    // Charged with an O1 the attack is 3: W02 (3) alone or W09 (2) + W22 (1) meet it
    // exactly; the two cards lose 1 point where W02 would lose 2.
    s = play(&g, &s, "charge W01 O1").unwrap();
    s = play(&g, &s, "place W01 O1 d2").unwrap();
    assert_eq!(face_down(&s), vec![card(&g, "W09"), card(&g, "W22")]);
    assert_eq!(g.opponent_score(&s), 2);
    assert!(!g.opponent_beaten(&s));
}

#[test]
fn an_opponent_whose_pile_falls_short_loses_at_once() {
    let g = aggressive_solo();
    let mut s = completion_ready(&g, &["W22"]);
    black_in_grid(&g, &mut s);
    s = play(&g, &s, "place W01 O1 d2").unwrap();
    assert!(g.opponent_beaten(&s));
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(g.outcome(&s).unwrap().winners, vec![0]);
    assert!(g.result_text(&s).unwrap().contains("player 1 wins"));
}

#[test]
fn the_opponent_loses_the_fewest_points_not_the_smallest_defence() {
    let g = aggressive_solo();
    // The case: an attack of 5 against B10 (4 points, defends 5) and W09, W13, W15
    // (1 point each, defend 2). B10 alone meets it exactly but loses 4 points; the three
    // 1-point cards make 6 and lose 3.
    let mut s = completion_ready(&g, &["B10", "W09", "W13", "W15"]);
    black_in_grid(&g, &mut s);
    g.attack_opponent(&mut s, 5);
    let ones = ["W09", "W13", "W15"].map(|id| card(&g, id));
    assert_eq!(face_down(&s), ones.to_vec());
    assert_eq!(g.opponent_score(&s), 4);
}

#[test]
fn least_loss_picks_the_fewest_points_then_the_fewest_cards() {
    // Defences (points + 1): card 1 is worth 2 points, 2 and 3 worth 1, 4 worth 4.
    let cards = [(1, 3), (2, 2), (3, 2), (4, 5)];
    // 4: cards 2 + 3 lose 2; card 1 + 2 loses 3; card 4 loses 4.
    assert_eq!(least_loss(&cards, 4), Some(vec![2, 3]));
    // 5: cards 1 + 2 lose 3 (as do 1 + 3; the first found); card 4 alone loses 4.
    assert_eq!(least_loss(&cards, 5), Some(vec![1, 2]));
    // 6: cards 1 + 2 + 3 make 7 and lose 4; every set with card 4 loses 5 or more.
    assert_eq!(least_loss(&cards, 6), Some(vec![1, 2, 3]));
    assert_eq!(least_loss(&cards, 11), Some(vec![1, 2, 3, 4]));
    assert_eq!(least_loss(&cards, 13), None);
    assert_eq!(least_loss(&[], 1), None);
    // Equal points lost (0-point cards defend 1): the fewer cards.
    assert_eq!(least_loss(&[(7, 1), (8, 1)], 1), Some(vec![7]));
    // 0-point cards before a 1-point card even when it takes more of them.
    assert_eq!(least_loss(&[(5, 2), (7, 1), (8, 1)], 2), Some(vec![7, 8]));
}

#[test]
fn aggressive_solo_needs_a_difficulty() {
    let options = Options {
        aggressive: Some(Aggressive::Solo),
        ..Options::default()
    };
    let err = ProjectL::new(&options, 1).err();
    assert_eq!(err, Some(SetupError::AggressiveSoloAlone));
    let small = Options {
        bank: 10,
        solo: Some(Difficulty::Basic),
        ..options
    };
    let err = ProjectL::new(&small, 1).err();
    assert_eq!(
        err,
        Some(SetupError::BankTooSmall {
            bank: 10,
            least: 11
        })
    );
}
