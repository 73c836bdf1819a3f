//! Bots against each other: many seeded games with the seats rotated, then wins, mean
//! scores with a 95% confidence interval, and games per second.

use super::error::{MoveError, MoveReason, PlayError};
use super::turn_times::{TurnClock, TurnSummary, thread_time, wanted};
use crate::engine::{Bot, Game, Outcome, Turn};
use crate::exact_cover::Flow;
use crate::random::Rng;
use std::time::Instant;

/// Set (to anything), the environment variable that makes an arena run keep each bot move
/// as a line ([`ArenaResult::moves`]: the game's seed, the seat, the bot and the move in
/// notation, separated by tabs), which `play arena` writes to standard error (for counting
/// what a bot plays).
pub const ARENA_MOVES: &str = "TESSERA_ARENA_MOVES";

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
    /// The 95% (Wilson) interval of the share of games won.
    pub win_ci95: (f64, f64),
    /// Its turns' processor times, when asked for (see [`turn_times`](super::turn_times)).
    pub turn_times: Option<TurnSummary>,
}

/// What an arena run measured.
#[derive(Clone, Debug)]
pub struct ArenaResult {
    /// Games played: those asked for, or fewer when the watcher said stop.
    pub games: u64,
    /// Games asked for.
    pub asked: u64,
    pub bots: Vec<BotResult>,
    pub games_per_second: f64,
    /// Each bot move as a line, with [`ARENA_MOVES`] set.
    pub moves: Option<Vec<String>>,
}

/// Told after each game of an arena run: games played, games in all; it may stop the run
/// (the results then count the games played).
pub type Watch<'a> = dyn FnMut(u64, u64) -> Flow + 'a;

/// Plays `games` games, game `i` seeded with `seed + i` and seat `s` held by bot
/// `(s + i) % bots`. The game has one seat per bot.
pub fn arena<G: Game>(
    game: &G,
    name: &'static str,
    bots: &mut [Box<dyn Bot<G>>],
    games: u64,
    seed: u64,
    watch: &mut Watch,
) -> Result<ArenaResult, PlayError> {
    let seats = game.players();
    if bots.len() != seats {
        return Err(PlayError::ArenaSeats {
            bots: bots.len(),
            seats,
        });
    }
    if games == 0 {
        return Err(PlayError::NoGames);
    }
    let mut tally = Tally::new(bots.len());
    let mut clock = wanted().then(|| TurnClock::new(bots.len()));
    let mut moves = std::env::var_os(ARENA_MOVES).map(|_| Vec::new());
    let started = Instant::now();
    let mut played = 0;
    while played < games {
        let i = played;
        let seat_bot = |s: usize| (s + i as usize) % seats;
        let table = Table {
            game,
            name,
            seat_bot: &seat_bot,
        };
        let outcome = table.play_one(bots, seed.wrapping_add(i), clock.as_mut(), moves.as_mut())?;
        tally.add(&outcome, seat_bot);
        played += 1;
        if watch(played, games) == Flow::Stop {
            break;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    Ok(ArenaResult {
        games: played,
        asked: games,
        bots: tally.results(bots, clock),
        games_per_second: played as f64 / seconds.max(1e-9),
        moves,
    })
}

/// The game and how seats map to bots for one game of the arena.
struct Table<'a, G: Game> {
    game: &'a G,
    name: &'static str,
    seat_bot: &'a dyn Fn(usize) -> usize,
}

impl<G: Game> Table<'_, G> {
    /// One game from the seed to the end; its outcome. With a `clock`, the bots' decisions
    /// are timed into it.
    fn play_one(
        &self,
        bots: &mut [Box<dyn Bot<G>>],
        seed: u64,
        mut clock: Option<&mut TurnClock>,
        mut moves: Option<&mut Vec<String>>,
    ) -> Result<Outcome, PlayError> {
        let (game, name) = (self.game, self.name);
        let mut rng = Rng::new(seed);
        let mut state = game.initial_seeded(seed);
        loop {
            let (mv, bot) = match game.turn(&state) {
                Turn::Over => break,
                Turn::Player(p) => {
                    let b = (self.seat_bot)(p);
                    let before = clock.is_some().then(thread_time).flatten();
                    let mv = bots[b].choose(game, &state, &mut rng);
                    (mv, Some((b, before)))
                }
                Turn::Chance => (
                    sample_chance(game, &state, &mut rng)
                        .ok_or(PlayError::NoOutcome { game: name })?,
                    None,
                ),
            };
            let after = self.play(bots, &state, &mv, bot.map(|(b, _)| b))?;
            if let (Some(moves), Turn::Player(p), Some((b, _))) =
                (moves.as_deref_mut(), game.turn(&state), bot)
            {
                let text = game.format_move(&state, &mv);
                moves.push(format!("{seed}\t{p}\t{}\t{text}", bots[b].name()));
            }
            // The time is read (a file under /proc) only for a clock: reading it at every
            // move made untimed games several times slower.
            if let (Some(clock), Some((b, Some(before)))) = (clock.as_deref_mut(), bot)
                && let Some(now) = thread_time()
            {
                let ends = !game.turn_continues(&state, &after);
                clock.add(b, (now - before).as_secs_f64(), ends);
            }
            state = after;
        }
        game.outcome(&state)
            .ok_or(PlayError::NoOutcome { game: name })
    }

    /// The state after `mv`, or the error naming the `bot` (chance when none) that chose it.
    fn play(
        &self,
        bots: &[Box<dyn Bot<G>>],
        state: &G::State,
        mv: &G::Move,
        bot: Option<usize>,
    ) -> Result<G::State, PlayError> {
        self.game
            .play(state, mv)
            .map_err(|e| PlayError::BotRefused {
                bot: bot.map_or_else(|| "chance".into(), |b| bots[b].name().to_string()),
                refused: MoveError {
                    text: self.game.format_move(state, mv),
                    reason: MoveReason::Rules(e.into()),
                },
            })
    }
}

