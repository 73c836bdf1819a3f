//! `tessera challenge play FILE`: a person solves a challenge at the terminal, as in `play
//! vs`: the position and the question, then moves typed one a line until one solves it; a
//! wrong move is answered with why, an illegal one with the nearest legal moves. A
//! challenge of several moves (a Project L plan) is walked a move at a time: each right
//! one is played, the position after it drawn, until the last finishes it. A Golomb or
//! Polyssimo challenge, solved by its first move, goes on to the end of the game against
//! the defence (see [`super::play_on`]). `moves` lists the legal moves, `answer` gives up
//! and shows it (from where the person is), `quit` (or the end of the input) stops.

use super::check::judged;
use super::play_on::{OnTo, lines};
use super::{Opened, open};
use crate::challenge::{Verdict, certify, plan_actions};
use crate::cli::{Answer, Streams};
use crate::engine::Turn;
use crate::play::{GameSession, Games};
use anyhow::Result;
use std::io::{IsTerminal, Write};
use std::path::Path;

/// Where the person is: the challenge, the right moves played so far, and the position
/// after them.
struct Walk<'a> {
    games: &'a Games,
    opened: Opened,
    played: Vec<String>,
    current: Box<dyn GameSession>,
    /// The game on to the end, once the first move solved it.
    on: Option<OnTo>,
}

impl Walk<'_> {
    /// The moves played and `typed`, as one move of the challenge.
    fn with(&self, typed: &str) -> String {
        let mut all = self.played.clone();
        all.push(typed.to_string());
        all.join("; ")
    }

    /// Plays a right move (a Project L plan's actions one by one): the position after the
    /// moves played so far.
    fn advance(&mut self, typed: &str) -> Result<()> {
        self.played.extend(plan_actions(typed));
        let c = &self.opened.challenge;
        let mut history = c.history.clone();
        history.extend(self.played.iter().cloned());
        let entry = self.games.find(&c.game)?;
        self.current = entry.resume(c.options.clone(), c.seed, &history)?;
        Ok(())
    }

    /// The answer from where the person is: the certified one at the start, else the
    /// solver's for the position reached.
    fn answer(&self) -> Result<(String, Vec<String>)> {
        let answer = &self.opened.challenge.answer;
        if self.played.is_empty() {
            return Ok((answer.mv.clone(), answer.proof.clone()));
        }
        let left = self.opened.challenge.level - self.played.len() as u32;
        match certify(self.current.as_ref(), left)? {
            Some(rest) => Ok((rest.mv, rest.proof)),
            None => Ok((answer.mv.clone(), answer.proof.clone())),
        }
    }
}

/// The reply to `hint` or `help`: a challenge is to be found, not told.
const NO_HINTS: &str = "no hints in a challenge: type a move, `moves` to list them, `answer` to \
                        give up and see it, `quit` to stop";

/// Plays the challenge in `file` on the run's streams.
pub fn run(games: &Games, file: &Path, io: &mut Streams) -> Result<Answer> {
    let opened = open(games, file)?;
    let current = open(games, file)?.session;
    let mut walk = Walk {
        games,
        opened,
        played: Vec::new(),
        current,
        on: None,
    };
    let c = &walk.opened.challenge;
    writeln!(io.out, "{} challenge, level {}", c.game, c.level)?;
    lines(io.out, &walk.current.board_text())?;
    writeln!(io.out, "{}", c.question)?;
    writeln!(
        io.out,
        "(type a move; moves lists them, answer shows it, quit stops)"
    )?;
    // The prompt is for a person at a terminal; piped input gets none, as in `play vs`.
    let prompted = io.terminal && std::io::stdin().is_terminal();
    loop {
        if prompted {
            write!(io.out, "> ")?;
            io.out.flush()?;
        }
        let mut line = String::new();
        if io.input.read_line(&mut line)? == 0 {
            writeln!(io.out)?;
            return stopped(&walk, io.out);
        }
        let typed = line
            .trim_start_matches(crate::text_file::BYTE_ORDER_MARK)
            .trim();
        let go_on = match walk.on.as_mut() {
            Some(on) => played_on(on, walk.current.as_mut(), typed, io.out)?,
            None => turn(&mut walk, file, typed, (io.out, io.err))?,
        };
        if !go_on {
            return Ok(Answer::Yes);
        }
    }
}

