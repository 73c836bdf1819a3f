//! The endgame solver's positions: the placements still possible (every placement of a
//! held piece that fits, as board masks), each player's live hand, and the cells of pieces
//! that fit nowhere any more. Normalised so that equal futures share a key:
//! - a cell no remaining placement covers changes nothing and is left out of the key (only
//!   the cells some placement can reach are kept);
//! - a piece that fits nowhere leaves its holder's hand, its cells counted in the holder's
//!   `dead` cells; a player with an empty live hand cannot move and is out;
//! - a *free* piece, one whose placements share no cell with any other piece's, is a move
//!   nobody can take away and that takes nothing from anybody: it will be placed whatever
//!   anyone plays (its holder cannot be out while holding it, and the game ends only when
//!   nobody can move), and where it goes changes no other piece's placements. So its
//!   cells never stay in hand, and a player's free pieces are interchangeable: the key
//!   holds how many free pieces each player has, not which, nor their cells.

use crate::polyssimo::Recency;
use crate::polyssimo::rules::{Board, Placing, Rules, State};

/// Every placement of every held piece, compiled once per solve.
pub struct Compiled {
    pub masks: Vec<Board>,
    pub moves: Vec<Placing>,
    pub sizes: [u16; 32],
    /// The player holding each piece.
    pub holder: [u8; 32],
    /// Where each held piece's placements start in `masks`.
    first: [u32; 32],
    pub players: u8,
}

/// A normalised position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// Bit `k` of `hands[p]`: player `p` holds piece `k` and it still fits somewhere.
    pub hands: [u32; 4],
    /// The free pieces of each hand (a subset of `hands`): no placement of one shares a
    /// cell with another piece's.
    pub free: [u32; 4],
    /// Cells of pieces each player holds that fit nowhere.
    pub dead: [u16; 4],
    pub to_move: u8,
    pub recency: Option<Recency>,
    /// The cells some remaining placement of a piece that is not free covers.
    pub reach: Board,
    /// How many cells each player's placements of pieces that are not free cover (not in
    /// the key: it follows from the rest).
    pub room: [u16; 4],
    /// Whether two players' pieces reach a common cell (not in the key either).
    pub contested: bool,
}

/// The live placements of a node (indices into `Compiled::masks`, grouped by piece) and
/// what follows from them: each live piece's reach (the cells its placements cover), the
/// cells some piece covers (`once`) and those two or more pieces cover (`twice`).
pub struct Layer {
    pub live: Vec<u32>,
    /// Where each live piece's placements are in `live`.
    pub span: [(u32, u32); 32],
    pub reach: [Board; 32],
    pub once: Board,
    pub twice: Board,
}

impl Layer {
    /// An empty layer with room for `capacity` placements.
    pub fn with_capacity(capacity: usize) -> Layer {
        Layer {
            live: Vec::with_capacity(capacity),
            span: [(0, 0); 32],
            reach: [Board::default(); 32],
            once: Board::default(),
            twice: Board::default(),
        }
    }

    /// The cells some live placement of one of `pieces` covers.
    pub fn reach_of(&self, pieces: u32) -> Board {
        bits(pieces).fold(Board::default(), |r, k| r.or(&self.reach[k]))
    }

    /// The live placements of `piece` (empty unless it is alive in this layer's node).
    pub fn live_of(&self, piece: usize) -> &[u32] {
        let (start, end) = self.span[piece];
        &self.live[start as usize..end as usize]
    }

    /// The cells pieces other than `piece` can reach.
    pub fn others(&self, piece: usize) -> Board {
        self.twice.or(&self.once.and_not(&self.reach[piece]))
    }
}

/// A node as the table stores it (within one solve: the holder of each piece is fixed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Key {
    pub reach: [u64; 3],
    /// The live hands less their free pieces, together (each piece has one holder).
    pub pieces: u32,
    /// The dead cells, 16 bits a player.
    pub rest: u64,
    /// The player to move, the order of last placements and each player's count of free
    /// pieces.
    pub turn: u64,
}

