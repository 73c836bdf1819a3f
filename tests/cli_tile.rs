//! `tessera tile`: answers, output formats, exit codes and bad input.

use crate::support::{temp_file, tessera, tessera_env};

const P3X20: &str = "puzzles/polyomino/pentomino-3x20.yaml";

#[test]
fn count_prints_the_number_of_tilings() {
    let run = tessera(&["tile", P3X20, "--count"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "solutions: 8\n");
    let run = tessera(&["tile", P3X20, "--count", "--distinct"]);
    assert_eq!(run.stdout, "solutions: 2\n");
    for engine in ["dlx", "masks", "bitboard"] {
        let run = tessera(&["tile", P3X20, "--count", "--engine", engine]);
        assert_eq!(run.stdout, "solutions: 8\n", "{engine}");
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
    let file = temp_file("odd.yaml", "board: |\n  ###\npieces:\n  - name: I2\n");
    let run = tessera(&["tile", file.to_str().unwrap()]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("no tiling"));
    let run = tessera(&["tile", file.to_str().unwrap(), "--count"]);
    assert_eq!((run.code, run.stdout.as_str()), (1, "solutions: 0\n"));
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
    let e = error_for("unknown.yaml", "board: \"##\"\npieces:\n  - name: Q7\n");
    assert!(e.contains("pieces[0]: unknown piece \"Q7\""), "{e}");
    let e = error_for(
        "unknown-set.yaml",
        "board: \"##\"\npieces:\n  - set: heptominoes\n",
    );
    assert!(e.contains("unknown piece set \"heptominoes\""), "{e}");
    let e = error_for(
        "ragged.yaml",
        "board: |\n  ####\n  ###\npieces:\n  - name: I2\n",
    );
    assert!(
        e.contains("board: row 2 has 3 characters but row 1 has 4"),
        "{e}"
    );
    let e = error_for(
        "split.yaml",
        "board: \"####\"\npieces:\n  - name: gap\n    shape: |\n      #.#\n",
    );
    assert!(
        e.contains("pieces[0]: piece gap: the cells are not connected"),
        "{e}"
    );
    let e = error_for(
        "zero.yaml",
        "board: \"##\"\npieces:\n  - name: I2\n    count: 0\n",
    );
    assert!(
        e.contains("pieces[0]: `count` must be a whole number of at least 1, not 0"),
        "{e}"
    );
    let e = error_for(
        "negative.yaml",
        "board: \"##\"\npieces:\n  - name: I2\n    max: -3\n",
    );
    assert!(
        e.contains("pieces[0]: `max` must be a whole number of at least 1, not -3"),
        "{e}"
    );
    let e = error_for(
        "big.yaml",
        "board: \"####\"\npieces:\n  - name: I2\n    count: 3\n",
    );
    assert!(
        e.contains("the pieces that must be used have 6 cells but the board has only 4"),
        "{e}"
    );
    let e = error_for("huge.yaml", "board: \"####\"\npieces:\n  - name: I\n");
    assert!(
        e.contains("piece I has 5 cells but the board has only 4"),
        "{e}"
    );
    let e = error_for("char.yaml", "board: \"#x#\"\npieces:\n  - name: O1\n");
    assert!(
        e.contains("board: unexpected character 'x' at row 1, column 2"),
        "{e}"
    );
    let e = error_for(
        "field.yaml",
        "board: \"##\"\npieces:\n  - name: I2\n    colour: red\n",
    );
    assert!(e.contains("unknown field `colour`"), "{e}");
    let e = error_for(
        "twice.yaml",
        "board: \"####\"\npieces:\n  - name: I2\n  - name: I2\n",
    );
    assert!(e.contains("piece I2 is listed twice"), "{e}");
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
    assert!(run.stderr.contains("at most 256"), "{}", run.stderr);
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
    for engine in ["bitboard", "masks", "dlx"] {
        let run = tessera(&[
            "tile",
            file.to_str().unwrap(),
            "--count",
            "--engine",
            engine,
        ]);
        assert_eq!(
            (run.code, run.stdout.as_str()),
            (0, "solutions: 1\n"),
            "{engine}: {}",
            run.stderr
        );
    }
}
