//! The line protocol behind `play serve`, in the style of GTP: a command per line
//! (`[id] command args`), answered with its result lines or an error. This module only
//! turns a command into an answer; reading and writing lines is the caller's.
//!
//! Commands: `new GAME [PLAYERS] [SEED]`, `load FILE`, `save FILE`, `moves`,
//! `play MOVE`, `undo`, `genmove [BOT]`, `show`, `status`, `roll [EVENT]`, `quit`.

use super::registry::{AnySession, NewGame, Playable, load, new_game, save};
use super::session::Session;
use crate::engine::{Game, Turn};
use std::path::Path;

/// The protocol's state: the game in play, if any.
#[derive(Default)]
pub struct Protocol {
    session: Option<AnySession>,
    /// Set by `quit`.
    pub finished: bool,
}

/// The commands, for `help`-like listings and errors.
pub const COMMANDS: [&str; 11] = [
    "new", "load", "save", "moves", "play", "undo", "genmove", "show", "status", "roll", "quit",
];

impl Protocol {
    /// A protocol with a game already started.
    pub fn with(session: AnySession) -> Protocol {
        Protocol {
            session: Some(session),
            finished: false,
        }
    }

    /// Carries out one command; the answer's lines, or an error message.
    pub fn handle(&mut self, command: &str, args: &[String]) -> Result<Vec<String>, String> {
        match command {
            "new" => self.new_game(args),
            "load" => {
                let file = one_arg(args, "load FILE")?;
                let session = load(Path::new(file))?;
                let line = crate::with_session!(&session, s => status(s));
                self.session = Some(session);
                Ok(vec![line])
            }
            "save" => {
                let file = one_arg(args, "save FILE")?;
                let session = self.session.as_ref().ok_or(NO_GAME)?;
                save(session, Path::new(file))?;
                Ok(Vec::new())
            }
            "quit" => {
                self.finished = true;
                Ok(Vec::new())
            }
            "moves" | "show" | "status" | "play" | "undo" | "genmove" | "roll" => {
                let session = self.session.as_mut().ok_or(NO_GAME)?;
                crate::with_session!(session, s => on_session(s, command, args))
            }
            other => Err(format!(
                "unknown command {other:?} (commands: {})",
                COMMANDS.join(" ")
            )),
        }
    }

    fn new_game(&mut self, args: &[String]) -> Result<Vec<String>, String> {
        let game = args.first().ok_or("usage: new GAME [PLAYERS] [SEED]")?;
        let number = |i: usize, what: &str| {
            args.get(i)
                .map(|a| {
                    a.parse::<u64>()
                        .map_err(|_| format!("{what} must be a whole number, not {a:?}"))
                })
                .transpose()
        };
        let players = number(1, "PLAYERS")?.map(|p| p as usize);
        let seed = number(2, "SEED")?.unwrap_or(0);
        let request = NewGame {
            name: game.clone(),
            players,
            seed,
            ..NewGame::default()
        };
        let session = new_game(&request)?;
        let line = crate::with_session!(&session, s => status(s));
        self.session = Some(session);
        Ok(vec![line])
    }
}

/// The commands that act on the game in play.
fn on_session<G: Playable>(
    s: &mut Session<G>,
    command: &str,
    args: &[String],
) -> Result<Vec<String>, String> {
    match command {
        "moves" => Ok(s.legal_moves()),
        "show" => Ok(s.game.render(&s.state)),
        "status" => Ok(vec![status(s)]),
        "play" => {
            let text = args.join(" ");
            if text.is_empty() {
                return Err("usage: play MOVE".into());
            }
            s.apply(&text)?;
            Ok(vec![status(s)])
        }
        "undo" => {
            let mut history = s.history.clone();
            history.pop().ok_or("no move to undo")?;
            let game = s.game.name();
            let replayed = Session::replay(s.game.fresh(s.seed)?, s.seed, history)
                .map_err(|e| format!("{game}: {e}"))?;
            *s = replayed;
            Ok(vec![status(s)])
        }
        "genmove" => {
            let bot = args.first().map_or("greedy", String::as_str);
            if !matches!(s.game.turn(&s.state), Turn::Player(_)) {
                return Err("no player is to move".into());
            }
            let mut chooser = G::bot(bot)?;
            let mut rng = s.rng();
            let mv = chooser.choose(&s.game, &s.state, &mut rng);
            let text = s.game.format_move(&s.state, &mv);
            s.apply_move(&mv)?;
            Ok(vec![text])
        }
        _ => match s.game.turn(&s.state) {
            Turn::Chance => Err("forcing chance events is not available for this game".into()),
            _ => Err(format!("{} has no chance event to roll now", s.game.name())),
        },
    }
}

const NO_GAME: &str = "no game: use `new GAME` or `load FILE` first";

fn one_arg<'a>(args: &'a [String], usage: &str) -> Result<&'a str, String> {
    match args {
        [one] => Ok(one),
        _ => Err(format!("usage: {usage}")),
    }
}

/// The status line shared with `play status`.
pub fn status<G: Game>(s: &Session<G>) -> String {
    let moves = s.history.len();
    match s.game.turn(&s.state) {
        Turn::Player(p) => format!("move {}: {} to move", moves + 1, s.game.player_name(p)),
        Turn::Chance => format!("move {}: chance", moves + 1),
        Turn::Over => match (s.game.result_text(&s.state), s.game.outcome(&s.state)) {
            (Some(text), _) => format!("game over after {moves} moves: {text}"),
            (None, Some(o)) => {
                let winners: Vec<String> =
                    o.winners.iter().map(|&w| s.game.player_name(w)).collect();
                let scores: Vec<String> = o
                    .scores
                    .iter()
                    .enumerate()
                    .map(|(p, v)| format!("{} {v}", s.game.player_name(p)))
                    .collect();
                let verb = if winners.len() == 1 {
                    "wins"
                } else {
                    "share the win"
                };
                format!(
                    "game over after {moves} moves: {} {verb}; scores: {}",
                    winners.join(" and "),
                    scores.join(", ")
                )
            }
            (None, None) => "game over".into(),
        },
    }
}

/// Splits a protocol line into an optional numeric id, the command and its arguments.
pub fn parse_line(line: &str) -> Option<(Option<u64>, String, Vec<String>)> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let (id, command) = match first.parse::<u64>() {
        Ok(id) => (Some(id), words.next()?.to_string()),
        Err(_) => (None, first.to_string()),
    };
    Some((
        id,
        command.to_ascii_lowercase(),
        words.map(str::to_string).collect(),
    ))
}
