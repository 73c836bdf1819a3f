//! A position as data for programs (`play show --json`'s `position`): each game describes
//! its state with its own serialisable structure, built from the shared pieces here so a
//! cell, a piece on a cell and a count of pieces read the same in every game.

use serde::Serialize;
use std::collections::BTreeMap;

/// A position as a JSON tree, as [`crate::engine::Game::view`] gives it.
pub type JsonView = serde_json::Value;

/// One cell of a board or card: its name (`c2`), the piece on it and whose it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CellView {
    pub cell: String,
    /// The piece covering the cell (`null`: empty).
    pub piece: Option<String>,
    /// The player (from 1) whose piece or chip it is (`null`: nobody's or empty).
    pub player: Option<usize>,
}

/// How many pieces of each kind: `{"O1": 2, "L4": 1}`, kinds with none left out.
pub type Counts = BTreeMap<String, u32>;

/// Turns a game's own view into the shared JSON tree (a view is plain data, so this
/// cannot fail; should it, the position is `null` rather than a panic).
pub fn to_json_view(view: &impl Serialize) -> JsonView {
    serde_json::to_value(view).unwrap_or(serde_json::Value::Null)
}
