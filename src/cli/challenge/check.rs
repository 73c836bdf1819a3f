//! `tessera challenge check FILE MOVE`: exit 0 when the move solves the challenge (and the
//! folder's record marks it solved), 1 when it does not — with why: the opponent's winning
//! reply, or what the move gives up. An illegal move is an error (exit 2) naming the legal
//! moves nearest to it. A Project L plan may be checked whole or from its start: the first
//! actions, right so far, exit 0 too, but only the whole plan marks it solved.

use super::open;
use crate::challenge::{ChallengeError, Verdict, judge, record};
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::play::{GameSession, Games};
use crate::text_file::NameFile;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// How many nearest legal moves an illegal move is answered with.
const NEAREST: usize = 5;

/// A move checked.
#[derive(Serialize)]
struct CheckReport {
    file: String,
    #[serde(rename = "move")]
    mv: String,
    #[serde(flatten)]
    verdict: Verdict,
}

impl Report for CheckReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let word = match (self.verdict.solves, self.verdict.finished) {
            (true, true) => "solved",
            (true, false) => "right so far",
            (false, _) => "not solved",
        };
        writeln!(out, "{word}: {}", self.mv)?;
        self.verdict
            .why
            .iter()
            .try_for_each(|l| writeln!(out, "  {l}"))
    }

    fn answer(&self) -> Answer {
        match self.verdict.solves {
            true => Answer::Yes,
            false => Answer::No,
        }
    }
}

/// Checks `mv` against the challenge in `file`.
pub fn run(
    games: &Games,
    file: &Path,
    mv: &str,
    json: bool,
    (out, err): (&mut dyn Write, &mut dyn Write),
) -> Result<Answer> {
    let opened = open(games, file)?;
    let session = opened.session.as_ref();
    let verdict = judged(session, &opened.challenge, mv).in_file(file)?;
    let finished = verdict.finished;
    let report = CheckReport {
        file: file.display().to_string(),
        mv: mv.to_string(),
        verdict,
    };
    let answer = emit(&report, &OutputArgs::json_only(json), out)?;
    if finished {
        note_solved(file, &opened.challenge.fingerprint, err);
    }
    Ok(answer)
}

/// Marks the challenge solved in its folder's record; a record that cannot be written (a
/// read-only folder) or read is said on `err` and changes nothing else: the verdict stands.
pub fn note_solved(file: &Path, fingerprint: &str, err: &mut dyn Write) {
    if let Err(e) = record::mark(file, fingerprint) {
        // A courtesy: a closed error stream is no failure of the check.
        let _ = writeln!(err, "tessera: note: solved, but not recorded: {e}");
    }
}

/// The verdict on `mv`; an illegal move's error names the nearest legal moves.
pub fn judged(
    session: &dyn GameSession,
    challenge: &crate::challenge::Challenge,
    mv: &str,
) -> Result<Verdict, NearestMoves> {
    judge(session, challenge, mv).map_err(|error| {
        let nearest = match &error {
            ChallengeError::Move(_) => crate::play::nearest(mv, &session.legal_moves(), NEAREST),
            _ => Vec::new(),
        };
        NearestMoves {
            error: Box::new(error),
            nearest,
        }
    })
}

/// An error, with the legal moves nearest to an illegal move.
#[derive(Debug, thiserror::Error)]
#[error("{error}{}", nearest_words(nearest))]
pub struct NearestMoves {
    error: Box<ChallengeError>,
    nearest: Vec<String>,
}

fn nearest_words(nearest: &[String]) -> String {
    match nearest {
        [] => String::new(),
        moves => format!(" (nearest legal moves: {})", moves.join(", ")),
    }
}
