//! Bots against each other: many seeded games with the seats rotated, then wins, mean
//! scores with a 95% confidence interval, and games per second.

use super::bots::Bot;
use crate::engine::{Game, Turn};
use crate::random::Rng;
use std::time::Instant;

/// One bot's results.
#[derive(Clone, Debug)]
pub struct BotResult {
    pub name: String,
    /// Games won; a shared win counts as a fraction.
    pub wins: f64,
    pub games: u64,
    pub mean_score: f64,
    /// Half the width of the 95% confidence interval of the mean score.
    pub score_ci95: f64,
}

/// What an arena run measured.
#[derive(Clone, Debug)]
pub struct ArenaResult {
    pub games: u64,
    pub bots: Vec<BotResult>,
    pub games_per_second: f64,
}

/// Plays `games` games, game `i` seeded with `seed + i` and seat `s` held by bot
/// `(s + i) % bots`. The game has one seat per bot.
pub fn arena<G: Game>(
    game: &G,
    bots: &mut [Box<dyn Bot<G>>],
    games: u64,
    seed: u64,
) -> Result<ArenaResult, String> {
    let seats = game.players();
    let mut wins = vec![0.0; bots.len()];
    let mut scores: Vec<Vec<f64>> = vec![Vec::new(); bots.len()];
    let started = Instant::now();
    for i in 0..games {
        let mut rng = Rng::new(seed.wrapping_add(i));
        let mut state = game.initial_seeded(seed.wrapping_add(i));
        let count = bots.len();
        let seat_bot = |s: usize| (s + i as usize) % count;
        loop {
            match game.turn(&state) {
                Turn::Over => break,
                Turn::Player(p) => {
                    let mv = bots[seat_bot(p)].choose(game, &state, &mut rng);
                    state = game.play(&state, &mv)?;
                }
                Turn::Chance => {
                    let events = game.chance_events(&state);
                    let total: u64 = events.iter().map(|e| u64::from(e.1)).sum();
                    let mut pick = rng.below(total.max(1));
                    let chosen = events.iter().find(|e| {
                        let hit = pick < u64::from(e.1);
                        pick = pick.saturating_sub(u64::from(e.1));
                        hit
                    });
                    let mv = &chosen.ok_or("a chance turn without events")?.0;
                    state = game.play(&state, mv)?;
                }
            }
        }
        let outcome = game
            .outcome(&state)
            .ok_or("a finished game without an outcome")?;
        for seat in 0..seats {
            let b = seat_bot(seat);
            scores[b].push(outcome.scores[seat] as f64);
            if outcome.winners.contains(&seat) {
                wins[b] += 1.0 / outcome.winners.len() as f64;
            }
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let bots = bots
        .iter()
        .enumerate()
        .map(|(b, bot)| {
            let (mean, ci) = mean_and_ci(&scores[b]);
            BotResult {
                name: bot.name().to_string(),
                wins: wins[b],
                games: scores[b].len() as u64,
                mean_score: mean,
                score_ci95: ci,
            }
        })
        .collect();
    Ok(ArenaResult {
        games,
        bots,
        games_per_second: games as f64 / seconds.max(1e-9),
    })
}

/// The mean and the half-width of its normal 95% confidence interval.
fn mean_and_ci(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    if n < 2.0 {
        return (mean, 0.0);
    }
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (variance / n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn confidence_interval_of_a_known_sample() {
        // Sample 1..=5: mean 3, sample variance 2.5, half-width 1.96 * sqrt(2.5 / 5).
        let (mean, ci) = mean_and_ci(&[1.0, 2.0, 3.0, 4.0, 5.0]);
        assert_eq!(mean, 3.0);
        assert!((ci - 1.96 * 0.5f64.sqrt()).abs() < 1e-12);
    }
}
