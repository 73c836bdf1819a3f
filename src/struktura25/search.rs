//! Looking ahead over the die: expectiminimax to a depth in turns (a turn is a move, and
//! after an uncancelled collapse the die and the choice of chips), and quick playouts to
//! the end of the game. With 2 players the opponent minimises the evaluation; with 3 or 4
//! the search is **paranoid**: every other player minimises the searching player's value.
//! The chips a player removes after the die are chosen by the static evaluation (not
//! searched), which keeps a collapse to three outcomes of one third each.

use super::eval::{WIN, evaluate};
use super::moves::Move;
use super::rules::{self, collapses, winners};
use super::state::{Phase, State, chips_for_face};
use crate::exact_cover::Flow;
use crate::random::Rng;

/// The value of a state for `root`, looking `depth` turns ahead.
pub fn value(state: &State, root: usize, depth: u32) -> f64 {
    value_polled(state, root, depth, &mut || Flow::Continue).unwrap_or(f64::NAN)
}

/// As [`value`], asking `poll` at each move above the leaves whether to go on (a depth-3
/// value of one move can take a second); `None` when it says stop.
fn value_polled(
    state: &State,
    root: usize,
    depth: u32,
    poll: &mut dyn FnMut() -> Flow,
) -> Option<f64> {
    if state.is_over() || (depth == 0 && state.phase == Phase::Move) {
        return Some(f64::from(evaluate(state, root)));
    }
    match state.phase {
        Phase::Roll => die_outcomes(state).iter().try_fold(0.0, |sum, (next, p)| {
            Some(sum + p * value_polled(next, root, depth, poll)?)
        }),
        Phase::Remove(_) => value_polled(&best_removal(state), root, depth, poll),
        Phase::Move => {
            if poll() == Flow::Stop {
                return None;
            }
            let maximise = state.to_move == root;
            let start = if maximise {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            };
            rules::legal_moves(state)
                .iter()
                .try_fold(start, |best, mv| {
                    let v = value_polled(&after(state, mv), root, depth - 1, poll)?;
                    Some(if maximise { best.max(v) } else { best.min(v) })
                })
        }
    }
}

/// The value of each legal move for the player to move, looking `depth` turns ahead
/// (the move itself is the first).
pub fn move_values(state: &State, depth: u32) -> Vec<(Move, f64)> {
    let keep_going = &mut |_, _| Flow::Continue;
    move_values_with(state, depth, keep_going).unwrap_or_default()
}

/// As [`move_values`], telling `progress` how many of the moves are valued after each (and
/// again, with the same count, while a deep one is valued); `None` when `progress` says
/// stop before the last move is valued.
pub fn move_values_with(
    state: &State,
    depth: u32,
    progress: &mut dyn FnMut(usize, usize) -> Flow,
) -> Option<Vec<(Move, f64)>> {
    let me = state.to_move;
    let moves = rules::legal_moves(state);
    let total = moves.len();
    let mut values = Vec::with_capacity(total);
    for (i, mv) in moves.into_iter().enumerate() {
        // Within a move, the poll repeats the count of the moves valued before it.
        let mut poll = || progress(i, total);
        let v = value_polled(&after(state, &mv), me, depth.saturating_sub(1), &mut poll)?;
        values.push((mv, v));
        if progress(i + 1, total) == Flow::Stop && i + 1 < total {
            return None;
        }
    }
    Some(values)
}

fn after(state: &State, mv: &Move) -> State {
    rules::play(state, mv).expect("a legal move plays")
}

/// The states after the die, each with its probability: faces 1–2, 3–4 and 5–6 remove
/// 1, 2 and 3 chips, each a third of the time (the removal chosen by evaluation).
pub fn die_outcomes(state: &State) -> Vec<(State, f64)> {
    [1, 3, 5]
        .into_iter()
        .map(|face| {
            let rolled = after(state, &Move::Roll(face));
            let settled = match rolled.phase {
                Phase::Remove(_) => best_removal(&rolled),
                _ => rolled,
            };
            (settled, 2.0 / 6.0)
        })
        .collect()
}

/// The state after the removal the static evaluation prefers for the remover.
pub fn best_removal(state: &State) -> State {
    let me = state.to_move;
    rules::legal_moves(state)
        .iter()
        .map(|mv| after(state, mv))
        .max_by_key(|next| evaluate(next, me))
        .expect("a removal")
}

/// How many chips a die face removes from a player with `on_grid` chips.
pub fn removed(face: u8, on_grid: u32) -> u32 {
    u32::from(chips_for_face(face)).min(on_grid)
}

/// A quick move for playouts: a win if there is one, never a collapse without a token
/// when something else is legal, otherwise a move drawn uniformly from the rest.
pub fn playout_move(state: &State, rng: &mut Rng) -> Move {
    let moves = rules::legal_moves(state);
    let me = state.to_move;
    let mut safe = Vec::with_capacity(moves.len());
    for mv in &moves {
        if let Move::Activate { chip, combo, token } = *mv {
            let activation = rules::activation_of(state, me, chip as usize, combo);
            let risky = collapses(state, me, &activation) && !token;
            if !risky && state.sides[me].score + activation.points == super::state::TARGET {
                return *mv;
            }
            if risky {
                continue;
            }
        }
        safe.push(*mv);
    }
    let pool = if safe.is_empty() { &moves } else { &safe };
    pool[rng.below(pool.len() as u64) as usize]
}

/// Plays a game out with [`playout_move`] and the die from `rng`; the winners.
pub fn playout(state: &State, rng: &mut Rng) -> Vec<usize> {
    let mut state = state.clone();
    while !state.is_over() {
        let mv = match state.phase {
            Phase::Roll => Move::Roll(1 + rng.below(6) as u8),
            _ => playout_move(&state, rng),
        };
        state = after(&state, &mv);
    }
    winners(&state)
}

/// Whether a value is a forced win (or loss) found by the search.
pub fn decided(value: f64) -> bool {
    value.abs() >= f64::from(WIN)
}
