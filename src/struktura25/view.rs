//! Структура 25's position as data for `play show --json`: every grid cell with the chip
//! on it, each player's chips in hand, score, tokens and the combinations spent, the
//! common token supply and what the turn waits for.

use super::grid::{self, CELLS};
use super::state::{Phase, Side, State};
use crate::engine::view::{CellView, JsonView, to_json_view};
use serde::Serialize;

#[derive(Serialize)]
struct View {
    /// The 36 cells, `a1` to `f6`; a chip's `piece` is `"chip"`.
    grid: Vec<CellView>,
    players: Vec<PlayerView>,
    supply_tokens: u8,
    /// `"move"`, `"roll"` (the die is next) or `"remove"` (the player chooses chips).
    waiting_for: &'static str,
    /// With `"remove"`: how many chips the player takes off.
    remove: Option<u8>,
}

#[derive(Serialize)]
struct PlayerView {
    player: usize,
    score: u8,
    chips_in_hand: u8,
    chips_on_grid: u32,
    tokens: u8,
    tokens_earned: u8,
    line_of_2_spent: bool,
    cluster_spent: bool,
    quiet_token_spent: bool,
}

/// The position as data.
pub fn json_view(state: &State) -> JsonView {
    let sides = state.active();
    let (waiting_for, remove) = match state.phase {
        Phase::Move => ("move", None),
        Phase::Roll => ("roll", None),
        Phase::Remove(n) => ("remove", Some(n)),
    };
    to_json_view(&View {
        grid: (0..CELLS).map(|cell| cell_view(sides, cell)).collect(),
        players: sides.iter().enumerate().map(player_view).collect(),
        supply_tokens: state.supply,
        waiting_for,
        remove,
    })
}

fn cell_view(sides: &[Side], cell: usize) -> CellView {
    let owner = sides.iter().position(|s| s.chips & grid::bit(cell) != 0);
    CellView {
        cell: grid::name(cell),
        piece: owner.map(|_| "chip".to_string()),
        player: owner.map(|p| p + 1),
    }
}

fn player_view((p, side): (usize, &Side)) -> PlayerView {
    PlayerView {
        player: p + 1,
        score: side.score,
        chips_in_hand: side.hand,
        chips_on_grid: side.chips.count_ones(),
        tokens: side.held,
        tokens_earned: side.earned,
        line_of_2_spent: side.spent.line2,
        cluster_spent: side.spent.cluster,
        quiet_token_spent: side.spent.quiet,
    }
}
