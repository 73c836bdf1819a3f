//! Структура 25 from the command line: `play` with its notation, the die forced or drawn
//! from the seed, refusals that leave the state file unchanged, position files, the
//! protocol, and the `s25 analyze` and `s25 path` analyses.

use crate::support::{TempFile, Tessera, apply_refused, new_game, run_ok, temp_file};
use serde_json::{Value, json};
use std::path::Path;

/// A game state file imported from a position file.
fn imported(position: &Path, name: &str) -> TempFile {
    let file = crate::support::temp_path(name);
    let (from, to) = (position.to_str().unwrap(), file.to_str().unwrap());
    run_ok(&["play", "import", from, "s25", "-o", to]);
    file
}

/// A position file with the grid's first rows given (the rest empty) and the rest of the
/// file.
fn position(name: &str, rows: &[&str], rest: &str) -> TempFile {
    let mut grid: Vec<String> = rows.iter().map(|r| format!("  {r:.<6}")).collect();
    grid.resize(6, "  ......".into());
    temp_file(name, &format!("grid: |\n{}\n{rest}", grid.join("\n")))
}

/// `move N of those given ("MOVE") not played: REASON; the file is unchanged`.
fn not_played(number: u32, mv: &str, reason: &str) -> String {
    format!("move {number} of those given ({mv:?}) not played: {reason}; the file is unchanged")
}

/// `play show` of a two-player game: the grid's rows as drawn, then the players' lines,
/// the supply and round, and the status.
fn shown(rows: [&str; 6], players: [&str; 2], round: u32, status: &str) -> String {
    let grid: String = (rows.iter().enumerate())
        .map(|(i, r)| format!("{} {r}\n", i + 1))
        .collect();
    format!(
        "  a b c d e f\n{grid}{}\n{}\nsupply: 8 tokens; round {round} of 60\n{status}\n",
        players[0], players[1]
    )
}

#[test]
fn a_new_game_offers_556_moves_and_takes_the_notation() {
    let file = new_game("struktura25", "s25.yaml", &["--seed", "5"]);
    let f = file.to_str().unwrap();
    // 36 quiet moves and 520 builds: the 630 pairs of cells less the 110 that touch (30
    // across, 30 down, 25 + 25 diagonal).
    assert_eq!(run_ok(&["play", "moves", f]).lines().count(), 556);
    let moves = ["build a1 c1", "build a6 c6", "activate b1 line a1-c1"];
    // Each move told with what it did: 10 chips each at the start; a line of 3 scores 6.
    Tessera::new()
        .args(["play", "apply", f])
        .args(moves)
        .stdout(
            "build a1 c1 — placed 2 chips (8 in hand)\n\
             build a6 c6 — placed 2 chips (8 in hand)\n\
             activate b1 line a1-c1 — placed 1 chip (7 in hand); score 0 → 6\n\
             move 4: player 2 to move\n",
        )
        .run();
    // A line of 3 is worth 6 and has no limit; player 1 placed 3 chips, player 2 two.
    let rows = [
        "A A A . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        "B . B . . .",
    ];
    let players = [
        "player 1 (A): score 6, 7 chips in hand, 0 tokens held (0 earned)",
        "player 2 (B): score 0, 8 chips in hand, 0 tokens held (0 earned)",
    ];
    let status = "move 4: player 2 to move";
    Tessera::new()
        .args(["play", "show", f])
        .stdout(&shown(rows, players, 2, status))
        .run();
    Tessera::new()
        .args(["play", "status", f])
        .stdout("move 4: player 2 to move\n")
        .run();
}

