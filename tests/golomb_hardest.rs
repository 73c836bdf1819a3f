//! The second player's hardest replies to winning first moves: `golomb openings hardest`
//! measures them into a file it carries on, the shipped file reads, and after a first
//! move it covers the hint names the hardest reply and `perfect` plays it. A damaged file
//! is refused with exit 2 naming it.

use crate::support::{TempDir, assert_refused, new_game, run_ok, tessera};
use serde_json::Value;

const SHIPPED: &str = "data/golomb-hardest.txt";

/// The shipped file's lines: first move, hardest reply, nodes, distinct replies.
fn shipped() -> Vec<(String, String, u64, u64)> {
    let text = std::fs::read_to_string(SHIPPED).unwrap();
    (text.lines().skip(4))
        .map(|line| {
            let (first, rest) = line.split_once(" / ").unwrap();
            let words: Vec<&str> = rest.split(' ').collect();
            let n = words.len();
            let number = |w: &str| w.parse::<u64>().unwrap();
            let reply = words[..n - 2].join(" ");
            (
                first.to_string(),
                reply,
                number(words[n - 2]),
                number(words[n - 1]),
            )
        })
        .collect()
}

#[test]
fn after_a_measured_first_move_the_hint_and_perfect_give_the_hardest_reply() {
    let measured = shipped();
    let (first, reply, nodes, replies) = measured.first().expect("the shipped file measures some");
    let game = new_game("golomb", "game.yaml", &["--seed", "2"]);
    let file = game.to_str().unwrap();
    run_ok(&["play", "apply", file, first]);
    let hint: Value = serde_json::from_str(&run_ok(&["play", "hint", file, "--json"])).unwrap();
    assert_eq!(hint["figures"]["wins"], false, "{hint}");
    assert_eq!(hint["figures"]["refutation_nodes"], *nodes, "{hint}");
    assert_eq!(hint["moves"][0], reply.as_str(), "{hint}");
    let reason = hint["reasons"][0].as_str().unwrap();
    let said = format!("the most resistant: {reply}: of the {replies} distinct replies");
    assert!(reason.contains(&said), "{hint}");
    let played = run_ok(&["play", "bot", file, "--bot", "perfect"]);
    assert!(played.contains(reply.as_str()), "{played}");
}

#[test]
fn a_measure_stopped_by_its_time_writes_nothing_and_says_where_it_stopped() {
    let dir = TempDir::new();
    let out = dir.path("hardest.txt");
    let args = ["golomb", "openings", "hardest", "-o", out.to_str().unwrap()];
    let run = tessera(
        &[
            &args[..],
            &["--count", "1", "--time", "0.3", "--threads", "1"],
        ]
        .concat(),
    );
    assert_eq!(run.code, 3, "{}", run.stderr);
    assert!(
        run.stdout.contains("measured 0 of 1 first moves"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("stopped in "), "{}", run.stdout);
    assert!(!out.exists());
}

/// `golomb openings hardest -o FILE` with a short budget, carrying FILE on.
fn carry_on(file: &std::path::Path) -> crate::support::Run {
    let out = file.to_str().unwrap();
    let args = ["golomb", "openings", "hardest", "-o", out, "--count", "1"];
    let budget = ["--time", "0.3", "--threads", "1", "--json"];
    tessera(&[&args[..], &budget[..]].concat())
}

#[test]
fn a_kept_file_is_carried_on_its_first_moves_not_measured_again() {
    // The one-line file of docs/formats.md: its first move is the table's first winning one.
    let dir = TempDir::new();
    let kept = "tessera-golomb-hardest 1\ngame 540646ce22aec3a4\nmeasured 1\n\
                check a36990c09b00eb1d\nL c5 d5 e5 f5 c6 / X d1 c2 d2 e2 d3 20593995 1184\n";
    let out = dir.file("hardest.txt", kept);
    let run = carry_on(&out);
    assert_eq!(run.code, 3, "{}", run.stderr);
    let report: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(report["in_file"], 1, "{report}");
    let stopped_in = report["stopped_in"].as_str().unwrap();
    assert!(
        !stopped_in.starts_with("L c5 d5 e5 f5 c6 after"),
        "{report}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), kept);
}

#[test]
fn the_shipped_file_measures_every_winning_first_move_and_carrying_it_on_does_nothing() {
    let table = std::fs::read_to_string("data/golomb-openings.txt").unwrap();
    let winning: Vec<&str> = (table.lines())
        .filter_map(|line| line.strip_prefix("wins "))
        .map(|rest| rest.split_once(' ').unwrap().1)
        .collect();
    let measured: Vec<String> = shipped().into_iter().map(|(first, ..)| first).collect();
    assert_eq!(
        measured, winning,
        "every winning first move, in the table's order"
    );
    let dir = TempDir::new();
    let kept = std::fs::read_to_string(SHIPPED).unwrap();
    let out = dir.file("hardest.txt", &kept);
    let run = carry_on(&out);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let report: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(report["waiting"], 0, "{report}");
    assert_eq!(report["measured"], serde_json::json!([]), "{report}");
    assert_eq!(report["in_file"], measured.len(), "{report}");
    assert!(report["stopped_in"].is_null(), "{report}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), kept);
}

#[test]
fn a_damaged_hardest_file_or_a_wrong_table_is_refused_naming_it() {
    let dir = TempDir::new();
    let header = "tessera-golomb-hardest 1\ngame 540646ce22aec3a4\nmeasured 1\n";
    let cases = [
        (
            "cut.txt",
            format!("{header}check cbf29ce484222325\n"),
            "cut short",
        ),
        (
            "book.txt",
            std::fs::read_to_string("data/golomb-book.txt").unwrap(),
            "not a tessera Golomb hardest-replies file",
        ),
        (
            "garbled.txt",
            format!("{header}check 0\nL c5 d5 e5 f5 c6 F a1 b1 b2 c2 b3 7 9\n"),
            "line 5",
        ),
    ];
    for (name, text, reason) in cases {
        let file = dir.file(name, &text);
        let args = [
            "golomb",
            "openings",
            "hardest",
            "-o",
            file.to_str().unwrap(),
            "--time",
            "0.1",
        ];
        let stderr = assert_refused(&args, reason);
        assert!(stderr.contains(name), "{stderr}");
    }
    let out = dir.path("new.txt");
    let book = dir.file("table.txt", "not a table\n");
    let args = [
        "golomb",
        "openings",
        "hardest",
        "-o",
        out.to_str().unwrap(),
        "--table",
        book.to_str().unwrap(),
    ];
    let stderr = assert_refused(&args, "table.txt");
    assert!(
        stderr.contains("not a tessera Golomb openings table"),
        "{stderr}"
    );
    assert_refused(
        &["golomb", "openings", "hardest", "-o", "-"],
        "not to standard output",
    );
}
