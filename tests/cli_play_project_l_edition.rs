//! The Czech first edition's exchange (`--edition czech`) through the command line: `play
//! new`, `play apply` (an exchange three levels down refused, the file unchanged; +2 with
//! level 2 empty), the protocol, the arena, `upgrade` and `plan`, and unknown editions
//! refused with exit 2.

use crate::support::{self, assert_apply_refused, assert_refused, run_ok, tessera_stdin};

/// Both players upgrade I2 → I3 → I4 on their first turn (one level up each time is the
/// same in both editions) and take an O1; the first player then has O1, O1 and I4.
fn with_an_i4(name: &str, edition: &[&str]) -> std::path::PathBuf {
    let mut extra = vec!["--seed", "3"];
    extra.extend_from_slice(edition);
    let file = support::new_game("project-l", name, &extra);
    let f = file.to_str().unwrap();
    let turn = ["upgrade I2 I3", "upgrade I3 I4", "take O1"];
    run_ok(&[&["play", "apply", f][..], &turn, &turn].concat());
    file
}

#[test]
fn an_exchange_three_levels_down_is_ukrainian_only() {
    let czech = with_an_i4("pl-czech.yaml", &["--edition", "czech"]);
    let text = std::fs::read_to_string(&czech).unwrap();
    assert!(text.contains("edition: czech"), "{text}");
    assert_apply_refused(
        &czech,
        &["exchange I4 O1"],
        "in the Czech edition I4 can be exchanged only for another kind of its level or one \
         level lower, not O1",
    );
    let c = czech.to_str().unwrap();
    let moves = run_ok(&["play", "moves", c]);
    assert!(moves.contains("exchange I4 L3"), "{moves}");
    assert!(!moves.contains("exchange I4 I2"), "{moves}");
    run_ok(&["play", "apply", c, "exchange I4 I3"]);
    let ukrainian = with_an_i4("pl-ukrainian.yaml", &[]);
    run_ok(&[
        "play",
        "apply",
        ukrainian.to_str().unwrap(),
        "exchange I4 O1",
    ]);
}

#[test]
fn two_up_when_the_bank_has_none_one_up() {
    // A bank of 2 of each kind: the two players' starting I2s leave level 2 empty.
    let file = support::new_game(
        "project-l",
        "pl-czech-two-up.yaml",
        &["--edition", "czech", "--bank", "2", "--seed", "3"],
    );
    let f = file.to_str().unwrap();
    assert_apply_refused(
        &file,
        &["upgrade O1 I4"],
        "O1 upgrades to level 3, not to I4",
    );
    run_ok(&["play", "apply", f, "upgrade O1 L3"]);
}

#[test]
fn the_protocol_and_the_arena_take_the_edition() {
    let input = "1 new project-l 2 3 edition=czech\n2 play upgrade I2 I3\n3 play upgrade I3 I4\n\
                 4 play take O1\n5 play upgrade I2 I3\n6 play upgrade I3 I4\n7 play take O1\n\
                 8 play exchange I4 O1\n9 new project-l 2 3 edition=welsh\nquit\n";
    let run = tessera_stdin(&["play", "serve"], input);
    assert!(run.stdout.contains("?8 "), "{}", run.stdout);
    assert!(
        run.stdout.contains("in the Czech edition"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("?9 "), "{}", run.stdout);
    assert!(run.stdout.contains("welsh"), "{}", run.stdout);
    let out = run_ok(&[
        "play",
        "arena",
        "project-l",
        "--edition",
        "czech",
        "--bots",
        "greedy,random",
        "--games",
        "2",
    ]);
    assert!(out.contains("greedy"), "{out}");
}

#[test]
fn unknown_editions_exit_2() {
    let path = support::temp_path("pl-edition-bad.yaml");
    let f = path.to_str().unwrap();
    let new = ["play", "new", "project-l", "-o", f, "--edition", "polish"];
    assert_refused(&new, "polish");
    assert_refused(
        &["upgrade", "W29", "--supply", "O1", "--edition", "polish"],
        "unknown edition \"polish\"",
    );
}

#[test]
fn upgrade_and_plan_follow_the_czech_edition() {
    // W29 is a straight line of 4; with levels 2 and 3 empty only the Ukrainian sheet's
    // upgrade reaches it (+3).
    let args = ["upgrade", "W29", "--supply", "O1", "--bank", "I4"];
    let ukrainian = run_ok(&args);
    assert!(ukrainian.contains("1. upgrade O1 I4"), "{ukrainian}");
    let czech = support::tessera(&[&args[..], &["--edition", "czech"]].concat());
    assert_eq!(czech.code, 1, "{}", czech.stdout);
    assert!(
        czech.stdout.contains("no sequence of actions"),
        "{}",
        czech.stdout
    );
    // A plan from an I4 to W09 (a domino) with no O1 in the bank: one exchange, or two
    // steps down in the Czech edition.
    let state = support::temp_file(
        "plan-czech.yaml",
        "supply: I4\ncards:\n  - card: W09\nbank: I3 I2\n",
    );
    let s = state.to_str().unwrap();
    let plan = run_ok(&["plan", s, "-q"]);
    assert!(plan.contains("1. exchange I4 I2"), "{plan}");
    let plan = run_ok(&["plan", s, "-q", "--edition", "czech"]);
    assert!(plan.contains("1. exchange I4 I3"), "{plan}");
    assert!(plan.contains("2. exchange I3 I2"), "{plan}");
}
