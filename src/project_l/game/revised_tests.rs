//! Hand-checked rules of the revised switch (`--rules revised`): the blind draw, recycling
//! (the order under the deck), unfinished cards against you, the reward and upgrade
//! fallback (never a ghost for a base piece), one black card a turn at the end with no
//! replacement, the ↗ reward as two pieces, and where the switch does not reach (solo, the
//! black marker's holder, default). Every expected value is worked out from the rules by
//! hand.

use super::test_support::{card, holding, play};
use super::*;
use crate::engine::Game;
use crate::project_l::{Colour, Kind, Supply};

fn game_with(options: Options) -> ProjectL {
    ProjectL::new(&options, 1).unwrap()
}

fn revised(players: usize) -> ProjectL {
    game_with(Options {
        players: Some(players),
        rules: Some(Rules::Revised),
        ..Options::default()
    })
}

fn default_rules() -> ProjectL {
    game_with(Options::default())
}

/// Sets the bank's count of each kind named (`"O4=0 Z4=5"`).
fn bank(state: &mut State, counts: &str) {
    for word in counts.split_whitespace() {
        let (kind, n) = word.split_once('=').unwrap();
        let kind = Kind::parse(kind).unwrap();
        while state.bank.remove(kind) {}
        state.bank.add(kind, n.parse().unwrap());
    }
}

/// Puts the given white row and white deck (top last) in a two-row offer.
fn white_offer(g: &ProjectL, state: &mut State, row: [&str; 4], deck: &[&str]) {
    let Offer::Rows {
        white, white_deck, ..
    } = &mut state.offer
    else {
        panic!("two rows")
    };
    *white = row.map(|id| Some(card(g, id)));
    *white_deck = deck.iter().map(|id| card(g, id)).collect();
}

fn ids(g: &ProjectL, cards: &[CardIndex]) -> Vec<String> {
    cards.iter().map(|&c| g.card_id(c).to_string()).collect()
}

#[test]
fn a_blind_draw_takes_the_top_card_of_the_deck_as_the_take_action() {
    let g = revised(2);
    let mut s = holding(&g, "O1 I2", &[]);
    white_offer(&g, &mut s, ["W01", "W02", "W03", "W04"], &["W10", "W11"]);
    let after = play(&g, &s, "draw white").unwrap();
    // W11 was on top: it is the player's now, the row is untouched, one action spent.
    assert_eq!(after.players[0].cards.len(), 1);
    assert_eq!(after.players[0].cards[0].card, card(&g, "W11"));
    let Offer::Rows {
        white, white_deck, ..
    } = &after.offer
    else {
        panic!()
    };
    assert_eq!(*white_deck, vec![card(&g, "W10")]);
    assert_eq!(white[0], Some(card(&g, "W01")));
    assert_eq!(after.actions, 1);
    assert!(g.legal_moves(&s).contains(&Move::Draw(Colour::White)));
    assert!(g.legal_moves(&s).contains(&Move::Draw(Colour::Black)));
}

#[test]
fn blind_draws_are_refused_with_the_reason() {
    let g = revised(2);
    let full = holding(&g, "O1", &["W01", "W02", "W03", "W04"]);
    assert_eq!(play(&g, &full, "draw white"), Err(Illegal::TooManyCards));
    let mut s = holding(&g, "O1", &[]);
    white_offer(&g, &mut s, ["W01", "W02", "W03", "W04"], &[]);
    assert_eq!(
        play(&g, &s, "draw white"),
        Err(Illegal::DeckEmpty {
            what: "draw",
            colour: "white"
        })
    );
    assert!(!g.legal_moves(&s).contains(&Move::Draw(Colour::White)));
    assert_eq!(
        play(&g, &s, "draw grey"),
        Err(Illegal::DrawWhich("grey".into()))
    );
    // `draw` alone names no deck: the refusal says which words do, not `not ""`.
    let bare = play(&g, &s, "draw").unwrap_err().to_string();
    assert_eq!(
        bare,
        "draw: write draw white or draw black (a move of the revised rules)"
    );
    let d = default_rules();
    let s = holding(&d, "O1", &[]);
    assert_eq!(play(&d, &s, "draw white"), Err(Illegal::NotRevised("draw")));
    assert!(!d.legal_moves(&s).iter().any(|m| matches!(m, Move::Draw(_))));
}

