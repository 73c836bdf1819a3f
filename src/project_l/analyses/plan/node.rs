//! A plan's states and actions: a state (the supply, the bank, each card's progress, where
//! the turn stands, the level-up rewards waiting for a choice and the ambassador actions
//! unused) and an action before its cells are chosen.

use crate::project_l::{Action, Kind, Supply};

/// The most cards a player can have unfinished.
pub const MAX_CARDS: usize = crate::project_l::MAX_UNFINISHED;
pub(super) const DONE: u32 = u32::MAX;

/// A state of the plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    pub supply: Supply,
    pub bank: Supply,
    /// Progress state per card, or `DONE`.
    pub progress: [u32; MAX_CARDS],
    /// Actions taken in the current turn (0–2).
    pub phase: u8,
    pub master_used: bool,
    /// The card the last action put a piece on, if it was a placing action (not a master
    /// action) and completed no card; `NO_CARD` otherwise. See
    /// [`super::search::Search::acts_into`].
    pub placed_on: u8,
    /// Ghost expansion: the level-up rewards waiting to be chosen, the first in the lowest
    /// two bits, then the next: each 1 (↑) or 2 (↗); 0 ends the queue.
    pub level_ups: u8,
    /// Ambassador expansion: ambassador actions the player can still make.
    pub ambassadors: u8,
}

impl Node {
    /// The first level-up waiting (1 or 2 levels), if any.
    pub fn level_up(&self) -> Option<u32> {
        (self.level_ups != 0).then_some(u32::from(self.level_ups & 3))
    }

    /// Adds a level-up of `levels` (1 or 2) to the end of the queue.
    pub fn push_level_up(&mut self, levels: u32) {
        let at = (0..4).find(|i| self.level_ups >> (2 * i) & 3 == 0);
        let at = at.expect("at most four level-ups wait at once");
        self.level_ups |= (levels as u8 & 3) << (2 * at);
    }

    /// Takes the first level-up off the queue.
    pub fn pop_level_up(&mut self) {
        self.level_ups >>= 2;
    }

    /// The levels all waiting level-ups may add, and how many wait.
    pub fn levels_waiting(&self) -> (u32, u32) {
        let each = (0..4).map(|i| u32::from(self.level_ups >> (2 * i) & 3));
        (each.clone().sum(), each.filter(|&n| n > 0).count() as u32)
    }
}

/// [`Node::placed_on`] when the last action was no placing action that completed nothing.
pub const NO_CARD: u8 = u8::MAX;

impl std::hash::Hash for Node {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // The supply takes 96 bits; the turn position and the last card placed on go above.
        let turn = u128::from(self.phase)
            | u128::from(self.master_used) << 2
            | u128::from(self.placed_on) << 3
            | u128::from(self.level_ups) << 11
            | u128::from(self.ambassadors) << 19;
        state.write_u128(self.supply.packed() | turn << 96);
        state.write_u128(self.bank.packed());
        let progress = self
            .progress
            .iter()
            .rev()
            .fold(0u128, |all, &p| all << 32 | u128::from(p));
        state.write_u128(progress);
    }
}

/// One action of a plan, before cells are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Acquire(Action),
    /// A decomposition (an [`Action::Decompose`]) that places some of the pieces it takes
    /// at once: a kind per card, or none, one at least.
    DecomposePlacing(Action, [Option<Kind>; MAX_CARDS]),
    Place(usize, Kind),
    /// A kind per card, or none.
    Master([Option<Kind>; MAX_CARDS]),
    /// An ambassador action: a kind per card, or none, as a master action.
    Ambassador([Option<Kind>; MAX_CARDS]),
    /// The choice of the first level-up waiting: a supply piece for one higher (no action).
    LevelUp(Kind, Kind),
}

impl Act {
    /// The actions the act takes: none for a level-up's choice, one otherwise.
    pub fn cost(&self) -> u32 {
        u32::from(!matches!(self, Act::LevelUp(..)))
    }
}
