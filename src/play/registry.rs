//! The games `play` knows, by name, and reading and writing their state files.

use super::bots::Bot;
use super::file::{self, FORMAT, StateFile};
use super::session::Session;
use crate::engine::Game;
use crate::polyssimo::{Mode, Options, PolyssimoGame, Position, bots};
use std::path::Path;

/// A session of any known game.
pub enum AnySession {
    /// Polyssimo Challenge, or Golomb's game (the same rules in another mode).
    Polyssimo(Session<PolyssimoGame>),
}

/// The games `play new` can start, and the ones still to come.
pub const GAMES: [&str; 2] = ["polyssimo", "golomb"];
const COMING: [&str; 2] = ["project-l", "s25"];

/// Starts a game by name; `set` is the text of a puzzle file with another board and pieces.
pub fn new_game(
    name: &str,
    players: Option<usize>,
    draft: Option<Vec<Vec<String>>>,
    set: Option<String>,
    seed: u64,
) -> Result<AnySession, String> {
    let options = match name {
        "polyssimo" => Options {
            mode: Mode::Polyssimo,
            players: players.unwrap_or(2),
            draft,
            start: None,
            set: set.clone(),
        },
        "golomb" => Options {
            mode: Mode::Golomb,
            players: players.unwrap_or(2),
            draft,
            start: None,
            set: set.clone(),
        },
        _ if COMING.contains(&name) => {
            return Err(format!(
                "{name} cannot be played yet (games: {})",
                GAMES.join(", ")
            ));
        }
        _ => {
            return Err(format!(
                "unknown game {name:?} (games: {})",
                GAMES.join(", ")
            ));
        }
    };
    let game = PolyssimoGame::new(&options)?;
    Ok(AnySession::Polyssimo(Session::new(game, seed)))
}

/// A game that starts from a position file's text (Polyssimo or Golomb's game).
pub fn import_position(text: &str, file: &str, seed: u64) -> Result<AnySession, String> {
    let position = Position::parse(text, file).map_err(|e| e.to_string())?;
    let options = Options {
        mode: position.mode,
        players: position.players.len(),
        draft: None,
        start: Some(text.to_string()),
        set: None,
    };
    let game = PolyssimoGame::new(&options)?;
    Ok(AnySession::Polyssimo(Session::new(game, seed)))
}

/// The current position of a game in the placement phase, as position-file text.
pub fn export_position(session: &AnySession) -> Result<String, String> {
    match session {
        AnySession::Polyssimo(s) => Ok(s.game.position(&s.state)?.to_text()),
    }
}

/// Reads a state file and replays it.
pub fn load(path: &Path) -> Result<AnySession, String> {
    let (text, game) = file::read_header(path)?;
    match game.as_str() {
        "polyssimo" | "golomb" => {
            let state: StateFile<Options> = file::parse(&text)?;
            let expected = if game == "golomb" {
                Mode::Golomb
            } else {
                Mode::Polyssimo
            };
            if state.options.mode != expected {
                return Err(format!("game {game} with options for another mode"));
            }
            let setup = PolyssimoGame::new(&state.options).map_err(|e| format!("options: {e}"))?;
            Ok(AnySession::Polyssimo(Session::replay(
                setup,
                state.seed,
                state.history,
            )?))
        }
        other => Err(format!(
            "unknown game {other:?} (games: {})",
            GAMES.join(", ")
        )),
    }
}

/// Writes a session's state file atomically.
pub fn save(session: &AnySession, path: &Path) -> Result<(), String> {
    match session {
        AnySession::Polyssimo(s) => file::write_atomically(
            path,
            &StateFile {
                format: FORMAT,
                game: s.game.name().to_string(),
                options: s.game.options().clone(),
                seed: s.seed,
                history: s.history.clone(),
            },
        ),
    }
}

/// A Polyssimo bot by name.
pub fn polyssimo_bot(name: &str) -> Result<Box<dyn Bot<PolyssimoGame>>, String> {
    bots::bot(name).ok_or_else(|| {
        format!(
            "unknown bot {name:?} (bots: {})",
            bots::BOT_NAMES.join(", ")
        )
    })
}
