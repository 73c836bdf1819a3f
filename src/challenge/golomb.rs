//! Golomb challenges: a position where exactly one distinct move wins (up to the board's
//! symmetry), as the prover's list of every first move shows — one `wins`, every other
//! refuted. Every move leading to the winning move's position (its mirror images) solves
//! it; a wrong move is answered with the reply the prover finds winning against it.

use super::{Answer, ChallengeError};
use crate::engine::Game;
use crate::play::Session;
use crate::polyssimo::prover::{Key, Known, MoveValue, Node, Prover, Settings, key_of, root_of};
use crate::polyssimo::{GameState, Move, Polyssimo};
use crate::wording::count;

/// The prover's table, in MiB: positions of at most 8 pieces left need little.
const HASH_MB: usize = 16;
/// The fewest distinct moves a challenge offers (fewer is no puzzle).
const FEWEST_MOVES: usize = 2;

/// The prover set up for a position of `game`, and the position's root.
fn prover_at(game: &Polyssimo, state: &GameState) -> Result<(Prover, Node), ChallengeError> {
    let position = game.position(state).map_err(solver)?;
    let prover = Prover::for_position(&position, HASH_MB, None).map_err(solver)?;
    let root = root_of(&prover.game, &position);
    Ok((prover, root))
}

fn solver(e: impl std::fmt::Display) -> ChallengeError {
    ChallengeError::Solver(e.to_string())
}

/// One thread, no time limit: the values are proved, and the same every run.
fn settings(every_move: bool) -> Settings {
    Settings {
        threads: 1,
        deadline: None,
        interrupt: None,
        every_move,
    }
}

/// The key of the position a move of the game leads to.
fn key_after(game: &Polyssimo, state: &GameState, mv: &Move) -> Result<Key, ChallengeError> {
    let after = game.play(state, mv).map_err(solver)?;
    let (prover, root) = prover_at(game, &after)?;
    Ok(key_of(&prover.game, &prover.symmetries, root))
}

/// The answer when exactly one distinct move wins; `None` when none or several do.
pub fn certify(game: &Polyssimo, state: &GameState) -> Result<Option<Answer>, ChallengeError> {
    let (prover, root) = prover_at(game, state)?;
    let proof = prover.prove(root, settings(true), &mut Known::new(), &mut |_, _| {});
    let values: Vec<_> = proof.move_values().collect();
    let wins: Vec<_> = values
        .iter()
        .filter(|(_, v)| *v == MoveValue::Wins)
        .collect();
    let refuted = values
        .iter()
        .filter(|(_, v)| matches!(v, MoveValue::Refuted(_)));
    if wins.len() != 1 || refuted.count() + 1 != values.len() || values.len() < FEWEST_MOVES {
        return Ok(None);
    }
    let winning = wins[0].0;
    let after = crate::polyssimo::prover::play(&prover.game, root, winning);
    let key = key_of(&prover.game, &prover.symmetries, after);
    let mut solutions = Vec::new();
    for mv in game.legal_moves(state) {
        if key_after(game, state, &mv)? == key {
            solutions.push(game.format_move(state, &mv));
        }
    }
    let proof_words = vec![
        format!(
            "the prover settled all {} distinct moves: this one wins, every other is refuted",
            values.len()
        ),
        format!("{} searched", count(proof.outcome.nodes, "node")),
    ];
    Ok(Some(Answer::new(solutions, proof_words)))
}

/// Why `mv` (legal, not among the answer's solutions) does not solve the challenge: the
/// opponent's winning reply.
pub fn refutation(s: &Session<Polyssimo>, mv: &Move) -> Result<Vec<String>, ChallengeError> {
    let (game, state) = (&s.game, &s.state);
    let text = game.format_move(state, mv);
    let after = game.play(state, mv).map_err(solver)?;
    let (prover, root) = prover_at(game, &after)?;
    let proof = prover.prove(root, settings(false), &mut Known::new(), &mut |_, _| {});
    let reply = match proof.winning_move() {
        Some(reply) => format!("the opponent wins with {}", prover.move_name(root, reply)),
        None => "the opponent has no move left, yet the prover found it wins".into(),
    };
    Ok(vec![format!("{text} loses: {reply}")])
}
