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

#[test]
fn bad_lines_get_error_answers_and_the_session_goes_on() {
    let input = b"7\nnew golomb\nmoves extra\n\xff\xfe\n3 status now\nstatus\n";
    let run = crate::support::tessera_stdin_bytes(&["play", "serve"], input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let answers: Vec<&str> = run.stdout.split("\n\n").collect();
    assert_eq!(answers[0], "?7 a command must follow the id");
    assert_eq!(answers[1], "= move 1: player 1 to move");
    assert_eq!(answers[2], "? usage: moves");
    assert_eq!(answers[3], "? the line is not UTF-8 text");
    assert_eq!(answers[4], "?3 usage: status");
    assert_eq!(answers[5], "= move 1: player 1 to move");
}

#[test]
fn json_requests_of_the_wrong_type_get_type_errors() {
    let input = concat!(
        "{\"id\": [1], \"command\": \"status\"}\n",
        "{\"id\": 1, \"command\": 5}\n",
        "{\"id\": 2, \"command\": \"new\", \"args\": [\"golomb\", 3]}\n",
        "{\"id\": 3, \"command\": \"new\", \"args\": \"golomb\"}\n",
        "[1]\n",
        "{\"id\": \"x\", \"command\": \"new\", \"args\": [\"golomb\"]}\n",
    );
    let run = tessera_stdin(&["play", "serve", "--protocol", "json"], input);
    let replies: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for reply in &replies[..4] {
        assert_eq!(reply["ok"], false);
        assert!(
            reply["error"].as_str().unwrap().starts_with("type error"),
            "{reply}"
        );
    }
    assert_eq!(replies[4]["error"], "a request is a JSON object");
    assert_eq!(replies[5]["id"], "x");
    assert_eq!(replies[5]["ok"], true);
}

#[test]
fn a_solo_game_is_served_with_its_options() {
    let run = tessera_stdin(
        &[
            "play",
            "serve",
            "project-l",
            "--solo",
            "hard",
            "--seed",
            "2",
        ],
        "show\n",
    );
    assert!(
        run.stdout.contains("opponent: score 0, supply 3 O1"),
        "{}",
        run.stdout
    );
    let run = tessera_stdin(&["play", "serve"], "new project-l solo=hard seed=2\nshow\n");
    assert!(
        run.stdout.contains("opponent: score 0, supply 3 O1"),
        "{}",
        run.stdout
    );
    let run = tessera_stdin(&["play", "serve"], "new project-l bank=100000\n");
    assert!(
        run.stdout
            .starts_with("? a bank of 100000 of each kind is too large"),
        "{}",
        run.stdout
    );
}
