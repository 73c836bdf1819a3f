//! `tessera play export FILE`: the position as a position file, for the games that have
//! them (Project L: the player to move as a plan state).

use super::{file_error, open};
use crate::cli::report::{OutputArgs, Report, emit};
use crate::cli::{Answer, Streams};
use crate::play::Games;
use crate::play::file;
use crate::safe_write::{Existing, Standard, Written, names_standard_output, same_file};
use crate::text_file::NameFile;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Where `play export` writes and whether it may replace a file.
pub struct ExportTo<'a> {
    pub output: Option<&'a Path>,
    pub force: bool,
}

/// Writes the position file, or the position to standard output (as text, or inside the
/// JSON document).
pub fn run(
    games: &Games,
    file: &Path,
    to: ExportTo,
    json: bool,
    io: &mut Streams,
) -> Result<Answer> {
    if let Some(output) = to.output.filter(|out| same_file(file, out)) {
        anyhow::bail!(
            "{}: -o names the game file being exported, which would be lost; write the \
             export to another file (`-o position.yaml`)",
            output.display()
        );
    }
    let session = open(games, file)?;
    let text = session.export().in_file(file)?;
    let written = match to.output {
        Some(path) if !names_standard_output(path) => written_to(path, &text, to.force, io)?,
        _ => None,
    };
    let left_out = games
        .find(session.name())?
        .left_out_of_positions(session.as_ref());
    if !left_out.is_empty() && !json {
        note_left_out(session.name(), &left_out, io.err)?;
    }
    let report = ExportReport {
        position: written.is_none().then_some(text),
        file: written,
        left_out: (left_out.into_iter())
            .map(|(name, value)| Reading { name, value })
            .collect(),
        what: session.exported(),
    };
    emit(&report, &OutputArgs::json_only(json), io.out)
}

/// Writes `text` to `path` (replacing a file there only when `force`): the name the report
/// gives, or `None` when `path` turned out to be standard output (the text goes in the
/// report then).
fn written_to(path: &Path, text: &str, force: bool, io: &mut Streams) -> Result<Option<String>> {
    let existing = match force {
        true => Existing::Replace,
        false => Existing::Refuse,
    };
    let write = || file::write_text(path, text, existing);
    let written = crate::cli::interrupt::while_writing(path, io.err, write);
    Ok(match written.map_err(|e| file_error(path, e))? {
        Written::Done => Some(path.display().to_string()),
        Written::Standard(Standard::Output) => None,
        Written::Standard(Standard::Error) => {
            io.err.write_all(text.as_bytes())?;
            Some(path.display().to_string())
        }
    })
}

/// Says on `err` which of the rules' readings a position does not record, as the options
/// to give `play import` again.
fn note_left_out(game: &str, left_out: &[(String, String)], err: &mut dyn Write) -> Result<()> {
    let flags: Vec<String> = (left_out.iter())
        .map(|(name, value)| format!("--{name} {value}"))
        .collect();
    writeln!(
        err,
        "note: a position does not record the rules' readings: give `{game} {}` to `play \
         import` to play it on with them",
        flags.join(" ")
    )?;
    Ok(())
}

/// `play export`: the file written, or the position itself when it goes to standard
/// output.
#[derive(Serialize)]
struct ExportReport {
    file: Option<String>,
    position: Option<String>,
    /// The options the game was set up with, other than at their default, that the
    /// position does not record, to give `play import` again (the text says so on
    /// standard error).
    left_out: Vec<Reading>,
    /// What the file holds, for the text report only.
    #[serde(skip)]
    what: &'static str,
}

/// An option of the game's set-up and its value (`line2`, `once`).
#[derive(Serialize)]
struct Reading {
    name: String,
    value: String,
}

impl Report for ExportReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        match (&self.position, &self.file) {
            (Some(text), _) => write!(out, "{text}"),
            (None, Some(file)) => writeln!(out, "wrote {file}: {}", self.what),
            (None, None) => Ok(()),
        }
    }
}
