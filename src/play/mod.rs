//! Scripted play, written once for every game: the table of games, sessions (a game
//! replayed from its seed and history) behind one object, options read by each game's own
//! list, state files, the line protocol and the arena.

pub mod arena;
mod error;
pub mod file;
mod games;
mod options;
pub mod protocol;
mod session;
mod status;

pub use error::{FileError, MoveError, MoveReason, OptionError, PlayError};
pub use games::{AnyGame, GameAdapter, GameEntry, Games, STANDARD};
pub use options::{Pairs, pairs};
pub use session::{GameSession, Session, Until};
pub use status::{Status, line as status_line, status};
