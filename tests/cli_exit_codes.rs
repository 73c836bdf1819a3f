//! Every command that answers yes or no keeps the exit codes: 0 yes, 1 a definite no,
//! 2 an error, 3 not decided (`--time` or Ctrl-C first). One row per answer of each.

use crate::support::{TempDir, Tessera};
use std::collections::BTreeSet;
use tessera::cli::exit_codes::{EXIT_CODES, codes_named, codes_of};
use tessera::play::Games;

const GOLOMB_6: &str = "puzzles/polyssimo/golomb-6-left.yaml";

/// Files for the "no" answers: a board no piece set covers, a plan the bank cannot supply.
fn fixtures(dir: &TempDir) -> (String, String) {
    let board = "board: |\n  ##\n  ##\npieces:\n  - name: t\n    shape: |\n      ###\n      .#.\n";
    let state = "supply: O1\ncards:\n  - card: W01\nbank: \"\"\n";
    let text = |p: std::path::PathBuf| p.to_str().unwrap().to_string();
    (
        text(dir.file("t.yaml", board)),
        text(dir.file("state.yaml", state)),
    )
}

#[test]
fn every_yes_no_command_answers_with_its_exit_code() {
    let dir = TempDir::new();
    let (no_tiling, no_plan) = fixtures(&dir);
    let square = crate::cli_limits::domino_square(&dir, 400);
    let square = square.to_str().unwrap();
    let rows: Vec<(Vec<&str>, u8)> = vec![
        (
            vec!["tile", "puzzles/polyomino/pentomino-6x10.yaml", "-q"],
            0,
        ),
        (vec!["tile", &no_tiling], 1),
        (vec!["tile", &no_tiling, "--count"], 1),
        // The first tiling of a 400x400 square takes seconds: not found within 0.2 s.
        (vec!["tile", &square, "--time", "0.2"], 3),
        (vec!["fit", "B20", "--supply", "O1 I2 L4 T4"], 0),
        (vec!["fit", "B20", "--supply", "O1"], 1),
        (vec!["upgrade", "B20", "--supply", "O1 I2"], 0),
        (
            vec!["upgrade", "B20", "--supply", "O1 I2", "--bank", "O1"],
            1,
        ),
        (vec!["plan", "puzzles/projectl/example-state.yaml", "-q"], 0),
        (vec!["plan", &no_plan, "-q"], 1),
        (vec!["s25", "path", "puzzles/struktura25/empty.yaml"], 0),
        (
            vec![
                "s25",
                "path",
                "puzzles/struktura25/empty.yaml",
                "--max-turns",
                "2",
            ],
            1,
        ),
        (
            vec![
                "polyssimo",
                "solve",
                "puzzles/polyssimo/endgame-8.yaml",
                "-q",
            ],
            0,
        ),
        (
            // The player to move loses by one cell (`bench --polyssimo` solves it with the
            // old solver too, which finds the same value).
            vec![
                "polyssimo",
                "solve",
                "puzzles/polyssimo/bench/2p-12-left-2.yaml",
                "-q",
            ],
            1,
        ),
        (vec!["golomb", "prove", GOLOMB_6, "-q"], 0),
        (
            vec![
                "challenge",
                "check",
                "puzzles/challenges/golomb-5-a.yaml",
                "F a6 a7 b7 c7 b8",
            ],
            1,
        ),
        (vec!["golomb", "prove", "-q", "--time", "0.1"], 3),
        (
            vec![
                "polyssimo",
                "solve",
                "puzzles/polyssimo/example-position.yaml",
                "-q",
                "--time",
                "0.05",
            ],
            3,
        ),
    ];
    // An answer says nothing on standard error (its standard output is checked by each
    // command's own tests).
    for (args, code) in rows {
        Tessera::new().args(args.iter().copied()).code(code).run();
        let codes = codes_of(&args.join(" ")).expect("a row of the table");
        assert!(
            codes_named(codes).contains(&code),
            "{args:?}: {code} is not in {codes}"
        );
    }
    // An error says what went wrong, naming the card or the file.
    let missing = "no-such-file.yaml: cannot read the file: No such file or directory (os error 2)";
    let errors: [(&[&str], &str); 4] = [
        (
            &["fit", "B99", "--supply", "O1"],
            "unknown card \"B99\": the base deck has 52 cards, W01 to B20 \
             (see `tessera cards`)",
        ),
        (&["tile", "no-such-file.yaml"], missing),
        (&["golomb", "prove", "no-such-file.yaml"], missing),
        (&["polyssimo", "solve", "no-such-file.yaml"], missing),
    ];
    for (args, message) in errors {
        Tessera::new().args(args).refused(message).run();
    }
}

#[test]
fn endgame_8_is_a_win_for_the_player_to_move() {
    // The exit code above is the answer, not a default: the JSON agrees.
    let run = Tessera::new()
        .args([
            "polyssimo",
            "solve",
            "puzzles/polyssimo/endgame-8.yaml",
            "--json",
        ])
        .run();
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert!(doc["value"].as_i64().unwrap() > 0, "{doc}");
}

