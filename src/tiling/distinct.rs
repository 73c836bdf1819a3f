//! Counting tilings that differ only by a symmetry of the board once.
//!
//! One piece kind used exactly once is held to one placement per orbit of the board's
//! symmetry group (the least one, comparing cell lists). Every class of equivalent tilings
//! then keeps at least one member; it keeps exactly one unless that piece's placement is
//! itself symmetric, and for those few placements each tiling is compared with its images
//! under the placement's stabiliser and kept only if it is the least. Without such a
//! piece, every tiling is compared with all its images. Pieces may be turned over only when
//! the tiling is free, so a one-sided tiling uses the board's rotations alone.

use super::Tiling;

/// Which placements a search may use and which tilings it must keep, so that every class
/// of symmetric tilings is counted once.
#[derive(Clone, Debug)]
pub struct SymmetryBreak {
    /// `images[g][p]`: the placement that symmetry `g` (identity excluded) maps `p` to.
    images: Vec<Vec<usize>>,
    allowed: Vec<bool>,
    restricted_piece: Option<usize>,
    /// For each placement: the symmetries (indices into `images`) fixing it.
    stabilizer: Vec<Vec<usize>>,
}

impl SymmetryBreak {
    /// The symmetry breaking for a tiling problem.
    pub fn new(tiling: &Tiling) -> SymmetryBreak {
        let images = placement_images(tiling);
        let placements = tiling.placements();
        let stabilizer: Vec<Vec<usize>> = (0..placements.len())
            .map(|p| (0..images.len()).filter(|&g| images[g][p] == p).collect())
            .collect();
        let is_least = |p: usize| {
            images
                .iter()
                .all(|img| placements[p].cells <= placements[img[p]].cells)
        };
        let restricted_piece = (0..tiling.pieces.len())
            .filter(|&k| tiling.pieces[k].min == 1 && tiling.pieces[k].max == 1)
            .min_by_key(|&k| {
                let kept =
                    (0..placements.len()).filter(|&p| placements[p].piece == k && is_least(p));
                kept.count()
            });
        let allowed = placements
            .iter()
            .enumerate()
            .map(|(p, placement)| Some(placement.piece) != restricted_piece || is_least(p))
            .collect();
        SymmetryBreak {
            images,
            allowed,
            restricted_piece,
            stabilizer,
        }
    }

    /// The order of the symmetry group used (1 when the board has no symmetry).
    pub fn group_order(&self) -> usize {
        self.images.len() + 1
    }

    /// Whether searching the distinct tilings and expanding their orbits beats searching
    /// all tilings: the board has a symmetry and a piece is held.
    pub fn speeds_up_counting(&self) -> bool {
        self.group_order() > 1 && self.restricted_piece.is_some()
    }

    /// The distinct images of a tiling under the symmetry group, itself first; each is a
    /// sorted list of placement ids.
    pub fn orbit(&self, tiling: &[usize]) -> Vec<Vec<usize>> {
        let mut own = tiling.to_vec();
        own.sort_unstable();
        let mut images = vec![own.clone()];
        for map in &self.images {
            let mut image: Vec<usize> = own.iter().map(|&p| map[p]).collect();
            image.sort_unstable();
            if !images.contains(&image) {
                images.push(image);
            }
        }
        images
    }

    /// Whether the search may use a placement.
    pub fn allows(&self, placement: usize) -> bool {
        self.allowed[placement]
    }

    /// Whether a tiling found with the allowed placements is its class's representative.
    pub fn accepts(&self, tiling: &[usize], placements: &[super::PiecePlacement]) -> bool {
        match self.restricted_piece {
            Some(k) => {
                let Some(&held) = tiling.iter().find(|&&p| placements[p].piece == k) else {
                    return true;
                };
                let stabilizer = &self.stabilizer[held];
                stabilizer.is_empty() || self.is_least_image(tiling, stabilizer.iter().copied())
            }
            None => self.is_least_image(tiling, 0..self.images.len()),
        }
    }

    fn is_least_image(&self, tiling: &[usize], group: impl Iterator<Item = usize>) -> bool {
        let mut own = tiling.to_vec();
        own.sort_unstable();
        let mut image = Vec::with_capacity(own.len());
        for g in group {
            image.clear();
            image.extend(own.iter().map(|&p| self.images[g][p]));
            image.sort_unstable();
            if image < own {
                return false;
            }
        }
        true
    }
}

/// For each non-identity symmetry usable by the pieces, the image of every placement.
fn placement_images(tiling: &Tiling) -> Vec<Vec<usize>> {
    let placements = tiling.placements();
    let index = tiling.placement_index();
    tiling
        .symmetries()
        .into_iter()
        .skip(1)
        .map(|sym| {
            placements
                .iter()
                .map(|p| {
                    let cells = sym.map_cells(&p.cells);
                    index[&(p.piece, cells.as_slice())]
                })
                .collect()
        })
        .collect()
}
