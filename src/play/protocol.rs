//! The line protocol behind `play serve`, in the style of GTP: a command per line
//! (`[id] command args`), answered with its result lines or an error. This module only
//! turns a command into an answer; reading and writing lines is the caller's.
//!
//! Commands: `new GAME [PLAYERS] [SEED] [KEY=VALUE...]`, `load FILE`, `save FILE [force]`,
//! `games`, `moves`, `play MOVE`, `undo`, `genmove [BOT] [think=MS | nodes=N]`, `show`,
//! `status`,
//! `roll [EVENT]`, `quit`.

use super::error::{FileError, PlayError};
use super::file::{self, Known};
use super::games::{GameEntry, Games};
use super::options::{Pairs, pairs};
use super::session::{GameSession, Until};
use super::status::line;
use crate::engine::{Budget, BudgetError, Turn};
use crate::text_file::InFile;
use std::path::Path;

/// Tells why a game refused its options when its caller can say it better: the command line
/// knows the kinds of tessera files, so a plan state given as a card deck is called that, not
/// a deck with an unknown key. The reason, or none to keep the game's own.
pub type StartCheck = fn(&GameEntry, &Pairs) -> Option<String>;

/// The protocol's state: the games it knows and the game in play, if any.
pub struct Protocol {
    games: Games,
    /// Rewords a game's refusal of `new`'s options (see [`StartCheck`]).
    start_check: Option<StartCheck>,
    session: Option<Box<dyn GameSession>>,
    /// The state files the game in play was loaded from or saved to, each as it was then:
    /// `save` replaces no other file unless forced.
    known: Vec<Known>,
    /// Set by `quit`.
    pub finished: bool,
}

/// The commands, for listings and errors.
pub const COMMANDS: [&str; 12] = [
    "new", "load", "save", "games", "moves", "play", "undo", "genmove", "show", "status", "roll",
    "quit",
];

