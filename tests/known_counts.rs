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

/// Counts with the engine, checking every tiling's certificate and that none repeats.
fn count(puzzle: &Puzzle, engine: Engine, distinct: bool, direct: bool) -> u64 {
    let tiling = &puzzle.tiling;
    let mut bad = 0;
    let mut seen = std::collections::HashSet::new();
    let request = Request {
        engine,
        distinct,
        direct,
        limit: None,
    };
    let summary = solve(
        tiling,
        request,
        &mut |chosen| {
            let mut sorted = chosen.to_vec();
            sorted.sort_unstable();
            bad += u64::from(!tiling.is_tiling(chosen) || !seen.insert(sorted));
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
    summary.solutions
}

fn check_engine(engine: Engine) {
    for k in known() {
        let puzzle = Puzzle::load(Path::new(&k.puzzle)).unwrap();
        for direct in [false, true] {
            let found = count(&puzzle, engine, false, direct);
            assert_eq!(found, k.all, "{} all {engine:?} direct {direct}", k.puzzle);
        }
        if let Some(distinct) = k.distinct {
            let found = count(&puzzle, engine, true, false);
            assert_eq!(found, distinct, "{} distinct {engine:?}", k.puzzle);
        }
    }
}

#[test]
fn bitboard_engine_reproduces_published_counts() {
    check_engine(Engine::Bitboard);
}

#[test]
fn mask_exact_cover_reproduces_published_counts() {
    check_engine(Engine::Masks);
}

#[test]
fn dancing_links_reproduce_published_counts() {
    check_engine(Engine::Dlx);
}

#[test]
fn the_polyssimo_board_is_tiled_by_its_24_pieces() {
    let puzzle = Puzzle::load(Path::new("puzzles/polyomino/polyssimo-12x11.yaml")).unwrap();
    assert_eq!(puzzle.tiling.region.len(), 132);
    for engine in [Engine::Bitboard, Engine::Masks, Engine::Dlx] {
        let request = Request {
            engine,
            distinct: false,
            direct: false,
            limit: Some(1),
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
