//! `tessera play serve`: protocol transcripts in tests/data/protocol — the lines sent
//! (marked "> ") and the answers expected — replayed against the binary.

use crate::support::{TempDir, Tessera};

/// What `play serve ARGS` answers to `input`, ending well.
fn serve(args: &[&str], input: impl Into<Vec<u8>>) -> String {
    let serve = Tessera::new().args(["play", "serve"]).args(args);
    serve.stdin(input).run().stdout
}

/// A `play serve` run asked one command at a time, while other runs act between.
struct Served {
    child: std::process::Child,
    answers: std::io::BufReader<std::process::ChildStdout>,
}

impl Served {
    fn start() -> Served {
        use std::process::{Command, Stdio};
        let mut child = Command::new(env!("CARGO_BIN_EXE_tessera"))
            .args(["play", "serve"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let answers = std::io::BufReader::new(child.stdout.take().unwrap());
        Served { child, answers }
    }

    /// Sends one command line and reads its answer up to the empty line after it.
    fn ask(&mut self, line: &str) -> String {
        use std::io::{BufRead, Write};
        let input = self.child.stdin.as_mut().unwrap();
        writeln!(input, "{line}").unwrap();
        let mut answer = Vec::new();
        loop {
            let mut read = String::new();
            assert!(self.answers.read_line(&mut read).unwrap() > 0, "{answer:?}");
            match read.trim_end_matches('\n') {
                "" => return answer.join("\n"),
                text => answer.push(text.to_string()),
            }
        }
    }

    fn quit(mut self) {
        assert_eq!(self.ask("quit"), "=");
        assert!(self.child.wait().unwrap().success());
    }
}

impl Drop for Served {
    /// A test that fails midway leaves no server waiting on its input.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

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
    assert_eq!(serve(&[], input), expected);
}

#[test]
fn json_protocol_transcript() {
    let (input, expected) = transcript("polyssimo-json.txt");
    assert_eq!(serve(&["--protocol", "json"], input), expected);
}

#[test]
fn genmove_and_save_work_through_the_protocol() {
    let dir = TempDir::new();
    let file = dir.path("serve.yaml");
    let input = format!("1 genmove greedy\n2 save {}\nquit\n", file.display());
    let answers = serve(&["golomb", "--seed", "4"], input);
    // The bot's move is the bot's to choose: that it answered with one, then saved.
    let move_line = answers.lines().next().unwrap();
    assert!(move_line.starts_with("=1 "), "{answers}");
    // Then the answers to `save` and `quit`.
    assert!(answers.ends_with("\n\n=2\n\n=\n\n"), "{answers}");
    Tessera::new()
        .args(["play", "status"])
        .arg(&file)
        .stdout("move 2: player 2 to move\n")
        .run();
}

#[test]
fn save_never_writes_over_moves_another_run_made_since_the_load() {
    let file = crate::support::new_game("polyssimo", "shared.yaml", &["--seed", "7"]);
    let f = file.to_str().unwrap();
    // The session loads the game; another run then plays three picks on the file.
    let mut session = Served::start();
    session.ask(&format!("1 load {f}"));
    Tessera::new()
        .args(["play", "apply", f, "take X", "take C06", "take I"])
        .run();
    let theirs = std::fs::read(&file).unwrap();
    session.ask("2 play take F");
    let refused = session.ask(&format!("3 save {f}"));
    assert!(
        refused.starts_with(&format!("?3 {f}: the file changed since this session read")),
        "{refused}"
    );
    assert_eq!(
        std::fs::read(&file).unwrap(),
        theirs,
        "the other run's moves kept"
    );
    // Loaded again, the session goes on from their moves and saves over the file.
    session.ask(&format!("4 load {f}"));
    session.ask("5 play take F");
    assert_eq!(session.ask(&format!("6 save {f}")), "=6");
    session.quit();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains("- take X\n- take C06\n- take I\n- take F\n"),
        "{text}"
    );
}

#[test]
fn save_replaces_a_file_of_its_own_or_one_given_with_force() {
    let dir = TempDir::new();
    let other = dir.file("notes.txt", "mine\n");
    let o = other.display();
    let input =
        format!("new golomb\n2 save {o}\n3 save {o} force\n4 play F a1 b1 b2 c2 b3\n5 save {o}\n");
    let answers = serve(&[], input);
    let expected = [
        "= move 1: player 1 to move".to_string(),
        format!("?2 {o}: the file exists: `save FILE force` replaces it, or save to a new file"),
        "=3".into(),
        "=4 move 2: player 2 to move".into(),
        // The file this session wrote last, unchanged since: replaced without force.
        "=5".into(),
    ];
    assert_eq!(answers, expected.join("\n\n") + "\n\n");
    let text = std::fs::read_to_string(&other).unwrap();
    assert!(text.contains("history:\n- F a1 b1 b2 c2 b3\n"), "{text}");
}

#[test]
fn save_knows_every_file_the_game_was_loaded_from_or_saved_to() {
    let dir = TempDir::new();
    let game = crate::support::new_game("golomb", "game.yaml", &[]);
    let other = crate::support::new_game("golomb", "other.yaml", &[]);
    let backup = dir.path("backup.yaml");
    let (g, o, b) = (game.display(), other.display(), backup.display());
    let input = format!(
        "1 load {g}\n2 save {b}\n3 play F a1 b1 b2 c2 b3\n4 save {g}\n5 save {b}\n\
         6 load {o}\n7 save {g}\n"
    );
    let expected = [
        "=1 move 1: player 1 to move".to_string(),
        "=2".into(),
        "=3 move 2: player 2 to move".into(),
        // Both files hold this game as the session left them: replaced without force.
        "=4".into(),
        "=5".into(),
        // Another game loaded: the files of the game before are no longer its own.
        "=6 move 1: player 1 to move".into(),
        format!("?7 {g}: the file exists: `save FILE force` replaces it, or save to a new file"),
    ];
    assert_eq!(serve(&[], input), expected.join("\n\n") + "\n\n");
    for file in [game.as_ref(), backup.as_path()] {
        let text = std::fs::read_to_string(file).unwrap();
        assert!(text.contains("history:\n- F a1 b1 b2 c2 b3\n"), "{text}");
    }
}

#[test]
fn save_to_a_fifo_is_refused_at_once_and_the_session_goes_on() {
    // Opening a FIFO no one reads would hold the session for ever.
    let dir = TempDir::new();
    let fifo = dir.path("game.fifo");
    crate::support::make_fifo(&fifo);
    // `-`, standard output elsewhere, is no file here: the answers go there.
    let input = format!("new golomb\n2 save {}\n3 save -\nstatus\n", fifo.display());
    let refused = |id: u32| {
        format!(
            "?{id} usage: save FILE [force], a regular file (not -, a FIFO, socket or device), \
             which `load` reads back"
        )
    };
    let answers = [
        "= move 1: player 1 to move".to_string(),
        refused(2),
        refused(3),
        "= move 1: player 1 to move".to_string(),
    ];
    assert_eq!(serve(&[], input), answers.join("\n\n") + "\n\n");
}

#[test]
fn bad_lines_get_error_answers_and_the_session_goes_on() {
    let input =
        b"7\nnew golomb\nmoves extra\n\xff\xfe\n4 play F \xff\n  5 play \xff\n3 status now\nstatus\n";
    let answers = [
        "?7 a command must follow the id",
        "= move 1: player 1 to move",
        "? usage: moves",
        "? the line is not UTF-8 text",
        // The id read before the bytes that are not UTF-8 is kept.
        "?4 the line is not UTF-8 text",
        // Spaces before the id are skipped, as on a line that reads.
        "?5 the line is not UTF-8 text",
        "?3 usage: status",
        "= move 1: player 1 to move",
    ];
    assert_eq!(serve(&[], input.to_vec()), answers.join("\n\n") + "\n\n");
}

#[test]
fn a_byte_order_mark_before_the_first_line_is_no_part_of_it() {
    // A script saved by an editor that marks UTF-8 files; only the first line's mark goes.
    let input = b"\xef\xbb\xbf1 new golomb\n\xef\xbb\xbf2 status\n".to_vec();
    let answers = serve(&[], input);
    let parts: Vec<&str> = answers.split("\n\n").collect();
    assert_eq!(parts[0], "=1 move 1: player 1 to move", "{answers}");
    assert!(parts[1].starts_with("? unknown command"), "{answers}");
    let json = serve(
        &["--protocol", "json"],
        b"\xef\xbb\xbf{\"id\":1,\"command\":\"new\",\"args\":[\"golomb\"]}\n".to_vec(),
    );
    assert!(json.starts_with("{\"id\":1,\"ok\":true"), "{json}");
}

#[test]
fn an_answer_holds_no_empty_line_so_a_client_never_loses_its_place() {
    // Polyssimo's drawing has empty lines between its rows of shapes: left out of the text
    // answer, the empty line after each answer is its only one.
    let answers = serve(&[], "1 new polyssimo\n2 show\n3 status\n");
    let parts: Vec<&str> = answers.split("\n\n").collect();
    assert_eq!(parts.len(), 4, "{answers}");
    assert!(
        parts[1].starts_with("=2 ") && parts[1].contains("W26=q:"),
        "{answers}"
    );
    assert!(parts[2].starts_with("=3 move 1: "), "{answers}");
    assert_eq!(parts[3], "");
}

#[test]
fn an_option_given_twice_is_refused_not_one_of_them_dropped() {
    // PLAYERS and SEED are players= and seed= written short.
    let input = "new s25 2 3 seed=4\nnew s25 2 players=3\nnew s25 seed=4 seed=5\nnew s25 3 7\n";
    let answers = [
        "? seed is given twice: give it once",
        "? players is given twice: give it once",
        "? seed is given twice: give it once",
        "= move 1: player 1 to move",
    ];
    assert_eq!(serve(&[], input), answers.join("\n\n") + "\n\n");
    // A list of card files adds up: the same expansion twice is read twice, so its first
    // card comes again.
    let deck = "puzzles/projectl/expansion-example.yaml";
    let twice = serve(
        &[],
        format!("new project-l extra-cards={deck} extra-cards={deck}\n"),
    );
    assert_eq!(
        twice,
        format!("? extra-cards {deck}: card GW01 is already in {deck}\n\n")
    );
}

#[test]
fn a_long_quoted_input_is_cut_in_the_answer_as_on_the_command_line() {
    let long = "F".repeat(300);
    let answer = serve(&[], format!("new golomb\n2 play {long}\n"));
    let refusal = answer.lines().find(|l| l.starts_with("?2 ")).unwrap();
    let cut = format!("\"{}…(300 bytes in all)\"", "F".repeat(80));
    assert!(refusal.contains(&cut), "{refusal}");
    assert!(!refusal.contains(&"F".repeat(81)), "{refusal}");
}

#[test]
fn a_line_too_long_is_refused_under_its_id() {
    let mut input = b"9 play ".to_vec();
    input.extend(vec![b'x'; 70_000]);
    input.extend(b"\nstatus\n");
    let answers = serve(&[], input);
    assert!(
        answers.starts_with("?9 the line is longer than 64 KiB\n\n? "),
        "{answers}"
    );
    // An id that the part of the line kept cuts short is no id: 123 of 123456 would be
    // another request's.
    let mut input = vec![b' '; 65_534];
    input.extend(b"123456 status\n");
    let answers = serve(&[], input);
    assert!(
        answers.starts_with("? the line is longer than 64 KiB\n\n"),
        "{answers}"
    );
}

#[test]
fn a_json_id_comes_back_as_it_was_sent_or_is_refused() {
    // Whole numbers of 64 bits and strings come back as they were written; 1e23, 1.5 or a
    // number past 64 bits would come back written otherwise, so they are refused.
    let input = concat!(
        "{\"id\": -3, \"command\": \"games\"}\n",
        "{\"id\": 18446744073709551615, \"command\": \"games\"}\n",
        "{\"id\": 1e23, \"command\": \"games\"}\n",
        "{\"id\": 1.5, \"command\": \"games\"}\n",
        "{\"id\": 18446744073709551616, \"command\": \"games\"}\n",
    );
    let replies = serve(&["--protocol", "json"], input);
    let lines: Vec<&str> = replies.lines().collect();
    assert!(lines[0].starts_with(r#"{"id":-3,"ok":true"#), "{replies}");
    assert!(
        lines[1].starts_with(r#"{"id":18446744073709551615,"ok":true"#),
        "{replies}"
    );
    let refused = r#"{"id":null,"ok":false,"error":"type error: id must be a string or an integer of 64 bits written without a fraction or exponent"}"#;
    assert_eq!(lines[2..], [refused; 3], "{replies}");
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
    let replies = concat!(
        r#"{"id":null,"ok":false,"error":"type error: id must be a string or an integer of 64 bits written without a fraction or exponent"}"#,
        "\n",
        r#"{"id":1,"ok":false,"error":"type error: command must be a string"}"#,
        "\n",
        r#"{"id":2,"ok":false,"error":"type error: args must be strings"}"#,
        "\n",
        r#"{"id":3,"ok":false,"error":"type error: args must be an array of strings"}"#,
        "\n",
        r#"{"id":null,"ok":false,"error":"a request is a JSON object"}"#,
        "\n",
        r#"{"id":"x","ok":true,"result":["move 1: player 1 to move"]}"#,
        "\n",
    );
    assert_eq!(serve(&["--protocol", "json"], input), replies);
}

#[test]
fn a_solo_game_is_served_with_its_options() {
    let given = serve(&["project-l", "--solo", "hard", "--seed", "2"], "show\n");
    // The grid is the seed's; the solo opponent's line is the part the options decide.
    assert!(
        (given.lines()).any(|l| l.ends_with("; opponent: score 0, supply 3xO1, pile none")),
        "{given}"
    );
    // The same game started by the protocol's `new` with the options as KEY=VALUE.
    let started = serve(&[], "new project-l solo=hard seed=2\nshow\n");
    assert_eq!(
        started,
        format!("= move 1: player 1 to move (action 1 of 3)\n\n{given}")
    );
    // The bank holds at most 99 of a kind.
    assert_eq!(
        serve(&[], "new project-l bank=100000\n"),
        "? a bank of 100000 of each kind is too large (at most 99)\n\n"
    );
}
