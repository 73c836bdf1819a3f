//! `tessera challenge play FILE`: a person solves a challenge at the terminal, as in `play
//! vs`: the position and the question, then moves typed one a line until one solves it; a
//! wrong move is answered with why, an illegal one with the nearest legal moves. `moves`
//! lists the legal moves, `answer` gives up and shows it, `quit` (or the end of the
//! input) stops.

use super::check::judged;
use super::open;
use crate::challenge::record;
use crate::cli::{Answer, Streams};
use crate::play::Games;
use anyhow::Result;
use std::path::Path;

/// Plays the challenge in `file` on the run's streams.
pub fn run(games: &Games, file: &Path, io: &mut Streams) -> Result<Answer> {
    let opened = open(games, file)?;
    let session = opened.session.as_ref();
    let answer = &opened.challenge.answer;
    let title = format!(
        "{} challenge, level {}",
        opened.challenge.game, opened.challenge.level
    );
    writeln!(io.out, "{title}")?;
    session
        .board_text()
        .iter()
        .try_for_each(|l| writeln!(io.out, "{l}"))?;
    writeln!(io.out, "{}", opened.challenge.question)?;
    writeln!(
        io.out,
        "(type a move; moves lists them, answer shows it, quit stops)"
    )?;
    loop {
        write!(io.out, "> ")?;
        io.out.flush()?;
        let mut line = String::new();
        if io.input.read_line(&mut line)? == 0 {
            writeln!(io.out)?;
            return Ok(Answer::Yes);
        }
        match line.trim() {
            "" => {}
            "quit" | "exit" => return Ok(Answer::Yes),
            "moves" => writeln!(io.out, "{}", session.legal_moves().join("\n"))?,
            "answer" => {
                writeln!(io.out, "answer: {}", answer.mv)?;
                answer
                    .proof
                    .iter()
                    .try_for_each(|l| writeln!(io.out, "  {l}"))?;
                return Ok(Answer::Yes);
            }
            typed => match judged(session, &opened.challenge, typed) {
                Ok(verdict) if verdict.solves => {
                    writeln!(io.out, "solved!")?;
                    verdict
                        .why
                        .iter()
                        .try_for_each(|l| writeln!(io.out, "  {l}"))?;
                    record::mark(file, &opened.challenge.fingerprint)?;
                    return Ok(Answer::Yes);
                }
                Ok(verdict) => {
                    writeln!(io.out, "not this one:")?;
                    let why = verdict
                        .why
                        .iter()
                        .filter(|l| !l.starts_with("the answer is"));
                    why.into_iter()
                        .try_for_each(|l| writeln!(io.out, "  {l}"))?;
                }
                Err(e) => writeln!(io.out, "{e}")?,
            },
        }
    }
}
