//! `tessera play arena GAME --bots A,B`: bots against each other, seats rotated; each bot's
//! wins, mean score and their 95% intervals, and the games played per second.

use super::ArenaArgs;
use super::game_args::GameCall;
use crate::cli::progress::Stretch;
use crate::cli::report::{OutputArgs, Report, emit, rounded};
use crate::cli::{Answer, Streams, interrupt};
use crate::exact_cover::Flow;
use crate::play::Games;
use crate::play::arena::ArenaResult;
use crate::play::turn_times::TurnSummary;
use anyhow::{Result, bail};
use serde::Serialize;
use std::io::Write;

pub fn run(call: &GameCall<ArenaArgs>, games: &Games, io: &mut Streams) -> Result<Answer> {
    let args = &call.common;
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
    let seed = args.seed.seed;
    let bots = crate::cli::args::items(&args.bots);
    if bots.is_empty() {
        bail!("give the bots with --bots, one per seat: --bots greedy,random");
    }
    let seats = bots.len();
    let session = entry
        .start_seated(&call.options, seed, seats)
        .map_err(|e| match super::wrong_option_file(entry, &call.options) {
            Some((_, wrong_file)) => wrong_file.context(entry.name),
            None => seats_refused(e.into(), entry.name, seats),
        })?;
    let mut progress = io.progress(!args.json);
    let stretch = Stretch::start();
    let budget = args.think.budget();
    interrupt::catch();
    let result = session.arena(&bots, budget, args.games, seed, &mut |done, all| {
        progress.draw(|| {
            format!(
                "arena: {done}/{all} games{}",
                stretch.time_left(done as usize, all as usize)
            )
        });
        match interrupt::requested() {
            true => Flow::Stop,
            false => Flow::Continue,
        }
    });
    progress.finish();
    // Not prefixed with the game: it is on the command line, and the errors that need it
    // (an unknown bot) name it.
    let result = result?;
    for line in result.moves.iter().flatten() {
        writeln!(io.err, "{line}")?;
    }
    let output = OutputArgs::json_only(args.json);
    emit(&ArenaReport::new(&result), &output, io.out)
}

/// `play arena`'s report: per bot its wins (a shared win counts as a fraction), games,
/// mean score and the 95% intervals; figures rounded for JSON.
#[derive(Serialize)]
struct ArenaReport<'a> {
    games: u64,
    /// False when Ctrl-C stopped the run: `games` counts those played.
    complete: bool,
    bots: Vec<BotLine>,
    games_per_second: f64,
    #[serde(skip)]
    result: &'a ArenaResult,
}

#[derive(Serialize)]
struct BotLine {
    name: String,
    wins: f64,
    games: u64,
    mean_score: f64,
    score_ci95: f64,
    win_share_ci95: [f64; 2],
    /// Its turns' processor times in seconds, to the millisecond, with
    /// `TESSERA_TURN_TIMES` set (`null` without it).
    turn_seconds: Option<TurnSummary>,
}

impl<'a> ArenaReport<'a> {
    fn new(result: &'a ArenaResult) -> ArenaReport<'a> {
        let names = seat_names(result.bots.iter().map(|b| b.name.as_str()));
        let bots = (result.bots.iter().zip(names))
            .map(|(b, name)| BotLine {
                name,
                wins: rounded(b.wins, 2),
                games: b.games,
                mean_score: rounded(b.mean_score, 3),
                score_ci95: rounded(b.score_ci95, 3),
                win_share_ci95: [rounded(b.win_ci95.0, 4), rounded(b.win_ci95.1, 4)],
                turn_seconds: b.turn_times.as_ref().map(to_the_millisecond),
            })
            .collect();
        ArenaReport {
            games: result.games,
            complete: result.games == result.asked,
            bots,
            games_per_second: rounded(result.games_per_second, 2),
            result,
        }
    }
}

/// A bot's turn times rounded to the millisecond, as every time in JSON is.
fn to_the_millisecond(times: &TurnSummary) -> TurnSummary {
    let ms = |seconds: f64| rounded(seconds, 3);
    TurnSummary {
        turns: times.turns,
        mean: ms(times.mean),
        median: ms(times.median),
        p90: ms(times.p90),
        p99: ms(times.p99),
        longest: ms(times.longest),
    }
}

/// The bots' names in the arena's rows: a bot given more than once is told apart by its
/// place in `--bots` (`greedy#1`, `greedy#2`), the seat it takes in the first game.
fn seat_names<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let all: Vec<&str> = names.collect();
    (all.iter().enumerate())
        .map(
            |(seat, name)| match all.iter().filter(|n| *n == name).count() {
                1 => name.to_string(),
                _ => format!("{name}#{}", seat + 1),
            },
        )
        .collect()
}

impl Report for ArenaReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let head = ["bot", "wins", "win %", "(95% CI)", "mean score (95% CI)"];
        let [bot, wins, share, ci, score] = head;
        writeln!(out, "{bot:<10} {wins:>8} {share:>7} {ci:>16} {score:>22}")?;
        for (b, line) in self.result.bots.iter().zip(&self.bots) {
            let share = 100.0 * b.wins / b.games.max(1) as f64;
            let (low, high) = (100.0 * b.win_ci95.0, 100.0 * b.win_ci95.1);
            writeln!(
                out,
                "{:<10} {:>8.1} {:>6.1}% {:>16} {:>13.2} ± {:<6.2}",
                line.name,
                b.wins,
                share,
                format!("[{low:.1}, {high:.1}]"),
                b.mean_score,
                b.score_ci95
            )?;
        }
        let (games, speed) = (self.result.games, self.result.games_per_second);
        writeln!(out, "{games} games, {speed:.1} games per second")?;
        for line in &self.bots {
            if let Some(t) = &line.turn_seconds {
                writeln!(
                    out,
                    "{}: {} turns, processor time mean {:.3} s, median {:.3} s, 90th percentile {:.3} s, 99th {:.3} s, longest {:.3} s",
                    line.name, t.turns, t.mean, t.median, t.p90, t.p99, t.longest
                )?;
            }
        }
        if !self.complete {
            let asked = self.result.asked;
            writeln!(
                out,
                "not complete: stopped by Ctrl-C after {games} of {asked} games"
            )?;
        }
        Ok(())
    }

    /// Not decided (exit 3) when Ctrl-C stopped the run before the games asked for.
    fn answer(&self) -> Answer {
        match self.complete {
            true => Answer::Yes,
            false => Answer::Undecided,
        }
    }
}

/// A game refused for the `seats` the bots take: a refusal that names the players is told
/// where their number came from (`--bots greedy` alone is one player).
fn seats_refused(error: anyhow::Error, game: &str, seats: usize) -> anyhow::Error {
    match error.to_string().contains("players") {
        true => {
            let bots = crate::wording::count(seats, "bot");
            error.context(format!(
                "{game}: --bots seats one bot a player ({bots} given)"
            ))
        }
        false => error.context(game.to_string()),
    }
}
