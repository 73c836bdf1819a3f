//! Bounds on the endgame's value beyond the search's cheap range (every player ends with
//! at least their dead cells plus what exceeds the cells their pieces reach, and at most
//! the cells they hold), from the cells only one player can reach. A set of a player's
//! pieces at pairwise disjoint placements on such cells (a greedy packing, biggest first)
//! is placed if that player wants it: nobody else can cover those cells, the player can
//! keep off them except to put a packed piece at its place, so such a move exists at each
//! of their turns while a packed piece is in hand, and the game ends only when nobody can
//! move. So the player can keep at most the cells held less the packing's: for the root
//! player that bounds the value from below, for the others (together, in the paranoid
//! search; the cells each reaches alone are disjoint) from above. A *reserved* region (one
//! player's pieces only, reaching nothing the others reach) is the case where all of a
//! region's cells are one player's; a free piece (see `node`) the one-piece case, left out
//! here as in the cheap range (it is placed whatever anyone plays).
//!
//! Measured, these bounds do not pay as a cut inside the search (fewer nodes on five of
//! the six bigger bench positions, more on one, and each node dearer: see
//! docs/polyssimo-solver.md); they bound the root before the first test, so a stopped
//! search always reports a range.

use super::node::{Compiled, Layer, Node, bits};
use super::order::next_player;
use crate::polyssimo::rules::{Board, Rules, State};

/// Each player's cells left at the end: at least `least` whatever anyone plays, and at
/// most `most` if the player chooses (the others' play cannot push it higher).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cells {
    pub least: [i32; 4],
    pub most: [i32; 4],
}

/// The least and greatest value for `root` (see `Searcher::final_value`) that `cells`
/// allow: the others' fewest cells left less the root player's, doubled, ±1 for the
/// tie-break (see `values_between`).
pub fn value_range(cells: &Cells, players: usize, root: usize) -> (i32, i32) {
    let others = || (0..players).filter(|&p| p != root);
    let low = others().map(|p| cells.least[p]).min().unwrap_or(0) - cells.most[root];
    let high = others().map(|p| cells.most[p]).min().unwrap_or(0) - cells.least[root];
    values_between(low, high)
}

/// The least and greatest value of a game whose difference (the others' fewest cells
/// left less the root player's) lies in `low..=high`: a difference `d` is worth `2d`,
/// except 0 (a tie for fewest), worth -1, 0 or 1 by the tie-break. So the values are the
/// even ones and ±1, and only a range reaching 0 reaches an odd value.
pub fn values_between(low: i32, high: i32) -> (i32, i32) {
    let least = if low == 0 { -1 } else { 2 * low };
    let most = if high == 0 { 1 } else { 2 * high };
    (least, most)
}

/// The cells each player keeps at least (their dead cells and what exceeds the cells
/// their pieces reach) and at most (less a packing of their pieces on cells only they can
/// reach).
pub fn packed_cells(compiled: &Compiled, layer: &Layer, node: &Node) -> Cells {
    // Free pieces will be placed: only the others can stay in hand.
    let pieces: [u32; 4] = std::array::from_fn(|p| node.at_stake(p));
    let rooms = pieces.map(|h| layer.reach_of(h));
    let mut cells = cheap_cells(compiled, node);
    for p in 0..usize::from(compiled.players) {
        let theirs = (0..4)
            .filter(|&q| q != p)
            .fold(Board::default(), |r, q| r.or(&rooms[q]));
        let mine = rooms[p].and_not(&theirs);
        cells.most[p] -= packed(compiled, layer, pieces[p], &mine);
    }
    cells
}

/// The cells each player keeps at least and at most from the node alone: at least their
/// dead cells plus what exceeds the cells their pieces reach, at most all they hold.
pub fn cheap_cells(compiled: &Compiled, node: &Node) -> Cells {
    let most: [i32; 4] = std::array::from_fn(|p| compiled.cells_at_most(node, p));
    let least = |p: usize| {
        let dead = i32::from(node.dead[p]);
        dead + (most[p] - dead - i32::from(node.room[p])).max(0)
    };
    Cells {
        least: std::array::from_fn(least),
        most,
    }
}

/// The cells `player` can take out of their hand now if it is their turn: their biggest
/// piece at stake (every live piece has a placement, and the cells at stake are the ones
/// counted as what they can end with; free pieces are placed in any case). A choice of
/// theirs, not a sure thing: it bounds the value only on their side, which is where the
/// most a player can end with is used (see `value_range`: the root player's most lowers
/// the least value, another player's most the greatest).
pub fn placed_now(compiled: &Compiled, node: &Node, player: usize) -> i32 {
    if player != usize::from(node.to_move) {
        return 0;
    }
    let sizes = bits(node.at_stake(player)).map(|k| i32::from(compiled.sizes[k]));
    sizes.max().unwrap_or(0)
}

