//! The Project L `search` bot from the command line: `play bot` and the arena with a node
//! or time budget, the protocol's `genmove` with one, the same seed and nodes giving the
//! same moves, and budgets refused with exit 2 (0, past a day, both kinds at once, words),
//! as is a bot asked to move in a finished game.

use crate::support::{self, Tessera, run_ok};
use serde_json::Value;
use std::path::Path;

/// The arena of `search` alone in the solo game at basic, one game at 5 nodes (a plan-search
/// cap of 2,500 states, about the 2,400 that 3 nodes had before a node was 500 states), in
/// JSON.
const SOLO_ARENA: &str =
    "play arena project-l --solo basic --bots search --games 1 --nodes 5 --json";

fn new_game(name: &str, extra: &[&str]) -> support::TempFile {
    support::new_game("project-l", name, extra)
}

/// The moves a bot's report names (`BOT: MOVE — WHAT IT DID` lines, told without the
/// bot's name), checked to be `count` lines from `bot` and then the status line `status`.
fn bot_moves<'a>(report: &'a str, bot: &str, count: usize, status: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), count + 1, "{report}");
    assert_eq!(lines[count], status, "{report}");
    (lines[..count].iter())
        .map(|l| {
            let (who, mv) = l.split_once(": ").expect(l);
            assert_eq!(who, bot, "{report}");
            mv
        })
        .collect()
}

/// A move's notation, without what it did (`take W26 — took W26 …`).
fn notation(told: &str) -> &str {
    told.split_once(" — ").map_or(told, |(mv, _)| mv)
}

/// Plays the moves `told` (as a bot's report tells them) with `play apply` on `file`, which
/// must tell them the same, the moves that did more than their notation says, then answer
/// `status`.
fn apply(file: &Path, told: &[&str], status: &str) {
    let moves: Vec<&str> = told.iter().map(|t| notation(t)).collect();
    let said: String = (told.iter().filter(|t| t.contains(" — ")))
        .map(|t| format!("{t}\n"))
        .collect();
    (Tessera::new().args(["play", "apply"]).arg(file).args(moves))
        .stdout(&format!("{said}{status}\n"))
        .run();
}

#[test]
fn play_bot_search_with_nodes_repeats_its_moves() {
    let moves = |name: &str| {
        let file = new_game(name, &["--solo", "hard", "--seed", "6"]);
        let f = file.to_str().unwrap();
        run_ok(&["play", "bot", f, "--bot", "search", "--nodes", "20"])
    };
    let first = moves("pl-search-a.yaml");
    assert_eq!(first, moves("pl-search-b.yaml"));
    // Which three actions the search picks is its own; a turn is three actions, so the solo
    // player is to move again at move 4, and the three are legal in the same game.
    let status = "move 4: player 1 to move (action 1 of 3)";
    let picked = bot_moves(&first, "search", 3, status);
    let again = new_game("pl-search-c.yaml", &["--solo", "hard", "--seed", "6"]);
    apply(&again, &picked, status);
}

#[test]
fn play_bot_search_thinks_within_a_time() {
    let file = new_game("pl-search-think.yaml", &["--seed", "2"]);
    let f = file.to_str().unwrap();
    let out = run_ok(&[
        "play", "bot", f, "--bot", "search", "--think", "20", "--until", "move",
    ]);
    // The move found in 20 ms depends on the machine: one action, legal in the same game.
    let status = "move 2: player 1 to move (action 2 of 3)";
    let picked = bot_moves(&out, "search", 1, status);
    apply(
        &new_game("pl-search-think-again.yaml", &["--seed", "2"]),
        &picked,
        status,
    );
}

#[test]
fn the_arena_runs_search_within_a_node_budget() {
    let out = run_ok(&SOLO_ARENA.split(' ').collect::<Vec<_>>());
    // The score comes from the bot's play; the one bot plays the one game and has its win.
    let doc: Value = serde_json::from_str(&out).unwrap();
    assert_eq!((&doc["games"], &doc["complete"]), (&1.into(), &true.into()));
    let bot = &doc["bots"][0];
    assert_eq!(
        (&bot["name"], &bot["games"], &bot["wins"]),
        (&"search".into(), &1.into(), &1.0.into())
    );
    assert_eq!(doc["bots"].as_array().unwrap().len(), 1);
}

/// clap's refusal of `value` for `option`: `reason`.
fn invalid(value: &str, option: &str, reason: &str) -> String {
    format!(
        "tessera: error: invalid value '{value}' for '{option}': {reason}\n\nFor more \
         information, try '--help'.\n"
    )
}

