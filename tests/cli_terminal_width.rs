//! Text and errors at a narrow terminal: every command's long lines are broken at spaces
//! to the terminal's width (driven through a pseudo-terminal, its width set with `stty`),
//! while a pipe gets each line whole.

use crate::support::{new_game, run_ok, tessera};
use rexpect::session::{Options, spawn_with_options};
use std::process::Command;

/// What `tessera ARGS` writes (standard output, then standard error) on a terminal
/// `columns` wide.
fn at_terminal(columns: usize, args: &[&str]) -> String {
    let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
    let script = format!(
        "stty cols {columns} rows 24; exec '{}' {} 2>&1",
        env!("CARGO_BIN_EXE_tessera"),
        quoted.join(" ")
    );
    let mut command = Command::new("sh");
    command.args(["-c", &script]).env("NO_COLOR", "1");
    let options = Options::new()
        .timeout_ms(Some(60_000))
        .strip_ansi_escape_codes(true);
    let mut session = spawn_with_options(command, options).expect("a pseudo-terminal");
    session.exp_eof().expect("the command ends")
}

#[test]
fn long_lines_are_broken_to_a_narrow_terminal_and_kept_whole_in_a_pipe() {
    let file = new_game("project-l", "g.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    let slip = "master W01 O1 a1 W02 I2 b1";
    let said = at_terminal(40, &["play", "apply", f, slip]);
    let lines: Vec<&str> = said.lines().map(|l| l.trim_end_matches('\r')).collect();
    assert!(lines.len() > 3, "{said}");
    assert!(lines.iter().all(|l| l.chars().count() <= 40), "{said}");
    assert!(lines[0].starts_with("tessera: error:"), "{said}");
    assert!(lines[1..].iter().all(|l| l.starts_with("  ")), "{said}");
    // The words are the pipe's, in the same order.
    let piped = tessera(&["play", "apply", f, slip]).stderr;
    assert_eq!(piped.lines().count(), 1, "{piped}");
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(words(&said), words(&piped));
    // Standard output too: the hint's plan.
    let hint = at_terminal(40, &["play", "hint", f]);
    assert!(
        hint.lines()
            .all(|l| l.trim_end_matches('\r').chars().count() <= 40),
        "{hint}"
    );
}

#[test]
fn a_files_contents_and_a_drawing_are_never_broken() {
    // A Polyssimo game ten moves from its end: the position's list of placements and the
    // drawing's rows of pieces in hand are lines of over 30 characters.
    let file = new_game("polyssimo", "p.yaml", &["--seed", "3"]);
    let f = file.to_str().unwrap();
    run_ok(&["play", "bot", f, "--bot", "greedy", "--until", "end"]);
    run_ok(&["play", "undo", f, "10"]);
    for args in [["play", "export", f], ["play", "show", f]] {
        let shown = at_terminal(30, &args).replace('\r', "");
        let piped = tessera(&args).stdout;
        assert!(piped.lines().any(|l| l.chars().count() > 30), "{piped}");
        assert_eq!(shown, piped, "{args:?}");
    }
}
