//! The prover behind `polyssimo solve`: a Golomb position proved on every core, answered
//! as the general solver answers (value ±1, the line played out to the end: the winner's
//! winning moves, the loser's first move in the prover's order).

use super::drive::Known;
use super::game::CompiledGame;
use super::moves::{Node, Placement, play};
use super::prove::{Prover, Settings, root_of};
use super::search::Searcher;
use super::top::distinct_moves;
use crate::geometry::Mask;
use crate::polyssimo::{Placing, Position, Rules, Solution};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};

/// The table `polyssimo solve` gives the prover, in MiB.
const SOLVE_HASH_MB: usize = 256;

/// Solves a Golomb position with the prover, or `None` if the prover cannot take its game
/// (not Golomb's mode, or a board over 64 cells). Setting `interrupt` stops it undecided.
pub fn solve_golomb(
    position: &Position,
    rules: &Rules,
    limit: Option<Duration>,
    interrupt: Option<&'static AtomicBool>,
) -> Option<Solution> {
    let started = Instant::now();
    let deadline = limit.map(|t| started + t);
    let prover = Prover::for_position(position, SOLVE_HASH_MB, deadline).ok()?;
    let root = root_of(&prover.game, position);
    let settings = Settings {
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        deadline,
        interrupt,
        every_move: false,
    };
    let proof = prover.prove(root, settings, &mut Known::new(), &mut |_, _| {});
    let mut solution = Solution {
        value: 0,
        exact: false,
        line: Vec::new(),
        nodes: proof.outcome.nodes,
        depth: 0,
        elapsed: started.elapsed(),
    };
    if let Some(wins) = proof.wins() {
        let line = principal_line(&prover, root, wins);
        solution.value = if wins { 1 } else { -1 };
        solution.exact = true;
        solution.depth = line.len() as u32;
        solution.line = (line.iter())
            .map(|&(before, p)| to_move(&prover.game, rules, before, p))
            .collect();
    }
    solution.elapsed = started.elapsed();
    Some(solution)
}

/// The game played out from a proved root: the winner's first winning move in order, the
/// loser's first move in order (every one loses). Each step is a search the table has
/// mostly seen.
fn principal_line(prover: &Prover, root: Node, root_wins: bool) -> Vec<(Node, Placement)> {
    let (stop, nodes) = (AtomicBool::new(false), AtomicU64::new(0));
    let mut searcher = Searcher::new(prover.shared(&stop, &nodes));
    let (mut node, mut wins, mut line) = (root, root_wins, Vec::new());
    loop {
        let moves = distinct_moves(&prover.game, &prover.symmetries, node);
        let chosen = if wins {
            (moves.iter()).find(|m| searcher.wins(play(&prover.game, node, m.1)) == Ok(false))
        } else {
            moves.first()
        };
        let Some(&(_, placement)) = chosen else {
            return line;
        };
        line.push((node, placement));
        node = play(&prover.game, node, placement);
        wins = !wins;
    }
}

/// A prover placement as the general rules' move: the lowest item of its kind in the pool.
pub fn to_move(game: &CompiledGame, rules: &Rules, before: Node, placement: Placement) -> Placing {
    let kind = &game.kinds[placement.kind as usize];
    let item = (before.pool & kind.items).trailing_zeros() as usize;
    let cells = Mask::from_bits(game.cells_of(placement.cells));
    rules
        .find_placement(item, &cells)
        .expect("a prover placement is one of the rules' placements")
}
