//! The kinds of challenge, one per game that has them: each one's levels (what a level
//! counts), its question, where in a game one may be drawn, and the solver that certifies
//! its answer and judges a move.

use super::{Answer, ChallengeError, Verdict, golomb, polyssimo, project_l, s25};
use crate::engine::{Game, Turn};
use crate::play::{GameSession, MoveError, MoveReason, Session};
use crate::polyssimo::{GameState, Mode, Polyssimo};
use crate::project_l::game::ProjectL;
use crate::struktura25::Struktura25;

/// A kind of challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Golomb's game: the one distinct move that wins.
    Golomb,
    /// Polyssimo, two players: the one move that keeps the best score.
    Polyssimo,
    /// Структура 25: the one move that wins whatever the die shows.
    S25,
    /// Project L, solo: finish the cards in the fewest actions.
    ProjectL,
}

/// Every kind, in the order they are listed.
pub const KINDS: &[Kind] = &[Kind::Golomb, Kind::Polyssimo, Kind::S25, Kind::ProjectL];

/// Whether a position in a game is one to draw a challenge of a level from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Here {
    Yes,
    /// Not yet: play on.
    Later,
    /// Never in this game: the level was passed, or the game is over.
    Never,
}

impl Kind {
    /// The game's name in the table of games.
    pub fn game(self) -> &'static str {
        match self {
            Kind::Golomb => "golomb",
            Kind::Polyssimo => "polyssimo",
            Kind::S25 => "s25",
            Kind::ProjectL => "project-l",
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

    /// The levels, least to most.
    pub fn levels(self) -> std::ops::RangeInclusive<u32> {
        match self {
            Kind::Golomb => 3..=8,
            Kind::Polyssimo => 8..=14,
            Kind::S25 => 1..=1,
            Kind::ProjectL => 2..=6,
        }
    }

    /// What a level counts, in words.
    pub fn level_words(self) -> &'static str {
        match self {
            Kind::Golomb => "pieces left in the pool",
            Kind::Polyssimo => "pieces left in the players' hands",
            Kind::S25 => "the player's turns to the win",
            Kind::ProjectL => "the fewest actions that finish the cards",
        }
    }

    /// The kind of the game in `session`, if it has challenges.
    pub fn of(session: &dyn GameSession) -> Option<Kind> {
        if session.as_any().is::<Session<Struktura25>>() {
            return Some(Kind::S25);
        }
        if session.as_any().is::<Session<ProjectL>>() {
            return Some(Kind::ProjectL);
        }
        match polyssimo_of(session)?.game.rules().mode {
            Mode::Golomb => Some(Kind::Golomb),
            Mode::Polyssimo => Some(Kind::Polyssimo),
        }
    }

