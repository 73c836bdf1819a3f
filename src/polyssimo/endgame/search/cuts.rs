//! The cuts the search makes at a node before any move: the cheap range (each player's
//! cells left between their dead cells and their hand, less the pieces surely placed), the
//! same with the next player's piece, the packing cut (see `pack`), and the value of a node
//! whose players' pieces reach no common cell.

use super::Searcher;
use crate::polyssimo::endgame::bounds::{
    cheap_cells, keeps_a_move, placed_now, placing_once, value_range, values_between,
};
use crate::polyssimo::endgame::node::Node;
use crate::polyssimo::endgame::pack::Packings;

/// Packings are searched only when the cells the player's pieces reach (or hold, if fewer)
/// exceed the cells to cover by less than this: further, the packing seldom falls short
/// (on the strong-play position of seed 23, 52 of 2.9 million searches with a slack of 10
/// or more cut), and searching them costs more than it saves (8 against 6, 10 and 14:
/// measured on three 16-left positions, docs/polyssimo-solver.md).
const PACK_SLACK: i32 = 8;

impl Searcher<'_> {
    /// Bounds on the root player's value under perfect play: each player ends with at most
    /// the cells they hold now and at least their dead cells plus what exceeds the cells
    /// their pieces can reach; and the player to move can end with their cells less the
    /// biggest piece they may place now, a bound on their side of the range only (see
    /// `placing_once`).
    pub(super) fn cheap_range(&self, node: &Node, next: (usize, i32)) -> (i32, i32) {
        let mut cells = placing_once(self.compiled, node, cheap_cells(self.compiled, node));
        cells.most[next.0] -= next.1;
        value_range(&cells, usize::from(self.compiled.players), self.root)
    }

    /// Cuts with the cheap range once the player after the one to move places a piece too:
    /// their biggest at stake, or else their smallest, when they surely still have a
    /// placement of such a piece then (see `placed_next`).
    pub(super) fn next_cut(
        &mut self,
        ply: usize,
        node: &Node,
        window: (i32, i32),
        next: (usize, [i32; 2]),
    ) -> Option<i32> {
        let (alpha, beta) = window;
        let (player, sizes) = next;
        for size in sizes.into_iter().take_while(|&size| size > 0) {
            let (low, high) = self.cheap_range(node, (player, size));
            if high > alpha && low < beta {
                return None;
            }
            if keeps_a_move(self.compiled, &self.layers[ply], node, player, size) {
                return Some(if high <= alpha { high } else { low });
            }
        }
        None
    }

    /// Cuts with each player's room replaced by the most cells their pieces can cover
    /// together (see `pack`): a value beyond the window, or none. Tried first with the
    /// player after the one to move placing their biggest piece at stake, then their
    /// smallest (see `placed_next`), each standing only if they surely still have a
    /// placement of such a piece then.
    pub(super) fn packed_cut(
        &mut self,
        ply: usize,
        node: &Node,
        window: (i32, i32),
        next: (usize, [i32; 2]),
    ) -> Option<i32> {
        let (alpha, beta) = window;
        let (player, sizes) = next;
        for size in sizes.into_iter().take_while(|&size| size > 0) {
            let bound = self.packed_cut_with(ply, node, alpha, beta, (player, size))?;
            if keeps_a_move(self.compiled, &self.layers[ply], node, player, size) {
                return Some(bound);
            }
        }
        self.packed_cut_with(ply, node, alpha, beta, (player, 0))
    }

    /// The packing cut with `next.1` cells taken off what player `next.0` can end with.
    fn packed_cut_with(
        &mut self,
        ply: usize,
        node: &Node,
        alpha: i32,
        beta: i32,
        next: (usize, i32),
    ) -> Option<i32> {
        let players = usize::from(self.compiled.players);
        let (compiled, layer, packings) = (self.compiled, &self.layers[ply], &mut self.packings);
        let now = |p: usize| compiled.cells_at_most(node, p);
        // Player p keeps at least `keep` cells unless their pieces can cover more.
        let keeps = |p: usize, keep: i32, packings: &mut Packings| {
            let goal = now(p) - keep + 1;
            let most = i32::from(node.room[p]).min(now(p) - i32::from(node.dead[p]));
            goal > 0
                && most - goal < PACK_SLACK
                && !packings.can_place(compiled, layer, node.at_stake(p), goal as u32)
        };
        let root = self.root;
        let others = || (0..players).filter(|&p| p != root);
        let cap = greatest_difference_at_most(alpha);
        let floor = least_difference_at_least(beta);
        // The most each can end with (less what the player to move may place now, used
        // only on their side); `keeps` needs the cells held, as a packing may include the
        // piece placed now.
        let placed = |p: usize| {
            now(p) - placed_now(compiled, node, p) - if p == next.0 { next.1 } else { 0 }
        };
        let fewest_now = others().map(placed).min().unwrap_or(0);
        if keeps(root, fewest_now - cap, packings) {
            return Some(values_between(cap, cap).1);
        }
        if others().all(|p| keeps(p, placed(root) + floor, packings)) {
            return Some(values_between(floor, floor).0);
        }
        None
    }

    /// The value of a node where no two players' pieces reach a common cell, unless it is
    /// a tie (the tie-break depends on the order of play) or a packing search runs past
    /// its steps: each player then places the best packing of their pieces (see `pack`).
    pub(super) fn apart(&mut self, ply: usize, node: &Node) -> Option<i32> {
        let players = usize::from(self.compiled.players);
        let (compiled, layer) = (self.compiled, &self.layers[ply]);
        let mut left = [0i32; 4];
        for (p, cells) in left.iter_mut().enumerate().take(players) {
            let placed = self
                .packings
                .most_placed(compiled, layer, node.at_stake(p))?;
            *cells = compiled.cells_at_most(node, p) - placed as i32;
        }
        let others = (0..players).filter(|&p| p != self.root);
        let difference = others.map(|p| left[p]).min().unwrap_or(0) - left[self.root];
        (difference != 0).then_some(2 * difference)
    }
}

/// The greatest difference of cells whose value (see `values_between`) is at most `alpha`.
fn greatest_difference_at_most(alpha: i32) -> i32 {
    let d = alpha.div_euclid(2);
    if d == 0 && alpha < 1 { -1 } else { d }
}

/// The least difference of cells whose value is at least `beta`.
fn least_difference_at_least(beta: i32) -> i32 {
    let d = -(-beta).div_euclid(2);
    if d == 0 && beta > -1 { 1 } else { d }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand, from the rule that a difference d is worth 2d and a tie (d = 0) -1, 0 or
    /// 1: a tie is surely at most `alpha` only from 1 up, and surely at least `beta` only
    /// from -1 down.
    #[test]
    fn differences_surely_beyond_a_window_edge() {
        let at_most = [
            (-3, -2),
            (-2, -1),
            (-1, -1),
            (0, -1),
            (1, 0),
            (2, 1),
            (3, 1),
        ];
        for (alpha, d) in at_most {
            assert_eq!(greatest_difference_at_most(alpha), d, "alpha {alpha}");
        }
        let at_least = [(-3, -1), (-2, -1), (-1, 0), (0, 1), (1, 1), (2, 1), (3, 2)];
        for (beta, d) in at_least {
            assert_eq!(least_difference_at_least(beta), d, "beta {beta}");
        }
    }
}
