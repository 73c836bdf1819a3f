//! A hint for Polyssimo and Golomb's game: in the placement phase the move of `advice` —
//! the endgame solver's, with its value proved, when it finishes within half the time,
//! else the depth-limited search's best so far, its estimate and the depth searched
//! (Golomb's game is advised from the prover's proof: see [`super::golomb_hint`]). In the
//! draft, the draft search's pick (see [`super::draft_hint`]).

use super::advice::{Advice, Allowance, advise};
use super::bots::greedy_place;
use super::game::{GameState, Move, Polyssimo};
use super::golomb_hint::golomb_hint;
use super::position::Mode;
use super::rules::{Placing, Rules, State};
use super::solve::Solution;
use crate::engine::{Figure, Hint, HintTime};
use crate::random::Rng;

/// The solver's move (or the draft search's pick) for the player to move.
pub fn hint(game: &Polyssimo, state: &GameState, time: HintTime, rng: &mut Rng) -> Hint<Move> {
    match state {
        GameState::Draft { .. } => super::draft_hint::draft_hint(game, state, time, rng),
        GameState::Placement(s, _) if game.rules().mode == Mode::Golomb => {
            golomb_hint(game, state, s, time, rng)
        }
        GameState::Placement(s, _) => placement(game, s, time, rng),
    }
}

/// Polyssimo's placement phase: the endgame solver's move, proved or estimated.
fn placement(game: &Polyssimo, s: &State, time: HintTime, rng: &mut Rng) -> Hint<Move> {
    let rules = game.rules();
    let advice = advise(rules, s, Allowance::Time(time.0));
    match advice {
        Advice::Proved(mv, proved) => proved_hint(rules, mv, &proved),
        Advice::Estimated(solution) => {
            let method = match solution.exact {
                true => "a depth-limited search, which reached the end",
                false => "a depth-limited search (the endgame is not in reach)",
            };
            estimated_hint(rules, method, &solution, time)
        }
        Advice::Nothing => Hint::new(
            vec![greedy_place(game, s, rng)],
            "the greedy bot (no move searched)",
        ),
    }
}

/// The endgame solver's move: the value proved (or a win proved, its margin bounded).
fn proved_hint(rules: &Rules, mv: Placing, proved: &super::endgame::Proved) -> Hint<Move> {
    let value = match (proved.exact(), proved.lower) {
        (true, v) if v > 0 => format!("a win for the player to move (value {v}), proved"),
        (true, v) => format!("a loss for the player to move (value {v}), proved"),
        (false, v) => format!("a win for the player to move (value at least {v}), proved"),
    };
    let line: Vec<String> = proved.line.iter().map(|&m| rules.move_name(m)).collect();
    let mut hint = Hint::new(vec![Move::Place(mv)], "the endgame solver")
        .with("value", Figure::Whole(i64::from(proved.lower)))
        .with("exact", Figure::Yes(proved.exact()))
        .with("nodes", Figure::Whole(proved.nodes as i64));
    hint.reasons.push(value);
    if !line.is_empty() {
        hint.reasons.push(format!("line: {}", line.join(", ")));
    }
    hint
}

/// The depth-limited search's move (or the Golomb prover's, then `exact`).
fn estimated_hint(rules: &Rules, method: &str, solution: &Solution, time: HintTime) -> Hint<Move> {
    let line: Vec<String> = solution.line.iter().map(|&m| rules.move_name(m)).collect();
    let value = match (solution.exact, solution.value) {
        (true, v) if v > 0 => format!("a win for the player to move (value {v}), proved"),
        (true, v) => format!("a loss for the player to move (value {v}), proved"),
        (false, v) => format!(
            "not proved within {:.1} s: the best so far at depth {}, value {v} (cells left)",
            time.0.as_secs_f64(),
            solution.depth
        ),
    };
    let mut hint = Hint::new(vec![Move::Place(solution.line[0])], method)
        .with("value", Figure::Whole(i64::from(solution.value)))
        .with("exact", Figure::Yes(solution.exact))
        .with("depth", Figure::Whole(i64::from(solution.depth)))
        .with("nodes", Figure::Whole(solution.nodes as i64));
    hint.reasons.push(value);
    hint.reasons.push(format!("line: {}", line.join(", ")));
    hint
}
