//! A hint for Polyssimo and Golomb's game: in the placement phase the endgame solver's
//! best move and its value — proved when the search ends within the time, else the best
//! found so far and the depth searched (Golomb's game asks the prover first, with half
//! the time). In the draft, where the solver does not apply, the greedy bot's pick: the
//! biggest piece left.

use super::bots::{greedy_draft, greedy_place};
use super::game::{GameState, PolyMove, Polyssimo};
use super::position::Mode;
use super::rules::State;
use super::solve::{Solution, solve};
use crate::engine::{Figure, Hint, HintTime};
use crate::random::Rng;

/// The solver's move (or the draft's pick) for the player to move.
pub fn hint(game: &Polyssimo, state: &GameState, time: HintTime, rng: &mut Rng) -> Hint<PolyMove> {
    match state {
        GameState::Draft { pool, .. } => Hint::new(
            vec![greedy_draft(game, *pool, rng)],
            "the greedy bot's draft (the biggest piece left; the solver starts once the \
             draft is over)",
        ),
        GameState::Placement(s, _) => placement(game, state, s, time, rng),
    }
}

fn placement(
    game: &Polyssimo,
    full: &GameState,
    s: &State,
    time: HintTime,
    rng: &mut Rng,
) -> Hint<PolyMove> {
    let rules = game.rules();
    let (method, solution) = match rules.mode {
        Mode::Golomb => golomb(game, full, s, time),
        _ => ("the endgame solver", solve(rules, s, Some(time.0))),
    };
    let Some(&best) = solution.line.first() else {
        return Hint::new(
            vec![greedy_place(game, s, rng)],
            "the greedy bot (no move searched)",
        );
    };
    let line: Vec<String> = solution.line.iter().map(|&m| rules.move_name(m)).collect();
    let value = match (solution.exact, solution.value) {
        (true, v) if v > 0 => format!("a win for the player to move (value {v}), proved"),
        (true, v) => format!("a loss for the player to move (value {v}), proved"),
        (false, v) => format!(
            "not proved within {:.1} s: the best so far at depth {}, value {v}",
            time.0.as_secs_f64(),
            solution.depth
        ),
    };
    let mut hint = Hint::new(vec![PolyMove::Place(best)], method)
        .with("value", Figure::Whole(i64::from(solution.value)))
        .with("exact", Figure::Yes(solution.exact))
        .with("depth", Figure::Whole(i64::from(solution.depth)))
        .with("nodes", Figure::Whole(solution.nodes as i64));
    hint.reasons.push(value);
    hint.reasons.push(format!("line: {}", line.join(", ")));
    hint
}

/// Golomb's game: the prover with half the time, then the general solver for the rest if
/// the prover did not finish.
fn golomb(
    game: &Polyssimo,
    full: &GameState,
    s: &State,
    time: HintTime,
) -> (&'static str, Solution) {
    let half = time.0 / 2;
    let proved = game
        .position(full)
        .ok()
        .and_then(|position| super::prover::solve_golomb(&position, game.rules(), Some(half)));
    match proved {
        Some(solution) if solution.exact && !solution.line.is_empty() => {
            ("the Golomb prover", solution)
        }
        _ => (
            "the endgame solver",
            solve(game.rules(), s, Some(time.0 - half)),
        ),
    }
}
