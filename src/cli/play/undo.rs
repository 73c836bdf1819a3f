//! `tessera play undo FILE [N]`: the last N moves (chance events count as moves) taken back,
//! the file written once they all are.

use super::file_error;
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::play::{FileError, Games, Status, status};
use crate::wording::count;
use anyhow::{Result, bail};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Takes back `moves` moves and saves the game.
pub fn run(
    games: &Games,
    file: &Path,
    (moves, wait): (usize, super::WaitArgs),
    json: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Answer> {
    let mut locked = super::lock(file, wait, err)?;
    let mut session = locked.load(games).map_err(|e| file_error(file, e))?;
    let played = session.history().len();
    if moves > played {
        bail!(
            "{}: {} cannot be taken back: the game has {}; the file is unchanged",
            file.display(),
            count(moves, "move"),
            count(played, "move")
        );
    }
    let undone = session.history()[played - moves..].to_vec();
    for _ in 0..moves {
        session
            .undo()
            .map_err(|e| file_error(file, FileError::Game(e)))?;
    }
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    let report = UndoReport {
        undone,
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}

/// The moves taken back, in the order they were played, and where the game then stands.
#[derive(Serialize)]
struct UndoReport {
    undone: Vec<String>,
    status: Status,
}

impl Report for UndoReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let moves = count(self.undone.len(), "move");
        let list = self.undone.join(", ");
        writeln!(out, "undone: {moves} ({list}); {}", self.status.text)
    }
}
