//! What a game with challenges supplies: the one trait each game's challenge module
//! implements — its levels, its question, where a challenge may be drawn, the solver that
//! certifies the answer and judges a move, and (for a game played on to the end after the
//! first move) the defence and the judge of each later move. Adding a game is one module
//! implementing [`GameChallenges`] on its own sessions and one line in [`super::KINDS`];
//! [`AnyChallenges`], implemented once for them all, finds a game's session behind the
//! `dyn GameSession` the commands hold.

use super::{Answer, ChallengeError, Here, Verdict};
use crate::engine::{Playable, Players};
use crate::play::{GameSession, MoveError, MoveReason, Session};

/// A game's challenges (see the module notes), on the game's own sessions.
pub trait GameChallenges: Sync {
    /// The game (a Golomb and a Polyssimo session are both `Session<Polyssimo>`).
    type Game: Playable + Players;

    /// The game's name in the table of games.
    fn game(&self) -> &'static str;

    /// The levels, least to most.
    fn levels(&self) -> std::ops::RangeInclusive<u32>;

    /// What a level counts, in words.
    fn level_words(&self) -> &'static str;

    /// Whether a session of the game is one of this kind (its rules' mode, say).
    fn owns(&self, _s: &Session<Self::Game>) -> bool {
        true
    }

    /// The question, for `player` (the player to move) at `level`.
    fn ask(&self, player: &str, level: u32) -> String;

    /// Whether a game offers one position of a level rather than many.
    fn one_position_a_game(&self) -> bool {
        true
    }

    /// The options of the games a challenge is drawn from (as `play new` takes them).
    fn start_options(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// The bot whose games challenges are drawn from.
    fn bot(&self) -> &'static str {
        "random"
    }

    /// Whether the position (not over) is one to draw a challenge of `level` from.
    fn here(&self, s: &Session<Self::Game>, level: u32) -> Here;

    /// The certified answer of the position at `level`, or `None` when it has no single
    /// answer.
    fn certify(
        &self,
        s: &Session<Self::Game>,
        level: u32,
    ) -> Result<Option<Answer>, ChallengeError>;

