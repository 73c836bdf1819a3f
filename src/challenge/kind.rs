//! The kinds of challenge, one per game that has them: each one's levels (what a level
//! counts), its question, and the solver that certifies its answer and judges a move.

use super::{Answer, ChallengeError, Verdict, golomb, polyssimo};
use crate::engine::{Game, Turn};
use crate::play::{GameSession, MoveError, MoveReason, Session};
use crate::polyssimo::{GameState, Mode, Polyssimo};

/// A kind of challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Golomb's game: the one distinct move that wins.
    Golomb,
    /// Polyssimo, two players: the one move that keeps the best score.
    Polyssimo,
}

/// Every kind, in the order they are listed.
pub const KINDS: &[Kind] = &[Kind::Golomb, Kind::Polyssimo];

impl Kind {
    /// The game's name in the table of games.
    pub fn game(self) -> &'static str {
        match self {
            Kind::Golomb => "golomb",
            Kind::Polyssimo => "polyssimo",
        }
    }

    /// The kind of a game's name, if it has challenges.
    pub fn named(game: &str) -> Option<Kind> {
        KINDS.iter().copied().find(|k| k.game() == game)
    }

    /// The error for a game without challenges.
    pub fn none_for(game: &str) -> ChallengeError {
        let known: Vec<&str> = KINDS.iter().map(|k| k.game()).collect();
        ChallengeError::NoChallenges {
            game: game.to_string(),
            known: known.join(", "),
        }
    }

    /// The levels, least to most: the pieces left to play.
    pub fn levels(self) -> std::ops::RangeInclusive<u32> {
        match self {
            Kind::Golomb => 3..=8,
            Kind::Polyssimo => 8..=14,
        }
    }

    /// What a level counts, in words.
    pub fn level_words(self) -> &'static str {
        match self {
            Kind::Golomb => "pieces left in the pool",
            Kind::Polyssimo => "pieces left in the players' hands",
        }
    }

    /// The kind of the game in `session`, if it has challenges.
    pub fn of(session: &dyn GameSession) -> Option<Kind> {
        let game = &polyssimo_of(session)?.game;
        match game.rules().mode {
            Mode::Golomb => Some(Kind::Golomb),
            Mode::Polyssimo => Some(Kind::Polyssimo),
        }
    }

    /// The question, for the player to move in `session`.
    pub fn question(self, session: &dyn GameSession) -> String {
        let player = match session.turn() {
            Turn::Player(p) => session.player_name(p),
            _ => "nobody".into(),
        };
        match self {
            Kind::Golomb => format!("{player} to move: find the one move that wins."),
            Kind::Polyssimo => format!(
                "{player} to move: find the one move that keeps the best score (every other \
                 move does worse with best play)."
            ),
        }
    }

    /// The level of the position in `session` when a challenge may be drawn there (a
    /// player to move in the placement phase); `None` otherwise.
    pub fn level_of(self, session: &dyn GameSession) -> Option<u32> {
        let s = polyssimo_of(session)?;
        match (&s.state, s.game.turn(&s.state)) {
            (GameState::Placement(state, _), Turn::Player(_)) => {
                Some((state.hands[0] | state.hands[1]).count_ones())
            }
            _ => None,
        }
    }

    /// The certified answer of the position, or `None` when it has no single answer.
    pub fn certify(self, session: &dyn GameSession) -> Result<Option<Answer>, ChallengeError> {
        let s = polyssimo_of(session).ok_or_else(|| Kind::none_for(session.name()))?;
        match self {
            Kind::Golomb => golomb::certify(&s.game, &s.state),
            Kind::Polyssimo => polyssimo::certify(&s.game, &s.state),
        }
    }

    /// Whether the move `text` solves the challenge; an illegal move is an error.
    pub fn judge(
        self,
        session: &dyn GameSession,
        answer: &Answer,
        text: &str,
    ) -> Result<Verdict, ChallengeError> {
        let s = polyssimo_of(session).ok_or_else(|| Kind::none_for(session.name()))?;
        let refuse = |e: crate::polyssimo::Illegal| MoveError {
            text: text.to_string(),
            reason: MoveReason::Rules(e.into()),
        };
        let mv = s.game.parse_move(&s.state, text).map_err(refuse)?;
        s.game.play(&s.state, &mv).map_err(refuse)?;
        let played = s.game.format_move(&s.state, &mv);
        if answer.solutions.contains(&played) {
            let why = format!("{played} solves it: {}", answer.proof[0]);
            return Ok(Verdict::solved(vec![why]));
        }
        let mut why = match self {
            Kind::Golomb => golomb::refutation(s, &mv)?,
            Kind::Polyssimo => polyssimo::shortfall(s, &mv)?,
        };
        why.push(format!("the answer is {}", answer.mv));
        Ok(Verdict::failed(why))
    }
}

/// The Polyssimo (or Golomb) session behind `session`, if it is one.
fn polyssimo_of(session: &dyn GameSession) -> Option<&Session<Polyssimo>> {
    session.as_any().downcast_ref::<Session<Polyssimo>>()
}
