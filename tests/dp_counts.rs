//! Counting by the frontier method (`tile --count [--distinct] --method dp`): the
//! published counts of `tests/data/frontier-counts.yaml` (OEIS) and
//! `tests/data/frontier-distinct.yaml` (the pentomino rectangles, all and up to symmetry),
//! and on random small boards with holes and random piece sets, used freely or with
//! bounds, the same counts (all and distinct) as the naive oracle's list of tilings
//! (`tests/support/oracle.rs`, which shares no code with the library).

use crate::support::oracle::{self, OraclePiece};
use crate::support::{run_ok, temp_file, tessera};
use proptest::prelude::*;
use tessera::exact_cover::Flow;
use tessera::geometry::{Region, Shape};
use tessera::tiling::budget::SetupLimits;
use tessera::tiling::count_dp::{self, Limits};
use tessera::tiling::{PieceKind, Request, Tiling, solve};

const LIMITS: Limits = Limits {
    window: 127,
    states: 1 << 20,
    quick_refusal: false,
    setup: SetupLimits::NONE,
    threads: 1,
};

#[derive(serde::Deserialize)]
struct Known {
    rows: usize,
    columns: usize,
    pieces: Vec<String>,
    count: String,
}

/// A rectangle puzzle with each named piece free to be used any number of times.
fn rectangle_puzzle(k: &Known) -> String {
    let row = format!("  {}\n", "#".repeat(k.columns));
    let pieces: String = k
        .pieces
        .iter()
        .map(|name| format!("  - name: {name}\n    max: {}\n", k.rows * k.columns))
        .collect();
    format!(
        "name: {}x{}\nboard: |\n{}pieces:\n{pieces}",
        k.rows,
        k.columns,
        row.repeat(k.rows),
    )
}

#[test]
fn published_counts_of_large_boards() {
    let text = std::fs::read_to_string("tests/data/frontier-counts.yaml").unwrap();
    let known: Vec<Known> = serde_yaml::from_str(&text).unwrap();
    for k in &known {
        let file = temp_file("board.yaml", &rectangle_puzzle(k));
        let board = format!("{}x{} {:?}", k.rows, k.columns, k.pieces);
        // One thread, and three (these scans hold too few states to share their steps:
        // the pentomino test below shares them).
        for threads in ["1", "3"] {
            let file = file.to_str().unwrap();
            let args = [
                "tile",
                file,
                "--count",
                "--method",
                "dp",
                "--threads",
                threads,
            ];
            let out = run_ok(&args);
            let said = format!("{board} on {threads} threads");
            assert_eq!(out, format!("solutions: {}\n", k.count), "{said}");
        }
    }
}

#[derive(serde::Deserialize)]
struct KnownDistinct {
    puzzle: String,
    all: String,
    distinct: String,
    #[serde(default)]
    long: bool,
}