/// Budgets `play bot` refuses, each with clap's whole message.
fn budget_refusals() -> [(Vec<&'static str>, String); 5] {
    let no_thought = "leaves the bot no thought: give at least 1";
    let past = "a budget of 86400001 milliseconds is past the most accepted, 86400000 (a day)";
    let both = "tessera: error: the argument '--think <MS>' cannot be used with '--nodes <N>'\n\n\
                Usage: tessera play bot --bot <BOT> --think <MS> <FILE>\n\nFor more \
                information, try '--help'.\n";
    [
        (
            vec!["--think", "0"],
            invalid(
                "0",
                "--think <MS>",
                &format!("a budget of 0 milliseconds {no_thought}"),
            ),
        ),
        (
            vec!["--think", "86400001"],
            invalid("86400001", "--think <MS>", past),
        ),
        (
            vec!["--nodes", "0"],
            invalid(
                "0",
                "--nodes <N>",
                &format!("a budget of 0 nodes {no_thought}"),
            ),
        ),
        (
            vec!["--nodes", "many"],
            invalid(
                "many",
                "--nodes <N>",
                "\"many\" is not a whole number of nodes",
            ),
        ),
        (vec!["--think", "5", "--nodes", "5"], both.to_string()),
    ]
}

#[test]
fn bad_budgets_are_refused() {
    let file = new_game("pl-search-bad.yaml", &[]);
    for (budget, stderr) in budget_refusals() {
        (Tessera::new()
            .args(["play", "bot", "--bot", "search"])
            .arg(&file))
        .args(budget)
        .code(2)
        .stderr(&stderr)
        .file_unchanged(&file)
        .run();
    }
}

#[test]
fn the_arena_refuses_a_budget_of_nothing() {
    let args = ["--bots", "search,planner", "--think", "0"];
    let reason = "a budget of 0 milliseconds leaves the bot no thought: give at least 1";
    Tessera::new()
        .args(["play", "arena", "project-l"])
        .args(args)
        .code(2)
        .stderr(&invalid("0", "--think <MS>", reason))
        .run();
}

#[test]
fn no_bot_moves_in_a_finished_game() {
    let file = new_game("pl-search-over.yaml", &["--solo", "basic", "--seed", "3"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "bot", f, "--bot", "greedy", "--until", "end"]);
    Tessera::new()
        .args(["play", "bot", f, "--bot", "search"])
        .refused(&format!("{f}: the game is over"))
        .file_unchanged(&file)
        .run();
}

#[test]
fn genmove_takes_a_budget() {
    let input = "1 new project-l 1 4 solo=basic\n2 genmove search nodes=5\n3 genmove search \
                 think=0\n4 genmove search nodes=5 think=5\n5 genmove search think=10\nquit\n";
    let run = Tessera::new().args(["play", "serve"]).stdin(input).run();
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    assert_eq!(answers.len(), 7, "{}", run.stdout);
    // The same game through `play bot` with the same budget of nodes: the same move.
    let file = new_game(
        "pl-search-genmove.yaml",
        &["--solo", "basic", "--seed", "4"],
    );
    let f = file.to_str().unwrap();
    let bot = run_ok(&[
        "play", "bot", f, "--bot", "search", "--nodes", "5", "--until", "move",
    ]);
    let nodes_move = bot_moves(
        &bot,
        "search",
        1,
        "move 2: player 1 to move (action 2 of 3)",
    )[0];
    let refusals = [
        "?3 genmove: a budget of 0 milliseconds leaves the bot no thought: give at least 1",
        "?4 usage: genmove [BOT] [think=MS | nodes=N]",
    ];
    let expected = [
        "=1 move 1: player 1 to move (action 1 of 3)",
        &format!("=2 {}", notation(nodes_move)),
    ];
    assert_eq!(answers[..4], [&expected[..], &refusals].concat());
    // The move found in 10 ms depends on the machine: one of the moves there.
    let think_move = answers[4].strip_prefix("=5 ").expect(answers[4]);
    let legal = run_ok(&["play", "moves", f]);
    assert!(
        legal.lines().any(|m| m == think_move),
        "{think_move}: {legal}"
    );
    assert_eq!(answers[5..], ["=", ""]);
}

#[test]
fn the_arena_times_the_turns_when_asked() {
    // `TESSERA_TURN_TIMES` adds each bot's turns, timed by processor time, to the report:
    // a solo game at basic lasts at least 8 turns (a deck of white cards, then the black).
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(SOLO_ARENA.split(' '))
        .env("TESSERA_TURN_TIMES", "1")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    let times = &doc["bots"][0]["turn_seconds"];
    let turns = times["turns"].as_u64().unwrap();
    assert!(turns >= 8, "{times}");
    let figure = |name: &str| times[name].as_f64().unwrap();
    assert!(figure("median") <= figure("p99") && figure("p99") <= figure("longest"));
    assert!(figure("longest") > 0.0, "{times}");
    // Times are given to the millisecond, as every time in JSON is.
    for name in ["mean", "median", "p90", "p99", "longest"] {
        let millis = figure(name) * 1000.0;
        assert!((millis - millis.round()).abs() < 1e-6, "{name}: {times}");
    }
}

#[test]
fn the_arena_lists_the_bots_moves_when_asked() {
    // `TESSERA_ARENA_MOVES` writes each bot move to standard error: seed, seat, bot, move.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(SOLO_ARENA.split(' '))
        .env("TESSERA_ARENA_MOVES", "1")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let log = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<Vec<&str>> = log.lines().map(|l| l.split('\t').collect()).collect();
    assert!(lines.len() >= 8, "{log}");
    for fields in &lines {
        assert_eq!(fields[..3], ["0", "0", "search"], "{log}");
        assert!(!fields[3].is_empty(), "{log}");
    }
    assert!(lines.iter().any(|f| f[3].starts_with("take ")), "{log}");
}
