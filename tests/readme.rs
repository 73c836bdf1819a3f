//! Every example in README.md and docs/ runs: each line of a ```sh block (not ```sh no-run),
//! run by the shell in order, a page's lines in a folder of their own that sees the bundled
//! `puzzles/` and `docs/`, with the built `tessera` first on the PATH; and every
//! `cargo run --release -- ...` command the README shows (the set-up CI runs).

use crate::support::{TempDir, tessera};
use std::path::Path;
use std::process::Command;

/// The README's length limit: a user's page, the rest is in docs/.
const README_LINES: usize = 300;

/// The pages whose examples run: README.md and every page of docs/.
fn pages() -> Vec<std::path::PathBuf> {
    let mut pages: Vec<_> = std::fs::read_dir("docs")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    pages.insert(0, "README.md".into());
    pages
}

/// The lines of the page's ```sh blocks that are meant to run, comments and blanks left out.
fn examples(page: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut inside: Option<bool> = None;
    for line in page.lines() {
        let fence = line.trim_start().strip_prefix("```");
        match (inside, fence) {
            (None, Some(info)) => inside = Some(info.trim() == "sh"),
            (Some(_), Some(_)) => inside = None,
            (Some(true), None) if !line.trim().is_empty() && !line.trim().starts_with('#') => {
                lines.push(line.trim().to_string())
            }
            _ => {}
        }
    }
    lines
}

/// Runs one page's examples in order in a folder of its own; returns how many ran.
fn run_page(page: &Path, path_var: &str) -> usize {
    let text = std::fs::read_to_string(page).unwrap();
    let lines = examples(&text);
    let dir = TempDir::new();
    for shared in ["puzzles", "docs"] {
        let target = std::fs::canonicalize(shared).unwrap();
        std::os::unix::fs::symlink(target, dir.path(shared)).unwrap();
    }
    for line in &lines {
        let run = Command::new("sh")
            .args(["-c", &format!("set -e; {line}")])
            .current_dir(dir.path(""))
            .env("PATH", path_var)
            .env("NO_COLOR", "1")
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        // An answer, whatever it is: 0 yes, 1 no, 3 not decided; 2 is an error.
        assert!(
            matches!(run.status.code(), Some(0 | 1 | 3)),
            "{}: `{line}` failed: {}",
            page.display(),
            String::from_utf8_lossy(&run.stderr)
        );
    }
    lines.len()
}

#[test]
fn every_example_in_readme_and_docs_runs() {
    let binary = Path::new(env!("CARGO_BIN_EXE_tessera"));
    let path_var = format!(
        "{}:{}",
        binary.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let pages = pages();
    // The pages run side by side: each has its own folder.
    let counts: Vec<(String, usize)> = std::thread::scope(|scope| {
        let runs: Vec<_> = pages
            .iter()
            .map(|page| {
                let path_var = &path_var;
                scope.spawn(move || (page.display().to_string(), run_page(page, path_var)))
            })
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    let count = |name: &str| counts.iter().find(|(p, _)| p == name).map_or(0, |c| c.1);
    assert!(count("README.md") >= 10, "the README shows its examples");
    for page in [
        "docs/tile.md",
        "docs/play.md",
        "docs/polyssimo.md",
        "docs/struktura25.md",
    ] {
        assert!(count(page) >= 3, "{page} shows its examples");
    }
}

#[test]
fn readme_set_up_commands_run() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let commands: Vec<&str> = readme
        .lines()
        .filter_map(|l| l.trim().strip_prefix("cargo run --release -- "))
        .collect();
    assert_eq!(
        commands,
        ["tile puzzles/polyomino/pentomino-6x10.yaml"],
        "the README's set-up command"
    );
    for command in commands {
        let args = shell_words(command);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = tessera(&args);
        assert_eq!(run.code, 0, "`{command}`: {}", run.stderr);
    }
}

#[test]
fn readme_is_a_short_page_with_a_table_of_contents() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let lines = readme.lines().count();
    assert!(lines <= README_LINES, "README.md has {lines} lines");
    assert!(readme.contains("## Contents") && readme.contains("cargo install --path ."));
    assert!(
        !readme.contains("cargo run --release -- ")
            || readme.matches("cargo run --release -- ").count() == 1,
        "examples use the installed tessera"
    );
}

#[test]
fn examples_are_found_in_sh_blocks_only() {
    let page = "text\n```sh\ntessera a\n# a comment\n\ntessera b\n```\n```sh no-run\ntessera c\n```\n```text\ntessera d\n```\n";
    assert_eq!(examples(page), ["tessera a", "tessera b"]);
}

#[test]
fn every_link_between_pages_names_a_file() {
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let dir = page.parent().unwrap();
        for target in text.split("](").skip(1).filter_map(|s| s.split(')').next()) {
            if target.starts_with("http") || target.starts_with('#') {
                continue;
            }
            let file = target.split('#').next().unwrap();
            assert!(
                dir.join(file).exists(),
                "{}: the link {target} names no file",
                page.display()
            );
        }
    }
}