impl Key {
    /// A well-mixed 64-bit hash.
    pub fn hash(&self) -> u64 {
        let words = [
            self.reach[0],
            self.reach[1],
            self.reach[2],
            u64::from(self.pieces),
            self.rest,
            self.turn,
        ];
        words.iter().fold(0x243f_6a88_85a3_08d3, |h: u64, &w| {
            let x = (h ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            x ^ x >> 29
        })
    }
}

/// The set bits of `bits`, lowest first.
pub fn bits(mut bits: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let k = bits.trailing_zeros() as usize;
        bits &= bits.wrapping_sub(1);
        (k < 32).then_some(k)
    })
}

impl Compiled {
    /// Compiles the placements of the pieces in the state's hands (Polyssimo's rules).
    pub fn new(rules: &Rules, state: &State) -> Compiled {
        let mut compiled = Compiled {
            masks: Vec::new(),
            moves: Vec::new(),
            sizes: [0; 32],
            holder: [0; 32],
            first: [0; 32],
            players: state.players,
        };
        for (p, &hand) in state.hands.iter().enumerate() {
            bits(hand).for_each(|k| compiled.holder[k] = p as u8);
        }
        let held = state.hands.iter().fold(0u32, |all, h| all | h);
        for piece in bits(held) {
            compiled.sizes[piece] = rules.size(piece) as u16;
            compiled.first[piece] = compiled.masks.len() as u32;
            for placement in 0..rules.placement_count(piece) {
                let mv = Placing {
                    piece: piece as u8,
                    placement: placement as u16,
                };
                compiled.masks.push(rules.cells(mv));
                compiled.moves.push(mv);
            }
        }
        compiled
    }

    /// The root node, its live placements written to `layer`.
    pub fn root(&self, state: &State, layer: &mut Layer) -> Node {
        layer.live.clear();
        let held = state.hands.iter().fold(0u32, |all, h| all | h);
        let mut alive = 0;
        for i in 0..self.masks.len() {
            let (mask, piece) = (&self.masks[i], self.moves[i].piece);
            if held & 1 << piece != 0 && !mask.intersects(&state.occupied) {
                layer.live.push(i as u32);
                self.count(mask, piece, &mut alive, layer);
            }
        }
        let node = Node {
            hands: state.hands,
            free: [0; 4],
            dead: [0; 4],
            to_move: state.to_move,
            recency: state.last_placed,
            reach: Board::default(),
            room: [0; 4],
            contested: true,
        };
        self.settle(node, alive, layer)
    }

    /// Counts the live placement of `piece` just listed: the piece is alive, the cells in
    /// its reach.
    #[inline]
    fn count(&self, mask: &Board, piece: u8, alive: &mut u32, layer: &mut Layer) {
        let (k, end) = (usize::from(piece), layer.live.len() as u32);
        if *alive & 1 << k == 0 {
            (layer.reach[k], layer.span[k]) = (*mask, (end - 1, end));
        } else {
            (layer.reach[k], layer.span[k].1) = (layer.reach[k].or(mask), end);
        }
        *alive |= 1 << k;
    }

    /// The index in `masks` of a placement the player to move at `node` may make (live in
    /// `layer`, the node's layer), or none.
    pub fn live_index(&self, node: &Node, layer: &Layer, mv: Placing) -> Option<u32> {
        let piece = usize::from(mv.piece);
        if piece >= 32 || node.hands[usize::from(node.to_move)] & 1 << piece == 0 {
            return None;
        }
        let index = self.first[piece] + u32::from(mv.placement);
        layer
            .live_of(piece)
            .binary_search(&index)
            .is_ok()
            .then_some(index)
    }

    /// The node after live placement `index` of `layer`, its layer written to `out`.
    pub fn play(&self, node: &Node, layer: &Layer, index: u32, out: &mut Layer) -> Node {
        let cells = self.masks[index as usize];
        let piece = self.moves[index as usize].piece;
        out.live.clear();
        let mut alive = 0u32;
        // The node's live pieces are its hands' (see `settle`), their spans in order.
        let held = node.hands.iter().fold(0, |all, h| all | h) & !(1 << piece);
        for k in bits(held) {
            let first = out.live.len() as u32;
            if !layer.reach[k].intersects(&cells) {
                // None of the piece's placements meets the cells placed on: all stay.
                out.live.extend_from_slice(layer.live_of(k));
                (out.reach[k], out.span[k]) = (layer.reach[k], (first, out.live.len() as u32));
                alive |= 1 << k;
                continue;
            }
            let mut reach = Board::default();
            for &i in layer.live_of(k) {
                let mask = &self.masks[i as usize];
                if !mask.intersects(&cells) {
                    out.live.push(i);
                    reach = reach.or(mask);
                }
            }
            let last = out.live.len() as u32;
            if last > first {
                (out.reach[k], out.span[k]) = (reach, (first, last));
                alive |= 1 << k;
            }
        }
        let mut next = *node;
        let player = usize::from(node.to_move);
        next.hands[player] &= !(1 << piece);
        next.free[player] &= !(1 << piece);
        next.recency = Some(Recency::after(node.recency, player));
        next.to_move = self.previous(node.to_move);
        self.settle(next, alive, out)
    }

