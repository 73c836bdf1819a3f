//! How far a card has come, as a multiset of the kinds placed on it since the plan began.
//!
//! Pieces on one card never overlap, so any subset of a filling's pieces can be placed in
//! any order. A card's progress is therefore the multiset of kinds placed so far, and it is
//! legal exactly when some filling of the card's empty cells contains it; the cells each
//! piece takes are chosen at the end, from a filling with the final multiset. This module
//! enumerates those multisets once per card and links them by "place one more of kind k".

use crate::project_l::{CardFitter, CellMask, Kind, Supply};
use std::collections::HashMap;

/// No next state.
pub const NONE: u32 = u32::MAX;

/// The reachable progress states of one card.
#[derive(Clone, Debug)]
pub struct CardProgress {
    /// Cells still empty when the plan begins.
    pub empty_cells: u32,
    /// Multisets of kinds placed, each contained in some filling; index 0 is "nothing yet".
    pub states: Vec<Supply>,
    /// The cells and the pieces of each state, looked up rather than counted: the search
    /// asks for them at every state it rates.
    pub state_cells: Vec<u8>,
    pub state_pieces: Vec<u8>,
    /// `next[s][k]`: the state after placing one more `Kind::ALL[k]`, or `NONE`.
    pub next: Vec<[u32; 12]>,
    /// The fewest pieces still to place from each state.
    pub fewest_left: Vec<u8>,
    /// The highest level of a kind the card can take.
    pub largest_level: u32,
    /// The most pieces of each kind the card can take.
    pub most_of: Supply,
}

impl CardProgress {
    /// The progress states of the card behind `fitter`, whose `filled` cells are already
    /// covered, using only `kinds`.
    pub fn new(fitter: &CardFitter, filled: CellMask, kinds: &[Kind]) -> CardProgress {
        let empty_cells = (fitter.hole() & !filled).count_ones();
        let mut fillings = Vec::new();
        multisets_of_area(kinds, empty_cells, Supply::new(), &mut fillings);
        fillings.retain(|f| fitter.fits(f, filled));
        let states = downward_closure(&fillings);
        let index: HashMap<Supply, u32> = states
            .iter()
            .enumerate()
            .map(|(i, s)| (*s, i as u32))
            .collect();
        let next = states
            .iter()
            .map(|s| {
                std::array::from_fn(|k| {
                    let mut more = *s;
                    more.add(Kind::ALL[k], 1);
                    index.get(&more).copied().unwrap_or(NONE)
                })
            })
            .collect();
        let mut progress = CardProgress {
            empty_cells,
            state_cells: states.iter().map(|s| s.cells() as u8).collect(),
            state_pieces: states.iter().map(|s| s.pieces() as u8).collect(),
            states,
            next,
            fewest_left: Vec::new(),
            largest_level: 1,
            most_of: Supply::new(),
        };
        progress.most_of = progress
            .states
            .iter()
            .fold(Supply::new(), |most, s| most.union(s));
        let levels = progress.most_of.iter().map(|(kind, _)| kind.level());
        progress.largest_level = levels.max().unwrap_or(1);
        progress.fewest_left = progress.fewest_pieces_left();
        progress
    }

    /// Whether no filling exists at all.
    pub fn impossible(&self) -> bool {
        self.states.is_empty()
    }

    /// Whether state `s` covers every empty cell.
    pub fn is_complete(&self, s: u32) -> bool {
        self.cells_left(s) == 0
    }

    /// Cells still empty in state `s`.
    pub fn cells_left(&self, s: u32) -> u32 {
        self.empty_cells - u32::from(self.state_cells[s as usize])
    }

    /// The state after placing `kind` in state `s`, if that keeps a filling possible.
    pub fn after(&self, s: u32, kind: Kind) -> Option<u32> {
        let n = self.next[s as usize][kind.index()];
        (n != NONE).then_some(n)
    }

    /// The fewest pieces, over every way to complete the card from state `s`, that `pool`
    /// cannot provide (each kind counted against the pool's pieces of it), at most `cap`.
    pub fn fewest_missing(&self, s: u32, pool: &Supply, cap: u32) -> u32 {
        let mut best = cap;
        let mut added = [0u8; 12];
        let mut from_kind = [0u32; 13];
        for k in (0..12).rev() {
            from_kind[k] = from_kind[k + 1] + pool.count(Kind::ALL[k]);
        }
        let pool = Pool {
            supply: pool,
            from_kind,
        };
        self.missing_from(s, 0, 0, &pool, &mut added, &mut best);
        best
    }

    /// Adds kinds from `Kind::ALL[first]` on, so each multiset is visited once; `missing`
    /// only grows along the way, so a branch stops once it reaches the best found, or once
    /// the fewest pieces left to place, less what the pool can still give of the kinds from
    /// `first` on, would reach it.
    fn missing_from(
        &self,
        s: u32,
        first: usize,
        missing: u32,
        pool: &Pool,
        added: &mut [u8; 12],
        best: &mut u32,
    ) {
        if missing >= *best {
            return;
        }
        if self.is_complete(s) {
            *best = missing;
            return;
        }
        // Of the kinds from `first` on, only `first` itself can have been added so far.
        let in_pool_first = pool.supply.count(Kind::ALL[first]);
        let can_give = pool.from_kind[first] - u32::from(added[first]).min(in_pool_first);
        let left = u32::from(self.fewest_left[s as usize]);
        if missing + left.saturating_sub(can_give) >= *best {
            return;
        }
        // The kinds the pool still holds first: a completion found early with few
        // missing cuts the branches after it.
        for from_pool in [true, false] {
            for k in first..12 {
                let next = self.next[s as usize][k];
                let in_pool = u32::from(added[k]) < pool.supply.count(Kind::ALL[k]);
                if next == NONE || in_pool != from_pool {
                    continue;
                }
                added[k] += 1;
                self.missing_from(next, k, missing + u32::from(!in_pool), pool, added, best);
                added[k] -= 1;
            }
        }
    }

