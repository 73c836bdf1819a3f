//! The Polyssimo workloads of `tessera bench`: move generation on the example position and
//! the exact solve of the bundled 8-piece endgame and of a sample of 8-left positions (by
//! the endgame solver `polyssimo solve` uses, on one thread), and their rows.

use super::row::{self, Row, per_second, seconds};
use crate::polyssimo::endgame::{Control, Proved, Table, solve_endgame};
use crate::polyssimo::{PieceSet, Position, Rules, State};
use serde::Serialize;
use std::time::{Duration, Instant};

const EXAMPLE: &str = include_str!("../../../puzzles/polyssimo/example-position.yaml");
const ENDGAME: &str = include_str!("../../../puzzles/polyssimo/endgame-8.yaml");

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

/// The table of the small solves: enough for them (they fill a fraction of it).
const SMALL_HASH_MB: usize = 16;

/// The endgame solver's answer for `state`, on one thread, with a table made afresh (its
/// making is not timed: `elapsed` starts with the solve).
fn solve_small(rules: &Rules, state: &State) -> Proved {
    let table = Table::new(SMALL_HASH_MB, None).expect("the bench's table fits");
    solve_endgame(rules, state, &table, Control::default(), 1, &mut |_| {})
}

/// The exact solve of the bundled endgame: median time and nodes per second.
pub fn endgame(runs: u32) -> (Duration, u64, f64) {
    let (rules, position) = rules_and_position(ENDGAME, "endgame-8.yaml");
    let root = rules.state_of(&position);
    let mut results: Vec<(Duration, u64)> = (0..runs)
        .map(|_| {
            let p = solve_small(&rules, &root);
            assert!(p.exact(), "the bundled endgame is solved exactly");
            (p.elapsed, p.nodes)
        })
        .collect();
    results.sort();
    let (time, nodes) = results[results.len() / 2];
    (time, nodes, nodes as f64 / time.as_secs_f64().max(1e-9))
}

/// Endgames as they arise in play: every piece in play, 8 left in hand. From the first
/// tilings of the full board, 8 pieces chosen by a seeded generator are lifted off and
/// dealt 4 and 4; each is solved exactly. Returns the positions, the slowest and the mean
/// time, and how many were solved exactly.
pub fn eight_left_sample(count: usize) -> (usize, Duration, Duration, usize) {
    use crate::puzzle::Puzzle;
    use crate::random::Rng;

    let set = include_str!("../../../puzzles/polyssimo/set.yaml");
    let puzzle = Puzzle::parse(set, "set.yaml", "set").expect("the standard set");
    let rules = Rules::new(PieceSet::standard()).expect("the standard set fits");
    let mut rng = Rng::new(2026);
    let mut times = Vec::new();
    let mut exact = 0;
    for tiling in board_tilings(&puzzle, count) {
        let state = eight_lifted(&puzzle, &tiling, &mut rng);
        let proved = solve_small(&rules, &rules.state_of_hands(state));
        exact += usize::from(proved.exact());
        times.push(proved.elapsed);
    }
    let slowest = times.iter().copied().max().unwrap_or_default();
    let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
    (times.len(), slowest, mean, exact)
}

/// The first `count` tilings of the set's board (each a list of placement ids).
fn board_tilings(puzzle: &crate::puzzle::Puzzle, count: usize) -> Vec<Vec<usize>> {
    use crate::exact_cover::Flow;
    use crate::tiling::{Request, solve as tile};

    let mut tilings: Vec<Vec<usize>> = Vec::new();
    let request = Request {
        limit: Some(count as u64),
        ..Request::default()
    };
    let mut keep = |t: &[usize]| {
        tilings.push(t.to_vec());
        Flow::Continue
    };
    tile(&puzzle.tiling, request, &mut keep, None).expect("the set tiles its board");
    tilings
}

/// A full board with 8 random pieces lifted back into the hands, alternately player 1's
/// and player 2's; player 1 to move.
fn eight_lifted(
    puzzle: &crate::puzzle::Puzzle,
    tiling: &[usize],
    rng: &mut crate::random::Rng,
) -> State {
    use crate::geometry::Mask;

    let mut lifted: Vec<usize> = Vec::new();
    while lifted.len() < 8 {
        let k = rng.below(tiling.len() as u64) as usize;
        if !lifted.contains(&k) {
            lifted.push(k);
        }
    }
    let mut occupied = Mask::default();
    let mut hands = [0u32; 4];
    for (i, &id) in tiling.iter().enumerate() {
        let placement = &puzzle.tiling.placements()[id];
        match lifted.iter().position(|&k| k == i) {
            Some(j) => hands[j % 2] |= 1 << placement.piece,
            None => occupied = occupied.or(&Mask::from_bits(placement.cells.iter().copied())),
        }
    }
    State {
        occupied,
        hands,
        players: 2,
        to_move: 0,
        out: 0,
        last_placed: None,
    }
}

/// The move generation row.
pub fn movegen_row(runs: u32) -> Row {
    let (rate, listed) = moves_per_second(runs);
    let position = "the example position";
    row::movegen_row("polyssimo movegen", runs, rate, listed, position)
}

/// The figures of the bundled endgame's solve.
#[derive(Serialize)]
struct EndgameFigures {
    runs: u32,
    median_seconds: f64,
    nodes: u64,
    nodes_per_second: f64,
}

/// The bundled 8-left endgame's row.
pub fn endgame_row(runs: u32) -> Row {
    let (time, nodes, rate) = endgame(runs);
    let text = format!(
        "{:>9.3} ms {nodes:>13} nodes, {:.2} M nodes/s",
        time.as_secs_f64() * 1e3,
        rate / 1e6
    );
    let figures = EndgameFigures {
        runs,
        median_seconds: seconds(time),
        nodes,
        nodes_per_second: per_second(rate),
    };
    Row::new("polyssimo endgame-8", "solve", &figures, text)
}

/// The figures of the 8-left sample.
#[derive(Serialize)]
struct SampleFigures {
    positions: usize,
    slowest_seconds: f64,
    mean_seconds: f64,
    exact: usize,
}

/// The row of `count` sampled 8-left endgames.
pub fn sample_row(count: usize) -> Row {
    let (positions, worst, typical, exact) = eight_left_sample(count);
    let text = format!(
        "{:>9.3} ms slowest, {:.3} ms mean ({positions} positions, {exact} exact)",
        worst.as_secs_f64() * 1e3,
        typical.as_secs_f64() * 1e3
    );
    let figures = SampleFigures {
        positions,
        slowest_seconds: seconds(worst),
        mean_seconds: seconds(typical),
        exact,
    };
    Row::new("polyssimo 8 left", "solve", &figures, text)
}