#[test]
fn illegal_builds_and_activations_are_refused_and_the_file_is_unchanged() {
    let file = new_game("s25", "refused.yaml", &[]);
    let cases: [(&[&str], String); 3] = [
        (
            &["build a1 b2"],
            not_played(
                1,
                "build a1 b2",
                "a1 and b2 touch (diagonals count): a build's two chips may not touch",
            ),
        ),
        (
            &["build a1 z9"],
            not_played(1, "build a1 z9", "\"z9\" is not a cell (a1 to f6)"),
        ),
        (
            &["activate a1 line a1-b1"],
            not_played(
                1,
                "activate a1 line a1-b1",
                // The chip goes to a1; b1 is empty, so the line is not player 1's.
                "line a1-b1 is not a combination of player 1's chips with a1 in it: b1 is \
                 empty",
            ),
        ),
    ];
    for (moves, message) in cases {
        apply_refused(&file, moves, &message);
    }
}

#[test]
fn moves_out_of_turn_or_unknown_are_refused_and_the_file_is_unchanged() {
    let file = new_game("s25", "refused-turn.yaml", &[]);
    let cases: [(&[&str], String); 5] = [
        (
            &["roll 3"],
            not_played(
                1,
                "roll 3",
                "there is no die to roll: no collapse is waiting",
            ),
        ),
        (
            &["pass"],
            not_played(
                1,
                "pass",
                "pass is allowed only when player 1 cannot place a chip",
            ),
        ),
        (
            &["build a1 c1", "fly"],
            not_played(
                2,
                "fly",
                "not a move: expected build, quiet, activate, pass, roll or remove (e.g. \
                 `build a1 c3`)",
            ),
        ),
        (
            &["--player", "2", "quiet a1"],
            not_played(1, "quiet a1", "it is player 1's move, not player 2's"),
        ),
        (
            &["--player", "3", "quiet a1"],
            not_played(
                1,
                "quiet a1",
                "there is no player 3: the players are 1 to 2",
            ),
        ),
    ];
    for (moves, message) in cases {
        apply_refused(&file, moves, &message);
    }
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
    Tessera::new()
        .args(["play", "apply", f, "activate e1 line a1-e1"])
        .stdout(
            "activate e1 line a1-e1 — placed 1 chip (5 in hand); score 20 → 32, corrected to \
             24; collapse: the die is rolled next\nmove 2: chance\n",
        )
        .run();
    // 20 + 12 = 32 is above 25: a collapse, and the score corrected to 24.
    let mut rows = [
        "A A A A A .",
        ". . . . . .",
        "B B . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
    ];
    let mut players = [
        "player 1 (A): score 24, 5 chips in hand, 0 tokens held (0 earned)",
        "player 2 (B): score 0, 8 chips in hand, 0 tokens held (0 earned)",
    ];
    let status = "collapse: the die is rolled next\nmove 2: chance";
    Tessera::new()
        .args(["play", "show", f])
        .stdout(&shown(rows, players, 1, status))
        .run();
    // No player's move is due, and `play moves` says so rather than print nothing.
    Tessera::new()
        .args(["play", "moves", f])
        .stdout("")
        .stderr(
            "tessera: note: no moves: a chance event is due, not a player's move: `tessera \
             play bot FILE` plays it (or `play apply` with the game's chance move, `tessera \
             rules GAME`)\n",
        )
        .run();
    // A die is due: a move for a player is refused with what to do instead.
    Tessera::new()
        .args(["play", "apply", f, "--player", "1", "roll 5"])
        .file_unchanged(&file)
        .refused(&format!(
            "{f}: move 1 of those given (\"roll 5\") not played: no player is to move: a \
             chance event is due (`tessera play bot FILE` draws it, or play the game's chance \
             move without --player); the file is unchanged"
        ))
        .run();
    rolls_are_checked(&file);
    removals_are_checked(&file);
    // A 5 removes 3 chips, back to the hand.
    rows[0] = ". . . A A .";
    players[0] = "player 1 (A): score 24, 8 chips in hand, 0 tokens held (0 earned)";
    Tessera::new()
        .args(["play", "show", f])
        .stdout(&shown(rows, players, 1, "move 4: player 2 to move"))
        .run();
}

