//! Project L: piece kinds and supplies, the puzzle cards, and the analyses players ask for
//! — can a supply complete a card (`fit`), the cheapest way to get there (`upgrade`), and
//! the fewest actions to complete several cards (`plan`).

mod action;
pub mod bots;
mod card;
mod decompose;
pub mod drawing;
mod duel_bots;
mod edition;
mod fillings;
mod fit;
pub mod game;
mod greedy;
mod hint;
mod kind;
pub mod picture;
mod plan;
mod planner;
mod players;
mod search;
mod upgrade;
#[cfg(test)]
mod upgrade_tests;

pub use action::{ACTIONS_PER_TURN, Action, ActionError};
pub use decompose::{DecomposeError, check_split, is_ghost, splits};
pub use edition::Edition;

/// The most unfinished cards a player may hold (the game's rule, and so the most cards a
/// plan works towards).
pub const MAX_UNFINISHED: usize = 4;
pub use card::{
    Card, CardError, Catalogue, CellMask, Colour, DeckError, DeckErrorKind, Reward, SIDE,
    cell_name, draw_cells, is_connected, parse_cell,
};
pub use fit::{CardFitter, Filling, FitAnswer, PieceError, Placed, cells_of, kinds_of};
pub use kind::{BANK_PER_KIND, BankError, GHOST_BANK_PER_KIND, Kind, Supply, SupplyError};
pub use plan::{
    AmbassadorError, CardEntryError, Completion, GoalError, LevelUpChoice, Placement, Plan,
    PlanAction, PlanError, PlanState, PlanStep, SEARCH_LIMIT, SearchProgress, StateCard,
    StateError, StateFileError, placement_notation, plan, plan_watched, plan_within,
};
pub use upgrade::{UpgradeError, UpgradePlan, cheapest_upgrade};
