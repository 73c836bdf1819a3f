//! Arguments read one way everywhere and refused in one style: counts "at least 1", lists
//! separated by spaces or commas, arena options before or after the game, bots told apart
//! by seat, `play export --force`, items counted from 1 in messages, `tessera: error:` for
//! clap's errors too, help for every argument. Each checks the exit code (and the kind of message, not its words).

use crate::support::{TempDir, Tessera};
use serde_json::Value;

/// Runs a command that must be refused: exit 2 and an error in the one style.
fn refused(command: Tessera) -> crate::support::runner::Output {
    command.code(2).stderr_has("tessera: error: ").run()
}

/// `play arena` with these words, two games, as JSON.
fn arena(words: &[&str]) -> Value {
    json(&[&["play", "arena"], words, &["--games", "2", "--json"]].concat())
}

fn json(args: &[&str]) -> Value {
    let run = Tessera::new().args(args.iter().copied()).run();
    serde_json::from_str(&run.stdout).unwrap()
}

#[test]
fn a_count_of_zero_is_refused_as_below_one() {
    for args in [
        &[
            "tile",
            "puzzles/polyomino/pentomino-6x10.yaml",
            "--limit",
            "0",
        ][..],
        &[
            "polyssimo",
            "holes",
            "puzzles/polyssimo/example-position.yaml",
            "--max-size",
            "0",
        ],
        &[
            "plan",
            "puzzles/projectl/example-state.yaml",
            "--max-states",
            "0",
        ],
        &[
            "play",
            "arena",
            "golomb",
            "--bots",
            "random,random",
            "--games",
            "0",
        ],
    ] {
        let run = refused(Tessera::new().args(args.iter().copied()));
        assert!(
            run.stderr.contains("at least 1"),
            "{args:?}: {}",
            run.stderr
        );
        assert!(
            !run.stderr.contains("18446744073709551615"),
            "{}",
            run.stderr
        );
    }
}

#[test]
fn arena_options_may_come_before_the_game() {
    let before = arena(&["--bots", "greedy,random", "golomb"]);
    let after = arena(&["golomb", "--bots", "greedy,random"]);
    assert_eq!(before["bots"].as_array().unwrap().len(), 2);
    assert_eq!(before["games"], after["games"]);
    assert_eq!(before["bots"][0]["wins"], after["bots"][0]["wins"]);
    refused(Tessera::new().args(["play", "arena", "golomb"]));
}

#[test]
fn lists_take_spaces_or_commas() {
    let spaced = arena(&["s25", "--bots", "greedy random"]);
    let commas = arena(&["s25", "--bots", "greedy, random"]);
    assert_eq!(spaced["bots"].as_array().unwrap().len(), 2);
    assert_eq!(spaced["bots"], commas["bots"]);
    let state = "puzzles/projectl/example-state.yaml";
    let goal = |g: &str| json(&["plan", state, "--goal", g, "--json", "-q"])["goal"].clone();
    assert_eq!(goal("W05 W13"), goal("W05,W13"));
    assert_eq!(goal("W05 W13").as_array().unwrap().len(), 2);
}

#[test]
fn a_bot_given_twice_is_named_by_its_seat() {
    let doc = arena(&["golomb", "--bots", "greedy,greedy"]);
    let names: Vec<&str> = (doc["bots"].as_array().unwrap().iter())
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["greedy#1", "greedy#2"]);
    let doc = arena(&["golomb", "--bots", "greedy,random"]);
    assert_eq!(doc["bots"][0]["name"], "greedy");
}

#[test]
fn export_overwrites_only_with_force() {
    let dir = TempDir::new();
    let game = dir.path("game.yaml");
    let position = dir.file("position.yaml", "keep me\n");
    Tessera::new()
        .args(["play", "new", "golomb", "-o"])
        .arg(&game)
        .run();
    Tessera::new()
        .args(["play", "export"])
        .arg(&game)
        .arg("-o")
        .arg(&position)
        .code(2)
        .stderr_has("--force")
        .file_unchanged(&position)
        .run();
    assert_eq!(std::fs::read_to_string(&position).unwrap(), "keep me\n");
    Tessera::new()
        .args(["play", "export"])
        .arg(&game)
        .arg("-o")
        .arg(&position)
        .arg("--force")
        .run();
    assert!(
        std::fs::read_to_string(&position)
            .unwrap()
            .contains("mode: golomb")
    );
}

#[test]
fn a_folder_is_not_offered_force() {
    let dir = TempDir::new();
    let folder = dir.path("adir");
    std::fs::create_dir(&folder).unwrap();
    for force in [false, true] {
        let mut new = Tessera::new()
            .args(["play", "new", "golomb", "-o"])
            .arg(&folder);
        if force {
            new = new.arg("--force");
        }
        let run = refused(new);
        assert!(!run.stderr.contains("--force"), "{}", run.stderr);
    }
}

#[test]
fn items_are_counted_from_one_in_messages() {
    let dir = TempDir::new();
    let puzzle = dir.file(
        "p.yaml",
        "board: |\n  ##\npieces:\n  - name: I2\n  - name: O1\n    colour: red\n",
    );
    let run = refused(Tessera::new().arg("tile").arg(&puzzle));
    assert!(run.stderr.contains("pieces[2]"), "{}", run.stderr);
    let state = dir.file(
        "s.yaml",
        "supply: O1\ncards:\n  - card: W01\n    pieces: [Q9 a1]\n",
    );
    let run = refused(Tessera::new().arg("plan").arg(&state));
    assert!(run.stderr.contains("cards[1]: pieces[1]"), "{}", run.stderr);
}

#[test]
fn every_error_has_one_style() {
    for args in [
        &["tile", "--nope"][..],
        &["tile", "no-such-file.yaml"],
        &["nope"],
    ] {
        let run = refused(Tessera::new().args(args.iter().copied()));
        assert!(
            run.stderr.starts_with("tessera: error: "),
            "{args:?}: {}",
            run.stderr
        );
    }
}

/// Every argument of every command says what it is, and every command what it does.
#[test]
fn every_argument_has_help() {
    fn check(command: &clap::Command, path: &str) {
        assert!(command.get_about().is_some(), "`{path}` has no about");
        for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
            assert!(
                arg.get_help().is_some() || arg.get_long_help().is_some(),
                "`{path}`: {} has no help",
                arg.get_id()
            );
        }
        for sub in command.get_subcommands() {
            check(sub, &format!("{path} {}", sub.get_name()));
        }
    }
    let mut root = tessera::cli::command(&tessera::play::Games::standard());
    root.build();
    check(&root, "tessera");
}

#[test]
fn an_unquoted_move_is_refused_with_a_hint_to_quote_it() {
    let file = crate::support::new_game("project-l", "unquoted.yaml", &["--seed", "1"]);
    crate::support::assert_apply_refused(
        &file,
        &["take", "O1"],
        "(each move is one argument: quote it, e.g. \"take O1\")",
    );
}
