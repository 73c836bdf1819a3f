//! Golomb challenges: a position where exactly one distinct move wins (up to the board's
//! symmetry), as the prover's list of every first move shows — one `wins`, every other
//! refuted. Every move leading to the winning move's position (its mirror images) solves
//! it; a wrong move is answered with the reply the prover finds winning against it.
//!
//! `challenge play` goes on to the end of the game: the loser defends with the most
//! resistant move (the `perfect` bot's choice where every move loses: the fewest winning
//! replies), and each later move of the person's keeps the win when the prover finds the
//! opponent lost after it.

use super::game::{GameChallenges, judge_move, legal};
use super::{Answer, ChallengeError, Here, Verdict};
use crate::engine::{Game, Turn};
use crate::play::Session;
use crate::polyssimo::prover::{
    Key, Known, MoveValue, Node, Prover, Settings, key_of, most_resistant, root_of, to_move,
};
use crate::polyssimo::{GameState, Mode, Move, Polyssimo};
use crate::wording::count;
use std::time::{Duration, Instant};

/// The prover's table, in MiB: positions of at most 8 pieces left need little.
const HASH_MB: usize = 16;
/// The fewest distinct moves a challenge offers (fewer is no puzzle).
const FEWEST_MOVES: usize = 2;
/// The time the defence may take to compare the losing moves (far more than positions
/// of at most 7 pieces left need: the most resistant move is then the same every run).
const DEFENCE_TIME: Duration = Duration::from_secs(30);

/// Golomb's game: the one distinct move that wins.
pub struct GolombChallenges;

impl GameChallenges for GolombChallenges {
    type Game = Polyssimo;

    fn game(&self) -> &'static str {
        "golomb"
    }

    fn levels(&self) -> std::ops::RangeInclusive<u32> {
        3..=8
    }

    fn level_words(&self) -> &'static str {
        "pieces left in the pool"
    }

    fn owns(&self, s: &Session<Polyssimo>) -> bool {
        s.game.rules().mode == Mode::Golomb
    }

    fn ask(&self, player: &str, _level: u32) -> String {
        format!("{player} to move: find the one move that wins.")
    }

    fn here(&self, s: &Session<Polyssimo>, level: u32) -> Here {
        super::polyssimo::pieces_left_here(s, level)
    }

    fn certify(
        &self,
        s: &Session<Polyssimo>,
        _level: u32,
    ) -> Result<Option<Answer>, ChallengeError> {
        certify(&s.game, &s.state)
    }

    fn judge(
        &self,
        s: &Session<Polyssimo>,
        (answer, _): (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError> {
        judge_move(s, answer, text, |mv| refutation(s, mv))
    }

    fn to_the_end(&self, _level: u32) -> bool {
        true
    }

    fn defence(&self, s: &Session<Polyssimo>) -> Result<String, ChallengeError> {
        defence(s)
    }

    fn keeps(&self, s: &Session<Polyssimo>, text: &str) -> Result<Verdict, ChallengeError> {
        keeps(s, text)
    }
}

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

/// The most resistant move of the player to move, lost (the `perfect` bot's choice).
fn defence(s: &Session<Polyssimo>) -> Result<String, ChallengeError> {
    let (prover, root) = prover_at(&s.game, &s.state)?;
    let resistance = most_resistant(&prover, root, Instant::now() + DEFENCE_TIME, None)
        .ok_or_else(|| solver("no defence was measured in time"))?;
    let placing = to_move(&prover.game, s.game.rules(), root, resistance.placement);
    Ok(s.game.rules().move_name(placing))
}

/// Whether the move `text` keeps the win: the opponent lost after it (or out of moves).
fn keeps(s: &Session<Polyssimo>, text: &str) -> Result<Verdict, ChallengeError> {
    let (mv, name) = legal(s, text)?;
    let after = s.game.play(&s.state, &mv).map_err(solver)?;
    if s.game.turn(&after) == Turn::Over {
        let why = format!("{name} wins: the opponent has no move left");
        return Ok(Verdict::solved(vec![why]));
    }
    let (prover, root) = prover_at(&s.game, &after)?;
    let proof = prover.prove(root, settings(false), &mut Known::new(), &mut |_, _| {});
    match (proof.wins(), proof.winning_move()) {
        (Some(false), _) => Ok(Verdict::on_track(vec![format!(
            "{name} keeps the win: the prover finds every reply loses"
        )])),
        (Some(true), Some(reply)) => Ok(Verdict::failed(vec![format!(
            "{name} loses: the opponent wins with {}",
            prover.move_name(root, reply)
        )])),
        _ => Err(solver("the prover could not decide the position")),
    }
}
