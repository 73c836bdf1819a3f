//! Limits that hold for hostile input: a partial count is no answer, any file name the
//! system allows can be written, every card id a deck accepts reads back from a saved game,
//! a truncated state file is refused, threads are bounded.

use crate::support::Tessera;

#[test]
fn a_count_stopped_by_time_is_not_an_answer() {
    // This board is not counted in minutes; 0.2 s counts some of its tilings.
    let board = "puzzles/polyomino/polyssimo-12x11.yaml";
    let run = Tessera::new()
        .args(["tile", board, "--count", "--time", "0.2", "--json"])
        .code(3)
        .run();
    let report: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(report["complete"], false, "{}", run.stdout);
    assert!(report["solutions"].is_u64(), "{}", run.stdout);
}

#[test]
fn any_file_name_the_system_allows_is_written() {
    let t = Tessera::new();
    for length in [230, 254, 255] {
        let name = format!("{}.yaml", "g".repeat(length - 5));
        let game = t.dir.path(&name);
        Tessera::new()
            .args(["play", "new", "golomb", "-o"])
            .arg(&game)
            .run();
        // Written again over the same name (a replace, through a temporary beside it).
        Tessera::new()
            .args(["play", "bot"])
            .arg(&game)
            .any_stderr()
            .run();
        let svg = t.dir.path(&format!("{}.svg", "p".repeat(length - 4)));
        Tessera::new()
            .args(["tile", "puzzles/polyomino/pentomino-6x10.yaml", "--svg"])
            .arg(&svg)
            .run();
        assert!(game.is_file() && svg.is_file(), "{length}");
    }
}
