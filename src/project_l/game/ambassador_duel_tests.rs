//! Hand-checked rules of the Ambassador in the aggressive duel (the spec's Decision): an
//! `M` card turned face down by a defence gives no ambassador action, and one turned face
//! down by its ambassador action no longer defends, though its points still count.

use super::test_support::{attack_ready, card, play};
use super::*;
use crate::engine::Game;
use crate::project_l::Supply;

const EXAMPLE: &str = include_str!("../../../puzzles/projectl/expansion-example.yaml");

fn duel_with_the_example_deck() -> ProjectL {
    let options = Options {
        aggressive: Some(Aggressive::Duel),
        extra_cards: vec![DeckText {
            file: "example.yaml".into(),
            text: EXAMPLE.into(),
        }],
        ..Options::default()
    };
    ProjectL::new(&options, 1).unwrap()
}

// `attack_ready(g, "O1", done, 0)`: player 1's `place W01 O1 d2` attacks with 2; player 2
// has completed `done` and has no defence pieces.

/// Player 2's turn, holding two O1s and the cards W13 and W09 to place them on.
fn player_2s_turn(g: &ProjectL, mut s: State) -> State {
    s.to_move = 1;
    s.actions = 0;
    s.players[1].supply = Supply::parse("2xO1").unwrap();
    s.players[1].cards = ["W13", "W09"]
        .map(|id| Unfinished {
            card: card(g, id),
            pieces: Vec::new(),
        })
        .to_vec();
    s
}

#[test]
fn a_card_defended_with_gives_no_ambassador_action() {
    let g = duel_with_the_example_deck();
    let aw01 = card(&g, "AW01");
    let s = attack_ready(&g, "O1", &["AW01"], 0);
    let s = play(&g, &s, "place W01 O1 d2").unwrap();
    assert_eq!(s.attacks, vec![2]);
    // AW01 (2 points) defends 3: enough, and listed.
    let defended = play(&g, &s, "defend AW01").unwrap();
    assert_eq!(defended.players[1].face_down, vec![aw01]);
    let s = player_2s_turn(&g, defended);
    assert!(g.ambassadors(&s).is_empty());
    let listed = g.legal_moves(&s);
    assert!(!listed.iter().any(|m| matches!(m, Move::Ambassador { .. })));
    assert!(
        listed.iter().any(|m| matches!(m, Move::Master(_))),
        "the cards are open"
    );
    assert_eq!(
        play(&g, &s, "ambassador AW01 W13 O1 b2, W09 O1 c3").unwrap_err(),
        Illegal::AmbassadorDefended("AW01".into())
    );
    assert_eq!(g.score(&s, 1), 0, "a card defended with scores nothing");
}

#[test]
fn a_card_used_for_its_ambassador_action_no_longer_defends() {
    let g = duel_with_the_example_deck();
    let (aw01, w05) = (card(&g, "AW01"), card(&g, "W05"));
    let mut s = attack_ready(&g, "O1", &["AW01", "W05"], 0);
    s.players[1].ambassadors_used = vec![aw01];
    assert_eq!(g.face_up(&s, 1), vec![w05]);
    let s = play(&g, &s, "place W01 O1 d2").unwrap();
    // Only W05 (2 points, so 3) defends; AW01 is not among the defences.
    let defences: Vec<String> = (g.legal_moves(&s).iter())
        .map(|m| g.format_move(&s, m))
        .collect();
    assert_eq!(defences, ["defend W05"]);
    assert_eq!(
        play(&g, &s, "defend AW01").unwrap_err(),
        Illegal::AmbassadorCannotDefend("AW01".into())
    );
    // Its points still count: AW01 2, W05 2, W05 face down after the defence.
    assert_eq!(g.score(&s, 1), 2 + 2);
    let after = play(&g, &s, "defend W05").unwrap();
    assert_eq!(g.score(&after, 1), 2);
}

#[test]
fn an_attack_only_an_ambassador_used_card_could_meet_is_lost() {
    let g = duel_with_the_example_deck();
    let mut s = attack_ready(&g, "O1", &["AW01"], 0);
    s.players[1].ambassadors_used = vec![card(&g, "AW01")];
    assert_eq!(g.defence_available(&s, 1), 0);
    let s = play(&g, &s, "place W01 O1 d2").unwrap();
    assert_eq!((s.phase, s.loser), (Phase::Over, Some(1)));
}
