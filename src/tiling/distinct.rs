//! Counting tilings that differ only by a symmetry of the board once.
//!
//! One piece kind used exactly once is held to one placement per orbit of the board's
//! symmetry group (the least one, comparing cell lists). Every class of equivalent tilings
//! then keeps at least one member; it keeps exactly one unless that piece's placement is
//! itself symmetric, and for those few placements each tiling is compared with its images
//! under the placement's stabiliser and kept only if it is the least. Without such a
//! piece, every tiling is compared with all its images. The symmetries are those that map
//! the pieces to themselves ([`Tiling::symmetries`]): with one-sided pieces in mirror pairs,
//! a reflection maps each piece's placements to its partner's, so only a piece that every
//! symmetry maps to itself can be held.

use super::budget::SetupLimits;
use super::{PiecePlacement, Tiling};
use fixedbitset::FixedBitSet;
use itertools::Itertools;
use std::cmp::Ordering;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering as Atomic};

/// Which placements a search may use and which tilings it must keep, so that every class
/// of symmetric tilings is counted once.
#[derive(Debug)]
pub struct SymmetryBreak {
    /// `maps[g][c]`: the cell that symmetry `g` (identity excluded) maps cell `c` to.
    maps: Vec<Vec<usize>>,
    /// `kinds[g][k]`: the piece kind symmetry `g` maps kind `k` to.
    kinds: Vec<Vec<usize>>,
    /// For each placement: bit `g` set when symmetry `g` maps it onto itself.
    fixing: Vec<Syms>,
    /// For each placement: bit `g` set when its image under symmetry `g` is less than it
    /// (their cell lists compared).
    lower: Vec<Syms>,
    /// The placements by first cell and piece, to name an image: built the first time a
    /// tiling's images are wanted (a count finds few tilings).
    by_first: OnceLock<ByFirstCell>,
    /// The images named so far: `named[g * placements + p]`, [`UNNAMED`] until then (the
    /// threads that find tilings share them; two naming one image write the same).
    named: Vec<AtomicU32>,
    allowed: FixedBitSet,
    restricted_piece: Option<usize>,
    /// The piece held in the second step (see [`SecondBreak`]): another used exactly once,
    /// with as few placements fixed by a symmetry as possible.
    second_piece: Option<usize>,
}

/// An image not named yet.
const UNNAMED: u32 = u32::MAX;

/// A set of the symmetries other than the identity, one bit each: a board has at most
/// eight symmetries.
type Syms = u8;

/// The second step of the symmetry breaking, for a search that places the held piece
/// first: when its placement is fixed by some symmetries (an X on the board's middle
/// line), a second piece is held to the least of its images under them, so such a branch
/// is searched once instead of once per image. Each distinct group fixing a held
/// placement is a class, and the classes are bits.
#[derive(Clone, Debug)]
pub struct SecondBreak {
    /// The held piece, to be placed first.
    pub first_piece: usize,
    /// For each placement: the classes it opens when placed first (0 for most).
    pub opens: Vec<u64>,
    /// For each placement: the classes in which the search may not use it.
    pub closed_in: Vec<u64>,
}

impl SymmetryBreak {
    /// The symmetry breaking for a tiling problem.
    pub fn new(tiling: &Tiling) -> SymmetryBreak {
        SymmetryBreak::new_within(tiling, &SetupLimits::NONE).expect("no time limit")
    }

