//! `tessera play serve`: reads protocol commands from standard input and writes the
//! answers, as text (`=[id] result` / `?[id] error` and a blank line) or one JSON object a
//! line. A line that is not UTF-8, longer than [`MAX_LINE`] bytes, or a JSON line of the
//! wrong shape, gets an error answer and the session goes on.

use super::game_args::GameCall;
use super::lines::{Line, read_line, without_byte_order_mark};
use super::{ServeArgs, Wire, start};
use crate::cli::report::{Report, Stream};
use crate::cli::{Answer, Streams};
use crate::play::Games;
use crate::play::protocol::{Protocol, ProtocolError, parse_line};
use anyhow::Result;
use serde::Serialize;
use serde_json::Value;
use std::io::Write;

/// The longest line read: commands and moves are short; a longer line is skipped unread
/// (and refused), so a line without an end never fills the memory.
pub const MAX_LINE: usize = 64 * 1024;

/// Serves until `quit` or the end of the input, with the game of `call` started if it
/// names one.
pub fn run(call: &GameCall<ServeArgs>, games: &Games, io: &mut Streams) -> Result<Answer> {
    let protocol = match call.game {
        Some(_) => Protocol::with(games.clone(), start(call, call.common.seed, games)?),
        None => Protocol::new(games.clone()),
    };
    let mut protocol = protocol.checking_starts(file_of_another_kind);
    let wire = call.common.protocol;
    let mut replies = Stream::new(&mut *io.out, wire == Wire::Json);
    let mut line = Vec::new();
    let mut first = true;
    while !protocol.finished {
        let read = read_line(io.input, &mut line, MAX_LINE)?;
        if std::mem::take(&mut first) {
            without_byte_order_mark(&mut line);
        }
        let reply = match read {
            Line::End => break,
            Line::TooLong => Some(Reply::refusal(
                leading_id(&line, wire, Kept::Start),
                format!("the line is longer than {} KiB", MAX_LINE >> 10),
            )),
            Line::Read => reply_to(&mut protocol, wire, &line),
        };
        if let Some(reply) = reply {
            replies.write(&reply)?;
        }
    }
    Ok(Answer::Yes)
}

/// A file given to one of a new game's file options that is plainly a tessera file of
/// another kind, told so (`extra-cards: PLAN.yaml: this is a plan state …`), with the
/// options named spelt as the protocol spells them (`cards=`, not `--cards`).
fn file_of_another_kind(
    entry: &crate::play::GameEntry,
    given: &crate::play::Pairs,
) -> Option<String> {
    let (option, wrong) = super::wrong_option_file(entry, given)?;
    let (_, path) = given.iter().find(|(name, _)| *name == option)?;
    let told = format!("{wrong:#}");
    let reason = told.strip_prefix(&format!("{path}: ")).unwrap_or(&told);
    Some(format!("{option}: {path}: {}", protocol_spelling(reason)))
}

/// `text` with every game's options spelt as the protocol spells them: the readers a
/// refusal names may be another game's options (a deck's `--cards`).
fn protocol_spelling(text: &str) -> String {
    let games = Games::standard();
    let entries = games
        .names()
        .into_iter()
        .filter_map(|name| games.find(name).ok());
    let options: Vec<String> = (entries.flat_map(|e| e.options()))
        .map(|o| o.name.to_string())
        .collect();
    options.iter().fold(text.to_string(), |text, name| {
        text.replace(&format!("--{name}"), &format!("{name}="))
    })
}

/// The answer to one line read whole, if it asks for one.
fn reply_to(protocol: &mut Protocol, wire: Wire, line: &[u8]) -> Option<Reply> {
    match std::str::from_utf8(line) {
        Ok(text) => answer_line(protocol, wire, text.trim()),
        Err(_) => Some(Reply::refusal(
            leading_id(line, wire, Kept::Whole),
            "the line is not UTF-8 text".into(),
        )),
    }
}

/// How much of a line the buffer holds.
#[derive(Clone, Copy, PartialEq)]
enum Kept {
    Whole,
    /// The start of a line too long to keep: digits running to its end may be an id cut
    /// short.
    Start,
}

/// The id a text line that cannot be read starts with, so its refusal is answered under it
/// (`null` without one, and always in JSON, whose id is inside the object).
fn leading_id(line: &[u8], wire: Wire, kept: Kept) -> Value {
    let line = line.trim_ascii_start();
    let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
    let ends = match line.get(digits) {
        None => kept == Kept::Whole,
        Some(after) => matches!(after, b' ' | b'\t'),
    };
    let id = std::str::from_utf8(&line[..digits])
        .ok()
        .and_then(|d| d.parse::<u64>().ok());
    match (wire, ends, id) {
        (Wire::Text, true, Some(id)) => Value::from(id),
        _ => Value::Null,
    }
}

