//! Bots for Структура 25: `greedy` (the best move by the static evaluation: a win when
//! there is one, never a collapse without a token, growth towards lines of five and the
//! cluster, blocking the others' open lines), `expectimax` (two turns over the die) and
//! `montecarlo` (playouts from the greedy bot's best few moves), besides `random`.

use super::eval::evaluate;
use super::game::Struktura25;
use super::moves::Move;
use super::rules;
use super::search::{self, best_removal};
use super::state::{Phase, State};
use crate::engine::{Bot, RandomBot};
use crate::random::Rng;

/// The bots by name, the default first.
pub const BOT_NAMES: &[&str] = &["greedy", "random", "expectimax", "montecarlo"];

/// A bot by name.
pub fn bot(name: &str) -> Option<Box<dyn Bot<Struktura25>>> {
    Some(match name {
        "greedy" => Box::new(Greedy),
        "random" => Box::new(RandomBot),
        "expectimax" => Box::new(Expectimax { depth: 2 }),
        "montecarlo" => Box::new(MonteCarlo {
            candidates: 6,
            playouts: 24,
        }),
        _ => return None,
    })
}

/// The greedy value of a move: the evaluation after it, with an uncancelled collapse
/// counted over the die.
pub fn greedy_value(state: &State, mv: &Move) -> f64 {
    let me = state.to_move;
    let next = rules::play(state, mv).expect("a legal move plays");
    match next.phase {
        Phase::Roll => {
            let outcomes = search::die_outcomes(&next);
            // A collapse the player could have avoided costs more than its expected chips.
            outcomes
                .iter()
                .map(|(s, p)| p * f64::from(evaluate(s, me)))
                .sum::<f64>()
                - 400.0
        }
        Phase::Remove(_) => f64::from(evaluate(&best_removal(&next), me)),
        Phase::Move => f64::from(evaluate(&next, me)),
    }
}

/// The moves with the highest value, one of them picked at random.
fn best_of(scored: Vec<(Move, f64)>, rng: &mut Rng) -> Move {
    let best = scored
        .iter()
        .map(|(_, v)| *v)
        .fold(f64::NEG_INFINITY, f64::max);
    let top: Vec<Move> = scored
        .into_iter()
        .filter(|(_, v)| *v >= best - 1e-9)
        .map(|(m, _)| m)
        .collect();
    top[rng.below(top.len() as u64) as usize]
}

/// The greedy bot.
pub struct Greedy;

impl Bot<Struktura25> for Greedy {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, _game: &Struktura25, state: &State, rng: &mut Rng) -> Move {
        let scored = rules::legal_moves(state)
            .into_iter()
            .map(|mv| (mv, greedy_value(state, &mv)))
            .collect();
        best_of(scored, rng)
    }
}

/// Expectiminimax over the die to a depth in turns (paranoid with 3–4 players).
pub struct Expectimax {
    pub depth: u32,
}

impl Bot<Struktura25> for Expectimax {
    fn name(&self) -> &str {
        "expectimax"
    }

    fn choose(&mut self, _game: &Struktura25, state: &State, rng: &mut Rng) -> Move {
        best_of(search::move_values(state, self.depth), rng)
    }
}

/// Playouts: the greedy bot's best few moves, each played out many times; the move that
/// wins most often.
pub struct MonteCarlo {
    pub candidates: usize,
    pub playouts: u32,
}

impl Bot<Struktura25> for MonteCarlo {
    fn name(&self) -> &str {
        "montecarlo"
    }

    fn choose(&mut self, _game: &Struktura25, state: &State, rng: &mut Rng) -> Move {
        let me = state.to_move;
        let mut scored: Vec<(Move, f64)> = rules::legal_moves(state)
            .into_iter()
            .map(|mv| (mv, greedy_value(state, &mv)))
            .collect();
        if state.phase != Phase::Move || scored.len() == 1 {
            return best_of(scored, rng);
        }
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        scored.truncate(self.candidates);
        let rated = scored
            .into_iter()
            .map(|(mv, _)| {
                let next = rules::play(state, &mv).expect("a legal move plays");
                let wins = (0..self.playouts)
                    .filter(|_| search::playout(&next, rng).contains(&me))
                    .count();
                (mv, wins as f64)
            })
            .collect();
        best_of(rated, rng)
    }
}
