//! What the frontier method covers for one symmetry `g` of the board: items (the cells'
//! orbits under `g`) and choices (orbits of placements under `g` whose members never
//! overlap), each with the piece kinds it puts down (a reflection swapping mirror pieces
//! turns a placement of one into one of the other). For the identity the items are the
//! cells and the choices the placements.

use crate::tiling::budget::SetupLimits;
use crate::tiling::{PieceSymmetry, PlacementIndex, Tiling};
use fixedbitset::FixedBitSet;

/// An exact cover problem whose solutions are the tilings `g` maps to themselves.
pub(super) struct Cover {
    /// `members[item]`: the board cells (region indices) making up the item.
    pub members: Vec<Vec<usize>>,
    pub choices: Vec<Choice>,
}

/// A set of placements taken together: the items they cover and their kinds.
pub(super) struct Choice {
    /// The items covered, sorted.
    pub items: Vec<usize>,
    /// The kind of each placement taken.
    pub kinds: Vec<usize>,
}

impl Cover {
    /// The cover for the symmetry `image` (the identity gives the plain tiling problem).
    /// `None` when `limits` say the time ran out.
    pub fn fixed_by(tiling: &Tiling, image: &PieceSymmetry, limits: &SetupLimits) -> Option<Cover> {
        let (members, item_of) = cell_orbits(&image.image);
        let placements = tiling.placements();
        let index = tiling.placement_index(limits)?;
        let mut seen = FixedBitSet::with_capacity(placements.len());
        let mut choices = Vec::new();
        for start in 0..placements.len() {
            if limits.late_at(start) {
                return None;
            }
            if seen.contains(start) {
                continue;
            }
            let orbit = placement_orbit(tiling, image, &index, start);
            seen.extend(orbit.iter().copied());
            if let Some(choice) = choice_of(tiling, &orbit, &item_of) {
                choices.push(choice);
            }
        }
        Some(Cover { members, choices })
    }
}

/// The orbits of the cells under the permutation, and each cell's orbit.
fn cell_orbits(image: &[usize]) -> (Vec<Vec<usize>>, Vec<usize>) {
    let mut item_of = vec![usize::MAX; image.len()];
    let mut members = Vec::new();
    for start in 0..image.len() {
        if item_of[start] != usize::MAX {
            continue;
        }
        let mut orbit = Vec::new();
        let mut cell = start;
        while item_of[cell] == usize::MAX {
            item_of[cell] = members.len();
            orbit.push(cell);
            cell = image[cell];
        }
        members.push(orbit);
    }
    (members, item_of)
}

/// The placements `start` is carried to by repeating the symmetry (itself first).
fn placement_orbit(
    tiling: &Tiling,
    image: &PieceSymmetry,
    index: &PlacementIndex<'_>,
    start: usize,
) -> Vec<usize> {
    let placements = tiling.placements();
    let mut kind = placements[start].piece;
    let mut orbit = vec![start];
    let mut cells = placements[start].cells.to_vec();
    loop {
        cells = cells.iter().map(|&c| image.image[c]).collect();
        cells.sort_unstable();
        kind = image.pieces[kind];
        let next = index[&(kind, cells.as_slice())];
        if next == start {
            return orbit;
        }
        orbit.push(next);
    }
}

/// The choice an orbit of placements makes, unless two of its members overlap (then no
/// tiling fixed by the symmetry uses it).
fn choice_of(tiling: &Tiling, orbit: &[usize], item_of: &[usize]) -> Option<Choice> {
    let placements = tiling.placements();
    let mut cells: Vec<usize> = orbit
        .iter()
        .flat_map(|&p| placements[p].cells.iter().copied())
        .collect();
    let total = cells.len();
    cells.sort_unstable();
    cells.dedup();
    if cells.len() < total {
        return None;
    }
    let mut items: Vec<usize> = cells.iter().map(|&c| item_of[c]).collect();
    items.sort_unstable();
    items.dedup();
    Some(Choice {
        items,
        kinds: orbit.iter().map(|&p| placements[p].piece).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dominoes(board: &str) -> Tiling {
        crate::tiling::drawn(board, &[("##", 0, 99)], true)
    }

    /// A symmetry of a board of dominoes, by its cell permutation.
    fn moving(image: Vec<usize>) -> PieceSymmetry {
        let transform = crate::geometry::Transform::IDENTITY;
        let pieces = vec![0];
        PieceSymmetry {
            transform,
            image,
            pieces,
        }
    }

    #[test]
    fn the_identity_gives_cells_and_placements() {
        let t = dominoes("###\n###");
        let identity = moving((0..6).collect());
        let cover = Cover::fixed_by(&t, &identity, &SetupLimits::NONE).unwrap();
        assert_eq!(cover.members.len(), 6);
        assert_eq!(cover.choices.len(), 7);
        assert!(
            cover
                .choices
                .iter()
                .all(|c| c.kinds == [0] && c.items.len() == 2)
        );
    }

    #[test]
    fn a_half_turn_pairs_cells_and_drops_self_overlapping_orbits() {
        // 2×2: the half-turn pairs opposite corners. Each domino's image is the opposite
        // domino, disjoint from it: two orbits of two dominoes, each covering both items.
        let t = dominoes("##\n##");
        let half_turn = moving(vec![3, 2, 1, 0]);
        let cover = Cover::fixed_by(&t, &half_turn, &SetupLimits::NONE).unwrap();
        assert_eq!(cover.members.len(), 2);
        assert_eq!(cover.choices.len(), 2);
        assert!(
            cover
                .choices
                .iter()
                .all(|c| c.kinds == [0, 0] && c.items == [0, 1])
        );
        // A quarter turn carries the top domino onto the right one, which overlaps it.
        let quarter = moving(vec![1, 3, 0, 2]);
        assert!(
            Cover::fixed_by(&t, &quarter, &SetupLimits::NONE)
                .unwrap()
                .choices
                .is_empty()
        );
    }
}
