//! A bounded memory of computed values that forgets, when full, what was not used since the
//! last turnover instead of everything: two generations, the current one filled until it
//! holds its share, then kept as the old one while a new one fills. A value found in the old
//! generation moves to the current one, so what is used again survives every turnover.
//! Emptying a full memory all at once makes the next searches recompute everything at one go
//! (a burst that shows as a long turn); this spreads the recomputing and keeps the values in
//! use.

use std::collections::HashMap;
use std::hash::Hash;

/// At most about `2 × share` values: the current generation and the one before it.
pub struct TwoGenerations<K, V> {
    current: HashMap<K, V>,
    old: HashMap<K, V>,
    share: usize,
}

impl<K: Eq + Hash + Clone, V: Clone> TwoGenerations<K, V> {
    /// A memory whose generations hold `share` values each (at least one).
    pub fn new(share: usize) -> TwoGenerations<K, V> {
        TwoGenerations {
            current: HashMap::new(),
            old: HashMap::new(),
            share: share.max(1),
        }
    }

    /// The value remembered for `key`, or `make`'s, remembered from now on.
    pub fn get_or_insert_with(&mut self, key: K, make: impl FnOnce() -> V) -> V {
        self.get(&key).unwrap_or_else(|| {
            let value = make();
            self.insert(key, value.clone());
            value
        })
    }

    /// The value remembered for `key`, moved to the current generation if it was old.
    pub fn get(&mut self, key: &K) -> Option<V> {
        if let Some(value) = self.current.get(key) {
            return Some(value.clone());
        }
        let value = self.old.remove(key)?;
        self.insert(key.clone(), value.clone());
        Some(value)
    }

    /// Remembers `value` for `key` in the current generation, starting a new one first if
    /// the current one is full.
    pub fn insert(&mut self, key: K, value: V) {
        if self.current.len() >= self.share {
            self.old = std::mem::take(&mut self.current);
        }
        self.current.insert(key, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_in_use_survives_turnovers_and_the_rest_is_forgotten() {
        let mut memory = TwoGenerations::new(2);
        memory.insert("kept", 1);
        for (i, key) in ["a", "b", "c", "d", "e"].into_iter().enumerate() {
            memory.insert(key, i + 10);
            assert_eq!(memory.get(&"kept"), Some(1), "after {key}");
        }
        assert!(memory.current.len() + memory.old.len() <= 4);
        assert_eq!(memory.get(&"a"), None);
        assert_eq!(memory.get(&"e"), Some(14));
    }

    #[test]
    fn values_are_made_once_while_remembered() {
        let mut memory = TwoGenerations::new(3);
        let mut made = 0;
        for _ in 0..3 {
            for key in 0..3 {
                memory.get_or_insert_with(key, || {
                    made += 1;
                    key * 2
                });
            }
        }
        assert_eq!(made, 3);
        assert_eq!(memory.get_or_insert_with(1, || 99), 2);
    }
}
