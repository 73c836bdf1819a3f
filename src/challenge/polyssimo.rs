//! Polyssimo challenges (two players): the one move that keeps the best score. The endgame
//! solver values the position after every legal move exactly; the challenge stands when
//! one move alone reaches the best value and every other is at least one point worse (a
//! value is twice the cells the player to move ends ahead by, plus one or minus one for the
//! tie-break). A wrong move is answered with its value and the opponent's best reply.
//!
//! `challenge play` goes on to the end of the game: the opponent answers with the endgame
//! solver's best reply, and each later move of the person's keeps the best score when its
//! value is the best of the position's moves.

use super::game::{GameChallenges, judge_move, legal};
use super::{Answer, ChallengeError, Here, Verdict};
use crate::engine::{Game, Turn};
use crate::play::Session;
use crate::polyssimo::endgame::{Control, Proved, Table, solve_endgame};
use crate::polyssimo::{GameState, Mode, Move, Placing, Polyssimo, Rules, State};

/// Each solve's table, in MiB, and its node budget (one thread, so the same every run).
const HASH_MB: usize = 8;
const NODES: u64 = 4_000_000;
/// The fewest legal moves a challenge offers (fewer is no puzzle).
const FEWEST_MOVES: usize = 4;

/// Polyssimo, two players: the one move that keeps the best score.
pub struct PolyssimoChallenges;

impl GameChallenges for PolyssimoChallenges {
    type Game = Polyssimo;

    fn game(&self) -> &'static str {
        "polyssimo"
    }

    fn levels(&self) -> std::ops::RangeInclusive<u32> {
        8..=14
    }

    fn level_words(&self) -> &'static str {
        "pieces left in the players' hands"
    }

    fn owns(&self, s: &Session<Polyssimo>) -> bool {
        s.game.rules().mode == Mode::Polyssimo
    }

    fn ask(&self, player: &str, _level: u32) -> String {
        format!(
            "{player} to move: find the one move that keeps the best score (every other \
             move does worse with best play)."
        )
    }

    fn here(&self, s: &Session<Polyssimo>, level: u32) -> Here {
        pieces_left_here(s, level)
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
        judge_move(s, answer, text, |mv| shortfall(s, mv))
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

/// Whether a Polyssimo (or Golomb) position is one of `level` pieces left, the player to
/// move placing.
pub fn pieces_left_here(s: &Session<Polyssimo>, level: u32) -> Here {
    match (&s.state, s.game.turn(&s.state)) {
        (GameState::Placement(state, _), Turn::Player(_)) => {
            let left = (state.hands[0] | state.hands[1]).count_ones();
            match left.cmp(&level) {
                std::cmp::Ordering::Equal => Here::Yes,
                std::cmp::Ordering::Greater => Here::Later,
                std::cmp::Ordering::Less => Here::Never,
            }
        }
        _ => Here::Later,
    }
}

/// A move's exact value for the player who made it, with the solve after it; `None` when
/// the budget ran out first.
fn value_after(
    rules: &Rules,
    s: &State,
    mv: Placing,
) -> Result<Option<(i32, Proved)>, ChallengeError> {
    let child = rules.play(s, mv);
    let table = Table::new(HASH_MB, None).map_err(solver)?;
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

/// Every legal move's exact value, best first; `None` when one is out of the budget's
/// reach.
fn values_of(rules: &Rules, s: &State) -> Result<Option<Vec<(i32, Placing)>>, ChallengeError> {
    let mut moves = Vec::new();
    rules.moves(s, &mut moves);
    let mut values = Vec::new();
    for &mv in &moves {
        match value_after(rules, s, mv)? {
            Some((value, _)) => values.push((value, mv)),
            None => return Ok(None),
        }
    }
    values.sort_by_key(|&(value, _)| std::cmp::Reverse(value));
    Ok(Some(values))
}

/// The answer when one move alone keeps the best value; `None` when several share it or
/// a value is out of the budget's reach.
pub fn certify(game: &Polyssimo, state: &GameState) -> Result<Option<Answer>, ChallengeError> {
    let Some(s) = placement(state) else {
        return Ok(None);
    };
    let rules = game.rules();
    let Some(values) = values_of(rules, s)? else {
        return Ok(None);
    };
    if values.len() < FEWEST_MOVES {
        return Ok(None);
    }
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

/// The endgame solver's best move for the player to move.
fn defence(session: &Session<Polyssimo>) -> Result<String, ChallengeError> {
    let s = placement(&session.state).ok_or_else(|| solver("no placement to defend"))?;
    let rules = session.game.rules();
    let values = values_of(rules, s)?.ok_or_else(|| solver("a value is beyond the budget"))?;
    let (_, best) = values
        .first()
        .ok_or_else(|| solver("no move to defend with"))?;
    Ok(rules.move_name(*best))
}

/// Whether the move `text` keeps the best score: its value is the best of the position's.
fn keeps(session: &Session<Polyssimo>, text: &str) -> Result<Verdict, ChallengeError> {
    let (mv, name) = legal(session, text)?;
    let (Some(s), Move::Place(placing)) = (placement(&session.state), &mv) else {
        return Err(solver(format!("{name} is not a placement")));
    };
    let rules = session.game.rules();
    let values = values_of(rules, s)?.ok_or_else(|| solver("a value is beyond the budget"))?;
    let after = session.game.play(&session.state, &mv).map_err(solver)?;
    let finished = session.game.turn(&after) == Turn::Over;
    let (best, best_move) = values[0];
    let mine = value_after(rules, s, *placing)?.map(|(v, _)| v);
    if mine == Some(best) {
        let why = format!("{name} keeps the best score (value {best})");
        return Ok(Verdict {
            solves: true,
            finished,
            why: vec![why],
        });
    }
    let gives = mine.map_or("less".to_string(), |v| format!("value {v}"));
    Ok(Verdict::failed(vec![
        format!("{name} gives {gives}, less than the best, {best}"),
        format!("a move that keeps it: {}", rules.move_name(best_move)),
    ]))
}

fn solver(e: impl std::fmt::Display) -> ChallengeError {
    ChallengeError::Solver(e.to_string())
}