#[test]
fn readme_names_the_test_command_that_ci_runs() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let ci = std::fs::read_to_string(".ci/run").unwrap();
    assert!(readme.contains("cargo test --release"));
    assert!(ci.contains("cargo test --release"));
}

/// Splits a command line into words, keeping double-quoted text together.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut started = false;
    for ch in line.chars() {
        match ch {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    words
}

#[test]
fn shell_words_keep_quoted_text() {
    assert_eq!(
        shell_words(r#"fit B20 --supply "O1 I2" --filled """#),
        ["fit", "B20", "--supply", "O1 I2", "--filled", ""]
    );
}

#[test]
fn every_command_help_shows_examples() {
    let commands: [&[&str]; 8] = [
        &["tile"],
        &["cards"],
        &["fit"],
        &["upgrade"],
        &["polyssimo", "holes"],
        &["polyssimo", "solve"],
        &["play"],
        &["bench"],
    ];
    for command in commands {
        let mut args = command.to_vec();
        args.push("--help");
        let run = tessera(&args);
        assert_eq!(run.code, 0, "{command:?}");
        assert!(
            run.stdout.contains("Examples:"),
            "{command:?} --help has examples"
        );
    }
    let top = tessera(&["--help"]);
    for name in [
        "tile",
        "cards",
        "fit",
        "upgrade",
        "polyssimo",
        "play",
        "bench",
    ] {
        assert!(top.stdout.contains(name), "tessera --help lists {name}");
    }
}

#[test]
fn completions_cover_the_commands() {
    let run = tessera(&["completions", "bash"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("tessera") && run.stdout.contains("upgrade"));
    assert_eq!(tessera(&["completions", "tcsh"]).code, 2);
}

/// What bash offers after `words` (the last being the word being completed), with the
/// script `tessera completions bash` wrote.
fn bash_offers(script: &Path, words: &[&str]) -> Vec<String> {
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "source '{}'; COMP_WORDS=({}); COMP_CWORD={}; _tessera tessera '{}' '{}'; \
         printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        script.display(),
        quoted.join(" "),
        words.len() - 1,
        words[words.len() - 1],
        words[words.len() - 2],
    );
    let out = Command::new("bash")
        .args(["-c", &program])
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn completions_offer_bots_card_ids_and_piece_kinds() {
    let run = tessera(&["completions", "bash"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let dir = TempDir::new();
    let script = dir.path("tessera.bash");
    std::fs::write(&script, run.stdout).unwrap();
    let offers = |words: &[&str]| bash_offers(&script, words);
    let cards = offers(&["tessera", "fit", "B1"]);
    assert_eq!(cards.len(), 10, "B10 to B19: {cards:?}");
    assert!(offers(&["tessera", "fit", "--supply", "L"]).contains(&"L4".to_string()));
    assert!(offers(&["tessera", "cards", "show", "W3"]).contains(&"W32".to_string()));
    let bots = offers(&["tessera", "play", "vs", "project-l", "--bot", "pl"]);
    assert_eq!(bots, ["planner"]);
    assert!(
        offers(&["tessera", "play", "bot", "game.yaml", "--bot", "s"])
            .contains(&"search".to_string())
    );
    // Offered, not enforced: the command's own check refuses with a suggestion.
    let refused = tessera(&["fit", "B2O", "--supply", "O1"]);
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains("(did you mean B20?)"),
        "{}",
        refused.stderr
    );
}
