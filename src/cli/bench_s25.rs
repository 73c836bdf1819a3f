//! The Структура 25 workloads of `tessera bench`: move generation, the depth-2 analysis
//! of the bundled mid-game position, `path` from the empty grid, and 1,000 random games.

use crate::engine::{Bot, Game, RandomBot, Turn};
use crate::random::Rng;
use crate::struktura25::analyze::{Settings, analyze};
use crate::struktura25::path::{PathAnswer, shortest};
use crate::struktura25::{Move, Options, State, Struktura25, position, rules};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const MIDGAME: &str = include_str!("../../puzzles/struktura25/midgame.yaml");

/// The median of several timings of `work`.
fn median(runs: u32, mut work: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let started = Instant::now();
            work();
            started.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

/// One line of the table and one JSON row per workload.
pub fn rows(runs: u32) -> Vec<(String, Value)> {
    let midgame = position::parse(MIDGAME, "midgame.yaml").expect("the bundled position is valid");
    let mut out = Vec::new();
    let generations = 10_000;
    let mut listed = 0;
    let time = median(runs, || {
        listed = (0..generations)
            .map(|_| rules::legal_moves(&midgame).len())
            .sum::<usize>()
            / generations;
    });
    let rate = (listed * generations) as f64 / time.as_secs_f64();
    out.push((
        format!("{:<20} {:>9} {:>8.1} M moves/s ({listed} moves in the mid-game position)", "s25 movegen", "rules", rate / 1e6),
        json!({"workload": "s25 movegen", "engine": "rules", "runs": runs, "moves_per_second": rate}),
    ));
    let settings = Settings {
        depth: 2,
        rollouts: 0,
        rollout_moves: 0,
        seed: 0,
    };
    let time = median(runs, || {
        analyze(&midgame, settings);
    });
    out.push((
        format!("{:<20} {:>9} {:>9.3} s (target: under 1 s)", "s25 analyze depth 2", "search", time.as_secs_f64()),
        json!({"workload": "s25 analyze depth 2", "engine": "search", "runs": runs, "median_seconds": time.as_secs_f64()}),
    ));
    let mut turns = 0;
    let time = median(runs, || {
        if let (PathAnswer::Found { turns: t, .. }, _) = shortest(&State::new(2), 0, 10) {
            turns = t;
        }
    });
    out.push((
        format!("{:<20} {:>9} {:>9.3} s ({turns} turns; target: under 1 s)", "s25 path empty", "path", time.as_secs_f64()),
        json!({"workload": "s25 path empty", "engine": "path", "runs": runs, "median_seconds": time.as_secs_f64(), "turns": turns}),
    ));
    let games = 1000;
    let time = median(runs, || random_games(games));
    out.push((
        format!("{:<20} {:>9} {:>9.3} s for {games} games (target: under 1 s)", "s25 random games", "arena", time.as_secs_f64()),
        json!({"workload": "s25 random games", "engine": "arena", "runs": runs, "games": games, "median_seconds": time.as_secs_f64()}),
    ));
    out
}

/// Plays random 2-player games to the end.
fn random_games(games: u64) {
    let game = Struktura25::new(&Options::default()).expect("the default options make a game");
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut state = game.initial();
        loop {
            let mv = match game.turn(&state) {
                Turn::Over => break,
                Turn::Chance => Move::Roll(1 + rng.below(6) as u8),
                Turn::Player(_) => RandomBot.choose(&game, &state, &mut rng),
            };
            state = game.play(&state, &mv).expect("a legal move plays");
        }
    }
}
