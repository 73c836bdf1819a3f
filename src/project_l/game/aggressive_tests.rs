//! Hand-checked rules of the aggressive duel (and what `play vs` says of an attack): an
//! attack met exactly, an attack one short loses at once, one card cannot stop two attacks,
//! a charge past the cap (legal, adding only up to the card's points) and the master charge,
//! no attacks by finishing touches, scoring, and the setups it refuses.

use super::test_support::{attack_ready, card, play};
use super::*;
use crate::engine::{Game, Turn};
use crate::project_l::{Kind, Supply};

fn duel() -> ProjectL {
    let options = Options {
        aggressive: Some(Aggressive::Duel),
        ..Options::default()
    };
    ProjectL::new(&options, 1).unwrap()
}

#[test]
fn an_attack_met_exactly_turns_the_card_down_and_spends_the_pieces() {
    let g = duel();
    // W13 (1 point) defends 2; with 3 defence pieces player 2 can muster 5.
    let s = attack_ready(&g, "O1 I2", &["W13"], 3);
    let s = play(&g, &s, "charge W01 I2").unwrap();
    let (bank_o1, bank_i2) = (s.bank.count(Kind::O1), s.bank.count(Kind::I2));
    // Completing W01 attacks with 2 points + 2 (the I2 charge, within the cap of 2) = 4.
    let charged = s.clone();
    let s = play(&g, &s, "place W01 O1 d2").unwrap();
    assert_eq!(s.attacks, vec![4]);
    // What `play vs` says: the strength and whom it is on.
    let said = g.describe(&charged, &s).unwrap();
    assert!(said.starts_with("completed W01; "), "{said}");
    assert!(
        said.ends_with("; attacks player 2 with strength 4"),
        "{said}"
    );
    assert_eq!(g.turn(&s), Turn::Player(1), "the defender moves mid-turn");
    // The I2 charge went back to the bank and W01's reward, an I2, came out of it; the
    // pieces on W01 (I3, O1, O1) came back to the supply.
    assert_eq!(s.bank.count(Kind::I2), bank_i2);
    assert!(s.players[0].charges.is_empty());
    assert_eq!(s.players[0].supply, Supply::parse("2xO1 I2 I3").unwrap());
    assert_eq!(play(&g, &s, "take O1"), Err(Illegal::DefendFirst(4)));
    let short = Illegal::DefenceShort {
        strength: 4,
        defence: 3,
    };
    assert_eq!(play(&g, &s, "defend W13 O1"), Err(short));
    let attacked = s.clone();
    let s = play(&g, &s, "defend W13 2xO1").unwrap();
    let said = g.describe(&attacked, &s).unwrap();
    let expected = "meets an attack of strength 4: W13 turned face down, \
                    2xO1 from the defence stack; score 1 → 0";
    assert_eq!(said, expected, "a face-down card scores nothing");
    assert_eq!(s.players[1].face_down, vec![card(&g, "W13")]);
    assert_eq!(s.players[1].defence, 1);
    assert_eq!(s.bank.count(Kind::O1), bank_o1 + 2);
    // Back to player 1 for the third action of the turn.
    assert_eq!((g.turn(&s), s.actions), (Turn::Player(0), 2));
    assert_eq!(g.score(&s, 1), 0, "a face-down card scores nothing");
}

#[test]
fn an_attack_one_short_of_the_defence_loses_at_once() {
    let g = duel();
    // W09 (1 point) defends 2, one defence piece 1: 3 against an attack of 4.
    let s = attack_ready(&g, "O1 I2", &["W09"], 1);
    let s = play(&g, &s, "charge W01 I2").unwrap();
    let s = play(&g, &s, "place W01 O1 d2").unwrap();
    assert_eq!(s.phase, Phase::Over, "no move is asked of the loser");
    let outcome = g.outcome(&s).unwrap();
    assert_eq!(outcome.winners, vec![0]);
    let text = g.result_text(&s).unwrap();
    assert!(text.contains("player 2 could not meet an attack"), "{text}");
}

#[test]
fn one_card_cannot_stop_two_attacks() {
    let g = duel();
    // A master action completes W01 (attack 2) and W09 (c3 c4, attack 1) at once.
    let mut s = attack_ready(&g, "O1 I2", &["W13"], 1);
    s.players[0].cards.push(Unfinished {
        card: card(&g, "W09"),
        pieces: Vec::new(),
    });
    let s = play(&g, &s, "master W01 O1 d2, W09 I2 c3 c4").unwrap();
    assert_eq!(s.attacks, vec![2, 1]);
    let s = play(&g, &s, "defend W13").unwrap();
    assert_eq!(s.attacks, vec![1]);
    assert_eq!(g.turn(&s), Turn::Player(1));
    let twice = play(&g, &s, "defend W13");
    assert_eq!(twice, Err(Illegal::FaceDown("W13".into())));
    let s = play(&g, &s, "defend O1").unwrap();
    assert_eq!((g.turn(&s), s.players[1].defence), (Turn::Player(0), 0));
}

