//! Структура 25's rules options (`--stalemate`, `--correction`, `--line2`) from the command
//! line: listed by `play new s25 --help`, kept in the state file, taken by the protocol, the
//! arena, `s25 analyze` and `s25 path`, and bad values refused with exit 2.

use crate::support::{TempDir, Tessera, apply_refused, run_ok};
use serde_json::Value;

/// The help's lines for the three readings, each with its default first as the rules put it.
const READINGS_HELP: &str =
    "      --stalemate <WHO>    When nobody can move or at the 60-turn cap without a 25: \
highest (the
                           default: the highest score wins) or draw (nobody wins) [possible values:
                           highest, draw]
      --correction <WHEN>  cap (the default: 25 or more becomes 24 after every collapse, cancelled
                           or not) or no-cap (a token cancels the collapse and the correction: an
                           overload to exactly 25 with a token wins) [possible values: cap, no-cap]
      --line2 <HOW>        per-player (the default: the line of 2 once per game for each player) or
                           once (once in the whole game) [possible values: per-player, once]
";

#[test]
fn play_new_lists_the_readings() {
    let help = run_ok(&["play", "new", "s25", "--help"]);
    let first = help.find("      --stalemate").expect("--stalemate listed");
    assert_eq!(&help[first..first + READINGS_HELP.len()], READINGS_HELP);
}

#[test]
fn the_state_file_keeps_the_readings() {
    let dir = TempDir::new();
    let file = dir.path("s25-readings.yaml");
    let readings = ["--stalemate", "draw", "--correction", "no-cap"];
    Tessera::new()
        .args(["play", "new", "s25", "-o"])
        .arg(&file)
        .args(readings)
        .args(["--line2", "once", "--seed", "0"])
        .stdout(&format!(
            "new s25 game for 2 players, seed 0: {}\nmove 1: player 1 to move\n",
            file.display()
        ))
        .run();
    let state = "format: 2\ngame: s25\noptions:\n  players: 2\n  stalemate: draw\n  \
                 correction: no-cap\n  line2: once\nseed: 0\nhistory: []\nend_of_file: true\n";
    assert_eq!(std::fs::read_to_string(&file).unwrap(), state);
    // The first line of 2 spends it for both players.
    let moves = ["build a1 c1", "build a6 c6", "activate b1 line a1-b1"];
    Tessera::new()
        .args(["play", "apply"])
        .arg(&file)
        .args(moves)
        .stdout(
            "build a1 c1 — placed 2 chips (8 in hand)\n\
             build a6 c6 — placed 2 chips (8 in hand)\n\
             activate b1 line a1-b1 — placed 1 chip (7 in hand); score 0 → 3\n\
             move 4: player 2 to move\n",
        )
        .run();
    let used = "move 1 of those given (\"activate b6 line a6-b6\") not played: the line of 2 is once in the \
                whole game (line2: once), and it has been used; the file is unchanged";
    apply_refused(&file, &["activate b6 line a6-b6"], used);
}

#[test]
fn a_reading_given_at_its_default_is_as_if_not_given() {
    // per-player, cap and highest are the rules' defaults: the state file is a plain game's
    // and the export asks for none of them back.
    let readings = [
        "--line2",
        "per-player",
        "--correction",
        "cap",
        "--stalemate",
        "highest",
    ];
    let seeded = [&readings[..], &["--seed", "0"]].concat();
    let file = crate::support::new_game("s25", "s25-defaults.yaml", &seeded);
    let state = "format: 2\ngame: s25\noptions:\n  players: 2\nseed: 0\nhistory: []\n\
                 end_of_file: true\n";
    assert_eq!(std::fs::read_to_string(&file).unwrap(), state);
    let f = file.to_str().unwrap();
    let doc: Value = serde_json::from_str(&run_ok(&["play", "export", f, "--json"])).unwrap();
    assert_eq!(doc["left_out"], serde_json::json!([]));
}

/// clap's refusal of `value` for `option`, with the values it takes.
fn invalid(value: &str, option: &str, values: &str) -> String {
    format!(
        "tessera: error: invalid value '{value}' for '{option}'\n  [possible values: \
         {values}]\n\nFor more information, try '--help'.\n"
    )
}

#[test]
fn bad_reading_values_exit_2() {
    let dir = TempDir::new();
    let path = dir.path("s25-bad-reading.yaml");
    let cases = [
        ("--stalemate", "tie", "--stalemate <WHO>", "highest, draw"),
        ("--line2", "twice", "--line2 <HOW>", "per-player, once"),
    ];
    for (option, value, shown, values) in cases {
        Tessera::new()
            .args(["play", "new", "s25", "-o"])
            .arg(&path)
            .args([option, value])
            .code(2)
            .stderr(&invalid(value, shown, values))
            .run();
        assert!(!path.exists(), "no state file written");
    }
    let empty = dir.file("s25-bad-reading-position.yaml", "grid: |\n  ......\n");
    Tessera::new()
        .args(["s25", "path"])
        .arg(&empty)
        .args(["--correction", "none"])
        .code(2)
        .stderr(&invalid("none", "--correction <WHEN>", "cap, no-cap"))
        .run();
}

