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
    if state.is_over() || (depth == 0 && state.phase == Phase::Move) {
        return f64::from(evaluate(state, root));
    }
    match state.phase {
        Phase::Roll => die_outcomes(state)
            .iter()
            .map(|(next, p)| p * value(next, root, depth))
            .sum(),
        Phase::Remove(_) => value(&best_removal(state), root, depth),
        Phase::Move => {
            let mover = state.to_move;
            let children = rules::legal_moves(state)
                .into_iter()
                .map(|mv| value(&after(state, &mv), root, depth - 1));
            if mover == root {
                children.fold(f64::NEG_INFINITY, f64::max)
            } else {
                children.fold(f64::INFINITY, f64::min)
            }
        }
    }
}

/// The value of each legal move for the player to move, looking `depth` turns ahead
/// (the move itself is the first).
pub fn move_values(state: &State, depth: u32) -> Vec<(Move, f64)> {
    let keep_going = &mut |_, _| Flow::Continue;
    move_values_with(state, depth, keep_going).unwrap_or_default()
}

/// As [`move_values`], telling `progress` how many of the moves are valued after each;
/// `None` when `progress` says stop before the last move is valued.
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
        let v = value(&after(state, &mv), me, depth.saturating_sub(1));
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