/// While player 1's collapse waits for the die: only a face of the die is taken; then 5.
fn rolls_are_checked(file: &Path) {
    let refused = [
        ("roll 7", "roll 7: a die face is 1 to 6"),
        ("quiet f6", "the die is rolled first (roll 1 to roll 6)"),
    ];
    // A 5 asks for three of the five chips on the grid: player 1 chooses which.
    let removal = "roll 5 — player 1: must take off 3 chips\nmove 3: player 1 to move \
                   (removes 3 chips after the collapse: remove CELLS)\n";
    refused_then(file, refused, "roll 5", removal);
}

/// After a 5 is rolled for player 1's collapse: the removal must name 3 of their chips.
fn removals_are_checked(file: &Path) {
    let refused = [
        ("remove a1 b1", "remove: the die asks for 3 chips, 2 given"),
        ("remove a1 b1 a3", "remove: a3 is not a chip of player 1"),
    ];
    refused_then(
        file,
        refused,
        "remove a1 b1 c1",
        // The 3 chips go back to the hand of 5.
        "remove a1 b1 c1 — 3 chips off the grid (8 in hand)\nmove 4: player 2 to move\n",
    );
}

/// Each of the `refused` moves refused for its reason, then `mv` played with `status`.
fn refused_then(file: &Path, refused: [(&str, &str); 2], mv: &str, status: &str) {
    for (bad, reason) in refused {
        apply_refused(file, &[bad], &not_played(1, bad, reason));
    }
    (Tessera::new().args(["play", "apply"]).arg(file).arg(mv))
        .stdout(status)
        .run();
}

/// Position files refused: the first rows of the grid, the rest of the file, the reason.
const BAD_POSITIONS: [(&[&str], &str, &str); 9] = [
    (
        &["AAAAAA", "AAAAA"],
        "players:\n  - {hand: 0}\n  - {}\n",
        "players[1]: 11 chips on the grid and 0 in hand; a player has 10",
    ),
    (
        &["AE"],
        "players:\n  - {}\n  - {}\n",
        "grid row 1, column b: 'E' is not a player's letter (. or AB)",
    ),
    (
        &[],
        "players:\n  - {score: 26}\n  - {}\n",
        "players[1].score: 26, a score is 0 to 25",
    ),
    (
        &[],
        "players:\n  - {}\n  - {score: -3}\n",
        "players[2].score: -3, a score is 0 to 25",
    ),
    (
        &[],
        "players:\n  - {}\n  - {earned: 3, spent: [cluster, quiet]}\n",
        "players[2].earned: 3, a player earns at most 2 tokens",
    ),
    (
        &[],
        "players:\n  - {score: 2, spent: [cluster]}\n  - {}\n",
        "players[1]: score 2 is below the 7 points of the spent cluster",
    ),
    (
        &[],
        "players:\n  - {earned: 1}\n  - {}\n",
        "players[1]: 1 token earned, but only 0 of the cluster and the quiet move are \
             marked spent (tokens come only from those two: add quiet or cluster to spent)",
    ),
    (
        &[],
        "players:\n  - {}\n  - {tokens: 2, spent: [line2, quiet]}\n",
        "players[2]: 2 tokens earned, but only 1 of the cluster and the quiet move are \
             marked spent (tokens come only from those two: add cluster to spent)",
    ),
    (
        &[],
        "players:\n  - {tokens: 9}\n  - {}\n",
        "players[1].tokens: 9, a player earns at most 2 tokens, so holds at most 2",
    ),
];

#[test]
fn bad_position_files_name_the_file_and_the_item() {
    for (i, (rows, rest, reason)) in BAD_POSITIONS.iter().enumerate() {
        let file = position(&format!("bad{i}.yaml"), rows, rest);
        let message = format!("{}: {reason}", file.display());
        Tessera::new()
            .args(["s25", "analyze"])
            .arg(&file)
            .refused(&message)
            .run();
        Tessera::new()
            .args(["play", "import"])
            .arg(&file)
            .args(["--game", "s25", "-o", "/nonexistent/x.yaml"])
            .refused(&message)
            .run();
    }
}