/// Why a command was not carried out; the game is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum ProtocolError {
    #[error("usage: {0}")]
    Usage(&'static str),
    #[error("unknown command {0:?} (commands: {commands})", commands = COMMANDS.join(" "))]
    UnknownCommand(String),
    #[error("no game: use `new GAME` or `load FILE` first")]
    NoGame,
    #[error("no player is to move now ({0})")]
    NoPlayer(&'static str),
    #[error("{0} must be a whole number, not {1:?}")]
    NotANumber(&'static str, String),
    #[error("genmove: {0}")]
    Budget(BudgetError),
    #[error(transparent)]
    File(InFile<FileError>),
    /// A game refused its options, as its caller's [`StartCheck`] rewords it.
    #[error("{0}")]
    Reworded(String),
    #[error(transparent)]
    Play(#[from] PlayError),
}

crate::errors::from_cause!(BudgetError => ProtocolError::Budget);

impl From<super::error::MoveError> for ProtocolError {
    fn from(e: super::error::MoveError) -> ProtocolError {
        ProtocolError::Play(e.into())
    }
}

impl From<super::error::OptionError> for ProtocolError {
    fn from(e: super::error::OptionError) -> ProtocolError {
        ProtocolError::Play(e.into())
    }
}

type Answer = Result<Vec<String>, ProtocolError>;

impl Protocol {
    /// A protocol with no game started.
    pub fn new(games: Games) -> Protocol {
        Protocol {
            games,
            start_check: None,
            session: None,
            known: Vec::new(),
            finished: false,
        }
    }

    /// A protocol with a game already started.
    pub fn with(games: Games, session: Box<dyn GameSession>) -> Protocol {
        Protocol {
            games,
            start_check: None,
            session: Some(session),
            known: Vec::new(),
            finished: false,
        }
    }

    /// The protocol with `check` rewording a game's refusal of `new`'s options.
    pub fn checking_starts(self, check: StartCheck) -> Protocol {
        Protocol {
            start_check: Some(check),
            ..self
        }
    }

    /// Where the game in play stands, as data (the JSON protocol's `status` carries it).
    pub fn status(&self) -> Option<super::Status> {
        self.session.as_deref().map(super::status::status)
    }

    /// Carries out one command; the answer's lines.
    pub fn handle(&mut self, command: &str, args: &[String]) -> Answer {
        match command {
            "new" => self.new_game(args),
            "load" => self.load(args),
            "games" => {
                no_args(args, "games")?;
                Ok(self.games.names().iter().map(|n| n.to_string()).collect())
            }
            "save" => self.save(args),
            "quit" => {
                no_args(args, "quit")?;
                self.finished = true;
                Ok(Vec::new())
            }
            _ => {
                let session = self.session.as_deref_mut().ok_or_else(|| {
                    if COMMANDS.contains(&command) {
                        ProtocolError::NoGame
                    } else {
                        ProtocolError::UnknownCommand(command.to_string())
                    }
                })?;
                on_session(session, command, args)
            }
        }
    }

    fn load(&mut self, args: &[String]) -> Answer {
        let path = Path::new(one_arg(args, "load FILE")?);
        let (session, known) = file::load_known(&self.games, path)
            .map_err(|e| ProtocolError::File(InFile::new(path, e)))?;
        let answer = vec![line(session.as_ref())];
        self.session = Some(session);
        self.known = vec![known];
        Ok(answer)
    }

    /// `save FILE [force]`: a new file, or one the game in play was loaded from or saved to
    /// if no other run has changed it since; any other only with `force`.
    fn save(&mut self, args: &[String]) -> Answer {
        const USAGE: &str = "save FILE [force], a regular file (not -, a FIFO, socket or \
                             device), which `load` reads back";
        let (path, force) = match args {
            [path] => (Path::new(path), false),
            [path, force] if force == "force" => (Path::new(path), true),
            _ => return Err(ProtocolError::Usage(USAGE)),
        };
        let session = self.session.as_deref().ok_or(ProtocolError::NoGame)?;
        // A FIFO would hold the session until a reader came, and `load` reads only regular
        // files; `-`, standard output elsewhere, carries the answers.
        use crate::safe_write::Target;
        let stream = matches!(
            crate::safe_write::resolve(path),
            Ok(Target::Stream(_) | Target::StandardOutput | Target::StandardError)
        );
        if stream || path.as_os_str() == "-" {
            return Err(ProtocolError::Usage(USAGE));
        }
        let known = file::save_known(session, path, &self.known, force)
            .map_err(|e| ProtocolError::File(InFile::new(path, e)))?;
        self.known.retain(|k| !k.same_path(&known));
        self.known.push(known);
        Ok(Vec::new())
    }

    fn new_game(&mut self, args: &[String]) -> Answer {
        const USAGE: &str = "new GAME [PLAYERS] [SEED] [KEY=VALUE...]";
        let (game, rest) = args.split_first().ok_or(ProtocolError::Usage(USAGE))?;
        let (mut named, numbers): (Vec<String>, Vec<String>) =
            rest.iter().cloned().partition(|w| w.contains('='));
        // PLAYERS and SEED are `players=` and `seed=` written short: given both ways, twice.
        if numbers.len() > 2 {
            return Err(ProtocolError::Usage(USAGE));
        }
        let short = ["players", "seed"].iter().zip(&numbers);
        named.splice(0..0, short.map(|(key, value)| format!("{key}={value}")));
        let mut given = pairs(&named)?;
        let seed = match given.iter().position(|(k, _)| k == "seed") {
            Some(i) => number("seed", &given.remove(i).1)?,
            None => 0,
        };
        let entry = self.games.find(game)?;
        let session = entry.start(&given, seed).map_err(|refused| {
            let check = self.start_check.filter(|_| may_come_from_a_file(&refused));
            let reworded = check.and_then(|check| check(entry, &given));
            reworded.map_or(refused.into(), ProtocolError::Reworded)
        })?;
        let answer = vec![line(session.as_ref())];
        self.session = Some(session);
        // A new game is no file's: saving it over the file loaded before needs force.
        self.known.clear();
        Ok(answer)
    }
}

/// Whether a game's refusal of `new`'s options may come from a file given to one (the
/// game's setup, or a file's text): not an option's name or value refused before any file
/// is read, which is said first, as the command line says it.
fn may_come_from_a_file(refused: &PlayError) -> bool {
    use super::error::OptionError as E;
    !matches!(
        refused,
        PlayError::Option(
            E::Unknown { .. }
                | E::NotANumber { .. }
                | E::NotAChoice { .. }
                | E::Fixed { .. }
                | E::SetByPosition { .. }
        )
    )
}

/// The commands that act on the game in play.
fn on_session(s: &mut dyn GameSession, command: &str, args: &[String]) -> Answer {
    match command {
        "moves" => no_args(args, "moves").map(|_| s.legal_moves()),
        // For programs: the drawing without colour.
        "show" => no_args(args, "show").map(|_| {
            let plain = |l: String| crate::picture::terminal::plain(&l);
            s.board_text().into_iter().map(plain).collect()
        }),
        "status" => no_args(args, "status").map(|_| vec![line(s)]),
        "play" => {
            if args.is_empty() {
                return Err(ProtocolError::Usage("play MOVE"));
            }
            s.play(&args.join(" "))?;
            Ok(vec![line(s)])
        }
        "undo" => {
            no_args(args, "undo")?;
            s.undo()?;
            Ok(vec![line(s)])
        }
        "genmove" => {
            let (bot, budget) = genmove_args(args, s.bots()[0])?;
            match s.turn() {
                Turn::Player(_) => {
                    let moved = s.bot_moves(bot, budget, Until::Move)?;
                    Ok(moved.into_iter().map(|m| m.text).collect())
                }
                Turn::Chance => Err(ProtocolError::NoPlayer("a chance event is due: roll")),
                Turn::Over => Err(ProtocolError::NoPlayer("the game is over")),
            }
        }
        "roll" => {
            let event = match args {
                [] => None,
                _ => Some(args.join(" ")),
            };
            Ok(vec![s.roll(event.as_deref())?])
        }
        other => Err(ProtocolError::UnknownCommand(other.to_string())),
    }
}

/// `genmove`'s bot (the game's first by default) and budget: `[BOT] [think=MS | nodes=N]`.
fn genmove_args<'a>(
    args: &'a [String],
    default: &'a str,
) -> Result<(&'a str, Budget), ProtocolError> {
    const USAGE: &str = "genmove [BOT] [think=MS | nodes=N]";
    let (bots, budgets): (Vec<&String>, Vec<&String>) = args.iter().partition(|a| !a.contains('='));
    let bot = match bots[..] {
        [] => default,
        [bot] => bot.as_str(),
        _ => return Err(ProtocolError::Usage(USAGE)),
    };
    let budget = match budgets[..] {
        [] => Budget::Default,
        [word] => match word.split_once('=') {
            Some(("think", ms)) => Budget::millis(ms)?,
            Some(("nodes", n)) => Budget::nodes(n)?,
            _ => return Err(ProtocolError::Usage(USAGE)),
        },
        _ => return Err(ProtocolError::Usage(USAGE)),
    };
    Ok((bot, budget))
}

fn number(what: &'static str, text: &str) -> Result<u64, ProtocolError> {
    text.parse()
        .map_err(|_| ProtocolError::NotANumber(what, text.to_string()))
}

fn one_arg<'a>(args: &'a [String], usage: &'static str) -> Result<&'a str, ProtocolError> {
    match args {
        [one] => Ok(one),
        _ => Err(ProtocolError::Usage(usage)),
    }
}

fn no_args(args: &[String], usage: &'static str) -> Result<(), ProtocolError> {
    match args {
        [] => Ok(()),
        _ => Err(ProtocolError::Usage(usage)),
    }
}

/// Splits a protocol line into an optional numeric id, the command and its arguments;
/// `None` for a blank line.
pub fn parse_line(line: &str) -> Option<(Option<u64>, Option<String>, Vec<String>)> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let (id, command) = match first.parse::<u64>() {
        Ok(id) => (Some(id), words.next().map(str::to_ascii_lowercase)),
        Err(_) => (None, Some(first.to_ascii_lowercase())),
    };
    Some((id, command, words.map(str::to_string).collect()))
}
