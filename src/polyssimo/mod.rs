//! Polyssimo Challenge: the board and piece set, positions of the placement phase, and the
//! analysis of small holes (reserved, contested, dead).

mod holes;
mod position;

pub use holes::{Fit, Hole, HoleClass, empty_regions, holes};
pub use position::{OnBoard, PieceSet, Player, Position, PositionError};
