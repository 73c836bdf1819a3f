//! `tessera polyssimo holes`: the analysis of the bundled example and bad position files.

use crate::support::{assert_refused, temp_file, tessera};

const EXAMPLE: &str = "puzzles/polyssimo/example-position.yaml";

#[test]
fn holes_of_the_example_position() {
    let run = tessera(&["polyssimo", "holes", EXAMPLE]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with(
            "holes of at most 6 cells: 3\n   a b c d e f g h i j k l\n 1 1 1 # . . . . . # # # #\n \
             2 1 1 # . . . . . # 2 2 #\n 3 1 1 # . . . . . . # # 3\n"
        ),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("1  6 cells  contested: Ann: U; Bob: P"));
    assert!(run.stdout.contains("dead cells: 3"));
    let run = tessera(&["polyssimo", "holes", EXAMPLE, "--json", "--max-size", "2"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let holes = doc["holes"].as_array().unwrap();
    assert_eq!(holes.len(), 2);
    assert_eq!(holes[0]["cells"], serde_json::json!(["j2", "k2"]));
    assert_eq!(holes[0]["class"], "dead");
    assert_eq!(doc["dead_cells"], 3);
}

/// A position file with the given top rows (the rest empty) and players, as text.
fn position(top: &[&str], rest: &str) -> String {
    let mut rows: Vec<String> = top.iter().map(|r| format!("  {r}")).collect();
    rows.extend(std::iter::repeat_n(
        "  ............".to_string(),
        11 - top.len(),
    ));
    format!("board: |\n{}\n{rest}", rows.join("\n"))
}

fn error_for(name: &str, text: &str) -> String {
    let file = temp_file(name, text);
    let run = tessera(&["polyssimo", "holes", file.to_str().unwrap()]);
    assert_eq!(run.code, 2, "{name}: {}", run.stdout);
    assert!(run.stderr.contains(name), "{}", run.stderr);
    run.stderr
}

#[test]
fn bad_positions_get_clear_errors() {
    let players = "players:\n  - pieces: [P]\n  - pieces: [U]\n";
    let e = error_for(
        "position-overlap.yaml",
        &position(&["XXX.........", "XXX........."], players),
    );
    assert!(
        e.contains("the 6 cells marked 'X' do not form piece X"),
        "{e}"
    );
    let e = error_for("position-wide.yaml", &position(&["............."], players));
    assert!(e.contains("board row 1: 13 characters, expected 12"), "{e}");
    let e = error_for(
        "position-letter.yaml",
        &position(&["qq.........."], players),
    );
    assert!(e.contains("letter 'q' is not a piece name"), "{e}");
    let e = error_for(
        "position-unknown.yaml",
        &position(&[], "players:\n  - pieces: [P9]\n  - pieces: [U]\n"),
    );
    assert!(
        e.contains("players[1]: \"P9\" is not a piece of the set"),
        "{e}"
    );
    let e = error_for(
        "position-twice.yaml",
        &position(&[], "players:\n  - pieces: [P]\n  - pieces: [U, P]\n"),
    );
    assert!(e.contains("piece P is held by players 1 and 2"), "{e}");
    let e = error_for(
        "position-same-hand.yaml",
        &position(&[], "players:\n  - pieces: [U]\n  - pieces: [P, W, P]\n"),
    );
    assert!(e.contains("players[2]: P is listed twice"), "{e}");
    let i_on_board = ["IIIII......."];
    let e = error_for(
        "position-placed.yaml",
        &position(&i_on_board, "players:\n  - pieces: [I]\n  - pieces: [U]\n"),
    );
    assert!(
        e.contains("piece I is both on the board and in player 1's hand"),
        "{e}"
    );
    let e = error_for(
        "position-turn.yaml",
        &position(&[], &format!("{players}to_move: 3\n")),
    );
    assert!(e.contains("to_move: player 3 does not exist"), "{e}");
    let e = error_for(
        "position-solo.yaml",
        &position(&[], "players:\n  - pieces: [P]\n"),
    );
    assert!(e.contains("players: 1 given, a game has 2 to 4"), "{e}");
    let e = error_for(
        "position-legend.yaml",
        &position(
            &["aaaa........", "a..a........"],
            &format!("legend:\n  a: Q06\n{players}"),
        ),
    );
    assert!(e.contains("legend: 'a' names \"Q06\""), "{e}");
}

#[test]
fn a_legend_names_hexominoes() {
    let text = position(
        &["aaaa........", "a..a........"],
        "legend:\n  a: C06\nplayers:\n  - pieces: [P]\n  - pieces: [U]\n",
    );
    let file = temp_file("legend-ok.yaml", &text);
    let run = tessera(&["polyssimo", "holes", file.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // b2 c2 are walled by C06 on three sides but open below: no small hole.
    assert!(
        run.stdout.starts_with("holes of at most 6 cells: 0"),
        "{}",
        run.stdout
    );
}

#[test]
fn solve_refuses_a_time_limit_out_of_range_without_panicking() {
    let endgame = "puzzles/polyssimo/endgame-8.yaml";
    for (time, reason) in [
        ("1e19", "1e19 is too large (at most 1000000000 seconds"),
        ("1e300", "too large"),
        ("inf", "too large"),
        ("nan", "not a number of seconds above 0"),
        ("-1", "not a number of seconds above 0"),
        ("0", "not a number of seconds above 0"),
        ("soon", "\"soon\" is not a number of seconds"),
    ] {
        let stderr = assert_refused(&["polyssimo", "solve", endgame, "--time", time], reason);
        assert!(!stderr.contains("panicked"), "{time}: {stderr}");
    }
    let run = tessera(&["polyssimo", "solve", endgame, "--time", "1e9", "--quiet"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "", "no progress line when piped");
}

#[test]
fn holes_want_a_size_of_at_least_one_cell() {
    assert_refused(
        &["polyssimo", "holes", EXAMPLE, "--max-size", "0"],
        "invalid value '0' for '--max-size <N>'",
    );
    let run = tessera(&["polyssimo", "holes", EXAMPLE, "--max-size", "1"]);
    assert!(
        run.stdout.starts_with("holes of at most 1 cell: "),
        "{}",
        run.stdout
    );
}