/// The player who moves after the player to move, and the sizes of their pieces at stake
/// that they may place at that move, to try in turn: the biggest, then the smallest if
/// smaller (0 for none: no such size, or the player to move moves again). A size stands
/// only if `keeps_a_move` with it: it is then their choice, so like `placed_now` it
/// bounds the value on their side of the range only.
pub fn placed_next(compiled: &Compiled, node: &Node) -> (usize, [i32; 2]) {
    let next = next_player(compiled, node);
    if next == usize::from(node.to_move) {
        return (next, [0, 0]);
    }
    let sizes = || bits(node.at_stake(next)).map(|k| i32::from(compiled.sizes[k]));
    let (biggest, smallest) = (sizes().max().unwrap_or(0), sizes().min().unwrap_or(0));
    (
        next,
        [biggest, if smallest < biggest { smallest } else { 0 }],
    )
}

/// Whether `player` still has a placement of a piece at stake of at least `least` cells
/// whatever the player to move places now: no placement of theirs shares a cell with
/// every such placement of `player`'s. (The free pieces of the player to move share no
/// cell with anybody's placements.)
pub fn keeps_a_move(
    compiled: &Compiled,
    layer: &Layer,
    node: &Node,
    player: usize,
    least: i32,
) -> bool {
    let placements = |pieces: u32| bits(pieces).flat_map(|k| layer.live_of(k));
    let big_enough = bits(node.at_stake(player))
        .filter(|&k| i32::from(compiled.sizes[k]) >= least)
        .fold(0u32, |all, k| all | 1 << k);
    let mut witness: Option<&Board> = None;
    for &q in placements(node.at_stake(usize::from(node.to_move))) {
        let cells = &compiled.masks[q as usize];
        if witness.is_some_and(|w| !w.intersects(cells)) {
            continue;
        }
        witness = placements(big_enough)
            .map(|&r| &compiled.masks[r as usize])
            .find(|r| !r.intersects(cells));
        if witness.is_none() {
            return false;
        }
    }
    big_enough != 0
}

/// `cells` with the most of the player to move lowered by the piece they may place now
/// (see `placed_now`: only their side of the value's range may use it).
pub fn placing_once(compiled: &Compiled, node: &Node, mut cells: Cells) -> Cells {
    let mover = usize::from(node.to_move);
    cells.most[mover] -= placed_now(compiled, node, mover);
    cells
}

/// The cells of a greedy packing of `pieces` on the cells `mine` (those only their holder
/// can reach): biggest first, each at its first live placement inside `mine` clear of
/// those already packed (if any). A piece reaching fewer cells of `mine` than its size is
/// passed over without looking at its placements.
fn packed(compiled: &Compiled, layer: &Layer, pieces: u32, mine: &Board) -> i32 {
    let mut order = [(0u16, 0usize); 32];
    let mut count = 0;
    for k in bits(pieces) {
        if layer.reach[k].and(mine).count() >= u32::from(compiled.sizes[k]) {
            order[count] = (compiled.sizes[k], k);
            count += 1;
        }
    }
    order[..count].sort_unstable_by(|a, b| b.cmp(a));
    let mut free = *mine;
    let mut cells = 0;
    for &(size, k) in &order[..count] {
        let spot = (layer.live_of(k).iter())
            .map(|&i| &compiled.masks[i as usize])
            .find(|mask| mask.and_not(&free).is_zero());
        if let Some(mask) = spot {
            free = free.and_not(mask);
            cells += i32::from(size);
        }
    }
    cells
}

