//! The Project L workloads of `tessera bench`: `fit` over every card with seeded random
//! supplies.

use crate::project_l::{CardFitter, Catalogue, Kind, Supply};
use crate::random::Rng;
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

/// `upgrade` for every card of the base deck from the starting supply (O1 + I2) with the
/// default bank: the median over runs of the slowest card's time, and the mean.
pub fn upgrade_from_start(runs: u32) -> (Duration, Duration, u32) {
    let deck = Catalogue::base();
    let start = Supply::of(&[Kind::O1, Kind::I2]);
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
            let plan = crate::project_l::cheapest_upgrade(&fitter, &start, &bank)
                .expect("every base card can be completed from the start");
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
