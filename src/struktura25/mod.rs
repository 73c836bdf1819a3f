//! Структура 25 (Struktura 25): chips on a 6×6 grid, lines, clusters and spirals, a die
//! that can knock a structure down, and a win only at exactly 25. The rules engine
//! ([`Struktura25`]), its notation and position files, bots, and the analyses: what each
//! player can activate, the odds of each collapse, the best move over the die, and the
//! fewest turns to exactly 25.

pub mod analyze;
mod board_text;
pub mod bots;
pub mod chance;
pub mod combo;
mod describe;
pub mod eval;
mod game;
pub mod grid;
mod hint;
mod illegal;
pub mod moves;
mod options;
pub mod path;
pub mod picture;
mod players;
pub mod position;
pub mod readings;
pub mod rulebook;
pub mod rules;
pub mod search;
mod setup;
pub mod state;
pub mod unreachable;
mod view;

pub use game::Struktura25;
pub use illegal::{Illegal, SetupError};
pub use moves::Move;
pub use options::Options;
pub use readings::{Correction, Line2, Readings, Stalemate};
pub use state::State;

#[cfg(test)]
mod chance_tests;
#[cfg(test)]
mod readings_tests;
#[cfg(test)]
mod tests;