#[test]
fn drawing_the_last_black_card_blind_triggers_the_end() {
    let g = revised(2);
    let mut s = holding(&g, "O1", &[]);
    let Offer::Rows { black_deck, .. } = &mut s.offer else {
        panic!()
    };
    black_deck.truncate(1);
    let after = play(&g, &s, "draw black").unwrap();
    // Turn 0 of 2 players: this round ends with turn 1, one more round is turns 2 and 3.
    assert_eq!(after.last_turn, Some(3));
}

#[test]
fn recycling_puts_the_row_under_its_deck_in_the_order_named() {
    let g = revised(2);
    let mut s = holding(&g, "O1", &[]);
    white_offer(&g, &mut s, ["W01", "W02", "W03", "W04"], &["W05", "W06"]);
    let mv = g.parse_move(&s, "recycle W02 W01 W04 W03").unwrap();
    assert_eq!(g.format_move(&s, &mv), "recycle W02 W01 W04 W03");
    let after = g.play(&s, &mv).unwrap();
    // Under the deck W02 first, W03 last: bottom→top W03 W04 W01 W02 W05 W06. The row
    // refills from the top: W06, W05, then the recycled W02 and W01.
    let Offer::Rows {
        white, white_deck, ..
    } = &after.offer
    else {
        panic!()
    };
    let row: Vec<CardIndex> = white.iter().flatten().copied().collect();
    assert_eq!(ids(&g, &row), ["W06", "W05", "W02", "W01"]);
    assert_eq!(ids(&g, white_deck), ["W03", "W04"]);
    assert_eq!(after.actions, 1);
    assert!(after.players[0].cards.is_empty());
    // Listed once per row, in the row's own order.
    let listed = g.legal_moves(&s);
    let recycles: Vec<String> = listed
        .iter()
        .filter(|m| matches!(m, Move::Recycle(_)))
        .map(|m| g.format_move(&s, m))
        .collect();
    assert_eq!(recycles.len(), 2);
    assert_eq!(recycles[0], "recycle W01 W02 W03 W04");
}

#[test]
fn bad_recycles_say_why() {
    let g = revised(2);
    let mut s = holding(&g, "O1", &[]);
    white_offer(&g, &mut s, ["W01", "W02", "W03", "W04"], &["W05"]);
    let refused = |text: &str| play(&g, &s, text).unwrap_err();
    assert_eq!(
        refused("recycle W01 W02 W03"),
        Illegal::RecycleWhole("W01 W02 W03 W04".into())
    );
    assert_eq!(
        refused("recycle W01 W01 W02 W03 W04"),
        Illegal::RecycleWhole("W01 W02 W03 W04".into())
    );
    assert_eq!(
        refused("recycle W20 W01 W02 W03"),
        Illegal::RecycleNotInRow("W20".into())
    );
    assert_eq!(
        refused("recycle"),
        Illegal::Missing("the row's cards, in order")
    );
    let mut empty = s.clone();
    white_offer(&g, &mut empty, ["W01", "W02", "W03", "W04"], &[]);
    assert_eq!(
        play(&g, &empty, "recycle W01 W02 W03 W04"),
        Err(Illegal::DeckEmpty {
            what: "recycle",
            colour: "white"
        })
    );
    let d = default_rules();
    let s = holding(&d, "O1", &[]);
    let row = offered_cards(&s);
    let text = format!("recycle {}", ids(&d, &row[..4]).join(" "));
    assert_eq!(play(&d, &s, &text), Err(Illegal::NotRevised("recycle")));
}

#[test]
fn unfinished_cards_count_against_you_under_the_revised_rules_only() {
    for (g, expected) in [(revised(2), 2 - 2 - 1), (default_rules(), 2 - 1)] {
        // W05 (2 points) completed, W01 (2 points) unfinished, one finishing touch.
        let mut s = holding(&g, "O1", &["W01"]);
        s.players[0].completed = vec![card(&g, "W05")];
        s.players[0].touches = 1;
        assert_eq!(g.score(&s, 0), expected);
    }
}

