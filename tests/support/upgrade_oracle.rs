//! A brute-force oracle for `upgrade`: breadth-first over every sequence of actions, with
//! the rules written out again here and fits decided by trying every placement of the
//! pieces on the card's cells (`card_cells`), so it shares no code with the library. Ghost
//! pieces (level 5) are placed as themselves, exchanged down, or decomposed into the splits
//! this oracle finds itself by the same trial; no action takes one.

use super::card_cells::{fewest_pieces as fewest_filling, shape_mask};
use std::collections::{HashMap, HashSet};

/// Kinds by name with their levels, in a fixed order: the nine base kinds, then the ghosts.
pub const KINDS: [(&str, u32); N] = [
    ("O1", 1),
    ("I2", 2),
    ("I3", 3),
    ("L3", 3),
    ("I4", 4),
    ("O4", 4),
    ("L4", 4),
    ("Z4", 4),
    ("T4", 4),
    ("P5", 5),
    ("U5", 5),
    ("L5", 5),
];

/// The number of kinds; the first `BASE` are the base game's.
pub const N: usize = 12;
pub const BASE: usize = 9;

/// Counts per kind, in `KINDS` order.
pub type Counts = [u32; N];

/// Counts from a drawn list, the kinds it does not reach at zero.
pub fn counts(drawn: &[u32]) -> Counts {
    std::array::from_fn(|i| drawn.get(i).copied().unwrap_or(0))
}

/// The bank of a test case: the drawn `thin` counts (ghosts none unless drawn), or the
/// full bank (15 of each base kind, 10 of each ghost) less the supply.
pub fn test_bank(supply: &Counts, thin: Option<Vec<u32>>) -> Counts {
    match thin {
        Some(drawn) => counts(&drawn),
        None => std::array::from_fn(|i| if i < BASE { 15 } else { 10 } - supply[i]),
    }
}

/// Every way to split ghost `g` into two or more base pieces covering its shape exactly,
/// found by trying every multiset of base kinds with five cells.
pub fn ghost_splits(g: usize) -> Vec<Counts> {
    thread_local! {
        static KNOWN: std::cell::RefCell<HashMap<usize, Vec<Counts>>> = Default::default();
    }
    KNOWN.with(|known| {
        known
            .borrow_mut()
            .entry(g)
            .or_insert_with(|| {
                let mut all = Vec::new();
                multisets(5, 0, [0; N], &mut all);
                all.retain(|m| m.iter().sum::<u32>() >= 2 && tiles_exactly(g, m));
                all
            })
            .clone()
    })
}

fn multisets(cells: u32, from: usize, so_far: Counts, out: &mut Vec<Counts>) {
    if cells == 0 {
        out.push(so_far);
        return;
    }
    for k in (from..BASE).filter(|&k| KINDS[k].1 <= cells) {
        let mut next = so_far;
        next[k] += 1;
        multisets(cells - KINDS[k].1, k, next, out);
    }
}

/// Whether exactly the pieces `m` tile the shape of kind `g`: five cells in all, so any
/// filling with no more than `m` uses all of it.
fn tiles_exactly(g: usize, m: &Counts) -> bool {
    fewest_filling(shape_mask(g), m).is_some()
}

/// The fewest pieces of a filling of `hole` (25-bit card mask) with `supply`, if any.
pub fn fewest_pieces(hole: u32, supply: &Counts) -> Option<usize> {
    thread_local! {
        static KNOWN: std::cell::RefCell<HashMap<(u32, Counts), Option<usize>>> =
            Default::default();
    }
    KNOWN.with(|known| {
        *known
            .borrow_mut()
            .entry((hole, *supply))
            .or_insert_with(|| fewest_filling(hole, supply))
    })
}

/// The level an upgrade from `level` reaches: the lowest level above that the bank holds,
/// up to 4; in the Czech edition only one or two levels up.
pub fn upgrade_target(level: u32, bank: &Counts, czech: bool) -> Option<u32> {
    let top = if czech { (level + 2).min(4) } else { 4 };
    (level + 1..=top).find(|&l| (0..BASE).any(|k| KINDS[k].1 == l && bank[k] > 0))
}

/// Whether a piece of `from` level may be exchanged for another kind of `to` level: the
/// same level or lower; in the Czech edition one lower at most; never for a ghost.
pub fn exchange_allowed(from: u32, to: u32, czech: bool) -> bool {
    to <= from && to <= 4 && (!czech || from - to <= 1)
}

/// Every (supply, bank) after decomposing one ghost held into a split the bank holds.
pub fn decompositions(supply: &Counts, bank: &Counts) -> Vec<(Counts, Counts)> {
    let mut out = Vec::new();
    for g in (BASE..N).filter(|&g| supply[g] > 0) {
        for split in ghost_splits(g) {
            if (0..N).all(|k| bank[k] >= split[k]) {
                let (mut s, mut b) = (*supply, *bank);
                s[g] -= 1;
                b[g] += 1;
                (0..N).for_each(|k| {
                    s[k] += split[k];
                    b[k] -= split[k];
                });
                out.push((s, b));
            }
        }
    }
    out
}

/// Every (supply, bank, levels spent) one action away.
fn moves(supply: &Counts, bank: &Counts, czech: bool) -> Vec<(Counts, Counts, u32)> {
    let mut out = Vec::new();
    let mut swap = |give: usize, take: usize, spent: u32| {
        let (mut s, mut b) = (*supply, *bank);
        if give < N {
            s[give] -= 1;
            b[give] += 1;
        }
        b[take] -= 1;
        s[take] += 1;
        out.push((s, b, spent));
    };
    if bank[0] > 0 {
        swap(usize::MAX, 0, 0);
    }
    for a in 0..N {
        if supply[a] == 0 {
            continue;
        }
        let level = KINDS[a].1;
        let target = upgrade_target(level, bank, czech);
        for b in 0..N {
            if bank[b] == 0 {
                continue;
            }
            if Some(KINDS[b].1) == target {
                swap(a, b, 0);
            }
            if b != a && exchange_allowed(level, KINDS[b].1, czech) {
                swap(a, b, level - KINDS[b].1);
            }
        }
    }
    out.extend(
        decompositions(supply, bank)
            .into_iter()
            .map(|(s, b)| (s, b, 0)),
    );
    out
}

/// The best (actions, pieces to place, levels spent), or `None` if no plan exists.
pub fn cheapest(hole: u32, supply: Counts, bank: Counts, czech: bool) -> Option<(u32, usize, u32)> {
    let mut layer: HashMap<Counts, (Counts, u32)> = HashMap::from([(supply, (bank, 0))]);
    let mut seen: HashSet<Counts> = HashSet::from([supply]);
    for depth in 0.. {
        let goals = layer
            .iter()
            .filter_map(|(s, (_, spent))| fewest_pieces(hole, s).map(|p| (depth, p, *spent)));
        if let Some(best) = goals.min() {
            return Some(best);
        }
        let mut next: HashMap<Counts, (Counts, u32)> = HashMap::new();
        for (s, (b, spent)) in &layer {
            for (s2, b2, cost) in moves(s, b, czech) {
                if seen.contains(&s2) && !next.contains_key(&s2) {
                    continue;
                }
                let entry = next.entry(s2).or_insert((b2, u32::MAX));
                entry.1 = entry.1.min(spent + cost);
            }
        }
        next.keys().for_each(|s| {
            seen.insert(*s);
        });
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    unreachable!()
}
