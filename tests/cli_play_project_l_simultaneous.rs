//! `tessera play` with simultaneous turns: the rows and markers shown, a take from the other
//! marker's rows refused with the file unchanged, player counts refused with exit 2, and a
//! game played to the end by the bots.

use crate::support::{self, assert_apply_refused, assert_refused, run_ok};

#[test]
fn a_take_from_the_other_marker_rows_is_refused_and_the_file_unchanged() {
    let file = support::new_game(
        "project-l",
        "pl-sim.yaml",
        &["--players", "4", "--turns", "simultaneous", "--seed", "7"],
    );
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    assert!(
        show.contains("white marker (left rows): player 2"),
        "{show}"
    );
    assert!(
        show.contains("black marker (right rows): player 4"),
        "{show}"
    );
    // Seed 7: W01 lies in the black marker's white row.
    assert!(show.contains("  white: W01:2/I2"), "{show}");
    assert_apply_refused(&file, &["take W01"], "W01 is in the other marker's rows");
    let moves = run_ok(&["play", "moves", f]);
    assert!(
        moves.contains("take W20") && !moves.contains("take W01"),
        "{moves}"
    );
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    assert!(end.contains("game over"), "{end}");
}

/// The reproducer: the black holder's take of `W26` is refilled at once (the white
/// deck goes from 26 to 24 after one take on each side), not left as a gap.
#[test]
fn the_black_holders_take_is_refilled_at_once() {
    let file = support::new_game(
        "project-l",
        "pl-sim-refill.yaml",
        &["--players", "4", "--turns", "simultaneous", "--seed", "2"],
    );
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    assert!(show.contains("(deck 26)"), "{show}");
    assert!(
        show.contains("  white: W26:0/I3 W21:1/T4 W30:0/L4"),
        "{show}"
    );
    run_ok(&[
        "play", "apply", f, "take W06", "take B18", "take O1", "take W26",
    ]);
    let show = run_ok(&["play", "show", f]);
    assert!(!show.contains("white: ---"), "no gap: {show}");
    assert!(show.contains("W21:1/T4 W30:0/L4"), "{show}");
    assert!(show.contains("(deck 24)"), "{show}");
}

#[test]
fn simultaneous_turns_refuse_two_three_and_six_players() {
    let path = support::temp_path("pl-sim-bad.yaml");
    let f = path.to_str().unwrap();
    for (players, reason) in [
        ("2", "simultaneous turns are for 4 to 6 players, not 2"),
        ("3", "simultaneous turns are for 4 to 6 players, not 3"),
        ("6", "6 players need 24 black cards"),
    ] {
        let args = [
            "play",
            "new",
            "project-l",
            "-o",
            f,
            "--players",
            players,
            "--turns",
            "simultaneous",
        ];
        assert_refused(&args, reason);
    }
    let solo = [
        "play",
        "new",
        "project-l",
        "-o",
        f,
        "--solo",
        "basic",
        "--turns",
        "simultaneous",
    ];
    assert_refused(&solo, "not a solo game");
    assert!(!path.exists(), "no file for a refused setup");
}
