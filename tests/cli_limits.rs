//! Every limit honoured: `--time` covers the setup too, a table past the machine's memory
//! is refused rather than aborting, long quoted input is cut in messages, a byte-order
//! mark is skipped in every kind of file; Ctrl-C stops a Golomb proof and a Polyssimo solve
//! with what they have (exit 3).

use crate::support::Tessera;
use std::time::{Duration, Instant};

#[test]
fn time_counts_the_setup_of_a_golomb_proof() {
    let position = "puzzles/polyssimo/golomb-11-left-win.yaml";
    // The verdict line, exactly (the lines around it are the board and the nodes and
    // seconds, which vary with the machine). Valuing every first move lists them all
    // first, which alone takes seconds on the empty board; a proof of one position lists
    // a move as it reaches it.
    let openings = &["golomb", "prove", "-q", "--openings", "--live"][..];
    for (args, says) in [
        (
            openings.to_vec(),
            "outcome: not decided: the time ran out while the first moves were listed",
        ),
        // Stopped in the search, or before it where making the table took the time.
        (
            vec!["golomb", "prove", "-q", position],
            "outcome: not decided: ",
        ),
        (vec!["polyssimo", "solve", position], "not solved in time: "),
    ] {
        let args = [&args[..], &["--time", "0.1"]].concat();
        let started = Instant::now();
        let run = Tessera::new().args(&args).code(3).run();
        let took = started.elapsed();
        assert!(has_line(&run.stdout, says), "{args:?}: {}", run.stdout);
        // --time 0.1 plus the promised 0.2 s, with room for a loaded machine.
        assert!(took < Duration::from_millis(1000), "{args:?} took {took:?}");
    }
}

