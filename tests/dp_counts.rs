//! Counting by the frontier method (`tile --count --method dp`): the published counts of
//! `tests/data/frontier-counts.yaml` (OEIS A004003, the Fibonacci numbers, A000930), and
//! on random small boards with holes and random piece sets used freely, the same count as
//! the naive oracle's list of tilings (`tests/support/oracle.rs`, which shares no code
//! with the library).

use crate::support::oracle::{self, OraclePiece};
use crate::support::{run_ok, temp_file, tessera};
use proptest::prelude::*;
use tessera::geometry::{Region, Shape};
use tessera::tiling::count_dp;
use tessera::tiling::{PieceKind, Tiling};

#[derive(serde::Deserialize)]
struct Known {
    rows: usize,
    columns: usize,
    piece: String,
    count: String,
}

fn rectangle_puzzle(k: &Known) -> String {
    let row = format!("  {}\n", "#".repeat(k.columns));
    let size = if k.piece == "I2" { 2 } else { 3 };
    format!(
        "name: {}x{}\nboard: |\n{}pieces:\n  - name: {}\n    count: {}\n",
        k.rows,
        k.columns,
        row.repeat(k.rows),
        k.piece,
        k.rows * k.columns / size
    )
}

#[test]
fn published_counts_of_large_boards() {
    let text = std::fs::read_to_string("tests/data/frontier-counts.yaml").unwrap();
    let known: Vec<Known> = serde_yaml::from_str(&text).unwrap();
    for k in &known {
        let file = temp_file("board.yaml", &rectangle_puzzle(k));
        let out = run_ok(&["tile", file.to_str().unwrap(), "--count", "--method", "dp"]);
        assert_eq!(
            out,
            format!("solutions: {}\n", k.count),
            "{}x{} {}",
            k.rows,
            k.columns,
            k.piece
        );
    }
}

#[test]
fn auto_counts_dominoes_by_the_frontier_and_search_agrees() {
    let file = temp_file(
        "d6.yaml",
        "name: d\nboard: |\n  ######\n  ######\n  ######\n  ######\n  ######\n  ######\npieces:\n  - name: I2\n    count: 18\n",
    );
    let f = file.to_str().unwrap();
    let auto = run_ok(&["tile", f, "--count", "--stats"]);
    assert!(auto.starts_with("solutions: 6728\nmethod: dp"), "{auto}");
    let search = run_ok(&["tile", f, "--count", "--method", "search"]);
    assert_eq!(search, "solutions: 6728\n");
    let json: serde_json::Value =
        serde_json::from_str(&run_ok(&["tile", f, "--count", "--json"])).unwrap();
    assert_eq!(json["solutions"], 6728);
}

#[test]
fn the_frontier_method_refuses_what_it_cannot_count() {
    let refused = tessera(&[
        "tile",
        "puzzles/polyomino/pentomino-6x10.yaml",
        "--count",
        "--method",
        "dp",
    ]);
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains("piece counts limit the tilings"),
        "{}",
        refused.stderr
    );
    let distinct = tessera(&[
        "tile",
        "tests/data/dominoes-4x4.yaml",
        "--count",
        "--distinct",
        "--method",
        "dp",
    ]);
    assert_eq!(distinct.code, 2);
    assert!(
        distinct.stderr.contains("without --distinct"),
        "{}",
        distinct.stderr
    );
    // The pentomino rectangle is left to the search under auto.
    assert_eq!(
        run_ok(&["tile", "puzzles/polyomino/pentomino-6x10.yaml", "--count"]),
        "solutions: 9356\n"
    );
}

const SHAPES: [&[(i32, i32)]; 6] = [
    &[(0, 0), (0, 1)],
    &[(0, 0), (0, 1), (0, 2)],
    &[(0, 0), (0, 1), (1, 0)],
    &[(0, 0), (0, 1), (0, 2), (1, 1)],
    &[(0, 0), (0, 1), (1, 0), (1, 1)],
    &[(0, 0)],
];

fn board() -> impl Strategy<Value = Vec<(i32, i32)>> {
    (2..=5i32, 2..=5i32).prop_flat_map(|(h, w)| {
        proptest::collection::vec(prop::bool::weighted(0.85), (h * w) as usize).prop_map(
            move |keep| {
                (0..h)
                    .flat_map(|r| (0..w).map(move |c| (r, c)))
                    .zip(keep)
                    .filter_map(|(cell, k)| k.then_some(cell))
                    .collect()
            },
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn frontier_counts_match_the_oracle(cells in board(), kinds in proptest::collection::btree_set(0..5usize, 1..=2), flips: bool) {
        let Ok(region) = Region::from_cells(cells.iter().copied()) else { return Ok(()); };
        let area = cells.len() as u32;
        let pieces: Vec<PieceKind> = kinds.iter().map(|&s| PieceKind {
            name: format!("p{s}"),
            shape: Shape::from_cells(SHAPES[s].iter().copied()).unwrap(),
            min: 0,
            max: area,
        }).collect();
        let Ok(tiling) = Tiling::new(region, pieces, flips) else { return Ok(()); };
        let oracle_pieces: Vec<OraclePiece> = kinds.iter().map(|&s| OraclePiece { cells: SHAPES[s].to_vec(), min: 0, max: area }).collect();
        let expected = oracle::tilings(&cells, &oracle_pieces, flips).len();
        let found = count_dp::count(&tiling, 127, 1 << 20).unwrap();
        prop_assert_eq!(found.count, num_bigint::BigUint::from(expected));
    }
}
