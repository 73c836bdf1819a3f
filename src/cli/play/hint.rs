//! `tessera play hint FILE`: the strongest analysis the game has for the player to move,
//! within `--time` seconds (see each game's `hint`), as text or one JSON document.

use super::super::report::{OutputArgs, Report, emit};
use super::open;
use crate::cli::Answer;
use crate::engine::HintTime;
use crate::play::{Games, HintReport};
use crate::text_file::NameFile;
use anyhow::Result;
use std::io::Write;
use std::path::Path;

/// The hint, written as its lines.
#[derive(serde::Serialize)]
#[serde(transparent)]
struct HintText(HintReport);

impl Report for HintText {
    fn fits(&self) -> bool {
        true
    }

    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.0.lines().iter().try_for_each(|l| writeln!(out, "{l}"))
    }
}

/// Prints the hint for the game in `file`, which is not changed.
pub fn run(
    games: &Games,
    file: &Path,
    time: HintTime,
    json: bool,
    out: &mut dyn Write,
) -> Result<Answer> {
    let session = open(games, file)?;
    let hint = session.hint(time).in_file_doing(file, "no hint")?;
    emit(&HintText(hint), &OutputArgs::json_only(json), out)
}