    /// As [`SymmetryBreak::new`], `None` once `limits` say the time ran out (the images of
    /// the placements of a huge board take seconds).
    pub fn new_within(tiling: &Tiling, limits: &SetupLimits) -> Option<SymmetryBreak> {
        let (maps, kinds): (Vec<Vec<usize>>, Vec<Vec<usize>>) =
            (tiling.symmetries().into_iter().skip(1))
                .map(|s| (s.image, s.pieces))
                .unzip();
        let (fixing, lower) = compare_images(tiling, &maps, limits)?;
        let placements = tiling.placements();
        // A held piece is used exactly once and every symmetry maps it to itself.
        let held = |k: &usize| {
            let piece = &tiling.pieces[*k];
            piece.min == 1 && piece.max == 1 && kinds.iter().all(|m| m[*k] == *k)
        };
        let kept = per_piece(tiling, |p| lower[p] == 0);
        let restricted_piece = (0..tiling.pieces.len())
            .filter(held)
            .min_by_key(|&k| kept[k]);
        let mut allowed = FixedBitSet::with_capacity(placements.len());
        allowed.extend(
            (0..placements.len())
                .filter(|&p| Some(placements[p].piece) != restricted_piece || lower[p] == 0),
        );
        let fixed = per_piece(tiling, |p| fixing[p] != 0);
        let second_piece = (0..tiling.pieces.len())
            .filter(|&k| Some(k) != restricted_piece)
            .filter(held)
            .min_by_key(|&k| fixed[k]);
        Some(SymmetryBreak {
            fixing,
            lower,
            by_first: OnceLock::new(),
            named: (0..maps.len() * placements.len())
                .map(|_| AtomicU32::new(UNNAMED))
                .collect(),
            maps,
            kinds,
            allowed,
            restricted_piece,
            second_piece: second_piece.filter(|_| restricted_piece.is_some()),
        })
    }

    /// The second step for a search that places the held piece first, when some allowed
    /// placement of it is fixed by a symmetry and there are at most `max_classes` classes.
    pub fn second_break(&self, tiling: &Tiling, max_classes: u32) -> Option<SecondBreak> {
        let (first_piece, second) = (self.restricted_piece?, self.second_piece?);
        let placements = tiling.placements();
        let fixed_held = |&p: &usize| {
            placements[p].piece == first_piece && self.allowed.contains(p) && self.fixing[p] != 0
        };
        let fixed: Vec<usize> = (0..placements.len()).filter(fixed_held).collect();
        let groups: Vec<Syms> = fixed.iter().map(|&p| self.fixing[p]).unique().collect();
        let mut opens = vec![0u64; placements.len()];
        for &p in &fixed {
            let class = groups.iter().position(|&g| g == self.fixing[p]);
            opens[p] = 1 << class.expect("its group is listed").min(63);
        }
        if groups.is_empty() || groups.len() > max_classes.min(64) as usize {
            return None;
        }
        let closed_in = (0..placements.len())
            .map(|p| {
                let closed = (groups.iter().enumerate()).filter(|&(_, &group)| {
                    placements[p].piece == second && self.lower[p] & group != 0
                });
                closed.fold(0u64, |m, (j, _)| m | 1 << j)
            })
            .collect();
        Some(SecondBreak {
            first_piece,
            opens,
            closed_in,
        })
    }

    /// The order of the symmetry group used (1 when the board has no symmetry).
    pub fn group_order(&self) -> usize {
        self.maps.len() + 1
    }

    /// Whether searching the distinct tilings and expanding their orbits beats searching
    /// all tilings: the board has a symmetry and a piece is held.
    pub fn speeds_up_counting(&self) -> bool {
        self.group_order() > 1 && self.restricted_piece.is_some()
    }

    /// The distinct images of a tiling (placement ids into `placements`) under the
    /// symmetry group, itself first; each is a sorted list of placement ids.
    pub fn orbit(&self, tiling: &[usize], placements: &[PiecePlacement]) -> Vec<Vec<usize>> {
        let mut own = tiling.to_vec();
        own.sort_unstable();
        let mut images = vec![own.clone()];
        for g in 0..self.maps.len() {
            let mut image: Vec<usize> = own.iter().map(|&p| self.image(g, p, placements)).collect();
            image.sort_unstable();
            if !images.contains(&image) {
                images.push(image);
            }
        }
        images
    }

    /// Whether the search may use a placement.
    pub fn allows(&self, placement: usize) -> bool {
        self.allowed.contains(placement)
    }

