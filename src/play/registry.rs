//! The games `play` knows, by name, and reading and writing their state files. Code that
//! works on any game matches an [`AnySession`] with [`with_session!`] and calls generic
//! functions on the [`Playable`] game inside.

use super::bots::Bot;
use super::file::{self, FORMAT, StateFile};
use super::session::Session;
use crate::engine::Game;
use crate::polyssimo::{Mode, Options, PolyssimoGame, Position, bots as poly_bots};
use crate::project_l::game::{Difficulty, Options as ProjectLOptions, ProjectLGame};
use crate::project_l::{BANK_PER_KIND, bots as project_l_bots};
use serde::Serialize;
use std::path::Path;

/// What the play commands need of a game beyond the rules.
pub trait Playable: Game + Sized {
    type Options: Serialize + Clone;

    /// The options the game was set up with, for its state file.
    fn options_of(&self) -> &Self::Options;

    /// The same game set up again (for replaying a history from the start).
    fn fresh(&self, seed: u64) -> Result<Self, String>;

    /// A bot by name.
    fn bot(name: &str) -> Result<Box<dyn Bot<Self>>, String>;
}

impl Playable for PolyssimoGame {
    type Options = Options;

    fn options_of(&self) -> &Options {
        self.options()
    }

    fn fresh(&self, _seed: u64) -> Result<Self, String> {
        PolyssimoGame::new(self.options())
    }

    fn bot(name: &str) -> Result<Box<dyn Bot<Self>>, String> {
        poly_bots::bot(name).ok_or_else(|| {
            format!(
                "unknown bot {name:?} (bots: {})",
                poly_bots::BOT_NAMES.join(", ")
            )
        })
    }
}

impl Playable for ProjectLGame {
    type Options = ProjectLOptions;

    fn options_of(&self) -> &ProjectLOptions {
        &self.options
    }

    fn fresh(&self, seed: u64) -> Result<Self, String> {
        ProjectLGame::new(&self.options, seed)
    }

    fn bot(name: &str) -> Result<Box<dyn Bot<Self>>, String> {
        project_l_bots::bot(name).ok_or_else(|| {
            format!(
                "unknown bot {name:?} (bots: {})",
                project_l_bots::BOT_NAMES.join(", ")
            )
        })
    }
}

/// A session of any known game (one per process, so the size difference between games
/// does not matter).
#[allow(clippy::large_enum_variant)]
pub enum AnySession {
    /// Polyssimo Challenge, or Golomb's game (the same rules in another mode).
    Polyssimo(Session<PolyssimoGame>),
    ProjectL(Session<ProjectLGame>),
}

/// Runs `$body` with `$s` bound to the session inside an [`AnySession`], whatever its game.
#[macro_export]
macro_rules! with_session {
    ($session:expr, $s:ident => $body:expr) => {
        match $session {
            $crate::play::AnySession::Polyssimo($s) => $body,
            $crate::play::AnySession::ProjectL($s) => $body,
        }
    };
}

/// The games `play new` can start, and the one still to come.
pub const GAMES: [&str; 3] = ["project-l", "polyssimo", "golomb"];
const COMING: [&str; 1] = ["s25"];

/// What `play new` was asked for.
#[derive(Clone, Debug, Default)]
pub struct NewGame {
    pub name: String,
    pub players: Option<usize>,
    /// Polyssimo: each player's pieces instead of a draft.
    pub draft: Option<Vec<Vec<String>>>,
    /// Polyssimo: the text of a puzzle file with another board and pieces.
    pub set: Option<String>,
    /// Project L: the solo game's difficulty.
    pub solo: Option<String>,
    /// Project L: pieces of each kind in the bank.
    pub bank: Option<u32>,
    pub seed: u64,
}

/// Starts a game.
pub fn new_game(request: &NewGame) -> Result<AnySession, String> {
    let name = request.name.as_str();
    let polyssimo_only = request.draft.is_some() || request.set.is_some();
    let project_l_only = request.solo.is_some() || request.bank.is_some();
    if name == "project-l" && polyssimo_only {
        return Err("--draft and --set are Polyssimo options".into());
    }
    if name != "project-l" && project_l_only {
        return Err("--solo and --bank are Project L options".into());
    }
    let mode = match name {
        "project-l" => return new_project_l(request),
        "polyssimo" => Mode::Polyssimo,
        "golomb" => Mode::Golomb,
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
    let options = Options {
        mode,
        players: request.players.unwrap_or(2),
        draft: request.draft.clone(),
        start: None,
        set: request.set.clone(),
    };
    let game = PolyssimoGame::new(&options)?;
    Ok(AnySession::Polyssimo(Session::new(game, request.seed)))
}

fn new_project_l(request: &NewGame) -> Result<AnySession, String> {
    let solo = request.solo.as_deref().map(Difficulty::parse).transpose()?;
    let players = match (solo, request.players) {
        (Some(_), None) => 1,
        (None, None) => 2,
        (_, Some(n)) => n,
    };
    let options = ProjectLOptions {
        players,
        solo,
        bank: request.bank.unwrap_or(BANK_PER_KIND),
    };
    let game = ProjectLGame::new(&options, request.seed)?;
    Ok(AnySession::ProjectL(Session::new(game, request.seed)))
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
        AnySession::ProjectL(_) => Err("only Polyssimo positions can be exported".into()),
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
            let session = Session::replay(setup, state.seed, state.history)?;
            Ok(AnySession::Polyssimo(session))
        }
        "project-l" => {
            let state: StateFile<ProjectLOptions> = file::parse(&text)?;
            let setup = ProjectLGame::new(&state.options, state.seed)
                .map_err(|e| format!("options: {e}"))?;
            let session = Session::replay(setup, state.seed, state.history)?;
            Ok(AnySession::ProjectL(session))
        }
        other => Err(format!(
            "unknown game {other:?} (games: {})",
            GAMES.join(", ")
        )),
    }
}

/// Writes a session's state file atomically.
pub fn save(session: &AnySession, path: &Path) -> Result<(), String> {
    with_session!(session, s => save_session(s, path))
}

fn save_session<G: Playable>(s: &Session<G>, path: &Path) -> Result<(), String> {
    file::write_atomically(
        path,
        &StateFile {
            format: FORMAT,
            game: s.game.name().to_string(),
            options: s.game.options_of().clone(),
            seed: s.seed,
            history: s.history.clone(),
        },
    )
}
