//! `tessera play apply FILE MOVE...`: moves played in order with the file locked; the file
//! is written only if every one is legal.

use super::file_error;
use super::played::{MovedReport, check_played, check_player};
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, emit};
use crate::play::{GameSession, Games, MoveError, MoveReason, status};
use anyhow::Result;
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

/// `" (that reads as a move of Структура 25; the file's game is Polyssimo Challenge)"` when
/// the move refused is another game's, else nothing.
fn wrong_game_hint(games: &Games, game: &str, text: &str) -> String {
    let Some(other) = games.reads_as_another(game, text) else {
        return String::new();
    };
    let this = games.find(game).map_or(game, |entry| entry.title());
    format!(
        " (that reads as a move of {}; the file's game is {this})",
        other.title()
    )
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
    let mut did = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let at_start = if i == 0 { after } else { None };
        let played = check_played(session.as_ref(), text, at_start)
            .and_then(|_| check_player(session.as_ref(), text, player))
            .and_then(|_| session.play(text));
        if let Err(e) = played {
            return Err(not_played(games, session.as_ref(), file, (moves, i), e));
        }
        did.push(session.last_change());
    }
    // The moves as the game writes them (`take W28` for `take  w28`), as they are kept.
    let played = session.history()[session.history().len() - moves.len()..].to_vec();
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    let report = MovedReport {
        by: None,
        played,
        drawn: vec![false; moves.len()],
        did,
        status: status(session.as_ref()),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}

/// The error for move `i` of `moves`, refused with `e`: which move and why, another game's
/// notation or a missing pair of quotes named where they are the likely cause.
fn not_played(
    games: &Games,
    session: &dyn GameSession,
    file: &Path,
    (moves, i): (&[String], usize),
    e: MoveError,
) -> anyhow::Error {
    let text = &moves[i];
    // Only a move this game cannot read may be another game's (`pass` is Project L's word
    // as well as Структура 25's).
    let wrong_game = match e.reason {
        MoveReason::Rules(_) if !session.reads_move(text) => {
            wrong_game_hint(games, session.name(), text)
        }
        _ => String::new(),
    };
    anyhow::anyhow!(
        "{}: move {} of those given ({text:?}) not played: {}{wrong_game}; the file is \
         unchanged{}",
        file.display(),
        i + 1,
        e.reason,
        quoting_hint(text, &moves[i + 1..])
    )
}