    fn fewest_pieces_left(&self) -> Vec<u8> {
        // States with more cells come later in no particular order, so relax by area.
        let mut order: Vec<usize> = (0..self.states.len()).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(self.states[s].cells()));
        let mut fewest = vec![u8::MAX; self.states.len()];
        for s in order {
            if self.states[s].cells() == self.empty_cells {
                fewest[s] = 0;
                continue;
            }
            let best = self.next[s]
                .iter()
                .filter(|&&n| n != NONE)
                .map(|&n| fewest[n as usize])
                .min();
            fewest[s] = best.map_or(u8::MAX, |b| b.saturating_add(1));
        }
        fewest
    }
}

/// The pool [`CardProgress::fewest_missing`] counts against, with its pieces of each kind
/// from `Kind::ALL[k]` on, by `k`.
struct Pool<'a> {
    supply: &'a Supply,
    from_kind: [u32; 13],
}

/// Every multiset of `kinds` (from `kinds[0]` on) whose cells add up to `area`, added to
/// `partial`.
pub(crate) fn multisets_of_area(kinds: &[Kind], area: u32, partial: Supply, out: &mut Vec<Supply>) {
    let Some((&kind, rest)) = kinds.split_first() else {
        if area == 0 {
            out.push(partial);
        }
        return;
    };
    let mut with = partial;
    for n in 0..=area / kind.level() {
        if n > 0 {
            with.add(kind, 1);
        }
        multisets_of_area(rest, area - n * kind.level(), with, out);
    }
}

/// The fillings and every multiset contained in one of them, the empty one first.
fn downward_closure(fillings: &[Supply]) -> Vec<Supply> {
    if fillings.is_empty() {
        return Vec::new();
    }
    let mut seen: std::collections::HashSet<Supply> = fillings.iter().copied().collect();
    let mut frontier: Vec<Supply> = fillings.to_vec();
    while let Some(s) = frontier.pop() {
        for (kind, _) in s.iter() {
            let mut less = s;
            less.remove(kind);
            if seen.insert(less) {
                frontier.push(less);
            }
        }
    }
    let mut states: Vec<Supply> = seen.into_iter().collect();
    states.sort_by_key(|s| (s.cells(), *s));
    states
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::Catalogue;

    fn progress(id: &str) -> CardProgress {
        let card = Catalogue::base().get(id).unwrap().clone();
        CardProgress::new(&CardFitter::new(&card), 0, &Kind::BASE)
    }

    /// The fewest pieces missing, by brute force: over every complete state that contains
    /// state `s`, the pieces it adds beyond the pool's of each kind.
    fn missing_by_brute_force(card: &CardProgress, s: u32, pool: &Supply) -> u32 {
        let from = &card.states[s as usize];
        let complete = (0..card.states.len() as u32).filter(|&c| card.is_complete(c));
        let missing = |filling: &Supply| {
            let added = filling.minus(from)?;
            Some(
                Kind::ALL
                    .iter()
                    .map(|&k| added.count(k).saturating_sub(pool.count(k)))
                    .sum(),
            )
        };
        let fillings = complete.map(|c| card.states[c as usize]);
        fillings
            .filter_map(|f| missing(&f))
            .min()
            .unwrap_or(u32::MAX)
    }

    #[test]
    fn the_fewest_pieces_missing_match_a_brute_force_count() {
        let catalogue = Catalogue::base();
        let pools = [
            "",
            "O1",
            "2xO1 I2",
            "I3 L3",
            "O4 Z4 T4",
            "3xO1 2xI2 L3 I4",
            "L4 L4 I2",
        ];
        for card in catalogue.cards().iter().step_by(7) {
            let progress = CardProgress::new(&CardFitter::new(card), 0, &Kind::BASE);
            for pool in pools.map(|p| Supply::parse(p).unwrap()) {
                for s in (0..progress.states.len() as u32).step_by(5) {
                    let expected = missing_by_brute_force(&progress, s, &pool).min(6);
                    let found = progress.fewest_missing(s, &pool, 6);
                    assert_eq!(found, expected, "card {}, state {s}, pool {pool}", card.id);
                }
            }
        }
    }

    #[test]
    fn a_two_by_two_square_has_the_hand_listed_fillings() {
        // W31 is a 2x2 square: O4; 2xI2; I2 + 2xO1; L3 + O1; 4xO1.
        let square = progress("W31");
        let full: Vec<String> = (0..square.states.len() as u32)
            .filter(|&s| square.is_complete(s))
            .map(|s| square.states[s as usize].to_string())
            .collect();
        assert_eq!(full.len(), 5, "{full:?}");
        assert_eq!(square.states[0], Supply::new());
        assert_eq!(square.fewest_left[0], 1);
        let after_l3 = square.after(0, Kind::L3).unwrap();
        assert_eq!(square.fewest_left[after_l3 as usize], 1);
        assert_eq!(square.after(after_l3, Kind::I2), None);
        assert_eq!(square.after(0, Kind::I3), None);
    }
}
