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
fn the_board_s_letters_are_explained_under_it() {
    // The set's hexominoes are drawn as a, b, c… in the set's order (C06, D06, X16, G06,
    // M06, Z16, U06, F06, F16, F36, F26, W26), skipping the letters of the pentominoes'
    // names in either case (f, i, l, n, p): those on the board and the best move's piece
    // (F26, Ann's winning move) are listed.
    let run = tessera(&["polyssimo", "solve", ENDGAME]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let letters =
        "letters: D06=b X16=c M06=e U06=h F06=j F16=k F36=m F26=o W26=q; o*: the best move";
    assert!(
        run.stdout.contains(&format!("{letters}\nto move: Ann\n")),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("best move: F26 "), "{}", run.stdout);
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
}

/// The example position as its file draws it (`a` and `b` are its legend's C06 and D06).
const EXAMPLE_BOARD: &str = "   a b c d e f g h i j k l
 1 . . I . . . . . a a a a
 2 . . I . . . . . a . . a
 3 . . I . . . . . . b b .
 4 L L I . . . . . b b b b
 5 L . I . . . . . . . . .
 6 L . . . . . . . . . . .
 7 L . . . . . . . . . . .
 8 . . . . . . . . . . . .
 9 . . . . . . . . . . . .
10 . . . . . . . . . . . .
11 . . . . . . . . . . . .
to move: Bob
";

#[test]
fn a_search_stopped_by_time_says_so_under_the_board() {
    let run = Tessera::new()
        .args([
            "polyssimo",
            "solve",
            "puzzles/polyssimo/example-position.yaml",
        ])
        .args(["--time", "0.05"])
        .run_unchecked();
    assert_eq!(run.stderr, "", "no progress line when piped");
    // How far the search got in 0.05 s depends on the machine: the board and whose move
    // are checked whole, the bounds within the ones known before the search (above), and
    // the best move and the count of nodes by their words.
    // The letters line names the hexominoes on the board (C06 and D06, the set's first
    // two, drawn a and b), then those of the best move so far, which varies.
    let letters = (run.stdout.lines())
        .find(|l| l.starts_with("letters: "))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert!(letters.starts_with("letters: C06=a D06=b"), "{letters}");
    let stdout = run.stdout.replacen(&format!("{letters}\n"), "", 1);
    let (board, rest) = stdout.split_at(EXAMPLE_BOARD.len());
    assert_eq!(board, EXAMPLE_BOARD);
    let lines: Vec<&str> = rest.lines().collect();
    assert_eq!(lines.len(), 3, "{rest}");
    let (bounds, verdict) = lines[0]
        .strip_prefix("not solved in time: value between ")
        .and_then(|b| b.split_once(" for Bob"))
        .expect(lines[0]);
    let bounds = bounds.split_once(" and ").expect(lines[0]);
    let (l, u): (i64, i64) = (bounds.0.parse().unwrap(), bounds.1.parse().unwrap());
    assert!(-75 <= l && l < u && u <= 75, "{rest}");
    // A bound past 0 decides who wins before the value is known; the line says so.
    let (decided, said) = if l > 0 {
        (0, ", so Bob wins (by how much is not proved yet)")
    } else if u <= 0 {
        (1, ", so Bob does not win")
    } else {
        (3, "")
    };
    assert_eq!(run.code, decided, "{rest}");
    assert_eq!(verdict, said, "{rest}");
    assert_eq!(
        lines[1].split_once(": ").unwrap().0,
        "best move so far",
        "{rest}"
    );
    assert_eq!(lines[2].split_once(": ").unwrap().0, "nodes", "{rest}");
}

#[test]
fn a_table_of_nothing_or_past_memory_is_refused() {
    Tessera::new()
        .args(["polyssimo", "solve", ENDGAME, "--hash-mb", "0"])
        .stdout("")
        .refused("--hash-mb 0: a table of 0 MiB holds nothing (at least 1)")
        .run();
    // The machine's memory as the system tells it, in MiB (Linux).
    let info = std::fs::read_to_string("/proc/meminfo").unwrap();
    let total = info
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .unwrap();
    let kib: u64 = total.trim().trim_end_matches(" kB").parse().unwrap();
    let message = format!(
        "--hash-mb 100000000: a table of 100000000 MiB is more than this machine's memory \
         ({} MiB)",
        kib / 1024
    );
    Tessera::new()
        .args(["polyssimo", "solve", ENDGAME, "--hash-mb", "100000000"])
        .stdout("")
        .refused(&message)
        .run();
}

#[test]
fn no_threads_is_refused() {
    Tessera::new()
        .args(["polyssimo", "solve", ENDGAME, "--threads", "0"])
        .code(2)
        .stdout("")
        .stderr(
            "tessera: error: invalid value '0' for '--threads': it takes a whole number from 1 \
             to 1024\n\n\
             For more information, try '--help'.\n",
        )
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
        .stdout("")
        .refused(&format!(
            "{}: set: {}: board: 196 cells; this use takes boards of at most 192 cells",
            position.display(),
            dir.path("big-set.yaml").display()
        ))
        .run();
}

#[test]
fn a_player_to_move_with_no_piece_that_fits_is_passed_over_and_said_to_be() {
    // Player 1's X needs a free cell with all four neighbours free: row 2's cells have row
    // 1 above, row 4's the L above or the edge beside, row 5's the edge below. So player
    // 1 is out, and player 2 places the P on a4 b4 c4 a5 b5, ending with no cells to
    // player 1's 5: worth 2 × 5 = 10 to player 2, a win (exit 0).
    let dir = TempDir::new();
    let file = dir.file(
        "stuck.yaml",
        "board: |\n  IIIII\n  .....\n  LLLL.\n  ...L.\n  .....\n\
         players:\n  - pieces: [X]\n  - pieces: [P]\n\
         set: |\n  board: |\n    #####\n    #####\n    #####\n    #####\n    #####\n  \
         pieces:\n    - set: pentominoes\n      max: 1\n",
    );
    let f = file.to_str().unwrap();
    let (doc, code) = json(&["polyssimo", "solve", f, "--json"]);
    assert_eq!(
        (&doc["to_move"], &doc["passed_over"], &doc["value"], code),
        (
            &Value::from(2),
            &serde_json::json!([1]),
            &Value::from(10),
            0
        )
    );
    let text = tessera(&["polyssimo", "solve", f]).stdout;
    assert!(
        text.contains("\nto move: player 2 (player 1 cannot place a piece: out)\n"),
        "{text}"
    );
}
