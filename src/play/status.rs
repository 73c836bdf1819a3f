//! Where a game stands — whose move, chance, or the result — as one line of text (for
//! `play status`, `play apply` and the protocol) and as data (for `--json`).

use super::session::GameSession;
use crate::engine::Turn;
use crate::wording::count;
use serde::Serialize;

/// Where a game stands. Players are numbered from 1, as everywhere users see them.
#[derive(Clone, Debug, Serialize)]
pub struct Status {
    pub game: &'static str,
    /// Moves played so far (chance events included).
    pub moves: usize,
    /// `player`, `chance` or `over`.
    pub turn: &'static str,
    /// The player to move, from 1 (`null` on a chance turn and at the end).
    pub player: Option<usize>,
    pub name: Option<String>,
    /// What the player to move does now when the turn is at a step of its own (`action 2
    /// of 3`, a removal after a collapse, the draft); `null` for a plain move.
    pub step: Option<String>,
    /// At the end: the score of each player, and the winners from 1 (none when a
    /// built-in opponent won); `null` until the game is over.
    pub scores: Option<Vec<i64>>,
    pub winners: Option<Vec<usize>>,
    /// The line `play status` prints.
    pub text: String,
}

/// Where the session stands.
pub fn status(s: &dyn GameSession) -> Status {
    let moves = s.history().len();
    let outcome = s.outcome();
    let (turn, player) = match s.turn() {
        Turn::Player(p) => ("player", Some(p)),
        Turn::Chance => ("chance", None),
        Turn::Over => ("over", None),
    };
    Status {
        game: s.name(),
        moves,
        turn,
        player: player.map(|p| p + 1),
        name: player.map(|p| s.player_name(p)),
        step: player.and(s.step_text()),
        scores: outcome.as_ref().map(|o| o.scores.clone()),
        winners: outcome
            .as_ref()
            .map(|o| o.winners.iter().map(|w| w + 1).collect()),
        text: line(s),
    }
}

/// The status line.
pub fn line(s: &dyn GameSession) -> String {
    line_noting(s, None)
}

/// The status line with `note` beside the step, in the same brackets, while a player is to
/// move (`move 4: Ann to move (action 3 of 3; your only legal move: pass)`).
pub fn line_noting(s: &dyn GameSession, note: Option<&str>) -> String {
    let moves = s.history().len();
    match s.turn() {
        Turn::Player(p) => {
            let said: Vec<String> = s
                .step_text()
                .into_iter()
                .chain(note.map(String::from))
                .collect();
            let brackets = match said.is_empty() {
                true => String::new(),
                false => format!(" ({})", said.join("; ")),
            };
            format!("move {}: {} to move{brackets}", moves + 1, s.player_name(p))
        }
        Turn::Chance => format!("move {}: chance", moves + 1),
        Turn::Over => format!("game over after {}: {}", count(moves, "move"), result(s)),
    }
}

/// The result of a finished game in words.
fn result(s: &dyn GameSession) -> String {
    if let Some(text) = s.result_text() {
        return text;
    }
    let Some(o) = s.outcome() else {
        return "no result".into();
    };
    let winners: Vec<String> = o.winners.iter().map(|&w| s.player_name(w)).collect();
    let scores: Vec<String> = o
        .scores
        .iter()
        .enumerate()
        .map(|(p, v)| format!("{} {v}", s.player_name(p)))
        .collect();
    let verb = match winners.len() {
        0 => return format!("nobody wins; scores: {}", scores.join(", ")),
        1 => "wins",
        _ => "share the win",
    };
    format!(
        "{} {verb}; scores: {}",
        crate::wording::and_list(&winners),
        scores.join(", ")
    )
}
