//! Hostile input: each known attack on the file formats and the protocol is refused with a
//! clear error naming the file (exit 2) or runs within a stated bound, never a panic, a
//! hang or memory without bound. Runs are held to an address-space limit (`ulimit -v`), so
//! a regression shows as a failed run rather than a machine out of memory.

use crate::support::{Run, temp_file, tessera_stdin_bytes};
use std::path::Path;
use std::process::Command;

/// Address space allowed to each run here: far above the bounds the README states.
const LIMIT_KIB: u64 = 1024 * 1024;

/// Runs `tessera` with `args` under an address-space limit of `kib` KiB.
fn tessera_limited(args: &[&str], kib: u64) -> Run {
    let script = format!("ulimit -v {kib}; exec \"$0\" \"$@\"");
    let output = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("sh runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Expects exit 2 with the file's name and `reason` in the message.
fn assert_refused_file(args: &[&str], file: &Path, reason: &str) {
    let run = tessera_limited(args, LIMIT_KIB);
    assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
    let name = file.to_str().unwrap();
    assert!(run.stderr.contains(name), "{args:?}: {}", run.stderr);
    assert!(run.stderr.contains(reason), "{args:?}: {}", run.stderr);
}

/// "Billion laughs": ten levels of ten aliases each, 10^10 nodes once expanded, indented
/// by `indent` spaces.
fn alias_bomb(indent: usize) -> String {
    let pad = " ".repeat(indent);
    let mut text = format!("{pad}a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for i in 1..=10 {
        let aliases = vec![format!("*a{}", i - 1); 10].join(", ");
        text += &format!("{pad}a{i}: &a{i} [{aliases}]\n");
    }
    text
}

/// One anchor of 100,000 items used 100,000 times: 10^10 nodes, which the YAML library's
/// own limit on nested aliases lets through.
fn wide_alias_bomb() -> String {
    let items = vec!["1"; 100_000].join(",");
    let aliases = vec!["*a"; 100_000].join(",");
    format!("{{a: &a [{items}], b: [{aliases}]}}")
}

const ALIAS: &str = "aliases (*name) are expanded";

#[test]
fn alias_bombs_are_refused_in_every_kind_of_file() {
    let puzzle = temp_file(
        "bomb-puzzle.yaml",
        &format!(
            "board: '##'\npieces: [{{name: I2}}]\ndescription:\n{}",
            alias_bomb(2)
        ),
    );
    assert_refused_file(&["tile", puzzle.to_str().unwrap()], &puzzle, ALIAS);
    let deck = temp_file(
        "bomb-cards.yaml",
        &format!("cards:\n  - id: W01\n    hole:\n{}", alias_bomb(6)),
    );
    let d = deck.to_str().unwrap();
    assert_refused_file(&["cards", "--cards", d], &deck, ALIAS);
    let plan = temp_file(
        "bomb-plan.yaml",
        &format!("supply: O1\ncards: {}\n", wide_alias_bomb()),
    );
    assert_refused_file(&["plan", plan.to_str().unwrap()], &plan, ALIAS);
    let game = temp_file(
        "bomb-game.yaml",
        &format!(
            "format: 1\ngame: polyssimo\nseed: 1\nhistory: []\noptions: {}\n",
            wide_alias_bomb()
        ),
    );
    assert_refused_file(&["play", "show", game.to_str().unwrap()], &game, ALIAS);
    let position = temp_file("bomb-position.yaml", &format!("grid:\n{}", alias_bomb(2)));
    let p = position.to_str().unwrap();
    assert_refused_file(&["s25", "analyze", p], &position, ALIAS);
}

#[test]
fn deep_nesting_is_refused_at_once() {
    let deep = format!("board: {}\n", "[".repeat(100_000));
    for (name, args) in [
        ("deep-puzzle.yaml", vec!["tile"]),
        ("deep-game.yaml", vec!["play", "show"]),
        ("deep-plan.yaml", vec!["plan"]),
        ("deep-position.yaml", vec!["polyssimo", "holes"]),
    ] {
        let file = temp_file(name, &deep);
        let mut args = args.clone();
        args.push(file.to_str().unwrap());
        assert_refused_file(&args, &file, "nested more than 64 deep");
    }
    let braces = temp_file("deep-map.yaml", &"{a: ".repeat(100_000));
    assert_refused_file(&["tile", braces.to_str().unwrap()], &braces, "line 1");
}

#[test]
fn a_yaml_file_over_four_mib_is_refused_before_parsing() {
    let big = temp_file("big.yaml", &"- 1\n".repeat((1 << 20) + 1));
    assert_refused_file(&["plan", big.to_str().unwrap()], &big, "at most 4 MiB");
}

#[test]
fn a_one_megabyte_line_is_read() {
    let text = format!(
        "name: long\ndescription: {}\nboard: |\n  ####\npieces:\n  - name: I2\n    count: 2\n",
        "x".repeat(1 << 20)
    );
    let puzzle = temp_file("long-line.yaml", &text);
    let run = tessera_limited(&["tile", "--count", puzzle.to_str().unwrap()], LIMIT_KIB);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.trim(), "solutions: 1");
}

/// The answers of `play serve --protocol PROTOCOL` to `input`, which must end well.
fn serve(protocol: &str, input: &[u8]) -> String {
    let run = tessera_stdin_bytes(&["play", "serve", "--protocol", protocol], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
}

#[test]
fn a_long_serve_line_is_refused_and_the_session_goes_on() {
    for (protocol, refusal) in [
        ("text", "? the line is longer than 64 KiB"),
        ("json", r#""error":"the line is longer than 64 KiB""#),
    ] {
        let mut input = vec![b'x'; 1 << 20];
        input.extend_from_slice(b"\ngames\n");
        if protocol == "json" {
            input.truncate(1 << 20);
            input.extend_from_slice(b"\n{\"command\": \"games\"}\n");
        }
        let answers = serve(protocol, &input);
        assert!(answers.contains(refusal), "{answers}");
        assert!(answers.contains("polyssimo"), "{answers}");
    }
    // A line with no end at all.
    let answers = serve("text", &vec![b'y'; 3 << 20]);
    assert!(answers.contains("longer than 64 KiB"), "{answers}");
}

#[test]
fn deep_json_in_serve_is_refused() {
    let mut input = "[".repeat(10_000).into_bytes();
    input.extend_from_slice(b"\n{\"command\": \"games\"}\n");
    let answers = serve("json", &input);
    assert!(answers.contains("not JSON: recursion limit"), "{answers}");
    assert!(answers.contains("polyssimo"), "{answers}");
}

#[test]
fn a_billion_piece_count_is_refused_or_bounded() {
    let board = "board: |\n  ####\n  ####\npieces:\n  - name: I2\n";
    let exact = temp_file("billion.yaml", &format!("{board}    count: 1000000000\n"));
    assert_refused_file(
        &["tile", exact.to_str().unwrap()],
        &exact,
        "have 2000000000 cells but the board has only 8 cells",
    );
    // As an upper bound it is only as many as the board holds: the 5 domino tilings of 2x4.
    let most = temp_file("billion-max.yaml", &format!("{board}    max: 1000000000\n"));
    let run = tessera_limited(&["tile", "--count", most.to_str().unwrap()], LIMIT_KIB);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.trim(), "solutions: 5");
    let huge = temp_file(
        "huge-count.yaml",
        &format!("{board}    count: 1{}\n", "0".repeat(30)),
    );
    assert_refused_file(&["tile", huge.to_str().unwrap()], &huge, "count");
}

#[test]
fn a_200_by_200_board_is_tiled_within_bounds() {
    let rows = format!("  {}\n", "#".repeat(200)).repeat(200);
    let text = format!("board: |\n{rows}pieces:\n  - name: I2\n    count: 20000\n");
    let puzzle = temp_file("board-200.yaml", &text);
    // 128 MiB of address space: with a full-board bit set per placement this took 411 MB.
    let run = tessera_limited(&["tile", "--quiet", puzzle.to_str().unwrap()], 128 * 1024);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().take(200).count(), 200);
}

#[test]
fn a_limit_of_a_million_tilings_is_a_bound_not_an_allocation() {
    let run = tessera_limited(
        &[
            "tile",
            "--all",
            "--limit",
            "1000000",
            "--json",
            "--quiet",
            "puzzles/polyomino/pentomino-3x20.yaml",
        ],
        LIMIT_KIB,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let summary: serde_json::Value =
        serde_json::from_str(run.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(
        summary["solutions"], 8,
        "2 distinct tilings, 4 symmetries each"
    );
    assert_eq!(summary["complete"], true);
}
