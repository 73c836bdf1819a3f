//! The Project L workloads of `tessera bench`: `fit` over every card with seeded random
//! supplies, upgrades from the start, four-card plans and arena games, and their rows.

use super::row::{Row, seconds};
use crate::cli::report::rounded;
use crate::project_l::{CardFitter, Catalogue, Kind, PlanState, Supply};
use crate::random::Rng;
use serde::Serialize;
use std::time::{Duration, Instant};

/// What one Project L workload measured.
pub struct QueryFigures {
    pub name: &'static str,
    pub queries: u64,
    /// Median over the runs of the mean time per query.
    pub per_query: Duration,
    /// Queries answered yes.
    pub yes: u64,
}

/// Supplies of 2 to 8 random base pieces, the same for every run.
fn random_supplies(count: usize, seed: u64) -> Vec<Supply> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let pieces = 2 + rng.below(7) as usize;
            let kinds: Vec<Kind> = (0..pieces)
                .map(|_| Kind::BASE[rng.below(Kind::BASE.len() as u64) as usize])
                .collect();
            Supply::of(&kinds)
        })
        .collect()
}

/// `fit` for every card of the base deck against the same 200 random supplies.
pub fn fit_queries(runs: u32) -> QueryFigures {
    let deck = Catalogue::base();
    let fitters: Vec<CardFitter> = deck.cards().iter().map(CardFitter::new).collect();
    let supplies = random_supplies(200, 2026);
    let mut times = Vec::new();
    let mut yes = 0;
    for _ in 0..runs {
        yes = 0;
        let started = Instant::now();
        for fitter in &fitters {
            for supply in &supplies {
                yes += u64::from(fitter.fits(supply, 0));
            }
        }
        times.push(started.elapsed());
    }
    times.sort();
    let queries = (fitters.len() * supplies.len()) as u64;
    QueryFigures {
        name: "fit 52 cards x 200",
        queries,
        per_query: times[times.len() / 2] / queries as u32,
        yes,
    }
}

/// `upgrade` for every card of the base deck from `start` with the default bank: the
/// median over runs of the slowest card's time, and the mean.
pub fn upgrade_every_card(start: &Supply, runs: u32) -> (Duration, Duration, u32) {
    let deck = Catalogue::base();
    let start = *start;
    let bank = Supply::default_bank(&start).expect("the start fits the bank");
    let mut slowest = Vec::new();
    let mut means = Vec::new();
    let mut total_cost = 0;
    for _ in 0..runs {
        let mut worst = Duration::ZERO;
        let mut sum = Duration::ZERO;
        total_cost = 0;
        for card in deck.cards() {
            let started = Instant::now();
            let fitter = CardFitter::new(card);
            let plan =
                crate::project_l::cheapest_upgrade(&fitter, &start, &bank, Default::default())
                    .expect("every base card can be completed from these supplies");
            let took = started.elapsed();
            total_cost += plan.cost();
            worst = worst.max(took);
            sum += took;
        }
        slowest.push(worst);
        means.push(sum / deck.cards().len() as u32);
    }
    slowest.sort();
    means.sort();
    (
        slowest[slowest.len() / 2],
        means[means.len() / 2],
        total_cost,
    )
}

/// What `plan` for seeded random mid-game states measured: four random cards of the base
/// deck and a supply of 2 to 8 random pieces each.
pub struct PlanFigures {
    pub slowest: Duration,
    pub mean: Duration,
    pub states: usize,
    /// States planned in under a second (the target).
    pub under_one_second: usize,
    /// Actions in all the plans found.
    pub actions: usize,
    /// Plans not proved shortest (the exact search reached its limit).
    pub unproved: usize,
    /// States with no plan found at all.
    pub gave_up: usize,
}

/// Runs `plan` on `states` such states.
pub fn plan_four_cards(states: usize) -> PlanFigures {
    let deck = Catalogue::base();
    let supplies = random_supplies(states, 25);
    let mut rng = Rng::new(4);
    let (mut worst, mut sum) = (Duration::ZERO, Duration::ZERO);
    let (mut actions, mut unproved, mut gave_up, mut under_one_second) = (0, 0, 0, 0);
    for supply in &supplies {
        let mut ids: Vec<&str> = Vec::new();
        while ids.len() < 4 {
            let card = &deck.cards()[rng.below(deck.cards().len() as u64) as usize];
            if !ids.contains(&card.id.as_str()) {
                ids.push(&card.id);
            }
        }
        let cards: String = ids.iter().map(|id| format!("  - card: {id}\n")).collect();
        let text = format!("supply: {supply}\ncards:\n{cards}");
        let state = PlanState::parse(&text, &deck).expect("a generated state is valid");
        let started = Instant::now();
        match crate::project_l::plan(&state) {
            Ok(plan) => {
                actions += plan.steps.len();
                unproved += usize::from(!plan.proved());
            }
            Err(_) => gave_up += 1,
        }
        let took = started.elapsed();
        under_one_second += usize::from(took < Duration::from_secs(1));
        worst = worst.max(took);
        sum += took;
    }
    PlanFigures {
        slowest: worst,
        mean: sum / states as u32,
        states,
        under_one_second,
        actions,
        unproved,
        gave_up,
    }
}

