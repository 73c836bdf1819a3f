//! `challenge play` after the first right move of a challenge played on to the end of the
//! game (Golomb's, Polyssimo's, Структура 25's above level 1): the program answers each
//! move of the person's with the defence, the game's strongest reply, and rolls the die
//! when the game calls for it (from the game's seed); each move the person types must keep
//! what the first move won — the win, the best score, or the best chance. One that does not
//! is answered with why and not played (a miss: the person tries again). At the end of the
//! game, or where the game's challenges say it is settled sooner (the die has taken a
//! chance away): whether the person kept it, and how many misses it took.

use crate::challenge::{ChallengeError, Kind};
use crate::engine::Turn;
use crate::play::GameSession;
use anyhow::Result;
use std::io::Write;

/// How many nearest legal moves an illegal move is answered with.
const NEAREST: usize = 5;

/// The game on after the first right move: whose moves the person makes, and the misses.
pub struct OnTo {
    pub kind: Kind,
    pub person: usize,
    pub misses: u32,
}

impl OnTo {
    /// Plays the defence until it is the person's turn; whether the game is over (then
    /// says how it ended).
    pub fn defend(&self, current: &mut dyn GameSession, out: &mut dyn Write) -> Result<bool> {
        loop {
            match current.turn() {
                Turn::Player(p) if p == self.person => return self.settled(current, out),
                Turn::Player(_) => {
                    let mv = self.kind.defence(current)?;
                    current.play(&mv)?;
                    writeln!(out, "defence: {mv}")?;
                    lines(out, &current.board_text())?;
                }
                Turn::Chance => {
                    let event = current.roll(None)?;
                    writeln!(out, "chance: {event}")?;
                    lines(out, &current.board_text())?;
                }
                Turn::Over => return self.ended(current, out).map(|()| true),
            }
        }
    }

    /// At the person's turn: whether the challenge ended before the game (then says why).
    fn settled(&self, current: &dyn GameSession, out: &mut dyn Write) -> Result<bool> {
        let Some(why) = self.kind.settled(current) else {
            return Ok(false);
        };
        writeln!(out, "{why}")?;
        self.kept("kept while it lasted", out)?;
        Ok(true)
    }

    /// Says how the game ended and whether the person kept it to the end.
    fn ended(&self, current: &dyn GameSession, out: &mut dyn Write) -> Result<()> {
        writeln!(out, "{}", crate::play::status_line(current))?;
        self.kept("kept to the end", out)
    }

    /// Says the person kept it (`how`), with their misses.
    fn kept(&self, how: &str, out: &mut dyn Write) -> Result<()> {
        let misses = match self.misses {
            0 => "no move missed".to_string(),
            1 => "1 miss".to_string(),
            n => format!("{n} misses"),
        };
        writeln!(out, "{how}: {misses}")?;
        Ok(())
    }

    /// Answers a move the person typed; whether the game goes on.
    pub fn typed(
        &mut self,
        current: &mut dyn GameSession,
        typed: &str,
        out: &mut dyn Write,
    ) -> Result<bool> {
        let verdict = match self.kind.keeps(current, typed) {
            Ok(verdict) => verdict,
            Err(e @ ChallengeError::Move(_)) => {
                let nearest = current.nearest_moves(typed, NEAREST);
                writeln!(out, "{e} (nearest legal moves: {})", nearest.join(", "))?;
                return Ok(true);
            }
            Err(e) => return Err(e.into()),
        };
        let why: Vec<String> = verdict.why.iter().map(|l| format!("  {l}")).collect();
        if !verdict.solves {
            self.misses += 1;
            writeln!(out, "not this one:")?;
            lines(out, &why)?;
            return Ok(true);
        }
        writeln!(out, "kept:")?;
        lines(out, &why)?;
        current.play(typed)?;
        lines(out, &current.board_text())?;
        Ok(!self.defend(current, out)?)
    }

    /// A move that keeps it from here (the defence's choice for the person's side).
    pub fn answer(&self, current: &dyn GameSession, out: &mut dyn Write) -> Result<()> {
        let mv = self.kind.defence(current)?;
        writeln!(out, "answer: {mv}")?;
        writeln!(out, "  (a move that keeps it; stopped before the end)")?;
        Ok(())
    }
}

pub fn lines(out: &mut dyn Write, lines: &[String]) -> std::io::Result<()> {
    lines.iter().try_for_each(|l| writeln!(out, "{l}"))
}
