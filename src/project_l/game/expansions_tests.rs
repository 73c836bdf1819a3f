//! Hand-checked rules of the Ghost and Ambassador expansions: decompose with placements,
//! level-ups (↗ reaching level 5, declining one, the fallback when the bank lacks the
//! level: one higher, else nothing, with and without the revised rules), the ambassador
//! action once, ghosts never by exchange, and six players only with 24 black cards.

use super::test_support::{card, holding, play};
use super::*;
use crate::engine::Game;
use crate::project_l::{ActionError, DecomposeError, Kind, Supply};

const EXAMPLE: &str = include_str!("../../../puzzles/projectl/expansion-example.yaml");

/// A tiny deck of one-cell and two-cell cards: X1 rewards ↗, X2 is an ambassador card,
/// X3 and X4 take a piece each, X5 is a black card.
const TINY: &str = "cards:
  - {id: X1, colour: white, points: 1, reward: up2, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X2, colour: white, points: 3, reward: M, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X3, colour: white, points: 1, reward: O1, hole: \"##...\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X4, colour: white, points: 1, reward: O1, hole: \"#....\\n.....\\n.....\\n.....\\n.....\"}
  - {id: X5, colour: black, points: 2, reward: up1, hole: \"#....\\n#....\\n.....\\n.....\\n.....\"}
";

fn deck(file: &str, text: &str) -> DeckText {
    DeckText {
        file: file.into(),
        text: text.into(),
    }
}

fn with_example(players: usize) -> Result<ProjectL, SetupError> {
    let options = Options {
        players: Some(players),
        extra_cards: vec![deck("example.yaml", EXAMPLE)],
        ..Options::default()
    };
    ProjectL::new(&options, 1)
}

fn tiny() -> ProjectL {
    let options = Options {
        cards: vec![deck("tiny.yaml", TINY)],
        ..Options::default()
    };
    ProjectL::new(&options, 1).unwrap()
}

fn tiny_revised() -> ProjectL {
    let options = Options {
        rules: Some(Rules::Revised),
        ..tiny().options
    };
    ProjectL::new(&options, 1).unwrap()
}

#[test]
fn the_example_deck_banks_ten_of_each_ghost() {
    let g = with_example(2).unwrap();
    let s = g.initial();
    for ghost in GHOSTS {
        assert_eq!(s.bank.count(ghost), 10, "{ghost}");
    }
    let base = ProjectL::new(&Options::default(), 1).unwrap();
    assert_eq!(base.initial().bank.count(Kind::P5), 0);
}

#[test]
fn decompose_takes_the_split_and_places_new_pieces_at_once() {
    let g = with_example(2).unwrap();
    // W31 is the 2x2 square b3 c3 b4 c4 (reward O4); P5 splits into O1 + O4.
    let s = holding(&g, "P5", &["W31"]);
    let text = "decompose P5 into O1 O4, place W31 O4 b3 c3 b4 c4";
    let mv = g.parse_move(&s, text).unwrap();
    assert_eq!(g.format_move(&s, &mv), text);
    assert!(g.legal_moves(&s).contains(&mv), "listed");
    let after = g.play(&s, &mv).unwrap();
    let me = &after.players[0];
    // The O4 came back with the completed card, and the card's reward is another O4.
    assert_eq!(me.supply, Supply::parse("O1 2xO4").unwrap());
    assert_eq!(me.completed, vec![card(&g, "W31")]);
    assert_eq!(after.bank.count(Kind::P5), 10);
    assert_eq!(after.bank.count(Kind::O4), 13);
    assert_eq!(after.bank.count(Kind::O1), s.bank.count(Kind::O1) - 1);
    assert_eq!(after.actions, 1, "one action");
    assert_eq!(after.all_pieces(), s.all_pieces());
}

#[test]
fn bad_decompositions_say_why() {
    let g = with_example(2).unwrap();
    let s = holding(&g, "P5 O4", &["W31", "W01"]);
    let refused = |text: &str| play(&g, &s, text).unwrap_err();
    assert!(matches!(
        refused("decompose P5 into O1 I4"),
        Illegal::Decompose(DecomposeError::NotTheShape { .. })
    ));
    assert_eq!(
        refused("decompose P5 into P5"),
        Illegal::Decompose(DecomposeError::GhostInSplit(Kind::P5))
    );
    assert_eq!(
        refused("decompose U5 into O1 L4"),
        Illegal::NotInSupply(Kind::U5)
    );
    // The O4 placed is the supply's own, not the split's (which gave an L4).
    assert_eq!(
        refused("decompose P5 into O1 L4, place W31 O4 b3 c3 b4 c4"),
        Illegal::NotFromSplit(Kind::O4)
    );
    assert_eq!(
        refused("decompose P5 into 3xO1 I2, place W31 O1 b3, place W31 O1 c3"),
        Illegal::DecomposeTwiceOnCard("W31".into())
    );
    let mut poor = s.clone();
    while poor.bank.remove(Kind::O4) {}
    assert_eq!(
        play(&g, &poor, "decompose P5 into O1 O4").unwrap_err(),
        Illegal::SplitNotInBank(Kind::O4)
    );
}

#[test]
fn ghosts_are_never_taken_by_exchange() {
    let g = with_example(2).unwrap();
    let s = holding(&g, "P5", &[]);
    assert_eq!(
        play(&g, &s, "exchange P5 U5").unwrap_err(),
        Illegal::Action(ActionError::GhostAcquired("exchange", Kind::U5))
    );
    let upgrade = play(&g, &holding(&g, "T4", &[]), "upgrade T4 U5").unwrap_err();
    assert_eq!(
        upgrade,
        Illegal::Action(ActionError::GhostAcquired("upgrade", Kind::U5))
    );
    // Exchanging a ghost down is an ordinary exchange.
    assert!(play(&g, &s, "exchange P5 L4").is_ok());
    let listed = g.legal_moves(&s);
    assert!(!listed.iter().any(|m| matches!(m,
        Move::Acquire(crate::project_l::Action::Exchange { to, .. }) if crate::project_l::is_ghost(*to))));
}

#[test]
fn up2_raises_a_level_3_piece_to_a_ghost_chosen_as_a_follow_up() {
    let g = tiny();
    let s = holding(&g, "O1 I3", &["X1"]);
    let s = play(&g, &s, "place X1 O1 a1").unwrap();
    assert_eq!(s.level_ups, vec![2]);
    assert_eq!(s.actions, 1);
    // Only the level-up's choices now: O1 to level 3, I3 to level 5.
    let shown: Vec<String> = g
        .legal_moves(&s)
        .iter()
        .map(|m| g.format_move(&s, m))
        .collect();
    assert_eq!(
        shown,
        [
            "level-up O1 I3",
            "level-up O1 L3",
            "level-up I3 P5",
            "level-up I3 U5",
            "level-up I3 L5",
            "level-up none"
        ]
    );
    assert_eq!(play(&g, &s, "take O1").unwrap_err(), Illegal::LevelUpFirst);
    assert_eq!(
        play(&g, &s, "level-up I3 L4").unwrap_err(),
        Illegal::LevelUpTarget {
            from: Kind::I3,
            to: Kind::L4,
            level: 5
        }
    );
    let after = play(&g, &s, "level-up I3 P5").unwrap();
    assert_eq!(after.players[0].supply, Supply::parse("O1 P5").unwrap());
    assert_eq!(after.bank.count(Kind::P5), 9);
    assert_eq!(
        (after.actions, after.level_ups.len()),
        (1, 0),
        "not an action"
    );
    assert_eq!(
        play(&g, &after, "level-up O1 I3").unwrap_err(),
        Illegal::NoLevelUp
    );
}

#[test]
fn a_level_up_may_be_declined() {
    let g = tiny();
    let mut s = holding(&g, "O1 I3", &["X1"]);
    s.actions = 2;
    let s = play(&g, &s, "place X1 O1 a1").unwrap();
    assert_eq!(
        (s.level_ups.clone(), s.actions),
        (vec![2], 3),
        "the turn waits"
    );
    let mv = g.parse_move(&s, "level-up none").unwrap();
    assert_eq!(mv, Move::LevelUpDecline);
    assert_eq!(g.format_move(&s, &mv), "level-up none");
    assert!(g.legal_moves(&s).contains(&mv), "listed");
    let after = g.play(&s, &mv).unwrap();
    // Nothing returned or taken; the reward is gone and the turn ends.
    assert_eq!(s.players[0].supply, Supply::parse("O1 I3").unwrap());
    assert_eq!(after.players[0].supply, s.players[0].supply);
    assert_eq!(after.bank, s.bank);
    assert!(after.level_ups.is_empty());
    assert_eq!(
        (after.to_move, after.actions),
        (1, 0),
        "the next player's turn"
    );
    assert_eq!(
        play(&g, &after, "level-up none").unwrap_err(),
        Illegal::NoLevelUp
    );
}

/// A tiny game's player holding `supply`, the bank without any piece of `levels`.
fn bank_without(g: &ProjectL, supply: &str, levels: &[u32]) -> State {
    let mut s = holding(g, supply, &[]);
    for kind in levels.iter().flat_map(|&l| Kind::of_level(l)) {
        while s.bank.remove(kind) {}
    }
    s
}

#[test]
fn a_level_up_to_an_empty_level_goes_one_higher_else_is_lost() {
    for g in [tiny(), tiny_revised()] {
        let at = |levels: &[u32], from: Kind, n: u32| {
            g.level_up_level(&bank_without(&g, "O1 I3", levels), 0, from, n)
        };
        assert_eq!(at(&[], Kind::O1, 1), Some(2));
        // No level 2: ↑ takes a level-3 piece; levels 2 and 3 empty: nothing (not 4).
        assert_eq!(at(&[2], Kind::O1, 1), Some(3));
        assert_eq!(at(&[2, 3], Kind::O1, 1), None);
        // ↗ from O1 with level 3 empty reaches level 4, not down to 2.
        assert_eq!(at(&[3], Kind::O1, 2), Some(4));
        // ↗ from I3 with the ghosts gone: no level above 5, so nothing (not level 4).
        assert_eq!(at(&[5], Kind::I3, 2), None);
        // ↑ from I3 with level 4 empty: a ghost.
        assert_eq!(at(&[4], Kind::I3, 1), Some(5));
        assert_eq!(at(&[], Kind::P5, 1), None, "a ghost is never raised");
    }
}

#[test]
fn the_level_up_choices_follow_the_fallback() {
    let g = tiny();
    // X5 (↑) completed by an I2 with level 2 empty: O1 reaches level 3, I2 level 3 too.
    let mut s = holding(&g, "O1 I2", &["X5"]);
    while s.bank.remove(Kind::I2) {}
    let s = play(&g, &s, "place X5 I2 a1 a2").unwrap();
    let shown: Vec<String> = (g.legal_moves(&s).iter())
        .map(|m| g.format_move(&s, m))
        .collect();
    let expected = ["O1 I3", "O1 L3", "I2 I3", "I2 L3", "none"].map(|m| format!("level-up {m}"));
    assert_eq!(shown, expected);
}

#[test]
fn the_ambassador_action_is_used_once() {
    let g = tiny();
    let s = holding(&g, "2xO1 I2", &["X2", "X3", "X4"]);
    let s = play(&g, &s, "place X2 O1 a1").unwrap();
    assert_eq!(g.ambassadors(&s), vec![card(&g, "X2")]);
    // The master action first, then the ambassador action in the same turn.
    let s = play(&g, &s, "master X3 O1 a1, X4 O1 a1").unwrap();
    assert!(s.master_used);
    let mut s = s;
    s.players[0].cards[0].pieces.clear();
    s.players[0].supply = Supply::parse("O1 I2").unwrap();
    s.players[0].cards.push(Unfinished {
        card: card(&g, "X4"),
        pieces: Vec::new(),
    });
    let text = "ambassador X2 X3 I2 a1 b1, X4 O1 a1";
    let mv = g.parse_move(&s, text).unwrap();
    assert_eq!(g.format_move(&s, &mv), text);
    assert!(g.legal_moves(&s).contains(&mv));
    let after = play(&g, &s, text).unwrap();
    assert_eq!(after.players[0].ambassadors_used, vec![card(&g, "X2")]);
    assert!(g.ambassadors(&after).is_empty());
    // Face down, its points still count: X2 3, X3 1, X4 1, and X4 again 1.
    let again = holding(&g, "O1", &["X4"]);
    let mut again = again;
    again.players[0].completed = after.players[0].completed.clone();
    again.players[0].ambassadors_used = after.players[0].ambassadors_used.clone();
    assert_eq!(
        play(&g, &again, "ambassador X2 X4 O1 a1").unwrap_err(),
        Illegal::AmbassadorUsed("X2".into())
    );
    assert_eq!(g.score(&after, 0), 3 + 1 + 1 + 1);
    assert_eq!(
        play(&g, &again, "ambassador X4 X4 O1 a1").unwrap_err(),
        Illegal::NotAmbassador("X4".into())
    );
}

#[test]
fn six_players_need_24_black_cards() {
    let base = Options {
        players: Some(6),
        ..Options::default()
    };
    assert_eq!(
        ProjectL::new(&base, 1).err(),
        Some(SetupError::SixPlayers(20))
    );
    let g = with_example(6).unwrap();
    let s = g.initial();
    assert_eq!(s.players.len(), 6);
    let Offer::Rows { black_deck, .. } = &s.offer else {
        panic!("two rows")
    };
    assert_eq!(black_deck.len(), 24 - 4, "24 black cards, 4 on offer");
    let simultaneous = Options {
        turns: Some(Turns::Simultaneous),
        ..with_example(6).unwrap().options
    };
    let g = ProjectL::new(&simultaneous, 1).unwrap();
    let markers = g.initial().markers.unwrap();
    // Six players: the 4th player from the first holds the black marker.
    assert_eq!((markers.black + 6 - markers.white) % 6, 3);
}

#[test]
fn a_repeated_card_id_names_the_file_and_the_card() {
    let twice = Options {
        extra_cards: vec![deck("a.yaml", EXAMPLE), deck("b.yaml", EXAMPLE)],
        ..Options::default()
    };
    let err = ProjectL::new(&twice, 1).err().unwrap();
    assert_eq!(
        err.to_string(),
        "extra-cards b.yaml: card GW01 is already in a.yaml"
    );
}