/// Whole Project L games between bots through the arena: the mean time per game.
pub fn game_time(bots: &[&str], games: u64) -> Duration {
    use crate::engine::{Playable, Players};
    use crate::project_l::game::{Options, ProjectL};
    let options = Options {
        players: Some(bots.len()),
        ..Options::default()
    };
    let game = ProjectL::from_options(&options, 1).expect("a standard game");
    let mut players: Vec<_> = bots
        .iter()
        .map(|b| ProjectL::bot(b).expect("a known bot"))
        .collect();
    let started = Instant::now();
    crate::play::arena::arena(&game, "project-l", &mut players, games, 1, &mut |_, _| {
        crate::exact_cover::Flow::Continue
    })
    .expect("bots play legally");
    started.elapsed() / games as u32
}

/// The figures of the `fit` workload.
#[derive(Serialize)]
struct FitFigures {
    runs: u32,
    queries: u64,
    median_seconds_per_query: f64,
    yes: u64,
}

/// The `fit` row: every card against 200 random supplies, `runs` times.
pub fn fit_row(runs: u32) -> Row {
    let fit = fit_queries(runs);
    let text = format!(
        "{:>8.2} µs/query ({} queries, {} fit)",
        fit.per_query.as_secs_f64() * 1e6,
        fit.queries,
        fit.yes
    );
    let figures = FitFigures {
        runs,
        queries: fit.queries,
        median_seconds_per_query: rounded(fit.per_query.as_secs_f64(), 9),
        yes: fit.yes,
    };
    Row::new(fit.name, "fit", &figures, text)
}

/// The figures of the `upgrade` workload.
#[derive(Serialize)]
struct UpgradeFigures {
    runs: u32,
    slowest_seconds: f64,
    mean_seconds: f64,
    total_cost: u32,
}

/// The `upgrade` rows: the cheapest path to each card from the starting pieces, and from a
/// hand of ghost pieces (each of whose choices of decompositions is a supply to search).
pub fn upgrade_rows(runs: u32) -> [Row; 2] {
    let start = Supply::of(&[Kind::O1, Kind::I2]);
    let ghosts = Supply::parse("15xP5 10xU5").expect("ghost kinds");
    [
        upgrade_row("upgrade from O1 I2", &start, runs),
        upgrade_row("upgrade from 15xP5 10xU5", &ghosts, runs),
    ]
}

fn upgrade_row(name: &str, start: &Supply, runs: u32) -> Row {
    let (slowest, mean, cost) = upgrade_every_card(start, runs);
    let text = format!(
        "{:>8.2} ms slowest card, {:.2} ms mean ({cost} actions over 52 cards)",
        slowest.as_secs_f64() * 1e3,
        mean.as_secs_f64() * 1e3
    );
    let figures = UpgradeFigures {
        runs,
        slowest_seconds: seconds(slowest),
        mean_seconds: seconds(mean),
        total_cost: cost,
    };
    Row::new(name, "upgrade", &figures, text)
}

/// The figures of the `plan` workload.
#[derive(Serialize)]
struct PlanRowFigures {
    states: usize,
    slowest_seconds: f64,
    mean_seconds: f64,
    under_one_second: usize,
    actions: usize,
    not_proved: usize,
    not_solved: usize,
}

/// The `plan` row: `states` random four-card states planned.
pub fn plan_row(states: usize) -> Row {
    let plan = plan_four_cards(states);
    let text = format!(
        "{:>9.3} s slowest, {:.3} s mean ({} states, {} under 1 s, {} actions, {} not proved \
         shortest, {} not solved)",
        plan.slowest.as_secs_f64(),
        plan.mean.as_secs_f64(),
        plan.states,
        plan.under_one_second,
        plan.actions,
        plan.unproved,
        plan.gave_up,
    );
    let figures = PlanRowFigures {
        states: plan.states,
        slowest_seconds: seconds(plan.slowest),
        mean_seconds: seconds(plan.mean),
        under_one_second: plan.under_one_second,
        actions: plan.actions,
        not_proved: plan.unproved,
        not_solved: plan.gave_up,
    };
    Row::new("plan 4 cards", "plan", &figures, text)
}

/// The figures of an arena workload.
#[derive(Serialize)]
struct ArenaFigures {
    games: u64,
    mean_seconds_per_game: f64,
}

/// An arena row: `games` games between `bots`.
pub fn arena_row(name: &str, bots: &[&str], games: u64) -> Row {
    let per_game = game_time(bots, games);
    let text = format!(
        "{:>8.3} ms per game ({games} games)",
        per_game.as_secs_f64() * 1e3
    );
    let figures = ArenaFigures {
        games,
        mean_seconds_per_game: seconds(per_game),
    };
    Row::new(name, "arena", &figures, text)
}