/// W31 (0 points, reward O4) completed by the O4 held.
fn complete_w31(g: &ProjectL, counts: &str) -> Supply {
    let mut s = holding(g, "O4", &["W31"]);
    bank(&mut s, counts);
    let after = play(g, &s, "place W31 O4 b3 c3 b4 c4").unwrap();
    assert_eq!(after.players[0].completed, vec![card(g, "W31")]);
    after.players[0].supply
}

#[test]
fn a_missing_reward_is_replaced_by_the_same_level_else_one_up_else_lower() {
    let g = revised(2);
    let s = |t: &str| Supply::parse(t).unwrap();
    // The bank has O4: the reward itself.
    assert_eq!(complete_w31(&g, "O4=1"), s("2xO4"));
    // No O4: the level-4 kind the bank holds most of, Z4 and T4 tied at 5: Z4 comes first.
    assert_eq!(complete_w31(&g, "O4=0 I4=3 L4=3 Z4=5 T4=5"), s("O4 Z4"));
    // No level 4 and no ghosts in the base game: the highest lower level, level 3; L3 more.
    let no4 = "O4=0 I4=0 L4=0 Z4=0 T4=0";
    assert_eq!(complete_w31(&g, &format!("{no4} I3=2 L3=4")), s("O4 L3"));
    // Level 3 tied: I3 first.
    assert_eq!(complete_w31(&g, &format!("{no4} I3=4 L3=4")), s("O4 I3"));
    // Levels 3 and 4 empty: level 2.
    assert_eq!(complete_w31(&g, &format!("{no4} I3=0 L3=0")), s("O4 I2"));
    // The default rules give nothing for a missing reward.
    assert_eq!(complete_w31(&default_rules(), "O4=0"), s("O4"));
}

fn revised_with_the_example_deck() -> ProjectL {
    let example = include_str!("../../../puzzles/projectl/expansion-example.yaml");
    game_with(Options {
        rules: Some(Rules::Revised),
        extra_cards: vec![DeckText {
            file: "example.yaml".into(),
            text: example.into(),
        }],
        ..Options::default()
    })
}

#[test]
fn a_missing_base_reward_never_becomes_a_ghost() {
    let g = revised_with_the_example_deck();
    // No level-4 piece left, ghosts 10 each: not one level up to a ghost but the highest
    // lower level, level 3, I3 and L3 tied at 15: I3.
    let got = complete_w31(&g, "O4=0 I4=0 L4=0 Z4=0 T4=0");
    assert_eq!(got, Supply::parse("O4 I3").unwrap());
}

#[test]
fn a_missing_ghost_reward_is_another_ghost() {
    let g = revised_with_the_example_deck();
    // GW02 (reward U5) is columns d and e of rows 2 to 5: two O4s.
    let mut s = holding(&g, "2xO4", &["GW02"]);
    bank(&mut s, "U5=0 P5=2 L5=4");
    let s = play(&g, &s, "place GW02 O4 d2 e2 d3 e3").unwrap();
    let after = play(&g, &s, "place GW02 O4 d4 e4 d5 e5").unwrap();
    assert_eq!(after.players[0].completed, vec![card(&g, "GW02")]);
    // The same level: the ghost the bank holds most of.
    assert_eq!(after.players[0].supply, Supply::parse("2xO4 L5").unwrap());
}

#[test]
fn revised_upgrades_go_one_level_up_else_two_and_exchanges_any_level_down() {
    let g = revised(2);
    let d = default_rules();
    for (game, four_ok) in [(&g, false), (&d, true)] {
        let mut s = holding(game, "O1 I4", &[]);
        bank(&mut s, "I2=0");
        assert!(
            play(game, &s, "upgrade O1 L3").is_ok(),
            "two up: level 2 empty"
        );
        bank(&mut s, "I3=0 L3=0");
        // Levels 2 and 3 empty: the revised rules stop at two up; the default goes on.
        assert_eq!(play(game, &s, "upgrade O1 T4").is_ok(), four_ok);
        let listed = game
            .legal_moves(&s)
            .iter()
            .any(|m| game.format_move(&s, m) == "upgrade O1 T4");
        assert_eq!(listed, four_ok);
        assert!(play(game, &s, "exchange I4 O1").is_ok(), "any level down");
    }
}

