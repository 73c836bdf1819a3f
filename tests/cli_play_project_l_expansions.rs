//! `tessera play` with the expansion decks: `--extra-cards` kept in the state file (the
//! game replays without the file), bad decompositions refused with the file unchanged, six
//! players refused without 24 black cards, a repeated card id named with its file, and the
//! arena with six players.

use crate::support::{self, Tessera, apply_refused, run_ok, temp_file};

/// Runs `play new project-l -o FILE EXTRA…`, which must be refused with `reason`.
fn new_refused(file: &str, extra: &[&str], reason: &str) {
    Tessera::new()
        .args(["play", "new", "project-l", "-o", file])
        .args(extra)
        .refused(&format!("project-l: {reason}"))
        .run();
}

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
    // Three players took an O1 and an I2 each; the example deck adds 10 of each ghost kind.
    let show = run_ok(&["play", "show", f]);
    let bank = "bank: 12xO1 12xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4 10xP5 10xU5 10xL5";
    assert!(show.lines().any(|l| l == bank), "{show}");
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    // The bots' game is theirs: that it ended.
    assert!(
        end.lines().last().unwrap().starts_with("game over after "),
        "{end}"
    );
}

#[test]
fn a_bad_decomposition_is_refused_and_the_file_unchanged() {
    let file = support::new_game("project-l", "pl-exp-bad.yaml", &["--extra-cards", EXAMPLE]);
    let cases = [
        (
            "decompose P5 into O1 I4",
            "decompose: O1 I4 do not form the shape of P5 exactly",
        ),
        ("decompose U5 into O1 L4", "your supply has no U5"),
        (
            "decompose L5 into O1 Q4",
            "decompose: \"Q4\" is not a piece kind (did you mean I4?) (kinds: O1 I2 I3 L3 I4 O4 L4 Z4 T4, ghost \
             P5 U5 L5) (write the split as decompose P5 into O1 L4)",
        ),
        (
            "level-up O1 I2",
            "no level-up reward is waiting to be chosen",
        ),
        (
            "ambassador AW01 W01 O1 b2",
            "AW01 is not one of your completed ambassador (M) cards",
        ),
    ];
    for (mv, reason) in cases {
        let message =
            format!("move 1 of those given ({mv:?}) not played: {reason}; the file is unchanged");
        apply_refused(&file, &[mv], &message);
    }
}

#[test]
fn six_players_need_24_black_cards_and_ids_are_never_repeated() {
    let path = support::temp_path("pl-exp-six.yaml");
    let f = path.to_str().unwrap();
    new_refused(
        f,
        &["--players", "6"],
        "6 players need 24 black cards (the Ghost expansion's) and this deck has 20: add them \
         with --extra-cards FILE",
    );
    assert!(!path.exists());
    let twice = format!("extra-cards {EXAMPLE}: card GW01 is already in {EXAMPLE}");
    new_refused(
        f,
        &["--extra-cards", EXAMPLE, "--extra-cards", EXAMPLE],
        &twice,
    );
    let base = "puzzles/projectl/cards.yaml";
    new_refused(
        f,
        &["--extra-cards", base],
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
    // One row per seat (how the bots fare is the games'), then the games played.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 8, "{out}");
    assert!(lines[7].starts_with("2 games, "), "{out}");
}