/// The answer to one line of text (blank lines and `#` comments get none).
fn answer_line(protocol: &mut Protocol, wire: Wire, text: &str) -> Option<Reply> {
    if text.is_empty() || text.starts_with('#') {
        return None;
    }
    match wire {
        Wire::Text => answer_text(protocol, text),
        Wire::Json => Some(answer_json(protocol, text)),
    }
}

fn answer_text(protocol: &mut Protocol, text: &str) -> Option<Reply> {
    let (id, command, args) = parse_line(text)?;
    let id = id.map_or(Value::Null, Value::from);
    let Some(command) = command else {
        return Some(Reply::refusal(id, "a command must follow the id".into()));
    };
    Some(Reply::of(id, protocol.handle(&command, &args)))
}

fn answer_json(protocol: &mut Protocol, text: &str) -> Reply {
    match read_request(text) {
        Err((id, e)) => Reply::refusal(id, e),
        Ok((id, command, args)) => {
            let command = command.to_ascii_lowercase();
            let mut reply = Reply::of(id, protocol.handle(&command, &args));
            // `status` gives the game's state as data too, so a program need not read words.
            if command == "status" && reply.ok {
                reply.status = protocol.status();
            }
            reply
        }
    }
}

/// One answer: in JSON `{"id", "ok": true, "result": [lines]}` or `{"id", "ok": false,
/// "error": reason}` (`docs/json.md`); in text `=[id] lines` or `?[id] reason`, then a
/// blank line (the only one: empty lines of the result are left out).
#[derive(Serialize)]
struct Reply {
    /// The request's id, `null` where it had none (or none that could be read).
    id: Value,
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    /// The answer to `status`: the game's state as `play status --json` gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<crate::play::Status>,
}

impl Reply {
    fn of(id: Value, answer: Result<Vec<String>, ProtocolError>) -> Reply {
        match answer {
            Ok(lines) => Reply {
                id,
                ok: true,
                result: Some(lines),
                error: None,
                status: None,
            },
            Err(e) => Reply::refusal(id, e.to_string()),
        }
    }

    /// A refusal, its quoted input cut as on the command line (a 60 KiB move, or a file
    /// given as a set, is not sent back whole).
    fn refusal(id: Value, error: String) -> Reply {
        Reply {
            id,
            ok: false,
            result: None,
            error: Some(crate::wording::shorten_quotes(&error)),
            status: None,
        }
    }
}

impl Report for Reply {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let id = match &self.id {
            Value::Null => String::new(),
            Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        if let Some(error) = &self.error {
            return writeln!(out, "?{id} {error}\n");
        }
        // An empty line ends an answer: one inside it (between the drawings of `show`) is
        // left out, so a client reading to the first empty line never loses its place.
        let mut lines = self.result.iter().flatten().filter(|l| !l.is_empty());
        match lines.next() {
            Some(first) => writeln!(out, "={id} {first}")?,
            None => writeln!(out, "={id}")?,
        }
        lines.try_for_each(|rest| writeln!(out, "{rest}"))?;
        writeln!(out)
    }

    fn versioned(&self) -> bool {
        false
    }
}

/// A JSON request's id, command and arguments, or why it is refused (with its id when it
/// has a usable one).
fn read_request(text: &str) -> Result<(Value, String, Vec<String>), (Value, String)> {
    let request: Value =
        serde_json::from_str(text).map_err(|e| (Value::Null, format!("not JSON: {e}")))?;
    let Value::Object(fields) = request else {
        return Err((Value::Null, "a request is a JSON object".into()));
    };
    let id = match fields.get("id") {
        None | Some(Value::Null) => Value::Null,
        Some(id @ Value::String(_)) => id.clone(),
        // A whole number of 64 bits comes back as it was sent; 1e23 or 1.5 would come back
        // written otherwise (or rounded), so a client could not match its answer.
        Some(id @ Value::Number(n)) if n.is_i64() || n.is_u64() => id.clone(),
        Some(_) => {
            return Err((
                Value::Null,
                "type error: id must be a string or an integer of 64 bits written without a fraction or exponent".into(),
            ));
        }
    };
    if let Some(key) = fields
        .keys()
        .find(|k| !["id", "command", "args"].contains(&k.as_str()))
    {
        return Err((
            id,
            format!("unknown field {key:?} (fields: id, command, args)"),
        ));
    }
    let command = match fields.get("command") {
        Some(Value::String(c)) => c.clone(),
        Some(_) => return Err((id, "type error: command must be a string".into())),
        None => return Err((id, "no command".into())),
    };
    let args = match fields.get("args") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| v.as_str().map(str::to_string))
            .collect::<Option<Vec<String>>>()
            .ok_or_else(|| (id.clone(), "type error: args must be strings".to_string()))?,
        Some(_) => return Err((id, "type error: args must be an array of strings".into())),
    };
    Ok((id, command, args))
}
