//! `tessera play serve`: reads protocol commands from standard input and writes the
//! answers, as text (`=[id] result` / `?[id] error` and a blank line) or one JSON object a
//! line.

use super::play::Wire;
use crate::play::protocol::{Protocol, parse_line};
use anyhow::Result;
use serde_json::json;
use std::io::Write;

/// Reads commands from standard input until `quit` or the end, answering each at once.
pub fn serve(protocol: &mut Protocol, wire: Wire, out: &mut impl Write) -> Result<()> {
    let stdin = std::io::stdin();
    let mut line = String::new();
    while !protocol.finished {
        line.clear();
        if std::io::BufRead::read_line(&mut stdin.lock(), &mut line)? == 0 {
            break;
        }
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        match wire {
            Wire::Text => answer_text(protocol, text, out)?,
            Wire::Json => answer_json(protocol, text, out)?,
        }
        out.flush()?;
    }
    Ok(())
}

fn answer_text(protocol: &mut Protocol, text: &str, out: &mut impl Write) -> Result<()> {
    let Some((id, command, args)) = parse_line(text) else {
        return Ok(());
    };
    let id = id.map_or(String::new(), |i| i.to_string());
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

fn answer_json(protocol: &mut Protocol, text: &str, out: &mut impl Write) -> Result<()> {
    let reply = match serde_json::from_str::<serde_json::Value>(text) {
        Err(e) => json!({"id": null, "ok": false, "error": format!("not a JSON object: {e}")}),
        Ok(request) => {
            let id = request
                .get("id")
                .cloned()
                .unwrap_or(serde_json::Value::Null);
            let command = request
                .get("command")
                .and_then(|c| c.as_str())
                .unwrap_or("");
            let args: Vec<String> = request
                .get("args")
                .and_then(|a| a.as_array())
                .map(|a| {
                    a.iter()
                        .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            match protocol.handle(&command.to_ascii_lowercase(), &args) {
                Ok(lines) => json!({"id": id, "ok": true, "result": lines}),
                Err(e) => json!({"id": id, "ok": false, "error": e}),
            }
        }
    };
    writeln!(out, "{reply}")?;
    Ok(())
}
