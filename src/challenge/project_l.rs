//! Project L challenges: finish the cards in front of you in the fewest actions. The
//! position comes from a seeded solo game (the virtual opponent's turns between yours take
//! cards from the grid and never touch your cards, your supply or — while the deck lasts —
//! the bank's pieces you could use); the plan search certifies the fewest actions, which
//! is the level, and any plan of that length solves it.
//!
//! A move is one action in the game's notation, or several separated by `;`. Actions are
//! played through the game's own rules; they are on track when the cards still need
//! exactly the level less the actions played (the plan search run again on the position
//! after them), and they finish the challenge when that is none.

use super::game::GameChallenges;
use super::{Answer, ChallengeError, Here, Verdict};
use crate::engine::Game;
use crate::play::{MoveError, MoveReason, Session};
use crate::project_l::game::plan_view;
use crate::project_l::game::{Offer, Phase, ProjectL, State};
use crate::project_l::{PlanState, plan_within};
use crate::wording::count;

/// States each plan search may keep (one thread: the same answer on every machine).
const LIMIT: usize = 300_000;
/// Cards the solo deck must still hold, so that the game cannot end while a plan of the
/// most actions a level asks for (two turns) is played.
const DECK_LEFT: usize = 3;
/// What separates the actions of a plan written as one move.
pub const SEPARATOR: char = ';';
/// How many nearest legal actions an illegal one is answered with.
const NEAREST: usize = 5;

/// Project L, solo: finish the cards in the fewest actions.
pub struct ProjectLChallenges;

impl GameChallenges for ProjectLChallenges {
    type Game = ProjectL;

    fn game(&self) -> &'static str {
        "project-l"
    }

    fn levels(&self) -> std::ops::RangeInclusive<u32> {
        2..=6
    }

    fn level_words(&self) -> &'static str {
        "the fewest actions that finish the cards"
    }

    fn ask(&self, player: &str, level: u32) -> String {
        format!(
            "{player} to move: finish your cards in the fewest actions, {level} (any plan \
             of {level} actions solves it; the virtual opponent's turns between yours \
             change nothing you use)."
        )
    }

    fn one_position_a_game(&self) -> bool {
        false
    }

    fn start_options(&self) -> Vec<(String, String)> {
        vec![("solo".into(), "basic".into())]
    }

    fn bot(&self) -> &'static str {
        "planner"
    }

    fn here(&self, s: &Session<ProjectL>, _level: u32) -> Here {
        match here(s) {
            true => Here::Yes,
            false => Here::Later,
        }
    }

    fn certify(&self, s: &Session<ProjectL>, level: u32) -> Result<Option<Answer>, ChallengeError> {
        certify(s, level)
    }

    fn judge(
        &self,
        s: &Session<ProjectL>,
        (answer, level): (&Answer, u32),
        text: &str,
    ) -> Result<Verdict, ChallengeError> {
        let mut verdict = judge(s, level, text)?;
        if !verdict.solves {
            (verdict.why).push(format!("a plan of {level}: {}", answer.mv));
        }
        Ok(verdict)
    }

    fn answer_agrees(
        &self,
        s: &Session<ProjectL>,
        answer: &Answer,
        level: u32,
    ) -> Result<(), String> {
        answer_replays(s, answer, level)
    }
}

/// Whether the position starts a turn of the player to move with unfinished cards, far
/// enough from the end of the game.
pub fn here(s: &Session<ProjectL>) -> bool {
    let state = &s.state;
    let deck_left = match &state.offer {
        Offer::Solo { deck, .. } => deck.len(),
        _ => DECK_LEFT,
    };
    state.phase == Phase::Turns
        && state.actions == 0
        && state.level_ups.is_empty()
        && state.last_turn.is_none()
        && deck_left >= DECK_LEFT
        && !state.players[state.to_move].cards.is_empty()
}

/// The ids of the unfinished cards of the player to move (the challenge's goal).
fn held(game: &ProjectL, state: &State) -> Vec<String> {
    let player = &state.players[state.to_move];
    let id = |c: &crate::project_l::game::Unfinished| game.deck.cards()[c.card as usize].id.clone();
    player.cards.iter().map(id).collect()
}

/// The plan view of the player to move with the goal `goal` (those still unfinished);
/// `None` when every goal card is finished.
fn view_of(game: &ProjectL, state: &State, goal: &[String]) -> Option<PlanState> {
    let mut view = plan_view(game, state);
    let left: Vec<String> = goal
        .iter()
        .filter(|id| view.cards.iter().any(|c| &c.card.id == *id))
        .cloned()
        .collect();
    if left.is_empty() {
        return None;
    }
    view.choose_goal(&left).ok()?;
    Some(view)
}

fn solver(e: impl std::fmt::Display) -> ChallengeError {
    ChallengeError::Solver(e.to_string())
}

