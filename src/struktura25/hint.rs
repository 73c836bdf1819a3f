//! A hint for Структура 25: `s25 analyze`'s best move — the expectiminimax value over the
//! die, two turns deep — with its expected value and the chance the die knocks chips off
//! the structure. When the die has asked the player to take chips off, the expectimax
//! bot's choice of which.

use super::analyze::{Settings, analyze_with};
use super::bots::Expectimax;
use super::eval::WIN;
use super::game::Struktura25;
use super::moves::Move;
use super::state::{Phase, State};
use crate::engine::{Bot, Figure, Hint, HintTime};
use crate::exact_cover::Flow;
use crate::random::Rng;
use crate::wording::count;
use std::time::Instant;

/// How deep the hint searches, time allowing: `s25 analyze`'s default.
const DEPTH: u32 = 2;

/// The analysis's best move for the player to move, two turns deep, or one where `time`
/// runs out first.
pub fn hint(game: &Struktura25, state: &State, time: HintTime, rng: &mut Rng) -> Hint<Move> {
    let deadline = Instant::now() + time.limit;
    if state.phase != Phase::Move {
        let mut bot = Expectimax { depth: DEPTH };
        return Hint::new(
            vec![bot.choose(game, state, rng)],
            "the expectimax bot's choice of the chips to take off",
        );
    }
    let settings = Settings {
        depth: DEPTH,
        rollouts: 0,
        rollout_moves: 0,
        seed: 0,
    };
    let analysis = analyze_with(state, settings, &mut |_| {
        if time.over(deadline) {
            Flow::Stop
        } else {
            Flow::Continue
        }
    });
    let depth = analysis.depth;
    let best = &analysis.candidates[0];
    let knocked = 1.0 - best.risk.lose[0];
    let mut hint = Hint::new(vec![best.mv], "s25 analyze (expectiminimax over the die)")
        .with("value", Figure::Real(best.value))
        .with("collapse", Figure::Yes(best.risk.collapse))
        .with("knock_down", Figure::Real(knocked))
        .with("depth", Figure::Whole(i64::from(depth)));
    hint.reasons
        .push(value_text(best.value, depth, time.why_stopped()));
    hint.reasons.push(risk_text(
        best.risk.collapse,
        best.risk.token,
        &best.risk.lose,
    ));
    if analysis.winning.contains(&best.mv) {
        hint.reasons.push("it wins now".into());
    }
    let values: Vec<(String, f64)> = (analysis.candidates.iter())
        .map(|c| (super::moves::format(&c.mv), c.value))
        .collect();
    hint.reasons.extend(against_the_rest(&values));
    hint
}

/// How the best move (the first of `candidates`, best first) compares with the others:
/// the moves as good, or the next best and its value.
fn against_the_rest(candidates: &[(String, f64)]) -> Option<String> {
    let ((_, best), rest) = candidates.split_first()?;
    let (next, value) = rest.first()?;
    let tied: Vec<&str> = (rest.iter())
        .take_while(|(_, v)| (v - best).abs() < 1e-9)
        .map(|(mv, _)| mv.as_str())
        .collect();
    let compared = candidates.len();
    Some(match tied.len() {
        0 => format!(
            "the next best of the {compared} legal moves: {next}, {}",
            worth(*value)
        ),
        n => {
            let some = tied.iter().take(3).copied().collect::<Vec<_>>().join(", ");
            let more = if n > 3 { ", …" } else { "" };
            format!(
                "as good as {} of the {compared} legal moves: {some}{more}",
                count(n, "other")
            )
        }
    })
}

/// The move's value in words: a sure win or loss, or the expected value over the die.
fn value_text(value: f64, depth: u32, why_stopped: &str) -> String {
    let deep = match depth {
        1 => format!("1 turn deep ({why_stopped} before 2)"),
        _ => format!("{depth} turns deep"),
    };
    if value >= f64::from(WIN) {
        format!("wins whatever the die shows, {deep}")
    } else if value <= -f64::from(WIN) {
        format!("loses whatever the die shows, {deep} (the best there is)")
    } else {
        let points = value / f64::from(super::eval::POINT);
        match points.abs() <= f64::from(super::state::TARGET) {
            true => format!(
                "expected evaluation {value:.2} over the die, worth {points:+.1} points \
                 against the best rival, {deep}"
            ),
            // A chance of winning or losing weighs in: no longer a count of points.
            false => {
                format!("expected evaluation {value:.2} over the die (a win counts {WIN}), {deep}")
            }
        }
    }
}

