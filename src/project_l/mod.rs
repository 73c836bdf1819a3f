//! Project L, in four parts: its components (piece kinds and supplies, the puzzle cards,
//! the acquisition actions and the card fitter), the rules (`game`), the analyses players
//! ask for — can a supply complete a card (`fit`), the cheapest way to get there
//! (`upgrade`), and the fewest actions to complete several cards (`plan`) — and the bots
//! (with the hint and the game's `Players`). Rules import components only; analyses
//! import components; bots import all three. Cards as text and as pictures, and the
//! rulebook `tessera rules` prints, sit beside them.

mod analyses;
pub(crate) use analyses::plan::multisets_of_area;
pub mod bots;
pub mod card_picture;
pub mod card_text;
mod components;
pub mod game;
pub mod rulebook;

pub use components::action::{ACTIONS_PER_TURN, Action, ActionError};
pub use components::decompose::{DecomposeError, check_split, is_ghost, splits};
pub use components::edition::Edition;

/// The most unfinished cards a player may hold (the game's rule, and so the most cards a
/// plan works towards).
pub const MAX_UNFINISHED: usize = 4;
pub use analyses::plan::{
    AmbassadorError, CardEntryError, Completion, Effort, GoalError, LevelUpChoice, Placement, Plan,
    PlanAction, PlanError, PlanState, PlanStep, PlanWork, SEARCH_LIMIT, SearchProgress, StateCard,
    StateError, StateFileError, placement_notation, plan, plan_watched, plan_with, plan_within,
    plan_work,
};
pub use analyses::upgrade::{UpgradeError, UpgradePlan, cells_short, cheapest_upgrade};
pub use components::card::{
    Card, CardError, Catalogue, CellMask, Colour, DeckError, DeckErrorKind, Reward, SIDE,
    card_suggestion, cell_name, draw_cells, is_connected, parse_cell, same_number,
};
pub use components::fit::{CardFitter, Filling, FitAnswer, PieceError, Placed, cells_of, kinds_of};
pub use components::kind::{
    BANK_PER_KIND, BankError, GHOST_BANK_PER_KIND, Kind, Supply, SupplyError,
};
