//! `tessera bench`: runs every workload and checks its answers (timings are not tested).
//! Rows are found by their workload and engine, never by their place in the list.

use crate::support::Tessera;
use serde_json::Value;

/// The row of `workload` run by `engine`.
fn row<'d>(doc: &'d Value, workload: &str, engine: &str) -> &'d Value {
    let rows = doc["workloads"].as_array().expect("a list of workloads");
    (rows.iter())
        .find(|r| r["workload"] == workload && r["engine"] == engine)
        .unwrap_or_else(|| panic!("no row {workload:?} by {engine:?}"))
}

#[test]
fn quick_bench_runs_every_workload_in_json() {
    let run = Tessera::new().args(["bench", "--quick", "--json"]).run();
    let doc: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["complete"], true);
    assert_eq!(doc["workloads"].as_array().unwrap().len(), 33);
    // Published counts: 9,356 tilings of the 6x10 rectangle, 2,339 up to symmetry.
    for engine in ["bitboard", "masks", "dlx"] {
        assert_eq!(row(&doc, "6x10 all, direct", engine)["solutions"], 9356);
        assert_eq!(row(&doc, "6x10 distinct", engine)["solutions"], 2339);
    }
    assert_eq!(row(&doc, "6x10 all", "bitboard")["solutions"], 9356);
    // The pentomino rectangles on two threads (the published counts).
    let rectangles = [("6x10", 9356), ("5x12", 4040), ("8x8 hole", 520)];
    for (board, all) in rectangles.into_iter().chain([("4x15", 1472), ("3x20", 8)]) {
        let name = format!("{board} all, 2 threads");
        assert_eq!(row(&doc, &name, "bitboard")["solutions"], all, "{name}");
    }
    let fit = row(&doc, "fit 52 cards x 200", "fit");
    assert_eq!(fit["queries"], 52 * 200);
    assert!(fit["median_seconds_per_query"].as_f64().is_some());
    for start in ["O1 I2", "15xP5 10xU5"] {
        let upgrade = row(&doc, &format!("upgrade from {start}"), "upgrade");
        assert!(upgrade["slowest_seconds"].as_f64().is_some(), "{start}");
    }
    let plan = row(&doc, "plan 4 cards", "plan");
    assert_eq!(plan["not_solved"], 0, "every plan state gets a plan");
    assert!(plan["under_one_second"].as_u64().unwrap() <= plan["states"].as_u64().unwrap());
    let endgames = row(&doc, "polyssimo 8 left", "solve");
    assert_eq!(
        endgames["positions"], endgames["exact"],
        "every sampled endgame is solved"
    );
    // Published counts: dominoes on 12x12 (OEIS A004003), trominoes on 3x200, and the
    // pentominoes' 4x15 tilings up to symmetry.
    assert_eq!(
        row(&doc, "dominoes 12x12", "dp")["count"],
        "53060477521960000"
    );
    let dominoes = row(&doc, "dominoes 16x16", "dp");
    assert_eq!(dominoes["count"], "2444888770250892795802079170816");
    let trominoes = row(&doc, "trominoes 3x200", "dp");
    assert_eq!(trominoes["count"], "972248041367800504724352407998099");
    assert_eq!(row(&doc, "pentominoes 4x15 distinct", "dp")["count"], "368");
    let positive =
        |workload, engine, field| row(&doc, workload, engine)[field].as_f64().unwrap() > 0.0;
    assert!(positive(
        "project-l greedy 4p",
        "arena",
        "mean_seconds_per_game"
    ));
    assert!(positive("polyssimo movegen", "rules", "moves_per_second"));
    assert!(positive("polyssimo endgame-8", "solve", "nodes_per_second"));
    assert!(positive("s25 analyze depth 2", "search", "median_seconds"));
    assert_eq!(
        row(&doc, "s25 path empty", "path")["turns"],
        5,
        "path from the empty grid"
    );
    assert_eq!(row(&doc, "s25 random games", "arena")["games"], 1000);
    assert_eq!(row(&doc, "golomb 9 left", "prover")["proved"], 1);
}

/// The unproved endgames take an hour: they come only with the other endgame rows, and
/// asking for them alone is refused before any work.
#[test]
fn hard_polyssimo_rows_need_the_polyssimo_rows() {
    let run = (Tessera::new().args(["bench", "--quick", "--polyssimo-hard"]))
        .code(2)
        .any_stderr()
        .run();
    assert!(run.stderr.contains("--polyssimo"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
}
