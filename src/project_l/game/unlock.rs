//! The piece-unlock variant (`--unlock-sheet FILE`, 2–5 players and solo): only levels 1
//! and 2 are usable at the start; a kind of level 3 or more is locked until its slot on the
//! player's sheet is filled with a supply piece of the slot's kind (`unlock L4`, a normal
//! action, never part of a master action), and then one piece of it comes from the bank at
//! once (none if the bank has none, as for rewards). A locked kind cannot be taken,
//! upgraded or exchanged to, or placed; a locked reward is not received (as when the bank
//! has none). Pieces on the sheet never score; each uncovered slot scores its points.

use super::moves::Move;
use super::state::State;
use super::unlock_sheet::Sheet;
use super::{Illegal, ProjectL};
use crate::project_l::{Action, Kind};

impl ProjectL {
    /// Player `p`'s sheet, in a game with unlock sheets.
    pub fn sheet(&self, p: usize) -> Option<&Sheet> {
        self.sheets.get(p)
    }

    /// Whether `kind` is locked for player `p`.
    pub fn locked(&self, state: &State, p: usize, kind: Kind) -> bool {
        self.sheet(p).is_some() && kind.level() > 2 && !state.players[p].unlocked.contains(&kind)
    }

    /// Refuses an acquisition of a kind locked for player `p`.
    pub(super) fn check_acquisition(
        &self,
        state: &State,
        p: usize,
        action: &Action,
    ) -> Result<(), Illegal> {
        let kind = acquired(action);
        if self.locked(state, p, kind) {
            return Err(Illegal::Locked(kind));
        }
        Ok(())
    }

    /// Player `p` fills the slot under `kind` and takes one `kind` from the bank.
    pub(super) fn unlock(&self, state: &mut State, p: usize, kind: Kind) -> Result<(), Illegal> {
        let sheet = self.sheet(p).ok_or(Illegal::NoUnlockSheets)?;
        let slot = *sheet.slot(kind).ok_or(Illegal::NoSlot(kind))?;
        let player = &mut state.players[p];
        if player.unlocked.contains(&kind) {
            return Err(Illegal::AlreadyUnlocked(kind));
        }
        if !player.supply.remove(slot.piece) {
            return Err(Illegal::NotInSupply(slot.piece));
        }
        player.on_sheet.add(slot.piece, 1);
        player.unlocked.push(kind);
        if state.bank.remove(kind) {
            player.supply.add(kind, 1);
        }
        Ok(())
    }

    /// The unlocks player `p` can make now.
    pub fn unlock_moves(&self, state: &State, p: usize) -> Vec<Move> {
        let Some(sheet) = self.sheet(p) else {
            return Vec::new();
        };
        let player = &state.players[p];
        sheet
            .slots
            .iter()
            .filter(|s| !player.unlocked.contains(&s.unlock) && player.supply.count(s.piece) > 0)
            .map(|s| Move::Unlock(s.unlock))
            .collect()
    }

    /// Player `p`'s end bonus: the points of the slots left uncovered.
    pub fn sheet_bonus(&self, state: &State, p: usize) -> i64 {
        let Some(sheet) = self.sheet(p) else {
            return 0;
        };
        let unlocked = &state.players[p].unlocked;
        sheet
            .slots
            .iter()
            .filter(|s| !unlocked.contains(&s.unlock))
            .map(|s| i64::from(s.points))
            .sum()
    }
}

/// The kind an acquisition takes from the bank (for a decomposition, which the game plays
/// as its own move, the ghost returned).
pub fn acquired(action: &Action) -> Kind {
    match *action {
        Action::Take(kind) => kind,
        Action::Upgrade { to, .. } | Action::Exchange { to, .. } => to,
        Action::Decompose { ghost, .. } => ghost,
    }
}
