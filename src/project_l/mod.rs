//! Project L: piece kinds and supplies, the puzzle cards, and the analyses players ask for
//! — can a supply complete a card (`fit`), and the cheapest way to get there (`upgrade`).

mod action;
mod card;
mod fit;
mod kind;
mod upgrade;

pub use action::{Action, ActionError};
pub use card::{
    Card, Catalogue, CellMask, Colour, DeckError, Reward, cell_name, draw_cells, is_connected,
    parse_cell,
};
pub use fit::{CardFitter, Filling, FitAnswer, Placed};
pub use kind::{BANK_PER_KIND, Kind, Supply, SupplyError};
pub use upgrade::{UpgradeError, UpgradePlan, cheapest_upgrade};
