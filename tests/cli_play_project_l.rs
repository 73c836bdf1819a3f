//! `tessera play` with Project L: setup, moves, turns, illegal moves, the wrong player,
//! bots, replay, corrupted state files, the solo game, the arena and the line protocol.

use crate::support::{
    self, assert_apply_refused, assert_refused, run_ok, temp_file, tessera_stdin,
};

fn new_game(name: &str, extra: &[&str]) -> std::path::PathBuf {
    support::new_game("project-l", name, extra)
}

/// The player to move, from 1, read from a status line.
fn to_move(status: &str) -> usize {
    let at = status.find("player ").expect("a player is to move") + 7;
    status[at..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn setup_deals_two_rows_and_the_starting_pieces() {
    let file = new_game("pl-setup.yaml", &["--players", "3", "--seed", "4"]);
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    // Each row: its heading, the four cards drawn (column letters and five rows), and the
    // line of captions (id, points, reward) under them.
    let lines: Vec<&str> = show.lines().collect();
    let mut offered = Vec::new();
    for colour in ["white", "black"] {
        let at = (lines.iter())
            .position(|l| l.starts_with(&format!("{colour} (deck")))
            .unwrap_or_else(|| panic!("a {colour} row: {show}"));
        assert_eq!(lines[at + 1].split_whitespace().count(), 20, "{show}");
        let ids: Vec<&str> = (lines[at + 7].split_whitespace())
            .filter(|w| w.len() == 3 && w[1..].chars().all(|c| c.is_ascii_digit()))
            .collect();
        assert_eq!(ids.len(), 4, "{show}");
        let initial = colour[..1].to_uppercase();
        assert!(ids.iter().all(|id| id.starts_with(&initial)), "{show}");
        offered.extend(ids.iter().map(|id| format!("take {id}")));
    }
    // 14 black cards for 3 players, 4 on offer; 28 white cards left.
    assert!(
        show.contains("(deck 10)") && show.contains("(deck 28)"),
        "{show}"
    );
    // Three players took an O1 and an I2 each from banks of 15.
    assert!(show.contains("bank: 12xO1 12xI2 15xI3"), "{show}");
    assert_eq!(show.matches("supply O1 I2").count(), 3, "{show}");
    let moves = run_ok(&["play", "moves", f]);
    assert!(moves.lines().any(|m| m == "take O1"));
    assert!(moves.lines().any(|m| m == "upgrade O1 I2"));
    let mut takes: Vec<&str> = (moves.lines())
        .filter(|m| m.starts_with("take W") || m.starts_with("take B"))
        .collect();
    takes.sort_unstable();
    offered.sort_unstable();
    assert_eq!(takes, offered, "the cards drawn are the cards one may take");
}

#[test]
fn three_actions_make_a_turn_and_pass_it_on() {
    let file = new_game("pl-turn.yaml", &["--players", "3", "--seed", "9"]);
    let f = file.to_str().unwrap();
    let first = to_move(&run_ok(&["play", "status", f]));
    let status = run_ok(&["play", "apply", f, "take O1", "upgrade O1 I2"]);
    assert_eq!(
        to_move(&status),
        first,
        "two actions: still the same player"
    );
    let status = run_ok(&["play", "apply", f, "exchange I2 O1"]);
    assert_eq!(to_move(&status), first % 3 + 1);
    assert!(status.starts_with("move 4:"), "{status}");
    let replay = run_ok(&["play", "replay", f]);
    assert!(replay.starts_with("ok: 3 moves replay"), "{replay}");
}

#[test]
fn illegal_and_malformed_moves_exit_2_and_leave_the_file_alone() {
    let file = new_game("pl-illegal.yaml", &["--seed", "2"]);
    let cases = [
        ("take B99", "neither a card"),
        ("upgrade I2 O4", "upgrades to level 3"),
        ("take I2", "only a level-1 piece"),
        ("place W05 O1 b2", "not one of your"),
        ("master W05 O1 b2", "not one of your"),
        ("touch W05 O1 b2", "after the last round"),
        ("done", "after the last round"),
        ("pass", "only for when no action"),
        ("frobnicate", "not a move"),
        ("place W05 L4 a1 a2", "outside"),
    ];
    for (bad, reason) in cases {
        assert_apply_refused(&file, &["take O1", bad], "move 2");
        assert_apply_refused(&file, &["take O1", bad], reason);
    }
}

#[test]
fn a_move_by_the_wrong_player_is_refused() {
    let file = new_game("pl-wrong.yaml", &["--players", "2", "--seed", "5"]);
    let f = file.to_str().unwrap();
    let first = to_move(&run_ok(&["play", "status", f]));
    let other = (3 - first).to_string();
    let refusal = format!("not player {other}'s");
    assert_apply_refused(&file, &["--player", &other, "take O1"], &refusal);
    run_ok(&[
        "play",
        "apply",
        f,
        "--player",
        &first.to_string(),
        "take O1",
    ]);
}

#[test]
fn bots_play_a_turn_or_the_whole_game() {
    let file = new_game("pl-bots.yaml", &["--players", "4", "--seed", "11"]);
    let f = file.to_str().unwrap();
    let turn = run_ok(&["play", "bot", f, "--bot", "greedy", "--until", "turn"]);
    assert_eq!(
        turn.lines().filter(|l| l.starts_with("greedy: ")).count(),
        3,
        "{turn}"
    );
    let end = run_ok(&["play", "bot", f, "--bot", "random", "--until", "end"]);
    assert!(
        end.lines().last().unwrap().starts_with("game over after"),
        "{end}"
    );
    let replay = run_ok(&["play", "replay", f]);
    assert!(replay.contains("game over"), "{replay}");
    assert_refused(&["play", "apply", f, "take O1"], "the game is over");
}

#[test]
fn corrupted_state_files_are_refused() {
    let good =
        "format: 1\ngame: project-l\noptions:\n  players: 2\n  bank: 15\nseed: 3\nhistory: []\n";
    let cases = [
        (good.replace("format: 1", "format: 2"), "format 2"),
        (good.replace("players: 2", "players: 7"), "2 to 6 players"),
        (good.replace("bank: 15", "bank: 1"), "too small"),
        (good.replace("history: []", "history: [take W99]"), "move 1"),
        (
            good.replace("history: []", "history: [take O1, place W05 I2 a1 a2]"),
            "move 2",
        ),
        (
            good.replace("  bank: 15\n", "  bank: 15\n  colour: red\n"),
            "unknown field",
        ),
        (good.replace("seed: 3\n", ""), "seed"),
    ];
    for (i, (content, reason)) in cases.iter().enumerate() {
        let file = temp_file(&format!("pl-bad-{i}.yaml"), content);
        assert_apply_refused(&file, &["take O1"], reason);
    }
}

#[test]
fn the_solo_game_deals_a_grid_with_locks() {
    let file = new_game("pl-solo.yaml", &["--solo", "hard", "--seed", "6"]);
    let f = file.to_str().unwrap();
    let show = run_ok(&["play", "show", f]);
    // The grid: each column's lock above it, then three cards in each column.
    let lines: Vec<&str> = show.lines().collect();
    let at = lines.iter().position(|l| *l == "grid:").expect(&show);
    let locks: Vec<&str> = lines[at + 1].split("lock: ").skip(1).collect();
    assert_eq!(
        locks.iter().map(|l| l.trim()).collect::<Vec<_>>(),
        ["1 O1", "2 O1", "1 O1"]
    );
    let captions = (lines.iter())
        .filter(|l| l.split_whitespace().filter(|w| w.ends_with("pt")).count() == 3)
        .count();
    assert_eq!(captions, 3, "three rows of three cards: {show}");
    // 25 cards, 9 dealt; the opponent holds 3 O1s; the bank gave 1 + 4 + 3 O1s and an I2.
    assert!(
        show.contains("deck 16; opponent: score 0, supply 3 O1"),
        "{show}"
    );
    assert!(show.contains("bank: 7xO1 14xI2"), "{show}");
    let end = run_ok(&["play", "bot", f, "--until", "end"]);
    assert!(end.contains("virtual opponent"), "{end}");
    assert_refused(
        &["play", "new", "project-l", "--solo", "easy", "-o", f],
        "possible values: basic, hard, unbeatable",
    );
}

#[test]
fn the_arena_reports_wins_scores_and_speed() {
    let doc = support::arena_json("project-l", "greedy,random", 20, 1);
    let bots = doc["bots"].as_array().unwrap();
    assert_eq!(bots.len(), 2);
    assert!(bots[0]["mean_score"].as_f64().is_some());
    run_ok(&[
        "play",
        "arena",
        "project-l",
        "--solo",
        "basic",
        "--bots",
        "greedy",
        "--games",
        "10",
    ]);
}

#[test]
fn the_line_protocol_plays_project_l() {
    let input = "1 new project-l 2 3\n2 play take O1\n3 play take W99\n4 moves\n5 undo\n6 genmove greedy\nquit\n";
    let run = tessera_stdin(&["play", "serve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    assert!(
        answers[0].starts_with("=1 move 1: player "),
        "{}",
        run.stdout
    );
    assert!(
        answers[1].starts_with("=2 move 2: player "),
        "{}",
        run.stdout
    );
    assert!(
        answers[2].starts_with("?3 \"take W99\": \"W99\" is neither a card"),
        "{}",
        run.stdout
    );
    assert!(answers[3].starts_with("=4 take "), "{}", run.stdout);
    assert!(
        answers[4].starts_with("=5 move 1: player "),
        "{}",
        run.stdout
    );
    assert!(answers[5].starts_with("=6 "), "{}", run.stdout);
}

#[test]
fn the_json_protocol_plays_project_l() {
    let input = concat!(
        "{\"id\": 1, \"command\": \"new\", \"args\": [\"project-l\", \"4\", \"8\"]}\n",
        "{\"id\": 2, \"command\": \"play\", \"args\": [\"take O1\"]}\n",
        "{\"id\": 3, \"command\": \"play\", \"args\": [\"upgrade O1 O4\"]}\n",
        "{\"id\": 4, \"command\": \"genmove\", \"args\": [\"planner\"]}\n",
        "{\"id\": 5, \"command\": \"quit\"}\n",
    );
    let run = tessera_stdin(&["play", "serve", "--protocol", "json"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let replies: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(replies.len(), 5);
    assert_eq!(replies[0]["ok"], true);
    assert_eq!(replies[1]["ok"], true);
    assert!(
        replies[1]["result"][0]
            .as_str()
            .unwrap()
            .starts_with("move 2: player ")
    );
    assert_eq!(replies[2]["ok"], false);
    let error = replies[2]["error"].as_str().unwrap();
    assert!(error.contains("upgrades to level 2"), "{error}");
    assert_eq!(replies[3]["ok"], true, "{:?}", replies[3]);
}
