//! The Golomb prover's workloads of `tessera bench`: the bundled 9-left position always;
//! with `--golomb`, seeded positions with 10 and 11 pieces left and the empty board, each
//! under a time limit, reporting nodes, nodes per second and the time to the proof.

use super::row::{Row, per_second, seconds};
use crate::polyssimo::PieceSet;
use crate::polyssimo::prover::{
    CompiledGame, Known, Node, Prover, Settings, placements, play, root_of,
};
use crate::random::Rng;
use serde::Serialize;
use std::time::Duration;

const NINE_LEFT: &str = include_str!("../../../puzzles/polyssimo/golomb-9-left.yaml");

/// The table the bench gives the prover, in MiB.
const HASH_MB: usize = 512;

/// A position with `left` pieces in the pool, reached by seeded random moves from the
/// empty board (`None` if that game ended first).
pub fn random_position(game: &CompiledGame, left: u32, seed: u64) -> Option<Node> {
    let mut rng = Rng::new(seed);
    let mut node = game.empty_board();
    let mut moves = Vec::new();
    while node.pool.count_ones() > left {
        moves.clear();
        placements(game, node, &mut moves);
        if moves.is_empty() {
            return None;
        }
        node = play(game, node, moves[rng.below(moves.len() as u64) as usize]);
    }
    Some(node)
}

/// One proof timed: (decided, nodes, seconds).
fn prove_timed(
    prover: &Prover,
    root: Node,
    threads: usize,
    limit: Duration,
) -> (Option<bool>, u64, f64) {
    let settings = Settings {
        threads,
        deadline: Some(std::time::Instant::now() + limit),
        interrupt: Some(crate::cli::interrupt::flag()),
        every_move: false,
    };
    let proof = prover.prove(root, settings, &mut Known::new(), &mut |_, _| {});
    (
        proof.wins(),
        proof.outcome.nodes,
        proof.outcome.elapsed.as_secs_f64(),
    )
}

/// One row: a set of positions proved one after another with a fresh table each.
fn row(
    name: &str,
    roots: &[Node],
    game: &CompiledGame,
    threads: usize,
    limit: Duration,
    target: f64,
) -> Row {
    let (mut nodes, mut worst, mut proved) = (0u64, 0f64, 0);
    let mut total = 0.0;
    for &root in roots {
        let prover = Prover::new(game.clone(), HASH_MB, None).expect("the bench's table fits");
        let (wins, n, seconds) = prove_timed(&prover, root, threads, limit);
        proved += usize::from(wins.is_some());
        nodes += n;
        worst = worst.max(seconds);
        total += seconds;
    }
    let rate = nodes as f64 / total.max(1e-9);
    let text = format!(
        "{worst:>9.3} s slowest of {} ({proved} proved, {:.2} M nodes/s, {threads} threads; \
         target: under {target} s)",
        roots.len(),
        rate / 1e6
    );
    let figures = ProverFigures {
        positions: roots.len(),
        proved,
        slowest_seconds: seconds(worst),
        nodes,
        nodes_per_second: per_second(rate),
        threads,
        table_mib: HASH_MB,
    };
    Row::new(name, "prover", &figures, text)
}

/// The figures of a set of proofs.
#[derive(Serialize)]
struct ProverFigures {
    positions: usize,
    proved: usize,
    slowest_seconds: f64,
    nodes: u64,
    nodes_per_second: f64,
    threads: usize,
    table_mib: usize,
}

/// The rows: always the bundled 9-left position; with `long`, the 10-left set (each
/// stopped at 60 s), the 11-left set (600 s), the `perfect` bot's games and the empty
/// board, none longer than `long_limit`.
pub fn rows(threads: usize, long: bool, long_limit: Duration) -> Vec<Row> {
    let position = crate::polyssimo::Position::parse(NINE_LEFT, "golomb-9-left.yaml")
        .expect("the bundled position is valid");
    let game = CompiledGame::new(&PieceSet::golomb()).expect("Golomb's set fits the prover");
    let nine = root_of(&game, &position);
    let minute = Duration::from_secs(60);
    let mut out = vec![row("golomb 9 left", &[nine], &game, threads, minute, 1.0)];
    if !long {
        return out;
    }
    for (left, count, limit, target) in [(10, 5, 60, 10.0), (11, 2, 600, 60.0)] {
        let roots: Vec<Node> = (1..)
            .filter_map(|seed| random_position(&game, left, seed))
            .take(count)
            .collect();
        let limit = Duration::from_secs(limit).min(long_limit);
        let name = format!("golomb {left} left");
        out.push(row(&name, &roots, &game, threads, limit, target));
    }
    out.push(super::golomb_perfect::row());
    let empty = random_position(&game, 12, 0).expect("the empty board");
    out.push(row(
        "golomb empty board",
        &[empty],
        &game,
        threads,
        long_limit,
        1800.0,
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_11_left_positions_are_the_benchs() {
        let game = CompiledGame::new(&PieceSet::golomb()).unwrap();
        let files = [
            include_str!("../../../puzzles/polyssimo/golomb-11-left-win.yaml"),
            include_str!("../../../puzzles/polyssimo/golomb-11-left-loss.yaml"),
        ];
        for (seed, text) in (1..).zip(files) {
            let position = crate::polyssimo::Position::parse(text, "golomb-11-left").unwrap();
            let bench = random_position(&game, 11, seed).unwrap();
            assert_eq!(root_of(&game, &position), bench, "seed {seed}");
        }
    }
}