#[test]
fn the_protocol_takes_the_readings() {
    let input = "1 new s25 2 3 stalemate=draw line2=once\n2 play build a1 c1\n\
                 3 play build a6 c6\n4 play activate b1 line a1-b1\n\
                 5 play activate b6 line a6-b6\n6 new s25 2 3 correction=maybe\nquit\n";
    let expected = "=1 move 1: player 1 to move\n\n=2 move 2: player 2 to move\n\n\
                    =3 move 3: player 1 to move\n\n=4 move 4: player 2 to move\n\n\
                    ?5 \"activate b6 line a6-b6\": the line of 2 is once in the whole game \
                    (line2: once), and it has been used\n\n\
                    ?6 correction takes one of cap, no-cap, not \"maybe\"\n\n=\n\n";
    Tessera::new()
        .args(["play", "serve"])
        .stdin(input)
        .stdout(expected)
        .run();
}

#[test]
fn the_arena_takes_the_readings() {
    let args = [
        "--stalemate",
        "draw",
        "--bots",
        "greedy,random",
        "--games",
        "4",
    ];
    let run = Tessera::new()
        .args(["play", "arena", "s25", "--json"])
        .args(args)
        .run();
    // The wins come from the bots' play: the games and the bots are checked.
    let doc: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!((&doc["games"], &doc["complete"]), (&4.into(), &true.into()));
    let bots = doc["bots"].as_array().unwrap();
    let names: Vec<&str> = bots.iter().map(|b| b["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["greedy", "random"]);
}

/// Player 1 at 21 with a token (its quiet move spent): b2 makes a spiral of 4 chips (b2
/// with a2, c2, b1) worth 4, which always collapses.
const SPIRAL: &str = "grid: |\n  .A....\n  A.A...\n  ......\n  ......\n  ......\n  ......\n\
                      players:\n  - score: 21\n    tokens: 1\n    earned: 1\n    spent: \
                      [quiet]\n  - {}\n";

#[test]
fn path_follows_the_correction() {
    let dir = TempDir::new();
    let file = dir.file("s25-spiral-25.yaml", SPIRAL);
    // Capped, 21 + 4 becomes 24 at the collapse, and nothing else adds up to 4 (the line
    // of 2 is 3, the rest 5 or more): impossible at any number of turns. No-cap, the token
    // cancels it: 25 wins.
    Tessera::new()
        .args(["s25", "path", "--max-turns", "1"])
        .arg(&file)
        .code(1)
        .stdout(
            "player 1: impossible: the 4 points still needed are no sum of the combinations \
             left (the last one must not collapse)\n",
        )
        .run();
    Tessera::new()
        .args(["s25", "path", "--max-turns", "1", "--correction", "no-cap"])
        .arg(&file)
        .stdout(
            "player 1: exactly 25 in 1 turn whatever the die shows\n  1. activate b2 spiral \
             b2 token\n     25: won\n",
        )
        .run();
}

/// What `s25 analyze` finds on `SPIRAL`, by hand: each chip player 1 could place and its
/// combinations (21 + 6 is above 25; the spiral at b2 as `spiral` says), and the lines of
/// five: none blocked for player 1; for player 2, with no chip, those through a2, b1, c2.
fn spiral_analysis(spiral: &str, wins_now: &str) -> String {
    format!(
        "player 1 (A):
  a1 line a1-b1: 3 points
  a1 line a1-a2: 3 points
  c1 line b1-c1: 3 points
  c1 line c1-c2: 3 points
  b2 line a2-b2: 3 points
  b2 line a2-c2: 6 points — collapses
  b2 line b2-c2: 3 points
  b2 line b1-b2: 3 points
  b2 spiral b2: 4 points — {spiral}
  d2 line c2-d2: 3 points
  a3 line a2-a3: 3 points
  c3 line c2-c3: 3 points
  lines of five open: a1-e1 b1-f1 a1-a5 a2-a6 a2-e2 b2-f2 b1-b5 b2-b6 a3-e3 b3-f3 c1-c5 c2-c6 \
         a4-e4 b4-f4 d1-d5 d2-d6 a5-e5 b5-f5 e1-e5 e2-e6 a6-e6 b6-f6 f1-f5 f2-f6
  lines of five blocked: none
player 2 (B):
  no combination next turn
  lines of five open: b2-b6 a3-e3 b3-f3 a4-e4 b4-f4 d1-d5 d2-d6 a5-e5 b5-f5 e1-e5 e2-e6 \
         a6-e6 b6-f6 f1-f5 f2-f6
  lines of five blocked: a1-e1 b1-f1 a1-a5 a2-a6 a2-e2 b2-f2 b1-b5 c1-c5 c2-c6
to move: player 1
wins now: {wins_now}
"
    )
}

/// `s25 analyze FILE --depth 1 READINGS…`: the analysis up to its best move (the
/// candidates' values come from the search).
fn analysis(readings: &[&str]) -> String {
    let dir = TempDir::new();
    let file = dir.file("s25-spiral-25.yaml", SPIRAL);
    let run = Tessera::new()
        .args(["s25", "analyze", "--depth", "1"])
        .arg(&file)
        .args(readings)
        .run();
    let (head, _) = run.stdout.split_once("best move: ").unwrap();
    head.to_string()
}

#[test]
fn analyze_follows_the_correction() {
    let no_cap = analysis(&["--correction", "no-cap"]);
    let win = "activate b2 spiral b2 token";
    assert_eq!(no_cap, spiral_analysis("wins", win));
    let capped = analysis(&["--stalemate", "draw", "--line2", "once"]);
    assert_eq!(capped, spiral_analysis("collapses", "none"));
}