    /// Whether a tiling found with the allowed placements is its class's representative;
    /// `second`: the search applied [`SymmetryBreak::second_break`].
    pub fn accepts(&self, tiling: &[usize], placements: &[PiecePlacement], second: bool) -> bool {
        let Some(k) = self.restricted_piece else {
            return self.is_least_image(tiling, placements, all_of(self.maps.len()));
        };
        let Some(&held) = tiling.iter().find(|&&p| placements[p].piece == k) else {
            return true;
        };
        let also_fixing = (self.second_piece.filter(|_| second))
            .and_then(|k2| tiling.iter().find(|&&p| placements[p].piece == k2));
        match also_fixing {
            // The second piece was held to the least of its images: of the tilings that
            // keep it there, the ones that count are those the symmetries fixing both
            // placements map onto each other.
            Some(&p2) => {
                self.is_least_image(tiling, placements, self.fixing[held] & self.fixing[p2])
            }
            None => self.is_least_image(tiling, placements, self.fixing[held]),
        }
    }

    /// Whether no symmetry of `group` maps the tiling to a lesser one.
    fn is_least_image(&self, tiling: &[usize], placements: &[PiecePlacement], group: Syms) -> bool {
        let mut own = tiling.to_vec();
        own.sort_unstable();
        let mut image = Vec::with_capacity(own.len());
        for g in (0..self.maps.len()).filter(|&g| group >> g & 1 == 1) {
            image.clear();
            image.extend(own.iter().map(|&p| self.image(g, p, placements)));
            image.sort_unstable();
            if image < own {
                return false;
            }
        }
        true
    }

    /// The placement symmetry `g` maps placement `p` to, named once.
    fn image(&self, g: usize, p: usize, placements: &[PiecePlacement]) -> usize {
        let slot = &self.named[g * placements.len() + p];
        match slot.load(Atomic::Relaxed) {
            UNNAMED => {
                let image = self.name_image(g, p, placements);
                slot.store(image as u32, Atomic::Relaxed);
                image
            }
            named => named as usize,
        }
    }

    /// The placement symmetry `g` maps placement `p` to, found among those of its image's
    /// piece starting at the image's first cell.
    fn name_image(&self, g: usize, p: usize, placements: &[PiecePlacement]) -> usize {
        if self.fixing[p] >> g & 1 == 1 {
            return p;
        }
        let map = &self.maps[g];
        let mut cells: Vec<usize> = placements[p].cells.iter().map(|&c| map[c]).collect();
        cells.sort_unstable();
        let kinds = self.kinds[g].len();
        let by_first =
            (self.by_first).get_or_init(|| ByFirstCell::new(placements, map.len(), kinds));
        by_first.find(placements, self.kinds[g][placements[p].piece], &cells)
    }
}

/// The set of the first `n` symmetries.
fn all_of(n: usize) -> Syms {
    ((1u32 << n) - 1) as Syms
}

/// For each placement, the symmetries fixing it and those mapping it to a lesser one (see
/// [`SymmetryBreak`]); `None` when the time ran out. Most images start at another cell
/// than their placement, which decides the comparison without listing them in order.
fn compare_images(
    tiling: &Tiling,
    maps: &[Vec<usize>],
    limits: &SetupLimits,
) -> Option<(Vec<Syms>, Vec<Syms>)> {
    assert!(
        maps.len() <= Syms::BITS as usize,
        "a board has at most eight symmetries"
    );
    let placements = tiling.placements();
    let (mut fixing, mut lower) = (vec![0; placements.len()], vec![0; placements.len()]);
    let mut scratch = Vec::new();
    for (id, p) in placements.iter().enumerate() {
        if limits.late_at(id) {
            return None;
        }
        for (g, map) in maps.iter().enumerate() {
            match compare_image(&p.cells, map, &mut scratch) {
                Ordering::Less => lower[id] |= 1 << g,
                Ordering::Equal => fixing[id] |= 1 << g,
                Ordering::Greater => {}
            }
        }
    }
    Some((fixing, lower))
}

/// How the image of the sorted cells `cells` under `map` compares with them.
fn compare_image(cells: &[usize], map: &[usize], scratch: &mut Vec<usize>) -> Ordering {
    let first = cells.iter().map(|&c| map[c]).min();
    let by_first = first.expect("placements have cells").cmp(&cells[0]);
    if by_first != Ordering::Equal {
        return by_first;
    }
    scratch.clear();
    scratch.extend(cells.iter().map(|&c| map[c]));
    scratch.sort_unstable();
    scratch.as_slice().cmp(cells)
}

