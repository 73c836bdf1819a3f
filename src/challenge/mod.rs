//! Challenges: positions from seeded games of the bots with one certified answer — the
//! move that wins or keeps the best score, proved by the game's solver — for a person to
//! find. A challenge is drawn (`draw`), kept in a challenge file ([`file`](mod@file)) whose
//! fingerprint ties its position to its answer, re-certified on demand ([`certify`]), and a
//! move is judged against it ([`judge`]). Solved challenges are kept in a small record
//! beside their files ([`record`]).

mod draw;
mod error;
pub mod file;
mod game;
mod golomb;
mod kind;
mod polyssimo;
mod project_l;
pub mod record;
mod s25;

pub use draw::draw;
pub use error::ChallengeError;
pub use file::Challenge;
pub use kind::{Here, KINDS, Kind};
pub use project_l::actions as plan_actions;

use crate::play::GameSession;
use serde::{Deserialize, Serialize};

/// A challenge's certified answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// One move that solves it, in the game's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Every move that solves it (the same move's mirror images, or plans of one length).
    pub solutions: Vec<String>,
    /// How the solver proved it, in words.
    pub proof: Vec<String>,
}

impl Answer {
    /// The answer whose moves are `solutions` (at least one), proved as `proof` says.
    pub fn new(solutions: Vec<String>, proof: Vec<String>) -> Answer {
        Answer {
            mv: solutions[0].clone(),
            solutions,
            proof,
        }
    }
}

/// Whether a move solves a challenge, and why (or why not) in words. A challenge of
/// several moves (a Project L plan) is solved a move at a time: a right move that leaves
/// more to play `solves` without having `finished` it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub solves: bool,
    pub finished: bool,
    pub why: Vec<String>,
}

impl Verdict {
    fn solved(why: Vec<String>) -> Verdict {
        Verdict {
            solves: true,
            finished: true,
            why,
        }
    }

    fn on_track(why: Vec<String>) -> Verdict {
        Verdict {
            solves: true,
            finished: false,
            why,
        }
    }

    fn failed(why: Vec<String>) -> Verdict {
        Verdict {
            solves: false,
            finished: false,
            why,
        }
    }
}

/// The certified answer of the position in `session` (the player to move's) at `level`,
/// or `None` when the position is no challenge of its kind (no single answer).
pub fn certify(session: &dyn GameSession, level: u32) -> Result<Option<Answer>, ChallengeError> {
    let kind = Kind::of(session).ok_or_else(|| Kind::none_for(session.name()))?;
    kind.certify(session, level)
}

/// Whether the move `text` solves `challenge`, whose position is in `session`; an illegal
/// move is an error (the session is not changed).
pub fn judge(
    session: &dyn GameSession,
    challenge: &Challenge,
    text: &str,
) -> Result<Verdict, ChallengeError> {
    let kind = Kind::of(session).ok_or_else(|| Kind::none_for(session.name()))?;
    kind.judge(session, (&challenge.answer, challenge.level), text)
}
