//! How `play vs` tells what happens: lines of text for a person, or one JSON object a
//! line (`--json`) for a program. A closed output is remembered, not fatal: the game is
//! saved after every move, so the session just ends.

use crate::play::vs::Event;
use serde_json::{Value, json};
use std::io::Write;

/// The most moves of one group `moves` lists before it only counts the rest.
const MOST_LISTED: usize = 12;

/// What `help` prints.
pub const HELP: &str = "\
Type a move in the game's notation (Tab completes it word by word), or a command:
  hint    the strongest analysis's advice for this position
  undo    take back your last decision and the replies since
  moves   the legal moves, grouped
  show    draw the position again
  help    this text
  quit    leave; the game is saved (Ctrl-D too; Ctrl-C leaves at once, saved)";

/// Writes events as text or JSON.
pub struct Teller<'a> {
    pub out: &'a mut dyn Write,
    pub json: bool,
    /// The first error writing, after which nothing more is written.
    pub failed: Option<std::io::Error>,
}

impl Teller<'_> {
    /// Writes one event.
    pub fn tell(&mut self, event: Event) {
        if self.failed.is_some() {
            return;
        }
        let written = match self.json {
            true => writeln!(self.out, "{}", event_json(&event)),
            false => text(&event)
                .iter()
                .try_for_each(|l| writeln!(self.out, "{l}")),
        };
        if let Err(e) = written.and_then(|_| self.out.flush()) {
            self.failed = Some(e);
        }
    }

    /// Writes a line of the command's own (text), or a JSON object as it is.
    pub fn note(&mut self, text: &str, object: Value) {
        if self.failed.is_some() {
            return;
        }
        let written = match self.json {
            true => writeln!(self.out, "{object}"),
            false => writeln!(self.out, "{text}"),
        };
        if let Err(e) = written.and_then(|_| self.out.flush()) {
            self.failed = Some(e);
        }
    }
}

fn text(event: &Event) -> Vec<String> {
    match event {
        Event::Position { picture, status } | Event::Over { picture, status } => {
            let mut lines = picture.clone();
            lines.push(status.text.clone());
            lines
        }
        Event::Played { player, bot, text } => {
            let who = bot.as_deref().unwrap_or("you");
            vec![format!("player {player} ({who}): {text}")]
        }
        Event::Chance { text } => vec![format!("chance: {text}")],
        Event::Refused {
            text,
            reason,
            nearest,
        } => vec![
            format!("not played: {text:?}: {reason}"),
            format!("nearest legal moves: {}", nearest.join(" | ")),
        ],
        Event::Hint(hint) => hint.lines(),
        Event::Undone { moves } => vec![format!(
            "undone: {} taken back",
            crate::wording::count(*moves, "move")
        )],
        Event::NothingToUndo => vec!["nothing to undo: you have not decided anything yet".into()],
        Event::Moves { groups } => groups
            .iter()
            .map(|(head, moves)| group(head, moves))
            .collect(),
        Event::Help => HELP.lines().map(str::to_string).collect(),
    }
}

/// One group of legal moves on one line.
fn group(head: &str, moves: &[String]) -> String {
    let listed: Vec<&str> = moves.iter().take(MOST_LISTED).map(String::as_str).collect();
    let more = match moves.len().saturating_sub(MOST_LISTED) {
        0 => String::new(),
        n => format!(" … and {n} more (Tab completes them)"),
    };
    format!("{head} ({}): {}{more}", moves.len(), listed.join(" | "))
}

fn event_json(event: &Event) -> Value {
    match event {
        Event::Position { picture, status } => {
            json!({"event": "position", "picture": picture, "status": status})
        }
        Event::Over { picture, status } => {
            json!({"event": "over", "picture": picture, "status": status})
        }
        Event::Played { player, bot, text } => {
            json!({"event": "move", "player": player, "bot": bot, "move": text})
        }
        Event::Chance { text } => json!({"event": "chance", "move": text}),
        Event::Refused {
            text,
            reason,
            nearest,
        } => json!({"event": "refused", "move": text, "reason": reason, "nearest": nearest}),
        Event::Hint(hint) => json!({"event": "hint", "hint": hint}),
        Event::Undone { moves } => json!({"event": "undone", "moves": moves}),
        Event::NothingToUndo => json!({"event": "undone", "moves": 0}),
        Event::Moves { groups } => {
            let groups: Vec<Value> = (groups.iter())
                .map(|(head, moves)| json!({"group": head, "moves": moves}))
                .collect();
            json!({"event": "moves", "groups": groups})
        }
        Event::Help => json!({"event": "help", "text": HELP}),
    }
}
