//! The Golomb strategy book: the shipped book reads, its answers re-prove (a sample here;
//! all with `golomb book check --all`, see docs/testing.md), the `perfect` bot and the hint
//! play from it, a book written from a small position re-proves whole, and a damaged,
//! foreign or misplaced book file is refused with exit 2 naming the file.

use crate::golomb_prover::{position_text, random_position};
use crate::support::golomb_oracle::Oracle;
use crate::support::{TempDir, assert_refused, new_game, run_ok, tessera};

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&run_ok(args)).unwrap()
}

#[test]
fn the_shipped_book_reads_and_a_sample_of_it_re_proves() {
    let report = json(&[
        "golomb", "book", "check", "--sample", "4", "--seed", "7", "--json",
    ]);
    assert!(report["entries"].as_u64().unwrap() > 1000, "{report}");
    assert_eq!(report["reproved"], 4, "{report}");
    assert_eq!(report["wrong"], 0, "{report}");
}

#[test]
fn the_hint_on_the_empty_board_is_the_books_proved_opening() {
    let game = new_game("golomb", "game.yaml", &[]);
    let hint = json(&["play", "hint", game.to_str().unwrap(), "--json"]);
    assert_eq!(hint["moves"][0], "L c5 d5 e5 f5 c6", "{hint}");
    assert_eq!(hint["figures"]["wins"], true, "{hint}");
    assert_eq!(hint["figures"]["exact"], true, "{hint}");
    let reason = hint["reasons"][0].as_str().unwrap_or_default();
    assert!(reason.contains("shipped strategy book"), "{hint}");
}

#[test]
fn after_a_reply_to_its_opening_perfect_plays_the_books_answer() {
    // Every reply to the opening is in the book: the hint names the book, and `perfect`
    // plays the move it gives.
    for seed in ["5", "6"] {
        let game = new_game("golomb", "game.yaml", &["--seed", seed]);
        let file = game.to_str().unwrap();
        run_ok(&["play", "bot", file, "--bot", "perfect", "--until", "move"]);
        run_ok(&["play", "bot", file, "--bot", "random", "--until", "move"]);
        let hint = json(&["play", "hint", file, "--json"]);
        assert!(
            hint["reasons"][0]
                .as_str()
                .unwrap()
                .contains("strategy book"),
            "{hint}"
        );
        run_ok(&["play", "bot", file, "--bot", "perfect", "--until", "move"]);
        let text = std::fs::read_to_string(file).unwrap();
        let last = text.lines().rfind(|l| l.starts_with("- ")).unwrap();
        assert_eq!(Some(&last[2..]), hint["moves"][0].as_str(), "{text}");
    }
}

/// A position with 4 pieces left that the oracle finds won (or lost) for the player to move.
fn position_with(oracle: &Oracle, wins: bool) -> String {
    (9000..)
        .map(|seed| random_position(oracle, 4, seed))
        .find(|(full, pool, _)| {
            !oracle.moves(*full, pool).is_empty() && oracle.wins(*full, &mut pool.clone()) == wins
        })
        .map(|(_, _, placed)| position_text(&placed))
        .unwrap()
}

#[test]
fn a_book_written_from_a_won_position_re_proves_whole() {
    let oracle = Oracle::golomb();
    let dir = TempDir::new();
    let position = dir.file("won.yaml", &position_with(&oracle, true));
    let book = dir.path("won.book");
    let (position, book) = (position.to_str().unwrap(), book.to_str().unwrap());
    let write = [
        "golomb",
        "book",
        "write",
        position,
        "-o",
        book,
        "--store-over",
        "0",
    ];
    let written = json(
        &[
            &write[..],
            &["--expand-over", "0", "--json", "--threads", "1"],
        ]
        .concat(),
    );
    assert!(written["entries"].as_u64().unwrap() >= 1, "{written}");
    let check = json(&["golomb", "book", "check", book, "--all", "--json"]);
    assert_eq!(check["entries"], written["entries"], "{check}");
    assert_eq!(check["reproved"], written["entries"], "{check}");
    assert_eq!(check["wrong"], 0, "{check}");
    // Written again without --force: refused, the book kept.
    let before = std::fs::read(book).unwrap();
    assert_refused(&write, "exists");
    assert_eq!(std::fs::read(book).unwrap(), before);
}

