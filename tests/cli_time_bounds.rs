//! `--time T` ends every command that takes it within T and a fifth of a second, each on an
//! input where the work asked for takes far longer: a proof of the empty Golomb board, a
//! 16-left Polyssimo endgame with a 1 GiB table to allocate, a depth-3 Структура 25
//! analysis with playouts, and `play hint` in each game. (`tile`'s are in cli_limits.rs and
//! cli_setup_limits.rs.) Each run is a process of its own, timed from outside.

use crate::support::{new_game, tessera_process};
use std::time::{Duration, Instant};

/// The promised overshoot, plus room for a loaded machine running the other tests beside
/// (and a debug build's slower set-up). Quiet-machine figures: docs/dev/measurements.md.
fn allowed_past(time: f64) -> Duration {
    let room = if cfg!(debug_assertions) { 6.0 } else { 0.3 };
    Duration::from_secs_f64(time + 0.2 + room)
}

/// Runs `args` with `--time SECS` added, checks the exit code, and that it ended in time.
fn ends_in_time(args: &[&str], seconds: &str, code: i32) {
    let mut all = args.to_vec();
    all.extend(["--time", seconds]);
    let started = Instant::now();
    let run = tessera_process(&all);
    let took = started.elapsed();
    assert_eq!(run.code, code, "{all:?}: {}{}", run.stdout, run.stderr);
    let bound = allowed_past(seconds.parse().unwrap());
    assert!(took < bound, "{all:?} took {took:?}, past {bound:?}");
}

#[test]
fn the_solvers_end_within_their_time() {
    // Each of these takes minutes (the proof of the empty board five; the endgame is
    // unsolved within a minute; depth 3 with playouts a minute): exit 3, stopped.
    let endgame = "puzzles/polyssimo/bench/2p-16-left-1.yaml";
    ends_in_time(&["golomb", "prove", "-q"], "0.3", 3);
    ends_in_time(&["golomb", "prove", "-q", "--hash-mb", "1024"], "0.3", 3);
    ends_in_time(
        &["polyssimo", "solve", endgame, "-q", "--hash-mb", "1024"],
        "0.3",
        3,
    );
    let analyze = [
        "s25",
        "analyze",
        "puzzles/struktura25/empty.yaml",
        "-q",
        "--depth",
        "3",
        "--rollouts",
        "100000",
    ];
    ends_in_time(&analyze, "0.3", 3);
}

#[test]
fn a_hint_ends_within_its_time_in_every_game() {
    // A fresh Project L game: the search bot's default budget alone takes more than 0.1 s,
    // and so does a Структура 25 analysis two turns deep on the empty grid.
    for game in ["project-l", "struktura25", "golomb"] {
        let file = new_game(game, "game.yaml", &["--seed", "3"]);
        ends_in_time(&["play", "hint", file.to_str().unwrap()], "0.1", 0);
    }
    // Polyssimo after the draft: the endgame of 24 pieces is far from solved.
    let file = new_game("polyssimo", "game.yaml", &["--seed", "5"]);
    let path = file.to_str().unwrap();
    for _ in 0..24 {
        let run = tessera_process(&["play", "bot", path, "--until", "move", "--bot", "random"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
    }
    ends_in_time(&["play", "hint", path], "0.1", 0);
}
