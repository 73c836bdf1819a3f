//! Every limit honoured: `--time` covers the setup too, a table past the machine's memory
//! is refused rather than aborting, long quoted input is cut in messages, a byte-order
//! mark is skipped in every kind of file.

use crate::support::{assert_refused, tessera};
use std::time::{Duration, Instant};

/// Runs `tessera` and returns the run with its wall time.
fn timed(args: &[&str]) -> (crate::support::Run, Duration) {
    let started = Instant::now();
    let run = tessera(args);
    (run, started.elapsed())
}

#[test]
fn time_counts_the_setup_of_a_golomb_proof() {
    // Listing the first two moves of this position alone takes about two seconds.
    let position = "puzzles/polyssimo/golomb-11-left-win.yaml";
    for command in [&["golomb", "prove", "-q"][..], &["polyssimo", "solve"][..]] {
        let args = [command, &[position, "--time", "0.1"]].concat();
        let (run, took) = timed(&args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        // --time 0.1 plus the promised 0.2 s, with room for a loaded machine.
        assert!(took < Duration::from_millis(1000), "{args:?} took {took:?}");
    }
}

#[test]
fn a_table_past_the_machines_memory_is_refused() {
    assert_refused(
        &["golomb", "prove", "--hash-mb", "1000000"],
        "more than this machine's memory",
    );
}

#[test]
fn long_input_is_cut_in_messages() {
    let game = crate::support::new_game("polyssimo", "g.yaml", &[]);
    let text = std::fs::read_to_string(&game).unwrap();
    let long_move = format!("take {}", "Q".repeat(4_000_000));
    let text = text.replace("history: []", &format!("history:\n- {long_move}"));
    std::fs::write(&game, text).unwrap();
    let run = tessera(&["play", "show", game.to_str().unwrap()]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.len() < 1000, "{} bytes", run.stderr.len());
    assert!(run.stderr.contains("bytes in all)"), "{}", run.stderr);
    let key = "k".repeat(1_000_000);
    let file = crate::support::temp_file("key.yaml", &format!("{key}: 1\nboard: |\n  ##\n"));
    let run = tessera(&["tile", file.to_str().unwrap()]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.len() < 1000,
        "{} bytes: {}",
        run.stderr.len(),
        &run.stderr[..200]
    );
}

#[test]
fn a_byte_order_mark_is_skipped_in_every_kind_of_file() {
    let with_bom = |path: &str| {
        let text = std::fs::read_to_string(path).unwrap();
        let name = std::path::Path::new(path)
            .file_name()
            .unwrap()
            .to_str()
            .unwrap();
        crate::support::temp_file(name, &format!("\u{feff}{text}"))
    };
    let game = crate::support::new_game("golomb", "g.yaml", &[]);
    let state = with_bom(game.to_str().unwrap());
    let puzzle = with_bom("puzzles/polyomino/pentomino-6x10.yaml");
    let position = with_bom("puzzles/polyssimo/golomb-11-left-win.yaml");
    let plan = with_bom("puzzles/projectl/example-state.yaml");
    for args in [
        vec!["play", "show", state.to_str().unwrap()],
        vec!["tile", puzzle.to_str().unwrap()],
        vec!["polyssimo", "holes", position.to_str().unwrap()],
        vec!["plan", plan.to_str().unwrap(), "--max-states", "1000"],
    ] {
        let run = tessera(&args);
        assert!(run.code == 0 || run.code == 1, "{args:?}: {}", run.stderr);
    }
}

/// A square of dominoes `side` cells wide, as a puzzle file.
fn domino_square(side: usize) -> std::path::PathBuf {
    let rows = format!("  {}\n", "#".repeat(side)).repeat(side);
    let text = format!(
        "board: |\n{rows}pieces:\n  - name: I2\n    count: {}\n",
        side * side / 2
    );
    crate::support::temp_file("dominoes.yaml", &text)
}

#[test]
fn tile_stops_at_its_time_limit() {
    // The first tiling of a 400x400 square takes dancing links some seconds.
    let square = domino_square(400);
    let (run, took) = timed(&["tile", square.to_str().unwrap(), "--time", "0.2"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("before a tiling was found: no answer"),
        "{}",
        run.stderr
    );
    assert!(took < Duration::from_secs(4), "took {took:?}");
    let board = "puzzles/polyomino/polyssimo-12x11.yaml";
    let (run, took) = timed(&["tile", board, "--count", "--time", "0.3"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("(stopped by --time or Ctrl-C; there may be more)")
    );
    assert!(took < Duration::from_secs(3), "took {took:?}");
}

#[test]
fn ctrl_c_stops_a_golomb_proof_and_writes_its_checkpoint() {
    let checkpoint = crate::support::temp_path("empty.checkpoint.json");
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args([
            "golomb",
            "prove",
            "--checkpoint",
            checkpoint.to_str().unwrap(),
            "-q",
        ])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Past the listing of the first moves (about two seconds), into the search.
    std::thread::sleep(Duration::from_secs(4));
    let signal = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(signal.success());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("not decided"), "{stdout}");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&checkpoint).unwrap()).unwrap();
    assert!(saved.is_object());
}