/// A Golomb proof cut into jobs and merged answers as the direct proof does, exit code too;
/// merged without the position it was split from, it says to give the position (exit 2).
#[test]
fn golomb_merge_answers_like_the_direct_proof() {
    let dir = TempDir::new();
    let jobs = dir.path("jobs");
    let jobs = jobs.to_str().unwrap();
    Tessera::new()
        .args([
            "golomb", "prove", GOLOMB_6, "--split", "2", "--out", jobs, "-q",
        ])
        .run();
    for job in 1..=2 {
        let file = format!("{jobs}/job-000{job}-of-0002.json");
        Tessera::new()
            .args([
                "golomb",
                "prove",
                GOLOMB_6,
                "--job",
                &file,
                "--threads",
                "1",
                "-q",
            ])
            .run();
    }
    // The merged answer's verdict is the direct proof's (its last line, the merge's nodes
    // and seconds, is its own).
    let verdict = |stdout: &str| -> Vec<String> {
        (stdout.lines())
            .filter(|l| l.starts_with("outcome:") || l.starts_with("winning move:"))
            .map(String::from)
            .collect()
    };
    let merged = Tessera::new()
        .args(["golomb", "prove", "--merge", jobs, GOLOMB_6])
        .run();
    let direct = Tessera::new().args(["golomb", "prove", GOLOMB_6]).run();
    assert_eq!(
        verdict(&merged.stdout)[0],
        "outcome: the player to move wins"
    );
    assert_eq!(verdict(&merged.stdout), verdict(&direct.stdout));
    Tessera::new()
        .args(["golomb", "prove", "--merge", jobs])
        .refused(&format!(
            "{jobs}/job-0001-of-0002.result.json: refused as a result file: made for another \
             position: `golomb prove` takes it with the POSITION it was made for (none for the \
             empty board); `openings write` reads only a checkpoint of the empty board"
        ))
        .run();
}

/// Every leaf command's `--help` ends with its row of the exit-code table.
#[test]
fn every_leaf_command_lists_its_exit_codes() {
    let mut leaves = Vec::new();
    let command = tessera::cli::command(&Games::standard());
    crate::cli_streams::leaf_commands(&command, "", &mut leaves);
    leaves.push("play new golomb".into());
    for leaf in leaves {
        let codes = codes_of(&leaf).unwrap_or_else(|| panic!("`{leaf}` has no exit codes"));
        let mut args: Vec<&str> = leaf.split(' ').collect();
        args.push("--help");
        let help = Tessera::new().args(args).run().stdout;
        let last = help
            .trim_end()
            .rsplit("\n\n")
            .next()
            .unwrap()
            .replace('\n', " ");
        assert_eq!(last, format!("Exit codes: {codes}."), "`{leaf} --help`");
    }
}

/// The codes a page's table or sentence names: each `| N |` row, or each `**N**`.
fn page_codes(text: &str) -> BTreeSet<u8> {
    let rows = text
        .lines()
        .filter_map(|l| l.strip_prefix("| ")?.split(' ').next()?.parse().ok());
    let bold = text
        .split("**")
        .skip(1)
        .step_by(2)
        .filter_map(|b| b.parse().ok());
    rows.chain(bold).collect()
}

/// The codes of every row whose command path starts with `prefix`.
fn table_codes(prefix: &str) -> BTreeSet<u8> {
    (EXIT_CODES.iter())
        .filter(|(path, _)| path.starts_with(prefix))
        .flat_map(|(_, codes)| codes_named(codes))
        .collect()
}

/// The README's table, docs/tile.md's sentence and docs/play.md's say what the commands do.
#[test]
fn the_pages_name_the_codes_the_commands_use() {
    let section = |file: &str, heading: &str| -> String {
        let text = std::fs::read_to_string(file).unwrap();
        let start = text
            .find(heading)
            .unwrap_or_else(|| panic!("{file}: {heading}"));
        let rest = &text[start + heading.len()..];
        rest[..rest.find("\n#").unwrap_or(rest.len())].to_string()
    };
    let readme = section("README.md", "## Exit codes");
    assert_eq!(page_codes(&readme), table_codes(""), "README.md");
    let tile = section("docs/tile.md", "Exit codes, here and in every command:");
    let tile = &tile[..tile.find("\n\n").unwrap_or(tile.len())];
    assert_eq!(page_codes(tile), table_codes("tile"), "docs/tile.md");
    let play = section("docs/play.md", "**Exit codes**:");
    let play = &play[..play.find("\n\n").unwrap()];
    let named: BTreeSet<u8> = codes_named(play.replace('\n', " ").trim())
        .into_iter()
        .collect();
    assert_eq!(named, table_codes("play "), "docs/play.md");
}
