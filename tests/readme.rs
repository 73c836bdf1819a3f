//! Every `cargo run --release -- ...` command shown in README.md runs and succeeds.

use crate::support::tessera;

#[test]
fn readme_commands_run() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let commands: Vec<&str> = readme
        .lines()
        .filter_map(|l| l.trim().strip_prefix("cargo run --release -- "))
        .collect();
    assert!(commands.len() >= 5, "README shows its commands");
    for command in commands {
        let args = shell_words(command);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = tessera(&args);
        // An answer, whatever it is (0 yes, 1 no, 3 not decided); 2 would be an error.
        assert!(matches!(run.code, 0 | 1 | 3), "`{command}`: {}", run.stderr);
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
