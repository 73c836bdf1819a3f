//! `tessera play moves FILE`: the legal moves of the position, one a line.

use super::open;
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::play::Games;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// `play moves`: the legal moves of the position.
pub fn run(games: &Games, file: &Path, json: bool, out: &mut dyn Write) -> Result<Answer> {
    let moves = open(games, file)?.legal_moves();
    emit(&MovesReport { moves }, &OutputArgs::json_only(json), out)
}

/// `play moves`: the legal moves in notation, one per line.
#[derive(Serialize)]
struct MovesReport {
    moves: Vec<String>,
}

impl Report for MovesReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.moves.iter().try_for_each(|m| writeln!(out, "{m}"))
    }
}
