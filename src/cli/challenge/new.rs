//! `tessera challenge new GAME [--level N] [--seed S] [-o FILE]`: a challenge drawn from
//! seeded games and certified by the game's solver, its file written whole.

use crate::cli::report::{OutputArgs, Report, emit};
use crate::cli::{Answer, Streams};
use crate::play::Games;
use crate::safe_write::{Existing, Written};
use crate::text_file::NameFile;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// A challenge drawn: which, and where it was written.
#[derive(Serialize)]
struct NewReport {
    game: String,
    level: u32,
    seed: u64,
    /// The file written (`null` when the text went to standard output).
    file: Option<String>,
    question: String,
}

impl Report for NewReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let file = self.file.as_deref().unwrap_or("standard output");
        let (game, level, seed) = (&self.game, self.level, self.seed);
        writeln!(
            out,
            "new {game} challenge, level {level}, seed {seed}: {file}"
        )?;
        writeln!(out, "{}", self.question)
    }
}

/// Draws the challenge and writes it to `output` (or its text to standard output).
pub fn run(
    games: &Games,
    game: &str,
    level: Option<u32>,
    seed: u64,
    (output, force, json): (Option<&Path>, bool, bool),
    io: &mut Streams,
) -> Result<Answer> {
    let challenge = crate::challenge::draw(games, game, level, seed)?;
    let text = challenge.to_text()?;
    let existing = match force {
        true => Existing::Replace,
        false => Existing::Refuse,
    };
    let written = match output {
        Some(path) => crate::play::file::write_text(path, &text, existing).in_file(path)?,
        None => Written::Standard(crate::safe_write::Standard::Output),
    };
    if let Written::Standard(stream) = written {
        io.standard(stream).write_all(text.as_bytes())?;
        return Ok(Answer::Yes);
    }
    let report = NewReport {
        game: challenge.game,
        level: challenge.level,
        seed,
        file: output.map(|p| p.display().to_string()),
        question: challenge.question,
    };
    emit(&report, &OutputArgs::json_only(json), io.out)
}
