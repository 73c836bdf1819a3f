//! `tessera play status FILE`: whose turn it is, or how the game ended.

use super::open;
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::play::{Games, Status, status};
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// `play status`: whose turn it is, or how the game ended.
pub fn run(games: &Games, file: &Path, json: bool, out: &mut dyn Write) -> Result<Answer> {
    let session = open(games, file)?;
    let report = StatusReport {
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}

/// `play status`: where the game stands, a line of text or its JSON.
#[derive(Serialize)]
struct StatusReport {
    #[serde(flatten)]
    status: Status,
}

impl Report for StatusReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", self.status.text)
    }
}
