//! `tessera play moves FILE`: the legal moves of the position, one a line.

use super::open;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::cli::{Answer, Streams};
use crate::engine::Turn;
use crate::play::Games;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// `play moves`: the legal moves of the position; where there are none, a note on
/// standard error says why.
pub fn run(games: &Games, file: &Path, json: bool, io: &mut Streams) -> Result<Answer> {
    let session = open(games, file)?;
    let moves = session.legal_moves();
    if moves.is_empty() {
        let why = match session.turn() {
            Turn::Chance => {
                "a chance event is due, not a player's move: `tessera play bot FILE` plays \
                 it (or `play apply` with the game's chance move, `tessera rules GAME`)"
            }
            Turn::Over => "the game is over",
            Turn::Player(_) => "the player to move has none",
        };
        writeln!(io.err, "tessera: note: no moves: {why}")?;
    }
    let status = crate::play::status(session.as_ref());
    emit(
        &MovesReport { moves, status },
        &OutputArgs::json_only(json),
        io.out,
    )
}

/// `play moves`: the legal moves in notation, one per line; in JSON with the status they
/// were listed at (its `moves` is what `play apply --played` checks).
#[derive(Serialize)]
struct MovesReport {
    moves: Vec<String>,
    status: crate::play::Status,
}

impl Report for MovesReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.moves.iter().try_for_each(|m| writeln!(out, "{m}"))
    }
}