    fn previous(&self, player: u8) -> u8 {
        (player + self.players - 1) % self.players
    }

    /// Takes out pieces with no live placement (not in `alive`), finds the free pieces,
    /// keeps each player's reach, and passes the turn to the next player with a live hand
    /// (from the one to move).
    fn settle(&self, mut node: Node, alive: u32, layer: &mut Layer) -> Node {
        let (mut once, mut twice) = (Board::default(), Board::default());
        for k in bits(alive) {
            twice = twice.or(&once.and(&layer.reach[k]));
            once = once.or(&layer.reach[k]);
        }
        (layer.once, layer.twice) = (once, twice);
        let mut rooms = [Board::default(); 4];
        let mut free = 0u32;
        for k in bits(alive) {
            if layer.reach[k].intersects(&twice) {
                let room = &mut rooms[usize::from(self.holder[k])];
                *room = room.or(&layer.reach[k]);
            } else {
                free |= 1 << k;
            }
        }
        for p in 0..usize::from(self.players) {
            let gone = node.hands[p] & !alive;
            node.dead[p] += self.cells_of(gone);
            node.hands[p] &= alive;
            node.free[p] = node.hands[p] & free;
        }
        let mut reach = Board::default();
        node.contested = false;
        for room in &rooms {
            node.contested |= reach.intersects(room);
            reach = reach.or(room);
        }
        node.reach = reach;
        node.room = rooms.map(|r| r.count() as u16);
        node.to_move = self.to_play(&node, node.to_move);
        node
    }

    /// The first player with a live hand from `player` on, in turn order (`player` itself
    /// when nobody has one).
    fn to_play(&self, node: &Node, mut player: u8) -> u8 {
        for _ in 0..self.players {
            if node.hands[usize::from(player)] != 0 {
                return player;
            }
            player = self.previous(player);
        }
        player
    }

    /// The end of a game in which every piece left is free: the free pieces are placed in
    /// turn, so only the order of last placements changes.
    pub fn forced_end(&self, node: &Node) -> Node {
        let mut end = *node;
        while end.hands[usize::from(end.to_move)] != 0 {
            let player = usize::from(end.to_move);
            let hand = &mut end.hands[player];
            *hand &= *hand - 1;
            end.recency = Some(Recency::after(end.recency, player));
            end.to_move = self.to_play(&end, self.previous(end.to_move));
        }
        end.free = [0; 4];
        end
    }

    /// The cells of a set of pieces.
    pub fn cells_of(&self, pieces: u32) -> u16 {
        bits(pieces).map(|k| self.sizes[k]).sum()
    }

    /// The most cells player `p` can end with: their dead cells and the pieces at stake
    /// (free pieces will be placed).
    pub fn cells_at_most(&self, node: &Node, p: usize) -> i32 {
        i32::from(node.dead[p] + self.cells_of(node.at_stake(p)))
    }
}

impl Node {
    /// Whether nobody can move.
    pub fn is_over(&self) -> bool {
        self.hands.iter().all(|&h| h == 0)
    }

    /// Whether every piece left is free (the rest of the game is forced).
    pub fn only_free(&self) -> bool {
        self.hands.iter().zip(&self.free).all(|(h, f)| h == f)
    }

    /// The pieces of player `p` that may stay in hand: the live hand less its free pieces.
    pub fn at_stake(&self, p: usize) -> u32 {
        self.hands[p] & !self.free[p]
    }

    /// The pieces left in live hands.
    pub fn pieces(&self) -> u32 {
        self.hands.iter().map(|h| h.count_ones()).sum()
    }

