//! Every command writes only to the streams it is given: run in process, each leaf command
//! of the command line (and its progress lines, warnings, pictures and files named
//! `/dev/stdout`) must leave the process's own standard output and error untouched.
//!
//! The check needs the process's real streams, so the test runs itself again as a child
//! (this test binary, filtered to [`child_runs_every_command`], without capture): the
//! child runs every command on in-memory streams marked as terminals, so progress lines
//! and colour are drawn too, and the parent requires that the child printed nothing but
//! the test harness's own lines.

use crate::support::TempDir;
use std::ffi::OsString;
use std::process::Command;
use tessera::play::Games;

const CHILD: &str = "TESSERA_STREAMS_CHILD";

/// The command lines the child runs, `{dir}` standing for a folder of its own and `+` for a
/// space within an argument; state files are made by the commands before them. Every leaf
/// command appears at least once.
const COMMAND_LINES: &[&str] = &[
    "tile puzzles/polyomino/pentomino-3x20.yaml --all --limit 2",
    "tile puzzles/polyomino/pentomino-3x20.yaml --all --limit 2 --json",
    "tile puzzles/polyomino/pentomino-3x20.yaml --svg /dev/stdout",
    "tile puzzles/polyomino/dominoes-12x12.yaml --count --stats",
    "cards --black",
    "cards show B03",
    "fit W01 --supply O1,I2 --svg /dev/stdout",
    "upgrade W01 --supply O1",
    "plan puzzles/projectl/example-state.yaml --goal W05",
    "polyssimo holes puzzles/polyssimo/endgame-8.yaml",
    "polyssimo solve puzzles/polyssimo/endgame-8.yaml",
    "s25 analyze puzzles/struktura25/midgame.yaml --depth 1 --rollouts 2",
    "s25 path puzzles/struktura25/midgame.yaml --max-turns 2",
    "golomb prove puzzles/polyssimo/golomb-6-left.yaml --threads 1",
    "golomb book write puzzles/polyssimo/golomb-6-left.yaml -o {dir}/six.book",
    "golomb book check {dir}/six.book --all",
    "golomb book merge {dir}/six.book {dir}/six.book -o {dir}/both.book",
    "golomb openings write --checkpoint docs/golomb-openings-checkpoint.json -o {dir}/openings.txt",
    "golomb openings check {dir}/openings.txt --sample 1",
    "golomb openings hardest -o {dir}/hardest.txt --count 0",
    "play new polyssimo --seed 3 -o {dir}/poly.yaml",
    "play new s25 --seed 3 -o /dev/stdout",
    "play new project-l --seed 3 -o {dir}/pl.yaml --json",
    "play apply {dir}/poly.yaml --json take+X",
    "play moves {dir}/poly.yaml",
    "play status {dir}/poly.yaml",
    "play replay {dir}/poly.yaml",
    "play undo {dir}/poly.yaml --json",
    "play list {dir}",
    "play bot {dir}/poly.yaml --bot greedy --until end",
    "play undo {dir}/poly.yaml 2",
    "play list",
    "play show {dir}/poly.yaml --svg /dev/stdout",
    "play hint {dir}/pl.yaml --time 0.2",
    "play export {dir}/poly.yaml -o /dev/stdout",
    "play export {dir}/poly.yaml -o {dir}/position.yaml",
    "play import {dir}/position.yaml -o {dir}/copy.yaml --json",
    "play vs greedy s25 -o {dir}/vs.yaml --seed 2",
    "play serve polyssimo --seed 1",
    "play serve --protocol json",
    "play arena s25 --bots greedy,random --games 2",
    "rules s25",
    "completions bash",
    "man play new",
    "challenge new golomb --level 4 --seed 2 -o {dir}/c.yaml",
    "challenge show {dir}/c.yaml --answer --svg /dev/stdout",
    "challenge show {dir}",
    "challenge check puzzles/challenges/golomb-5-a.yaml F+a6+a7+b7+c7+b8",
    "challenge play {dir}/c.yaml",
    "bench --quick --runs 1",
];

