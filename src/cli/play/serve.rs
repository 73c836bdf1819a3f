//! `tessera play serve`: reads protocol commands from standard input and writes the
//! answers, as text (`=[id] result` / `?[id] error` and a blank line) or one JSON object a
//! line. A line that is not UTF-8, longer than [`MAX_LINE`] bytes, or a JSON line of the
//! wrong shape, gets an error answer and the session goes on.

use super::game_args::GameCall;
use super::{ServeArgs, Wire, start};
use crate::cli::{Answer, Streams};
use crate::play::Games;
use crate::play::protocol::{Protocol, parse_line};
use anyhow::Result;
use serde::Serialize;
use serde_json::Value;
use std::io::{BufRead, Read, Write};

/// The longest line read: commands and moves are short; a longer line is skipped unread
/// (and refused), so a line without an end never fills the memory.
pub const MAX_LINE: usize = 64 * 1024;

/// Serves until `quit` or the end of the input, with the game of `call` started if it
/// names one.
pub fn run(call: &GameCall<ServeArgs>, games: &Games, io: &mut Streams) -> Result<Answer> {
    let mut protocol = match call.game {
        Some(_) => Protocol::with(games.clone(), start(call, call.common.seed, games)?),
        None => Protocol::new(games.clone()),
    };
    let wire = call.common.protocol;
    let mut line = Vec::new();
    while !protocol.finished {
        let refusal = match read_line(io.input, &mut line)? {
            Line::End => break,
            Line::TooLong => format!("the line is longer than {} KiB", MAX_LINE >> 10),
            Line::Read => match std::str::from_utf8(&line) {
                Ok(text) => {
                    answer_line(&mut protocol, wire, text.trim(), io.out)?;
                    continue;
                }
                Err(_) => "the line is not UTF-8 text".to_string(),
            },
        };
        match wire {
            Wire::Text => writeln!(io.out, "? {refusal}\n")?,
            Wire::Json => write_reply(io.out, &Reply::refusal(Value::Null, refusal))?,
        }
        io.out.flush()?;
    }
    Ok(Answer::Yes)
}

/// What [`read_line`] found.
enum Line {
    /// A line of at most [`MAX_LINE`] bytes, in the buffer.
    Read,
    /// A longer line, skipped to its end.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads the next line into `line` (emptied first), keeping at most [`MAX_LINE`] bytes.
fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>) -> std::io::Result<Line> {
    line.clear();
    let read = Read::take(&mut *input, MAX_LINE as u64 + 1).read_until(b'\n', line)?;
    if read == 0 {
        return Ok(Line::End);
    }
    if line.len() <= MAX_LINE || line.ends_with(b"\n") {
        return Ok(Line::Read);
    }
    // Skip the rest of the line a buffer at a time.
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            break;
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                break;
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
    line.clear();
    Ok(Line::TooLong)
}

/// Answers one line of text (blank lines and `#` comments get no answer).
fn answer_line(protocol: &mut Protocol, wire: Wire, text: &str, out: &mut dyn Write) -> Result<()> {
    if text.is_empty() || text.starts_with('#') {
        return Ok(());
    }
    match wire {
        Wire::Text => answer_text(protocol, text, out)?,
        Wire::Json => answer_json(protocol, text, out)?,
    }
    out.flush()?;
    Ok(())
}

fn answer_text(protocol: &mut Protocol, text: &str, out: &mut dyn Write) -> Result<()> {
    let Some((id, command, args)) = parse_line(text) else {
        return Ok(());
    };
    let id = id.map_or(String::new(), |i| i.to_string());
    let Some(command) = command else {
        writeln!(out, "?{id} a command must follow the id\n")?;
        return Ok(());
    };
    match protocol.handle(&command, &args) {
        Ok(lines) => {
            let mut lines = lines.into_iter();
            match lines.next() {
                Some(first) => writeln!(out, "={id} {first}")?,
                None => writeln!(out, "={id}")?,
            }
            for rest in lines {
                writeln!(out, "{rest}")?;
            }
        }
        Err(e) => writeln!(out, "?{id} {e}")?,
    }
    writeln!(out)?;
    Ok(())
}

fn answer_json(protocol: &mut Protocol, text: &str, out: &mut dyn Write) -> Result<()> {
    let reply = match read_request(text) {
        Err((id, e)) => Reply::refusal(id, e),
        Ok((id, command, args)) => match protocol.handle(&command.to_ascii_lowercase(), &args) {
            Ok(lines) => Reply {
                id,
                ok: true,
                result: Some(lines),
                error: None,
            },
            Err(e) => Reply::refusal(id, e.to_string()),
        },
    };
    write_reply(out, &reply)
}

/// One answer of the JSON protocol: `{"id", "ok": true, "result": [lines]}` or
/// `{"id", "ok": false, "error": reason}` (`docs/json.md`).
#[derive(Serialize)]
struct Reply {
    /// The request's id, `null` where it had none (or none that could be read).
    id: Value,
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

impl Reply {
    fn refusal(id: Value, error: String) -> Reply {
        Reply {
            id,
            ok: false,
            result: None,
            error: Some(error),
        }
    }
}

/// Writes a reply as one line.
fn write_reply(out: &mut dyn Write, reply: &Reply) -> Result<()> {
    serde_json::to_writer(&mut *out, reply)?;
    writeln!(out)?;
    Ok(())
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
        Some(id @ (Value::Number(_) | Value::String(_))) => id.clone(),
        Some(_) => {
            return Err((
                Value::Null,
                "type error: id must be a number or a string".into(),
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
