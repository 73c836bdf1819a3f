//! The Polyssimo endgame solver: who wins a position of the placement phase under perfect
//! play, and by how much, for boards of up to 192 cells and 2-4 players. Placements are
//! board masks and the positions normalised (see `node`), the value is proved by
//! null-window searches (MTD(f), see `solve`) over a fixed-size table (`table`); with 3-4
//! players the search is paranoid, the others playing together against the player to move.
//! `polyssimo::solve` is the older, simpler solver, kept as the test oracle.

mod bounds;
mod dominance;
mod lead;
mod node;
mod order;
mod pack;
mod root;
mod search;
mod solve;
mod table;

pub use bounds::value_bounds;
pub use search::{Control, INFINITE};
pub use solve::{Proved, solve_endgame};
pub use table::{MAX_HASH_MB, Table, TableError};