#[test]
fn every_command_writes_only_to_its_streams() {
    if std::env::var_os(CHILD).is_some() {
        return;
    }
    let child = Command::new(std::env::current_exe().expect("the test binary"))
        .args(["--exact", "cli_streams::child_runs_every_command"])
        .args(["--nocapture", "--test-threads=1", "--quiet"])
        .env(CHILD, "1")
        .output()
        .expect("the test binary runs again");
    let stdout = String::from_utf8_lossy(&child.stdout);
    let stderr = String::from_utf8_lossy(&child.stderr);
    assert!(
        child.status.success(),
        "the child failed:\n{stdout}\n{stderr}"
    );
    let stray: Vec<&str> = (stdout.lines()).filter(|l| !harness_line(l)).collect();
    assert!(stray.is_empty(), "written around the streams: {stray:?}");
    assert_eq!(stderr, "", "written around the streams to standard error");
}

/// A line the test harness itself prints with `--quiet`.
fn harness_line(line: &str) -> bool {
    line.is_empty()
        || line == "."
        || line.starts_with("running ")
        || line.starts_with("test result: ")
}

#[test]
fn the_list_has_every_leaf_command() {
    let mut leaves = Vec::new();
    leaf_commands(&tessera::cli::command(&Games::standard()), "", &mut leaves);
    let missing: Vec<&String> = (leaves.iter())
        .filter(|leaf| !COMMAND_LINES.iter().any(|line| runs(line, leaf)))
        .collect();
    assert!(
        missing.is_empty(),
        "not run by the streams test: {missing:?}"
    );
}

/// Whether the command line runs the leaf command `leaf` (`play new polyssimo`).
fn runs(line: &str, leaf: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    let leaf: Vec<&str> = leaf.split_whitespace().collect();
    words.len() >= leaf.len() && words[..leaf.len()] == leaf[..]
}

/// The leaf commands under `command` as words; a game of `play new`, `serve`, `arena`,
/// `vs` or `import` counts as the command itself (every game goes through the same code).
pub fn leaf_commands(command: &clap::Command, prefix: &str, leaves: &mut Vec<String>) {
    let subcommands: Vec<&clap::Command> = (command.get_subcommands())
        .filter(|c| c.get_name() != "help")
        .collect();
    let games_below = ["new", "serve", "arena", "vs", "import"].contains(&command.get_name());
    if subcommands.is_empty() || (games_below && prefix.starts_with("play ")) {
        leaves.push(prefix.trim().to_string());
        return;
    }
    for sub in subcommands {
        leaf_commands(sub, &format!("{prefix}{} ", sub.get_name()), leaves);
    }
}

/// Run by the test above in a process of its own: every command line, in process, on
/// in-memory streams that say they are terminals.
#[test]
fn child_runs_every_command() {
    if std::env::var_os(CHILD).is_none() {
        return;
    }
    let dir = TempDir::new();
    let folder = dir.path("");
    let folder = folder
        .to_str()
        .expect("a UTF-8 folder")
        .trim_end_matches('/');
    for line in COMMAND_LINES {
        let line = line.replace("{dir}", folder);
        let input = input_for(&line);
        let mut args: Vec<OsString> = vec!["tessera".into()];
        args.extend(
            line.split_whitespace()
                .map(|w| OsString::from(w.replace('+', " "))),
        );
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut input = input.as_slice();
        let mut streams = tessera::cli::Streams::in_memory(&mut input, &mut out, &mut err);
        streams.terminal = true;
        streams.err_columns = Some(80);
        let code = tessera::cli::run(&Games::standard(), args, &mut streams);
        let err = String::from_utf8_lossy(&err);
        // 0 or 1 (a definite no): answered, not refused.
        let answered = [0, 1].map(std::process::ExitCode::from);
        assert!(answered.contains(&code), "{line}: failed: {err}");
        // Writing a file says nothing unless asked (`play export -o FILE`).
        let quiet = line.contains("-o ") && line.starts_with("play export");
        assert!(
            quiet || !out.is_empty(),
            "{line}: wrote nothing to its own output"
        );
    }
}

/// What the command reads on standard input.
fn input_for(line: &str) -> Vec<u8> {
    let text: &[u8] = match line {
        _ if line.starts_with("play vs") => b"hint\nmoves\nnonsense\nquit\n",
        _ if line.contains("--protocol json") => {
            b"{\"id\": 1, \"command\": \"new\", \"args\": [\"s25\"]}\n\xff\n"
        }
        _ if line.starts_with("play serve") => b"1 moves\n2 genmove\n3 show\n9\nquit\n",
        _ => b"",
    };
    text.to_vec()
}
