//! `tessera play hint FILE`: the strongest analysis the game has for the player to move,
//! within `--time` seconds (see each game's `hint`), as text or one JSON document.

use super::super::report::{OutputArgs, Report, emit};
use super::open;
use crate::cli::{Answer, interrupt};
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

/// Prints the hint for the game in `file`, which is not changed. Ctrl-C cuts the thinking
/// short: the best found by then is printed, and the answer is undecided (exit 3).
pub fn run(
    games: &Games,
    file: &Path,
    time: HintTime,
    json: bool,
    out: &mut dyn Write,
) -> Result<Answer> {
    let session = open(games, file)?;
    interrupt::catch();
    let time = time.stopped_by(interrupt::flag());
    let hint = session.hint(time).in_file_doing(file, "no hint")?;
    let cut_short = hint.cut_short;
    let answer = emit(&HintText(hint), &OutputArgs::json_only(json), out)?;
    Ok(match cut_short {
        true => Answer::Undecided,
        false => answer,
    })
}
