//! The ending as node Kayles. When every kind left in the pool has one item, a position is
//! a game on its conflict graph: one vertex per legal placement, an edge between two that
//! share a cell or a kind. Playing a placement removes it and its neighbours, and every
//! other placement stays legal, so a position is a set of vertices and a move one AND.
//! Parts of the graph with no edge between them are independent games: the position's
//! Sprague–Grundy value is the XOR of theirs, and the player to move wins when it is not
//! zero. With at most 64 moves the sets are words. A cache for each search thread keeps
//! the values of the parts it has met, keyed by the cells their moves cover and their kinds
//! (which fix the moves), so one position's parts serve the next.

use super::game::CompiledGame;
use super::moves::{Node, Placement, kinds_in};
use super::replies::ReplyCounter;

/// The most moves a position may have to be solved here: one bit per move.
pub const MAX_MOVES: usize = 64;

/// A cached value: a Grundy value, or only that the player to move wins.
const WINS_ONLY: u8 = u8::MAX;

/// log2 of the number of cache entries: 2^14 entries of 16 bytes stay in a core's level-2
/// cache. A 4 MiB cache (2^18) saved a tenth of the nodes but cost more time waiting for
/// memory (measured on one thread over the first root moves of the 11-left position).
const CACHE_BITS: u32 = 14;

/// A cached value, keyed by the cells the moves cover and their kinds: they determine the
/// moves, so the key means the same in every position the thread solves.
#[derive(Clone, Copy, Default)]
struct Entry {
    cells: u64,
    kinds: u32,
    value: u8,
}

/// The solver of one thread: the graph of the position being solved and its cache.
pub struct Kayles {
    /// `closed[i]`: move `i` and every move it removes.
    closed: [u64; MAX_MOVES],
    /// `cells[i]`, `kind_bit[i]`: move `i`'s cells and its kind as a bit.
    cells: [u64; MAX_MOVES],
    kind_bit: [u32; MAX_MOVES],
    /// The sets left by the moves of the positions being searched.
    stack: Vec<u64>,
    /// Builds `closed` from the moves.
    conflicts: ReplyCounter,
    cache: Vec<Entry>,
    /// Nodes visited, for the prover's count.
    pub nodes: u64,
}

impl Default for Kayles {
    fn default() -> Kayles {
        Kayles {
            closed: [0; MAX_MOVES],
            cells: [0; MAX_MOVES],
            kind_bit: [0; MAX_MOVES],
            stack: Vec::new(),
            conflicts: ReplyCounter::default(),
            cache: vec![Entry::default(); 1 << CACHE_BITS],
            nodes: 0,
        }
    }
}

/// Whether the position's game is node Kayles on its moves: each kind left has one item.
pub fn applies(game: &CompiledGame, node: Node, moves: usize) -> bool {
    moves <= MAX_MOVES && (game.kinds.iter()).all(|k| (node.pool & k.items).count_ones() <= 1)
}

impl Kayles {
    /// Whether the player to move wins at `node` (normalized: its empty cells are those
    /// its moves cover, its pool the kinds that still fit), when the cache already holds
    /// it: its key is those cells and kinds, as for any set of its moves.
    pub fn known(&self, game: &CompiledGame, node: Node) -> Option<bool> {
        let kinds = kinds_in(game, node.pool).fold(0, |bits, k| bits | 1 << k);
        self.cached((!node.occupied, kinds)).map(|value| value != 0)
    }

    /// A winning move at the position whose legal moves are `moves`, of at most `kinds`
    /// kinds (see [`applies`]), or `None` when the player to move loses.
    pub fn winning_move(&mut self, kinds: usize, moves: &[(u32, Placement)]) -> Option<Placement> {
        self.build(kinds, moves);
        let all = mask_below(moves.len());
        if !self.wins(all) {
            return None;
        }
        let i = (0..moves.len()).find(|&i| !self.wins(all & !self.closed[i]));
        Some(moves[i.expect("a winning position has a winning move")].1)
    }

