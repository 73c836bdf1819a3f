//! Polyssimo challenges (two players): the one move that keeps the best score. The endgame
//! solver values the position after every legal move exactly; the challenge stands when
//! one move alone reaches the best value and every other is at least one point worse (a
//! value is twice the cells the player to move ends ahead by, plus one or minus one for the
//! tie-break). A wrong move is answered with its value and the opponent's best reply.

use super::{Answer, ChallengeError};
use crate::engine::Game;
use crate::play::Session;
use crate::polyssimo::endgame::{Control, Proved, Table, solve_endgame};
use crate::polyssimo::{GameState, Move, Placing, Polyssimo, Rules, State};

/// Each solve's table, in MiB, and its node budget (one thread, so the same every run).
const HASH_MB: usize = 8;
const NODES: u64 = 4_000_000;
/// The fewest legal moves a challenge offers (fewer is no puzzle).
const FEWEST_MOVES: usize = 4;

/// A move's exact value for the player who made it, with the solve after it; `None` when
/// the budget ran out first.
fn value_after(
    rules: &Rules,
    s: &State,
    mv: Placing,
) -> Result<Option<(i32, Proved)>, ChallengeError> {
    let child = rules.play(s, mv);
    let table = Table::new(HASH_MB, None).map_err(|e| ChallengeError::Solver(e.to_string()))?;
    let control = Control {
        nodes: Some(NODES),
        ..Control::default()
    };
    let proved = solve_endgame(rules, &child, &table, control, 1, &mut |_| {});
    if !proved.exact() {
        return Ok(None);
    }
    let value = match child.to_move == s.to_move {
        true => proved.lower,
        false => -proved.lower,
    };
    Ok(Some((value, proved)))
}

/// The placement phase's state of a two-player game, or why there is none.
fn placement(state: &GameState) -> Option<&State> {
    match state {
        GameState::Placement(s, _) if s.players == 2 => Some(s),
        _ => None,
    }
}

/// The answer when one move alone keeps the best value; `None` when several share it or
/// a value is out of the budget's reach.
pub fn certify(game: &Polyssimo, state: &GameState) -> Result<Option<Answer>, ChallengeError> {
    let Some(s) = placement(state) else {
        return Ok(None);
    };
    let rules = game.rules();
    let mut moves = Vec::new();
    rules.moves(s, &mut moves);
    if moves.len() < FEWEST_MOVES {
        return Ok(None);
    }
    let mut values = Vec::new();
    for &mv in &moves {
        match value_after(rules, s, mv)? {
            Some((value, _)) => values.push((value, mv)),
            None => return Ok(None),
        }
    }
    values.sort_by_key(|&(value, _)| std::cmp::Reverse(value));
    match values.as_slice() {
        [(best, mv), (next, _), ..] if best > next => {
            let words = vec![
                format!(
                    "the endgame solver valued all {} moves exactly: this one keeps value {best}, \
                     the next best gives {next}",
                    values.len()
                ),
                "a value is twice the cells the mover ends ahead by, ±1 for the tie-break".into(),
            ];
            Ok(Some(Answer::new(vec![rules.move_name(*mv)], words)))
        }
        _ => Ok(None),
    }
}

/// Why `mv` (legal, not the answer) does not keep the best value: what it gives, and the
/// opponent's best reply.
pub fn shortfall(session: &Session<Polyssimo>, mv: &Move) -> Result<Vec<String>, ChallengeError> {
    let text = session.game.format_move(&session.state, mv);
    let (Some(s), Move::Place(placing)) = (placement(&session.state), mv) else {
        return Ok(vec![format!("{text} is not a placement")]);
    };
    let rules = session.game.rules();
    let why = match value_after(rules, s, *placing)? {
        Some((value, proved)) => {
            let mut why = vec![format!("{text} gives value {value}, less than the best")];
            let reply = proved
                .line
                .first()
                .filter(|_| rules.play(s, *placing).to_move != s.to_move);
            if let Some(&reply) = reply {
                why.push(format!(
                    "the opponent's best reply: {}",
                    rules.move_name(reply)
                ));
            }
            why
        }
        None => vec![format!(
            "{text} is not the best move (its value is beyond the budget)"
        )],
    };
    Ok(why)
}
