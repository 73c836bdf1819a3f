//! Polyomino shapes: reading them from text drawings, normalising them, and listing their
//! distinct orientations.

use super::transform::{Cell, Transform, edge_neighbours};
use fixedbitset::FixedBitSet;
use itertools::Itertools;
use std::fmt;

/// Why a drawing or a cell list is not a valid shape.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("the drawing has no cells (draw cells with '#')")]
    Empty,
    #[error(
        "unexpected character {found:?} at row {row}, column {col} (use '#' for a cell and '.' for none)"
    )]
    BadCharacter { row: usize, col: usize, found: char },
    #[error("the cells are not connected (every cell must touch another by an edge)")]
    Disconnected,
}

/// A set of cells translated so that its top row and leftmost column are 0, kept sorted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    cells: Vec<Cell>,
}

impl Shape {
    /// A shape from any nonempty set of cells (duplicates are merged). Connectivity is not
    /// required here; see [`Shape::is_connected`].
    pub fn from_cells(cells: impl IntoIterator<Item = Cell>) -> Result<Shape, ShapeError> {
        let mut cells: Vec<Cell> = cells.into_iter().collect();
        let min_row = cells.iter().map(|c| c.0).min().ok_or(ShapeError::Empty)?;
        let min_col = cells.iter().map(|c| c.1).min().ok_or(ShapeError::Empty)?;
        for cell in &mut cells {
            *cell = (cell.0 - min_row, cell.1 - min_col);
        }
        cells.sort_unstable();
        cells.dedup();
        Ok(Shape { cells })
    }

    /// Reads a drawing: one text row per grid row, `#` a cell, `.` or a space no cell.
    /// Leading and trailing blank lines are ignored. The piece must be connected.
    pub fn parse(drawing: &str) -> Result<Shape, ShapeError> {
        let cells = parse_grid(drawing, |ch| match ch {
            '#' => Some(true),
            '.' | ' ' => Some(false),
            _ => None,
        })?;
        let shape = Shape::from_cells(cells)?;
        if shape.is_connected() {
            Ok(shape)
        } else {
            Err(ShapeError::Disconnected)
        }
    }

    /// The cells, sorted row by row.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a shape has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Rows spanned.
    pub fn height(&self) -> i32 {
        self.cells.iter().map(|c| c.0).max().unwrap_or(-1) + 1
    }

    /// Columns spanned.
    pub fn width(&self) -> i32 {
        self.cells.iter().map(|c| c.1).max().unwrap_or(-1) + 1
    }

    /// Whether every cell can be reached from every other through edge neighbours.
    pub fn is_connected(&self) -> bool {
        connected_cells(&self.cells)
    }

    /// The shape after a rotation/reflection, normalised again.
    pub fn transformed(&self, transform: Transform) -> Shape {
        Shape::from_cells(self.cells.iter().map(|&c| transform.apply(c)))
            .expect("a transformed shape keeps its cells")
    }

    /// The distinct orientations: under all eight symmetries for a free piece, under the four
    /// rotations for a one-sided piece. Sorted, so the order does not depend on the drawing.
    pub fn orientations(&self, allow_flip: bool) -> Vec<Shape> {
        let transforms: Vec<Transform> = if allow_flip {
            Transform::all().collect()
        } else {
            Transform::rotations().collect()
        };
        let mut shapes: Vec<Shape> = transforms
            .into_iter()
            .map(|t| self.transformed(t))
            .collect();
        shapes.sort();
        shapes.dedup();
        shapes
    }

    /// The least orientation: equal for two drawings of the same free (or one-sided) piece.
    pub fn canonical(&self, allow_flip: bool) -> Shape {
        self.orientations(allow_flip).swap_remove(0)
    }

    /// The shape as a drawing with `#` cells, rows separated by newlines.
    pub fn draw(&self) -> String {
        let mut rows = vec![vec!['.'; self.width() as usize]; self.height() as usize];
        for &(r, c) in &self.cells {
            rows[r as usize][c as usize] = '#';
        }
        let lines: Vec<String> = rows.into_iter().map(|r| r.into_iter().collect()).collect();
        lines.join("\n")
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.draw())
    }
}

/// Reads a character grid, calling `classify` on each character: `Some(true)` a cell,
/// `Some(false)` no cell, `None` an error. Blank lines at either end are skipped; rows keep
/// their own lengths (callers that need a rectangle check it).
pub(crate) fn parse_grid(
    drawing: &str,
    classify: impl Fn(char) -> Option<bool>,
) -> Result<Vec<Cell>, ShapeError> {
    let mut cells = Vec::new();
    for (row, line) in drawing_rows(drawing).iter().enumerate() {
        for (col, ch) in line.chars().enumerate() {
            match classify(ch) {
                Some(true) => cells.push((row as i32, col as i32)),
                Some(false) => {}
                None => {
                    return Err(ShapeError::BadCharacter {
                        row: row + 1,
                        col: col + 1,
                        found: ch,
                    });
                }
            }
        }
    }
    Ok(cells)
}

