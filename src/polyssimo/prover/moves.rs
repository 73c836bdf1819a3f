//! The prover's positions and moves: a position is the occupied word and the pool, a
//! placement a mask of cells and a kind; move generation a whole orientation at a time
//! (the origins where an orientation fits are one AND of shifted words), and the normal
//! form the table keys on.

use super::game::CompiledGame;

/// A position: the occupied word (non-board bits set) and the pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node {
    pub occupied: u64,
    pub pool: u32,
}

/// One placement: its cells and its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub cells: u64,
    pub kind: u8,
}

/// The origins where orientation `o` fits on `occupied`.
#[inline]
pub(super) fn fits(game: &CompiledGame, o: usize, occupied: u64) -> u64 {
    let orientation = &game.orientations[o];
    let mut blocked = 0;
    for &s in &orientation.shifts {
        blocked |= occupied >> s;
    }
    orientation.origins & !blocked
}

/// The pool after one item of `kind` is placed.
#[inline]
pub fn take(game: &CompiledGame, pool: u32, kind: u8) -> u32 {
    let items = pool & game.kinds[kind as usize].items;
    pool & !(items & items.wrapping_neg())
}

/// The position after a placement.
#[inline]
pub fn play(game: &CompiledGame, node: Node, placement: Placement) -> Node {
    Node {
        occupied: node.occupied | placement.cells,
        pool: take(game, node.pool, placement.kind),
    }
}

/// The kinds with an item in the pool, by index.
#[inline]
pub(super) fn kinds_in(game: &CompiledGame, pool: u32) -> impl Iterator<Item = usize> + '_ {
    (0..game.kinds.len()).filter(move |&k| pool & game.kinds[k].items != 0)
}

/// How many placements the player to move has.
pub fn mobility(game: &CompiledGame, node: Node) -> u32 {
    let mut count = 0;
    for k in kinds_in(game, node.pool) {
        let kind = &game.kinds[k];
        for o in kind.first..kind.end {
            count += fits(game, o, node.occupied).count_ones();
        }
    }
    count
}

/// Whether the player to move has any placement.
pub fn has_move(game: &CompiledGame, node: Node) -> bool {
    kinds_in(game, node.pool).any(|k| {
        let kind = &game.kinds[k];
        (kind.first..kind.end).any(|o| fits(game, o, node.occupied) != 0)
    })
}

/// Every legal placement, appended to `out` in kind, orientation, origin order.
pub fn placements(game: &CompiledGame, node: Node, out: &mut Vec<Placement>) {
    each_placement(game, node, |p| out.push(p));
}

/// Calls `f` with every legal placement in kind, orientation, origin order.
#[inline]
fn each_placement(game: &CompiledGame, node: Node, mut f: impl FnMut(Placement)) {
    for k in kinds_in(game, node.pool) {
        let kind = &game.kinds[k];
        for o in kind.first..kind.end {
            let mut origins = fits(game, o, node.occupied);
            while origins != 0 {
                let origin = origins.trailing_zeros();
                origins &= origins - 1;
                f(Placement {
                    cells: game.orientations[o].mask << origin,
                    kind: k as u8,
                });
            }
        }
    }
}

/// The position with every cell no move can reach filled and every piece that fits
/// nowhere dropped: the same value, and the form the table keys on.
pub fn normalize(game: &CompiledGame, node: Node) -> Node {
    let mut live = 0u64;
    let mut pool = 0u32;
    for k in kinds_in(game, node.pool) {
        let kind = &game.kinds[k];
        for o in kind.first..kind.end {
            let origins = fits(game, o, node.occupied);
            if origins != 0 {
                pool |= node.pool & kind.items;
                for &s in &game.orientations[o].shifts {
                    live |= origins << s;
                }
            }
        }
    }
    Node {
        occupied: !live,
        pool,
    }
}
