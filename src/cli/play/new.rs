//! `tessera play new GAME [options] -o FILE`: a game started from its options and a seed,
//! its state file written.

use super::game_args::GameCall;
use super::{NewArgs, clock_seed, start, write_new};
use crate::cli::report::{OutputArgs, Report, emit};
use crate::cli::{Answer, Streams};
use crate::play::{Games, Status, status};
use crate::wording::count;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Starts the game and writes its state file.
pub fn run(call: &GameCall<NewArgs>, games: &Games, io: &mut Streams) -> Result<Answer> {
    let seed = call.common.seed.unwrap_or_else(clock_seed);
    let session = start(call, seed, games)?;
    let output = &call.common.output;
    write_new(session.as_ref(), (output, call.common.force), games, io)?;
    let report = NewReport::new(session.as_ref(), output);
    emit(&report, &OutputArgs::json_only(call.common.json), io.out)
}

/// A game started: which, for how many, its seed and file, and whose turn it is.
#[derive(Serialize)]
pub struct NewReport {
    game: &'static str,
    players: usize,
    seed: u64,
    file: String,
    status: Status,
}

impl NewReport {
    /// The report of `session`, just written to `file`.
    pub fn new(session: &dyn crate::play::GameSession, file: &Path) -> NewReport {
        NewReport {
            game: session.name(),
            players: session.players(),
            seed: session.seed(),
            file: file.display().to_string(),
            status: status(session),
        }
    }
}

impl Report for NewReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let players = count(self.players, "player");
        let (name, seed, file) = (self.game, self.seed, &self.file);
        writeln!(out, "new {name} game for {players}, seed {seed}: {file}")?;
        writeln!(out, "{}", self.status.text)
    }
}
