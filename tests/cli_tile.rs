//! `tessera tile`: answers, output formats, exit codes and bad input.

use crate::support::{temp_file, tessera, tessera_env, tessera_stdin};

const P3X20: &str = "puzzles/polyomino/pentomino-3x20.yaml";

#[test]
fn count_prints_the_number_of_tilings() {
    let run = tessera(&["tile", P3X20, "--count"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "solutions: 8\n");
    let run = tessera(&["tile", P3X20, "--count", "--distinct"]);
    assert_eq!(run.stdout, "solutions: 2\n");
    assert_every_engine_counts(P3X20, 0, "solutions: 8\n");
}

/// Runs `tile FILE --count` with each engine, expecting the exit code and the output.
fn assert_every_engine_counts(file: &str, code: i32, stdout: &str) {
    for engine in ["bitboard", "masks", "dlx"] {
        let run = tessera(&["tile", file, "--count", "--engine", engine]);
        assert_eq!(
            (run.code, run.stdout.as_str()),
            (code, stdout),
            "{engine}: {}",
            run.stderr
        );
    }
}

#[test]
fn first_tiling_is_drawn_with_one_letter_per_piece() {
    let run = tessera(&["tile", P3X20]);
    assert_eq!(run.code, 0);
    let rows: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(rows.len(), 3, "{}", run.stdout);
    assert!(rows.iter().all(|r| r.len() == 20));
    let mut letters: Vec<char> = run.stdout.chars().filter(|c| c.is_alphabetic()).collect();
    letters.sort();
    letters.dedup();
    assert_eq!(letters.iter().collect::<String>(), "FILNPTUVWXYZ");
    for letter in letters {
        assert_eq!(run.stdout.matches(letter).count(), 5, "{letter}");
    }
}

#[test]
fn all_with_limit_shows_that_many() {
    let run = tessera(&["tile", P3X20, "--all", "--distinct"]);
    assert_eq!(run.stdout.matches("tiling ").count(), 2);
    assert!(run.stdout.ends_with("solutions: 2\n"), "{}", run.stdout);
    let run = tessera(&["tile", P3X20, "--all", "--limit", "3"]);
    assert_eq!(run.stdout.matches("tiling ").count(), 3);
    assert!(run.stdout.contains("stopped at the limit"));
}

#[test]
fn json_output_is_one_document() {
    let run = tessera(&["tile", P3X20, "--count", "--json", "--stats"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["solutions"], 8);
    assert_eq!(doc["complete"], true);
    assert!(doc["stats"]["nodes"].as_u64().unwrap() > 0);
    let run = tessera(&["tile", P3X20, "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["tilings"][0]["grid"].as_array().unwrap().len(), 3);
    assert_eq!(doc["tilings"][0]["pieces"].as_array().unwrap().len(), 12);
}

#[test]
fn stats_report_the_work() {
    let run = tessera(&["tile", P3X20, "--count", "--stats"]);
    for key in ["engine: bitboard", "nodes: ", "updates: ", "time: "] {
        assert!(run.stdout.contains(key), "{key} in {}", run.stdout);
    }
}

#[test]
fn no_tiling_exits_1() {
    // Four cells and a triomino with a monomino: the cells add up, the shapes do not fit.
    let file = temp_file(
        "square.yaml",
        "board: |\n  ##\n  ##\npieces:\n  - name: I3\n  - name: O1\n",
    );
    let run = tessera(&["tile", file.to_str().unwrap()]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("no tiling"));
    assert_every_engine_counts(file.to_str().unwrap(), 1, "solutions: 0\n");
}

#[test]
fn pieces_whose_cells_cannot_add_up_to_the_board_are_refused_at_once() {
    let cases = [
        (
            "short.yaml",
            "board: |\n  ###\npieces:\n  - name: I2\n",
            "the pieces have 2 cells in all but the board has 3 cells",
        ),
        (
            // 13 cells and dominoes without limit: a search would never end quickly.
            "odd.yaml",
            "board: |\n  #####\n  #####\n  ###..\npieces:\n  - name: I2\n    max: 100\n",
            "every piece has a multiple of 2 cells but the board has 13 cells",
        ),
        (
            "sums.yaml",
            "board: \"#######\"\npieces:\n  - name: I3\n  - name: I2\n    max: 1\n  - name: I\n    max: 1\n",
            "no choice of the pieces has exactly 7 cells",
        ),
    ];
    for (name, text, reason) in cases {
        let file = temp_file(name, text);
        for engine in ["auto", "bitboard", "masks", "dlx"] {
            let run = tessera(&["tile", file.to_str().unwrap(), "--engine", engine]);
            assert_eq!(run.code, 2, "{name} {engine}: {}", run.stderr);
            assert!(
                run.stderr.contains(&format!(
                    "{name}: the pieces cannot cover the board: {reason}"
                )),
                "{name} {engine}: {}",
                run.stderr
            );
        }
    }
}

#[test]
fn a_puzzle_can_come_from_standard_input() {
    let text = std::fs::read_to_string(P3X20).unwrap();
    let run = tessera_stdin(&["tile", "-", "--count"], &text);
    assert_eq!(
        (run.code, run.stdout.as_str()),
        (0, "solutions: 8\n"),
        "{}",
        run.stderr
    );
    let run = tessera_stdin(&["tile", "-"], "board: \"##\"\npieces:\n  - name: Q9\n");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("<stdin>: pieces[1]: unknown piece \"Q9\""),
        "{}",
        run.stderr
    );
}

#[test]
fn all_tilings_in_json_are_one_line_each_then_the_summary() {
    let run = tessera(&["tile", P3X20, "--all", "--json", "--stats"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 9, "8 tilings and the summary");
    for (i, line) in lines[..8].iter().enumerate() {
        assert_eq!(line["tiling"], i as u64 + 1);
        assert_eq!(line["grid"].as_array().unwrap().len(), 3);
        assert_eq!(line["pieces"].as_array().unwrap().len(), 12);
    }
    let summary = &lines[8];
    assert_eq!(
        (&summary["solutions"], &summary["complete"]),
        (&8.into(), &true.into())
    );
    assert_eq!(
        summary["tilings"],
        serde_json::Value::Null,
        "streamed, not repeated"
    );
    assert!(summary["stats"]["nodes"].as_u64().unwrap() > 0);
}

#[test]
fn more_pieces_than_letters_are_still_drawn_apart() {
    let rows = vec!["#".repeat(20); 12].join("\n  ");
    let file = temp_file(
        "dominoes.yaml",
        &format!("board: |\n  {rows}\npieces:\n  - name: I2\n    max: 200\n"),
    );
    let run = tessera(&["tile", file.to_str().unwrap()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stdout.contains('?'), "{}", run.stdout);
    let grid: Vec<Vec<char>> = run
        .stdout
        .lines()
        .take(12)
        .map(|l| l.chars().collect())
        .collect();
    for r in 0..12 {
        for c in 0..20 {
            let same_right = c + 1 < 20 && grid[r][c] == grid[r][c + 1];
            let same_below = r + 1 < 12 && grid[r][c] == grid[r + 1][c];
            let same_left = c > 0 && grid[r][c] == grid[r][c - 1];
            let same_above = r > 0 && grid[r][c] == grid[r - 1][c];
            let neighbours = [same_right, same_below, same_left, same_above];
            assert_eq!(
                neighbours.iter().filter(|&&b| b).count(),
                1,
                "each domino cell has exactly its partner's letter next to it: row {r} column {c}\n{}",
                run.stdout
            );
        }
    }
}

#[test]
fn a_closed_output_ends_the_command_quietly() {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args([
            "tile",
            "puzzles/polyomino/pentomino-6x10.yaml",
            "--all",
            "--direct",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 8];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let output = child.wait_with_output().unwrap();
    assert_eq!(&first, b"tiling 1");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn colour_follows_the_flag_and_no_color() {
    let always = tessera(&["tile", P3X20, "--color", "always"]);
    assert!(always.stdout.contains("\x1b["));
    let never = tessera(&["tile", P3X20, "--color", "never"]);
    assert!(!never.stdout.contains("\x1b["));
    let piped = tessera_env(&["tile", P3X20], &[]);
    assert!(!piped.stdout.contains("\x1b["), "not a terminal: no colour");
}

#[test]
fn help_has_examples() {
    let run = tessera(&["tile", "--help"]);
    assert_eq!(run.code, 0);
    assert!(run.stdout.contains("Examples:"));
    assert!(run.stdout.contains("--distinct"));
}

/// Runs `tile` on a bad file and returns the error message (checking exit code 2).
fn error_for(name: &str, text: &str) -> String {
    let file = temp_file(name, text);
    let run = tessera(&["tile", file.to_str().unwrap()]);
    assert_eq!(run.code, 2, "stdout {} stderr {}", run.stdout, run.stderr);
    assert!(run.stderr.contains(name), "names the file: {}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    run.stderr
}

#[test]
fn bad_puzzle_files_get_clear_errors() {
    let e = error_for("syntax.yaml", "board: [unclosed\npieces: []\n");
    assert!(
        e.contains("invalid puzzle file") && e.contains("line"),
        "{e}"
    );
    let cases = [
        (
            "unknown.yaml",
            "board: \"##\"\npieces:\n  - name: Q7\n",
            "pieces[1]: unknown piece \"Q7\"",
        ),
        (
            "unknown-set.yaml",
            "board: \"##\"\npieces:\n  - set: heptominoes\n",
            "pieces[1]: unknown piece set \"heptominoes\"",
        ),
        (
            "ragged.yaml",
            "board: |\n  ####\n  ###\npieces:\n  - name: I2\n",
            "board: row 2 has 3 characters but row 1 has 4",
        ),
        (
            "split.yaml",
            "board: \"####\"\npieces:\n  - name: gap\n    shape: |\n      #.#\n",
            "pieces[1]: piece gap: the cells are not connected",
        ),
        (
            "zero.yaml",
            "board: \"##\"\npieces:\n  - name: I2\n    count: 0\n",
            "pieces[1]: `count` must be a whole number of at least 1, not 0",
        ),
        (
            "negative.yaml",
            "board: \"##\"\npieces:\n  - name: I2\n    max: -3\n",
            "pieces[1]: `max` must be a whole number of at least 1, not -3",
        ),
        (
            "large.yaml",
            "board: \"##\"\npieces:\n  - name: I2\n    count: 99999999999\n",
            "pieces[1]: `count` is too large: 99999999999",
        ),
        (
            "big.yaml",
            "board: \"####\"\npieces:\n  - name: I2\n    count: 3\n",
            "the pieces that must be used have 6 cells but the board has only 4",
        ),
        (
            "huge.yaml",
            "board: \"####\"\npieces:\n  - name: I\n",
            "piece I has 5 cells but the board has only 4",
        ),
        (
            "one.yaml",
            "board: \"#\"\npieces:\n  - name: I2\n",
            "piece I2 has 2 cells but the board has only 1 cell",
        ),
        (
            "char.yaml",
            "board: \"#x#\"\npieces:\n  - name: O1\n",
            "board: unexpected character 'x' at row 1, column 2",
        ),
        (
            "field.yaml",
            "board: \"##\"\npieces:\n  - name: I2\n    colour: red\n",
            "invalid puzzle file: pieces[1]: unknown field `colour`",
        ),
        (
            "twice.yaml",
            "board: \"####\"\npieces:\n  - name: I2\n  - name: I2\n",
            "pieces[2]: piece I2 is listed twice",
        ),
    ];
    for (name, text, reason) in cases {
        let e = error_for(name, text);
        assert!(e.contains(&format!("{name}: {reason}")), "{e}");
    }
}

#[test]
fn a_missing_file_is_an_error() {
    let run = tessera(&["tile", "no/such/puzzle.yaml"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("no/such/puzzle.yaml: cannot read the file"),
        "{}",
        run.stderr
    );
}

#[test]
fn bad_arguments_exit_2() {
    assert_eq!(tessera(&["tile", P3X20, "--limit", "0"]).code, 2);
    assert_eq!(tessera(&["tile", P3X20, "--count", "--all"]).code, 2);
    assert_eq!(tessera(&["tile", P3X20, "--engine", "quantum"]).code, 2);
}

#[test]
fn too_large_boards_are_refused_by_the_bitboard_engine() {
    let rows = vec!["#".repeat(20); 20].join("\n  ");
    let file = temp_file(
        "wide.yaml",
        &format!("board: |\n  {rows}\npieces:\n  - name: O4\n    max: 100\n"),
    );
    let run = tessera(&["tile", file.to_str().unwrap(), "--engine", "bitboard"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("wide.yaml: the bitboard engine takes boards of at most 256"),
        "names the file: {}",
        run.stderr
    );
    let run = tessera(&["tile", file.to_str().unwrap()]);
    assert_eq!(
        run.code, 0,
        "auto falls back to dancing links: {}",
        run.stderr
    );
}

#[test]
fn a_huge_maximum_count_is_harmless() {
    let file = temp_file(
        "many.yaml",
        "board: |\n  ####\n  ####\npieces:\n  - name: O1\n    max: 4000000000\n",
    );
    assert_every_engine_counts(file.to_str().unwrap(), 0, "solutions: 1\n");
}
