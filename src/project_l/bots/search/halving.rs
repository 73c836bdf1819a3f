//! Sequential halving: the playout budget is shared by ⌈log₂ k⌉ rounds over the `k`
//! candidates; in each round every candidate still in plays the same number of playouts,
//! and the better half (rounded up; ties to the candidate listed first) goes on. The `j`-th
//! playout of every candidate uses the same sample of the hidden cards, so the candidates of
//! a round are compared on the same deck orders.

/// Playouts so far of each candidate: the sum of their values and their number.
pub struct Halving {
    stats: Vec<(f64, u64)>,
    alive: Vec<usize>,
}

impl Halving {
    pub fn new(candidates: usize) -> Halving {
        Halving {
            stats: vec![(0.0, 0); candidates],
            alive: (0..candidates).collect(),
        }
    }

    /// Rounds of halving that `candidates` need to come down to one.
    pub fn rounds(candidates: usize) -> u64 {
        u64::from(candidates.max(2).next_power_of_two().trailing_zeros())
    }

    /// The candidates still in.
    pub fn alive(&self) -> usize {
        self.alive.len()
    }

    /// `per` more playouts of each candidate still in, `play(candidate, j)` giving the value
    /// of its `j`-th playout, unless `stop` says the time is up; playouts played.
    pub fn round(
        &mut self,
        per: u64,
        play: &mut dyn FnMut(usize, u64) -> f64,
        stop: &dyn Fn() -> bool,
    ) -> u64 {
        let mut played = 0;
        for &i in &self.alive {
            for _ in 0..per {
                if stop() {
                    return played;
                }
                let (sum, n) = &mut self.stats[i];
                *sum += play(i, *n);
                *n += 1;
                played += 1;
            }
        }
        played
    }

    /// Keeps the better half of the candidates still in (by mean value).
    pub fn cut(&mut self) {
        let stats = &self.stats;
        let mean = |i: usize| match stats[i] {
            (_, 0) => f64::NEG_INFINITY,
            (sum, n) => sum / n as f64,
        };
        self.alive
            .sort_by(|&a, &b| mean(b).total_cmp(&mean(a)).then(a.cmp(&b)));
        self.alive.truncate(self.alive.len().div_ceil(2));
    }

    /// The candidate of the best mean (ties to the one listed first), those not yet
    /// played last.
    pub fn best_of_all(&mut self) -> usize {
        while self.alive.len() > 1 {
            self.cut();
        }
        self.best()
    }

    /// The best candidate still in, once [`cut`](Self::cut).
    pub fn best(&self) -> usize {
        self.alive[0]
    }
}

/// Playouts of each candidate still in, round by round: `budget` playouts shared equally by
/// the rounds left, each round's share split among the candidates still in (at least one
/// each), what a round leaves over going to the next.
pub fn schedule(candidates: usize, budget: u64) -> Vec<u64> {
    let mut alive = candidates as u64;
    let mut left = budget;
    (0..Halving::rounds(candidates))
        .rev()
        .map(|after| {
            let per = (left / (after + 1) / alive).max(1);
            left = left.saturating_sub(per * alive);
            alive = alive.div_ceil(2);
            per
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_halve_down_to_one() {
        let rounds: Vec<u64> = (1..=9).map(Halving::rounds).collect();
        assert_eq!(rounds, [1, 1, 2, 2, 3, 3, 3, 3, 4]);
    }

    #[test]
    fn the_schedule_shares_the_budget_by_hand() {
        // 5 candidates, 100 playouts, 3 rounds: 100/3/5 = 6 each (30), then 70/2/3 = 11
        // each of 3 (33), then 37/1/2 = 18 each of 2 (36): 99 in all.
        assert_eq!(schedule(5, 100), [6, 11, 18]);
        // 2 candidates: one round of everything.
        assert_eq!(schedule(2, 7), [3]);
        // Too small a budget still plays each candidate once a round.
        assert_eq!(schedule(4, 1), [1, 1]);
    }

    #[test]
    fn the_better_half_goes_on_and_ties_go_first() {
        let mut h = Halving::new(5);
        let values = [1.0, 3.0, 3.0, 0.0, 2.0];
        let played = h.round(2, &mut |i, _| values[i], &|| false);
        assert_eq!(played, 10);
        h.cut();
        assert_eq!(h.alive, [1, 2, 4]);
        h.cut();
        assert_eq!(h.best(), 1);
    }

    #[test]
    fn a_round_stops_when_told() {
        let mut h = Halving::new(3);
        let calls = std::cell::Cell::new(0);
        let played = h.round(4, &mut |_, _| 1.0, &|| {
            calls.set(calls.get() + 1);
            calls.get() > 5
        });
        assert_eq!(played, 5);
        h.cut();
        assert_eq!(
            h.best(),
            0,
            "the candidate played most, at equal means, listed first"
        );
    }
}
