//! The Golomb openings table: `golomb prove --openings` on the empty board answers from the
//! shipped table at once, its refutations re-prove (a sample here; every value with
//! `golomb openings check --all`, see docs/testing.md), `perfect` and the hint play from
//! it as the second player, a table written from a checkpoint agrees with the shipped one,
//! and a damaged or foreign table is refused with exit 2 naming the file.

use crate::support::{TempDir, assert_refused, new_game, run_ok, tessera};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&run_ok(args)).unwrap()
}

/// The shipped table as `golomb prove --openings --json` lists it.
fn shipped() -> Value {
    json(&["golomb", "prove", "--openings", "--json"])
}

#[test]
fn prove_openings_on_the_empty_board_answers_from_the_shipped_table() {
    let report = shipped();
    assert_eq!(report["source"], "the shipped openings table", "{report}");
    assert_eq!(report["wins"], true, "{report}");
    let moves = report["moves"].as_array().unwrap();
    // Orman (1996): 296 first moves up to symmetry, leaving 1181 to 1974 replies.
    assert_eq!(moves.len(), 296);
    let replies: Vec<u64> = moves
        .iter()
        .map(|m| m["replies"].as_u64().unwrap())
        .collect();
    assert_eq!(replies.iter().min(), Some(&1181));
    assert_eq!(replies.iter().max(), Some(&1974));
    assert!(
        replies.is_sorted(),
        "the prover's order: fewest replies first"
    );
    for m in moves {
        let refuted = m["refutation"].is_string();
        match m["value"].as_str().unwrap() {
            "loses" => assert!(refuted, "{m}"),
            "wins" => assert!(!refuted, "{m}"),
            other => panic!("value {other}"),
        }
    }
    let opening = moves.iter().find(|m| m["move"] == "L c5 d5 e5 f5 c6");
    assert_eq!(opening.unwrap()["value"], "wins", "the empty board's proof");
    let text = run_ok(&["golomb", "prove", "--openings"]);
    assert!(text.contains("  1. L c4 d4 e4 f4 c5"), "{text}");
    assert!(
        text.contains("296 of 296 first moves settled in the shipped openings table"),
        "{text}"
    );
    assert!(
        !text.contains("prove the rest"),
        "every first move is settled: {text}"
    );
}

#[test]
fn an_exported_empty_board_answers_from_the_table_and_another_position_is_proved() {
    let dir = TempDir::new();
    let game = new_game("golomb", "new.yaml", &["--seed", "1"]);
    let position = dir.path("empty.yaml");
    let export = ["play", "export", game.to_str().unwrap(), "-o"];
    run_ok(&[&export[..], &[position.to_str().unwrap()]].concat());
    let file = position.to_str().unwrap();
    let report = json(&["golomb", "prove", file, "--openings", "--json"]);
    assert_eq!(report["source"], "the shipped openings table", "{report}");
    assert_eq!(report["moves"].as_array().unwrap().len(), 296);
    let six_left = "puzzles/polyssimo/golomb-6-left.yaml";
    let live = json(&["golomb", "prove", six_left, "--openings", "--json"]);
    assert_eq!(live["source"], "a live proof", "{live}");
}

#[test]
fn a_sample_of_the_shipped_refutations_re_proves() {
    // Each refutation's proof is 2 to 200 million nodes: one (seed 3 draws one of about
    // 6 million) is re-proved here, every one by the opt-in long check.
    let report = json(&[
        "golomb", "openings", "check", "--sample", "1", "--seed", "3", "--json",
    ]);
    assert_eq!(report["openings"], 296, "{report}");
    assert_eq!(report["refutations_reproved"], 1, "{report}");
    assert_eq!(report["wins_reproved"], 0, "{report}");
    assert_eq!(report["wrong"], serde_json::json!([]), "{report}");
}