/// Says that the game was left before its end, when it was being played on.
fn stopped(walk: &Walk, out: &mut dyn Write) -> Result<Answer> {
    if walk.on.is_some() {
        writeln!(out, "stopped before the end")?;
    }
    Ok(Answer::Yes)
}

/// Answers one typed line once the game is played on to the end; whether to go on.
fn played_on(
    on: &mut OnTo,
    current: &mut dyn GameSession,
    typed: &str,
    out: &mut dyn Write,
) -> Result<bool> {
    match typed {
        "" => Ok(true),
        "quit" | "exit" => {
            writeln!(out, "stopped before the end")?;
            Ok(false)
        }
        "moves" => {
            writeln!(out, "{}", current.legal_moves().join("\n"))?;
            Ok(true)
        }
        "hint" | "help" => writeln!(out, "{NO_HINTS}")
            .map(|()| true)
            .map_err(Into::into),
        "answer" => on.answer(current, out).map(|()| false),
        typed => on.typed(current, typed, out),
    }
}

/// Answers one typed line; whether to go on.
fn turn(
    walk: &mut Walk,
    file: &Path,
    typed: &str,
    (out, err): (&mut dyn Write, &mut dyn Write),
) -> Result<bool> {
    match typed {
        "" => {}
        "quit" | "exit" => return Ok(false),
        "moves" => writeln!(out, "{}", walk.current.legal_moves().join("\n"))?,
        "hint" | "help" => writeln!(out, "{NO_HINTS}")?,
        "answer" => {
            let (mv, proof) = walk.answer()?;
            writeln!(out, "answer: {mv}")?;
            lines(
                out,
                &proof.iter().map(|l| format!("  {l}")).collect::<Vec<_>>(),
            )?;
            return Ok(false);
        }
        typed => {
            let all = walk.with(typed);
            let session = walk.opened.session.as_ref();
            match judged(session, &walk.opened.challenge, &all) {
                Ok(verdict) => return judged_move(walk, (file, typed), verdict, (out, err)),
                Err(e) => writeln!(out, "{e}")?,
            }
        }
    }
    Ok(true)
}

/// Tells the person what a legal move did: solved, right so far (then played), or not
/// this one; whether to go on.
fn judged_move(
    walk: &mut Walk,
    (file, typed): (&Path, &str),
    verdict: Verdict,
    (out, err): (&mut dyn Write, &mut dyn Write),
) -> Result<bool> {
    let why: Vec<String> = (verdict.why.iter())
        .filter(|l| !l.starts_with("the answer is") && !l.starts_with("a plan of"))
        .map(|l| format!("  {l}"))
        .collect();
    match (verdict.solves, verdict.finished) {
        (true, true) => {
            writeln!(out, "solved!")?;
            lines(out, &why)?;
            super::check::note_solved(file, &walk.opened.challenge.fingerprint, err);
            return play_on(walk, typed, out);
        }
        (true, false) => {
            writeln!(out, "right:")?;
            lines(out, &why)?;
            walk.advance(typed)?;
            lines(out, &walk.current.board_text())?;
        }
        (false, _) => {
            writeln!(out, "not this one:")?;
            lines(out, &why)?;
        }
    }
    Ok(true)
}

/// After the first move solved it: plays it and, for a challenge played on to the end,
/// the defence; whether to go on.
fn play_on(walk: &mut Walk, typed: &str, out: &mut dyn Write) -> Result<bool> {
    let kind = walk.opened.kind;
    let Turn::Player(person) = walk.current.turn() else {
        return Ok(false);
    };
    if !kind.to_the_end(walk.opened.challenge.level) {
        return Ok(false);
    }
    walk.current.play(typed)?;
    writeln!(out, "now keep it to the end of the game:")?;
    lines(out, &walk.current.board_text())?;
    let on = OnTo {
        kind,
        person,
        misses: 0,
    };
    let over = on.defend(walk.current.as_mut(), out)?;
    walk.on = Some(on);
    Ok(!over)
}
