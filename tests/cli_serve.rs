//! `tessera play serve`: protocol transcripts in tests/data/protocol — the lines sent
//! (marked "> ") and the answers expected — replayed against the binary.

use crate::support::tessera_stdin;

/// Splits a transcript into the input to send and the output expected.
fn transcript(name: &str) -> (String, String) {
    let text = std::fs::read_to_string(format!("tests/data/protocol/{name}")).unwrap();
    let mut input = String::new();
    let mut expected = String::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        match line.strip_prefix("> ") {
            Some(sent) => {
                input.push_str(sent);
                input.push('\n');
            }
            None => {
                expected.push_str(line);
                expected.push('\n');
            }
        }
    }
    (input, expected.trim_start_matches('\n').to_string())
}

#[test]
fn text_protocol_transcript() {
    let (input, expected) = transcript("golomb-text.txt");
    let run = tessera_stdin(&["play", "serve"], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, expected);
}

#[test]
fn json_protocol_transcript() {
    let (input, expected) = transcript("polyssimo-json.txt");
    let run = tessera_stdin(&["play", "serve", "--protocol", "json"], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, expected);
}

#[test]
fn genmove_and_save_work_through_the_protocol() {
    let file = std::env::temp_dir().join(format!("tessera-serve-{}.yaml", std::process::id()));
    let input = format!("1 genmove greedy\n2 save {}\nquit\n", file.display());
    let run = tessera_stdin(&["play", "serve", "golomb", "--seed", "4"], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let move_line = run.stdout.lines().next().unwrap();
    assert!(move_line.starts_with("=1 "), "{}", run.stdout);
    let status = crate::support::tessera(&["play", "status", file.to_str().unwrap()]);
    assert_eq!(status.stdout, "move 2: player 2 to move\n");
}