#[test]
fn a_table_past_the_machines_memory_is_refused() {
    let run = Tessera::new()
        .args(["golomb", "prove", "--hash-mb", "1000000"])
        .code(2)
        .stdout("")
        .any_stderr()
        .run();
    // The machine's memory, at the end, is this machine's.
    let start = "tessera: error: --hash-mb 1000000: a table of 1000000 MiB is more than this \
                 machine's memory (";
    assert!(
        run.stderr.starts_with(start) && run.stderr.ends_with(" MiB)\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn long_input_is_cut_in_messages() {
    let t = Tessera::new();
    let game = t.dir.path("g.yaml");
    Tessera::new()
        .args(["play", "new", "polyssimo", "-o"])
        .arg(&game)
        .run();
    let text = std::fs::read_to_string(&game).unwrap();
    let long_move = format!("take {}", "Q".repeat(4_000_000));
    let text = text.replace("history: []", &format!("history:\n- {long_move}"));
    std::fs::write(&game, text).unwrap();
    // Quoted input is cut after 80 characters, saying how long it was.
    let (the_move, kind) = (
        format!("take {}…(4000005 bytes in all)", "Q".repeat(75)),
        format!("{}…(4000000 bytes in all)", "Q".repeat(80)),
    );
    t.args(["play", "show"])
        .arg(&game)
        .stdout("")
        .refused(&format!(
            "{}: move 1 of the history ({the_move:?}): {kind:?} is not a piece of the game \
             (pieces: F I L N P T U V W X Y Z C06 D06 X16 G06 M06 Z16 U06 F06 F16 F36 F26 W26)",
            game.display()
        ))
        .run();
    // YAML keys end at 1024 characters; a longer one is refused without being quoted.
    let unknown = format!(
        "unknown field `{}…(1000 bytes in all)`, expected one of `name`, `description`, \
         `board`, `pieces`, `one_sided`",
        "k".repeat(80)
    );
    // The colon after a million-character key is in column 1000001.
    let too_long = "mapping values are not allowed in this context at line 1 column 1000001";
    for (length, says) in [(1000, unknown.as_str()), (1_000_000, too_long)] {
        let key = "k".repeat(length);
        let t = Tessera::new();
        let file = t
            .dir
            .file("key.yaml", &format!("{key}: 1\nboard: |\n  ##\n"));
        let message = format!("{}: invalid puzzle file: {says}", file.display());
        t.arg("tile").arg(&file).refused(&message).run();
    }
}

#[test]
fn a_byte_order_mark_is_skipped_in_every_kind_of_file() {
    let dir = crate::support::TempDir::new();
    let with_bom = |path: &std::path::Path| {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_str().unwrap();
        dir.file(name, &format!("\u{feff}{text}"))
    };
    let game = dir.path("g.yaml");
    Tessera::new()
        .args(["play", "new", "golomb", "-o"])
        .arg(&game)
        .run();
    let state = with_bom(&game);
    let puzzle = with_bom("puzzles/polyomino/pentomino-6x10.yaml".as_ref());
    let position = with_bom("puzzles/polyssimo/golomb-11-left-win.yaml".as_ref());
    let plan = with_bom("puzzles/projectl/example-state.yaml".as_ref());
    Tessera::new().args(["play", "show"]).arg(&state).run();
    Tessera::new().arg("tile").arg(&puzzle).run();
    Tessera::new()
        .args(["polyssimo", "holes"])
        .arg(&position)
        .run();
    Tessera::new()
        .arg("plan")
        .arg(&plan)
        .args(["--max-states", "1000", "-q"])
        .run();
}

#[test]
fn bytes_not_utf8_and_control_characters_are_told_with_their_line_and_column() {
    // The line and column are counted by hand: the bad byte follows `  ##` on line 4.
    let t = Tessera::new();
    let puzzle = |name: &str, bad: &[u8]| {
        let mut bytes = b"name: x\nboard: |\n  ###\n  ##".to_vec();
        bytes.extend_from_slice(bad);
        bytes.extend_from_slice(b"\npieces:\n  - name: L\n");
        let path = t.dir.path(name);
        std::fs::write(&path, bytes).unwrap();
        path
    };
    let latin1 = puzzle("latin1.yaml", b"\xe9");
    let bell = puzzle("bell.yaml", b"\x07");
    let not_utf8 = "cannot read the file: line 4 column 5: the byte 0xE9 is not UTF-8 (save the \
                    file as UTF-8 text)";
    let message = format!("{}: {not_utf8}", latin1.display());
    Tessera::new()
        .arg("tile")
        .arg(&latin1)
        .refused(&message)
        .run();
    let control = "cannot read the file: line 4 column 5: a control character (U+0007) where \
                   text was expected";
    let message = format!("{}: {control}", bell.display());
    Tessera::new()
        .arg("tile")
        .arg(&bell)
        .refused(&message)
        .run();
    // Standard input is read the same way.
    let piped = std::fs::read(&bell).unwrap();
    let message = format!("<stdin>: {control}");
    (Tessera::new().args(["tile", "-"]).stdin(piped))
        .refused(&message)
        .run();
}

/// A square of dominoes `side` cells wide, as a puzzle file.
pub fn domino_square(dir: &crate::support::TempDir, side: usize) -> std::path::PathBuf {
    let rows = format!("  {}\n", "#".repeat(side)).repeat(side);
    let text = format!(
        "board: |\n{rows}pieces:\n  - name: I2\n    count: {}\n",
        side * side / 2
    );
    dir.file("dominoes.yaml", &text)
}

/// Runs the command, checks that its standard output starts with `start` and ends with
/// `end` (what lies between is the machine's), and returns its wall time.
fn runs_between(command: Tessera, start: &str, end: &str) -> Duration {
    let started = Instant::now();
    let run = command.run();
    let took = started.elapsed();
    assert!(
        run.stdout.starts_with(start) && run.stdout.ends_with(end),
        "{}",
        run.stdout
    );
    took
}

#[test]
fn tile_stops_at_its_time_limit() {
    // The first tiling of a 400x400 square takes dancing links some seconds; the bounds
    // below leave room for a loaded machine (building the matrix is part of the time).
    let dir = crate::support::TempDir::new();
    let square = domino_square(&dir, 400);
    let tile = Tessera::new()
        .arg("tile")
        .arg(&square)
        .args(["--time", "0.2"]);
    // The seconds it ran vary with the machine, and so does whether the time ran out while
    // the placements were listed or in the search; the rest is exact.
    let took = runs_between(
        tile.code(3),
        "not decided: stopped by --time or Ctrl-C after ",
        "\n",
    );
    assert!(took < Duration::from_secs(10), "took {took:?}");
    let board = "puzzles/polyomino/polyssimo-12x11.yaml";
    // How many were counted in 1 s varies with the machine; a partial count is no answer.
    // (The search itself: `--method auto` would first try the frontier count, in the time.)
    let took = runs_between(
        Tessera::new()
            .args([
                "tile", board, "--count", "--method", "search", "--time", "1",
            ])
            .code(3),
        "solutions: ",
        "\n(stopped by --time or Ctrl-C; there may be more)\n",
    );
    assert!(took < Duration::from_secs(8), "took {took:?}");
}

#[test]
fn a_listing_stopped_by_the_time_is_not_decided() {
    // The Polyssimo board has far more tilings than one second lists (two seconds, to leave a loaded machine time for a first tiling): the tilings drawn
    // so far are no complete list, so the answer is "not decided" (exit 3), as for a count.
    let board = "puzzles/polyomino/polyssimo-12x11.yaml";
    let took = runs_between(
        Tessera::new()
            .args(["tile", board, "--all", "--time", "2", "-q"])
            .code(3),
        "tiling 1:\n",
        "\n(stopped by --time or Ctrl-C; there may be more)\n",
    );
    assert!(took < Duration::from_secs(8), "took {took:?}");
    // A listing that --limit ends is the one asked for: a yes.
    Tessera::new()
        .args(["tile", board, "--all", "--limit", "2", "--time", "60", "-q"])
        .code(0)
        .stdout_has("\nsolutions: 2\n(stopped at the limit; there may be more)\n")
        .run();
}

/// Runs `tessera` with `args` in a process of its own, sends it SIGINT (Ctrl-C) after
/// `seconds`, and returns its exit code and standard output.
pub fn interrupted(args: &[&str], seconds: u64) -> (Option<i32>, String) {
    signalled(args, seconds, "-INT")
}

/// Runs `tessera` with `args` in a process of its own, sends it `signal` (`-INT`, `-TERM`)
/// after `seconds`, and returns its exit code and standard output.
fn signalled(args: &[&str], seconds: u64, signal: &str) -> (Option<i32>, String) {
    signalled_twice(args, seconds, signal, None)
}

/// As [`signalled`], the signal sent again `again` after the first, when given (the run
/// may have ended by then: a second signal that finds no process is no failure).
fn signalled_twice(
    args: &[&str],
    seconds: u64,
    signal: &str,
    again: Option<Duration>,
) -> (Option<i32>, String) {
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(seconds));
    let pid = child.id().to_string();
    let kill = || {
        std::process::Command::new("kill")
            .args([signal, &pid])
            .status()
    };
    assert!(kill().unwrap().success());
    if let Some(again) = again {
        std::thread::sleep(again);
        let _ = kill();
    }
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    (output.status.code(), stdout)
}

/// Whether a line of `text` starts with `start` (for what the machine's speed decides).
fn has_line(text: &str, start: &str) -> bool {
    text.lines().any(|l| l.starts_with(start))
}

#[test]
fn ctrl_c_stops_a_golomb_proof_and_writes_its_checkpoint() {
    let checkpoint = crate::support::temp_path("empty.checkpoint.json");
    let path = checkpoint.to_str().unwrap();
    // Four seconds into the search (the first moves are listed as it reaches them).
    let (code, stdout) = interrupted(&["golomb", "prove", "--checkpoint", path, "-q"], 4);
    assert_eq!(code, Some(3), "not decided");
    assert!(has_line(&stdout, "outcome: not decided: "), "{stdout}");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&checkpoint).unwrap()).unwrap();
    assert!(saved.is_object());
}

