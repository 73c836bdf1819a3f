//! Regions of the grid (boards, card holes): their cells, the placements of a shape inside
//! them as lists of cells, and the symmetries that map a region onto itself.

use super::shape::{Shape, ShapeError, drawing_rows, parse_grid};
use super::transform::{Cell, Transform, edge_neighbours};
use fixedbitset::FixedBitSet;
use std::collections::HashMap;

/// Why a board drawing was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RegionError {
    #[error(transparent)]
    Shape(#[from] ShapeError),
    #[error(
        "row {row} has {found} characters but row 1 has {expected}: every row must have the same width"
    )]
    Ragged {
        row: usize,
        found: usize,
        expected: usize,
    },
}

/// A finite set of cells with a numbering `0..len()` in row-major order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    height: i32,
    width: i32,
    cells: Vec<Cell>,
    index: CellIndex,
}

/// Each cell's number: a dense grid over the bounding box when it is not much larger than
/// the region (every board drawn as text), else a hash map.
#[derive(Clone, Debug, PartialEq, Eq)]
enum CellIndex {
    /// Row-major over the bounding box; `u32::MAX` for cells outside the region.
    Grid(Vec<u32>),
    Sparse(HashMap<Cell, usize>),
}

impl CellIndex {
    fn new(cells: &[Cell], height: i32, width: i32) -> CellIndex {
        let area = height as usize * width as usize;
        if area > 4 * cells.len() + 4096 || cells.len() >= u32::MAX as usize {
            return CellIndex::Sparse(cells.iter().enumerate().map(|(i, &c)| (c, i)).collect());
        }
        let mut grid = vec![u32::MAX; area];
        for (i, &(r, c)) in cells.iter().enumerate() {
            grid[r as usize * width as usize + c as usize] = i as u32;
        }
        CellIndex::Grid(grid)
    }
}

/// One way to put a shape inside a region: the covered cells (by region index). Only the
/// cells, so the placements of a piece take memory in proportion to their number, not to
/// their number times the board (a full-board bit set each took 2 GB for the dominoes of
/// a 300×300 board); searches build the masks they need from the cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The cells covered, a sorted list of indices.
    pub cells: Vec<usize>,
}

/// A symmetry of a region: a transform and the permutation of cell indices it induces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    pub transform: Transform,
    /// `image[i]` is the index of the cell that cell `i` is mapped to.
    pub image: Vec<usize>,
}

impl Region {
    /// A region from its cells (any order, duplicates merged), translated to start at (0, 0).
    pub fn from_cells(cells: impl IntoIterator<Item = Cell>) -> Result<Region, ShapeError> {
        let shape = Shape::from_cells(cells)?;
        let cells = shape.cells().to_vec();
        let index = CellIndex::new(&cells, shape.height(), shape.width());
        Ok(Region {
            height: shape.height(),
            width: shape.width(),
            cells,
            index,
        })
    }

    /// A full `height × width` rectangle.
    pub fn rectangle(height: i32, width: i32) -> Region {
        let cells = (0..height).flat_map(|r| (0..width).map(move |c| (r, c)));
        Region::from_cells(cells).expect("a rectangle has cells")
    }