/// The range of the value for `player` at `state` that the packings give, before any
/// search.
pub fn value_bounds(rules: &Rules, state: &State, player: usize) -> (i32, i32) {
    let compiled = Compiled::new(rules, state);
    let mut layer = Layer::with_capacity(compiled.masks.len());
    let node = compiled.root(state, &mut layer);
    let cells = packed_cells(&compiled, &layer, &node);
    value_range(&cells, usize::from(state.players), player)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::geometry::{Mask, Region};
    use crate::polyssimo::endgame::node::compiled_root;
    use crate::polyssimo::rules::tests::rules;
    use crate::polyssimo::solve::solve;

    /// By the rule: a difference d is worth 2d, a tie (d = 0) -1, 0 or 1.
    #[test]
    fn only_a_tie_is_worth_an_odd_value() {
        assert_eq!(values_between(-1, 3), (-2, 6));
        assert_eq!(values_between(0, 0), (-1, 1));
        assert_eq!(values_between(0, 2), (-1, 4));
        assert_eq!(values_between(-3, 0), (-6, 1));
        assert_eq!(values_between(2, 5), (4, 10));
        assert_eq!(values_between(-5, -2), (-10, -4));
    }

    /// The strip of the tests below, player 1 to move.
    fn strip() -> (Rules, State) {
        strip_taken(4, 2)
    }

    /// A 1x7 strip with one cell taken, player 1 to move: a domino and a monomino in
    /// player 1's hand, a straight tromino in player 2's.
    pub(in crate::polyssimo::endgame) fn strip_taken(cell: usize, players: u8) -> (Rules, State) {
        let rules = rules(
            Region::rectangle(1, 7),
            &[("D", "##"), ("M", "#"), ("T", "###")],
        );
        let state = rules.state_of_hands(State {
            occupied: Mask::from_bits([cell]),
            hands: [0b011, 0b100, 0, 0],
            players,
            to_move: 0,
            out: 0,
            last_placed: None,
        });
        (rules, state)
    }

    /// The 1x7 strip with cell 4 taken: cells 0-3, then 5-6. Player 1 holds a domino and
    /// a monomino, player 2 a tromino (it fits only in 0-3). All three reaches connect, so
    /// nothing is free; cells 5 and 6 are player 1's alone, and the domino packs there.
    /// So player 1 keeps at most 3 - 2 = 1 cell (the cheap range: 3), player 2 at most
    /// 3 and both at least 0 (their rooms exceed their hands): the difference lies in
    /// 0 - 1 = -1 ..= 3 - 0 = 3, so the value for player 1 (twice it, as neither end is a
    /// tie) in -2 ..= 6. By hand it is 6: the domino on cells 1-2 leaves the tromino no
    /// room, then the monomino goes anywhere.
    #[test]
    fn cells_only_one_player_reaches_bound_what_they_keep() {
        let (rules, state) = strip();
        assert_eq!(value_bounds(&rules, &state, 0), (-2, 6));
        assert_eq!(value_bounds(&rules, &state, 1), (-6, 2));
        assert_eq!(solve(&rules, &state, None).value, 6);
    }

    /// The same strip, player 1 to move: they may place the domino now (it fits at 0-1),
    /// so they can keep at most 3 - 2 = 1 cell, where the cheap range says 3; the others'
    /// cells are unchanged. Player 2, not to move, keeps the tromino's 3 at most. The
    /// oracle agrees on the side this bounds: player 1's value is at least the range's.
    #[test]
    fn the_player_to_move_can_place_their_biggest_piece() {
        let (rules, state) = strip();
        let compiled = Compiled::new(&rules, &state);
        let node = compiled.root(&state, &mut Layer::with_capacity(compiled.masks.len()));
        let cheap = cheap_cells(&compiled, &node);
        assert_eq!((cheap.most[0], cheap.most[1]), (3, 3));
        let placed = placing_once(&compiled, &node, cheap);
        assert_eq!((placed.most[0], placed.most[1]), (1, 3));
        assert_eq!(placed.least, cheap.least);
        let (least, _) = value_range(&placed, 2, 0);
        assert!(solve(&rules, &state, None).value >= least);
        // Not their turn: nothing. A free domino: it is placed in any case and not counted
        // at stake, so what they can take out now is the monomino.
        assert_eq!(placed_now(&compiled, &node, 1), 0);
        let holding_free = Node {
            free: [0b001, 0, 0, 0],
            ..node
        };
        assert_eq!(placed_now(&compiled, &holding_free, 0), 1);
    }

    /// The same strip. Player 1 to move: the domino on cells 1-2 meets both of the
    /// tromino's placements (0-2 and 1-3), so player 2 may have no move next and nothing
    /// is sure. Player 2 to move: the tromino covers 0-2 or 1-3, never 5 or 6, where the
    /// domino (and the monomino) still fit, so player 1 may place the domino next.
    #[test]
    fn the_next_player_places_a_piece_only_if_no_move_takes_all_theirs() {
        let (rules, state) = strip();
        let (compiled, mut layer, node) = compiled_root(&rules, &state);
        assert_eq!(placed_next(&compiled, &node), (1, [3, 0]));
        assert!(!keeps_a_move(&compiled, &layer, &node, 1, 3));
        let theirs = State {
            to_move: 1,
            ..state
        };
        let node = compiled.root(&theirs, &mut layer);
        assert_eq!(placed_next(&compiled, &node), (0, [2, 1]));
        assert!(keeps_a_move(&compiled, &layer, &node, 0, 2));
        assert!(keeps_a_move(&compiled, &layer, &node, 0, 1));
        assert!(
            !keeps_a_move(&compiled, &layer, &node, 0, 3),
            "no piece that big"
        );
        // A free monomino is placed in any case: the domino is what they may place.
        let holding_free = Node {
            free: [0b010, 0, 0, 0],
            ..node
        };
        assert_eq!(placed_next(&compiled, &holding_free), (0, [2, 0]));
    }

    /// By hand, a 1x4 strip, player 2 (a straight tromino) to move, player 1 (a domino and
    /// a monomino) next: the tromino on cells 1-3 meets all three domino placements (0-1,
    /// 1-2, 2-3) but leaves cell 0, so only the monomino is sure to be placed next.
    #[test]
    fn a_move_taking_the_biggest_piece_leaves_only_the_smallest_sure() {
        let rules = rules(
            Region::rectangle(1, 4),
            &[("D", "##"), ("M", "#"), ("T", "###")],
        );
        let state = rules.state_of_hands(State {
            occupied: Mask::default(),
            hands: [0b011, 0b100, 0, 0],
            players: 2,
            to_move: 1,
            out: 0,
            last_placed: None,
        });
        let (compiled, layer, node) = compiled_root(&rules, &state);
        assert_eq!(placed_next(&compiled, &node), (0, [2, 1]));
        assert!(!keeps_a_move(&compiled, &layer, &node, 0, 2));
        assert!(keeps_a_move(&compiled, &layer, &node, 0, 1));
    }
}
