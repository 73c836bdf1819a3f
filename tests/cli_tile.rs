//! `tessera tile`: answers, output formats, exit codes and bad input.

use crate::support::{Tessera, temp_file, tessera, tessera_env};

const P3X20: &str = "puzzles/polyomino/pentomino-3x20.yaml";

#[test]
fn count_prints_the_number_of_tilings() {
    let run = tessera(&["tile", P3X20, "--count"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "solutions: 8\n");
    let run = tessera(&["tile", P3X20, "--count", "--distinct"]);
    assert_eq!(
        run.stdout,
        "solutions: 2 (rotations and reflections counted once)\n"
    );
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
    // The drawings are the solver's (their pieces are checked above): the headings, counted,
    // and the lines that end the output.
    let headings = |out: &str| (out.lines()).filter(|l| l.starts_with("tiling ")).count();
    let run = tessera(&["tile", P3X20, "--all", "--distinct"]);
    assert_eq!(headings(&run.stdout), 2);
    let end = "\n\nsolutions: 2 (rotations and reflections counted once)\n";
    assert!(run.stdout.ends_with(end), "{}", run.stdout);
    let run = tessera(&["tile", P3X20, "--all", "--limit", "3"]);
    assert_eq!(headings(&run.stdout), 3);
    let end = "\n\nsolutions: 3\n(stopped at the limit; there may be more)\n";
    assert!(run.stdout.ends_with(end), "{}", run.stdout);
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
    // The figures are the engine's and the clock's: the lines and their labels.
    let run = tessera(&["tile", P3X20, "--count", "--stats"]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[..2],
        ["solutions: 8", "engine: bitboard"],
        "{}",
        run.stdout
    );
    let labels: Vec<&str> = lines[2..]
        .iter()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(labels, ["nodes:", "updates:", "time:"], "{}", run.stdout);
}

#[test]
fn no_tiling_exits_1() {
    // Four cells and a triomino with a monomino: the cells add up, the shapes do not fit.
    let file = temp_file(
        "square.yaml",
        "board: |\n  ##\n  ##\npieces:\n  - name: I3\n  - name: O1\n",
    );
    Tessera::new()
        .arg("tile")
        .arg(&file)
        .code(1)
        .stdout("no tiling: the pieces cannot cover the board\n")
        .run();
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
            "every piece has a multiple of 2 cells but the board has 13 cells, not a multiple of 2",
        ),
        (
            "sums.yaml",
            "board: \"#######\"\npieces:\n  - name: I3\n  - name: I2\n    max: 1\n  - name: I\n    max: 1\n",
            "no choice of the pieces has exactly 7 cells, the board's size",
        ),
    ];
    for (name, text, reason) in cases {
        let file = temp_file(name, text);
        for engine in ["auto", "bitboard", "masks", "dlx"] {
            Tessera::new()
                .arg("tile")
                .arg(&file)
                .args(["--engine", engine])
                .refused(&format!(
                    "{}: the pieces cannot cover the board: {reason}",
                    file.display()
                ))
                .run();
        }
    }
}

#[test]
fn a_puzzle_can_come_from_standard_input() {
    let text = std::fs::read_to_string(P3X20).unwrap();
    Tessera::new()
        .args(["tile", "-", "--count"])
        .stdin(text)
        .stdout("solutions: 8\n")
        .run();
    Tessera::new()
        .args(["tile", "-"])
        .stdin("board: \"##\"\npieces:\n  - name: Q9\n")
        .refused(&format!("<stdin>: pieces[1]: {}", unknown_piece("Q9")))
        .run();
    // Nothing piped (or only blank lines) is said as that, not as a missing `board`.
    for nothing in ["", "\n  \n"] {
        Tessera::new()
            .args(["tile", "-"])
            .stdin(nothing)
            .refused(
                "<stdin>: standard input is empty: a puzzle is read from it (see \
                 docs/formats.md)",
            )
            .run();
    }
}

