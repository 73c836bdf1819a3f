//! A static evaluation of a Структура 25 state for one player, used by the greedy and
//! expectimax bots and the analysis: the win, the score while 25 is still reachable, the
//! structures that can still grow (open lines of five and 2×2 squares, weighted by the
//! chips already in them), tokens held — minus the same for the strongest opponent.

use super::grid::{self, Cells};
use super::readings::Stalemate;
use super::state::{Side, State, TARGET};

/// The value of a won game (a lost one is its negative).
pub const WIN: i32 = 10_000;

/// What one point of score adds to the evaluation.
pub const POINT: i32 = 12;

/// Whether `need` more points can still be scored, and the last activation end the game
/// without a collapse: sums of lines of 3 to 5 (6, 9, 12), with the line of 2 (3) and the
/// cluster (7) at most once each. Spirals always collapse, so they never make the last
/// step and are left out.
pub fn reachable(need: u8, line2: bool, cluster: bool) -> bool {
    if need == 0 {
        return true;
    }
    let rest = |spent: u8| need >= spent && reachable_by_lines(need - spent);
    rest(0) || (line2 && rest(3)) || (cluster && rest(7)) || (line2 && cluster && rest(10))
}

fn reachable_by_lines(points: u8) -> bool {
    // 6a + 9b + 12c: exactly the multiples of 3 from 6 on (and 0).
    points == 0 || (points.is_multiple_of(3) && points >= 6)
}

/// Whether a player's score can still become exactly 25 (the line of 2 counted as the
/// readings allow).
pub fn alive(state: &State, player: usize) -> bool {
    let (side, spent) = (&state.sides[player], state.spent_for(player));
    side.score <= TARGET && reachable(TARGET - side.score, !spent.line2, !spent.cluster)
}

/// The value of a state for `player`: higher is better.
pub fn evaluate(state: &State, player: usize) -> i32 {
    if let Some(w) = state.winner {
        return if w == player { WIN } else { -WIN };
    }
    if state.is_over() {
        return final_value(state, player);
    }
    let occupied = state.occupied();
    let mine = side_value(state, player, occupied);
    let best_rival = (0..state.players())
        .filter(|&p| p != player)
        .map(|p| side_value(state, p, occupied))
        .max()
        .unwrap_or(0);
    mine - best_rival
}

/// The value of a game that ended without a 25 (at the turn cap, or nobody able to
/// place): under the highest-score reading a win for the one player with the highest
/// score and a loss for those below it; 0 for a top score shared, and for everyone under
/// the draw reading.
fn final_value(state: &State, player: usize) -> i32 {
    if state.readings.stalemate == Stalemate::Draw {
        return 0;
    }
    let scores: Vec<u8> = state.active().iter().map(|s| s.score).collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    let top = scores.iter().filter(|&&s| s == best).count();
    match (scores[player] == best, top) {
        (false, _) => -WIN,
        (true, 1) => WIN,
        (true, _) => 0,
    }
}

fn side_value(state: &State, player: usize, occupied: Cells) -> i32 {
    let side = &state.sides[player];
    let blockers = occupied & !side.chips;
    let score = i32::from(side.score) * POINT;
    let dead = if alive(state, player) { 0 } else { 150 };
    score - dead + potential(side, blockers) + 15 * i32::from(side.held)
}

/// Open structures: each line of five free of other colours counts the square of the
/// player's chips in it, each free 2×2 (while the cluster is unspent) likewise.
fn potential(side: &Side, blockers: Cells) -> i32 {
    let mut total = 0;
    for (from, to) in grid::five_lines() {
        let cells = grid::segment(from, to).expect("a line");
        if cells & blockers == 0 {
            let n = (cells & side.chips).count_ones() as i32;
            total += n * n;
        }
    }
    if !side.spent.cluster {
        for top_left in 0..grid::CELLS {
            if let Some(cells) = grid::square(top_left)
                && cells & blockers == 0
            {
                let n = (cells & side.chips).count_ones() as i32;
                total += n * n / 2;
            }
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::super::position::sketch;
    use super::super::state::TURN_CAP;
    use super::*;

    #[test]
    fn a_game_ended_at_the_cap_is_won_by_the_highest_score_alone() {
        let two = "players:\n  - {score: 24}\n  - {score: 22}\n";
        let mut state = sketch(&["AAAA", "BBB"], two);
        state.turns = 2 * TURN_CAP;
        assert!(state.is_over());
        assert_eq!((evaluate(&state, 0), evaluate(&state, 1)), (WIN, -WIN));
        state.sides[1].score = 24;
        assert_eq!((evaluate(&state, 0), evaluate(&state, 1)), (0, 0), "shared");
        state.sides[1].score = 22;
        state.readings.stalemate = Stalemate::Draw;
        assert_eq!(evaluate(&state, 0), 0, "nobody wins under the draw reading");
    }

    #[test]
    fn exact_25_is_reachable_only_through_the_combinations_that_do_not_collapse() {
        // From 0: 12 + 6 + 7 (cluster) = 25; without the cluster, multiples of 3 plus the
        // line of 2 give 3k + 3, never 25.
        assert!(reachable(25, true, true));
        assert!(!reachable(25, true, false));
        // 1 and 2 points cannot be scored; 3 only with the line of 2; 4 and 5 only by
        // spirals, which collapse.
        assert!(!reachable(1, true, true));
        assert!(!reachable(2, true, true));
        assert!(reachable(3, true, false));
        assert!(!reachable(3, false, true));
        assert!(!reachable(4, true, true));
        assert!(reachable(7, false, true));
        assert!(reachable(10, true, true));
        assert!(!reachable(10, true, false));
    }
}
