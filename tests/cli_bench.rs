//! `tessera bench`: runs every workload and checks its answers (timings are not tested).

use crate::support::tessera;

#[test]
fn quick_bench_runs_every_workload_in_json() {
    let run = tessera(&["bench", "--quick", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let rows = doc["workloads"].as_array().unwrap();
    assert_eq!(rows.len(), 27);
    assert!(
        rows[..10]
            .iter()
            .all(|r| r["median_seconds"].as_f64().is_some())
    );
    assert_eq!(rows[10]["queries"], 52 * 200);
    assert!(rows[10]["median_seconds_per_query"].as_f64().is_some());
    assert!(rows[11]["slowest_seconds"].as_f64().is_some());
    assert_eq!(rows[12]["workload"], "plan 4 cards");
    assert_eq!(rows[12]["not_solved"], 0, "every plan state gets a plan");
    assert!(rows[12]["under_one_second"].as_u64().unwrap() <= rows[12]["states"].as_u64().unwrap());
    assert_eq!(rows[13]["workload"], "project-l random 2p");
    assert!(rows[14]["mean_seconds_per_game"].as_f64().unwrap() > 0.0);
    assert_eq!(
        rows[15]["positions"], rows[15]["exact"],
        "every sampled endgame is solved"
    );
    assert!(rows[16]["moves_per_second"].as_f64().unwrap() > 0.0);
    assert!(rows[17]["nodes_per_second"].as_f64().unwrap() > 0.0);
    assert_eq!(rows[18]["workload"], "dominoes 12x12");
    assert_eq!(rows[20]["count"], "972248041367800504724352407998099");
    assert_eq!(rows[21]["count"], "368", "pentominoes 4x15 up to symmetry");
    assert_eq!(rows[22]["workload"], "s25 movegen");
    assert!(rows[23]["median_seconds"].as_f64().is_some());
    assert_eq!(rows[24]["turns"], 5, "path from the empty grid");
    assert_eq!(rows[25]["games"], 1000);
    assert_eq!(rows[26]["workload"], "golomb 9 left");
    assert_eq!(rows[26]["proved"], 1);
    assert_eq!(rows[0]["solutions"], 9356);
}