/// The fewest actions that finish `goal` from `state` and a plan of them in the game's
/// notation, proved by the plan search; `None` when the search cannot prove it.
fn fewest(
    game: &ProjectL,
    state: &State,
    goal: &[String],
) -> Result<Option<(u32, Vec<String>)>, ChallengeError> {
    let Some(view) = view_of(game, state, goal) else {
        return Ok(Some((0, Vec::new())));
    };
    let plan = match plan_within(&view, LIMIT) {
        Ok(plan) if plan.proved() => plan,
        _ => return Ok(None),
    };
    let moves = plan
        .steps
        .iter()
        .map(|s| s.action.notation(&view))
        .collect();
    Ok(Some((plan.steps.len() as u32, moves)))
}

/// The answer when the plan search proves that the cards need exactly `level` actions,
/// and its plan replays through the game's rules and finishes them.
pub fn certify(s: &Session<ProjectL>, level: u32) -> Result<Option<Answer>, ChallengeError> {
    let goal = held(&s.game, &s.state);
    let Some((actions, moves)) = fewest(&s.game, &s.state, &goal)? else {
        return Ok(None);
    };
    if actions != level || level == 0 {
        return Ok(None);
    }
    let (after, _) = played(&s.game, &s.state, &moves)?;
    if view_of(&s.game, &after, &goal).is_some() {
        return Ok(None);
    }
    let words = vec![
        format!(
            "the plan search proved no plan of {} finishes the cards; this one takes {}",
            count(level - 1, "action"),
            count(level, "action")
        ),
        "any plan of that many actions solves it".to_string(),
    ];
    Ok(Some(Answer::new(vec![moves.join("; ")], words)))
}

/// The actions of a move: one, or several separated by `;`.
pub fn actions(text: &str) -> Vec<String> {
    let parts = text
        .split(SEPARATOR)
        .map(str::trim)
        .filter(|a| !a.is_empty());
    parts.map(String::from).collect()
}

/// The state after the actions, and how many were played; an illegal action is an error
/// naming its number and the legal actions nearest to it.
fn played(
    game: &ProjectL,
    state: &State,
    actions: &[String],
) -> Result<(State, usize), ChallengeError> {
    let mut state = state.clone();
    for (i, text) in actions.iter().enumerate() {
        let step = |reason: Box<dyn std::error::Error + Send + Sync>| {
            let legal: Vec<String> = (game.legal_moves(&state).iter())
                .map(|m| game.format_move(&state, m))
                .collect();
            ChallengeError::IllegalStep {
                step: i + 1,
                error: MoveError {
                    text: text.clone(),
                    reason: MoveReason::Rules(reason),
                },
                nearest: crate::play::nearest(text, &legal, NEAREST),
            }
        };
        let mv = game.parse_move(&state, text).map_err(|e| step(e.into()))?;
        let next = game.play(&state, &mv).map_err(|e| step(e.into()))?;
        state = next;
    }
    Ok((state, actions.len()))
}

/// Whether the actions of `text` solve the challenge of `level` actions in `s`: on track
/// when the cards then need the rest of the level, finished when they need none.
pub fn judge(s: &Session<ProjectL>, level: u32, text: &str) -> Result<Verdict, ChallengeError> {
    let moves = actions(text);
    if moves.is_empty() {
        return Err(ChallengeError::NoAction);
    }
    let goal = held(&s.game, &s.state);
    let (after, n) = played(&s.game, &s.state, &moves)?;
    let these = match n {
        1 => "this action".to_string(),
        n => format!("these {n} actions"),
    };
    let n = n as u32;
    if n > level {
        let why = format!(
            "{these} are more than the {} the cards need",
            count(level, "action")
        );
        return Ok(Verdict::failed(vec![why]));
    }
    let left = match fewest(&s.game, &after, &goal)? {
        Some((left, _)) if after.phase == Phase::Turns || left == 0 => left,
        Some(_) => {
            return Ok(Verdict::failed(vec![format!(
                "the game ends after {these}"
            )]));
        }
        None => return Err(solver("the plan search could not prove the actions left")),
    };
    match (left, left + n == level) {
        (0, true) => Ok(Verdict::solved(vec![format!(
            "{these} finish the cards in the fewest actions, {level}"
        )])),
        (_, true) => Ok(Verdict::on_track(vec![format!(
            "after {these} the cards need {}, as the fewest do",
            count(left, "more action")
        )])),
        (_, false) => Ok(Verdict::failed(vec![format!(
            "after {these} the cards need {}, not {}",
            count(left, "more action"),
            level - n
        )])),
    }
}

/// Whether the answer's plan replays through the game's rules and finishes the cards in
/// `level` actions (a challenge file is refused when it does not).
pub fn answer_replays(s: &Session<ProjectL>, answer: &Answer, level: u32) -> Result<(), String> {
    let goal = held(&s.game, &s.state);
    for solution in &answer.solutions {
        let moves = actions(solution);
        if moves.len() != level as usize {
            return Err(format!("{solution:?} is not a plan of {level} actions"));
        }
        let (after, _) = played(&s.game, &s.state, &moves).map_err(|e| e.to_string())?;
        if view_of(&s.game, &after, &goal).is_some() {
            return Err(format!("{solution:?} does not finish the cards"));
        }
    }
    Ok(())
}
