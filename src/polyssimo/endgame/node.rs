//! The endgame solver's positions: the placements still possible (every placement of a
//! held piece that fits, as board masks), each player's live hand, and the cells of pieces
//! that fit nowhere any more. Normalised so that equal futures share a key: a cell no
//! remaining placement covers changes nothing and is left out of the key (only the cells
//! some placement can reach are kept), and a piece that fits nowhere leaves its holder's
//! hand, its cells counted in the holder's `dead` cells. A player with an empty live hand
//! cannot move and is out.

use crate::polyssimo::Recency;
use crate::polyssimo::rules::{Board, Placing, Rules, State};

/// Every placement of every held piece, compiled once per solve.
pub struct Compiled {
    pub masks: Vec<Board>,
    pub moves: Vec<Placing>,
    pub sizes: [u16; 32],
    /// The player holding each piece.
    pub holder: [u8; 32],
    pub players: u8,
}

/// A normalised position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// Bit `k` of `hands[p]`: player `p` holds piece `k` and it still fits somewhere.
    pub hands: [u32; 4],
    /// Cells of pieces each player holds that fit nowhere.
    pub dead: [u16; 4],
    pub to_move: u8,
    pub recency: Option<Recency>,
    /// The cells some remaining placement covers.
    pub reach: Board,
    /// How many cells each player's remaining placements cover (not in the key: it
    /// follows from the rest).
    pub room: [u16; 4],
}

/// A node as the table stores it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Key {
    pub reach: [u64; 3],
    pub hands: [u32; 4],
    /// The dead cells, 16 bits a player, then the player to move and the order of last
    /// placements.
    pub rest: u64,
    pub turn: u32,
}

impl Key {
    /// A well-mixed 64-bit hash.
    pub fn hash(&self) -> u64 {
        let words = [
            self.reach[0],
            self.reach[1],
            self.reach[2],
            u64::from(self.hands[0]) | u64::from(self.hands[1]) << 32,
            u64::from(self.hands[2]) | u64::from(self.hands[3]) << 32,
            self.rest,
            u64::from(self.turn),
        ];
        words.iter().fold(0x243f_6a88_85a3_08d3, |h: u64, &w| {
            let x = (h ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            x ^ x >> 29
        })
    }
}

impl Compiled {
    /// Compiles the placements of the pieces in the state's hands (Polyssimo's rules).
    pub fn new(rules: &Rules, state: &State) -> Compiled {
        let mut compiled = Compiled {
            masks: Vec::new(),
            moves: Vec::new(),
            sizes: [0; 32],
            holder: [0; 32],
            players: state.players,
        };
        for (p, &hand) in state.hands.iter().enumerate() {
            (0..32)
                .filter(|&k| hand & 1 << k != 0)
                .for_each(|k| compiled.holder[k] = p as u8);
        }
        let held = state.hands.iter().fold(0u32, |all, h| all | h);
        for piece in (0..32).filter(|&k| held & 1 << k != 0) {
            compiled.sizes[piece] = rules.size(piece) as u16;
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

    /// The root node and its live placements (indices into `masks`).
    pub fn root(&self, state: &State, live: &mut Vec<u32>) -> Node {
        live.clear();
        let held = state.hands.iter().fold(0u32, |all, h| all | h);
        live.extend((0..self.masks.len() as u32).filter(|&i| {
            held & 1 << self.moves[i as usize].piece != 0
                && !self.masks[i as usize].intersects(&state.occupied)
        }));
        let node = Node {
            hands: state.hands,
            dead: [0; 4],
            to_move: state.to_move,
            recency: state.last_placed,
            reach: Board::default(),
            room: [0; 4],
        };
        let (mut alive, mut reaches) = (0u32, [Board::default(); 4]);
        for &i in live.iter() {
            self.count(i, &mut alive, &mut reaches);
        }
        self.settle(node, alive, &reaches)
    }

    /// Counts live placement `i`: its piece is alive, its cells in its holder's reach.
    fn count(&self, i: u32, alive: &mut u32, reaches: &mut [Board; 4]) {
        let piece = self.moves[i as usize].piece;
        *alive |= 1 << piece;
        let reach = &mut reaches[usize::from(self.holder[usize::from(piece)])];
        *reach = reach.or(&self.masks[i as usize]);
    }

    /// The node after `mv` (live entry `index`), its live placements written to `out`.
    pub fn play(&self, node: &Node, live: &[u32], index: u32, out: &mut Vec<u32>) -> Node {
        let cells = self.masks[index as usize];
        let piece = self.moves[index as usize].piece;
        out.clear();
        let (mut alive, mut reaches) = (0u32, [Board::default(); 4]);
        for &i in live {
            let (mask, other) = (&self.masks[i as usize], self.moves[i as usize].piece);
            if other != piece && !mask.intersects(&cells) {
                out.push(i);
                self.count(i, &mut alive, &mut reaches);
            }
        }
        let mut next = *node;
        let player = usize::from(node.to_move);
        next.hands[player] &= !(1 << piece);
        next.recency = Some(Recency::after(node.recency, player));
        next.to_move = self.previous(node.to_move);
        self.settle(next, alive, &reaches)
    }

    fn previous(&self, player: u8) -> u8 {
        (player + self.players - 1) % self.players
    }

    /// Takes out pieces with no live placement (not in `alive`), keeps each player's reach,
    /// and passes the turn to the next player with a live hand (from the one to move).
    fn settle(&self, mut node: Node, alive: u32, reaches: &[Board; 4]) -> Node {
        for p in 0..usize::from(self.players) {
            let gone = node.hands[p] & !alive;
            node.dead[p] += self.cells_of(gone);
            node.hands[p] &= alive;
        }
        node.reach = reaches.iter().fold(Board::default(), |all, r| all.or(r));
        node.room = reaches.map(|r| r.count() as u16);
        for _ in 0..self.players {
            if node.hands[usize::from(node.to_move)] != 0 {
                return node;
            }
            node.to_move = self.previous(node.to_move);
        }
        node
    }

    /// The cells of a set of pieces.
    pub fn cells_of(&self, mut pieces: u32) -> u16 {
        let mut cells = 0;
        while pieces != 0 {
            cells += self.sizes[pieces.trailing_zeros() as usize];
            pieces &= pieces - 1;
        }
        cells
    }
}

impl Node {
    /// Whether nobody can move.
    pub fn is_over(&self) -> bool {
        self.hands.iter().all(|&h| h == 0)
    }

    /// The pieces left in live hands.
    pub fn pieces(&self) -> u32 {
        self.hands.iter().map(|h| h.count_ones()).sum()
    }

    /// The table's key.
    pub fn key(&self) -> Key {
        let dead = self
            .dead
            .iter()
            .rev()
            .fold(0u64, |d, &c| d << 16 | u64::from(c));
        let order = self.recency.map_or(0, |r| u32::from(r.bits()));
        Key {
            reach: self.reach.0,
            hands: self.hands,
            rest: dead,
            turn: u32::from(self.to_move) | order << 8,
        }
    }
}
