//! A small seeded random number generator (SplitMix64): the same seed gives the same
//! sequence on every machine, which is all the benchmarks and games need.

/// SplitMix64 (Steele, Lea and Flood, 2014).
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), by rejection so every value is equally likely.
    pub fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }
}

impl Rng {
    /// Up to `count` of `items`, each drawn once, in the order drawn.
    pub fn draw<T>(&mut self, mut items: Vec<T>, count: usize) -> Vec<T> {
        let mut drawn = Vec::new();
        while drawn.len() < count && !items.is_empty() {
            let i = self.below(items.len() as u64) as usize;
            drawn.push(items.swap_remove(i));
        }
        drawn
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_takes_each_item_at_most_once() {
        let drawn = Rng::new(5).draw((0..10).collect(), 4);
        assert_eq!(drawn.len(), 4);
        let mut sorted = drawn.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 4, "{drawn:?}");
        assert_eq!(Rng::new(5).draw(vec![1, 2], 9).len(), 2);
    }

    #[test]
    fn known_first_output() {
        // SplitMix64 with seed 0 starts 0xE220A8397B1DCDAF (the reference implementation).
        assert_eq!(Rng::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [false; 6];
        for _ in 0..600 {
            seen[rng.below(6) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
