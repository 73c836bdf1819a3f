//! `s25 path` where 25 can never be reached: each proof of the guide on a position built
//! for it, its words, `possible: false` with the reason and exit 1; where no proof applies,
//! the search, and at `--max-turns 20` no advice to raise it.

use crate::support::{TempFile, Tessera, temp_file};
use serde_json::Value;

/// A position file from the grid's first rows (the rest empty) and the rest of the file.
fn position(name: &str, rows: &[&str], rest: &str) -> TempFile {
    let mut grid: Vec<String> = rows.iter().map(|r| format!("  {r:.<6}")).collect();
    grid.resize(6, "  ......".into());
    temp_file(name, &format!("grid: |\n{}\n{rest}", grid.join("\n")))
}

/// `s25 path FILE ARGS --json`, exit `code`: the JSON document.
fn path_json(file: &TempFile, args: &[&str], code: u8) -> Value {
    let run = Tessera::new()
        .args(["s25", "path", "--json"])
        .arg(file)
        .args(args)
        .code(code)
        .run();
    serde_json::from_str(&run.stdout).unwrap()
}

/// Says impossible, with `reason`, in text and JSON, without searching (0 nodes).
fn says_impossible(file: &TempFile, args: &[&str], player: u32, reason: &str) {
    Tessera::new()
        .args(["s25", "path"])
        .arg(file)
        .args(args)
        .code(1)
        .stdout(&format!("player {player}: impossible: {reason}\n"))
        .run();
    let doc = path_json(file, args, 1);
    assert_eq!(doc["possible"], Value::Bool(false), "{doc}");
    assert_eq!(doc["reason"], reason, "{doc}");
    assert_eq!(doc["searched_turns"], Value::Null, "{doc}");
    assert_eq!(doc["nodes"], 0, "{doc}");
}

const OVERSHOOTS: &str = "every combination left would take the score past 25 (3 points \
                          needed, the smallest left is worth 4)";

#[test]
fn at_22_with_the_line_of_2_and_the_cluster_spent_every_combination_overshoots() {
    // 3 more needed. Lines of 3 to 5 are 6, 9, 12; the open grid fits spirals of 4 and 5
    // chips (4 and 5 points, each collapsing). Every one takes 22 past 25, and a collapse
    // turns it into 24, from which nothing is worth 1: at any number of turns.
    let file = position(
        "s25-overshoot.yaml",
        &["AA", "", "..B", "..B"],
        "players:\n  - score: 6\n  - score: 22\n    spent: [cluster, line2]\nto_move: 2\n",
    );
    says_impossible(&file, &[], 2, OVERSHOOTS);
    says_impossible(&file, &["--max-turns", "20"], 2, OVERSHOOTS);
}

#[test]
fn the_line_of_2_used_by_the_other_player_is_gone_only_with_line2_once() {
    // Player 2 at 22, the cluster spent; player 1 used the line of 2. Each player has
    // their own by default: a chip beside e6 makes a line of 2 (3 points) and wins; e5 is
    // the first free cell in reading order beside e6, so the plan takes it.
    let file = position(
        "s25-line2-once.yaml",
        &["AA", "", "", "", "", "....B"],
        "players:\n  - score: 3\n    spent: [line2]\n  - score: 22\n    spent: [cluster]\n\
         to_move: 2\n",
    );
    Tessera::new()
        .args(["s25", "path"])
        .arg(&file)
        .stdout(
            "player 2: exactly 25 in 1 turn whatever the die shows\n  1. activate e5 line \
             e5-e6\n     25: won\n",
        )
        .run();
    // Once in the whole game, it is gone: what is left is worth 4 at least.
    says_impossible(&file, &["--line2", "once"], 2, OVERSHOOTS);
}

/// Player 1's nine chips two to a row at most, 3 cells apart in rows and in columns: no
/// free cell is in line with two of them within two cells, and no two touch, so the one
/// chip in hand makes no line of 3, no spiral (a centre with 3 arms), and a line of 2
/// only beside a single chip.
const NINE_APART: [&str; 5] = ["A..A..", ".A..A.", "..A..A", "A..A..", ".A...."];

