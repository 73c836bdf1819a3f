//! The Polyssimo workloads of `tessera bench`: move generation on the example position and
//! the exact solve of the bundled 8-piece endgame.

use crate::polyssimo::{Position, Rules, solve};
use std::time::{Duration, Instant};

const EXAMPLE: &str = include_str!("../../puzzles/polyssimo/example-position.yaml");
const ENDGAME: &str = include_str!("../../puzzles/polyssimo/endgame-8.yaml");

fn rules_and_position(text: &str, name: &str) -> (Rules, Position) {
    let position = Position::parse(text, name).expect("bundled positions are valid");
    let rules = Rules::new(position.set.clone()).expect("the standard set fits the rules");
    (rules, position)
}

/// Legal moves generated per second, median over the runs (10,000 generations each).
pub fn moves_per_second(runs: u32) -> (f64, usize) {
    let (rules, position) = rules_and_position(EXAMPLE, "example-position.yaml");
    let state = rules.state_of(&position);
    let mut moves = Vec::new();
    let mut rates = Vec::new();
    for _ in 0..runs {
        let started = Instant::now();
        let mut total = 0;
        for _ in 0..10_000 {
            rules.moves(&state, &mut moves);
            total += moves.len();
        }
        rates.push(total as f64 / started.elapsed().as_secs_f64());
    }
    rates.sort_by(f64::total_cmp);
    (rates[rates.len() / 2], moves.len())
}

/// The exact solve of the bundled endgame: median time and nodes per second.
pub fn endgame(runs: u32) -> (Duration, u64, f64) {
    let (rules, position) = rules_and_position(ENDGAME, "endgame-8.yaml");
    let root = rules.state_of(&position);
    let mut results: Vec<(Duration, u64)> = (0..runs)
        .map(|_| {
            let s = solve(&rules, &root, None);
            assert!(s.exact, "the bundled endgame is solved exactly");
            (s.elapsed, s.nodes)
        })
        .collect();
    results.sort();
    let (time, nodes) = results[results.len() / 2];
    (time, nodes, nodes as f64 / time.as_secs_f64().max(1e-9))
}
