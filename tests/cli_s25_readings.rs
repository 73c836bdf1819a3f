//! Структура 25's rules options (`--stalemate`, `--correction`, `--line2`) from the command
//! line: listed by `play new s25 --help`, kept in the state file, taken by the protocol, the
//! arena, `s25 analyze` and `s25 path`, and bad values refused with exit 2.

use crate::support::{
    assert_apply_refused, assert_refused, new_game, run_ok, temp_file, tessera, tessera_stdin,
};

#[test]
fn play_new_lists_the_readings_and_the_state_file_keeps_them() {
    let help = run_ok(&["play", "new", "s25", "--help"]);
    for option in [
        "--stalemate",
        "--correction",
        "--line2",
        "no-cap",
        "per-player",
    ] {
        assert!(help.contains(option), "{option}: {help}");
    }
    let extra = [
        "--stalemate",
        "draw",
        "--correction",
        "no-cap",
        "--line2",
        "once",
    ];
    let file = new_game("s25", "s25-readings.yaml", &extra);
    let text = std::fs::read_to_string(&file).unwrap();
    for line in ["stalemate: draw", "correction: no-cap", "line2: once"] {
        assert!(text.contains(line), "{line}: {text}");
    }
    // The first line of 2 spends it for both players.
    let f = file.to_str().unwrap();
    run_ok(&[
        "play",
        "apply",
        f,
        "build a1 c1",
        "build a6 c6",
        "activate b1 line a1-b1",
    ]);
    assert_apply_refused(&file, &["activate b6 line a6-b6"], "once in the whole game");
}

#[test]
fn bad_reading_values_exit_2() {
    let path = crate::support::temp_path("s25-bad-reading.yaml");
    let f = path.to_str().unwrap();
    assert_refused(
        &["play", "new", "s25", "-o", f, "--stalemate", "tie"],
        "tie",
    );
    assert_refused(
        &["play", "new", "s25", "-o", f, "--line2", "twice"],
        "twice",
    );
    let empty = temp_file("s25-bad-reading-position.yaml", "grid: |\n  ......\n");
    let e = empty.to_str().unwrap();
    assert_refused(&["s25", "path", e, "--correction", "none"], "none");
}

#[test]
fn the_protocol_and_the_arena_take_the_readings() {
    let input = "1 new s25 2 3 stalemate=draw line2=once\n2 play build a1 c1\n\
                 3 new s25 2 3 correction=maybe\nquit\n";
    let run = tessera_stdin(&["play", "serve"], input);
    assert!(run.stdout.contains("=1 "), "{}", run.stdout);
    assert!(run.stdout.contains("=2 "), "{}", run.stdout);
    assert!(run.stdout.contains("?3 "), "{}", run.stdout);
    assert!(run.stdout.contains("maybe"), "{}", run.stdout);
    let out = run_ok(&[
        "play",
        "arena",
        "s25",
        "--stalemate",
        "draw",
        "--bots",
        "greedy,random",
        "--games",
        "4",
    ]);
    assert!(out.contains("greedy"), "{out}");
}

#[test]
fn path_and_analyze_follow_the_correction() {
    // Player 1 at 21 with a token: b2 makes a spiral of 4 chips (b2 with a2, c2, b1) worth 4.
    let text = "grid: |\n  .A....\n  A.A...\n  ......\n  ......\n  ......\n  ......\n\
                players:\n  - score: 21\n    tokens: 1\n    earned: 1\n    spent: [quiet]\n  - {}\n";
    let file = temp_file("s25-spiral-25.yaml", text);
    let f = file.to_str().unwrap();
    let capped = tessera(&["s25", "path", f, "--max-turns", "1"]);
    assert_eq!(capped.code, 1, "{}", capped.stdout);
    let won = run_ok(&[
        "s25",
        "path",
        f,
        "--max-turns",
        "1",
        "--correction",
        "no-cap",
    ]);
    assert!(won.contains("activate b2 spiral b2 token"), "{won}");
    let analysis = run_ok(&[
        "s25",
        "analyze",
        f,
        "--depth",
        "1",
        "--correction",
        "no-cap",
    ]);
    assert!(analysis.contains("b2 spiral b2 token"), "{analysis}");
    run_ok(&[
        "s25",
        "analyze",
        f,
        "--depth",
        "1",
        "--stalemate",
        "draw",
        "--line2",
        "once",
    ]);
}
