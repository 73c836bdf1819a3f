//! `tessera play replay FILE`: the history replayed from the start and checked.

use super::open;
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::play::{Games, Status, status};
use crate::wording::count;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// `play replay`: the file's history replays from the start.
pub fn run(games: &Games, file: &Path, json: bool, out: &mut dyn Write) -> Result<Answer> {
    let session = open(games, file)?;
    let report = ReplayReport {
        replayed: session.history().len(),
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}

/// `play replay`: how many moves replayed, and where the game then stands.
#[derive(Serialize)]
struct ReplayReport {
    replayed: usize,
    status: Status,
}

impl Report for ReplayReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let moves = count(self.replayed, "move");
        writeln!(
            out,
            "ok: replayed {moves} from the start; {}",
            self.status.text
        )
    }
}
