//! Структура 25 from the command line: `play` with its notation, the die forced or drawn
//! from the seed, refusals that leave the state file unchanged, position files, the
//! protocol, and the `s25 analyze` and `s25 path` analyses.

use crate::support::{
    assert_apply_refused, assert_refused, new_game, run_ok, temp_file, tessera, tessera_stdin,
};

/// A game state file imported from a position file.
fn imported(position: &std::path::Path, name: &str) -> std::path::PathBuf {
    let file = crate::support::temp_path(name);
    let (from, to) = (position.to_str().unwrap(), file.to_str().unwrap());
    run_ok(&["play", "import", from, "--game", "s25", "-o", to]);
    file
}

/// A position file with the grid's first rows given (the rest empty) and the rest of the
/// file.
fn position(name: &str, rows: &[&str], rest: &str) -> std::path::PathBuf {
    let mut grid: Vec<String> = rows.iter().map(|r| format!("  {r:.<6}")).collect();
    grid.resize(6, "  ......".into());
    temp_file(name, &format!("grid: |\n{}\n{rest}", grid.join("\n")))
}

#[test]
fn a_new_game_offers_556_moves_and_takes_the_notation() {
    let file = new_game("struktura25", "s25.yaml", &["--seed", "5"]);
    let f = file.to_str().unwrap();
    assert_eq!(run_ok(&["play", "moves", f]).lines().count(), 556);
    run_ok(&[
        "play",
        "apply",
        f,
        "build a1 c1",
        "build a6 c6",
        "activate b1 line a1-c1",
    ]);
    let shown = run_ok(&["play", "show", f]);
    assert!(shown.contains("1 A A A . . ."), "{shown}");
    assert!(
        shown.contains("player 1 (A): score 6, 7 chips in hand"),
        "{shown}"
    );
    assert!(shown.contains("used: none"), "{shown}");
    assert_eq!(run_ok(&["play", "status", f]), "move 4: player 2 to move\n");
}

#[test]
fn illegal_and_malformed_moves_are_refused_and_the_file_is_unchanged() {
    let file = new_game("s25", "refused.yaml", &[]);
    assert_apply_refused(&file, &["build a1 b2"], "a1 and b2 touch");
    assert_apply_refused(&file, &["build a1 z9"], "\"z9\" is not a cell");
    assert_apply_refused(
        &file,
        &["activate a1 line a1-b1"],
        "not a combination of player 1's chips",
    );
    assert_apply_refused(&file, &["roll 3"], "no die to roll");
    assert_apply_refused(&file, &["pass"], "pass is allowed only when");
    assert_apply_refused(&file, &["build a1 c1", "fly"], "not a move");
    assert_apply_refused(
        &file,
        &["--player", "2", "quiet a1"],
        "player 1's move, not player 2's",
    );
}

#[test]
fn the_die_is_forced_by_roll_and_removals_are_checked() {
    let start = position(
        "start.yaml",
        &["AAAA", "", "BB"],
        "players:\n  - {score: 20}\n  - {}\n",
    );
    let file = imported(&start, "collapse.yaml");
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "activate e1 line a1-e1"]);
    assert!(run_ok(&["play", "show", f]).contains("score 24"));
    assert_apply_refused(&file, &["roll 7"], "roll 7: a die face is 1 to 6");
    assert_apply_refused(&file, &["quiet f6"], "the die is rolled first");
    run_ok(&["play", "apply", f, "roll 5"]);
    assert_apply_refused(
        &file,
        &["remove a1 b1"],
        "the die asks for 3 chips, 2 given",
    );
    assert_apply_refused(&file, &["remove a1 b1 a3"], "a3 is not a chip of player 1");
    run_ok(&["play", "apply", f, "remove a1 b1 c1"]);
    assert!(run_ok(&["play", "show", f]).contains("player 1 (A): score 24, 8 chips in hand"));
}

