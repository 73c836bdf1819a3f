//! The endgame solver's search: fail-soft alpha-beta over normalised nodes, to the end of
//! every line, with the value always for the root player (they maximise; with 3-4 players
//! the others minimise together: the paranoid search). Null-window calls of it prove
//! bounds (see `solve`); the table keeps the bounds proved for each position. Moves are
//! tried the table's best first (before the others are even ordered), then the one scored
//! best (bigger pieces first, then those leaving the next player fewest replies, see
//! `order`, then by the history of cutoffs), then the last moves that cut at the same ply
//! (`killers`), then the rest as scored; with 2 players a move no better than another is
//! skipped (see `dominance`). A node whose value cannot reach the window (every player's
//! cells left lie between their dead cells and their hand less its free pieces, and less
//! the biggest piece the player to move may place now, on their side of the range, and,
//! when sure, the biggest or else the smallest the next player may place, on theirs) is
//! cut without a move, and so is one whose value cannot reach it once a player's room is
//! replaced by the most cells their pieces can cover together (see `pack`); a node where
//! no two players' pieces reach a common cell is worth what each player's best packing
//! leaves (unless it is a tie); a node where every piece left is free is played out
//! without search. The cuts made before any move are in `cuts`.

mod cuts;
mod killers;

use super::bounds::placed_next;
use super::dominance::Kills;
use super::node::{Compiled, Key, Layer, Node};
use super::order::{Replies, listed, next_player};
use super::pack::Packings;
use super::table::{Bounds, Table};
use crate::polyssimo::rules::{Placing, State};
use killers::{KILLERS, Killers, NONE};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Positions with at least this many pieces left bound their value with packings (from 5
/// or 7 the seed-23 position needed 14% or 44% more nodes and more time).
const PACK_MIN_PIECES: u32 = 3;

/// Beyond any value.
pub const INFINITE: i32 = 10_000;

/// Positions with fewer pieces left than this are not stored: searching them again costs
/// less than looking them up.
const TABLE_MIN_PIECES: u32 = 3;

/// Positions with at least this many pieces left order their moves by the next player's
/// replies each takes away (see `order`); below, by the cells taken from the others' reach
/// (the two cost about the same there: measured on the 16-left bench positions).
const ORDER_MIN_PIECES: u32 = 5;

/// When to give up: when `stop` is set, at the deadline, or after `nodes` nodes (of each
/// thread; a node budget keeps a single-threaded search deterministic). `counted`, when
/// given, gathers every thread's nodes as they are searched (at each check, every 1024
/// nodes or so), for a live progress display.
#[derive(Clone, Copy, Debug, Default)]
pub struct Control<'a> {
    pub stop: Option<&'a AtomicBool>,
    pub deadline: Option<Instant>,
    pub nodes: Option<u64>,
    pub counted: Option<&'a AtomicU64>,
}

/// The search's state; buffers are made once, so the search allocates nothing.
pub struct Searcher<'a> {
    pub compiled: &'a Compiled,
    pub table: &'a Table,
    root: usize,
    control: Control<'a>,
    /// Set when another thread has made this thread's work useless.
    abort: Option<&'a AtomicBool>,
    /// The live placements of the node at each ply.
    layers: Vec<Layer>,
    /// The ordered moves (score, live index) at each ply.
    orders: Vec<Vec<(u64, u32)>>,
    /// The placements each move made at a ply takes away (2 players: see `dominance`).
    kills: Vec<Kills>,
    replies: Replies,
    packings: Packings,
    history: Vec<u32>,
    killers: Killers,
    pub nodes: u64,
    /// The nodes already added to `control.counted`.
    nodes_counted: u64,
    pub stopped: bool,
}

impl<'a> Searcher<'a> {
    /// A searcher for the root of `state`.
    pub fn new(
        compiled: &'a Compiled,
        table: &'a Table,
        state: &State,
        control: Control<'a>,
    ) -> (Searcher<'a>, Node) {
        let mut first = Layer::with_capacity(compiled.masks.len());
        let root = compiled.root(state, &mut first);
        let plies = root.pieces() as usize + 2;
        let capacity = first.live.len();
        let mut layers = vec![first];
        layers.extend((1..plies).map(|_| Layer::with_capacity(capacity)));
        let searcher = Searcher {
            compiled,
            table,
            root: usize::from(root.to_move),
            control,
            abort: None,
            orders: vec![Vec::with_capacity(capacity); plies],
            kills: (0..plies).map(|_| Kills::default()).collect(),
            layers,
            replies: Replies::default(),
            packings: Packings::default(),
            history: vec![0; compiled.masks.len()],
            killers: Killers::new(plies),
            nodes: 0,
            nodes_counted: 0,
            stopped: false,
        };
        (searcher, root)
    }

