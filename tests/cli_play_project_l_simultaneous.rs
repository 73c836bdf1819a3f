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
    let rows = rows(f);
    assert_eq!(
        (rows[2].0.as_str(), rows[2].1[0].as_str()),
        ("right white", "W01")
    );
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
    assert_eq!(white_deck(f), 26);
    let right_white = vec!["W26".into(), "W21".into(), "W30".into()];
    assert_eq!(rows(f)[2], ("right white".into(), right_white));
    run_ok(&[
        "play", "apply", f, "take W06", "take B18", "take O1", "take W26",
    ]);
    let rows = rows(f);
    assert!(
        rows.iter().all(|(_, cards)| cards.len() == 3),
        "no gap: {rows:?}"
    );
    assert_eq!(rows[2].1[1..], ["W21", "W30"]);
    assert_eq!(white_deck(f), 24);
}

/// The position `play show --json` gives.
fn position(file: &str) -> serde_json::Value {
    let shown = run_ok(&["play", "show", file, "--json"]);
    serde_json::from_str::<serde_json::Value>(&shown).unwrap()["position"].clone()
}

/// The offer's rows: each name and its cards (an empty slot left out).
fn rows(file: &str) -> Vec<(String, Vec<String>)> {
    let position = position(file);
    let row = |r: &serde_json::Value| {
        let cards = r["cards"].as_array().unwrap().iter();
        let ids = cards.filter_map(|c| c.as_str().map(String::from)).collect();
        (r["row"].as_str().unwrap().to_string(), ids)
    };
    position["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(row)
        .collect()
}

fn white_deck(file: &str) -> u64 {
    position(file)["decks"]["white"].as_u64().unwrap()
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
