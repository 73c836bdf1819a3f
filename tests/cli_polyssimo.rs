//! `tessera polyssimo holes`: the analysis of the bundled example and bad position files.

use crate::support::{Tessera, temp_file, tessera};

const EXAMPLE: &str = "puzzles/polyssimo/example-position.yaml";

#[test]
fn holes_of_the_example_position() {
    // Counted by hand on the example: a1-b3 (2x3) walled by the I and the L; only Ann's U
    // and Bob's P fit a 2x3 box among their pieces. j2 k2 under the C06 and l3 beside the
    // D06 take no pentomino or hexomino: 3 dead cells.
    let board = " 1 1 1 # . . . . . # # # #\n 2 1 1 # . . . . . # 2 2 #\n 3 1 1 # . . . . . . # # 3\n \
                 4 # # # . . . . . # # # #\n 5 # . # . . . . . . . . .\n 6 # . . . . . . . . . . .\n \
                 7 # . . . . . . . . . . .\n";
    let holes = "1  6 cells  contested: Ann: U; Bob: P\n2  2 cells  dead: no remaining piece \
                 fits\n3  1 cell  dead: no remaining piece fits\ndead cells: 3\n";
    let expected = format!(
        "holes of at most 6 cells: 3\n{COLUMNS}{board}{}{holes}",
        empty_rows(8..=11)
    );
    Tessera::new()
        .args(["polyssimo", "holes", EXAMPLE])
        .stdout(&expected)
        .run();
    let run = tessera(&["polyssimo", "holes", EXAMPLE, "--json", "--max-size", "2"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let holes = doc["holes"].as_array().unwrap();
    assert_eq!(holes.len(), 2);
    assert_eq!(holes[0]["cells"], serde_json::json!(["j2", "k2"]));
    assert_eq!(holes[0]["class"], "dead");
    assert_eq!(doc["dead_cells"], 3);
}

/// The column letters above a drawn board.
const COLUMNS: &str = "   a b c d e f g h i j k l\n";

/// Empty rows of a drawn board, numbered.
fn empty_rows(rows: std::ops::RangeInclusive<u32>) -> String {
    rows.map(|r| format!("{r:>2} . . . . . . . . . . . .\n"))
        .collect()
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

/// Runs `polyssimo holes` on a file of `text`, which must be refused with `reason` after
/// the file's name.
fn refused(name: &str, text: &str, reason: &str) {
    let file = temp_file(name, text);
    Tessera::new()
        .args(["polyssimo", "holes"])
        .arg(&file)
        .refused(&format!("{}: {reason}", file.display()))
        .run();
}

#[test]
fn bad_positions_get_clear_errors() {
    let players = "players:\n  - pieces: [P]\n  - pieces: [U]\n";
    let cases = [
        (
            "position-overlap.yaml",
            position(&["XXX.........", "XXX........."], players),
            "board: the 6 cells marked 'X' do not form piece X (pieces may not overlap or break)",
        ),
        (
            "position-wide.yaml",
            position(&["............."], players),
            "board row 1: 13 characters, expected 12",
        ),
        (
            "position-letter.yaml",
            position(&["qq.........."], players),
            "board: letter 'q' is not a piece name; give it in `legend` (as in `q: C06`)",
        ),
        (
            "position-unknown.yaml",
            position(&[], "players:\n  - pieces: [P9]\n  - pieces: [U]\n"),
            "players[1]: \"P9\" is not a piece of the set (did you mean P?)",
        ),
        (
            "position-twice.yaml",
            position(&[], "players:\n  - pieces: [P]\n  - pieces: [U, P]\n"),
            "piece P is held by players 1 and 2",
        ),
        (
            "position-same-hand.yaml",
            position(&[], "players:\n  - pieces: [U]\n  - pieces: [P, W, P]\n"),
            "players[2]: P is listed twice",
        ),
        (
            "position-placed.yaml",
            position(
                &["IIIII......."],
                "players:\n  - pieces: [I]\n  - pieces: [U]\n",
            ),
            "piece I is both on the board and in player 1's hand",
        ),
        (
            "position-turn.yaml",
            position(&[], &format!("{players}to_move: 3\n")),
            "to_move: player 3 does not exist (players are numbered 1 to 2)",
        ),
        (
            "position-solo.yaml",
            position(&[], "players:\n  - pieces: [P]\n"),
            "players: 1 given, a game has 2 to 4",
        ),
        (
            "position-legend.yaml",
            position(
                &["aaaa........", "a..a........"],
                &format!("legend:\n  a: Q06\n{players}"),
            ),
            "legend: 'a' names \"Q06\", which is not a piece of the set",
        ),
    ];
    for (name, text, reason) in cases {
        refused(name, &text, reason);
    }
}

#[test]
fn a_legend_names_hexominoes() {
    let text = position(
        &["aaaa........", "a..a........"],
        "legend:\n  a: C06\nplayers:\n  - pieces: [P]\n  - pieces: [U]\n",
    );
    let file = temp_file("legend-ok.yaml", &text);
    // b2 c2 are walled by C06 on three sides but open below: no small hole.
    let board = " 1 # # # # . . . . . . . .\n 2 # . . # . . . . . . . .\n";
    let expected = format!(
        "holes of at most 6 cells: 0\n{COLUMNS}{board}{}dead cells: 0\n",
        empty_rows(3..=11)
    );
    Tessera::new()
        .args(["polyssimo", "holes"])
        .arg(&file)
        .stdout(&expected)
        .run();
}

#[test]
fn solve_refuses_a_time_limit_out_of_range_without_panicking() {
    let endgame = "puzzles/polyssimo/endgame-8.yaml";
    let large = "is too large (at most 1000000000 seconds; leave --time out for no limit)";
    let not_above = "is not a number of seconds above 0";
    for (time, reason) in [
        ("1e19", large),
        ("1e300", large),
        ("inf", large),
        ("nan", not_above),
        ("-1", not_above),
        ("0", not_above),
    ] {
        let message = format!("{time} {reason}");
        time_refused(endgame, time, &message);
    }
    time_refused(endgame, "soon", "\"soon\" is not a number of seconds");
    let run = tessera(&["polyssimo", "solve", endgame, "--time", "1e9", "--quiet"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "", "no progress line when piped");
}

/// `polyssimo solve FILE --time TIME` refused by clap with `message`.
fn time_refused(file: &str, time: &str, message: &str) {
    let stderr = format!(
        "tessera: error: invalid value '{time}' for '--time <SECS>': {message}\n\nFor more \
         information, try '--help'.\n"
    );
    (Tessera::new().args(["polyssimo", "solve", file, "--time", time]))
        .code(2)
        .stderr(&stderr)
        .run();
}

#[test]
fn holes_want_a_size_of_at_least_one_cell() {
    Tessera::new()
        .args(["polyssimo", "holes", EXAMPLE, "--max-size", "0"])
        .code(2)
        .stderr(
            "tessera: error: invalid value '0' for '--max-size <N>': must be at least 1\n\nFor \
             more information, try '--help'.\n",
        )
        .run();
    // Of the example's holes, only l3 has one cell.
    let run = tessera(&["polyssimo", "holes", EXAMPLE, "--max-size", "1"]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "holes of at most 1 cell: 1");
    let end = ["1  1 cell  dead: no remaining piece fits", "dead cells: 1"];
    assert_eq!(lines[lines.len() - 2..], end, "{}", run.stdout);
}
