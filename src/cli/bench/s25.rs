//! The Структура 25 workloads of `tessera bench`: move generation, the depth-2 analysis
//! of the bundled mid-game position, `path` from the empty grid, and 1,000 random games.

use super::row::{self, Row, seconds};
use crate::engine::{Bot, Game, RandomBot, Turn};
use crate::random::Rng;
use crate::struktura25::analyze::{Settings, analyze};
use crate::struktura25::path::{PathAnswer, shortest};
use crate::struktura25::{Move, Options, State, Struktura25, position, rules};
use serde::Serialize;
use std::time::{Duration, Instant};

const MIDGAME: &str = include_str!("../../../puzzles/struktura25/midgame.yaml");

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

/// One row per workload.
pub fn rows(runs: u32) -> Vec<Row> {
    let midgame = position::parse(MIDGAME, "midgame.yaml").expect("the bundled position is valid");
    vec![
        movegen_row(runs, &midgame),
        analyze_row(runs, &midgame),
        path_row(runs),
        games_row(runs),
    ]
}

/// The figures of a timed workload.
#[derive(Serialize)]
struct Timed {
    runs: u32,
    median_seconds: f64,
}

/// Legal moves listed per second in the mid-game position.
fn movegen_row(runs: u32, midgame: &State) -> Row {
    let generations = 10_000;
    let mut listed = 0;
    let time = median(runs, || {
        listed = (0..generations)
            .map(|_| rules::legal_moves(midgame).len())
            .sum::<usize>()
            / generations;
    });
    let rate = (listed * generations) as f64 / time.as_secs_f64();
    let position = "the mid-game position";
    row::movegen_row("s25 movegen", runs, rate, listed, position)
}

/// The depth-2 analysis of the mid-game position.
fn analyze_row(runs: u32, midgame: &State) -> Row {
    let settings = Settings {
        depth: 2,
        rollouts: 0,
        rollout_moves: 0,
        seed: 0,
    };
    let time = median(runs, || {
        analyze(midgame, settings);
    });
    let text = format!("{:>9.3} s (target: under 1 s)", time.as_secs_f64());
    let figures = Timed {
        runs,
        median_seconds: seconds(time),
    };
    Row::new("s25 analyze depth 2", "search", &figures, text)
}

/// The shortest path to 25 from the empty grid.
fn path_row(runs: u32) -> Row {
    #[derive(Serialize)]
    struct Figures {
        #[serde(flatten)]
        timed: Timed,
        turns: u32,
    }
    let mut turns = 0;
    let time = median(runs, || {
        if let (PathAnswer::Found { turns: t, .. }, _) = shortest(&State::new(2), 0, 10) {
            turns = t;
        }
    });
    let text = format!(
        "{:>9.3} s ({turns} turns; target: under 1 s)",
        time.as_secs_f64()
    );
    let timed = Timed {
        runs,
        median_seconds: seconds(time),
    };
    Row::new("s25 path empty", "path", &Figures { timed, turns }, text)
}

/// A thousand games between random bots.
fn games_row(runs: u32) -> Row {
    #[derive(Serialize)]
    struct Figures {
        #[serde(flatten)]
        timed: Timed,
        games: u64,
    }
    let games = 1000;
    let time = median(runs, || random_games(games));
    let text = format!(
        "{:>9.3} s for {games} games (target: under 1 s)",
        time.as_secs_f64()
    );
    let timed = Timed {
        runs,
        median_seconds: seconds(time),
    };
    Row::new("s25 random games", "arena", &Figures { timed, games }, text)
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
