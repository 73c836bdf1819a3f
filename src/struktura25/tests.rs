//! Hand-checked rules of Структура 25, each from a small position.

use super::illegal::Illegal;
use super::moves::parse;
use super::position::sketch as at;
use super::rules::{legal_moves, play};
use super::state::{Phase, State};

const TWO: &str = "players:\n  - {}\n  - {}\n";

fn moves(state: &State) -> Vec<String> {
    legal_moves(state)
        .iter()
        .map(super::moves::format)
        .collect()
}

fn apply(state: &State, text: &str) -> Result<State, Illegal> {
    play(state, &parse(text).expect("well formed"))
}

#[test]
fn the_empty_grid_offers_520_builds_and_36_quiet_moves() {
    // 630 pairs of cells less 110 touching pairs (30 + 30 side by side, 50 diagonal).
    let state = State::new(2);
    let all = moves(&state);
    assert_eq!(all.len(), 556);
    assert_eq!(all.iter().filter(|m| m.starts_with("build")).count(), 520);
    assert_eq!(all.iter().filter(|m| m.starts_with("quiet")).count(), 36);
}

#[test]
fn exactly_25_wins_at_once() {
    let state = at(&["AAAA"], "players:\n  - {score: 13}\n  - {}\n");
    let won = apply(&state, "activate e1 line a1-e1").unwrap();
    assert_eq!(won.winner, Some(0));
    assert!(won.is_over());
}

#[test]
fn passing_25_collapses_to_24_then_the_die_then_the_choice() {
    let state = at(&["AAAA"], "players:\n  - {score: 20}\n  - {}\n");
    let collapsed = apply(&state, "activate e1 line a1-e1").unwrap();
    assert_eq!(
        (collapsed.sides[0].score, collapsed.phase),
        (24, Phase::Roll)
    );
    assert_eq!(
        moves(&collapsed),
        Vec::<String>::new(),
        "the die is a chance turn"
    );
    let rolled = apply(&collapsed, "roll 4").unwrap();
    assert_eq!(rolled.phase, Phase::Remove(2));
    assert_eq!(moves(&rolled).len(), 10, "2 of 5 chips");
    assert_eq!(
        apply(&rolled, "remove a1"),
        Err(Illegal::RemoveCount {
            expected: 2,
            given: 1
        })
    );
    let done = apply(&rolled, "remove a1 e1").unwrap();
    assert_eq!(
        (done.sides[0].hand, done.sides[0].chips.count_ones()),
        (7, 3)
    );
    assert_eq!(
        (done.to_move, done.phase, done.sides[0].score),
        (1, Phase::Move, 24)
    );
}

#[test]
fn a_token_cancels_the_collapse_and_leaves_the_game() {
    let state = at(
        &["AAAA"],
        "players:\n  - {score: 20, tokens: 1, spent: [quiet]}\n  - {}\nsupply: 6\n",
    );
    let listed = moves(&state);
    assert!(listed.contains(&"activate e1 line a1-e1 token".to_string()));
    let saved = apply(&state, "activate e1 line a1-e1 token").unwrap();
    let side = saved.sides[0];
    assert_eq!(
        (side.score, side.held, side.earned, side.chips.count_ones()),
        (24, 0, 1, 5)
    );
    assert_eq!(
        (saved.supply, saved.phase, saved.to_move),
        (6, Phase::Move, 1)
    );
    assert_eq!(
        apply(&at(&["AAAA"], TWO), "activate e1 line a1-e1 token"),
        Err(Illegal::TokenWithoutCollapse)
    );
}

#[test]
fn a_clusters_own_token_may_cancel_the_collapse_it_causes() {
    let state = at(&["AA", "A"], "players:\n  - {score: 20}\n  - {}\n");
    let listed = moves(&state);
    assert!(listed.contains(&"activate b2 cluster a1-b2".to_string()));
    assert!(listed.contains(&"activate b2 cluster a1-b2 token".to_string()));
    let saved = apply(&state, "activate b2 cluster a1-b2 token").unwrap();
    let side = saved.sides[0];
    assert_eq!(
        (side.score, side.held, side.earned, side.spent.cluster),
        (24, 0, 1, true)
    );
    assert_eq!(saved.supply, 7);
}

#[test]
fn a_spiral_always_collapses() {
    // b2 with a2, c2 and b1: a T of 4 chips, 4 points; no token, so the die.
    let state = at(&[".A", "A.A"], TWO);
    let after = apply(&state, "activate b2 spiral b2").unwrap();
    assert_eq!((after.sides[0].score, after.phase), (4, Phase::Roll));
    // Five chips on the grid are 4 after a 1, so a 6 (three chips) asks which.
    assert_eq!(apply(&after, "roll 6").unwrap().phase, Phase::Remove(3));
}

#[test]
fn the_die_takes_every_chip_without_asking_when_there_are_too_few() {
    let state = at(&["AAAA"], "players:\n  - {score: 20}\n  - {}\n");
    let mut rolled = apply(&state, "activate e1 line a1-e1").unwrap();
    rolled.sides[0].chips = 0b11; // two chips left (a test shortcut)
    rolled.sides[0].hand = 8;
    let done = apply(&rolled, "roll 5").unwrap();
    assert_eq!(
        (done.sides[0].chips, done.sides[0].hand, done.phase),
        (0, 10, Phase::Move)
    );
}