/// The rows of a drawing without surrounding blank lines or trailing white space.
pub(crate) fn drawing_rows(drawing: &str) -> Vec<&str> {
    let rows: Vec<&str> = drawing.lines().map(str::trim_end).collect();
    let first = rows.iter().position(|r| !r.trim().is_empty());
    let last = rows.iter().rposition(|r| !r.trim().is_empty());
    match (first, last) {
        (Some(first), Some(last)) => rows[first..=last].to_vec(),
        _ => Vec::new(),
    }
}

/// Whether a set of cells is edge-connected (an empty set counts as connected).
pub(crate) fn connected_cells(cells: &[Cell]) -> bool {
    let Some(&start) = cells.first() else {
        return true;
    };
    let bounds = Bounds::of(cells);
    // A connected set's cells reach every row and column of its box, and each cell past the
    // first adds at most one new row or column: so more rows and columns than cells means
    // a gap (and keeps the box below cells² bits).
    if (bounds.height + bounds.width - 1) as usize > cells.len() {
        return false;
    }
    let mut set = FixedBitSet::with_capacity(bounds.len());
    set.extend(cells.iter().map(|&cell| bounds.bit(cell)));
    let mut seen = FixedBitSet::with_capacity(bounds.len());
    seen.insert(bounds.bit(start));
    let mut stack = vec![start];
    while let Some(cell) = stack.pop() {
        for next in edge_neighbours(cell) {
            if bounds.holds(next) && set.contains(bounds.bit(next)) && !seen.put(bounds.bit(next)) {
                stack.push(next);
            }
        }
    }
    seen.count_ones(..) == set.count_ones(..)
}

/// The bounding box of a set of cells, numbering its cells row by row.
struct Bounds {
    top: i32,
    left: i32,
    height: i32,
    width: i32,
}

impl Bounds {
    fn of(cells: &[Cell]) -> Bounds {
        let rows = cells
            .iter()
            .map(|c| c.0)
            .minmax()
            .into_option()
            .expect("cells");
        let columns = cells
            .iter()
            .map(|c| c.1)
            .minmax()
            .into_option()
            .expect("cells");
        Bounds {
            top: rows.0,
            left: columns.0,
            height: rows.1 - rows.0 + 1,
            width: columns.1 - columns.0 + 1,
        }
    }

    fn len(&self) -> usize {
        (self.height * self.width) as usize
    }

    fn holds(&self, (r, c): Cell) -> bool {
        (self.top..self.top + self.height).contains(&r)
            && (self.left..self.left + self.width).contains(&c)
    }

    fn bit(&self, (r, c): Cell) -> usize {
        ((r - self.top) * self.width + c - self.left) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_normalises_and_draws_back() {
        let shape = Shape::parse("\n..#\n.##\n..#\n").unwrap();
        assert_eq!(shape.cells(), &[(0, 1), (1, 0), (1, 1), (2, 1)]);
        assert_eq!(shape.draw(), ".#\n##\n.#");
    }

    #[test]
    fn orientation_counts_match_the_known_symmetries() {
        // F pentomino: no symmetry, 8 free orientations, 4 one-sided.
        let f = Shape::parse(".##\n##.\n.#.").unwrap();
        assert_eq!(f.orientations(true).len(), 8);
        assert_eq!(f.orientations(false).len(), 4);
        // X pentomino: fully symmetric.
        let x = Shape::parse(".#.\n###\n.#.").unwrap();
        assert_eq!(x.orientations(true).len(), 1);
        // I pentomino: 2; T tetromino: 4; S tetromino: 4 free, 2 one-sided.
        assert_eq!(Shape::parse("#####").unwrap().orientations(true).len(), 2);
        assert_eq!(
            Shape::parse("###\n.#.").unwrap().orientations(true).len(),
            4
        );
        let s = Shape::parse(".##\n##.").unwrap();
        assert_eq!(s.orientations(true).len(), 4);
        assert_eq!(s.orientations(false).len(), 2);
    }

    #[test]
    fn canonical_form_identifies_mirror_images_only_when_free() {
        let s = Shape::parse(".##\n##.").unwrap();
        let z = Shape::parse("##.\n.##").unwrap();
        assert_eq!(s.canonical(true), z.canonical(true));
        assert_ne!(s.canonical(false), z.canonical(false));
    }

    #[test]
    fn bad_drawings_are_rejected() {
        assert_eq!(Shape::parse("..\n.."), Err(ShapeError::Empty));
        assert_eq!(Shape::parse("#.#"), Err(ShapeError::Disconnected));
        assert!(matches!(
            Shape::parse("#x"),
            Err(ShapeError::BadCharacter {
                row: 1,
                col: 2,
                found: 'x'
            })
        ));
    }
}
