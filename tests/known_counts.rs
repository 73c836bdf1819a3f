//! Published tiling counts (tests/data/known-counts.yaml) reproduced by both engines, with
//! every tiling checked against its certificate: each cell covered once, counts respected.

use serde::Deserialize;
use std::path::Path;
use tessera::exact_cover::Flow;
use tessera::puzzle::Puzzle;
use tessera::tiling::{Engine, Request, solve};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Known {
    puzzle: String,
    all: u64,
    distinct: Option<u64>,
}

fn known() -> Vec<Known> {
    let text = std::fs::read_to_string("tests/data/known-counts.yaml").unwrap();
    tessera::yaml::from_str(&text).unwrap()
}

/// Counts with the engine on `threads` threads, checking every tiling's certificate and
/// that none repeats; the tilings in the order found.
fn count(puzzle: &Puzzle, request: Request) -> (u64, Vec<Vec<usize>>) {
    let tiling = &puzzle.tiling;
    let mut bad = 0;
    let mut seen = std::collections::HashSet::new();
    let mut order = Vec::new();
    let summary = solve(
        tiling,
        request,
        &mut |chosen| {
            let mut sorted = chosen.to_vec();
            sorted.sort_unstable();
            bad += u64::from(!tiling.is_tiling(chosen) || !seen.insert(sorted));
            order.push(chosen.to_vec());
            Flow::Continue
        },
        None,
    )
    .unwrap();
    assert_eq!(
        bad, 0,
        "{}: {} tilings fail their certificate",
        puzzle.name, bad
    );
    assert_eq!(summary.solutions, order.len() as u64);
    (summary.solutions, order)
}

/// The published counts, all and distinct, direct or not; with several threads the
/// tilings come in the order of one, and counting alone gives the same number and the
/// same nodes and updates as one thread.
fn check_engine(engine: Engine, threads: usize) {
    for k in known() {
        let puzzle = Puzzle::load(Path::new(&k.puzzle)).unwrap();
        let wanted = [(false, false, k.all), (false, true, k.all)];
        let distinct = k.distinct.map(|d| (true, false, d));
        for (distinct, direct, expected) in wanted.into_iter().chain(distinct) {
            let mut request = Request::default();
            (request.engine, request.threads) = (engine, threads);
            (request.distinct, request.direct) = (distinct, direct);
            let what = format!(
                "{} {engine:?} distinct {distinct} direct {direct}",
                k.puzzle
            );
            let (found, order) = count(&puzzle, request);
            assert_eq!(found, expected, "{what}, {threads} threads");
            if threads > 1 {
                let one = Request {
                    threads: 1,
                    ..request
                };
                assert!(
                    count(&puzzle, one).1 == order,
                    "{what}: not one thread's order"
                );
                let counted = Request {
                    count_only: true,
                    ..request
                };
                let summary = solve(&puzzle.tiling, counted, &mut |_| Flow::Continue, None);
                let summary = summary.unwrap();
                assert_eq!(summary.solutions, expected, "{what}, counted");
                // The top of the tree, which every thread walks, is counted once: the work
                // of a search run to its end is one thread's.
                let alone = Request {
                    threads: 1,
                    ..counted
                };
                let alone = solve(&puzzle.tiling, alone, &mut |_| Flow::Continue, None);
                let stats = |s: tessera::tiling::Summary| (s.stats.nodes, s.stats.updates);
                assert_eq!(
                    stats(summary),
                    stats(alone.unwrap()),
                    "{what}: nodes, updates"
                );
            }
        }
    }
}

#[test]
fn bitboard_engine_reproduces_published_counts() {
    check_engine(Engine::Bitboard, 1);
}

#[test]
fn bitboard_engine_on_threads_reproduces_published_counts_in_one_threads_order() {
    for threads in [2, 3] {
        check_engine(Engine::Bitboard, threads);
    }
}

#[test]
fn mask_exact_cover_reproduces_published_counts() {
    check_engine(Engine::Masks, 1);
}

#[test]
fn dancing_links_reproduce_published_counts() {
    check_engine(Engine::Dlx, 1);
}

#[test]
fn the_polyssimo_board_is_tiled_by_its_24_pieces() {
    let puzzle = Puzzle::load(Path::new("puzzles/polyomino/polyssimo-12x11.yaml")).unwrap();
    assert_eq!(puzzle.tiling.region.len(), 132);
    for engine in [Engine::Bitboard, Engine::Masks, Engine::Dlx] {
        let request = Request {
            engine,
            distinct: false,
            limit: Some(1),
            ..Request::default()
        };
        let mut found = Vec::new();
        solve(
            &puzzle.tiling,
            request,
            &mut |c| {
                found = c.to_vec();
                Flow::Continue
            },
            None,
        )
        .unwrap();
        assert_eq!(found.len(), 24, "{engine:?}");
        assert!(puzzle.tiling.is_tiling(&found), "{engine:?}");
    }
}

/// The first `wanted` tilings of `puzzle` on `threads` threads, folded into one hash of
/// their order, stopping the search there.
fn first_tilings_hash(puzzle: &Puzzle, threads: usize, wanted: u64) -> (u64, u64) {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hasher = DefaultHasher::new();
    let mut given = 0;
    let request = Request {
        engine: Engine::Bitboard,
        threads,
        ..Request::default()
    };
    let mut visit = |chosen: &[usize]| {
        chosen.hash(&mut hasher);
        given += 1;
        if given == wanted {
            Flow::Stop
        } else {
            Flow::Continue
        }
    };
    solve(&puzzle.tiling, request, &mut visit, None).unwrap();
    (given, hasher.finish())
}

/// 12×12 dominoes have 5.3 × 10¹⁶ tilings, nearly all in the first task of a split
/// search: on several threads its tilings must come as they are found, the later tasks'
/// threads waiting their turn, not all kept until the task is done (which printed nothing
/// and took gigabytes). 200,000 tilings of 72 placements pass the bound on what may be
/// held (4 Mi placements), so the threads wait and go on; the order is one thread's.
#[test]
fn a_task_with_countless_tilings_streams_them_in_one_threads_order() {
    let puzzle = Puzzle::load(Path::new("puzzles/polyomino/dominoes-12x12.yaml")).unwrap();
    let alone = first_tilings_hash(&puzzle, 1, 200_000);
    assert_eq!(alone.0, 200_000);
    for threads in [2, 3] {
        let shared = first_tilings_hash(&puzzle, threads, 200_000);
        assert_eq!(shared, alone, "{threads} threads");
    }
}
