//! Every example in every `--help` runs as written: the lines under `Examples:` that call
//! `tessera`, run by the shell in order (one command's examples may use the files an
//! earlier one wrote) in a folder of their own that sees the bundled `puzzles/`.
//! `tessera bench` examples take minutes: they are only read by the command line's parser
//! here (`cli_bench` runs `bench --quick --json`).

use std::path::Path;
use std::process::Command;
use tessera::play::Games;

/// Every command of the tree with its long help.
fn helps(command: &mut clap::Command, path: String, out: &mut Vec<(String, String)>) {
    let help = command.render_long_help().to_string();
    out.push((path.clone(), help));
    for sub in command.get_subcommands_mut() {
        let name = format!("{path} {}", sub.get_name());
        helps(sub, name, out);
    }
}

/// The example lines of a help text that call `tessera`.
fn all_examples(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| l.trim() != "Examples:")
        .skip(1)
        .take_while(|l| l.starts_with("  ") || l.trim().is_empty())
        .map(str::trim)
        .filter(|l| l.starts_with("tessera ") || l.contains(" tessera "))
        .map(str::to_string)
        .collect()
}

/// The example lines of a help text to run (not `tessera bench`'s).
fn examples(help: &str) -> Vec<String> {
    let mut lines = all_examples(help);
    lines.retain(|l| !l.starts_with("tessera bench"));
    lines
}

#[test]
fn the_bench_examples_are_commands_the_parser_takes() {
    let help = tessera::cli::command(&Games::standard())
        .find_subcommand_mut("bench")
        .expect("bench")
        .render_long_help()
        .to_string();
    let lines = all_examples(&help);
    assert!(lines.len() >= 5, "{help}");
    for line in lines {
        let command = line.split(" #").next().unwrap();
        let words = command.split_whitespace();
        let parsed = tessera::cli::command(&Games::standard()).try_get_matches_from(words);
        assert!(parsed.is_ok(), "`{line}`: {}", parsed.unwrap_err());
    }
}

#[test]
fn every_help_example_runs() {
    let mut all = Vec::new();
    helps(
        &mut tessera::cli::command(&Games::standard()),
        "tessera".into(),
        &mut all,
    );
    let binary = Path::new(env!("CARGO_BIN_EXE_tessera"));
    let path = format!(
        "{}:{}",
        binary.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let puzzles = std::fs::canonicalize("puzzles").unwrap();
    let mut ran = 0;
    for (command, help) in &all {
        let lines = examples(help);
        if lines.is_empty() {
            continue;
        }
        let dir = crate::support::temp_path("examples");
        std::fs::create_dir_all(&dir).unwrap();
        std::os::unix::fs::symlink(&puzzles, dir.join("puzzles")).unwrap();
        for line in lines {
            let run = Command::new("sh")
                .args(["-c", &format!("set -e; {line}")])
                .current_dir(&dir)
                .env("PATH", &path)
                .env("NO_COLOR", "1")
                .output()
                .unwrap();
            // An answer, whatever it is: 0 yes, 1 no, 3 not decided; 2 is an error.
            assert!(
                matches!(run.status.code(), Some(0 | 1 | 3)),
                "`{command} --help`: `{line}` failed: {}",
                String::from_utf8_lossy(&run.stderr)
            );
            ran += 1;
        }
    }
    assert!(ran >= 20, "the help texts show their examples ({ran} ran)");
}
