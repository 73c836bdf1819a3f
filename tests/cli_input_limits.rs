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
