//! Hand-checked rules of the readings the sheet leaves open (the spec's last section):
//! `stalemate draw`, `correction no-cap` and `line2 once`, each against the default.

use super::eval::evaluate;
use super::illegal::Illegal;
use super::moves::parse;
use super::path::{PathAnswer, shortest};
use super::position::sketch as at;
use super::readings::{Correction, Line2, Readings, Stalemate};
use super::rules::winners;
use super::rules::{legal_moves, play};
use super::state::{Phase, State};

fn apply(state: &State, text: &str) -> Result<State, Illegal> {
    play(state, &parse(text).expect("well formed"))
}

fn with(mut state: State, readings: Readings) -> State {
    state.readings = readings;
    state
}

const NO_CAP: Readings = Readings {
    stalemate: Stalemate::Highest,
    correction: Correction::NoCap,
    line2: Line2::PerPlayer,
};

#[test]
fn a_stalemate_is_a_draw_nobody_wins_without_25() {
    // Nobody can place: 9 to 12.
    let nobody = at(
        &["AAAAA.", "AAAAA.", "BBBBB.", "BBBBB."],
        "players:\n  - {score: 9}\n  - {score: 12}\n",
    );
    assert!(nobody.is_over());
    assert_eq!(winners(&nobody), vec![1], "highest: player 2");
    let draw = Readings {
        stalemate: Stalemate::Draw,
        ..Readings::default()
    };
    let drawn = with(nobody, draw);
    assert_eq!(winners(&drawn), Vec::<usize>::new());
    assert_eq!((evaluate(&drawn, 0), evaluate(&drawn, 1)), (0, 0));
}

/// Player 1 at 21 with a token: a chip on b2 makes a spiral of b2 with a2, c2 and b1 (a T
/// of 4 chips, 4 points), so exactly 25, and it always collapses.
fn spiral_to_25() -> State {
    at(
        &[".A", "A.A"],
        "players:\n  - {score: 21, tokens: 1, spent: [quiet]}\n  - {}\nsupply: 6\n",
    )
}

#[test]
fn with_no_cap_an_overload_to_exactly_25_with_a_token_wins() {
    let capped = apply(&spiral_to_25(), "activate b2 spiral b2 token").unwrap();
    assert_eq!(
        (capped.winner, capped.sides[0].score, capped.sides[0].held),
        (None, 24, 0),
        "cap: the cancelled collapse still corrects 25 to 24"
    );
    let won = apply(&with(spiral_to_25(), NO_CAP), "activate b2 spiral b2 token").unwrap();
    assert_eq!(
        (won.winner, won.sides[0].score, won.sides[0].held),
        (Some(0), 25, 0),
        "no-cap: the token cancels the collapse and the correction"
    );
    assert!(won.is_over());
    // Without the token the collapse happens: the correction applies in both readings.
    let rolled = apply(&with(spiral_to_25(), NO_CAP), "activate b2 spiral b2").unwrap();
    assert_eq!(
        (rolled.winner, rolled.sides[0].score, rolled.phase),
        (None, 24, Phase::Roll)
    );
}

#[test]
fn with_no_cap_a_cancelled_collapse_above_25_keeps_the_score() {
    // 20 + a line of 5 (12) = 32: cancelled, it stays 32 (no win); capped, 24.
    let state = at(
        &["AAAA"],
        "players:\n  - {score: 20, tokens: 1, spent: [quiet]}\n  - {}\nsupply: 6\n",
    );
    let capped = apply(&state, "activate e1 line a1-e1 token").unwrap();
    assert_eq!(capped.sides[0].score, 24);
    let kept = apply(&with(state, NO_CAP), "activate e1 line a1-e1 token").unwrap();
    assert_eq!((kept.sides[0].score, kept.winner), (32, None));
}

#[test]
fn the_path_search_finds_the_token_win_only_with_no_cap() {
    let found = |state: &State| matches!(shortest(state, 0, 1).0, PathAnswer::Found { .. });
    assert!(!found(&spiral_to_25()), "cap: no win in one turn");
    assert!(found(&with(spiral_to_25(), NO_CAP)));
}

#[test]
fn with_line2_once_the_first_line_of_2_in_the_game_spends_it_for_everyone() {
    // Player 2 has activated the line of 2; player 1 holds a1 and could add b1.
    let state = at(&["A"], "players:\n  - {}\n  - {score: 3, spent: [line2]}\n");
    let line = "activate b1 line a1-b1";
    assert_eq!(apply(&state, line).unwrap().sides[0].score, 3, "per player");
    let once = with(
        state,
        Readings {
            line2: Line2::Once,
            ..Readings::default()
        },
    );
    assert_eq!(apply(&once, line), Err(Illegal::Line2Gone));
    let listed: Vec<String> = legal_moves(&once)
        .iter()
        .map(super::moves::format)
        .collect();
    assert!(!listed.contains(&line.to_string()), "not listed either");
    // Player 1 activating it first spends it for player 2 as well.
    let fresh = with(
        at(&["A", "", "", "", "", "B"], "players:\n  - {}\n  - {}\n"),
        once.readings,
    );
    let after = apply(&fresh, line).unwrap();
    assert_eq!(
        apply(&after, "activate b6 line a6-b6"),
        Err(Illegal::Line2Gone)
    );
}
