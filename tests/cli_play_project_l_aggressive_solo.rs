//! `tessera play` with aggressive solo: the setup shown, aggressive solo without a
//! difficulty refused, the lock pieces' attacks defended and lost through the command line,
//! refused moves leaving the state file byte for byte unchanged, and the arena.

use crate::support::{self, assert_apply_refused, assert_refused, run_ok};

fn new_game(name: &str) -> std::path::PathBuf {
    let extra = ["--aggressive", "solo", "--solo", "hard", "--seed", "5"];
    support::new_game("project-l", name, &extra)
}

#[test]
fn aggressive_solo_without_a_difficulty_exits_2() {
    let path = support::temp_path("pl-asolo-bad.yaml");
    let f = path.to_str().unwrap();
    let alone = ["play", "new", "project-l", "--aggressive", "solo", "-o", f];
    assert_refused(
        &alone,
        "aggressive solo is a solo game: give its difficulty too",
    );
    assert!(!path.exists());
}

#[test]
fn the_show_lists_the_mixed_locks_and_the_defence_stack() {
    let file = new_game("pl-asolo-show.yaml");
    let show = run_ok(&["play", "show", file.to_str().unwrap()]);
    let locks: Vec<&str> = (show.lines())
        .find(|l| l.contains("lock: "))
        .map(|l| l.split("lock: ").skip(1).map(str::trim).collect())
        .unwrap_or_default();
    assert_eq!(locks, ["O1", "O1 I2", "I3"], "{show}");
    assert!(show.contains("supply 5xO1 I2 I3 L3"), "{show}");
    assert!(show.contains("defence 3 O1"), "{show}");
    assert!(show.contains("attack once a black card"), "{show}");
}

#[test]
fn lock_attacks_are_defended_refused_and_lost_through_the_command_line() {
    let file = new_game("pl-asolo-play.yaml");
    let f = file.to_str().unwrap();
    assert_apply_refused(&file, &["defend O1"], "no attack to defend against");
    assert_apply_refused(
        &file,
        &["charge W05 O1"],
        "not one of your unfinished cards",
    );
    // No card taken: every column stays locked, and the pieces leaving them attack with
    // 1 (O1), 2 (I2) and 3 (I3) against a stack of 3.
    run_ok(&["play", "apply", f, "take O1", "take O1", "take O1"]);
    let show = run_ok(&["play", "show", f]);
    assert!(show.contains("defends against an attack of 1"), "{show}");
    assert_apply_refused(&file, &["take O1"], "must be defended first");
    assert_apply_refused(&file, &["defend 9xO1"], "your defence stack has");
    run_ok(&["play", "apply", f, "defend O1"]);
    assert_apply_refused(&file, &["defend O1"], "short of the attack's 2");
    run_ok(&["play", "apply", f, "defend 2xO1"]);
    let show = run_ok(&["play", "show", f]);
    assert!(
        show.contains("could not meet an attack: the virtual opponent wins"),
        "{show}"
    );
    assert_apply_refused(&file, &["take O1"], "the game is over");
}

#[test]
fn the_arena_and_the_protocol_play_aggressive_solo() {
    let arena = "play arena project-l --aggressive solo --solo basic --bots greedy --games 4";
    let args: Vec<&str> = arena.split(' ').collect();
    let out = run_ok(&args);
    assert!(out.contains("greedy"), "{out}");
    let input = "1 new project-l 1 5 aggressive=solo solo=unbeatable\n2 show\nquit\n";
    let run = support::tessera_stdin(&["play", "serve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("lock: O1 I2") && run.stdout.contains("lock: I3"),
        "{}",
        run.stdout
    );
}
