//! One playout: from a sampled state, every player plays on like `planner` (see
//! [`Follower`](super::follower::Follower); the solo game's opponent by its own rules) to
//! the end, and the result is scored from the
//! searching player's side — the points it is ahead of its best rival (the virtual
//! opponent in the solo game), and a bonus for a win.

use crate::engine::{Game, Turn};
use crate::project_l::game::{Move, ProjectL, State};
use crate::random::Rng;

/// What a win is worth, in points of margin.
const WIN_BONUS: f64 = 10.0;
/// Moves a playout may make before it is scored where it stands (the rules end every game
/// well before; this only guards the search).
const MOST_MOVES: u64 = 2_000;

/// The value for `me` of playing `first` in `state` and then planner-like play to the end,
/// and the moves the playout made after `first` (its cost).
pub fn playout(
    game: &ProjectL,
    state: &State,
    first: &Move,
    me: usize,
    rng: &mut Rng,
) -> (f64, u64) {
    let Ok(mut state) = game.play(state, first) else {
        return (f64::NEG_INFINITY, 0);
    };
    let mut follower = super::follower::Follower::new(state.players.len(), me);
    let mut moves = 0;
    while moves < MOST_MOVES && game.turn(&state) != Turn::Over {
        match follower.step(game, &state, rng) {
            Some(next) => state = next,
            None => break,
        }
        moves += 1;
    }
    (value(game, &state, me), moves)
}

/// The margin over the best rival, plus the bonus for a win (shared wins count a part).
pub fn value(game: &ProjectL, state: &State, me: usize) -> f64 {
    let mine = game.score(state, me) as f64;
    let rival = if game.solo().is_some() {
        game.opponent_score(state) as f64
    } else {
        (0..state.players.len())
            .filter(|&p| p != me)
            .map(|p| game.score(state, p) as f64)
            .fold(f64::NEG_INFINITY, f64::max)
    };
    let win = match game.outcome(state) {
        Some(o) if o.winners.contains(&me) => 1.0 / o.winners.len() as f64,
        Some(_) => 0.0,
        // Cut short: a lead counts as a win.
        None => f64::from(u8::from(mine > rival)),
    };
    mine - rival + WIN_BONUS * win
}
