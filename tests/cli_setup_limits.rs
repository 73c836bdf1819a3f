//! `--time` and memory hold from the first instruction: a board whose placements would
//! take more memory than the process may have is refused before they are listed (exit 2,
//! saying how much), never aborting on an allocation; `--time` stops the listing of a huge
//! board's placements (exit 3). Runs are held to an address-space limit (`ulimit -v`).

use crate::cli_hostile::tessera_limited;
use crate::support::{TempDir, Tessera};
use std::time::{Duration, Instant};

/// A `side`×`side` square with these pieces, as a puzzle file.
fn square(dir: &TempDir, side: usize, pieces: &str) -> String {
    let rows = format!("  {}\n", "#".repeat(side)).repeat(side);
    let path = dir.file("square.yaml", &format!("board: |\n{rows}pieces:\n{pieces}"));
    path.to_str().unwrap().to_string()
}

const PENTOMINOES: &str = "  - set: pentominoes\n    max: 100000\n";

#[test]
fn placements_past_the_memory_allowed_are_refused_before_they_are_listed() {
    // 300x300 pentominoes took 1.7 GB; under 1 GiB of address space (of which 64 MiB is
    // left to the program) the placements are refused at once, saying how much they need.
    let dir = TempDir::new();
    let board = square(&dir, 300, PENTOMINOES);
    let run = tessera_limited(&["tile", &board, "--time", "0.5"], 1024 * 1024);
    assert_eq!(run.code, 2, "{}", run.stderr);
    // The estimate: the 63 orientations of the 12 free pentominoes (F L N P Y 8 each, T U
    // V W Z 4, I 2, X 1) at each of the 90,000 cells, at 192 bytes a placement and 24 a
    // cell: 63 × 90,000 × 312 = 1,769,040,000 bytes, 1687.09 MiB, said rounded up.
    let message = format!(
        "tessera: error: {board}: listing the placements would take about 1688 MiB, more than \
         the 960 MiB allowed (--memory-mb; by default the memory this process may have)\n"
    );
    assert_eq!(run.stderr, message);
    // --memory-mb sets the bound itself.
    let small = message
        .replace("960 MiB", "100 MiB")
        .replace("tessera: error: ", "");
    Tessera::new()
        .args(["tile", &board, "--memory-mb", "100"])
        .refused(small.trim_end())
        .run();
}

#[test]
fn an_estimate_just_over_the_memory_allowed_reads_as_more() {
    // 6×10 pentominoes: 63 orientations (as above) at 60 cells, 312 bytes each: 1,179,360
    // bytes, 1151.7 KiB, just over 1 MiB. Whole MiB would say "1 MiB, more than the 1 MiB".
    Tessera::new()
        .args([
            "tile",
            "puzzles/polyomino/pentomino-6x10.yaml",
            "--memory-mb",
            "1",
        ])
        .refused(
            "puzzles/polyomino/pentomino-6x10.yaml: listing the placements would take about \
             1152 KiB, more than the 1024 KiB allowed (--memory-mb; by default the memory this \
             process may have)",
        )
        .run();
}

/// The most a `--time` run may take past its limit here: a release build stops within
/// 0.2 s of it, whatever the board; a debug build on a loaded machine is given more for
/// starting, reading the board and freeing its placements.
const OVERRUN: Duration = Duration::from_secs(3);

#[test]
fn time_stops_the_set_up_of_a_huge_board() {
    // 1000x1000 dominoes took 6.9 s and 475 MB under --time 0.5 before the listing looked
    // at the clock, and 30 s with --count when the listing ended in time: the exact-cover
    // matrix, the symmetry breaking and the frontier count's set-up did not look at it.
    let dir = TempDir::new();
    let board = square(&dir, 1000, "  - name: I2\n    count: 500000\n");
    let says = "not decided: stopped by --time or Ctrl-C after ";
    for extra in [
        &[][..],
        &["--count"],
        &["--count", "--distinct"],
        &["--all"],
    ] {
        let started = Instant::now();
        let args = [&["tile", &board, "--time", "0.5", "-q"][..], extra].concat();
        let run = tessera_limited(&args, 1024 * 1024);
        let took = started.elapsed();
        assert_eq!(run.code, 3, "{extra:?}: {}", run.stderr);
        assert!(run.stdout.starts_with(says), "{extra:?}: {}", run.stdout);
        let bound = Duration::from_millis(500) + OVERRUN;
        assert!(took < bound, "{extra:?} took {took:?}");
    }
    // In JSON, the keys of every tile summary.
    let run = tessera_limited(&["tile", &board, "--time", "0.3", "--json"], 1024 * 1024);
    assert_eq!(run.code, 3, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let keys: Vec<&String> = doc.as_object().unwrap().keys().collect();
    let tile_keys = [
        "puzzle",
        "cells",
        "pieces",
        "distinct",
        "solutions",
        "complete",
    ];
    assert_eq!(keys[1..7], tile_keys, "{doc}");
    assert_eq!(
        (&doc["complete"], &doc["solutions"]),
        (&false.into(), &0.into())
    );
}

#[test]
fn time_stops_the_frontier_count_between_its_steps() {
    // Dominoes on 12x5000: the frontier count's set-up is quick, its 60,000 steps of up to
    // 4,096 states each take seconds.
    let dir = TempDir::new();
    let rows = format!("  {}\n", "#".repeat(12)).repeat(5000);
    let text = format!("board: |\n{rows}pieces:\n  - name: I2\n    count: 30000\n");
    let board = dir.file("strip.yaml", &text);
    let board = board.to_str().unwrap();
    let started = Instant::now();
    let args = ["tile", board, "--count", "--method", "dp", "--time", "0.3"];
    let run = tessera_limited(&args, 1024 * 1024);
    let took = started.elapsed();
    assert_eq!(run.code, 3, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("not decided: stopped by --time"),
        "{}",
        run.stdout
    );
    assert!(took < Duration::from_millis(300) + OVERRUN, "took {took:?}");
}