#[test]
fn revised_refuses_the_czech_edition() {
    let options = Options {
        rules: Some(Rules::Revised),
        edition: Some(crate::project_l::Edition::Czech),
        ..Options::default()
    };
    assert_eq!(
        ProjectL::new(&options, 1).err(),
        Some(SetupError::RevisedEdition)
    );
}

/// A game whose end was triggered by the round limit, the black deck still full: player 1
/// to move.
fn ended_by_the_limit(g: &ProjectL) -> State {
    let mut s = holding(g, "O1", &[]);
    s.last_turn = Some(5);
    s
}

#[test]
fn at_the_end_one_black_card_a_turn_and_none_replaced() {
    let g = revised(2);
    let s = ended_by_the_limit(&g);
    let Offer::Rows {
        black, black_deck, ..
    } = &s.offer
    else {
        panic!()
    };
    let (first, second, deck) = (black[0].unwrap(), black[1].unwrap(), black_deck.len());
    let text = |c: CardIndex| format!("take {}", g.card_id(c));
    let after = play(&g, &s, &text(first)).unwrap();
    let Offer::Rows {
        black, black_deck, ..
    } = &after.offer
    else {
        panic!()
    };
    assert_eq!(black[0], None, "not replaced");
    assert_eq!(black_deck.len(), deck);
    assert_eq!(play(&g, &after, &text(second)), Err(Illegal::SecondBlack));
    assert_eq!(play(&g, &after, "draw black"), Err(Illegal::SecondBlack));
    let listed = g.legal_moves(&after);
    assert!(!listed.contains(&Move::TakeCard(second)));
    assert!(!listed.contains(&Move::Draw(Colour::Black)));
    assert!(
        !listed
            .iter()
            .any(|m| matches!(m, Move::Recycle(c) if g.is_black(c[0])))
    );
    assert!(play(&g, &after, "draw white").is_ok(), "white cards still");
    // The next turn may take one again.
    let mut next = after.clone();
    for _ in 0..2 {
        next = play(&g, &next, "take O1").unwrap();
    }
    assert_eq!(next.to_move, 1);
    assert!(play(&g, &next, &text(second)).is_ok());
    // The default rules: a second black card, replaced from the deck.
    let d = default_rules();
    let s = ended_by_the_limit(&d);
    let Offer::Rows { black, .. } = &s.offer else {
        panic!()
    };
    let (first, second) = (black[0].unwrap(), black[1].unwrap());
    let after = play(&d, &s, &format!("take {}", d.card_id(first))).unwrap();
    assert!(play(&d, &after, &format!("take {}", d.card_id(second))).is_ok());
}

