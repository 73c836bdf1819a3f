//! `tessera play` with the expansion decks: `--extra-cards` kept in the state file (the
//! game replays without the file), bad decompositions refused with the file unchanged, six
//! players refused without 24 black cards, a repeated card id named with its file, and the
//! arena with six players.

use crate::support::{self, assert_apply_refused, assert_refused, run_ok, temp_file};

const EXAMPLE: &str = "puzzles/projectl/expansion-example.yaml";

#[test]
fn an_expansion_game_replays_without_its_card_file() {
    let deck = temp_file(
        "pl-exp-deck.yaml",
        &std::fs::read_to_string(EXAMPLE).unwrap(),
    );
    let d = deck.to_str().unwrap();
    let file = support::new_game(
        "project-l",
        "pl-exp.yaml",
        &["--players", "3", "--extra-cards", d, "--seed", "4"],
    );
    std::fs::remove_file(&deck).unwrap();
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    assert!(show.contains("10xP5 10xU5 10xL5"), "{show}");
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    assert!(end.contains("game over"), "{end}");
}

#[test]
fn a_bad_decomposition_is_refused_and_the_file_unchanged() {
    let file = support::new_game("project-l", "pl-exp-bad.yaml", &["--extra-cards", EXAMPLE]);
    assert_apply_refused(
        &file,
        &["decompose P5 into O1 I4"],
        "O1 I4 do not form the shape of P5 exactly",
    );
    assert_apply_refused(&file, &["decompose U5 into O1 L4"], "your supply has no U5");
    assert_apply_refused(
        &file,
        &["decompose L5 into O1 Q4"],
        "\"Q4\" is not a piece kind",
    );
    assert_apply_refused(&file, &["level-up O1 I2"], "no level-up reward is waiting");
    assert_apply_refused(
        &file,
        &["ambassador AW01 W01 O1 b2"],
        "AW01 is not one of your completed ambassador (M) cards",
    );
}

#[test]
fn six_players_need_24_black_cards_and_ids_are_never_repeated() {
    let path = support::temp_path("pl-exp-six.yaml");
    let f = path.to_str().unwrap();
    assert_refused(
        &["play", "new", "project-l", "-o", f, "--players", "6"],
        "6 players need 24 black cards",
    );
    assert!(!path.exists());
    assert_refused(
        &[
            "play",
            "new",
            "project-l",
            "-o",
            f,
            "--extra-cards",
            EXAMPLE,
            "--extra-cards",
            EXAMPLE,
        ],
        "card GW01 is already in",
    );
    let base = "puzzles/projectl/cards.yaml";
    assert_refused(
        &["play", "new", "project-l", "-o", f, "--extra-cards", base],
        "extra-cards puzzles/projectl/cards.yaml: card W01 is already in the base deck",
    );
    run_ok(&[
        "play",
        "new",
        "project-l",
        "-o",
        f,
        "--players",
        "6",
        "--extra-cards",
        EXAMPLE,
    ]);
}

#[test]
fn the_arena_plays_six_players_with_the_example_deck() {
    let out = run_ok(&[
        "play",
        "arena",
        "project-l",
        "--bots",
        "greedy,random,planner,greedy,random,greedy",
        "--players",
        "6",
        "--extra-cards",
        EXAMPLE,
        "--games",
        "2",
        "-q",
    ]);
    assert!(out.contains("2 games"), "{out}");
}