#[test]
fn names_of_sets_and_pieces_may_be_written_in_any_case() {
    // The 3x20 rectangle is tiled in 8 ways by the twelve pentominoes, however their
    // set is spelt; a 2x2 square by two lowercase dominoes in 2 ways (side by side or
    // stacked).
    Tessera::new()
        .args(["tile", "-", "--count"])
        .stdin("board: |\n  ####################\n  ####################\n  ####################\npieces:\n  - set: Pentominoes\n")
        .stdout("solutions: 8\n")
        .run();
    Tessera::new()
        .args(["tile", "-", "--count"])
        .stdin("board: |\n  ##\n  ##\npieces:\n  - name: i2\n    count: 2\n")
        .stdout("solutions: 2\n")
        .run();
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
            assert_ne!(grid[r][c], '?', "a letter for every piece\n{}", run.stdout);
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
    // Colour only adds escape sequences around the letters: without them, the same text.
    let always = tessera(&["tile", P3X20, "--color", "always"]);
    let never = tessera(&["tile", P3X20, "--color", "never"]);
    assert_ne!(always.stdout, never.stdout, "coloured");
    assert_eq!(without_escapes(&always.stdout), never.stdout);
    let piped = tessera_env(&["tile", P3X20], &[]);
    assert_eq!(piped.stdout, never.stdout, "not a terminal: no colour");
}

/// `text` without its ANSI escape sequences (`ESC [ … m`).
fn without_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            chars.by_ref().find(|&c| c == 'm');
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn help_has_examples() {
    // The help's wording is clap's layout of the command's text: its sections.
    let run = tessera(&["tile", "--help"]);
    assert_eq!(run.code, 0);
    assert!(
        run.stdout.lines().any(|l| l == "Examples:"),
        "{}",
        run.stdout
    );
    let distinct = |l: &str| l.trim_start().starts_with("--distinct");
    assert!(run.stdout.lines().any(distinct), "{}", run.stdout);
}

/// What an unknown piece's name is told.
fn unknown_piece(name: &str) -> String {
    format!(
        "unknown piece \"{name}\": name a piece of a known set (pentominoes F..Z, hexominoes \
         H01..H35, Project L O1..T4, Polyssimo C06..W26) or draw it with `shape`"
    )
}

#[test]
fn bad_puzzle_files_get_clear_errors() {
    let q7 = format!("pieces[1]: {}", unknown_piece("Q7"));
    let cases = [
        (
            "syntax.yaml",
            "board: [unclosed\npieces: []\n",
            "invalid puzzle file: did not find expected ',' or ']' at line 2 column 7, while \
             parsing a flow sequence at line 1 column 8",
        ),
        (
            "unknown.yaml",
            "board: \"##\"\npieces:\n  - name: Q7\n",
            &q7,
        ),
        (
            "unknown-set.yaml",
            "board: \"##\"\npieces:\n  - set: heptominoes\n",
            "pieces[1]: unknown piece set \"heptominoes\" (known sets: pentominoes, hexominoes, \
             tetrominoes, project-l, project-l-ghost, polyssimo)",
        ),
        (
            "ragged.yaml",
            "board: |\n  ####\n  ###\npieces:\n  - name: I2\n",
            "board: row 2 has 3 characters but row 1 has 4: every row must have the same width",
        ),
        (
            "split.yaml",
            "board: \"####\"\npieces:\n  - name: gap\n    shape: |\n      #.#\n",
            "pieces[1]: piece gap: the cells are not connected (every cell must touch another by \
             an edge)",
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
            "pieces[1]: `count` is too large: 99999999999 (at most 4294967295)",
        ),
        (
            "big.yaml",
            "board: \"####\"\npieces:\n  - name: I2\n    count: 3\n",
            "the pieces that must be used have 6 cells but the board has only 4 cells",
        ),
        (
            "huge.yaml",
            "board: \"####\"\npieces:\n  - name: I\n",
            "piece I has 5 cells but the board has only 4 cells",
        ),
        (
            "one.yaml",
            "board: \"#\"\npieces:\n  - name: I2\n",
            "piece I2 has 2 cells but the board has only 1 cell",
        ),
        (
            "char.yaml",
            "board: \"#x#\"\npieces:\n  - name: O1\n",
            "board: unexpected character 'x' at row 1, column 2 (use '#' for a cell and '.' for \
             none)",
        ),
        (
            "field.yaml",
            "board: \"##\"\npieces:\n  - name: I2\n    colour: red\n",
            "invalid puzzle file: pieces[1]: unknown field `colour`, expected one of `set`, \
             `name`, `shape`, `count`, `max` at line 4 column 5",
        ),
        (
            "twice.yaml",
            "board: \"####\"\npieces:\n  - name: I2\n  - name: I2\n",
            "pieces[2]: piece I2 is listed twice",
        ),
        // The pentominoes and the tetrominoes both have an I (of 5 cells and of 4):
        // different pieces of one name, not a piece listed twice.
        (
            "clash.yaml",
            "board: \"#####\"\npieces:\n  - set: pentominoes\n  - set: tetrominoes\n",
            "pieces[2]: set tetrominoes has a piece named I, as set pentominoes (pieces[1]) \
             does: two pieces cannot share a name; list one set's pieces by drawing them with \
             their own names (`name` and `shape`; see docs/formats.md#puzzle-files)",
        ),
    ];
    for (name, text, reason) in cases {
        let file = temp_file(name, text);
        let message = format!("{}: {reason}", file.display());
        Tessera::new()
            .arg("tile")
            .arg(&file)
            .refused(&message)
            .run();
    }
}