    /// The value of a finished game for the root player: twice (the fewest cells another
    /// player has left minus theirs), and on a tie for fewest +1 if the tie-break (the tied
    /// player who placed last) gives them the win, -1 if a rival, 0 if nobody is known.
    pub fn final_value(&self, node: &Node) -> i32 {
        let left = |p: usize| i32::from(node.dead[p]);
        let mine = left(self.root);
        let players = usize::from(self.compiled.players);
        let others = (0..players).filter(|&p| p != self.root);
        let best_other = others.map(left).min().unwrap_or(mine);
        if best_other != mine {
            return 2 * (best_other - mine);
        }
        let tied = |p: usize| left(p) == mine;
        match node.recency.and_then(|r| r.latest(tied)) {
            Some(w) if w == self.root => 1,
            Some(_) => -1,
            None => 0,
        }
    }

    fn must_stop(&mut self) -> bool {
        if self.nodes.is_multiple_of(1024) {
            // Every node since the last check: the nodes that end the game or leave only
            // free moves return before this check, so checks are further apart than 1024.
            if let Some(counted) = self.control.counted {
                counted.fetch_add(self.nodes - self.nodes_counted, Ordering::Relaxed);
                self.nodes_counted = self.nodes;
            }
            let set = |flag: Option<&AtomicBool>| flag.is_some_and(|s| s.load(Ordering::Relaxed));
            let asked = set(self.control.stop) || set(self.abort);
            let late = self.control.deadline.is_some_and(|d| Instant::now() >= d);
            let spent = self.control.nodes.is_some_and(|n| self.nodes >= n);
            self.stopped |= asked || late || spent;
        }
        self.stopped
    }

    /// The node's key in the table and its lead in dead cells (see `Node::table_key`).
    pub fn table_key(&self, node: &Node) -> (Key, i16) {
        node.table_key(self.root, self.compiled.players)
    }

    /// The root player.
    pub fn root_player(&self) -> usize {
        self.root
    }

    /// Lifts the deadline and the node budget (a stop still counts).
    pub fn unlimit(&mut self) {
        self.control.deadline = None;
        self.control.nodes = None;
    }

    /// Starts a new test: not stopped, stopped early when `abort` is set.
    pub fn restart(&mut self, abort: Option<&'a AtomicBool>) {
        self.abort = abort;
        self.stopped = false;
    }