#[test]
fn ctrl_c_stops_a_golomb_recheck_with_what_it_reproved() {
    // `--all` starts with the book's opening, the empty board's proof (half an hour and
    // more), and each refutation of the openings table takes about a minute: both are
    // stopped after two seconds.
    let book = ["golomb", "book", "check", "--all", "--json", "-q"];
    let (code, stdout) = interrupted(&book, 2);
    assert_eq!(code, Some(3), "not decided: {stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["complete"], false, "{stdout}");
    assert_eq!(
        report["wrong"], 0,
        "an answer cut short is not called wrong"
    );
    let openings = ["golomb", "openings", "check", "--sample", "2", "-q"];
    let (code, stdout) = interrupted(&openings, 2);
    assert_eq!(code, Some(3), "not decided: {stdout}");
    assert!(
        has_line(&stdout, "not complete: stopped by Ctrl-C"),
        "{stdout}"
    );
    assert!(has_line(&stdout, "re-proved "), "{stdout}");
    assert!(stdout.contains("none wrong so far"), "{stdout}");
}

#[test]
fn sigterm_stops_a_golomb_proof_as_ctrl_c_does() {
    let checkpoint = crate::support::temp_path("term.checkpoint.json");
    let path = checkpoint.to_str().unwrap();
    let args = ["golomb", "prove", "--checkpoint", path, "-q"];
    let (code, stdout) = signalled(&args, 4, "-TERM");
    assert_eq!(code, Some(3), "not decided: {stdout}");
    assert!(has_line(&stdout, "outcome: not decided: "), "{stdout}");
    assert!(checkpoint.exists(), "the checkpoint is written");
}

#[test]
fn ctrl_c_stops_a_polyssimo_solve_with_its_best_move_so_far() {
    // The bundled example position is not solved in minutes: Ctrl-C after a second.
    let position = "puzzles/polyssimo/example-position.yaml";
    let (code, stdout) = interrupted(&["polyssimo", "solve", position, "-q"], 1);
    assert_eq!(code, Some(3), "not decided");
    // How far it got varies with the machine: the lines' starts are checked.
    assert!(
        has_line(&stdout, "not solved (stopped by Ctrl-C): "),
        "{stdout}"
    );
    assert!(has_line(&stdout, "best move so far: "), "{stdout}");
}

/// `timeout -s INT` (without `--foreground`) signals the command and then its process
/// group, so the command gets two at once: still one request to stop, answered. (Sent by
/// two `kill` runs one after the other, as `timeout` does; taken for two requests, about
/// half such runs would end without the count.)
#[test]
fn two_ctrl_c_at_once_are_one_request_and_the_count_so_far_is_printed() {
    let board = "puzzles/polyomino/polyssimo-12x11.yaml";
    let again = Some(Duration::ZERO);
    let (code, stdout) = signalled_twice(&["tile", board, "--count"], 1, "-INT", again);
    assert_eq!(code, Some(3), "not decided");
    assert!(has_line(&stdout, "solutions: "), "{stdout}");
}

#[test]
fn ctrl_c_stops_a_struktura25_analysis_with_the_deepest_values_it_finished() {
    // Depth 3 takes this position half a minute or more; depths 1 and 2 under a second.
    let position = "puzzles/struktura25/midgame.yaml";
    let args = ["s25", "analyze", position, "--depth", "3", "--json"];
    let (code, stdout) = interrupted(&args, 3);
    assert_eq!(code, Some(3), "not decided: {stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["complete"], false);
    assert_eq!(report["depth"], 2, "the depth before the one stopped");
    assert!(report["best_move"].is_string());
}

#[test]
fn ctrl_c_stops_a_struktura25_path_with_the_turns_searched_in_full() {
    // Out of reach, but only a search finds that: it deepens a turn at a time, each
    // dearer than the last, far from the 20 allowed after 3 seconds.
    let position = "tests/data/struktura25/slow-path.yaml";
    let args = ["s25", "path", position, "--max-turns", "20", "--json"];
    let (code, stdout) = interrupted(&args, 3);
    assert_eq!(code, Some(3), "not decided: {stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["complete"], false);
    assert_eq!(report["possible"], serde_json::Value::Null);
    let searched = report["searched_turns"].as_u64().unwrap();
    assert!(
        (1..20).contains(&searched),
        "{searched} turns searched in full"
    );
}

#[test]
fn ctrl_c_stops_a_bench_with_the_workloads_measured() {
    // The quick bench takes half a minute or more: Ctrl-C after two seconds.
    let (code, stdout) = interrupted(&["bench", "--quick", "--json"], 2);
    assert_eq!(code, Some(3), "not complete: {stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["complete"], false);
    let rows = report["workloads"].as_array().unwrap();
    assert!(rows.len() < 27, "{} of the 27 rows", rows.len());
    assert!(rows.iter().all(|r| r["engine"].is_string()));
}

#[test]
fn ctrl_c_stops_an_arena_with_the_games_played() {
    // A million games take these bots many minutes: Ctrl-C after two seconds.
    let args = ["play", "arena", "project-l", "--bots", "greedy,random"];
    let (code, stdout) = interrupted(&[&args[..], &["--games", "1000000", "--json"]].concat(), 2);
    assert_eq!(code, Some(3), "not complete: {stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["complete"], false);
    let played = report["games"].as_u64().unwrap();
    assert!((1..1_000_000).contains(&played), "{played} games");
    assert_eq!(report["bots"][0]["games"], played, "every game counted");
}

#[test]
fn ctrl_c_cuts_a_hint_short_with_the_best_found() {
    let file = crate::support::hard_polyssimo_game();
    let f = file.to_str().unwrap();
    let (code, stdout) = interrupted(&["play", "hint", f, "--time", "600", "--json"], 2);
    assert_eq!(code, Some(3), "cut short, so not decided: {stdout}");
    let hint: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(hint["cut_short"], true, "{hint}");
    assert_eq!(hint["player"], 2, "{hint}");
    assert_eq!(hint["moves"].as_array().map(Vec::len), Some(1), "{hint}");
    // In text, the hint says so on its last line.
    let (code, stdout) = interrupted(&["play", "hint", f, "--time", "600"], 2);
    assert_eq!(code, Some(3), "{stdout}");
    let last = stdout.lines().last().unwrap_or_default();
    assert_eq!(
        last, "  cut short by Ctrl-C: the best found by then",
        "{stdout}"
    );
}

#[test]
fn ctrl_c_cuts_a_hint_short_in_a_game_read_from_a_pipe_and_ends_the_run() {
    use std::io::Write;
    let file = crate::support::hard_polyssimo_game();
    let f = file.to_str().unwrap();
    let mut child = piped(&["play", "vs", f, "--hint-time", "600"]);
    // `quit` after the hint: were the run to go on, it would end there with exit 0.
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"hint\nquit\n").unwrap();
    drop(input);
    std::thread::sleep(Duration::from_secs(2));
    ctrl_c(&child);
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(3), "{stdout}");
    assert!(
        stdout.contains("\n  cut short by Ctrl-C: the best found by then\n"),
        "{stdout}"
    );
    assert!(stdout.contains("interrupted: saved"), "{stdout}");
}

#[test]
fn a_table_past_the_address_space_allowed_is_refused_not_aborted() {
    // Under `ulimit -v` (1 GiB) a 4 GiB table cannot be had, though the machine may have
    // the memory: exit 2 saying so, never an allocation abort (exit 134).
    let endgame = "puzzles/polyssimo/bench/2p-16-left-1.yaml";
    for args in [
        &["golomb", "prove", "-q", "--hash-mb", "4096"][..],
        &["polyssimo", "solve", endgame, "-q", "--hash-mb", "4096"][..],
    ] {
        let run = crate::cli_hostile::tessera_limited(args, 1024 * 1024);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert_eq!(
            run.stderr,
            "tessera: error: --hash-mb 4096: a table of 4096 MiB: the memory could not be had\n",
            "{args:?}"
        );
    }
}

#[test]
fn a_golomb_checkpoint_that_is_a_fifo_is_refused_at_once() {
    // A checkpoint is read back before the proof starts: a FIFO is no file to keep one in,
    // and opening it would wait for a writer.
    let dir = crate::support::TempDir::new();
    let fifo = dir.path("proof.json");
    crate::support::make_fifo(&fifo);
    let started = Instant::now();
    let run = crate::support::tessera_process(&[
        "golomb",
        "prove",
        "-q",
        "--time",
        "5",
        "--checkpoint",
        fifo.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let says = format!(
        "tessera: error: {}: cannot read the checkpoint: it is not a regular file (a FIFO, \
         socket or device)\n",
        fifo.display()
    );
    assert_eq!(run.stderr, says);
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[test]
fn ctrl_c_while_a_bot_thinks_ends_the_run_at_once_saying_the_seat_to_continue_in() {
    use std::io::Write;
    // Ten minutes a bot's move: only the Ctrl-C ends its thought within the test's patience.
    let file = crate::support::temp_path("bot-thinking.yaml");
    let f = file.to_str().unwrap();
    let started = ["play", "vs", "polyssimo", "--seed", "3", "-o", f];
    let mut child = piped(&[&started[..], &["--think", "600000"]].concat());
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"take X\n").unwrap();
    std::thread::sleep(Duration::from_secs(2));
    let sent = Instant::now();
    ctrl_c(&child);
    let output = child.wait_with_output().unwrap();
    assert!(sent.elapsed() < Duration::from_secs(30), "ended at once");
    drop(input);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    // The person was player 1; player 2, the bot, is to move in the file, so a run
    // continued without `--seat` would seat the person there.
    let note = format!(
        "tessera: interrupted while a bot was thinking: the game is saved up to the last move \
         made; continue with: tessera play vs {f} --seat 1\n"
    );
    assert_eq!(stderr, note);
    let status = Tessera::new().args(["play", "status", f, "--json"]).run();
    let status: serde_json::Value = serde_json::from_str(&status.stdout).unwrap();
    assert_eq!(
        status["moves"], 1,
        "the person's move kept, no bot's: {status}"
    );
}

#[test]
fn ctrl_c_ends_a_golomb_book_being_written_at_once_saying_nothing_was_written() {
    let file = crate::support::temp_path("interrupted.book");
    let child = piped(&["golomb", "book", "write", "-o", file.to_str().unwrap()]);
    std::thread::sleep(Duration::from_secs(2));
    let sent = Instant::now();
    ctrl_c(&child);
    let output = child.wait_with_output().unwrap();
    assert!(sent.elapsed() < Duration::from_secs(30), "ended at once");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.ends_with(
            "tessera: interrupted: the book was not written (it is written whole, once every \
             answer is proved); run the command again to start over\n"
        ),
        "{stderr}"
    );
    assert!(!file.exists());
}

/// The program run with `args`, its standard streams piped (standard error kept in the
/// output waited for).
fn piped(args: &[&str]) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

/// Sends `child` a Ctrl-C (SIGINT).
fn ctrl_c(child: &std::process::Child) {
    let pid = child.id().to_string();
    let kill = std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status();
    assert!(kill.unwrap().success());
}