#[test]
fn a_missing_file_is_an_error() {
    Tessera::new()
        .args(["tile", "no/such/puzzle.yaml"])
        .refused(
            "no/such/puzzle.yaml: cannot read the file: No such file or directory (os error 2)",
        )
        .run();
}

#[test]
fn bad_arguments_exit_2() {
    let tip = "\n\nFor more information, try '--help'.\n";
    let cases: [(&[&str], &str); 3] = [
        (
            &["--limit", "0"],
            "invalid value '0' for '--limit <N>': must be at least 1",
        ),
        (
            &["--count", "--all"],
            "the argument '--count' cannot be used with '--all'\n\nUsage: tessera tile --count \
             <FILE>",
        ),
        (
            &["--engine", "quantum"],
            "invalid value 'quantum' for '--engine <ENGINE>'\n  [possible values: auto, \
             bitboard, masks, dlx]",
        ),
    ];
    for (args, message) in cases {
        let stderr = format!("tessera: error: {message}{tip}");
        (Tessera::new().args(["tile", P3X20]).args(args))
            .code(2)
            .stderr(&stderr)
            .run();
    }
    // The frontier count lists no tiling, so a limit cannot stop it: refused, not ignored.
    (Tessera::new().args(["tile", P3X20, "--count", "--limit", "5", "--method", "dp"]))
        .refused(
            "--method dp counts every tiling without listing them, so --limit cannot stop it: \
             drop --limit, or use --method search",
        )
        .run();
    // Nor does the first tiling alone, shown without --all or --count.
    (Tessera::new().args(["tile", P3X20, "--limit", "3"]))
        .stdout("")
        .refused(
            "--limit stops --all or --count after N tilings; alone, the first tiling is shown: \
             give --all --limit N (or drop --limit)",
        )
        .run();
}

#[test]
fn too_large_boards_are_refused_by_the_bitboard_engine() {
    let rows = vec!["#".repeat(20); 20].join("\n  ");
    let file = temp_file(
        "wide.yaml",
        &format!("board: |\n  {rows}\npieces:\n  - name: O4\n    max: 100\n"),
    );
    Tessera::new()
        .arg("tile")
        .arg(&file)
        .args(["--engine", "bitboard"])
        .refused(&format!(
            "{}: the bitboard engine takes boards of at most 256 bounding-box cells; this one \
             has 400",
            file.display()
        ))
        .run();
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

#[test]
fn a_legend_of_one_piece_is_said_once() {
    // 50 dominoes on a 2×50 board: more pieces than the 62 letters and digits, every
    // letter a domino, so the legend names the piece once instead of 62 times.
    let row = format!("  {}\n", "#".repeat(50));
    let text = format!("board: |\n{row}{row}pieces:\n  - name: I2\n    count: 50\n");
    let file = temp_file("dominoes-2x50.yaml", &text);
    let run = tessera(&["tile", file.to_str().unwrap(), "--color", "never"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stdout);
    assert_eq!(lines[2], "legend: every letter is I2");
}