    /// The table's key and the lead in dead cells for the root player `root` (see
    /// `lead`): with 2 players the dead cells only add to the value, so the key leaves
    /// them out and the lead (the opponent's dead cells less the root player's) goes with
    /// the bounds; with 3 or 4 players the key holds them and the lead is 0.
    pub fn table_key(&self, root: usize, players: u8) -> (Key, i16) {
        let mut key = self.key();
        if players != 2 {
            return (key, 0);
        }
        key.rest = 0;
        let dead = |p: usize| self.dead[p] as i16;
        (key, dead(1 - root) - dead(root))
    }

    /// The key with the dead cells in it (the table asks `table_key`).
    fn key(&self) -> Key {
        let dead = (self.dead.iter().rev()).fold(0u64, |d, &c| d << 16 | u64::from(c));
        let order = self.recency.map_or(0, |r| u64::from(r.bits()));
        let free = (self.free.iter().rev()).fold(0u64, |f, &c| f << 6 | u64::from(c.count_ones()));
        Key {
            reach: self.reach.0,
            pieces: (0..4).fold(0, |all, p| all | self.at_stake(p)),
            rest: dead,
            turn: u64::from(self.to_move) | order << 8 | free << 24,
        }
    }
}

/// The compiled placements of `state`, its root node and the root's layer (for tests).
#[cfg(test)]
pub fn compiled_root(rules: &Rules, state: &State) -> (Compiled, Layer, Node) {
    let compiled = Compiled::new(rules, state);
    let mut layer = Layer::with_capacity(compiled.masks.len());
    let node = compiled.root(state, &mut layer);
    (compiled, layer, node)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::position::Position;

    /// The live placements of each piece, as masks, and the node: what a child must share
    /// with the same position compiled afresh.
    fn seen(compiled: &Compiled, layer: &Layer, node: &Node) -> (Vec<Vec<Board>>, Node) {
        let pieces = node.hands.iter().fold(0, |all, h| all | h);
        let masks = bits(pieces).map(|k| {
            let live = layer.live_of(k).iter().map(|&i| compiled.masks[i as usize]);
            let reach = live.clone().fold(Board::default(), |r, m| r.or(&m));
            assert_eq!(reach, layer.reach[k], "piece {k}'s reach");
            live.collect()
        });
        (masks.collect(), *node)
    }

    /// Every child `play` makes, two moves deep, against the position after the same
    /// moves compiled from the rules' state (`root`, which tests every placement).
    #[test]
    fn a_child_is_the_position_after_the_move_compiled_afresh() {
        let text = include_str!("../../../puzzles/polyssimo/bench/2p-14-left-1.yaml");
        let position = Position::parse(text, "2p-14-left-1.yaml").unwrap();
        let rules = Rules::for_position(&position).unwrap();
        let state = rules.state_of(&position);
        let (compiled, layer, node) = compiled_root(&rules, &state);
        let capacity = layer.live.len();
        let (mut child_layer, mut grandchild_layer, mut fresh_layer) = (
            Layer::with_capacity(capacity),
            Layer::with_capacity(capacity),
            Layer::with_capacity(capacity),
        );
        let moves_of = |layer: &Layer, node: &Node| -> Vec<u32> {
            let mover = |i: &u32| {
                let piece = usize::from(compiled.moves[*i as usize].piece);
                compiled.holder[piece] == node.to_move
            };
            layer.live.iter().copied().filter(mover).collect()
        };
        let mut same_as_fresh = |after: &State, layer: &Layer, node: &Node| {
            let fresh = compiled.root(after, &mut fresh_layer);
            let expected = seen(&compiled, &fresh_layer, &fresh);
            assert_eq!(seen(&compiled, layer, node), expected);
        };
        let mut checked = 0;
        for first in moves_of(&layer, &node).into_iter().step_by(11) {
            let child = compiled.play(&node, &layer, first, &mut child_layer);
            let after = rules.play(&state, compiled.moves[first as usize]);
            same_as_fresh(&after, &child_layer, &child);
            for second in moves_of(&child_layer, &child).into_iter().step_by(13) {
                let grandchild = compiled.play(&child, &child_layer, second, &mut grandchild_layer);
                let after = rules.play(&after, compiled.moves[second as usize]);
                same_as_fresh(&after, &grandchild_layer, &grandchild);
                checked += 1;
            }
        }
        assert!(checked > 20, "{checked} grandchildren checked");
    }
}
