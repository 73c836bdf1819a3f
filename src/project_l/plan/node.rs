//! A plan's states and actions: a state (the supply, the bank, each card's progress and
//! where the turn stands) and an action before its cells are chosen.

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
    /// action) and completed no card; `NO_CARD` otherwise. See [`super::search::Search::moves`].
    pub placed_on: u8,
}

/// [`Node::placed_on`] when the last action was no placing action that completed nothing.
pub const NO_CARD: u8 = u8::MAX;

impl std::hash::Hash for Node {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // The supply takes 96 bits; the turn position and the last card placed on go above.
        let turn = u128::from(self.phase)
            | u128::from(self.master_used) << 2
            | u128::from(self.placed_on) << 3;
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
pub enum Move {
    Acquire(Action),
    Place(usize, Kind),
    /// A kind per card, or none.
    Master([Option<Kind>; MAX_CARDS]),
}
