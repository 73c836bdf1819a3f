//! `tessera play apply FILE MOVE...`: moves played in order with the file locked; the file
//! is written only if every one is legal.

use super::file_error;
use super::played::{MovedReport, check_played, check_player};
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, emit};
use crate::play::{Games, status};
use anyhow::{Result, bail};
use std::io::Write;
use std::path::Path;

/// The moves to play and whom for.
pub struct Moves<'a> {
    pub player: Option<usize>,
    /// The moves the game must have had before these (`--played`).
    pub after: Option<usize>,
    pub wait: super::WaitArgs,
    pub moves: &'a [String],
}

/// A hint when a one-word move failed and more words follow: the move was likely typed
/// unquoted, split into arguments by the shell.
fn quoting_hint(text: &str, rest: &[String]) -> String {
    match (text.contains(' '), rest.first()) {
        (false, Some(next)) => {
            format!(" (each move is one argument: quote it, e.g. \"{text} {next}\")")
        }
        _ => String::new(),
    }
}

/// Plays the moves in order with the file locked; the file is written only if all are
/// legal.
pub fn run(
    games: &Games,
    file: &Path,
    Moves {
        player,
        after,
        moves,
        wait,
    }: Moves,
    json: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Answer> {
    let mut locked = super::lock(file, wait, err)?;
    let mut session = locked.load(games).map_err(|e| file_error(file, e))?;
    for (i, text) in moves.iter().enumerate() {
        let at_start = if i == 0 { after } else { None };
        let played = check_played(session.as_ref(), text, at_start)
            .and_then(|_| check_player(session.as_ref(), text, player))
            .and_then(|_| session.play(text));
        if let Err(e) = played {
            bail!(
                "{}: move {} of those given ({text:?}) not played: {}; the file is unchanged{}",
                file.display(),
                i + 1,
                e.reason,
                quoting_hint(text, &moves[i + 1..])
            );
        }
    }
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    let report = MovedReport {
        by: None,
        played: moves.to_vec(),
        drawn: vec![false; moves.len()],
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}
