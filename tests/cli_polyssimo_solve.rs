//! `polyssimo solve` on the command line: the report (JSON fields, exit codes), a search
//! stopped by `--time`, and bad input (`--hash-mb` 0 or past memory, a finished position,
//! a board over 192 cells), refused with exit 2.

use crate::support::{TempDir, Tessera, tessera};
use serde_json::Value;

const ENDGAME: &str = "puzzles/polyssimo/endgame-8.yaml";

fn json(args: &[&str]) -> (Value, i32) {
    let run = tessera(args);
    let doc = serde_json::from_str(&run.stdout).unwrap_or_else(|_| panic!("{}", run.stderr));
    (doc, run.code)
}

#[test]
fn an_exact_answer_has_equal_bounds_and_a_line_of_named_cells() {
    let (doc, code) = json(&["polyssimo", "solve", ENDGAME, "--json"]);
    assert_eq!(doc["exact"], true);
    assert_eq!(doc["method"], "minimax");
    let value = doc["value"].as_i64().unwrap();
    assert_eq!(
        (doc["lower"].as_i64(), doc["upper"].as_i64()),
        (Some(value), Some(value))
    );
    assert_eq!(code, if value > 0 { 0 } else { 1 });
    assert_eq!(doc["best_move"], doc["line"][0]);
    let first = doc["line"][0].as_str().unwrap();
    // A piece name, then cells in the board's notation (a letter and a row number).
    let cells: Vec<&str> = first.split(' ').skip(1).collect();
    assert!(!cells.is_empty(), "{first}");
    for cell in cells {
        let (column, row) = cell.split_at(1);
        assert!(column.chars().all(|c| c.is_ascii_lowercase()), "{first}");
        assert!(row.parse::<u32>().is_ok(), "{first}");
    }
    assert_eq!(doc["table_mib"], 64);
}

#[test]
fn a_search_stopped_by_time_reports_its_bounds() {
    let args = [
        "polyssimo",
        "solve",
        "puzzles/polyssimo/example-position.yaml",
    ];
    let (doc, code) = json(&[&args[..], &["--time", "0.05", "--json"]].concat());
    assert_eq!(doc["exact"], false);
    assert_eq!(doc["value"], Value::Null);
    let (lower, upper) = (doc["lower"].as_i64(), doc["upper"].as_i64());
    // Both bounds are known before any search: Ann and Bob hold 37 cells each (five
    // pentominoes and two hexominoes), so the value lies in 2 × (0 − 37) − 1 ..= 2 × 37 + 1.
    let (Some(l), Some(u)) = (lower, upper) else {
        panic!("both bounds: {doc}")
    };
    assert!(-75 <= l && l < u && u <= 75, "{doc}");
    let expected = match (lower, upper) {
        (Some(l), _) if l > 0 => 0,
        (_, Some(u)) if u <= 0 => 1,
        _ => 3,
    };
    assert_eq!(code, expected, "{doc}");
    Tessera::new()
        .args(args)
        .args(["--time", "0.05"])
        .code(expected as u8)
        .stdout_has("not solved in time: ")
        .run();
}

#[test]
fn a_table_of_nothing_or_past_memory_is_refused() {
    Tessera::new()
        .args(["polyssimo", "solve", ENDGAME, "--hash-mb", "0"])
        .code(2)
        .stdout("")
        .stderr_has("--hash-mb 0: a table of 0 MiB holds nothing")
        .run();
    Tessera::new()
        .args(["polyssimo", "solve", ENDGAME, "--hash-mb", "100000000"])
        .code(2)
        .stdout("")
        .stderr_has("more than this machine's memory")
        .run();
}

#[test]
fn no_threads_is_refused() {
    Tessera::new()
        .args(["polyssimo", "solve", ENDGAME, "--threads", "0"])
        .code(2)
        .stdout("")
        .stderr_has("invalid value '0' for '--threads <N>': 0 is not in 1..=1024")
        .run();
}

#[test]
fn two_threads_prove_the_value_of_one() {
    let value = |threads: &str| {
        let out = Tessera::new()
            .args([
                "polyssimo",
                "solve",
                ENDGAME,
                "--json",
                "--threads",
                threads,
            ])
            .run();
        let doc: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(doc["threads"], threads.parse::<u64>().unwrap());
        (doc["value"].clone(), doc["exact"].clone())
    };
    assert_eq!(value("2"), value("1"));
}

#[test]
fn a_board_over_192_cells_is_refused() {
    let dir = TempDir::new();
    let row = "#".repeat(14);
    let board = vec![row; 14].join("\n  ");
    let set = format!("board: |\n  {board}\npieces:\n  - name: a\n    shape: \"##\"\n");
    dir.file("big-set.yaml", &set);
    let empty = vec![".".repeat(14); 14].join("\n  ");
    let position = dir.file(
        "big.yaml",
        &format!(
            "set: big-set.yaml\nboard: |\n  {empty}\nplayers:\n  - pieces: [a]\n  - pieces: []\n"
        ),
    );
    Tessera::new()
        .args(["polyssimo", "solve"])
        .arg(&position)
        .code(2)
        .stdout("")
        .stderr_has("196 cells; this use takes boards of at most 192 cells")
        .run();
}
