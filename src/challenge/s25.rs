//! Структура 25 challenges: the move that wins whatever the die shows, where no other move
//! does. The expectiminimax search over the die (`s25 analyze`'s) values every legal move
//! to the level's depth — level 1, the one level offered, the move itself and its die (a
//! second turn, three turns deep, takes minutes a position) — and the challenge stands
//! when exactly one move is a sure win. A wrong move is answered with its value: a sure loss, or the expected value
//! the search gives it.

use super::game::{GameChallenges, judge_move};
use super::{Answer, ChallengeError, Here, Verdict};
use crate::engine::Game;
use crate::play::Session;
use crate::struktura25::eval::WIN;
use crate::struktura25::search::{move_values, value};
use crate::struktura25::state::Phase;
use crate::struktura25::{Move, Struktura25, moves};

/// Структура 25: the one move that wins whatever the die shows.
pub struct S25Challenges;

impl GameChallenges for S25Challenges {
    type Game = Struktura25;

    fn game(&self) -> &'static str {
        "s25"
    }

    fn levels(&self) -> std::ops::RangeInclusive<u32> {
        1..=1
    }

    fn level_words(&self) -> &'static str {
        "the player's turns to the win"
    }

    fn ask(&self, player: &str, level: u32) -> String {
        format!(
            "{player} to move: find the one move that wins whatever the die shows, within \
             {} of yours.",
            crate::wording::count(level, "turn")
        )
    }

    fn one_position_a_game(&self) -> bool {
        false
    }

    fn here(&self, s: &Session<Struktura25>, _level: u32) -> Here {
        match s.state.phase {
            Phase::Move => Here::Yes,
            _ => Here::Later,
        }
    }

    fn certify(
        &self,
        s: &Session<Struktura25>,
        level: u32,
    ) -> Result<Option<Answer>, ChallengeError> {
        certify(s, level)
    }

    fn judge(
        &self,
        s: &Session<Struktura25>,
        (answer, level): (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError> {
        judge_move(s, answer, text, |mv| shortfall(s, mv, level))
    }
}

/// The search's depth in turns for a level (the player's own turns to the win).
pub fn depth(level: u32) -> u32 {
    2 * level - 1
}

/// Whether a value is a sure win for the player who moved.
fn sure_win(value: f64) -> bool {
    value >= f64::from(WIN)
}

/// The answer when exactly one move wins whatever the die shows within the level's turns.
pub fn certify(s: &Session<Struktura25>, level: u32) -> Result<Option<Answer>, ChallengeError> {
    if s.state.phase != Phase::Move || s.state.is_over() {
        return Ok(None);
    }
    let values = move_values(&s.state, depth(level));
    let winning: Vec<&(Move, f64)> = values.iter().filter(|(_, v)| sure_win(*v)).collect();
    match winning.as_slice() {
        [(mv, _)] if values.len() > 1 => {
            let words = vec![format!(
                "the search over the die, {} deep, finds this move wins whatever the die \
                     shows; none of the other {} does",
                crate::wording::count(depth(level), "turn"),
                crate::wording::count(values.len() - 1, "move")
            )];
            Ok(Some(Answer::new(vec![moves::format(mv)], words)))
        }
        _ => Ok(None),
    }
}

/// Why `mv` (legal, not the answer) does not win for sure: its value by the same search.
pub fn shortfall(
    s: &Session<Struktura25>,
    mv: &Move,
    level: u32,
) -> Result<Vec<String>, ChallengeError> {
    let text = moves::format(mv);
    let after = (s.game.play(&s.state, mv)).map_err(|e| ChallengeError::Solver(e.to_string()))?;
    let v = value(&after, s.state.to_move, depth(level) - 1);
    let words = match v {
        v if v <= -f64::from(WIN) => format!("{text} loses whatever the die shows"),
        v => format!(
            "{text} does not win for sure: the search values it {v:.2} (a sure win is {WIN} \
             or more)"
        ),
    };
    Ok(vec![words])
}