#[test]
fn published_pentomino_counts_with_bounded_pieces_and_burnside() {
    let text = std::fs::read_to_string("tests/data/frontier-distinct.yaml").unwrap();
    let known: Vec<KnownDistinct> = serde_yaml::from_str(&text).unwrap();
    let long = std::env::var("TESSERA_LONG_DP").is_ok_and(|v| v == "1");
    for k in known.iter().filter(|k| long || !k.long) {
        // 4×15 holds up to 27,444 states, so three threads share its larger steps.
        for threads in ["1", "3"] {
            let args = [
                "tile",
                &k.puzzle,
                "--count",
                "--method",
                "dp",
                "--threads",
                threads,
            ];
            let all = run_ok(&args);
            let said = format!("{} on {threads} threads", k.puzzle);
            assert_eq!(all, format!("solutions: {}\n", k.all), "{said}");
        }
        let distinct = run_ok(&["tile", &k.puzzle, "--count", "--distinct", "--method", "dp"]);
        assert_eq!(
            distinct,
            format!(
                "solutions: {} (rotations and reflections counted once)\n",
                k.distinct
            ),
            "{}",
            k.puzzle
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
    let distinct = run_ok(&["tile", f, "--count", "--distinct", "--stats"]);
    assert!(distinct.contains("method: dp"), "{distinct}");
    assert!(distinct.contains("symmetries: 8"), "{distinct}");
    let searched = run_ok(&["tile", f, "--count", "--distinct", "--method", "search"]);
    assert_eq!(distinct.lines().next(), searched.lines().next());
}

#[test]
fn the_frontier_method_refuses_what_it_cannot_count() {
    // Vertical dominoes reach 130 cells ahead whichever way a 130x130 board is scanned.
    let row = format!("  {}\n", "#".repeat(130));
    let text = format!(
        "name: big\nboard: |\n{}pieces:\n  - name: I2\n    max: 8450\n",
        row.repeat(130)
    );
    let file = temp_file("big.yaml", &text);
    let refused = tessera(&["tile", file.to_str().unwrap(), "--count", "--method", "dp"]);
    assert_eq!(refused.code, 2);
    assert!(
        refused
            .stderr
            .contains("a piece reaches 130 cells ahead of the scan, more than the 127 allowed"),
        "{}",
        refused.stderr
    );
    let listing = tessera(&["tile", "tests/data/dominoes-4x4.yaml", "--method", "dp"]);
    assert_eq!(listing.code, 2);
    assert!(
        listing.stderr.contains("use it with --count"),
        "{}",
        listing.stderr
    );
    // The pentomino rectangle is left to the search under auto: its bounded counts make
    // the frontier's estimate too large.
    let auto = run_ok(&[
        "tile",
        "puzzles/polyomino/pentomino-6x10.yaml",
        "--count",
        "--stats",
    ]);
    assert!(
        auto.starts_with("solutions: 9356\nengine: bitboard"),
        "{auto}"
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

/// A kind's bounds: `None` for free use, else `(min, max)`.
fn bounds() -> impl Strategy<Value = Option<(u32, u32)>> {
    prop_oneof![
        Just(None),
        (0..=2u32, 0..=2u32).prop_map(|(min, extra)| Some((min, min + extra.max(1)))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn frontier_counts_match_the_oracle(
        cells in board(),
        kinds in proptest::collection::btree_map(0..5usize, bounds(), 1..=3),
        flips: bool,
    ) {
        let area = cells.len() as u32;
        let bounded = |b: &Option<(u32, u32)>| b.unwrap_or((0, area));
        let kinds: Vec<Kind> =
            kinds.iter().map(|(&s, b)| (SHAPES[s], bounded(b))).collect();
        agree_with_the_oracle(&cells, &kinds, flips)?;
    }
}

/// A piece for [`agree_with_the_oracle`]: its cells and its `(min, max)`.
type Kind = (&'static [(i32, i32)], (u32, u32));

/// The frontier count and the search count the tilings of `cells` by the pieces `(cells,
/// (min, max))` as the oracle does, all and up to symmetry.
fn agree_with_the_oracle(
    cells: &[(i32, i32)],
    kinds: &[Kind],
    flips: bool,
) -> Result<(), TestCaseError> {
    let Ok(region) = Region::from_cells(cells.iter().copied()) else {
        return Ok(());
    };
    let pieces: Vec<PieceKind> = (kinds.iter().enumerate())
        .map(|(i, &(shape, (min, max)))| PieceKind {
            name: format!("p{i}"),
            shape: Shape::from_cells(shape.iter().copied()).unwrap(),
            min,
            max,
        })
        .collect();
    let Ok(tiling) = Tiling::new(region, pieces, flips) else {
        return Ok(());
    };
    let oracle_pieces: Vec<OraclePiece> = (kinds.iter())
        .map(|&(shape, (min, max))| OraclePiece {
            cells: shape.to_vec(),
            min,
            max,
        })
        .collect();
    let tilings = oracle::tilings(cells, &oracle_pieces, flips);
    let distinct = oracle::distinct_count(cells, &oracle_pieces, &tilings, flips);
    let found = count_dp::count(&tiling, LIMITS).unwrap();
    prop_assert_eq!(found.count, num_bigint::BigUint::from(tilings.len()));
    let found = count_dp::count_distinct(&tiling, LIMITS).unwrap();
    prop_assert_eq!(found.count, num_bigint::BigUint::from(distinct));
    // The library's own search agrees too, all and up to symmetry.
    for (wanted, expected) in [(false, tilings.len()), (true, distinct)] {
        let request = Request {
            distinct: wanted,
            ..Request::default()
        };
        let summary = solve(&tiling, request, &mut |_| Flow::Continue, None).unwrap();
        prop_assert_eq!(summary.solutions, expected as u64);
    }
    Ok(())
}

const L_TETROMINO: &[(i32, i32)] = &[(0, 0), (1, 0), (2, 0), (2, 1)];
const J_TETROMINO: &[(i32, i32)] = &[(0, 1), (1, 1), (2, 1), (2, 0)];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// One-sided L and J tetrominoes, often with the same bounds (a set closed under
    /// mirroring, whose reflections count), beside another kind: the frontier count and
    /// the search give the oracle's counts, all and up to symmetry.
    #[test]
    fn mirror_pairs_count_as_the_oracle_does(
        cells in board(),
        (l_bounds, j_bounds, same) in (bounds(), bounds(), any::<bool>()),
        (other, other_bounds) in (0..5usize, bounds()),
    ) {
        let area = cells.len() as u32;
        let bounded = |b: Option<(u32, u32)>| b.unwrap_or((0, area));
        let j_bounds = if same { l_bounds } else { j_bounds };
        let kinds = [
            (L_TETROMINO, bounded(l_bounds)),
            (J_TETROMINO, bounded(j_bounds)),
            (SHAPES[other], bounded(other_bounds)),
        ];
        agree_with_the_oracle(&cells, &kinds, false)?;
    }
}
