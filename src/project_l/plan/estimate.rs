//! The search's estimate of the actions a plan still needs, which never overstates them:
//! - each action puts at most one piece on a card, so a card needs at least as many more
//!   actions as its fewest pieces left; with `m` master actions (at most one a turn) a card
//!   needing `p` pieces needs `p - m` other placing actions;
//! - in the best order of completion, the cells and pieces each card still needs come from
//!   the supply, the cards completed before it, and takes and upgrades (which add at most
//!   one piece and `gain` levels each); placements and acquisitions are different actions.

use super::search::{MAX_CARDS, Node, Search};
use crate::project_l::Reward;

impl Search<'_> {
    /// A lower bound on the actions left (see the module header); `u32::MAX` if a card can
    /// no longer be completed.
    pub fn estimate(&self, node: &Node) -> u32 {
        let open: Vec<(usize, u32)> = self.open_cards(node).collect();
        if open.is_empty() {
            return 0;
        }
        let mut needs = [Need::default(); MAX_CARDS];
        for (slot, &(c, s)) in open.iter().enumerate() {
            let left = self.cards[c].progress.fewest_left[s as usize];
            if left == u8::MAX {
                return u32::MAX;
            }
            needs[slot] = self.need(c, s);
        }
        let needs = &needs[..open.len()];
        let acquisitions = self.fewest_acquisitions(node, needs);
        let mut n = acquisitions;
        while n < acquisitions + fewest_placing_actions(needs, self.masters_within(node, n)) {
            n += 1;
        }
        n
    }

    fn need(&self, c: usize, s: u32) -> Need {
        let card = &self.cards[c];
        let placed = card.progress.states[s as usize];
        let reward = match card.reward {
            Reward::Piece(kind) => (kind.level(), 1),
            _ => (0, 0),
        };
        Need {
            cells: card.progress.cells_left(s),
            pieces: u32::from(card.progress.fewest_left[s as usize]),
            returns_cells: placed.cells() + card.held.cells() + reward.0,
            returns_pieces: placed.pieces() + card.held.pieces() + reward.1,
        }
    }

    /// The fewest takes and upgrades before the cards can be complete. Cards complete in
    /// some order; when one does, the pieces placed on it since the plan began are all out of
    /// the supply at once, and only the supply, the cards completed before it and the
    /// actions so far can have provided them. Takes add one piece and one level, upgrades at
    /// most `gain` levels; the bound is the best order's.
    fn fewest_acquisitions(&self, node: &Node, needs: &[Need]) -> u32 {
        let (cells, pieces) = (node.supply.cells(), node.supply.pieces());
        let mut best = u32::MAX;
        for order in orders(needs.len()) {
            let (mut cells_back, mut pieces_back, mut worst) = (0, 0, 0);
            for &i in order {
                let need = &needs[i];
                let short_cells = need.cells.saturating_sub(cells + cells_back);
                let short_pieces = need.pieces.saturating_sub(pieces + pieces_back);
                worst = worst.max(short_cells.div_ceil(self.gain)).max(short_pieces);
                cells_back += need.returns_cells;
                pieces_back += need.returns_pieces;
            }
            best = best.min(worst);
        }
        best
    }

    /// The most master actions the next `n` actions can hold.
    pub(super) fn masters_within(&self, node: &Node, n: u32) -> u32 {
        let this_turn = 3 - u32::from(node.phase);
        let now = u32::from(!node.master_used);
        now + n.saturating_sub(this_turn).div_ceil(3)
    }
}

/// What a card still needs and what completing it gives back.
#[derive(Clone, Copy, Debug, Default)]
struct Need {
    cells: u32,
    pieces: u32,
    returns_cells: u32,
    returns_pieces: u32,
}

/// The fewest actions that place every piece the cards need, with at most `masters` master
/// actions: a card takes one piece per action, so with `m` masters each card needs its
/// pieces beyond `m` placed one action at a time.
fn fewest_placing_actions(needs: &[Need], masters: u32) -> u32 {
    let most = needs.iter().map(|n| n.pieces).max().unwrap_or(0);
    (0..=masters.min(most))
        .map(|m| {
            m + needs
                .iter()
                .map(|n| n.pieces.saturating_sub(m))
                .sum::<u32>()
        })
        .min()
        .unwrap_or(0)
}

/// Every order of `n` (at most 4) cards.
fn orders(n: usize) -> impl Iterator<Item = &'static [usize]> {
    const ORDERS: [[usize; 4]; 24] = [
        [0, 1, 2, 3],
        [0, 1, 3, 2],
        [0, 2, 1, 3],
        [0, 2, 3, 1],
        [0, 3, 1, 2],
        [0, 3, 2, 1],
        [1, 0, 2, 3],
        [1, 0, 3, 2],
        [1, 2, 0, 3],
        [1, 2, 3, 0],
        [1, 3, 0, 2],
        [1, 3, 2, 0],
        [2, 0, 1, 3],
        [2, 0, 3, 1],
        [2, 1, 0, 3],
        [2, 1, 3, 0],
        [2, 3, 0, 1],
        [2, 3, 1, 0],
        [3, 0, 1, 2],
        [3, 0, 2, 1],
        [3, 1, 0, 2],
        [3, 1, 2, 0],
        [3, 2, 0, 1],
        [3, 2, 1, 0],
    ];
    ORDERS
        .iter()
        .filter(move |o| o[..n].iter().all(|&i| i < n) && o[n..].windows(2).all(|w| w[0] < w[1]))
        .map(move |o| &o[..n])
}
