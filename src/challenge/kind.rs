//! The kinds of challenge, one per game that has them: a handle on the game's
//! [`AnyChallenges`] (its [`super::game::GameChallenges`]), found by the game's name or by a session of it. Everything a kind
//! knows is its game's module's; this file only lists them.

use super::game::AnyChallenges;
use super::{ChallengeError, golomb, polyssimo, project_l, s25};
use crate::engine::Turn;
use crate::play::GameSession;

/// A kind of challenge: the challenges of one game.
#[derive(Clone, Copy)]
pub struct Kind(&'static dyn AnyChallenges);

/// Every kind, in the order they are listed.
pub const KINDS: &[Kind] = &[
    Kind(&golomb::GolombChallenges),
    Kind(&polyssimo::PolyssimoChallenges),
    Kind(&s25::S25Challenges),
    Kind(&project_l::ProjectLChallenges),
];

/// Whether a position in a game is one to draw a challenge of a level from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Here {
    Yes,
    /// Not yet: play on.
    Later,
    /// Never in this game: the level was passed, or the game is over.
    Never,
}

impl std::ops::Deref for Kind {
    type Target = dyn AnyChallenges;

    fn deref(&self) -> &Self::Target {
        self.0
    }
}

impl PartialEq for Kind {
    fn eq(&self, other: &Kind) -> bool {
        self.game() == other.game()
    }
}

impl Eq for Kind {}

impl std::fmt::Debug for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Kind({})", self.game())
    }
}

impl Kind {
    /// The kind of a game's name, if it has challenges.
    pub fn named(game: &str) -> Option<Kind> {
        KINDS.iter().copied().find(|k| k.game() == game)
    }

    /// The error for a game without challenges.
    pub fn none_for(game: &str) -> ChallengeError {
        let known: Vec<&str> = KINDS.iter().map(|k| k.game()).collect();
        ChallengeError::NoChallenges {
            game: game.to_string(),
            suggestion: crate::wording::suggestion(game, known.iter().copied()),
            known: known.join(", "),
        }
    }

    /// The kind of the game in `session`, if it has challenges.
    pub fn of(session: &dyn GameSession) -> Option<Kind> {
        KINDS.iter().copied().find(|k| k.owns(session))
    }

    /// The question, for the player to move in `session`.
    pub fn question(self, session: &dyn GameSession, level: u32) -> String {
        let player = match session.turn() {
            Turn::Player(p) => session.player_name(p),
            _ => "nobody".into(),
        };
        self.ask(&player, level)
    }

    /// Whether the position in `session` is one to draw a challenge of `level` from.
    pub fn here(self, session: &dyn GameSession, level: u32) -> Here {
        match session.outcome() {
            Some(_) => Here::Never,
            None => self.0.here(session, level),
        }
    }
}