#[test]
fn bad_position_files_name_the_file_and_the_item() {
    let cases: [(&[&str], &str, &str); 6] = [
        (
            &["AAAAAA", "AAAAA"],
            "players:\n  - {hand: 0}\n  - {}\n",
            "players[1]: 11 chips on the grid and 0 in hand",
        ),
        (
            &["AE"],
            "players:\n  - {}\n  - {}\n",
            "grid row 1, column b: 'E' is not a player's letter",
        ),
        (
            &[],
            "players:\n  - {score: 26}\n  - {}\n",
            "players[1].score: 26",
        ),
        (
            &[],
            "players:\n  - {}\n  - {earned: 3, spent: [cluster, quiet]}\n",
            "players[2].earned: 3",
        ),
        (
            &[],
            "players:\n  - {score: 2, spent: [cluster]}\n  - {}\n",
            "players[1]: score 2 is below",
        ),
        (
            &[],
            "players:\n  - {earned: 1}\n  - {}\n",
            "players[1]: 1 tokens earned",
        ),
    ];
    for (i, (rows, rest, reason)) in cases.iter().enumerate() {
        let file = position(&format!("bad{i}.yaml"), rows, rest);
        let f = file.to_str().unwrap();
        let message = assert_refused(&["s25", "analyze", f], reason);
        assert!(message.contains(f), "{message}");
        assert_refused(
            &[
                "play",
                "import",
                f,
                "--game",
                "s25",
                "-o",
                "/nonexistent/x.yaml",
            ],
            reason,
        );
    }
}

#[test]
fn export_and_import_round_trip() {
    let file = new_game("s25", "export.yaml", &["--seed", "2"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "build a1 c1", "quiet f6"]);
    let exported = run_ok(&["play", "export", f]);
    assert!(
        exported.contains("A.A...") && exported.contains("spent: [quiet]"),
        "{exported}"
    );
    let pos = temp_file("exported.yaml", &exported);
    let again = imported(&pos, "again.yaml");
    assert_eq!(
        run_ok(&["play", "export", again.to_str().unwrap()]),
        exported
    );
}

#[test]
fn the_protocol_serves_s25_with_forced_rolls_and_bots() {
    let input = "1 new s25 2 9\n2 play build a1 c1\n3 genmove greedy\n4 moves\nquit\n";
    let run = tessera_stdin(&["play", "serve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("=2 move 2: player 2 to move"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("=3 "), "{}", run.stdout);
    let start = position(
        "serve.yaml",
        &["AAAA"],
        "players:\n  - {score: 20}\n  - {}\n",
    );
    let state = imported(&start, "served.yaml");
    let json = format!(
        "{{\"id\": 1, \"command\": \"load\", \"args\": [\"{}\"]}}\n{{\"id\": 2, \"command\": \"play\", \"args\": [\"activate e1 line a1-e1\"]}}\n{{\"id\": 3, \"command\": \"roll\", \"args\": [\"4\"]}}\n",
        state.display()
    );
    let run = tessera_stdin(&["play", "serve", "--protocol", "json"], &json);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("\"id\": 3, \"ok\": true")
            || run.stdout.contains("\"id\":3,\"ok\":true"),
        "{}",
        run.stdout
    );
}

#[test]
fn analyze_finds_the_winning_move_and_reports_risks() {
    let file = position(
        "win.yaml",
        &["AAAA", "", "BBB"],
        "players:\n  - {score: 13}\n  - {score: 20}\n",
    );
    let text = run_ok(&["s25", "analyze", file.to_str().unwrap()]);
    assert!(text.contains("wins now: activate e1 line a1-e1"), "{text}");
    assert!(text.contains("best move: activate e1 line a1-e1"), "{text}");
    let doc: serde_json::Value = serde_json::from_str(&run_ok(&[
        "s25",
        "analyze",
        file.to_str().unwrap(),
        "--json",
        "--top",
        "0",
        "--rollouts",
        "20",
    ]))
    .unwrap();
    assert_eq!(doc["wins_now"][0], "activate e1 line a1-e1");
    let lines = doc["players"][1]["lines_of_five"].as_array().unwrap();
    assert_eq!(lines.len(), 24);
    let candidates = doc["candidates"].as_array().unwrap();
    assert!(candidates.len() > 100);
    let total: f64 = candidates[0]["lose_chips"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert_eq!(candidates[0]["rollouts"]["playouts"], 20);
}

#[test]
fn path_from_the_empty_grid_takes_five_turns() {
    let text = run_ok(&["s25", "path", "puzzles/struktura25/empty.yaml"]);
    assert!(
        text.starts_with("player 1: exactly 25 in 5 turns"),
        "{text}"
    );
    let blocked = position(
        "spent.yaml",
        &[],
        "players:\n  - {score: 24, spent: [line2, cluster]}\n  - {}\n",
    );
    let run = tessera(&["s25", "path", blocked.to_str().unwrap(), "--json"]);
    assert_eq!(run.code, 1, "impossible is a definite no");
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["possible"], false);
    assert_refused(
        &[
            "s25",
            "path",
            "puzzles/struktura25/empty.yaml",
            "--player",
            "3",
        ],
        "--player 3: no such player",
    );
}
