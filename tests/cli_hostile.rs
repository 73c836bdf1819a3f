//! Hostile input: each known attack on the file formats and the protocol is refused with a
//! clear error naming the file (exit 2) or runs within a stated bound, never a panic, a
//! hang or memory without bound. Runs are held to an address-space limit (`ulimit -v`), so
//! a regression shows as a failed run rather than a machine out of memory.

use crate::support::{Run, Tessera, temp_file};
use std::path::Path;
use std::process::Command;

/// Address space allowed to each run here: far above the bounds the README states.
const LIMIT_KIB: u64 = 1024 * 1024;

/// Runs `tessera` with `args` under an address-space limit of `kib` KiB.
pub fn tessera_limited(args: &[&str], kib: u64) -> Run {
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

/// Expects exit 2, nothing on standard output and exactly the error `FILE: message`.
fn assert_refused_file(args: &[&str], file: &Path, message: &str) {
    let run = tessera_limited(args, LIMIT_KIB);
    assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
    assert_eq!(run.stdout, "", "{args:?}");
    let expected = format!("tessera: error: {}: {message}\n", file.display());
    assert_eq!(run.stderr, expected, "{args:?}");
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

/// What an alias bomb is told, after what the file was read as.
const ALIAS: &str = "the document is far larger once its aliases (*name) are expanded (an alias \
                     bomb?); write the values out instead";

/// What too deep a nesting is told, after what the file was read as.
const DEEP: &str = "line 1: `[` and `{` nested more than 64 deep (the formats need a few levels)";

#[test]
fn alias_bombs_are_refused_in_every_kind_of_file() {
    let puzzle = temp_file(
        "bomb-puzzle.yaml",
        &format!(
            "board: '##'\npieces: [{{name: I2}}]\ndescription:\n{}",
            alias_bomb(2)
        ),
    );
    let as_puzzle = format!("invalid puzzle file: {ALIAS}");
    assert_refused_file(&["tile", puzzle.to_str().unwrap()], &puzzle, &as_puzzle);
    let deck = temp_file(
        "bomb-cards.yaml",
        &format!("cards:\n  - id: W01\n    hole:\n{}", alias_bomb(6)),
    );
    let d = deck.to_str().unwrap();
    let as_deck = format!("invalid card deck: {ALIAS}");
    assert_refused_file(&["cards", "--cards", d], &deck, &as_deck);
    let plan = temp_file(
        "bomb-plan.yaml",
        &format!("supply: O1\ncards: {}\n", wide_alias_bomb()),
    );
    let as_plan = format!("invalid state file: {ALIAS}");
    assert_refused_file(&["plan", plan.to_str().unwrap()], &plan, &as_plan);
    let game = temp_file(
        "bomb-game.yaml",
        &format!(
            "format: 1\ngame: polyssimo\nseed: 1\nhistory: []\noptions: {}\n",
            wide_alias_bomb()
        ),
    );
    let as_game = format!("not a state file: {ALIAS}");
    assert_refused_file(&["play", "show", game.to_str().unwrap()], &game, &as_game);
    let position = temp_file("bomb-position.yaml", &format!("grid:\n{}", alias_bomb(2)));
    let p = position.to_str().unwrap();
    let as_position = format!("invalid position file: {ALIAS}");
    assert_refused_file(&["s25", "analyze", p], &position, &as_position);
}

#[test]
fn deep_nesting_is_refused_at_once() {
    let deep = format!("board: {}\n", "[".repeat(100_000));
    for (name, args, read_as) in [
        ("deep-puzzle.yaml", vec!["tile"], "invalid puzzle file"),
        ("deep-game.yaml", vec!["play", "show"], "not a state file"),
        ("deep-plan.yaml", vec!["plan"], "invalid state file"),
        (
            "deep-position.yaml",
            vec!["polyssimo", "holes"],
            "invalid position file",
        ),
    ] {
        let file = temp_file(name, &deep);
        let mut args = args.clone();
        args.push(file.to_str().unwrap());
        assert_refused_file(&args, &file, &format!("{read_as}: {DEEP}"));
    }
    let braces = temp_file("deep-map.yaml", &"{a: ".repeat(100_000));
    let message = format!("invalid puzzle file: {DEEP}");
    assert_refused_file(&["tile", braces.to_str().unwrap()], &braces, &message);
}

#[test]
fn a_yaml_file_over_four_mib_is_refused_before_parsing() {
    let big = temp_file("big.yaml", &"- 1\n".repeat((1 << 20) + 1));
    // 2^20 + 1 lines of 4 bytes.
    let message = "invalid state file: the document has 4194308 bytes; YAML files of at most \
                   4 MiB are read";
    assert_refused_file(&["plan", big.to_str().unwrap()], &big, message);
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
    // Two dominoes in a row of four: one way.
    assert_eq!(run.stdout, "solutions: 1\n");
}

/// The answers of `play serve --protocol PROTOCOL` to `input`, which must end well.
fn serve(protocol: &str, input: &[u8]) -> String {
    let serve = Tessera::new().args(["play", "serve", "--protocol", protocol]);
    serve.stdin(input.to_vec()).run().stdout
}

/// The answer to `games` in the text protocol: the four games of the standard table.
const GAMES_TEXT: &str = "= project-l\npolyssimo\ngolomb\ns25\n\n";

/// The answer to `games` in the JSON protocol.
const GAMES_JSON: &str = r#"{"id":null,"ok":true,"result":["project-l","polyssimo","golomb","s25"]}
"#;

#[test]
fn a_long_serve_line_is_refused_and_the_session_goes_on() {
    for (protocol, refusal, games) in [
        ("text", "? the line is longer than 64 KiB\n\n", GAMES_TEXT),
        (
            "json",
            "{\"id\":null,\"ok\":false,\"error\":\"the line is longer than 64 KiB\"}\n",
            GAMES_JSON,
        ),
    ] {
        let mut input = vec![b'x'; 1 << 20];
        input.extend_from_slice(b"\ngames\n");
        if protocol == "json" {
            input.truncate(1 << 20);
            input.extend_from_slice(b"\n{\"command\": \"games\"}\n");
        }
        assert_eq!(serve(protocol, &input), format!("{refusal}{games}"));
    }
    // A line with no end at all.
    let answers = serve("text", &vec![b'y'; 3 << 20]);
    assert_eq!(answers, "? the line is longer than 64 KiB\n\n");
}

#[test]
fn deep_json_in_serve_is_refused() {
    let mut input = "[".repeat(10_000).into_bytes();
    input.extend_from_slice(b"\n{\"command\": \"games\"}\n");
    // serde_json stops at 128 levels.
    let refusal = r#"{"id":null,"ok":false,"error":"not JSON: recursion limit exceeded at line 1 column 128"}
"#;
    assert_eq!(serve("json", &input), format!("{refusal}{GAMES_JSON}"));
}

#[test]
fn a_billion_piece_count_is_refused_or_bounded() {
    let board = "board: |\n  ####\n  ####\npieces:\n  - name: I2\n";
    let exact = temp_file("billion.yaml", &format!("{board}    count: 1000000000\n"));
    assert_refused_file(
        &["tile", exact.to_str().unwrap()],
        &exact,
        "the pieces that must be used have 2000000000 cells but the board has only 8 cells",
    );
    // As an upper bound it is only as many as the board holds: the 5 domino tilings of 2x4.
    let most = temp_file("billion-max.yaml", &format!("{board}    max: 1000000000\n"));
    let run = tessera_limited(&["tile", "--count", most.to_str().unwrap()], LIMIT_KIB);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "solutions: 5\n");
    let huge = temp_file(
        "huge-count.yaml",
        &format!("{board}    count: 1{}\n", "0".repeat(30)),
    );
    // 10^30 is past 64 bits and far past the most copies a count may ask, 2^32 - 1.
    let message = format!(
        "pieces[1]: `count` is too large: 1{} (at most 4294967295)",
        "0".repeat(30)
    );
    assert_refused_file(&["tile", huge.to_str().unwrap()], &huge, &message);
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