#[test]
fn nine_chips_apart_with_the_line_of_2_spent_can_build_nothing() {
    // Score 10 = the spent line of 2 (3) and cluster (7). With neither left, nothing can
    // be activated, so no chip ever comes back and the score stays 10.
    let file = position(
        "s25-nine-apart.yaml",
        &NINE_APART,
        "players:\n  - score: 10\n    spent: [line2, cluster]\n  - {}\n",
    );
    let reason = "no combination can be built with the chips left (9 on the grid, 1 in hand)";
    says_impossible(&file, &["--max-turns", "20"], 1, reason);
}

#[test]
fn one_chip_in_hand_without_a_spiral_is_one_activation() {
    // The line of 2 open, score 10: no spiral can be made, so no collapse gives chips
    // back, and the one chip in hand is one activation. 15 is no single combination (3,
    // 6, 9, 12; the cluster spent).
    let file = position(
        "s25-one-chip.yaml",
        &NINE_APART,
        "players:\n  - score: 10\n    spent: [cluster]\n  - {}\n",
    );
    let reason = "the 15 points still needed take more activations than the 1 chip in hand \
                  allow (no spiral can be built, so no chip comes back)";
    says_impossible(&file, &[], 1, reason);
}

#[test]
fn at_the_most_turns_the_search_does_not_suggest_raising_them() {
    // Score 13: 12 could be one line of 5 as far as counting goes, so the search runs. It
    // finds nothing (the chip makes at most a line of 2: 16, and then no chip is left).
    let file = position(
        "s25-twelve.yaml",
        &NINE_APART,
        "players:\n  - score: 13\n    spent: [cluster]\n  - {}\n",
    );
    Tessera::new()
        .args(["s25", "path", "--max-turns", "20"])
        .arg(&file)
        .code(1)
        .stdout(
            "player 1: no way to exactly 25 within 20 turns (every line searched; 20 is the \
             most --max-turns allows)\n",
        )
        .run();
    Tessera::new()
        .args(["s25", "path", "--max-turns", "19"])
        .arg(&file)
        .code(1)
        .stdout(
            "player 1: no way to exactly 25 within 19 turns (every line searched; raise \
             --max-turns to look further)\n",
        )
        .run();
    let doc = path_json(&file, &["--max-turns", "20"], 1);
    assert_eq!(doc["possible"], Value::Null, "{doc}");
    assert_eq!(doc["searched_turns"], 20, "{doc}");
}

#[test]
fn a_spiral_on_the_way_is_searched_not_refused() {
    // Score 15, the line of 2 and the cluster spent: 10 more. Lines are 6, 9, 12, so the
    // 10 must be a spiral of 4 (it collapses, but 19 stays 19) and then a line of 3. c3
    // makes the spiral c3 (arms b3, d3, c2); whatever the die takes, the player removes
    // spiral chips and a6 b6 remain, and c6 makes the line a6-c6: 19 + 6 = 25. No one
    // activation is worth 10, so 2 turns.
    let file = position(
        "s25-spiral-first.yaml",
        &["", "..A", ".A.A", "", "", "AA"],
        "players:\n  - score: 15\n    spent: [line2, cluster]\n  - {}\n",
    );
    let doc = path_json(&file, &[], 0);
    assert_eq!(doc["possible"], Value::Bool(true), "{doc}");
    assert_eq!(doc["turns"], 2, "{doc}");
    assert_eq!(doc["plan"]["move"], "activate c3 spiral c3", "{doc}");
    let branches = doc["plan"]["next"].as_array().expect("the die's branches");
    let faces: Vec<&str> = branches
        .iter()
        .map(|b| b["faces"].as_str().unwrap())
        .collect();
    assert_eq!(faces, ["1-2", "3-4", "5-6"]);
    for branch in branches {
        assert_eq!(branch["then"]["next"], "won", "{doc}");
    }
}
