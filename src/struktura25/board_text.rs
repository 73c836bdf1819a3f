//! Presentation only (rules never call it): `play show` for Структура 25 as text — the
//! 6×6 grid with coordinates, each player's chips their letter in their colour; each
//! player's score, chips in hand, tokens and the combinations spent; the token supply, the
//! round, and what a collapse waits for.

use super::grid::{self, SIDE};
use super::position::{cell_letter, letter};
use super::state::{Phase, Side, State, TURN_CAP};
use crate::engine::Game;
use crate::picture::{TextBoard, TextCell, terminal};
use crate::wording::count;

/// The state as text lines (for the game `game` whose state it is).
pub fn board_text(game: &impl Game<State = State>, state: &State) -> Vec<String> {
    let mut lines = board_lines(state);
    for (p, side) in state.active().iter().enumerate() {
        lines.push(side_line(p, side));
    }
    lines.push(format!(
        "supply: {} tokens; round {} of {TURN_CAP}",
        state.supply,
        (state.turns / state.players() as u16 + 1).min(TURN_CAP)
    ));
    match state.phase {
        Phase::Move => {}
        Phase::Roll => lines.push("collapse: the die is rolled next".into()),
        Phase::Remove(n) => lines.push(format!(
            "collapse: {} removes {n} of their chips",
            game.player_name(state.to_move)
        )),
    }
    lines
}

/// The grid as text: column letters, row numbers, a chip as its player's letter painted in
/// the player's colour, an empty cell `.`.
fn board_lines(state: &State) -> Vec<String> {
    let mut board = TextBoard::new(SIDE, SIDE);
    for cell in 0..SIDE * SIDE {
        let owner = (0..state.players()).find(|&p| state.sides[p].chips & grid::bit(cell) != 0);
        let drawn = match owner {
            Some(p) => TextCell::shaded(&cell_letter(state, cell).to_string(), terminal::player(p)),
            None => TextCell::empty('.'),
        };
        board.set((grid::row(cell), grid::column(cell)), drawn);
    }
    board.lines()
}

fn side_line(player: usize, side: &Side) -> String {
    let mut spent = Vec::new();
    for (used, name) in [
        (side.spent.line2, "line of 2"),
        (side.spent.cluster, "cluster"),
        (side.spent.quiet, "quiet token"),
    ] {
        if used {
            spent.push(name);
        }
    }
    let spent = if spent.is_empty() {
        "none".to_string()
    } else {
        spent.join(", ")
    };
    format!(
        "player {} ({}): score {}, {} in hand, {} held ({} earned), used: {spent}",
        player + 1,
        letter(player),
        side.score,
        count(side.hand, "chip"),
        count(side.held, "token"),
        side.earned,
    )
}
