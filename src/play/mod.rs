//! Scripted play, written once for every game: the table of games, sessions (a game
//! replayed from its seed and history) behind one object, options read by each game's own
//! list, state files, the line protocol and the arena.

mod adapter;
pub mod arena;
mod error;
pub mod file;
mod games;
mod hint;
mod nearest;
mod options;
pub mod protocol;
pub mod seating;
mod session;
mod status;
pub mod turn_times;
pub mod vs;

pub use adapter::{AnyGame, GameAdapter};
pub use error::{FileError, MoveError, MoveReason, OptionError, PlayError};
pub use games::{GameEntry, Games, STANDARD};
pub use hint::HintReport;
pub use nearest::{completions, grouped, nearest};
pub use options::{Pairs, pairs};
pub use session::{BotMove, GameSession, Session, Until};
pub use status::{Status, line as status_line, status};