    /// Lays out the conflict graph of `moves`, of at most `kinds` kinds.
    fn build(&mut self, kinds: usize, moves: &[(u32, Placement)]) {
        self.conflicts.closed_sets(kinds, moves, &mut self.closed);
        for (i, (_, m)) in moves.iter().enumerate() {
            self.cells[i] = m.cells;
            self.kind_bit[i] = 1 << m.kind;
        }
    }

    /// Whether the player to move wins with the moves `set` left. A move that leaves
    /// nothing wins at once. Else the cache is asked before the parts are found: only
    /// connected sets are stored, and the key fixes the moves, hence whether they are
    /// connected. A connected set not in the cache is searched; a set of several parts
    /// gets the XOR of their values.
    fn wins(&mut self, set: u64) -> bool {
        if set.count_ones() <= 1 {
            return set != 0;
        }
        // The key is gathered in the same pass that looks for a move leaving nothing (as
        // `key` would, in a second pass over the moves).
        let (mut cells, mut kinds) = (0, 0);
        let mut rest = set;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if set & !self.closed[i] == 0 {
                return true;
            }
            cells |= self.cells[i];
            kinds |= self.kind_bit[i];
        }
        let key = (cells, kinds);
        if let Some(value) = self.cached(key) {
            return value != 0;
        }
        if self.part_of(set) == set {
            self.connected_wins(set, key)
        } else {
            self.grundy(set) != 0
        }
    }

    /// The Grundy value of `set`: the XOR of its parts'.
    fn grundy(&mut self, mut set: u64) -> u8 {
        let mut value = 0;
        while set != 0 {
            let part = self.part_of(set);
            set &= !part;
            value ^= self.connected_grundy(part);
        }
        value
    }

    /// The vertices of `set` joined to its lowest one by a path inside `set`.
    fn part_of(&self, set: u64) -> u64 {
        let mut part = set & set.wrapping_neg();
        let mut frontier = part;
        while frontier != 0 {
            let mut grown = 0;
            for_each_bit(frontier, |i| grown |= self.closed[i]);
            let new = grown & set & !part;
            part |= new;
            frontier = new;
        }
        part
    }

    /// Whether the player to move wins on a connected `set` with no move that leaves
    /// nothing, whose cache key is `key`: some move leaves a set of value zero. The moves
    /// are tried in their listed order (kind, orientation, place), which took fewer nodes
    /// and less time than trying those that leave fewest replies first.
    fn connected_wins(&mut self, set: u64, key: (u64, u32)) -> bool {
        let base = self.stack.len();
        for_each_bit(set, |i| self.stack.push(set & !self.closed[i]));
        let wins = self.some_move_wins(base);
        self.remember(key, if wins { WINS_ONLY } else { 0 });
        self.stack.truncate(base);
        wins
    }

    /// Whether one of the sets on the stack from `base` up (none empty) is lost for its
    /// player to move.
    fn some_move_wins(&mut self, base: usize) -> bool {
        self.nodes += 1;
        let end = self.stack.len();
        (base..end).any(|j| !self.wins(self.stack[j]))
    }

    /// The Grundy value of a connected `set`: the least value no move leaves.
    fn connected_grundy(&mut self, set: u64) -> u8 {
        let key = self.key(set);
        if let Some(value) = self.cached(key).filter(|&v| v != WINS_ONLY) {
            return value;
        }
        self.nodes += 1;
        let mut seen = 0u64;
        for_each_bit(set, |i| seen |= 1 << self.grundy(set & !self.closed[i]));
        let value = (!seen).trailing_zeros() as u8;
        self.remember(key, value);
        value
    }

    /// The cache key of `set`: the cells its moves cover and their kinds.
    fn key(&self, set: u64) -> (u64, u32) {
        let (mut cells, mut kinds) = (0, 0);
        for_each_bit(set, |i| {
            cells |= self.cells[i];
            kinds |= self.kind_bit[i];
        });
        (cells, kinds)
    }

    fn slot((cells, kinds): (u64, u32)) -> usize {
        let mut h = cells ^ u64::from(kinds).rotate_left(31);
        h = (h ^ h >> 29).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> (64 - CACHE_BITS)) as usize
    }

    fn cached(&self, key: (u64, u32)) -> Option<u8> {
        let entry = self.cache[Kayles::slot(key)];
        (entry.cells == key.0 && entry.kinds == key.1).then_some(entry.value)
    }

    fn remember(&mut self, (cells, kinds): (u64, u32), value: u8) {
        self.cache[Kayles::slot((cells, kinds))] = Entry {
            cells,
            kinds,
            value,
        };
    }
}