#[test]
fn export_and_import_round_trip() {
    let file = new_game("s25", "export.yaml", &["--seed", "2"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "build a1 c1", "quiet f6"]);
    // Player 2's first quiet move earned a token from the supply of 8.
    let exported = "grid: |\n  A.A...\n  ......\n  ......\n  ......\n  ......\n  .....B\n\
                    players:\n  - score: 0\n    hand: 8\n    tokens: 0\n    earned: 0\n    \
                    spent: []\n  - score: 0\n    hand: 9\n    tokens: 1\n    earned: 1\n    \
                    spent: [quiet]\nto_move: 1\nsupply: 7\nturns: 2\n";
    Tessera::new()
        .args(["play", "export", f])
        .stdout(exported)
        .run();
    let pos = temp_file("exported.yaml", exported);
    let again = imported(&pos, "again.yaml");
    Tessera::new()
        .args(["play", "export"])
        .arg(&again)
        .stdout(exported)
        .run();
}

/// Player 1 has used the line of 2; player 2, to move, has e5 and f5 and could make one
/// with e4 (e4-e5), unless the line of 2 is once in the whole game.
const LINE2_SPENT: &str = "grid: |\n  A.....\n  A.....\n  ......\n  ......\n  ....BB\n  \
    ......\nplayers:\n  - score: 3\n    spent: [line2]\n  - score: 0\nto_move: 2\n";

#[test]
fn import_takes_the_readings_a_position_leaves_open() {
    let position = temp_file("line2-spent.yaml", LINE2_SPENT);
    let p = position.to_str().unwrap();
    let each = crate::support::temp_path("line2-each.yaml");
    let once = crate::support::temp_path("line2-once.yaml");
    let (e, o) = (each.to_str().unwrap(), once.to_str().unwrap());
    run_ok(&["play", "import", p, "s25", "-o", e]);
    run_ok(&["play", "import", p, "s25", "--line2", "once", "-o", o]);
    assert!(run_ok(&["play", "moves", e]).contains("activate e4 line e4-e5"));
    assert!(!run_ok(&["play", "moves", o]).contains("line e4-e5"));
    let state = std::fs::read_to_string(&once).unwrap();
    assert!(state.contains("\n  line2: once\n"), "{state}");
    // Its export does not keep the reading, and says how to give it again.
    Tessera::new()
        .args(["play", "export", o])
        .stdout_has("grid: |")
        .stderr(
            "note: a position does not record the rules' readings: give `s25 --line2 once` to \
             `play import` to play it on with them\n",
        )
        .run();
    // With --json the note is in the document, not on standard error.
    let run = crate::support::tessera(&["play", "export", o, "--json"]);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        doc["left_out"],
        serde_json::json!([{"name": "line2", "value": "once"}])
    );
    // What the position records is not an option here; the game is named once.
    Tessera::new()
        .args([
            "play",
            "import",
            p,
            "s25",
            "--players",
            "3",
            "-o",
            e,
            "--force",
        ])
        .refused(&format!(
            "{p}: players is set by the position file; the options it leaves open: \
             stalemate, correction, line2"
        ))
        .run();
    Tessera::new()
        .args([
            "play", "import", p, "s25", "--game", "s25", "-o", e, "--force",
        ])
        .refused("give the game once: `play import POSITION GAME`")
        .run();
    Tessera::new()
        .args(["play", "import", p, "s25"])
        .refused("give the state file to write: `play import POSITION -o game.yaml`")
        .run();
}