/// How many placements of each piece kind `counted` holds for.
fn per_piece(tiling: &Tiling, counted: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut counts = vec![0; tiling.pieces.len()];
    for (id, p) in tiling.placements().iter().enumerate() {
        counts[p.piece] += usize::from(counted(id));
    }
    counts
}

/// The placements grouped by their first (least) cell and their piece, so that the image
/// of a placement is found among the few (one per orientation at most) that start where it
/// does, without hashing its cells.
#[derive(Clone, Debug)]
struct ByFirstCell {
    kinds: usize,
    /// The placements of piece `k` whose first cell is `c` are `ids[starts[g]..starts[g +
    /// 1]]`, `g = c * kinds + k`.
    starts: Vec<u32>,
    ids: Vec<u32>,
}

impl ByFirstCell {
    fn new(placements: &[PiecePlacement], cells: usize, kinds: usize) -> ByFirstCell {
        let group = |p: &PiecePlacement| p.cells[0] * kinds + p.piece;
        let mut starts = vec![0u32; cells * kinds + 1];
        placements.iter().for_each(|p| starts[group(p) + 1] += 1);
        for g in 1..starts.len() {
            starts[g] += starts[g - 1];
        }
        let mut next = starts.clone();
        let mut ids = vec![0u32; placements.len()];
        for (id, p) in placements.iter().enumerate() {
            ids[next[group(p)] as usize] = id as u32;
            next[group(p)] += 1;
        }
        ByFirstCell { kinds, starts, ids }
    }

    /// The placement of `piece` covering exactly `cells` (sorted): the candidates share
    /// the first cell, so most differ at the second and are passed over at once.
    fn find(&self, placements: &[PiecePlacement], piece: usize, cells: &[usize]) -> usize {
        let g = cells[0] * self.kinds + piece;
        let range = self.starts[g] as usize..self.starts[g + 1] as usize;
        let found = self.ids[range]
            .iter()
            .find(|&&q| *placements[q as usize].cells == *cells);
        *found.expect("a symmetry of the board maps placements to placements") as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiling::drawn;

    #[test]
    fn an_x_on_the_middle_line_holds_a_second_piece_to_one_side() {
        // 3×5 with an X, an L tetromino and monominoes. The X's centre can be b2, c2 or
        // d2 (columns b..d of the middle row); b2 and d2 are mirror images, so b2 and c2
        // are kept, and both lie on the line between rows 1 and 3: the reflection across
        // it fixes them (c2 is fixed by the whole group). Two classes.
        let tiling = drawn(
            "#####\n#####\n#####",
            &[(".#.\n###\n.#.", 1, 1), ("#.\n#.\n##", 1, 1), ("#", 0, 15)],
            true,
        );
        let symmetry = SymmetryBreak::new(&tiling);
        let second = symmetry
            .second_break(&tiling, 64)
            .expect("the X is on a line of symmetry");
        let classes = second.opens.iter().fold(0, |m, &o| m | o);
        assert_eq!((second.first_piece, classes.count_ones()), (0, 2));
        let opening: Vec<usize> = (0..second.opens.len())
            .filter(|&p| second.opens[p] != 0)
            .collect();
        assert_eq!(opening.len(), 2);
        // The L tetromino has 40 placements on 3×5 (16 standing, 24 lying), none fixed by
        // a symmetry. Under the reflection across the middle row alone they pair off, and
        // one of each pair is closed: 20. Under the whole group of four they fall into
        // orbits of four, and all but the least of each are closed: 30.
        assert_eq!(
            tiling.placements().iter().filter(|p| p.piece == 1).count(),
            40
        );
        let closed = |class: u64| {
            (second.closed_in.iter())
                .filter(|&&c| c & class != 0)
                .count()
        };
        let mut per_class: Vec<usize> =
            (opening.iter()).map(|&p| closed(second.opens[p])).collect();
        per_class.sort_unstable();
        assert_eq!(per_class, [20, 30]);
        assert!(
            symmetry.second_break(&tiling, 1).is_none(),
            "too many classes for one bit"
        );
    }
}