#[test]
fn after_a_losing_first_move_perfect_plays_a_proved_refutation() {
    // The second player's book holds an answer after every first move the table refutes
    // (a winning reply of its own proof); after `X d3 c4 d4 e4 d5` it is the table's own
    // refutation (its line: `X d3 c4 d4 e4 d5 / N e5 f5 g5 d6 e6`).
    let openings = [
        ("X d3 c4 d4 e4 d5", Some("N e5 f5 g5 d6 e6")),
        ("Y c4 d4 e4 f4 d5", None),
        ("I a1 b1 c1 d1 e1", None),
    ];
    for (opening, refutation) in openings {
        let game = new_game("golomb", "game.yaml", &["--seed", "4"]);
        let file = game.to_str().unwrap();
        run_ok(&["play", "apply", file, opening]);
        let hint = json(&["play", "hint", file, "--json"]);
        assert_eq!(hint["figures"]["wins"], true, "{hint}");
        assert_eq!(hint["method"], "the Golomb strategy book", "{hint}");
        if let Some(refutation) = refutation {
            assert_eq!(hint["moves"][0], refutation, "{hint}");
        }
        run_ok(&["play", "bot", file, "--bot", "perfect", "--until", "move"]);
        let text = std::fs::read_to_string(file).unwrap();
        let last = text.lines().rfind(|l| l.starts_with("- ")).unwrap();
        assert_eq!(Some(&last[2..]), hint["moves"][0].as_str(), "{text}");
    }
}

#[test]
fn after_a_refuted_first_move_the_book_plays_on_for_the_second_player() {
    // The shipped book holds the second player's answers after these refuted first moves:
    // its answer after the refutation and any third move keeps the first player lost.
    let openings = [
        ("L c4 d4 e4 f4 c5", "2"),
        ("L c4 d4 e4 f4 c5", "9"),
        ("F c4 d4 d5 e5 d6", "3"),
        ("F d4 e4 e5 f5 e6", "5"),
        ("L d4 e4 f4 g4 d5", "6"),
        ("I a1 b1 c1 d1 e1", "7"),
        ("Y c4 d4 e4 f4 d5", "8"),
        ("N b5 c5 d5 d6 e6", "9"),
        ("F c5 d5 d6 e6 d7", "10"),
    ];
    for (opening, seed) in openings {
        let game = new_game("golomb", "game.yaml", &["--seed", seed]);
        let file = game.to_str().unwrap();
        run_ok(&["play", "apply", file, opening]);
        for bot in ["perfect", "random", "perfect"] {
            run_ok(&["play", "bot", file, "--bot", bot, "--until", "move"]);
        }
        let hint = json(&["play", "hint", file, "--json", "--time", "6"]);
        assert_eq!(
            hint["figures"]["wins"], false,
            "{opening}, seed {seed}: {hint}"
        );
    }
}

#[test]
fn after_a_winning_first_move_the_hint_says_every_reply_loses() {
    let game = new_game("golomb", "game.yaml", &["--seed", "4"]);
    let file = game.to_str().unwrap();
    run_ok(&["play", "apply", file, "N c4 d4 e4 e5 f5"]);
    let hint = json(&["play", "hint", file, "--json", "--time", "0.5"]);
    assert_eq!(hint["figures"]["wins"], false, "{hint}");
    assert_eq!(hint["figures"]["exact"], true, "{hint}");
    let reason = hint["reasons"][0].as_str().unwrap();
    assert!(
        reason.starts_with("every move loses (proved: the shipped openings table"),
        "{hint}"
    );
    assert!(!reason.contains("cells left"), "{hint}");
}