    /// Reads a drawing: `#` a cell, `.` outside (holes allowed); all rows equally wide.
    /// Unlike a piece, a region need not be connected.
    pub fn parse(drawing: &str) -> Result<Region, RegionError> {
        // A character out of place is named first: a space inside a row, or before it,
        // also makes it look too wide or too narrow, which says less.
        let cells = parse_grid(drawing, |ch| match ch {
            '#' => Some(true),
            '.' => Some(false),
            _ => None,
        })?;
        let rows = drawing_rows(drawing);
        let expected = rows.first().map_or(0, |r| r.chars().count());
        for (i, row) in rows.iter().enumerate() {
            let found = row.chars().count();
            if found != expected {
                return Err(RegionError::Ragged {
                    row: i + 1,
                    found,
                    expected,
                });
            }
        }
        Ok(Region::from_cells(cells)?)
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a region has at least one cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Rows of the bounding box.
    pub fn height(&self) -> i32 {
        self.height
    }

    /// Columns of the bounding box.
    pub fn width(&self) -> i32 {
        self.width
    }

    /// The cells, in index order (row-major).
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The index of a cell, if it belongs to the region.
    pub fn index_of(&self, cell: Cell) -> Option<usize> {
        match &self.index {
            CellIndex::Grid(grid) => {
                let (r, c) = cell;
                if !(0..self.height).contains(&r) || !(0..self.width).contains(&c) {
                    return None;
                }
                let index = grid[r as usize * self.width as usize + c as usize];
                (index != u32::MAX).then_some(index as usize)
            }
            CellIndex::Sparse(map) => map.get(&cell).copied(),
        }
    }

    /// The region's cells that share an edge with cell `index`.
    pub fn neighbours(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        edge_neighbours(self.cells[index])
            .into_iter()
            .filter_map(|cell| self.index_of(cell))
    }

    /// The edge-connected areas of the region's cells not in `filled` (indexed by cell),
    /// each sorted, in reading order of their first cell.
    pub fn empty_areas(&self, mut filled: FixedBitSet) -> Vec<Vec<usize>> {
        filled.grow(self.len());
        let mut areas = Vec::new();
        for start in 0..self.len() {
            if filled.put(start) {
                continue;
            }
            let mut area = vec![start];
            let mut stack = vec![start];
            while let Some(cell) = stack.pop() {
                for next in self.neighbours(cell) {
                    if !filled.put(next) {
                        area.push(next);
                        stack.push(next);
                    }
                }
            }
            area.sort_unstable();
            areas.push(area);
        }
        areas
    }

    /// Every placement of `shape` (in this exact orientation) inside the region, ordered by
    /// the position of the shape's first cell.
    pub fn placements(&self, shape: &Shape) -> Vec<Placement> {
        let mut found = Vec::with_capacity(self.placement_bound(shape));
        self.each_placement(shape, |cells| {
            found.push(Placement {
                cells: cells.to_vec(),
            })
        });
        found
    }

    /// Calls `each` with the cells (sorted) of every placement of `shape` (in this exact
    /// orientation) inside the region, in the order of [`Region::placements`], from one
    /// buffer: no allocation for each placement.
    /// A shape is normalised (its cells from row 0 and column 0), so an anchor that would
    /// put its bounding box past the region's is passed over before its cells are looked up.
    pub fn each_placement(&self, shape: &Shape, mut each: impl FnMut(&[usize])) {
        let anchor = shape.cells()[0];
        let (height, width) = (shape.height(), shape.width());
        let mut cells = Vec::with_capacity(shape.len());
        for &(r, c) in &self.cells {
            let (dr, dc) = (r - anchor.0, c - anchor.1);
            if dr < 0 || dc < 0 || dr + height > self.height || dc + width > self.width {
                continue;
            }
            cells.clear();
            let shape_cells = shape.cells().iter();
            cells.extend(shape_cells.map_while(|&(sr, sc)| self.index_of((sr + dr, sc + dc))));
            if cells.len() == shape.len() {
                // Sorted already: a shape's cells and a region's are both in reading
                // order, which a translation keeps.
                debug_assert!(cells.is_sorted());
                each(&cells);
            }
        }
    }

    /// At most how many placements `shape` (in this orientation) has: the positions of its
    /// bounding box inside the region's (exact for a rectangle), and no more than cells.
    pub fn placement_bound(&self, shape: &Shape) -> usize {
        let rows = (self.height - shape.height() + 1).max(0) as usize;
        let columns = (self.width - shape.width() + 1).max(0) as usize;
        (rows * columns).min(self.len())
    }

    /// Placements of every distinct orientation of `shape`.
    pub fn all_placements(&self, shape: &Shape, allow_flip: bool) -> Vec<Placement> {
        shape
            .orientations(allow_flip)
            .iter()
            .flat_map(|o| self.placements(o))
            .collect()
    }

    /// The transforms that map the region onto itself (after re-aligning its bounding box),
    /// the identity first. A rectangle has 4, a square 8, an irregular board often only 1.
    pub fn symmetries(&self) -> Vec<Symmetry> {
        Transform::all().filter_map(|t| self.symmetry(t)).collect()
    }

    fn symmetry(&self, transform: Transform) -> Option<Symmetry> {
        let moved: Vec<Cell> = self.cells.iter().map(|&c| transform.apply(c)).collect();
        let min_row = moved.iter().map(|c| c.0).min()?;
        let min_col = moved.iter().map(|c| c.1).min()?;
        let image: Option<Vec<usize>> = moved
            .iter()
            .map(|&(r, c)| self.index_of((r - min_row, c - min_col)))
            .collect();
        image.map(|image| Symmetry { transform, image })
    }

    /// A cell's label in the one cell notation (`a1`, `l11`; see [`super::cell_name`]).
    pub fn label(&self, cell: usize) -> String {
        let (row, col) = self.cells[cell];
        super::cell_name(row as usize, col as usize)
    }

    /// The cell a label names, if it is one of the region's.
    pub fn parse_label(&self, text: &str) -> Option<usize> {
        let (row, col) = super::parse_cell_name(text)?;
        self.index_of((i32::try_from(row).ok()?, i32::try_from(col).ok()?))
    }

    /// Draws the region with one character per cell chosen by `label` (outside cells `.`).
    pub fn draw(&self, label: impl Fn(usize) -> char) -> Vec<String> {
        (0..self.height)
            .map(|r| {
                (0..self.width)
                    .map(|c| self.index_of((r, c)).map_or('.', &label))
                    .collect()
            })
            .collect()
    }
}

impl Symmetry {
    /// The image of a placement's cells under this symmetry, sorted.
    pub fn map_cells(&self, cells: &[usize]) -> Vec<usize> {
        let mut out = Vec::with_capacity(cells.len());
        self.map_cells_into(cells, &mut out);
        out
    }

