//! The 6×6 grid of Структура 25: cells `a1`–`f6` (columns a–f left to right, rows 1–6 top
//! to bottom), sets of cells as 36-bit masks, and the neighbourhoods the rules use.

use itertools::Itertools;

/// Cells per side.
pub const SIDE: usize = 6;
/// Cells on the grid.
pub const CELLS: usize = SIDE * SIDE;
/// Every cell.
pub const ALL: Cells = (1 << CELLS) - 1;

/// A set of cells: bit `row * 6 + column`.
pub type Cells = u64;

/// The set of one cell.
pub const fn bit(cell: usize) -> Cells {
    1 << cell
}

pub const fn row(cell: usize) -> usize {
    cell / SIDE
}

pub const fn column(cell: usize) -> usize {
    cell % SIDE
}

/// The cells of a set, lowest first.
pub fn cells(set: Cells) -> impl Iterator<Item = usize> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            cell
        })
    })
}

/// The name of a cell: `a1` is the top-left corner, `f6` the bottom-right.
pub fn name(cell: usize) -> String {
    crate::geometry::cell_name(row(cell), column(cell))
}

/// The names of a set's cells, lowest first, separated by spaces.
pub fn names(set: Cells) -> String {
    cells(set).map(name).join(" ")
}

/// A cell by name, in either case (`b5`, `B5`).
pub fn parse(text: &str) -> Option<usize> {
    let (row, col) = crate::geometry::parse_cell_name(text)?;
    (row < SIDE && col < SIDE).then_some(row * SIDE + col)
}

const fn neighbourhood(cell: usize, diagonals: bool) -> Cells {
    let (r, c) = (row(cell) as isize, column(cell) as isize);
    let mut set = 0;
    let mut dr = -1;
    while dr <= 1 {
        let mut dc = -1;
        while dc <= 1 {
            let (nr, nc) = (r + dr, c + dc);
            let orthogonal = dr == 0 || dc == 0;
            let inside = nr >= 0 && nr < SIDE as isize && nc >= 0 && nc < SIDE as isize;
            if !(dr == 0 && dc == 0) && inside && (diagonals || orthogonal) {
                set |= bit((nr * SIDE as isize + nc) as usize);
            }
            dc += 1;
        }
        dr += 1;
    }
    set
}

const fn table(diagonals: bool) -> [Cells; CELLS] {
    let mut out = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        out[cell] = neighbourhood(cell, diagonals);
        cell += 1;
    }
    out
}

const AROUND: [Cells; CELLS] = table(true);
const BESIDE: [Cells; CELLS] = table(false);

/// The up to 8 cells touching a cell, diagonals included.
pub fn around(cell: usize) -> Cells {
    AROUND[cell]
}

/// The up to 4 cells sharing a side with a cell.
pub fn beside(cell: usize) -> Cells {
    BESIDE[cell]
}

/// The cells of a straight segment from `from` to `to` (same row or column, `from` first
/// in reading order), or `None` when they are not in one row or column.
pub fn segment(from: usize, to: usize) -> Option<Cells> {
    let (from, to) = (from.min(to), from.max(to));
    let step = if row(from) == row(to) {
        1
    } else if column(from) == column(to) {
        SIDE
    } else {
        return None;
    };
    Some((from..=to).step_by(step).map(bit).sum())
}

/// The 2×2 square with this top-left cell, if it fits on the grid.
pub fn square(top_left: usize) -> Option<Cells> {
    (row(top_left) + 1 < SIDE && column(top_left) + 1 < SIDE).then(|| {
        bit(top_left) | bit(top_left + 1) | bit(top_left + SIDE) | bit(top_left + SIDE + 1)
    })
}

/// The 24 straight lines of five cells (two per row and two per column).
pub fn five_lines() -> impl Iterator<Item = (usize, usize)> {
    (0..SIDE).flat_map(|k| {
        [
            (k * SIDE, k * SIDE + 4),
            (k * SIDE + 1, k * SIDE + 5),
            (k, k + 4 * SIDE),
            (k + SIDE, k + 5 * SIDE),
        ]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_corners_are_where_the_notation_says() {
        assert_eq!(parse("a1"), Some(0));
        assert_eq!(parse("F1"), Some(5));
        assert_eq!(parse("a6"), Some(30));
        assert_eq!(parse("f6"), Some(35));
        for cell in 0..CELLS {
            assert_eq!(parse(&name(cell)), Some(cell));
        }
        for bad in ["", "a", "a0", "a7", "g1", "a12", "1a"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn neighbourhoods_count_as_on_a_chessboard() {
        // A corner touches 3 cells (2 by a side), an edge cell 5 (3), an inner cell 8 (4).
        assert_eq!((around(0).count_ones(), beside(0).count_ones()), (3, 2));
        assert_eq!((around(2).count_ones(), beside(2).count_ones()), (5, 3));
        assert_eq!((around(14).count_ones(), beside(14).count_ones()), (8, 4));
        assert_eq!(beside(0), bit(1) | bit(6));
    }

    #[test]
    fn segments_and_squares() {
        assert_eq!(segment(1, 4), Some(0b11110));
        assert_eq!(segment(24, 6).map(names), Some("a2 a3 a4 a5".to_string()));
        assert_eq!(segment(0, 7), None);
        assert_eq!(square(7).map(names), Some("b2 c2 b3 c3".to_string()));
        assert_eq!(square(5), None);
        assert_eq!(five_lines().count(), 24);
    }
}