#[test]
fn after_a_winning_first_move_and_any_reply_the_hint_says_the_position_is_won() {
    // Every reply to a first move the table proves winning loses, so whatever the reply,
    // the first player is then to move in a won position: the hint says so, whether or
    // not its live proof finds the winning move in the time (then its move is a guess).
    for reply in ["I a1 b1 c1 d1 e1", "X g6 f7 g7 h7 g8", "T a6 b6 c6 b7 b8"] {
        let game = new_game("golomb", "game.yaml", &["--seed", "4"]);
        let file = game.to_str().unwrap();
        run_ok(&["play", "apply", file, "N c4 d4 e4 e5 f5", reply]);
        let hint = json(&["play", "hint", file, "--json", "--time", "0.5"]);
        assert_eq!(hint["figures"]["wins"], true, "{reply}: {hint}");
        let reason = hint["reasons"][0].as_str().unwrap();
        let table = "the shipped openings table proves every reply to N c4 d4 e4 e5 f5 loses";
        assert!(reason.contains(table), "{reply}: {hint}");
        let exact = hint["figures"]["exact"] == true;
        assert_eq!(exact, reason.starts_with("wins: "), "{reply}: {hint}");
    }
    // After a first move the table proves losing, and its refutation, nothing is claimed.
    let game = new_game("golomb", "game.yaml", &["--seed", "4"]);
    let file = game.to_str().unwrap();
    run_ok(&[
        "play",
        "apply",
        file,
        "Y c4 d4 e4 f4 d5",
        "I d8 e8 f8 g8 h8",
    ]);
    let hint = json(&["play", "hint", file, "--json", "--time", "0.5"]);
    assert_ne!(hint["figures"]["wins"], true, "{hint}");
}

#[test]
fn a_table_written_from_the_kept_checkpoint_agrees_with_the_shipped_one() {
    let dir = TempDir::new();
    let out = dir.path("openings.txt");
    let write = [
        "golomb",
        "openings",
        "write",
        "--checkpoint",
        "docs/golomb-openings-checkpoint.json",
        "-o",
        out.to_str().unwrap(),
    ];
    let written = json(&[&write[..], &["--json"]].concat());
    assert_eq!(written["openings"], 296, "{written}");
    // The kept checkpoint settles the opening the empty board's proof found, at least.
    assert!(written["wins"].as_u64().unwrap() >= 1, "{written}");
    let check = json(&[
        "golomb",
        "openings",
        "check",
        out.to_str().unwrap(),
        "--sample",
        "0",
        "--json",
    ]);
    assert_eq!(check["wins"], written["wins"], "{check}");
    // Every value the kept checkpoint settles, the shipped table has too.
    let ours = std::fs::read_to_string(&out).unwrap();
    let theirs = std::fs::read_to_string("data/golomb-openings.txt").unwrap();
    for line in ours.lines().skip(4).filter(|l| !l.starts_with("unknown ")) {
        let head = |l: &str| l.split(" / ").next().unwrap().to_string();
        assert!(theirs.lines().any(|t| head(t) == head(line)), "{line}");
    }
    // Written again without --force: refused, the table kept.
    assert_refused(&write, "exists");
}

#[test]
fn a_damaged_or_foreign_table_is_refused_naming_the_file() {
    let dir = TempDir::new();
    let shipped = std::fs::read_to_string("data/golomb-openings.txt").unwrap();
    let edited = shipped.replacen("\nwins ", "\nloses ", 1);
    let cases = [
        (
            "edited.txt",
            shipped.replacen("\nwins 1", "\nwins 2", 1),
            "the file was changed",
        ),
        ("garbled.txt", edited, "line "),
        (
            "cut.txt",
            // The last line left out, whatever its value.
            shipped[..shipped.trim_end().rfind('\n').unwrap() + 1].to_string(),
            "cut short",
        ),
        (
            "empty.txt",
            String::new(),
            "the file is empty: a Golomb openings table is read here",
        ),
        (
            "book.txt",
            std::fs::read_to_string("data/golomb-book.txt").unwrap(),
            "not a tessera Golomb openings table",
        ),
    ];
    for (name, text, reason) in cases {
        let file = dir.file(name, &text);
        let stderr = assert_refused(
            &["golomb", "openings", "check", file.to_str().unwrap()],
            reason,
        );
        assert!(stderr.contains(name), "{stderr}");
    }
    let missing = dir.path("missing.txt");
    let run = tessera(&["golomb", "openings", "check", missing.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_refused(
        &[
            "golomb",
            "openings",
            "write",
            "--checkpoint",
            missing.to_str().unwrap(),
            "-o",
            "x.txt",
        ],
        "no such checkpoint",
    );
}