#[test]
fn a_lost_position_gets_no_book() {
    let dir = TempDir::new();
    let position = dir.file("lost.yaml", &position_with(&Oracle::golomb(), false));
    let book = dir.path("lost.book");
    let args = ["golomb", "book", "write", position.to_str().unwrap(), "-o"];
    assert_refused(
        &[&args[..], &[book.to_str().unwrap()]].concat(),
        "the player to move loses",
    );
    assert!(!book.exists());
}

#[test]
fn a_damaged_or_foreign_book_is_refused_naming_the_file_and_line() {
    let dir = TempDir::new();
    let shipped = std::fs::read_to_string("data/golomb-book.txt").unwrap();
    let mut lines: Vec<&str> = shipped.lines().collect();
    let edited_entry = lines[9].replacen('0', "1", 1);
    lines[9] = &edited_entry;
    let cases = [
        (
            "edited.book",
            lines.join("\n") + "\n",
            "the file was changed",
        ),
        (
            "cut.book",
            shipped[..shipped.len() - 52].to_string(),
            "cut short",
        ),
        (
            "torn.book",
            shipped[..shipped.len() - 30].to_string(),
            "line ",
        ),
        (
            "empty.book",
            String::new(),
            "the file is empty: a Golomb strategy book is read here",
        ),
    ];
    for (name, text, reason) in cases {
        let file = dir.file(name, &text);
        let stderr = assert_refused(&["golomb", "book", "check", file.to_str().unwrap()], reason);
        assert!(stderr.contains(name), "{stderr}");
    }
    let puzzle = "puzzles/polyomino/pentomino-6x10.yaml";
    assert_refused(
        &["golomb", "book", "check", puzzle],
        "this is a puzzle file",
    );
    let missing = dir.path("missing.book");
    let run = tessera(&["golomb", "book", "check", missing.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{}", run.stderr);
}

#[test]
fn the_search_bot_plays_from_the_book_where_it_knows_the_position() {
    let game = new_game("golomb", "game.yaml", &["--seed", "3"]);
    let file = game.to_str().unwrap();
    run_ok(&["play", "bot", file, "--bot", "search", "--until", "move"]);
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains("- L c5 d5 e5 f5 c6\n"), "{text}");
}

#[test]
fn books_merge_into_one_that_answers_every_position_of_each() {
    let dir = TempDir::new();
    let position = dir.file("won.yaml", &position_with(&Oracle::golomb(), true));
    let small = dir.path("small.book");
    let small = small.to_str().unwrap();
    let args = [
        "golomb",
        "book",
        "write",
        position.to_str().unwrap(),
        "-o",
        small,
    ];
    let written = json(
        &[
            &args[..],
            &["--store-over", "0", "--threads", "1", "--json"],
        ]
        .concat(),
    );
    let merged = dir.path("merged.book");
    let merged = merged.to_str().unwrap();
    let shipped = "data/golomb-book.txt";
    let report = json(&[
        "golomb", "book", "merge", shipped, small, "-o", merged, "--json",
    ]);
    let shipped_entries = json(&["golomb", "book", "check", "--sample", "0", "--json"])["entries"]
        .as_u64()
        .unwrap();
    // The two books answer different positions (4 pieces left; 12 and 10 in the shipped one).
    let both = shipped_entries + written["entries"].as_u64().unwrap();
    assert_eq!(report["entries"].as_u64(), Some(both), "{report}");
    let check = json(&["golomb", "book", "check", merged, "--sample", "2", "--json"]);
    assert_eq!(check["entries"].as_u64(), Some(both), "{check}");
    assert_eq!(check["wrong"], 0, "{check}");
    let damaged = dir.file("damaged.book", "tessera-golomb-book 1\ngame 0\n");
    let out = dir.path("out.book");
    let refused = [
        "golomb",
        "book",
        "merge",
        small,
        damaged.to_str().unwrap(),
        "-o",
    ];
    let stderr = assert_refused(
        &[&refused[..], &[out.to_str().unwrap()]].concat(),
        "damaged.book",
    );
    assert!(stderr.contains("another game"), "{stderr}");
    assert!(!out.exists());
}
