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
    let advice = advise(rules, s, Allowance::Time(time.limit), time.stop);
    match advice {
        Advice::Proved(mv, proved) => proved_hint(rules, mv, &proved, s.players),
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
fn proved_hint(
    rules: &Rules,
    mv: Placing,
    proved: &super::endgame::Proved,
    players: u8,
) -> Hint<Move> {
    let v = proved.lower;
    let value = match proved.exact() {
        true => format!("value {v}: {}", standing(v, "at the end")),
        false => format!("value at least {v}: a win"),
    };
    // With 3 or 4 players the solver takes the others to play together (the paranoid
    // search): a win so found holds whatever they play, a loss only against them together.
    let value = match (v > 0, players > 2) {
        (true, false) => format!("a win for the player to move ({value}), proved"),
        (false, false) => format!("a loss for the player to move ({value}), proved"),
        (true, true) => {
            format!("a win for the player to move ({value}), proved whatever the others play")
        }
        (false, true) => format!(
            "a loss for the player to move if the others play together against them ({value}), proved"
        ),
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
            "not proved {}: the best so far at depth {}, value {v}: {}",
            time.ending(),
            solution.depth,
            standing(v, "at that depth")
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

/// What a value says, `when` (`at that depth`, `at the end`): it is twice the cells the
/// nearest rival has left in hand less the player to move's, +1 when that player wins a tie
/// on cells (−1 when a rival does); fewest cells wins.
fn standing(value: i32, when: &str) -> String {
    let cells = crate::wording::count((value / 2).unsigned_abs() as usize, "cell");
    match value {
        2.. => format!(
            "{when} the player to move has {cells} fewer in hand than the nearest rival (fewer is better; a value counts each cell twice)"
        ),
        1 => format!(
            "{when} the player to move is level in cells with the nearest rival, and wins the tie"
        ),
        0 => format!("{when} the player to move is level in cells with the nearest rival"),
        -1 => format!(
            "{when} the player to move is level in cells with the nearest rival, who wins the tie"
        ),
        _ => format!(
            "{when} the player to move has {cells} more in hand than the nearest rival (fewer is better; a value counts each cell twice)"
        ),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_estimated_value_is_told_in_cells_in_hand() {
        let said = |v| super::standing(v, "at that depth");
        assert!(said(8).starts_with("at that depth the player to move"));
        assert!(said(8).contains("has 4 cells fewer in hand than the nearest rival"));
        assert!(said(8).ends_with("(fewer is better; a value counts each cell twice)"));
        assert!(said(-2).contains("has 1 cell more in hand"));
        assert!(said(1).ends_with("level in cells with the nearest rival, and wins the tie"));
        assert!(said(-1).ends_with("with the nearest rival, who wins the tie"));
        assert!(said(0).ends_with("level in cells with the nearest rival"));
    }
}
