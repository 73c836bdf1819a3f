//! A brute-force oracle for `upgrade`: breadth-first over every sequence of actions, with
//! the rules written out again here and fits decided by the general tiling engine, so it
//! shares neither the action code nor the card fitter with the library.

use std::collections::{HashMap, HashSet};
use tessera::exact_cover::Flow;
use tessera::geometry::Region;
use tessera::tiling::{Engine, PieceKind, Request, Tiling, TilingError, solve};

/// Kinds by name with their levels, in a fixed order.
pub const KINDS: [(&str, u32); 9] = [
    ("O1", 1),
    ("I2", 2),
    ("I3", 3),
    ("L3", 3),
    ("I4", 4),
    ("O4", 4),
    ("L4", 4),
    ("Z4", 4),
    ("T4", 4),
];

/// Counts per kind, in `KINDS` order.
pub type Counts = [u32; 9];

/// The bank of a test case: the drawn `thin` counts, or the full bank (15 of each kind)
/// less the supply.
pub fn test_bank(supply: &Counts, thin: Option<Vec<u32>>) -> Counts {
    match thin {
        Some(counts) => counts.try_into().unwrap(),
        None => std::array::from_fn(|i| 15 - supply[i]),
    }
}

/// The fewest pieces of a filling of `hole` (25-bit card mask) with `supply`, if any.
pub fn fewest_pieces(hole: u32, supply: &Counts) -> Option<usize> {
    let cells = (0..25)
        .filter(|c| hole & (1 << c) != 0)
        .map(|c| (c / 5, c % 5));
    let region = Region::from_cells(cells).unwrap();
    let pieces: Vec<PieceKind> = KINDS
        .iter()
        .zip(supply)
        .filter(|((_, level), n)| **n > 0 && *level as usize <= region.len())
        .map(|((name, _), n)| PieceKind {
            name: name.to_string(),
            shape: tessera::pieces::named_piece(name).unwrap().shape,
            min: 0,
            max: *n,
        })
        .collect();
    let tiling = match Tiling::new(region, pieces, true) {
        Ok(t) => t,
        Err(TilingError::NoPieces) => return None,
        Err(e) => panic!("{e}"),
    };
    let mut fewest: Option<usize> = None;
    let request = Request {
        engine: Engine::Masks,
        distinct: false,
        direct: true,
        limit: None,
    };
    solve(
        &tiling,
        request,
        &mut |chosen| {
            fewest = Some(fewest.map_or(chosen.len(), |f| f.min(chosen.len())));
            Flow::Continue
        },
        None,
    )
    .unwrap();
    fewest
}

/// The level an upgrade from `level` reaches: the lowest level above that the bank holds,
/// up to 4; in the Czech edition only one or two levels up.
pub fn upgrade_target(level: u32, bank: &Counts, czech: bool) -> Option<u32> {
    let top = if czech { (level + 2).min(4) } else { 4 };
    (level + 1..=top).find(|&l| (0..9).any(|k| KINDS[k].1 == l && bank[k] > 0))
}

/// Whether a piece of `from` level may be exchanged for another kind of `to` level: the
/// same level or lower; in the Czech edition one lower at most.
pub fn exchange_allowed(from: u32, to: u32, czech: bool) -> bool {
    to <= from && (!czech || from - to <= 1)
}

/// Every (supply, bank, levels spent) one action away.
fn moves(supply: &Counts, bank: &Counts, czech: bool) -> Vec<(Counts, Counts, u32)> {
    let mut out = Vec::new();
    let mut swap = |give: usize, take: usize, spent: u32| {
        let (mut s, mut b) = (*supply, *bank);
        if give < 9 {
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
    for a in 0..9 {
        if supply[a] == 0 {
            continue;
        }
        let level = KINDS[a].1;
        let target = upgrade_target(level, bank, czech);
        for b in 0..9 {
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
