//! The `perfect` bot's row of `tessera bench --golomb`: seeded games of Golomb's game from
//! the empty board, `perfect` moving first against the `random` bot, each of its moves
//! timed; the row gives the slowest move and how many games it won (all, as the book and
//! the live proof promise; target: every move under 2 s).

use super::row::{Row, seconds};
use crate::engine::{Game, Turn};
use crate::polyssimo::bots::bot;
use crate::polyssimo::{Polyssimo, golomb_options};
use crate::random::Rng;
use serde::Serialize;
use std::time::Instant;

/// The games played.
const GAMES: u64 = 10;

/// The figures of the row.
#[derive(Serialize)]
struct PerfectFigures {
    games: u64,
    won: u64,
    moves: usize,
    slowest_move_seconds: f64,
}

/// Plays the games and makes the row.
pub fn row() -> Row {
    let game = Polyssimo::new(&golomb_options()).expect("Golomb's game sets up");
    let mut figures = PerfectFigures {
        games: GAMES,
        won: 0,
        moves: 0,
        slowest_move_seconds: 0.0,
    };
    for seed in 1..=GAMES {
        let (won, times) = play_one(&game, seed);
        figures.won += u64::from(won);
        figures.moves += times.len();
        let slowest = times.into_iter().fold(0.0, f64::max);
        figures.slowest_move_seconds = seconds(figures.slowest_move_seconds.max(slowest));
    }
    let text = format!(
        "{:>9.3} s slowest of {} moves; won {} of {} games against random (target: under 2 s, every game)",
        figures.slowest_move_seconds, figures.moves, figures.won, figures.games
    );
    Row::new("golomb perfect", "perfect bot", &figures, text)
}

/// One game, `perfect` first: whether it won, and each of its moves' time.
fn play_one(game: &Polyssimo, seed: u64) -> (bool, Vec<f64>) {
    let mut perfect = bot("perfect").expect("perfect is a Golomb bot");
    let mut random = bot("random").expect("random is a bot");
    let (mut rng, mut state) = (Rng::new(seed), game.initial_seeded(seed));
    let mut times = Vec::new();
    while let Turn::Player(player) = game.turn(&state) {
        let started = Instant::now();
        let mv = match player {
            0 => perfect.choose(game, &state, &mut rng),
            _ => random.choose(game, &state, &mut rng),
        };
        if player == 0 {
            times.push(started.elapsed().as_secs_f64());
        }
        state = game.play(&state, &mv).expect("bots play legal moves");
    }
    let won = game.outcome(&state).is_some_and(|o| o.winners == [0]);
    (won, times)
}