#[test]
fn the_protocol_serves_s25_with_bots() {
    let input = "1 new s25 2 9\n2 play build a1 c1\n3 genmove greedy\n4 moves\nquit\n";
    // The bot's move and the moves after it come from the engine: the same game played
    // through `play bot` and `play moves` must give the same.
    let file = new_game("s25", "served-bot.yaml", &["--seed", "9"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "apply", f, "build a1 c1"]);
    let bot = run_ok(&["play", "bot", f, "--bot", "greedy"]);
    let (first, _) = bot.split_once('\n').unwrap();
    let told = first.strip_prefix("greedy: ").unwrap();
    let mv = told.split_once(" — ").map_or(told, |(mv, _)| mv);
    let moves = run_ok(&["play", "moves", f]);
    let expected = format!(
        "=1 move 1: player 1 to move\n\n=2 move 2: player 2 to move\n\n=3 {mv}\n\n=4 \
         {moves}\n=\n\n"
    );
    Tessera::new()
        .args(["play", "serve"])
        .stdin(input)
        .stdout(&expected)
        .run();
}

#[test]
fn the_json_protocol_forces_the_die() {
    let start = position(
        "serve.yaml",
        &["AAAA"],
        "players:\n  - {score: 20}\n  - {}\n",
    );
    let state = imported(&start, "served.yaml");
    let input = format!(
        "{{\"id\": 1, \"command\": \"load\", \"args\": [\"{}\"]}}\n{{\"id\": 2, \"command\": \
         \"play\", \"args\": [\"activate e1 line a1-e1\"]}}\n{{\"id\": 3, \"command\": \
         \"roll\", \"args\": [\"4\"]}}\n",
        state.display()
    );
    // 20 + 12 is above 25: a collapse, so the die is next.
    let expected = "{\"id\":1,\"ok\":true,\"result\":[\"move 1: player 1 to move\"]}\n\
                    {\"id\":2,\"ok\":true,\"result\":[\"move 2: chance\"]}\n\
                    {\"id\":3,\"ok\":true,\"result\":[\"roll 4\"]}\n";
    Tessera::new()
        .args(["play", "serve", "--protocol", "json"])
        .stdin(input)
        .stdout(expected)
        .run();
}

/// What `s25 analyze` finds on the grid of `winning()` for both players, checked by hand:
/// every chip each could place and the combinations it would make (a spiral's centre has 3
/// own neighbours; 20 + 6 or 9 is above 25), and the lines of five the other's chips block.
const WINNING_COMBINATIONS: &str = "\
player 1 (A):
  e1 line a1-e1: 12 points — wins
  e1 line b1-e1: 9 points
  e1 line c1-e1: 6 points
  e1 line d1-e1: 3 points
  a2 line a1-a2: 3 points
  b2 line b1-b2: 3 points
  b2 spiral b1: 4 points — collapses
  c2 line c1-c2: 3 points
  c2 spiral c1: 4 points — collapses
  d2 line d1-d2: 3 points
  lines of five open: a1-e1 b1-f1 a2-e2 b2-f2 a4-e4 b4-f4 d1-d5 d2-d6 a5-e5 b5-f5 e1-e5 e2-e6 a6-e6 b6-f6 f1-f5 f2-f6
  lines of five blocked: a1-a5 a2-a6 b1-b5 b2-b6 a3-e3 b3-f3 c1-c5 c2-c6
player 2 (B):
  a2 line a2-a3: 3 points
  b2 line b2-b3: 3 points
  b2 spiral b3: 4 points — collapses
  c2 line c2-c3: 3 points
  d3 line a3-d3: 9 points — collapses
  d3 line b3-d3: 6 points — collapses
  d3 line c3-d3: 3 points
  a4 line a3-a4: 3 points
  b4 line b3-b4: 3 points
  b4 spiral b3: 4 points — collapses
  c4 line c3-c4: 3 points
  lines of five open: a2-a6 a2-e2 b2-f2 b2-b6 a3-e3 b3-f3 c2-c6 a4-e4 b4-f4 d2-d6 a5-e5 b5-f5 e1-e5 e2-e6 a6-e6 b6-f6 f1-f5 f2-f6
  lines of five blocked: a1-e1 b1-f1 a1-a5 b1-b5 c1-c5 d1-d5
to move: player 1
wins now: activate e1 line a1-e1
";