    /// As [`Symmetry::map_cells`], into `out` (cleared first), so a loop over many
    /// placements allocates once.
    pub fn map_cells_into(&self, cells: &[usize], out: &mut Vec<usize>) {
        out.clear();
        out.extend(cells.iter().map(|&i| self.image[i]));
        out.sort_unstable();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_found_by_grid_or_by_map() {
        let board = Region::parse("###.\n#.##").unwrap();
        assert!(matches!(board.index, CellIndex::Grid(_)));
        assert_eq!(board.index_of((1, 3)), Some(5));
        assert_eq!(board.index_of((1, 1)), None, "a hole");
        for outside in [(-1, 0), (0, -1), (2, 0), (0, 4), (i32::MAX, i32::MAX)] {
            assert_eq!(board.index_of(outside), None, "{outside:?}");
        }
        let sparse = Region::from_cells([(0, 0), (5000, 7000)]).unwrap();
        assert!(matches!(sparse.index, CellIndex::Sparse(_)));
        assert_eq!(sparse.index_of((5000, 7000)), Some(1));
        assert_eq!(sparse.index_of((1, 1)), None);
    }

    #[test]
    fn placement_counts_in_a_rectangle() {
        let board = Region::rectangle(6, 10);
        // The X pentomino fits with its centre on any of the 4×8 interior cells.
        let x = Shape::parse(".#.\n###\n.#.").unwrap();
        assert_eq!(board.all_placements(&x, true).len(), 32);
        // The I pentomino: 6 rows × 6 horizontal + 10 columns × 2 vertical.
        let i = Shape::parse("#####").unwrap();
        assert_eq!(board.all_placements(&i, true).len(), 36 + 20);
    }

    #[test]
    fn holes_block_placements() {
        let board = Region::parse("###\n#.#\n###").unwrap();
        let domino = Shape::parse("##").unwrap();
        assert_eq!(board.len(), 8);
        assert_eq!(board.all_placements(&domino, true).len(), 8);
    }

    #[test]
    fn symmetry_groups_of_common_boards() {
        assert_eq!(Region::rectangle(6, 10).symmetries().len(), 4);
        assert_eq!(Region::rectangle(8, 8).symmetries().len(), 8);
        let holed = Region::parse(
            "########\n########\n########\n###..###\n###..###\n########\n########\n########",
        )
        .unwrap();
        assert_eq!(holed.symmetries().len(), 8);
        let l_shape = Region::parse("#.\n##").unwrap();
        assert_eq!(
            l_shape.symmetries().len(),
            2,
            "identity and the diagonal mirror"
        );
        let f_board = Region::parse(".##\n##.\n.#.").unwrap();
        assert_eq!(f_board.symmetries().len(), 1);
    }

    #[test]
    fn symmetries_permute_the_cells() {
        for sym in Region::rectangle(3, 5).symmetries() {
            let mut seen = sym.image.clone();
            seen.sort_unstable();
            assert_eq!(
                seen,
                (0..15).collect::<Vec<_>>(),
                "{}",
                sym.transform.name()
            );
        }
    }

    #[test]
    fn labels_round_trip() {
        let board = Region::rectangle(11, 12);
        for cell in 0..board.len() {
            assert_eq!(board.parse_label(&board.label(cell)), Some(cell));
        }
        assert_eq!(board.label(0), "a1");
        assert_eq!(board.label(131), "l11");
        assert_eq!(board.parse_label("m1"), None);
        assert_eq!(board.parse_label("a0"), None);
        assert_eq!(board.parse_label("b"), None);
    }

    #[test]
    fn ragged_rows_are_an_error() {
        assert_eq!(
            Region::parse("###\n##\n###"),
            Err(RegionError::Ragged {
                row: 2,
                found: 2,
                expected: 3
            })
        );
        // A space inside a row, or before it, is named where it is, not as a width.
        for (drawing, row, col) in [("# #\n####", 1, 2), ("####\n  ####", 2, 1)] {
            assert_eq!(
                Region::parse(drawing),
                Err(RegionError::Shape(ShapeError::BadCharacter {
                    row,
                    col,
                    found: ' '
                })),
                "{drawing:?}"
            );
        }
    }
}
