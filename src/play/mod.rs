//! Scripted play, written once for every game: sessions (a game replayed from its seed and
//! history), state files, bots and the arena; and the registry of games by name.

pub mod arena;
pub mod bots;
pub mod file;
pub mod protocol;
mod registry;
pub mod session;

pub use registry::{
    AnySession, GAMES, NewGame, Playable, export_position, import_position, load, new_game, save,
};
pub use session::Session;
