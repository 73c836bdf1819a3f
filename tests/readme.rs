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
        let args: Vec<&str> = command.split_whitespace().collect();
        let run = tessera(&args);
        assert_eq!(run.code, 0, "`{command}`: {}", run.stderr);
    }
}

#[test]
fn readme_names_the_test_command_that_ci_runs() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let ci = std::fs::read_to_string(".ci/run").unwrap();
    assert!(readme.contains("cargo test --release"));
    assert!(ci.contains("cargo test --release"));
}
