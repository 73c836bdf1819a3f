//! Reply counting for the endgame search's move order: how many of the next player's
//! placements each move takes away, counted from the list of live placements with the
//! Golomb prover's sets of moves by cell ([`CoverSets`]): the sets are filled once per
//! position, then a move's count is the union of its cells' sets. Trying first the moves
//! that leave the next player fewest replies (after the bigger pieces) is what the
//! prover does too; here it more than halves the nodes of the 16-left bench positions.
//! And the moves worth listing at all: placements of one piece that share no cell with
//! another piece's lead to the same position, so only the first is listed, and only one
//! free piece is (free pieces are interchangeable, see `node`).

use super::node::{Compiled, Layer, Node, bits};
use crate::polyssimo::prover::CoverSets;
use crate::polyssimo::rules::Board;

/// Reusable sets for counting replies.
#[derive(Default)]
pub struct Replies {
    cover: CoverSets,
}

/// The cells of a board mask.
pub(super) fn cells(mask: &Board) -> impl Iterator<Item = usize> + Clone + '_ {
    mask.0.iter().enumerate().flat_map(|(w, &word)| {
        let mut word = word;
        std::iter::from_fn(move || {
            let bit = word.trailing_zeros() as usize;
            word &= word.wrapping_sub(1);
            (bit < 64).then_some(64 * w + bit)
        })
    })
}

/// Fills `out` with the placements the player to move at `node` may make, one for all the
/// placements of a piece that share no cell with another piece's (they lead to the same
/// position: every other placement stays, the piece's own go), one for all the free
/// pieces; each with a score of 0.
pub fn listed(compiled: &Compiled, layer: &Layer, node: &Node, out: &mut Vec<(u64, u32)>) {
    let player = usize::from(node.to_move);
    let (hand, free) = (node.hands[player], node.free[player]);
    let pieces = hand & !free | free & free.wrapping_neg();
    out.clear();
    for k in bits(pieces) {
        let blocking = layer.others(k);
        let mut quiet_listed = false;
        for &i in layer.live_of(k) {
            if !compiled.masks[i as usize].intersects(&blocking) {
                if quiet_listed {
                    continue;
                }
                quiet_listed = true;
            }
            out.push((0, i));
        }
    }
}

/// The player who moves after the one to move at `node`: the next with a live hand (the
/// one to move if nobody else has one).
pub fn next_player(compiled: &Compiled, node: &Node) -> usize {
    let (player, players) = (usize::from(node.to_move), usize::from(compiled.players));
    (1..players)
        .map(|d| (player + players - d) % players)
        .find(|&p| node.hands[p] != 0)
        .unwrap_or(player)
}

impl Replies {
    /// Lists the placements of `player`'s pieces that are not free at `node`.
    pub fn index(&mut self, compiled: &Compiled, layer: &Layer, node: &Node, player: usize) {
        let pieces = node.hands[player] & !node.free[player];
        let listed: u32 = bits(pieces).map(|k| layer.live_of(k).len() as u32).sum();
        self.cover
            .reset(64 * Board::default().0.len(), listed.div_ceil(64) as usize);
        let mut index = 0;
        for k in bits(pieces) {
            for &i in layer.live_of(k) {
                cells(&compiled.masks[i as usize]).for_each(|cell| self.cover.add(index, cell));
                index += 1;
            }
        }
    }

    /// How many of the listed placements share a cell with `mask`.
    pub fn taken(&self, mask: &Board) -> u32 {
        self.cover.hits(cells(mask))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::rules::{Rules, State};
    use crate::polyssimo::{PieceSet, Recency};

    /// Counted against each placement tested one by one.
    #[test]
    fn replies_taken_are_the_placements_sharing_a_cell() {
        let rules = Rules::new(PieceSet::standard()).unwrap();
        let state = rules.state_of_hands(State {
            occupied: Board::from_bits([0, 13, 14, 40, 41, 42, 90]),
            hands: [0b1011_0110, 0b0100_1001_0000_0000, 0, 0],
            players: 2,
            to_move: 0,
            out: 0,
            last_placed: Recency::from_players(&[1]),
        });
        let (compiled, layer, node) =
            crate::polyssimo::endgame::node::compiled_root(&rules, &state);
        let mut replies = Replies::default();
        replies.index(&compiled, &layer, &node, 1);
        let theirs: Vec<&Board> = (layer.live.iter())
            .filter(|&&i| compiled.holder[usize::from(compiled.moves[i as usize].piece)] == 1)
            .map(|&i| &compiled.masks[i as usize])
            .collect();
        assert!(theirs.len() > 64, "more than one word of placements");
        for &i in layer.live.iter().step_by(7) {
            let mask = &compiled.masks[i as usize];
            let expected = theirs.iter().filter(|m| m.intersects(mask)).count();
            assert_eq!(replies.taken(mask), expected as u32);
        }
    }
}
