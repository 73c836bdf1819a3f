//! Project L's bots by name: `random` plays any listed move, `greedy` looks one action
//! ahead, `planner` plays the first action of a short plan, `search` searches whole
//! turns; each but `random` has its own module. Beside them the hint and the game's
//! [`Players`](crate::engine::Players) (`players.rs`), which pair the rules with the bots.

mod duel;
mod fillings;
mod greedy;
mod hint;
mod plan_ledger;
mod planner;
mod plans;
mod players;
mod search;
mod touches;

use crate::engine::{Bot, Budget, RandomBot};
use crate::project_l::game::ProjectL;
use greedy::GreedyBot;

/// A bot by name.
pub fn bot(name: &str) -> Option<Box<dyn Bot<ProjectL>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        "greedy" => Some(Box::new(GreedyBot)),
        "planner" => Some(Box::new(planner::PlannerBot)),
        "search" => bot_within(name, Budget::Default),
        _ => None,
    }
}

/// A bot by name, a searching one thinking within `budget` per decision.
pub fn bot_within(name: &str, budget: Budget) -> Option<Box<dyn Bot<ProjectL>>> {
    match name {
        "search" => Some(Box::new(search::SearchBot::within(budget))),
        _ => bot(name),
    }
}

/// The names [`bot`] knows.
pub const BOT_NAMES: &[&str] = &["greedy", "random", "planner", "search"];
