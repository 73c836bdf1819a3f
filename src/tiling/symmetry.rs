//! The board's symmetries a tiling problem follows, each with what it does to the cells and
//! to the piece kinds.
//!
//! A rotation of the board maps every piece kind to itself. A reflection maps a free kind
//! (one that may be turned over) to itself, and a one-sided kind to the kind drawn as its
//! mirror image: so with one-sided pieces a reflection is a symmetry of the problem exactly
//! when every one-sided kind's mirror image is in the set with the same bounds, or the kind
//! is its own mirror image (an I, a T, an L tromino). A set of L and J tetrominoes in equal
//! numbers, each as many as the board could hold, tiles the same cell partitions as free L
//! tetrominoes, and both count the same tilings up to rotation and reflection (with fewer,
//! the bounds tell them apart).

use super::PieceKind;
use crate::geometry::{Region, Transform};

/// A symmetry of the board that maps the pieces to themselves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceSymmetry {
    pub transform: Transform,
    /// `image[c]`: the region cell that cell `c` is mapped to.
    pub image: Vec<usize>,
    /// `pieces[k]`: the piece kind a placement of kind `k` becomes.
    pub pieces: Vec<usize>,
}

/// The symmetries of `region` that map `pieces` to themselves, the identity first: every
/// rotation, and the reflections when pieces may be turned over or the one-sided set is
/// closed under mirroring.
pub fn usable(region: &Region, pieces: &[PieceKind], allow_flip: bool) -> Vec<PieceSymmetry> {
    let same: Vec<usize> = (0..pieces.len()).collect();
    let mirrored = if allow_flip {
        Some(same.clone())
    } else {
        mirror_partners(pieces)
    };
    let symmetries = region.symmetries().into_iter().filter_map(|s| {
        let pieces = if s.transform.is_reflection() {
            mirrored.clone()?
        } else {
            same.clone()
        };
        Some(PieceSymmetry {
            transform: s.transform,
            image: s.image,
            pieces,
        })
    });
    symmetries.collect()
}

/// Whether a board's reflections map `pieces` to themselves.
pub fn follows_reflections(pieces: &[PieceKind], allow_flip: bool) -> bool {
    allow_flip || mirror_partners(pieces).is_some()
}

/// For each one-sided kind, the kind that is its mirror image with the same bounds (itself
/// when it is its own mirror image), each kind the partner of one only; `None` when some
/// kind has none.
fn mirror_partners(pieces: &[PieceKind]) -> Option<Vec<usize>> {
    let mirror = Transform::all().find(|t| t.is_reflection())?;
    let canonical: Vec<_> = (pieces.iter()).map(|k| k.shape.canonical(false)).collect();
    let mut partner: Vec<Option<usize>> = vec![None; pieces.len()];
    for k in 0..pieces.len() {
        if partner[k].is_some() {
            continue;
        }
        let image = pieces[k].shape.transformed(mirror).canonical(false);
        let fits = |&j: &usize| {
            partner[j].is_none()
                && canonical[j] == image
                && (pieces[j].min, pieces[j].max) == (pieces[k].min, pieces[k].max)
        };
        // Itself first, so that a kind that is its own mirror image stays itself.
        let j = std::iter::once(k).chain(0..pieces.len()).find(fits)?;
        partner[k] = Some(j);
        partner[j] = Some(k);
    }
    partner.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Shape;

    fn kind(drawing: &str, min: u32, max: u32) -> PieceKind {
        let shape = Shape::parse(drawing).unwrap();
        let name = drawing.to_string();
        PieceKind {
            name,
            shape,
            min,
            max,
        }
    }

    const L: &str = "#.\n#.\n##";
    const J: &str = ".#\n.#\n##";

    fn transforms(pieces: &[PieceKind], allow_flip: bool) -> Vec<&'static str> {
        let square = Region::rectangle(4, 4);
        let all = usable(&square, pieces, allow_flip);
        all.iter().map(|s| s.transform.name()).collect()
    }

    #[test]
    fn a_mirror_closed_one_sided_set_takes_the_reflections() {
        // J is L's mirror image, with the same bounds: the reflections swap them.
        let pieces = [kind(L, 0, 4), kind(J, 0, 4), kind("###", 0, 5)];
        let square = Region::rectangle(4, 4);
        let all = usable(&square, &pieces, false);
        assert_eq!(all.len(), 8);
        assert!(all[..4].iter().all(|s| s.pieces == [0, 1, 2]));
        assert!(all[4..].iter().all(|s| s.pieces == [1, 0, 2]));
        // An L tromino is its own mirror image.
        assert_eq!(transforms(&[kind("#.\n##", 0, 5)], false).len(), 8);
    }

    #[test]
    fn a_one_sided_set_not_closed_under_mirroring_keeps_the_rotations() {
        let rotations = ["id", "r90", "r180", "r270"];
        assert_eq!(transforms(&[kind(L, 0, 4)], false), rotations);
        // J is there, but with other bounds: a tiling with 3 L has no mirror image.
        assert_eq!(
            transforms(&[kind(L, 0, 4), kind(J, 0, 3)], false),
            rotations
        );
        assert_eq!(
            transforms(&[kind(L, 1, 4), kind(J, 0, 4)], false),
            rotations
        );
        // Free pieces follow every symmetry.
        assert_eq!(transforms(&[kind(L, 0, 4)], true).len(), 8);
    }

    #[test]
    fn each_kind_has_one_partner() {
        // Two L kinds and one J: one L is left without a mirror image.
        let pieces = [kind(L, 0, 2), kind(L, 0, 2), kind(J, 0, 2)];
        assert_eq!(mirror_partners(&pieces), None);
        let pieces = [kind(L, 0, 2), kind(L, 0, 2), kind(J, 0, 2), kind(J, 0, 2)];
        assert_eq!(mirror_partners(&pieces), Some(vec![2, 3, 0, 1]));
    }
}
