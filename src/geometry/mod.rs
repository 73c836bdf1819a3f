//! Grid geometry shared by every game: cells and the eight grid symmetries, polyomino
//! shapes and their orientations, regions with their placements and symmetries, and the
//! enumeration of all free polyominoes of a size, and fixed-width bit masks over cells.

mod enumerate;
pub mod mask;
mod notation;
mod region;
mod shape;
mod transform;

pub use enumerate::free_polyominoes;
pub use mask::Mask;
pub use notation::{cell_name, column_name, parse_cell_name};
pub use region::{Placement, Region, RegionError, Symmetry};
pub use shape::{Shape, ShapeError};
pub use transform::{Cell, Transform, edge_neighbours};