/// Player 1 at 13 with a1-d1, player 2 at 20 with a3-c3: e1 makes a line of 5, exactly 25.
fn winning() -> TempFile {
    position(
        "win.yaml",
        &["AAAA", "", "BBB"],
        "players:\n  - {score: 13}\n  - {score: 20}\n",
    )
}

#[test]
fn analyze_finds_the_winning_move_and_the_combinations() {
    let win = winning();
    let run = Tessera::new().args(["s25", "analyze"]).arg(&win).run();
    // The candidates' values below the win come from the search: the win is checked whole,
    // the others only counted (the default --top is 10).
    let (head, candidates) = run
        .stdout
        .split_once("candidates (evaluation: 12 for each point of score, ±10000 a win):\n")
        .unwrap();
    let best = "best move: activate e1 line a1-e1 (value 10000.0, expectiminimax, depth 2)\n";
    assert_eq!(head, format!("{WINNING_COMBINATIONS}{best}"));
    let lines: Vec<&str> = candidates.lines().collect();
    assert_eq!(
        lines[0],
        "  activate e1 line a1-e1          10000.0  no collapse"
    );
    assert_eq!(lines.len(), 10, "{candidates}");
}

#[test]
fn analyze_json_lists_every_move_and_the_win_for_sure() {
    let args = ["--json", "--top", "0", "--rollouts", "20"];
    let win = winning();
    let run = Tessera::new()
        .args(["s25", "analyze"])
        .arg(&win)
        .args(args)
        .run();
    let doc: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["wins_now"], json!(["activate e1 line a1-e1"]));
    let lines = doc["players"][1]["lines_of_five"].as_array().unwrap();
    assert_eq!(
        lines.len(),
        24,
        "6 rows and 6 columns, 2 lines of five in each"
    );
    let mut blocked: Vec<&str> = (lines.iter())
        .filter(|l| l["blocked_by"] == json!([1]))
        .map(|l| l["line"].as_str().unwrap())
        .collect();
    blocked.sort_unstable();
    let by_a = ["a1-a5", "a1-e1", "b1-b5", "b1-f1", "c1-c5", "d1-d5"];
    assert_eq!(blocked, by_a);
    // --top 0 lists every move: 29 quiet moves, the 10 activations above, and the 330
    // pairs of the 29 empty cells that do not touch (counted by `builds`).
    let candidates = doc["candidates"].as_array().unwrap();
    assert_eq!(candidates.len(), 29 + 10 + builds(&winning_grid()));
    // The win is certain: no collapse, 20 playouts all won, Wilson's 95% interval for
    // 20 of 20 from 20 / (20 + 1.96²) = 0.8389 to 1.
    let win = json!({
        "move": "activate e1 line a1-e1", "value": 10000.0, "collapse": false, "token": false,
        "lose_chips": [1.0, 0.0, 0.0, 0.0],
        "rollouts": {"wins": 20, "playouts": 20, "low": 0.8389, "high": 1.0}
    });
    assert_eq!(candidates[0], win);
}

/// The grid of `winning()`, as (row, column) of its chips.
fn winning_grid() -> Vec<(i32, i32)> {
    let a = (0..4).map(|c| (0, c));
    a.chain((0..3).map(|c| (2, c))).collect()
}

/// Builds on a 6×6 grid with `taken` cells: pairs of empty cells that do not touch.
fn builds(taken: &[(i32, i32)]) -> usize {
    let empty: Vec<(i32, i32)> = (0..36)
        .map(|i| (i / 6, i % 6))
        .filter(|c| !taken.contains(c))
        .collect();
    let apart = |a: (i32, i32), b: (i32, i32)| (a.0 - b.0).abs().max((a.1 - b.1).abs()) > 1;
    (empty.iter().enumerate())
        .map(|(i, &a)| empty[i + 1..].iter().filter(|&&b| apart(a, b)).count())
        .sum()
}

