//! `tessera play import POSITION -o FILE`: a game started from a position file, for the
//! games that have them.

use super::write_new;
use crate::cli::file_kinds::{FileKind, kind_of};
use crate::cli::report::{OutputArgs, Report, emit};
use crate::cli::{Answer, Streams};
use crate::play::{GameSession, Games, PlayError, Status, status};
use crate::text_file::{InFile, NameFile};
use anyhow::{Result, anyhow};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Options of `play import`.
pub struct ImportFrom<'a> {
    pub position: &'a Path,
    pub game: Option<&'a str>,
    pub seed: u64,
}

/// Starts a game from the position file and writes its state file.
pub fn run(
    games: &Games,
    from: ImportFrom,
    (output, force): (&Path, bool),
    json: bool,
    io: &mut Streams,
) -> Result<Answer> {
    if crate::safe_write::same_file(from.position, output) {
        anyhow::bail!(
            "{}: -o names the position file being imported, which would be lost; write the \
             game to another file (`-o game.yaml`)",
            output.display()
        );
    }
    let session = start_from(games, &from)?;
    write_new(session.as_ref(), output, force, io)?;
    let report = ImportReport {
        file: output.display().to_string(),
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), io.out)
}

/// The game the position file starts.
fn start_from(games: &Games, from: &ImportFrom) -> Result<Box<dyn GameSession>> {
    let position = from.position;
    let text = crate::text_file::read(position).in_file_doing(position, "cannot read the file")?;
    let name = position.display().to_string();
    if text.trim().is_empty() {
        anyhow::bail!(
            "{name}: the file is empty: a position is read here (`play export` writes one; see \
             docs/formats.md#polyssimo-positions or docs/formats.md#структура-25-positions)"
        );
    }
    match games.import(&text, &name, from.game, from.seed) {
        Ok(session) => Ok(session),
        Err(_) if kind_of(position) == Some(FileKind::GameState) => Err(anyhow!(
            "{name}: this is a game state file, already a game (`tessera play show {name}`), not \
             a position file; `tessera play export {name} -o position.yaml` writes its position"
        )),
        // The game's reader named the file it read.
        Err(named @ PlayError::Position(_)) => Err(named.into()),
        Err(other) => Err(InFile::new(position, other).into()),
    }
}

/// `play import`: the state file written and whose turn it is.
#[derive(Serialize)]
struct ImportReport {
    file: String,
    status: Status,
}

impl Report for ImportReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", self.status.text)
    }
}
