//! Polyssimo Challenge: the board and piece set, positions of the placement phase, the
//! rules of that phase, the analysis of small holes (reserved, contested, dead), and the
//! 2-player endgame solver.

mod advice;
pub mod board_text;
mod board_text_short;
pub mod bots;
mod describe;
mod draft;
mod draft_hint;
pub mod endgame;
mod game;
pub mod golomb_book;
mod golomb_hint;
mod hint;
mod holes;
mod illegal;
mod options;
mod perfect;
pub mod picture;
mod players;
mod playout;
mod position;
pub mod prover;
mod recency;
mod result;
pub mod rulebook;
mod rules;
mod setup;
mod solve;
mod view;

pub use advice::{Advice, Allowance, advise};
pub use game::{GameState, Move, Polyssimo};
pub use holes::{Fit, Hole, HoleClass, dead_cells, empty_regions, holes};
pub use illegal::{Illegal, RulesError, SetupError};
pub use options::{Options, golomb_options};
pub use position::{
    Mode, OnBoard, PieceList, PieceSet, Player, Position, PositionError, PositionErrorKind,
};
pub use recency::Recency;
pub use rules::{Board, Placing, Rules, State};
pub use solve::{Limit, Solution, solve, solve_within};