    /// Whether the move `text` solves the challenge whose answer is `answer`; an illegal
    /// move is an error.
    fn judge(
        &self,
        s: &Session<Self::Game>,
        answer: (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError>;

    /// Whether the answer's moves agree with the position (a challenge file is refused
    /// when they do not): by default, each is a legal move there.
    fn answer_agrees(
        &self,
        s: &Session<Self::Game>,
        answer: &Answer,
        _level: u32,
    ) -> Result<(), String> {
        let legal = s.legal_moves();
        match answer.solutions.iter().find(|m| !legal.contains(m)) {
            Some(m) => Err(format!("{m:?} is not a legal move in the position")),
            None => Ok(()),
        }
    }

    /// Whether `challenge play` plays the game on to its end after the first right move of
    /// a challenge of `level`, the program answering with [`GameChallenges::defence`].
    fn to_the_end(&self, _level: u32) -> bool {
        false
    }

    /// The strongest answer of the player to move (the defence), in the game's notation.
    fn defence(&self, _s: &Session<Self::Game>) -> Result<String, ChallengeError> {
        Err(no_play_on(self.game()))
    }

    /// Whether the move `text` keeps what the challenge's answer won (the win, or the best
    /// score) in a position after it: `finished` when the game is over after it.
    fn keeps(&self, _s: &Session<Self::Game>, _text: &str) -> Result<Verdict, ChallengeError> {
        Err(no_play_on(self.game()))
    }

    /// Where a challenge played on ends before the game does, with why (say, the die has
    /// taken away the chance the first move kept): `None` to play on. Asked at each of the
    /// person's turns after the first move.
    fn settled(&self, _s: &Session<Self::Game>) -> Option<String> {
        None
    }
}

fn no_play_on(game: &str) -> ChallengeError {
    ChallengeError::Solver(format!("{game} challenges are not played on to the end"))
}

/// [`GameChallenges`] on any session: what a [`super::Kind`] holds. Each method finds the
/// game's session behind the `dyn` one (a session of another game is refused as a game
/// without challenges).
pub trait AnyChallenges: Sync {
    fn game(&self) -> &'static str;
    fn levels(&self) -> std::ops::RangeInclusive<u32>;
    fn level_words(&self) -> &'static str;
    fn owns(&self, session: &dyn GameSession) -> bool;
    fn ask(&self, player: &str, level: u32) -> String;
    fn one_position_a_game(&self) -> bool;
    fn start_options(&self) -> Vec<(String, String)>;
    fn bot(&self) -> &'static str;
    fn here(&self, session: &dyn GameSession, level: u32) -> Here;
    fn certify(
        &self,
        session: &dyn GameSession,
        level: u32,
    ) -> Result<Option<Answer>, ChallengeError>;
    fn judge(
        &self,
        session: &dyn GameSession,
        answer: (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError>;
    fn answer_agrees(
        &self,
        session: &dyn GameSession,
        answer: &Answer,
        level: u32,
    ) -> Result<(), String>;
    fn to_the_end(&self, level: u32) -> bool;
    fn defence(&self, session: &dyn GameSession) -> Result<String, ChallengeError>;
    fn keeps(&self, session: &dyn GameSession, text: &str) -> Result<Verdict, ChallengeError>;
    fn settled(&self, session: &dyn GameSession) -> Option<String>;
}

impl<T: GameChallenges> AnyChallenges for T {
    fn game(&self) -> &'static str {
        GameChallenges::game(self)
    }

    fn levels(&self) -> std::ops::RangeInclusive<u32> {
        GameChallenges::levels(self)
    }

    fn level_words(&self) -> &'static str {
        GameChallenges::level_words(self)
    }

    fn owns(&self, session: &dyn GameSession) -> bool {
        session_of::<T::Game>(session).is_ok_and(|s| GameChallenges::owns(self, s))
    }

    fn ask(&self, player: &str, level: u32) -> String {
        GameChallenges::ask(self, player, level)
    }

    fn one_position_a_game(&self) -> bool {
        GameChallenges::one_position_a_game(self)
    }

    fn start_options(&self) -> Vec<(String, String)> {
        GameChallenges::start_options(self)
    }

    fn bot(&self) -> &'static str {
        GameChallenges::bot(self)
    }

    fn here(&self, session: &dyn GameSession, level: u32) -> Here {
        match session_of::<T::Game>(session) {
            Ok(s) => GameChallenges::here(self, s, level),
            Err(_) => Here::Never,
        }
    }

    fn certify(
        &self,
        session: &dyn GameSession,
        level: u32,
    ) -> Result<Option<Answer>, ChallengeError> {
        GameChallenges::certify(self, session_of::<T::Game>(session)?, level)
    }

    fn judge(
        &self,
        session: &dyn GameSession,
        answer: (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError> {
        GameChallenges::judge(self, session_of::<T::Game>(session)?, answer, text)
    }

    fn answer_agrees(
        &self,
        session: &dyn GameSession,
        answer: &Answer,
        level: u32,
    ) -> Result<(), String> {
        let s = session_of::<T::Game>(session).map_err(|e| e.to_string())?;
        GameChallenges::answer_agrees(self, s, answer, level)
    }

    fn to_the_end(&self, level: u32) -> bool {
        GameChallenges::to_the_end(self, level)
    }

    fn defence(&self, session: &dyn GameSession) -> Result<String, ChallengeError> {
        GameChallenges::defence(self, session_of::<T::Game>(session)?)
    }

    fn keeps(&self, session: &dyn GameSession, text: &str) -> Result<Verdict, ChallengeError> {
        GameChallenges::keeps(self, session_of::<T::Game>(session)?, text)
    }

    fn settled(&self, session: &dyn GameSession) -> Option<String> {
        let s = session_of::<T::Game>(session).ok()?;
        GameChallenges::settled(self, s)
    }
}

/// The session of game `G` behind `session`, or the error for a game without challenges.
pub fn session_of<G: Playable + Players>(
    session: &dyn GameSession,
) -> Result<&Session<G>, ChallengeError> {
    (session.as_any().downcast_ref::<Session<G>>())
        .ok_or_else(|| super::Kind::none_for(session.name()))
}

/// A legal move of `s` read from `text`, with its spelling in the game's notation; an
/// illegal one is an error.
pub fn legal<G: Playable + Players>(
    s: &Session<G>,
    text: &str,
) -> Result<(G::Move, String), ChallengeError> {
    let mv = (s.game.parse_move(&s.state, text)).map_err(|e| refused(text, e))?;
    s.game.play(&s.state, &mv).map_err(|e| refused(text, e))?;
    let name = s.game.format_move(&s.state, &mv);
    Ok((mv, name))
}

/// Judges a one-move answer: a legal move among the answer's solutions solves it; any
/// other is answered with `shortfall`'s why and the answer.
pub fn judge_move<G: Playable + Players>(
    s: &Session<G>,
    answer: &Answer,
    text: &str,
    shortfall: impl FnOnce(&G::Move) -> Result<Vec<String>, ChallengeError>,
) -> Result<Verdict, ChallengeError> {
    let (mv, played) = legal(s, text)?;
    if answer.solutions.contains(&played) {
        let why = format!("{played} solves it: {}", answer.proof[0]);
        return Ok(Verdict::solved(vec![why]));
    }
    let mut why = shortfall(&mv)?;
    why.push(format!("the answer is {}", answer.mv));
    Ok(Verdict::failed(why))
}

/// A move refused for the game's reason.
pub fn refused(text: &str, e: impl std::error::Error + Send + Sync + 'static) -> ChallengeError {
    ChallengeError::Move(MoveError {
        text: text.to_string(),
        reason: MoveReason::Rules(Box::new(e)),
    })
}
