//! Managing saved games: `play undo FILE [N]`, `play list [FOLDER]`, and `play new`'s seed
//! from the clock.

use crate::support::{TempDir, Tessera, new_game, run_ok};

/// The moves of a state file's history, read as YAML (not through the library).
fn history(path: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let doc: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    (doc["history"].as_sequence().unwrap().iter())
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn undo_takes_back_the_last_moves_and_saves() {
    let file = new_game("polyssimo", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "take X", "take C06", "take I"]);
    let out = run_ok(&["play", "undo", f, "2"]);
    assert_eq!(
        out,
        "undone: 2 moves (take C06, take I); move 2: player 2 to move (drafts a piece: take PIECE)\n"
    );
    assert_eq!(history(&file), ["take X"]);
    // One move by default.
    run_ok(&["play", "undo", f]);
    assert!(history(&file).is_empty());
}

#[test]
fn undo_of_more_moves_than_played_is_refused_with_the_file_unchanged() {
    let file = new_game("s25", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "build a1 c1"]);
    let before = std::fs::read(&file).unwrap();
    Tessera::new()
        .args(["play", "undo", f, "3"])
        .refused(&format!(
            "{f}: 3 moves cannot be taken back: the game has 1 move; the file is unchanged"
        ))
        .run();
    assert_eq!(std::fs::read(&file).unwrap(), before);
    Tessera::new()
        .args(["play", "undo", f, "0"])
        .code(2)
        .any_stderr()
        .run();
}

#[test]
fn list_shows_the_saved_games_of_a_folder_newest_first() {
    let dir = TempDir::new();
    let first = dir.path("first.yaml");
    let second = dir.path("second.yaml");
    for (file, game) in [(&first, "polyssimo"), (&second, "s25")] {
        let f = file.to_str().unwrap();
        run_ok(&["play", "new", game, "--seed", "1", "-o", f]);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    run_ok(&["play", "apply", second.to_str().unwrap(), "build a1 c1"]);
    // A puzzle is YAML but no saved game: passed over. A state file of an unknown game is
    // listed with why it does not read.
    dir.file("puzzle.yaml", "board: ['##']\npieces: [I2]\n");
    dir.file(
        "chess.yaml",
        "format: 1\ngame: chess\nseed: 0\nhistory: []\n",
    );
    let folder = dir.path("");
    let out = run_ok(&["play", "list", folder.to_str().unwrap(), "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let games = doc["games"].as_array().unwrap();
    let names: Vec<&str> = (games.iter())
        .map(|g| g["file"].as_str().unwrap().rsplit('/').next().unwrap())
        .collect();
    // The puzzle is left out; chess was written last, then the second game's move.
    assert_eq!(names, ["chess.yaml", "second.yaml", "first.yaml"]);
    assert_eq!(games[1]["game"], "s25");
    assert_eq!(games[1]["players"], 2);
    assert_eq!(games[1]["moves"], 1);
    assert_eq!(games[1]["status"], "move 2: player 2 to move");
    assert_eq!(
        games[2]["status"],
        "move 1: player 1 to move (drafts a piece: take PIECE)"
    );
    assert!(games[0]["problem"].as_str().unwrap().contains("chess"));
    let text = run_ok(&["play", "list", folder.to_str().unwrap()]);
    let second_line = text.lines().nth(1).unwrap();
    assert!(
        second_line.ends_with("second.yaml  s25, 2 players: move 2: player 2 to move  (just now)"),
        "{second_line}"
    );
}

#[test]
fn list_shows_a_damaged_state_file_with_why_and_passes_over_other_yaml() {
    let dir = TempDir::new();
    let game = "format: 2\ngame: s25\noptions:\n  players: 2\nseed: 1\nhistory: []\n";
    // A key of its own, a seed given twice, a negative seed, a broken list: each still has
    // a state file's format and game lines, so each is listed as not reading.
    dir.file(
        "extra.yaml",
        &format!("{game}end_of_file: true\nextra: 1\n"),
    );
    dir.file("twice.yaml", &format!("{game}seed: 2\nend_of_file: true\n"));
    dir.file("negative.yaml", &game.replace("seed: 1", "seed: -5"));
    dir.file(
        "broken.yaml",
        &game.replace("history: []", "history: [oops"),
    );
    dir.file("empty.yaml", "");
    dir.file("puzzle.yaml", "board: ['##']\npieces: [I2]\n");
    // A challenge file has format and game lines too, and its answer: no game of play's.
    dir.file(
        "challenge.yaml",
        "format: 1\ngame: s25\nlevel: 1\nanswer: build a1 c1\nfingerprint: abc\n",
    );
    let out = run_ok(&["play", "list", dir.path("").to_str().unwrap(), "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let mut listed: Vec<&str> = (doc["games"].as_array().unwrap().iter())
        .map(|g| {
            assert!(g["problem"].is_string(), "{g}");
            g["file"].as_str().unwrap().rsplit('/').next().unwrap()
        })
        .collect();
    listed.sort_unstable();
    assert_eq!(
        listed,
        ["broken.yaml", "extra.yaml", "negative.yaml", "twice.yaml"]
    );
}

#[test]
fn list_of_a_folder_without_games_says_so() {
    let dir = TempDir::new();
    let folder = dir.path("");
    let f = folder.to_str().unwrap();
    assert_eq!(
        run_ok(&["play", "list", f]),
        format!("no saved games in {f}\n")
    );
}

#[test]
fn a_new_game_without_a_seed_takes_one_from_the_clock_and_prints_it() {
    let dir = TempDir::new();
    let file = dir.path("g.yaml");
    let f = file.to_str().unwrap();
    let out = run_ok(&["play", "new", "golomb", "-o", f, "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let seed = doc["seed"].as_u64().unwrap();
    assert!(
        seed < 1_000_000,
        "a seed small enough to type again: {seed}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let saved: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    assert_eq!(saved["seed"].as_u64(), Some(seed), "the file keeps it");
}

#[test]
fn every_command_on_a_missing_game_file_says_there_is_none() {
    // The commands that lock the file (apply, bot, undo) said it was "not a regular file".
    let dir = TempDir::new();
    let missing = dir.path("nofile.yaml");
    let name = missing.display().to_string();
    let reason = format!("{name}: cannot read the file: No such file or directory (os error 2)");
    let commands: [&[&str]; 5] = [
        &["play", "apply", &name, "take O1"],
        &["play", "bot", &name],
        &["play", "undo", &name],
        &["play", "show", &name],
        &["play", "moves", &name],
    ];
    for args in commands {
        Tessera::new().args(args).refused(&reason).run();
        assert!(!missing.exists(), "{args:?} made the file");
    }
}