/// A tiny deck: X1 (1 cell, ↗), X2 (1 cell, ↑), and white and black cards to deal.
const TINY: &str = "cards:
  - {id: X1, colour: white, points: 1, reward: up2, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X2, colour: white, points: 1, reward: up1, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X3, colour: black, points: 2, reward: O1, hole: \"#....\\n#....\\n.....\\n.....\\n.....\"}
";

fn tiny(rules: Option<Rules>) -> ProjectL {
    game_with(Options {
        cards: vec![DeckText {
            file: "tiny.yaml".into(),
            text: TINY.into(),
        }],
        rules,
        ..Options::default()
    })
}

#[test]
fn up2_may_raise_two_pieces_one_level_each_under_the_revised_rules() {
    let g = tiny(Some(Rules::Revised));
    let s = holding(&g, "O1 I2", &["X1"]);
    let s = play(&g, &s, "place X1 O1 a1").unwrap();
    assert_eq!(s.level_ups, vec![2]);
    let text = "level-up O1 I2, I2 I3";
    let mv = g.parse_move(&s, text).unwrap();
    assert_eq!(g.format_move(&s, &mv), text);
    let listed = g.legal_moves(&s);
    assert!(listed.contains(&mv));
    assert!(listed.contains(&Move::LevelUpPair([
        (Kind::O1, Kind::I2),
        (Kind::I2, Kind::L3)
    ])));
    // The one-piece form stays: O1 two levels up.
    assert!(listed.contains(&Move::LevelUp {
        from: Kind::O1,
        to: Kind::L3
    }));
    let after = g.play(&s, &mv).unwrap();
    // O1 → I2 and the I2 held → I3: the supply is I2 I3.
    assert_eq!(after.players[0].supply, Supply::parse("I2 I3").unwrap());
    assert_eq!(after.bank.count(Kind::O1), s.bank.count(Kind::O1) + 1);
    assert_eq!(after.bank.count(Kind::I2), s.bank.count(Kind::I2));
    assert_eq!(after.bank.count(Kind::I3), s.bank.count(Kind::I3) - 1);
    assert!(after.level_ups.is_empty());
    assert_eq!(after.all_pieces(), s.all_pieces());
}

#[test]
fn bad_two_piece_level_ups_say_why() {
    let g = tiny(Some(Rules::Revised));
    let s = holding(&g, "O1 I2", &["X1"]);
    let s = play(&g, &s, "place X1 O1 a1").unwrap();
    let refused = |text: &str| play(&g, &s, text).unwrap_err();
    assert_eq!(
        refused("level-up O1 I3, I2 L3"),
        Illegal::LevelUpPairLevel {
            from: Kind::O1,
            to: Kind::I3
        }
    );
    assert_eq!(
        refused("level-up O1 I2, O1 I2"),
        Illegal::LevelUpPairSupply(Kind::O1)
    );
    let mut poor = s.clone();
    bank(&mut poor, "I3=0 L3=0");
    assert_eq!(
        play(&g, &poor, "level-up O1 I2, I2 I3"),
        Err(Illegal::LevelUpPairBank(Kind::I3))
    );
    // ↑ raises one piece one level: no two-piece form.
    let s1 = holding(&g, "O1 I2", &["X2"]);
    let s1 = play(&g, &s1, "place X2 O1 a1").unwrap();
    assert_eq!(
        play(&g, &s1, "level-up O1 I2, I2 I3"),
        Err(Illegal::LevelUpPairNotTwo)
    );
    // The default rules: one piece only.
    let d = tiny(None);
    let s = holding(&d, "O1 I2", &["X1"]);
    let s = play(&d, &s, "place X1 O1 a1").unwrap();
    assert_eq!(
        play(&d, &s, "level-up O1 I2, I2 I3"),
        Err(Illegal::NotRevised("a level-up of two pieces"))
    );
    assert!(
        !d.legal_moves(&s)
            .iter()
            .any(|m| matches!(m, Move::LevelUpPair(_)))
    );
}

#[test]
fn blind_draws_and_recycling_stay_out_of_solo_and_the_black_holders_turn() {
    let solo = game_with(Options {
        solo: Some(Difficulty::Basic),
        rules: Some(Rules::Revised),
        ..Options::default()
    });
    let s = solo.initial();
    assert_eq!(
        play(&solo, &s, "draw white"),
        Err(Illegal::RevisedSolo("draw"))
    );
    assert!(
        !solo
            .legal_moves(&s)
            .iter()
            .any(|m| matches!(m, Move::Draw(_) | Move::Recycle(_)))
    );
    let four = game_with(Options {
        players: Some(4),
        turns: Some(Turns::Simultaneous),
        rules: Some(Rules::Revised),
        ..Options::default()
    });
    let mut s = four.initial();
    let listed = four.legal_moves(&s);
    // The white holder: both draws, and its own side's two rows of 3.
    assert!(listed.contains(&Move::Draw(Colour::Black)));
    let recycles: Vec<&Move> = listed
        .iter()
        .filter(|m| matches!(m, Move::Recycle(_)))
        .collect();
    assert_eq!(recycles.len(), 2);
    assert!(
        recycles
            .iter()
            .all(|m| matches!(m, Move::Recycle(c) if c.len() == 3))
    );
    for _ in 0..3 {
        s = play(&four, &s, "take O1").unwrap();
    }
    assert!(s.markers.unwrap().black_turn);
    assert_eq!(
        play(&four, &s, "draw white"),
        Err(Illegal::WhiteHolderOnly("draw"))
    );
    assert!(
        !four
            .legal_moves(&s)
            .iter()
            .any(|m| matches!(m, Move::Draw(_) | Move::Recycle(_)))
    );
}