#[test]
fn charges_go_above_unfinished_cards_and_the_master_charge_is_once_a_turn() {
    let g = duel();
    let mut s = attack_ready(&g, "O1 I2 I2", &["W13"], 3);
    s.players[0].completed = vec![card(&g, "W10")];
    s.players[0].cards.push(Unfinished {
        card: card(&g, "W09"),
        pieces: Vec::new(),
    });
    let completed = play(&g, &s, "charge W10 O1");
    assert_eq!(completed, Err(Illegal::ChargeCompleted("W10".into())));
    let s = play(&g, &s, "master-charge W01 I2, W09 O1").unwrap();
    assert_eq!(g.charged(&s, 0, card(&g, "W01")), 2);
    let again = play(&g, &s, "master-charge W01 I2");
    assert_eq!(again, Err(Illegal::MasterChargeUsed));
}

#[test]
fn a_charge_past_the_cap_is_legal_and_adds_only_up_to_the_points() {
    let g = duel();
    // W09 is worth 1 (hole c3 c4): an I2 above it is past its cap of 1, and legal.
    let mut s = attack_ready(&g, "I2 I2", &["W13"], 3);
    s.players[0].cards = vec![Unfinished {
        card: card(&g, "W09"),
        pieces: Vec::new(),
    }];
    let s = play(&g, &s, "charge W09 I2").unwrap();
    assert_eq!(g.charged(&s, 0, card(&g, "W09")), 2);
    assert!(
        !g.legal_moves(&s)
            .contains(&Move::Charge(card(&g, "W09"), Kind::I2)),
        "a charge that adds nothing is legal but not listed"
    );
    // Completing it attacks with 1 point + the charge capped at 1 = 2, not 3.
    let s = play(&g, &s, "place W09 I2 c3 c4").unwrap();
    assert_eq!(s.attacks, vec![2]);
    assert!(s.players[0].charges.is_empty(), "the I2 went to the bank");
}

#[test]
fn a_card_worth_nothing_may_be_charged_and_still_attacks_with_nothing() {
    let g = duel();
    let mut s = attack_ready(&g, "2xO1 L3", &[], 3);
    // W26 is worth 0 (hole b3 c3 c4).
    s.players[0].cards.push(Unfinished {
        card: card(&g, "W26"),
        pieces: Vec::new(),
    });
    let s = play(&g, &s, "charge W26 O1").unwrap();
    assert_eq!(g.charged(&s, 0, card(&g, "W26")), 1);
    let w26 = card(&g, "W26");
    let listed = g.legal_moves(&s);
    assert!(listed.contains(&Move::Charge(card(&g, "W01"), Kind::O1)));
    assert!(
        !listed
            .iter()
            .any(|m| matches!(m, Move::Charge(c, _) if *c == w26))
    );
    let s = play(&g, &s, "place W26 L3 b3 c3 c4").unwrap();
    assert!(s.attacks.is_empty(), "0 points + a charge capped at 0");
    assert!(s.players[0].charges.is_empty());
}

#[test]
fn finishing_touches_never_attack() {
    let g = duel();
    let mut s = attack_ready(&g, "O1", &[], 0);
    s.phase = Phase::Touches(0);
    let s = play(&g, &s, "touch W01 O1 d2").unwrap();
    let s = play(&g, &s, "done").unwrap();
    assert!(s.attacks.is_empty());
    assert_eq!(
        s.phase,
        Phase::Touches(1),
        "player 2 with no defence is not attacked"
    );
    assert_eq!(g.score(&s, 0), 2 - 1);
}

#[test]
fn the_duel_is_for_two_players_and_not_solo() {
    let with = |players: Option<usize>, solo: Option<Difficulty>| Options {
        players,
        solo,
        aggressive: Some(Aggressive::Duel),
        ..Options::default()
    };
    let three = ProjectL::new(&with(Some(3), None), 1).err();
    assert_eq!(three, Some(SetupError::AggressivePlayers(3)));
    let solo = ProjectL::new(&with(None, Some(Difficulty::Hard)), 1).err();
    assert_eq!(solo, Some(SetupError::AggressiveSolo));
    let s = duel().setup(3);
    assert_eq!((s.players[0].defence, s.players[1].defence), (3, 3));
    assert_eq!(s.bank.count(Kind::O1), 15 - 2 - 6);
}
