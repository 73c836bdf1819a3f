//! The Project L `search` bot from the command line: `play bot` and the arena with a node
//! or time budget, the protocol's `genmove` with one, the same seed and nodes giving the
//! same moves, and budgets refused with exit 2 (0, past a day, both kinds at once, words),
//! as is a bot asked to move in a finished game.

use crate::support::{self, assert_refused, run_ok, tessera_stdin};

fn new_game(name: &str, extra: &[&str]) -> std::path::PathBuf {
    support::new_game("project-l", name, extra)
}

#[test]
fn play_bot_search_with_nodes_repeats_its_moves() {
    let moves = |name: &str| {
        let file = new_game(name, &["--solo", "hard", "--seed", "6"]);
        let f = file.to_str().unwrap();
        run_ok(&["play", "bot", f, "--bot", "search", "--nodes", "20"])
    };
    let first = moves("pl-search-a.yaml");
    assert!(first.starts_with("search: "), "{first}");
    assert_eq!(
        first.lines().filter(|l| l.starts_with("search: ")).count(),
        3
    );
    assert_eq!(first, moves("pl-search-b.yaml"));
}

#[test]
fn play_bot_search_thinks_within_a_time() {
    let file = new_game("pl-search-think.yaml", &["--seed", "2"]);
    let f = file.to_str().unwrap();
    let out = run_ok(&[
        "play", "bot", f, "--bot", "search", "--think", "20", "--until", "move",
    ]);
    assert!(out.starts_with("search: "), "{out}");
}

#[test]
fn the_arena_runs_search_within_a_node_budget() {
    let out = run_ok(&[
        "play",
        "arena",
        "project-l",
        "--solo",
        "basic",
        "--bots",
        "search",
        "--games",
        "1",
        "--nodes",
        "3",
        "--quiet",
    ]);
    assert!(out.contains("search"), "{out}");
}

#[test]
fn bad_budgets_are_refused() {
    let file = new_game("pl-search-bad.yaml", &[]);
    let f = file.to_str().unwrap();
    let before = std::fs::read(&file).unwrap();
    for (args, reason) in [
        (vec!["--think", "0"], "0 milliseconds"),
        (
            vec!["--think", "86400001"],
            "past the most accepted, 86400000",
        ),
        (vec!["--nodes", "0"], "0 nodes"),
        (vec!["--nodes", "many"], "not a whole number of nodes"),
        (vec!["--think", "5", "--nodes", "5"], "cannot be used with"),
    ] {
        let mut call = vec!["play", "bot", f, "--bot", "search"];
        call.extend(args);
        assert_refused(&call, reason);
    }
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "the game is unchanged"
    );
    assert_refused(
        &[
            "play",
            "arena",
            "project-l",
            "--bots",
            "search,planner",
            "--think",
            "0",
        ],
        "0 milliseconds",
    );
}

#[test]
fn no_bot_moves_in_a_finished_game() {
    let file = new_game("pl-search-over.yaml", &["--solo", "basic", "--seed", "3"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "bot", f, "--bot", "greedy", "--until", "end"]);
    let before = std::fs::read(&file).unwrap();
    assert_refused(&["play", "bot", f, "--bot", "search"], "the game is over");
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn genmove_takes_a_budget() {
    let input = "1 new project-l 1 4 solo=basic\n2 genmove search nodes=5\n3 genmove search think=0\n4 genmove search nodes=5 think=5\n5 genmove search think=10\nquit\n";
    let run = tessera_stdin(&["play", "serve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    assert!(answers[1].starts_with("=2 "), "{}", run.stdout);
    assert!(
        answers[2].starts_with("?3 genmove: a budget of 0 milliseconds"),
        "{}",
        run.stdout
    );
    assert!(
        answers[3].starts_with("?4 usage: genmove"),
        "{}",
        run.stdout
    );
    assert!(answers[4].starts_with("=5 "), "{}", run.stdout);
}