    /// The question, for the player to move in `session`.
    pub fn question(self, session: &dyn GameSession, level: u32) -> String {
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
            Kind::S25 => format!(
                "{player} to move: find the one move that wins whatever the die shows, within \
                 {} of yours.",
                crate::wording::count(level, "turn")
            ),
            Kind::ProjectL => format!(
                "{player} to move: finish your cards in the fewest actions, {level} (any plan \
                 of {level} actions solves it; the virtual opponent's turns between yours \
                 change nothing you use)."
            ),
        }
    }

    /// Whether a game offers one position of a level (the pieces left) rather than many.
    pub fn one_position_a_game(self) -> bool {
        !matches!(self, Kind::S25 | Kind::ProjectL)
    }

    /// The options of the games a challenge is drawn from (as `play new` takes them).
    pub fn start_options(self) -> Vec<(String, String)> {
        match self {
            Kind::ProjectL => vec![("solo".into(), "basic".into())],
            _ => Vec::new(),
        }
    }

    /// The bot whose games challenges are drawn from.
    pub fn bot(self) -> &'static str {
        match self {
            Kind::ProjectL => "planner",
            _ => "random",
        }
    }

    /// Whether the position in `session` is one to draw a challenge of `level` from.
    pub fn here(self, session: &dyn GameSession, level: u32) -> Here {
        if session.outcome().is_some() {
            return Here::Never;
        }
        if let Some(s) = project_l_of(session) {
            return if project_l::here(s) {
                Here::Yes
            } else {
                Here::Later
            };
        }
        if let Some(s) = s25_of(session) {
            let moving = s.state.phase == crate::struktura25::state::Phase::Move;
            return if moving { Here::Yes } else { Here::Later };
        }
        let Some(s) = polyssimo_of(session) else {
            return Here::Never;
        };
        match (&s.state, s.game.turn(&s.state)) {
            (GameState::Placement(state, _), Turn::Player(_)) => {
                let left = (state.hands[0] | state.hands[1]).count_ones();
                match left.cmp(&level) {
                    std::cmp::Ordering::Equal => Here::Yes,
                    std::cmp::Ordering::Greater => Here::Later,
                    std::cmp::Ordering::Less => Here::Never,
                }
            }
            _ => Here::Later,
        }
    }

    /// The certified answer of the position at `level`, or `None` when it has no single
    /// answer.
    pub fn certify(
        self,
        session: &dyn GameSession,
        level: u32,
    ) -> Result<Option<Answer>, ChallengeError> {
        let missing = || Kind::none_for(session.name());
        match self {
            Kind::Golomb => {
                let s = polyssimo_of(session).ok_or_else(missing)?;
                golomb::certify(&s.game, &s.state)
            }
            Kind::Polyssimo => {
                let s = polyssimo_of(session).ok_or_else(missing)?;
                polyssimo::certify(&s.game, &s.state)
            }
            Kind::S25 => s25::certify(s25_of(session).ok_or_else(missing)?, level),
            Kind::ProjectL => project_l::certify(project_l_of(session).ok_or_else(missing)?, level),
        }
    }

    /// Whether the move `text` solves the challenge; an illegal move is an error.
    pub fn judge(
        self,
        session: &dyn GameSession,
        (answer, level): (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError> {
        let missing = || Kind::none_for(session.name());
        if self == Kind::ProjectL {
            return judge_plan(
                project_l_of(session).ok_or_else(missing)?,
                answer,
                level,
                text,
            );
        }
        if let Some(played) = legal(session, text)?
            && answer.solutions.contains(&played)
        {
            let why = format!("{played} solves it: {}", answer.proof[0]);
            return Ok(Verdict::solved(vec![why]));
        }
        let mut why = match self {
            Kind::S25 => {
                let s = s25_of(session).ok_or_else(missing)?;
                let mv = s
                    .game
                    .parse_move(&s.state, text)
                    .map_err(|e| refused(text, e))?;
                s25::shortfall(s, &mv, level)?
            }
            _ => {
                let s = polyssimo_of(session).ok_or_else(missing)?;
                let mv = s
                    .game
                    .parse_move(&s.state, text)
                    .map_err(|e| refused(text, e))?;
                match self {
                    Kind::Golomb => golomb::refutation(s, &mv)?,
                    _ => polyssimo::shortfall(s, &mv)?,
                }
            }
        };
        why.push(format!("the answer is {}", answer.mv));
        Ok(Verdict::failed(why))
    }
}

/// Whether the actions of `text` solve the Project L challenge of `level` actions (right
/// so far, or finished); when not, the certified plan is given too.
fn judge_plan(
    s: &Session<ProjectL>,
    answer: &Answer,
    level: u32,
    text: &str,
) -> Result<Verdict, ChallengeError> {
    let mut verdict = project_l::judge(s, level, text)?;
    if !verdict.solves {
        verdict
            .why
            .push(format!("a plan of {level}: {}", answer.mv));
    }
    Ok(verdict)
}

/// The move `text` in the game's own spelling, once it is found legal (`None` for a game
/// without challenges).
fn legal(session: &dyn GameSession, text: &str) -> Result<Option<String>, ChallengeError> {
    fn check<G: Game>(game: &G, state: &G::State, text: &str) -> Result<String, MoveError> {
        let mv = game.parse_move(state, text).map_err(|e| refused(text, e))?;
        game.play(state, &mv).map_err(|e| refused(text, e))?;
        Ok(game.format_move(state, &mv))
    }
    if let Some(s) = s25_of(session) {
        return Ok(Some(check(&s.game, &s.state, text)?));
    }
    match polyssimo_of(session) {
        Some(s) => Ok(Some(check(&s.game, &s.state, text)?)),
        None => Ok(None),
    }
}

/// A move refused for the game's reason.
fn refused(text: &str, e: impl std::error::Error + Send + Sync + 'static) -> MoveError {
    MoveError {
        text: text.to_string(),
        reason: MoveReason::Rules(Box::new(e)),
    }
}

/// The Polyssimo (or Golomb) session behind `session`, if it is one.
fn polyssimo_of(session: &dyn GameSession) -> Option<&Session<Polyssimo>> {
    session.as_any().downcast_ref::<Session<Polyssimo>>()
}

/// The Структура 25 session behind `session`, if it is one.
fn s25_of(session: &dyn GameSession) -> Option<&Session<Struktura25>> {
    session.as_any().downcast_ref::<Session<Struktura25>>()
}

/// The Project L session behind `session`, if it is one.
fn project_l_of(session: &dyn GameSession) -> Option<&Session<ProjectL>> {
    session.as_any().downcast_ref::<Session<ProjectL>>()
}

/// Whether the answer's moves agree with the position: each a legal move there, or for a
/// Project L plan, its actions replayed through the rules finish the cards in `level`.
pub fn answer_agrees(session: &dyn GameSession, answer: &Answer, level: u32) -> Result<(), String> {
    if let Some(s) = project_l_of(session) {
        return project_l::answer_replays(s, answer, level);
    }
    let legal = session.legal_moves();
    match answer.solutions.iter().find(|m| !legal.contains(m)) {
        Some(m) => Err(format!("{m:?} is not a legal move in the position")),
        None => Ok(()),
    }
}
