//! What `play apply` and `play bot` share: the refusal of a move for a player not to move,
//! and the report of the moves played.

use crate::cli::report::Report;
use crate::play::{GameSession, MoveError, MoveReason, Status};
use serde::Serialize;
use std::io::Write;

/// Moves played and where the game then stands: by the user (`by` is `null`) or by a bot.
#[derive(Serialize)]
pub struct MovedReport {
    pub by: Option<String>,
    pub played: Vec<String>,
    /// For each move played, whether it was a chance event drawn from the seed (a bot's
    /// run plays the die on its way), not a choice.
    pub drawn: Vec<bool>,
    /// For each move played, what it did in words (`null` where its notation says it all:
    /// see `Game::describe_change`).
    pub did: Vec<Option<String>>,
    pub status: Status,
}

impl Report for MovedReport {
    /// A bot's moves are told one a line (`greedy: take X`, a die drawn `chance: roll 3`),
    /// with what each did after a dash; of the user's moves, known, only those that did
    /// more than their notation says (`take W28 — …`).
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let moves = self.played.iter().zip(&self.drawn).zip(&self.did);
        for ((mv, drawn), did) in moves {
            let said = did.as_ref().map(|d| format!(" — {d}"));
            match (&self.by, said) {
                (Some(bot), said) => {
                    let who = if *drawn { "chance" } else { bot };
                    writeln!(out, "{who}: {mv}{}", said.unwrap_or_default())?;
                }
                (None, Some(said)) => writeln!(out, "{mv}{said}")?,
                (None, None) => {}
            }
        }
        writeln!(out, "{}", self.status.text)
    }

    /// Prose: on a terminal, what a move did is broken at its clauses, not mid-word.
    fn fits(&self) -> bool {
        true
    }
}

/// Refuses a move unless `player` (from 1), if given, is to move.
pub fn check_player(
    session: &dyn GameSession,
    text: &str,
    player: Option<usize>,
) -> Result<(), MoveError> {
    let Some(wanted) = player else {
        return Ok(());
    };
    let refuse = |reason| {
        Err(MoveError {
            text: text.to_string(),
            reason,
        })
    };
    if wanted == 0 || wanted > session.players() {
        let players = session.players();
        return refuse(MoveReason::NoSuchPlayer { wanted, players });
    }
    match session.turn() {
        crate::engine::Turn::Player(p) if p + 1 == wanted => Ok(()),
        crate::engine::Turn::Player(p) => refuse(MoveReason::NotYourTurn {
            to_move: session.player_name(p),
            wanted,
        }),
        crate::engine::Turn::Chance => refuse(MoveReason::ChanceDue),
        crate::engine::Turn::Over => refuse(MoveReason::GameOver),
    }
}

/// Refuses a move unless the game has had exactly `expected` moves, if given (`--played`):
/// a program that read the position before another run moved changes nothing.
pub fn check_played(
    session: &dyn GameSession,
    text: &str,
    expected: Option<usize>,
) -> Result<(), MoveError> {
    let played = session.history().len();
    match expected {
        Some(expected) if expected != played => Err(MoveError {
            text: text.to_string(),
            reason: MoveReason::NotAtMove { played, expected },
        }),
        _ => Ok(()),
    }
}