/// The lowest `n` bits.
fn mask_below(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1 << n) - 1 }
}

/// Calls `f` with the index of every set bit of `bits`, lowest first.
#[inline]
fn for_each_bit(mut bits: u64, mut f: impl FnMut(usize)) {
    while bits != 0 {
        f(bits.trailing_zeros() as usize);
        bits &= bits - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kinds of the test graphs: one per move.
    const KINDS: usize = 32;

    /// A path of `n` moves: move `i` covers cells `i` and `i + 1` and has a kind of its
    /// own, so it conflicts with moves `i - 1` and `i + 1` only.
    fn path(n: usize) -> Vec<(u32, Placement)> {
        (0..n)
            .map(|i| {
                let cells = 0b11 << i;
                (
                    0,
                    Placement {
                        cells,
                        kind: i as u8,
                    },
                )
            })
            .collect()
    }

    #[test]
    fn paths_have_the_grundy_values_of_dawsons_chess() {
        // Node Kayles on a path is the octal game 0.137, Dawson's chess: OEIS A002187.
        let dawson = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
            4, 5, 2,
        ];
        let mut kayles = Kayles::default();
        for (n, &value) in dawson.iter().enumerate().skip(1) {
            kayles.build(KINDS, &path(n));
            assert_eq!(kayles.grundy(mask_below(n)), value, "a path of {n}");
            let wins = kayles.winning_move(KINDS, &path(n)).is_some();
            assert_eq!(wins, value != 0, "a path of {n}");
        }
    }

    #[test]
    fn two_paths_side_by_side_win_when_their_values_differ() {
        // Paths of 3 and 5 (values 2 and 3) win; of 5 and 9 (3 and 3) lose.
        for (a, b, wins) in [(3, 5, true), (5, 9, false), (1, 2, false), (4, 8, false)] {
            let mut moves = path(a);
            let second = path(b).into_iter().map(|(c, m)| {
                let shifted = Placement {
                    cells: m.cells << (a + 1),
                    kind: m.kind + a as u8,
                };
                (c, shifted)
            });
            moves.extend(second);
            let found = Kayles::default().winning_move(KINDS, &moves);
            assert_eq!(found.is_some(), wins, "paths of {a} and {b}");
        }
    }

    #[test]
    fn one_solver_keeps_its_answers_right_from_position_to_position() {
        // The cache outlives a position and is asked before the parts are found: a path of
        // n, then paths of a and b side by side, all on one solver, must still agree with
        // Dawson's chess (0.137: values 1 1 2 0 3 1 1 0 3 3 for paths of 1 to 10).
        let dawson = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3];
        let mut kayles = Kayles::default();
        for a in 1..=10 {
            for b in 1..=10 {
                let mut moves = path(a);
                moves.extend(path(b).into_iter().map(|(c, m)| {
                    let cells = m.cells << (a + 1);
                    let kind = m.kind + a as u8;
                    (c, Placement { cells, kind })
                }));
                let wins = dawson[a] != dawson[b];
                let found = kayles.winning_move(KINDS, &moves).is_some();
                assert_eq!(found, wins, "paths of {a} and {b}");
                let alone = kayles.winning_move(KINDS, &path(b)).is_some();
                assert_eq!(alone, dawson[b] != 0, "a path of {b}");
            }
        }
    }

    #[test]
    fn the_winning_move_found_is_the_only_one() {
        // A path of 5: the middle move leaves two single moves (1 XOR 1 = 0); the moves
        // next to it leave a path of 2 (value 1), the end moves a path of 3 (value 2).
        let moves = path(5);
        let found = Kayles::default().winning_move(KINDS, &moves).unwrap();
        assert_eq!(found.cells, 0b11 << 2);
    }
}
