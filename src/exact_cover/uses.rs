//! How often the chosen options use each item, against the item's bounds: the bookkeeping
//! both solvers share for counted items (primary and secondary items are bounded 0..=1).

use super::problem::ItemKind;

/// Use counts per item, with the items still below their minimum counted.
#[derive(Clone, Debug)]
pub(super) struct Uses {
    used: Vec<u32>,
    min: Vec<u32>,
    max: Vec<u32>,
    /// Items still below their minimum.
    deficit: u32,
}

impl Uses {
    /// Counters for `kinds`, stored from index `first` on (the dancing links number items
    /// from 1).
    pub fn new(kinds: &[ItemKind], first: usize) -> Uses {
        let n = kinds.len() + first;
        let mut uses = Uses {
            used: vec![0; n],
            min: vec![0; n],
            max: vec![1; n],
            deficit: 0,
        };
        for (i, kind) in kinds.iter().enumerate() {
            if let ItemKind::Counted { min, max } = *kind {
                uses.min[i + first] = min;
                uses.max[i + first] = max;
                uses.deficit += u32::from(min > 0);
            }
        }
        uses
    }

    /// Counts one more use of `item`; answers whether it has now reached its maximum.
    pub fn take(&mut self, item: usize) -> bool {
        self.used[item] += 1;
        if self.used[item] == self.min[item] {
            self.deficit -= 1;
        }
        self.used[item] == self.max[item]
    }

    /// Undoes [`Uses::take`]; answers whether the item was at its maximum before.
    pub fn give_back(&mut self, item: usize) -> bool {
        let was_full = self.used[item] == self.max[item];
        if self.used[item] == self.min[item] {
            self.deficit += 1;
        }
        self.used[item] -= 1;
        was_full
    }

    /// Whether every item has reached its minimum.
    pub fn minimums_met(&self) -> bool {
        self.deficit == 0
    }

    /// Items whose maximum is 0: no option may use them.
    pub fn forbidden(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.max.len()).filter(|&i| self.max[i] == 0)
    }
}