/// A move's value in a few words: a sure win or loss, else the evaluation, in points
/// where it is still a count of them (as [`value_text`] gives the best move's).
fn worth(value: f64) -> String {
    let points = value / f64::from(super::eval::POINT);
    if value >= f64::from(WIN) {
        "a sure win too".into()
    } else if value <= -f64::from(WIN) {
        "a sure loss".into()
    } else if points.abs() <= f64::from(super::state::TARGET) {
        format!("expected evaluation {value:.2} ({points:+.1} points)")
    } else {
        format!("expected evaluation {value:.2}")
    }
}

/// The move's risk in words.
fn risk_text(collapse: bool, token: bool, lose: &[f64; 4]) -> String {
    if !collapse {
        return "no collapse: the die is not rolled".into();
    }
    if token {
        return "the collapse is cancelled by a stability token".into();
    }
    let percent = |x: f64| format!("{:.0}%", 100.0 * x);
    format!(
        "collapse: the die knocks chips down with chance {} (1 chip {}, 2 chips {}, 3 chips {})",
        percent(1.0 - lose[0]),
        percent(lose[1]),
        percent(lose[2]),
        percent(lose[3])
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::struktura25::Options;
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

    #[test]
    fn a_hint_cut_short_keeps_the_first_depth_it_finished() {
        static SET: AtomicBool = AtomicBool::new(true);
        let game = Struktura25::new(&Options::default()).unwrap();
        let state = game.initial();
        let depth = |time: HintTime| {
            let hint = hint(&game, &state, time, &mut Rng::new(1));
            let found = hint.figures.iter().find(|(name, _)| *name == "depth");
            found.map(|(_, figure)| figure.clone())
        };
        let hour = HintTime::new(Duration::from_secs(3_600));
        assert_eq!(depth(hour), Some(Figure::Whole(i64::from(DEPTH))));
        // Depth 1 is always finished; the flag stops the search before the next.
        assert_eq!(depth(hour.stopped_by(&SET)), Some(Figure::Whole(1)));
    }

    #[test]
    fn a_collapse_without_a_token_tells_the_chance_of_each_loss() {
        // Two chips on the grid: faces 1-2 take one, faces 3-6 both (analyze's own test
        // checks these chances); the die always knocks something down.
        let lose = [0.0, 1.0 / 3.0, 2.0 / 3.0, 0.0];
        assert_eq!(
            risk_text(true, false, &lose),
            "collapse: the die knocks chips down with chance 100% \
             (1 chip 33%, 2 chips 67%, 3 chips 0%)"
        );
        assert_eq!(
            risk_text(true, true, &lose),
            "the collapse is cancelled by a stability token"
        );
        assert_eq!(
            risk_text(false, false, &[1.0, 0.0, 0.0, 0.0]),
            "no collapse: the die is not rolled"
        );
    }

    #[test]
    fn the_best_move_is_compared_with_the_next_or_with_those_as_good() {
        let moves = |values: &[f64]| -> Vec<(String, f64)> {
            let names = ["quiet a1", "quiet b2", "quiet c3", "quiet d4", "quiet e5"];
            (names.iter().zip(values))
                .map(|(n, &v)| (n.to_string(), v))
                .collect()
        };
        assert_eq!(
            against_the_rest(&moves(&[3.0, 1.5, -2.0])).unwrap(),
            "the next best of the 3 legal moves: quiet b2, expected evaluation 1.50 (+0.1 points)"
        );
        assert_eq!(
            against_the_rest(&moves(&[0.0, 0.0, -1.0])).unwrap(),
            "as good as 1 other of the 3 legal moves: quiet b2"
        );
        assert_eq!(
            against_the_rest(&moves(&[0.0; 5])).unwrap(),
            "as good as 4 others of the 5 legal moves: quiet b2, quiet c3, quiet d4, …"
        );
        assert_eq!(
            against_the_rest(&moves(&[2.0])),
            None,
            "a move with no other"
        );
    }

    #[test]
    fn a_value_short_of_a_win_is_said_to_be_the_evaluation() {
        // The evaluation counts 12 for a point (docs/struktura25.md), so 24.5 is about two
        // points' worth; a win is WIN or more.
        assert_eq!(
            value_text(24.5, 2, ""),
            "expected evaluation 24.50 over the die, worth +2.0 points against the best \
             rival, 2 turns deep"
        );
        // Past 25 points' worth, a chance of winning is in the value: no points figure.
        assert_eq!(
            value_text(5000.0, 2, ""),
            "expected evaluation 5000.00 over the die (a win counts 10000), 2 turns deep"
        );
        assert_eq!(
            value_text(f64::from(WIN), 2, ""),
            "wins whatever the die shows, 2 turns deep"
        );
    }
}
