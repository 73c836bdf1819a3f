//! The oracles' own picture of Project L's pieces on a 5×5 card: each kind's shape written
//! out here as a drawing (the rulebook's pieces, not the library's table), every placement
//! of a kind inside a set of cells as a 25-bit mask (the cell in row `r`, column `c` is bit
//! `5r + c`), and fillings found by trying every placement on the first empty cell. Slow
//! and plain on purpose: it shares no code with the library.

use super::golomb_oracle::cells_of;
use std::collections::HashSet;

/// Each kind's shape, in the order of the oracles' kinds (`upgrade_oracle::KINDS`): `#` a
/// cell of the piece, one row a line.
pub const SHAPES: [&str; 12] = [
    "#",          // O1
    "##",         // I2
    "###",        // I3
    "##\n#.",     // L3
    "####",       // I4
    "##\n##",     // O4
    "###\n#..",   // L4
    "##.\n.##",   // Z4
    "###\n.#.",   // T4
    "##\n##\n#.", // P5
    "#.#\n###",   // U5
    "####\n#...", // L5
];

/// The mask of kind `k` as drawn, in the card's top left corner.
pub fn shape_mask(k: usize) -> u32 {
    (cells_of(SHAPES[k]).iter()).fold(0, |m, &(r, c)| m | 1 << (r * 5 + c))
}

/// Every placement (a 25-bit mask) of kind `k` inside `space`, remembered per space.
pub fn placements(k: usize, space: u32) -> Vec<u32> {
    thread_local! {
        static KNOWN: std::cell::RefCell<std::collections::HashMap<(usize, u32), Vec<u32>>> =
            Default::default();
    }
    KNOWN.with(|known| {
        known
            .borrow_mut()
            .entry((k, space))
            .or_insert_with(|| placements_uncached(k, space))
            .clone()
    })
}

fn placements_uncached(k: usize, space: u32) -> Vec<u32> {
    let base: Vec<(i32, i32)> = cells_of(SHAPES[k]);
    let mut out = HashSet::new();
    let mut cells = base;
    for flip in 0..2 {
        for _ in 0..4 {
            cells = cells.iter().map(|&(r, c)| (c, -r)).collect();
            let (r0, c0) = (
                cells.iter().map(|p| p.0).min().unwrap(),
                cells.iter().map(|p| p.1).min().unwrap(),
            );
            for dr in 0..5 {
                for dc in 0..5 {
                    let moved: Option<u32> = cells.iter().try_fold(0u32, |m, &(r, c)| {
                        let (r, c) = (r - r0 + dr, c - c0 + dc);
                        ((0..5).contains(&r) && (0..5).contains(&c)).then(|| m | 1 << (r * 5 + c))
                    });
                    if let Some(mask) = moved.filter(|m| m & !space == 0) {
                        out.insert(mask);
                    }
                }
            }
        }
        if flip == 0 {
            cells = cells.iter().map(|&(r, c)| (r, -c)).collect();
        }
    }
    let mut list: Vec<u32> = out.into_iter().collect();
    list.sort_unstable();
    list
}

/// The fewest pieces that cover exactly the cells of `space` with at most `counts[k]`
/// pieces of each kind `k`, if any cover it; every filling is tried.
pub fn fewest_pieces(space: u32, counts: &[u32; 12]) -> Option<usize> {
    if space == 0 {
        return Some(0);
    }
    let first = space.trailing_zeros();
    let mut best: Option<usize> = None;
    for k in (0..12).filter(|&k| counts[k] > 0) {
        for m in placements(k, space)
            .into_iter()
            .filter(|m| m & 1 << first != 0)
        {
            let mut rest = *counts;
            rest[k] -= 1;
            if let Some(n) = fewest_pieces(space & !m, &rest) {
                best = Some(best.map_or(n + 1, |b| b.min(n + 1)));
            }
        }
    }
    best
}
