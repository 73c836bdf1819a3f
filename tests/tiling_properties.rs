//! Property tests: on random small boards and piece multisets, both engines find exactly
//! the tilings the naive oracle finds, each passing its certificate, and the same number
//! of distinct tilings.

use crate::support::oracle::{self, OraclePiece, OracleTiling};
use proptest::prelude::*;
use tessera::exact_cover::Flow;
use tessera::geometry::{Region, Shape};
use tessera::tiling::{Engine, PieceKind, Request, Tiling, solve};

const SHAPES: [&[(i32, i32)]; 8] = [
    &[(0, 0)],
    &[(0, 0), (0, 1)],
    &[(0, 0), (0, 1), (0, 2)],
    &[(0, 0), (0, 1), (1, 0)],
    &[(0, 0), (0, 1), (0, 2), (1, 1)],
    &[(0, 0), (0, 1), (0, 2), (1, 0)],
    &[(0, 0), (0, 1), (1, 0), (1, 1)],
    &[(0, 0), (0, 1), (1, 1), (1, 2)],
];

#[derive(Clone, Debug)]
struct Case {
    board: Vec<(i32, i32)>,
    pieces: Vec<(usize, u32, bool)>,
    flips: bool,
}

fn case() -> impl Strategy<Value = Case> {
    let board = (2..=4i32, 2..=4i32).prop_flat_map(|(h, w)| {
        proptest::collection::vec(prop::bool::weighted(0.85), (h * w) as usize).prop_map(
            move |keep| {
                let cells: Vec<(i32, i32)> = (0..h)
                    .flat_map(|r| (0..w).map(move |c| (r, c)))
                    .zip(keep)
                    .filter_map(|(cell, k)| k.then_some(cell))
                    .collect();
                normalise(cells)
            },
        )
    });
    let pieces = proptest::collection::vec((0..SHAPES.len(), 1..=3u32, any::<bool>()), 1..=3)
        .prop_map(|mut v| {
            v.sort_by_key(|p| p.0);
            v.dedup_by_key(|p| p.0);
            v
        });
    (board, pieces, any::<bool>()).prop_map(|(board, pieces, flips)| Case {
        board,
        pieces,
        flips,
    })
}

fn normalise(cells: Vec<(i32, i32)>) -> Vec<(i32, i32)> {
    let r0 = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let c0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
    cells.into_iter().map(|(r, c)| (r - r0, c - c0)).collect()
}

/// The case as a library tiling and as oracle pieces (`exact` pieces use min = max).
fn build(case: &Case) -> Option<(Tiling, Vec<OraclePiece>)> {
    let region = Region::from_cells(case.board.iter().copied()).ok()?;
    let mut kinds = Vec::new();
    let mut oracle_pieces = Vec::new();
    for &(shape, count, exact) in &case.pieces {
        let min = if exact { count } else { 0 };
        kinds.push(PieceKind {
            name: format!("p{shape}"),
            shape: Shape::from_cells(SHAPES[shape].iter().copied()).unwrap(),
            min,
            max: count,
        });
        oracle_pieces.push(OraclePiece {
            cells: SHAPES[shape].to_vec(),
            min,
            max: count,
        });
    }
    let tiling = Tiling::new(region, kinds, case.flips).ok()?;
    Some((tiling, oracle_pieces))
}

/// The tilings an engine reports, in the oracle's form, checking each certificate.
fn engine_tilings(
    tiling: &Tiling,
    engine: Engine,
    distinct: bool,
    direct: bool,
) -> Vec<OracleTiling> {
    engine_tilings_on(tiling, engine, (distinct, direct), 1)
}

/// As [`engine_tilings`], on `threads` threads, in the order they are reported.
fn engine_tilings_on(
    tiling: &Tiling,
    engine: Engine,
    (distinct, direct): (bool, bool),
    threads: usize,
) -> Vec<OracleTiling> {
    let mut found = Vec::new();
    let request = Request {
        engine,
        distinct,
        direct,
        threads,
        ..Request::default()
    };
    solve(
        tiling,
        request,
        &mut |chosen| {
            assert!(tiling.is_tiling(chosen), "certificate");
            let mut t: OracleTiling = chosen
                .iter()
                .map(|&id| {
                    let p = &tiling.placements()[id];
                    let mut cells: Vec<(i32, i32)> =
                        p.cells.iter().map(|&c| tiling.region.cells()[c]).collect();
                    cells.sort();
                    (p.piece, cells)
                })
                .collect();
            t.sort();
            found.push(t);
            Flow::Continue
        },
        None,
    )
    .unwrap();
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn engines_agree_with_the_oracle(case in case()) {
        let Some((tiling, pieces)) = build(&case) else {
            return Ok(());
        };
        let mut expected = oracle::tilings(&case.board, &pieces, case.flips);
        expected.sort();
        let expected_distinct = oracle::distinct_count(&case.board, &pieces, &expected, case.flips);
        for engine in [Engine::Dlx, Engine::Masks, Engine::Bitboard] {
            for direct in [false, true] {
                let mut found = engine_tilings(&tiling, engine, false, direct);
                found.sort();
                prop_assert_eq!(&found, &expected, "{:?} all, direct {}", engine, direct);
            }
            let distinct = engine_tilings(&tiling, engine, true, false);
            prop_assert_eq!(distinct.len(), expected_distinct, "{:?} distinct", engine);
        }
        // On threads, the bitboard search gives the same tilings in one thread's order.
        for flags in [(false, false), (false, true), (true, false)] {
            let one = engine_tilings_on(&tiling, Engine::Bitboard, flags, 1);
            let two = engine_tilings_on(&tiling, Engine::Bitboard, flags, 2);
            prop_assert_eq!(&two, &one, "on two threads, {:?}", flags);
        }
    }
}

/// Whole rectangles with two pieces used exactly once and a filler: the held piece often
/// lies on a line of symmetry, so the second step of the symmetry breaking runs.
fn held_case() -> impl Strategy<Value = Case> {
    let shapes = (0..SHAPES.len(), 0..SHAPES.len(), 0..2usize);
    (2..=4i32, 2..=5i32, shapes, any::<bool>()).prop_filter_map(
        "three different shapes",
        |(h, w, (a, b, filler), flips)| {
            (a != b && a != filler && b != filler).then(|| Case {
                board: (0..h).flat_map(|r| (0..w).map(move |c| (r, c))).collect(),
                pieces: vec![(a, 1, true), (b, 1, true), (filler, (h * w) as u32, false)],
                flips,
            })
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn distinct_counts_agree_on_symmetric_boards(case in held_case()) {
        let Some((tiling, pieces)) = build(&case) else {
            return Ok(());
        };
        let expected = oracle::tilings(&case.board, &pieces, case.flips);
        let expected_distinct = oracle::distinct_count(&case.board, &pieces, &expected, case.flips);
        for engine in [Engine::Bitboard, Engine::Dlx] {
            let distinct = engine_tilings(&tiling, engine, true, false);
            prop_assert_eq!(distinct.len(), expected_distinct, "{:?} distinct", engine);
            let all = engine_tilings(&tiling, engine, false, false);
            prop_assert_eq!(all.len(), expected.len(), "{:?} all", engine);
        }
    }
}