#[test]
fn path_from_the_empty_grid_takes_five_turns() {
    // Turn 1 scores nothing; a build's two chips never share a 2×2 square, so a cluster
    // needs three single chips; the most turns 2 to 4 can score is 6 + 9 + 12, and no
    // three scores they allow make 25: five turns, as the path shows.
    let path = "player 1: exactly 25 in 5 turns whatever the die shows\n  1. build a1 c1\n  \
                2. activate b1 line a1-c1\n  3. activate d1 line a1-d1\n  4. activate a2 line \
                a1-a2\n  5. activate b2 cluster a1-b2\n     25: won\n";
    Tessera::new()
        .args(["s25", "path", "puzzles/struktura25/empty.yaml"])
        .stdout(path)
        .run();
    Tessera::new()
        .args([
            "s25",
            "path",
            "puzzles/struktura25/empty.yaml",
            "--player",
            "3",
        ])
        .refused("--player 3: no such player (players are numbered 1 to 2)")
        .run();
}

#[test]
fn path_says_when_no_combination_is_left() {
    // At 24 with the line of 2 and the cluster spent, only 1 point more wins: none is worth 1.
    let blocked = position(
        "spent.yaml",
        &[],
        "players:\n  - {score: 24, spent: [line2, cluster]}\n  - {}\n",
    );
    let run = Tessera::new()
        .args(["s25", "path", "--json"])
        .arg(&blocked)
        .code(1)
        .run();
    let expected = json!({
        "version": 1, "player": 1, "possible": false, "turns": null, "plan": null,
        "reason": "24 points: no combination is worth 1", "searched_turns": null,
        "complete": true, "nodes": 0
    });
    assert_eq!(
        serde_json::from_str::<Value>(&run.stdout).unwrap(),
        expected
    );
    Tessera::new()
        .args(["s25", "path"])
        .arg(&blocked)
        .code(1)
        .stdout("player 1: impossible: 24 points: no combination is worth 1\n")
        .run();
}

#[test]
fn analyses_of_an_ended_game_are_refused_with_the_reason() {
    // A score of exactly 25 has won: nothing is left to analyse, for either player.
    let won = position(
        "won.yaml",
        &["AA"],
        "players:\n  - {score: 25}\n  - {score: 6}\n",
    );
    let reason = format!(
        "{}: the game is over: player 1 has exactly 25",
        won.display()
    );
    for args in [
        &["s25", "path"][..],
        &["s25", "path", "--player", "2"],
        &["s25", "analyze"],
    ] {
        Tessera::new().args(args).arg(&won).refused(&reason).run();
    }
}

#[test]
fn a_bots_run_tells_the_die_drawn_from_the_seed_as_chance() {
    // The die is no choice of the bot's: every roll is marked drawn, and only rolls are.
    let mut rolls = 0;
    for seed in 1..=10 {
        let seed = seed.to_string();
        let file = new_game("s25", "drawn.yaml", &["--seed", &seed]);
        let f = file.to_str().unwrap();
        let out = run_ok(&[
            "play", "bot", f, "--bot", "random", "--until", "end", "--json",
        ]);
        let doc: Value = serde_json::from_str(&out).unwrap();
        let played = doc["played"].as_array().unwrap();
        let drawn = doc["drawn"].as_array().unwrap();
        assert_eq!(played.len(), drawn.len(), "{out}");
        for (mv, drawn) in played.iter().zip(drawn) {
            let is_roll = mv.as_str().unwrap().starts_with("roll ");
            assert_eq!(drawn.as_bool(), Some(is_roll), "{mv}");
            rolls += usize::from(is_roll);
        }
    }
    assert!(rolls > 0, "some collapse among ten random games");
    // The text says who moved (seed 4 is one of those with a collapse).
    let file = new_game("s25", "drawn-text.yaml", &["--seed", "4"]);
    let f = file.to_str().unwrap();
    let text = run_ok(&["play", "bot", f, "--bot", "random", "--until", "end"]);
    assert!(text.contains("\nchance: roll "), "{text}");
    assert!(!text.contains("random: roll"), "{text}");
}
