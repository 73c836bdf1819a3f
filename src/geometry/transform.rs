//! The eight symmetries of the square grid (rotations and reflections) acting on cells.

/// A cell as `(row, column)`; rows grow downwards, columns to the right.
pub type Cell = (i32, i32);

/// The four cells that share an edge with `cell`: above, below, left, right.
pub fn edge_neighbours((r, c): Cell) -> [Cell; 4] {
    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
}

/// One of the eight rotations/reflections of the square grid.
///
/// `Transform(k)` for `k` in `0..4` rotates by `k` quarter turns clockwise; `k` in `4..8`
/// first mirrors left-right, then rotates by `k - 4` quarter turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Transform(u8);

impl Transform {
    /// The identity.
    pub const IDENTITY: Transform = Transform(0);

    /// All eight transforms, the identity first.
    pub fn all() -> impl Iterator<Item = Transform> {
        (0..8).map(Transform)
    }

    /// The four rotations (what a one-sided piece may do).
    pub fn rotations() -> impl Iterator<Item = Transform> {
        (0..4).map(Transform)
    }

    /// Whether this transform mirrors the grid.
    pub fn is_reflection(self) -> bool {
        self.0 >= 4
    }

    /// Applies the transform to a cell (about the origin).
    pub fn apply(self, (row, col): Cell) -> Cell {
        let (row, col) = if self.is_reflection() {
            (row, -col)
        } else {
            (row, col)
        };
        match self.0 % 4 {
            0 => (row, col),
            1 => (col, -row),
            2 => (-row, -col),
            _ => (-col, row),
        }
    }

    /// A short human name: `id`, `r90`, `r180`, `r270`, `m`, `m+r90`, ...
    pub fn name(self) -> &'static str {
        [
            "id", "r90", "r180", "r270", "m", "m+r90", "m+r180", "m+r270",
        ][self.0 as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_turn_four_times_is_identity() {
        let r = Transform(1);
        let mut cell = (2, 5);
        for _ in 0..4 {
            cell = r.apply(cell);
        }
        assert_eq!(cell, (2, 5));
        assert_eq!(r.apply((0, 1)), (1, 0), "right of origin goes below it");
    }

    #[test]
    fn the_eight_transforms_are_distinct() {
        let probe = (1, 2);
        let mut images: Vec<Cell> = Transform::all().map(|t| t.apply(probe)).collect();
        images.sort();
        images.dedup();
        assert_eq!(images.len(), 8);
    }

    #[test]
    fn reflections_are_involutions() {
        for t in Transform::all().filter(|t| t.is_reflection()) {
            assert_eq!(t.apply(t.apply((3, -7))), (3, -7), "{}", t.name());
        }
    }
}