/// On a chance turn, one of the events drawn by weight.
pub fn sample_chance<G: Game>(game: &G, state: &G::State, rng: &mut Rng) -> Option<G::Move> {
    let events = game.chance_events(state);
    let total: u64 = events.iter().map(|e| u64::from(e.1)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.below(total);
    events.into_iter().find_map(|(mv, weight)| {
        let hit = pick < u64::from(weight);
        pick = pick.saturating_sub(u64::from(weight));
        hit.then_some(mv)
    })
}

/// Wins and scores per bot.
struct Tally {
    wins: Vec<f64>,
    scores: Vec<Vec<f64>>,
}

impl Tally {
    fn new(bots: usize) -> Tally {
        Tally {
            wins: vec![0.0; bots],
            scores: vec![Vec::new(); bots],
        }
    }

    fn add(&mut self, outcome: &Outcome, seat_bot: impl Fn(usize) -> usize) {
        for (seat, &score) in outcome.scores.iter().enumerate() {
            let b = seat_bot(seat);
            self.scores[b].push(score as f64);
            if outcome.winners.contains(&seat) {
                self.wins[b] += 1.0 / outcome.winners.len() as f64;
            }
        }
    }

    fn results<G: Game>(
        &self,
        bots: &[Box<dyn Bot<G>>],
        clock: Option<TurnClock>,
    ) -> Vec<BotResult> {
        let mut times = clock.map(TurnClock::summaries).unwrap_or_default();
        times.resize(bots.len(), None);
        bots.iter()
            .zip(times)
            .enumerate()
            .map(|(b, (bot, turn_times))| {
                let (mean, ci) = mean_and_ci(&self.scores[b]);
                BotResult {
                    name: bot.name().to_string(),
                    wins: self.wins[b],
                    games: self.scores[b].len() as u64,
                    mean_score: mean,
                    score_ci95: ci,
                    win_ci95: crate::stats::wilson95(self.wins[b], self.scores[b].len() as f64),
                    turn_times,
                }
            })
            .collect()
    }
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