#[test]
fn once_per_game_combinations_and_the_quiet_token() {
    let spent = at(&["A"], "players:\n  - {score: 3, spent: [line2]}\n  - {}\n");
    assert_eq!(
        apply(&spent, "activate b1 line a1-b1"),
        Err(Illegal::Line2Spent { player: 1 })
    );
    let state = State::new(2);
    let quiet = apply(&state, "quiet c3").unwrap();
    assert_eq!(
        (
            quiet.sides[0].held,
            quiet.supply,
            quiet.sides[0].spent.quiet
        ),
        (1, 7, true)
    );
    // Player 2's first quiet move earns too; player 1's second does not.
    let again = apply(&apply(&quiet, "quiet a1").unwrap(), "quiet f6").unwrap();
    assert_eq!(
        (again.sides[0].held, again.sides[1].held, again.supply),
        (1, 1, 6)
    );
}

#[test]
fn builds_may_not_touch_and_pass_only_when_stuck() {
    let state = State::new(2);
    assert_eq!(
        apply(&state, "build a1 b2"),
        Err(Illegal::Touching("a1".into(), "b2".into()))
    );
    assert_eq!(
        apply(&state, "pass"),
        Err(Illegal::CannotPass { player: 1 })
    );
    let stuck = at(&["AAAAA.", "AAAAA"], TWO);
    assert_eq!(moves(&stuck), vec!["pass"]);
    assert_eq!(
        apply(&stuck, "quiet f1"),
        Err(Illegal::NotEnoughChips {
            player: 1,
            hand: 0,
            needed: 1
        })
    );
    let one = Illegal::NotEnoughChips {
        player: 1,
        hand: 1,
        needed: 2,
    };
    assert_eq!(one.to_string(), "player 1 has 1 chip in hand, 2 needed");
    let none = apply(&stuck, "quiet f1").unwrap_err();
    assert_eq!(
        none.to_string(),
        "player 1 has 0 chips in hand, 1 needed (with none in hand, `pass` is the move)"
    );
    // Two taken cells side by side: what is wrong is that a1 is taken, not that they touch.
    assert_eq!(
        apply(&stuck, "build a1 b1"),
        Err(Illegal::Occupied("a1".into()))
    );
}

#[test]
fn the_die_and_removals_are_checked() {
    let state = at(&["AAAA", "", "B"], "players:\n  - {score: 20}\n  - {}\n");
    let collapsed = apply(&state, "activate e1 line a1-e1").unwrap();
    assert_eq!(apply(&collapsed, "roll 7"), Err(Illegal::Face(7)));
    assert_eq!(apply(&collapsed, "quiet f6"), Err(Illegal::RollFirst));
    let rolled = apply(&collapsed, "roll 1").unwrap();
    assert_eq!(
        apply(&rolled, "remove a3"),
        Err(Illegal::NotOwnChip {
            cell: "a3".into(),
            player: 1
        })
    );
    assert_eq!(apply(&State::new(2), "roll 3"), Err(Illegal::NoRoll));
}

#[test]
fn the_game_ends_when_nobody_can_place_or_at_the_turn_cap() {
    let nobody = at(
        &["AAAAA.", "AAAAA.", "BBBBB.", "BBBBB."],
        "players:\n  - {score: 9}\n  - {score: 12}\n",
    );
    assert!(nobody.is_over());
    let near_cap = at(&[], "players:\n  - {}\n  - {}\nturns: 119\nto_move: 2\n");
    assert!(!near_cap.is_over());
    assert!(apply(&near_cap, "quiet a1").unwrap().is_over());
}

#[test]
fn an_activation_must_hold_the_chip_placed() {
    // a1-c1 is a line of 3 already on the grid, but the chip goes to f6.
    let state = at(&["AAA"], TWO);
    assert!(matches!(
        apply(&state, "activate f6 line a1-c1"),
        Err(Illegal::NoSuchCombination { .. })
    ));
    // The refusal says what is missing: the chip outside, a cell empty, a spiral's arms
    // too few (b2 placed has only b1 beside it), an empty centre.
    let why = |text: &str| match apply(&state, text) {
        Err(Illegal::NoSuchCombination { why, .. }) => why,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(why("activate f6 line a1-c1"), ": f6 is not in it");
    assert_eq!(why("activate e1 line a1-e1"), ": d1 is empty");
    // A cell of another player's is told apart from an empty one.
    let blocked = at(&["AAAB"], TWO);
    match apply(&blocked, "activate e1 line a1-e1") {
        Err(Illegal::NoSuchCombination { why, .. }) => assert_eq!(why, ": d1 is not theirs"),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        why("activate b2 spiral b2"),
        ": b2 has 1 of their chips beside it (left, right, above, below), a spiral needs 3"
    );
    assert_eq!(why("activate d4 spiral e4"), ": e4 is empty");
    // A spiral at b2 (arms b1, a2, c2) is there, but the chip placed, f6, is no arm of it.
    let spiral = at(&[".A", "AAA"], TWO);
    match apply(&spiral, "activate f6 spiral b2") {
        Err(Illegal::NoSuchCombination { why, .. }) => {
            assert_eq!(why, ": f6 is not beside its centre")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        apply(&state, "activate a1 line a1-d1"),
        Err(Illegal::Occupied("a1".into()))
    );
}