    /// The node's value if it lies in `alpha..beta`, else a bound beyond the window on
    /// the same side (fail-soft). Meaningless once `stopped` is set.
    pub fn search(&mut self, ply: usize, node: &Node, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if node.is_over() {
            return self.final_value(node);
        }
        if node.only_free() {
            return self.final_value(&self.compiled.forced_end(node));
        }
        if self.must_stop() {
            return 0;
        }
        let (low, high) = self.cheap_range(node, (0, 0));
        if high <= alpha || low >= beta {
            return if high <= alpha { high } else { low };
        }
        // Positions with few pieces are not stored: not even their key is made.
        let stored = (node.pieces() >= TABLE_MIN_PIECES).then(|| self.table_key(node));
        let known = stored.and_then(|(key, lead)| self.table.probe(&key, lead));
        if let Some(b) = known {
            let (lower, upper) = (i32::from(b.lower), i32::from(b.upper));
            if lower >= beta || upper <= alpha || lower == upper {
                return if lower >= beta { lower } else { upper };
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        if let Some(value) = self.cut_before_moves(ply, node, (alpha, beta)) {
            return value;
        }
        let start = self.nodes;
        let (best, best_move) = self.children(ply, node, alpha, beta, known.and_then(|b| b.best));
        if let Some((key, lead)) = stored
            && !self.stopped
        {
            let bounds = Bounds {
                lower: if best > alpha { best } else { -INFINITE } as i16,
                upper: if best < beta { best } else { INFINITE } as i16,
                best: best_move,
            };
            // The table keeps the bounds that cost more nodes to prove.
            let weight = u64::BITS - (self.nodes - start + 1).leading_zeros();
            self.table.store(&key, lead, weight, merge(known, bounds));
        }
        best
    }

    /// The node's value, or a bound beyond `window`, when one follows without a move:
    /// the players' pieces apart, the cheap range once the next player places a piece
    /// too, or the range with each player's room replaced by their best packing.
    fn cut_before_moves(&mut self, ply: usize, node: &Node, window: (i32, i32)) -> Option<i32> {
        if node.pieces() >= PACK_MIN_PIECES
            && !node.contested
            && let Some(value) = self.apart(ply, node)
        {
            return Some(value);
        }
        let next = placed_next(self.compiled, node);
        if let Some(bound) = self.next_cut(ply, node, window, next) {
            return Some(bound);
        }
        if node.pieces() >= PACK_MIN_PIECES {
            return self.packed_cut(ply, node, window, next);
        }
        None
    }

    /// Searches the children, best first: the best value and its move. The table's move,
    /// if any, is searched before the others are ordered: when it cuts, they never are.
    /// Otherwise the move scored best is searched before the rest are sorted (sorting was
    /// about 5 % of the time in a profile, and most nodes cut with their first move).
    /// When the scored best does not cut either, the ply's killer moves come next.
    fn children(
        &mut self,
        ply: usize,
        node: &Node,
        alpha: i32,
        beta: i32,
        hint: Option<Placing>,
    ) -> (i32, Option<Placing>) {
        let maximising = usize::from(node.to_move) == self.root;
        let mut best = Best {
            value: if maximising { -INFINITE } else { INFINITE },
            mv: None,
            alpha,
            beta,
            maximising,
        };
        let skipping = self.kills[ply].start(self.compiled, &self.layers[ply], node);
        let first = hint.and_then(|mv| (self.compiled).live_index(node, &self.layers[ply], mv));
        if let Some(index) = first
            && self.visit(ply, node, index, &mut best)
        {
            return (best.value, best.mv);
        }
        self.order(ply, node, None);
        // Where the table's move did not cut, the node is likely to need every move: all
        // are sorted at once. Either way they are sorted before the dominance check first
        // looks at the order (it indexes the moves by their place in it).
        let sort_at = match first {
            Some(_) => 0,
            None => best_first(&mut self.orders[ply]),
        };
        let mut killed = [NONE; KILLERS];
        for at in 0..self.orders[ply].len() {
            if at == sort_at {
                sort_from(&mut self.orders[ply], at);
            }
            if at == 1 && self.killers_cut(ply, node, first, &mut killed, &mut best) {
                return (best.value, best.mv);
            }
            let index = self.orders[ply][at].1;
            let tried = first.is_some() || at > 0;
            if Some(index) == first
                || killed.contains(&index)
                || skipping && tried && self.dominated(ply, at)
            {
                continue;
            }
            if self.visit(ply, node, index, &mut best) {
                break;
            }
        }
        (best.value, best.mv)
    }

    /// Searches the ply's killer moves that are live here and not searched yet (neither
    /// the table's move `first` nor the best-scored): true when the node's search is over.
    /// `searched` gets the moves searched, to be skipped in the order.
    fn killers_cut(
        &mut self,
        ply: usize,
        node: &Node,
        first: Option<u32>,
        searched: &mut [u32; KILLERS],
        best: &mut Best,
    ) -> bool {
        let done = [first.unwrap_or(NONE), self.orders[ply][0].1];
        for (slot, killer) in self.killers.row(ply).into_iter().enumerate() {
            if killer == NONE || done.contains(&killer) {
                continue;
            }
            let mv = self.compiled.moves[killer as usize];
            let Some(index) = self.compiled.live_index(node, &self.layers[ply], mv) else {
                continue;
            };
            searched[slot] = index;
            if self.visit(ply, node, index, best) {
                return true;
            }
        }
        false
    }

    /// Whether the move at `at` in the node's order is no better than another searched
    /// (see `dominance`).
    fn dominated(&mut self, ply: usize, at: usize) -> bool {
        let (compiled, layer, order) = (self.compiled, &self.layers[ply], &self.orders[ply]);
        self.kills[ply].dominated(compiled, layer, order, at)
    }

    /// Searches the child after live placement `index` and updates `best`: true when the
    /// search of the node is over (a cutoff, or stopped).
    fn visit(&mut self, ply: usize, node: &Node, index: u32, best: &mut Best) -> bool {
        let child = self.child(ply, node, index);
        let value = self.search(ply + 1, &child, best.alpha, best.beta);
        if self.stopped {
            return true;
        }
        best.update(value, self.compiled.moves[index as usize]);
        if best.alpha < best.beta {
            return false;
        }
        let bonus = node.pieces() * node.pieces();
        self.history[index as usize] = self.history[index as usize].saturating_add(bonus);
        self.killers.remember(ply, index);
        true
    }

    /// The child after live placement `index`, its live placements at `ply + 1`.
    pub fn child(&mut self, ply: usize, node: &Node, index: u32) -> Node {
        let (here, below) = self.layers.split_at_mut(ply + 1);
        self.compiled.play(node, &here[ply], index, &mut below[0])
    }

    /// Fills `orders[ply]` with the mover's placements (those `listed`), scored (not yet
    /// sorted: see `sort_from`, `best_first`), the higher the better: the table's move,
    /// then by size, then by the next player's replies taken away (with enough pieces
    /// left) or the cells taken from the other players' reach, then by history.
    fn order(&mut self, ply: usize, node: &Node, hint: Option<Placing>) {
        let (compiled, layer) = (self.compiled, &self.layers[ply]);
        let player = usize::from(node.to_move);
        let rivals = (0..4)
            .filter(|&p| p != player)
            .fold(0, |all, p| all | node.hands[p]);
        let others = layer.reach_of(rivals);
        let counting = node.pieces() >= ORDER_MIN_PIECES;
        if counting {
            let next = next_player(compiled, node);
            self.replies.index(compiled, layer, node, next);
        }
        let order = &mut self.orders[ply];
        listed(compiled, layer, node, order);
        for (score, i) in order.iter_mut() {
            let (mask, mv) = (&compiled.masks[*i as usize], compiled.moves[*i as usize]);
            if Some(mv) == hint {
                *score = u64::MAX;
                continue;
            }
            // Near the end, the reach taken orders the moves for less than counting. The
            // count gets 16 bits: early in open positions a move can take more than 255
            // replies, and capped at 255 such moves tied (strong 22: 37 % more nodes).
            let second = match counting {
                true => self.replies.taken(mask).min(65_535),
                false => mask.and(&others).count(),
            };
            let size = compiled.sizes[usize::from(mv.piece)];
            let history = self.history[*i as usize];
            *score = u64::from(size) << 48 | u64::from(second) << 32 | u64::from(history);
        }
    }

    /// The moves the node's player may make, in search order (live indices), less those
    /// no better than one before them (with 2 players, see `dominance`): the best value
    /// is among those left.
    pub fn moves(&mut self, ply: usize, node: &Node) -> Vec<u32> {
        let (key, lead) = self.table_key(node);
        let hint = self.table.probe(&key, lead).and_then(|b| b.best);
        self.order(ply, node, hint);
        sort_from(&mut self.orders[ply], 0);
        let (compiled, layer) = (self.compiled, &self.layers[ply]);
        let skipping = self.kills[ply].start(compiled, layer, node);
        let order = &self.orders[ply];
        let kills = &mut self.kills[ply];
        (0..order.len())
            .filter(|&at| !skipping || !kills.dominated(compiled, layer, order, at))
            .map(|at| order[at].1)
            .collect()
    }
}

/// Sorts the moves of `order` from `start` on, best (highest score) first.
fn sort_from(order: &mut [(u64, u32)], start: usize) {
    order[start..].sort_unstable_by_key(|b| std::cmp::Reverse(b.0));
}

/// Puts a move of the highest score (the first listed, on a tie) first, leaving the others
/// unsorted: where the first move cuts, the rest are never sorted. Returns where the
/// unsorted moves start.
fn best_first(order: &mut [(u64, u32)]) -> usize {
    let best = (0..order.len()).max_by_key(|&at| (order[at].0, std::cmp::Reverse(at)));
    if let Some(at) = best {
        order.swap(0, at);
    }
    1
}

/// The best value found at a node so far, its move, and the window it narrows.
struct Best {
    value: i32,
    mv: Option<Placing>,
    alpha: i32,
    beta: i32,
    maximising: bool,
}

impl Best {
    /// Takes in a child's value.
    fn update(&mut self, value: i32, mv: Placing) {
        let better = match self.maximising {
            true => value > self.value,
            false => value < self.value,
        };
        if better {
            (self.value, self.mv) = (value, Some(mv));
        }
        match self.maximising {
            true => self.alpha = self.alpha.max(value),
            false => self.beta = self.beta.min(value),
        }
    }
}

/// New bounds tightened by those already known.
pub fn merge(known: Option<Bounds>, new: Bounds) -> Bounds {
    match known {
        Some(old) => Bounds {
            lower: new.lower.max(old.lower),
            upper: new.upper.min(old.upper),
            best: new.best.or(old.best),
        },
        None => new,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: the highest score goes first (the earlier of two equal ones), the rest
    /// keep their places until sorted, then follow highest first.
    #[test]
    fn the_best_move_goes_first_and_the_rest_are_sorted_later() {
        let mut order = [(3, 10), (7, 11), (1, 12), (7, 13), (5, 14)];
        assert_eq!(best_first(&mut order), 1);
        assert_eq!(order, [(7, 11), (3, 10), (1, 12), (7, 13), (5, 14)]);
        sort_from(&mut order, 1);
        assert_eq!(order, [(7, 11), (7, 13), (5, 14), (3, 10), (1, 12)]);
        let mut none: [(u64, u32); 0] = [];
        assert_eq!(best_first(&mut none), 1);
    }
}
