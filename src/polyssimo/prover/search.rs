//! The boolean search at the heart of the prover: does the player to move win? A
//! depth-first AND/OR search over placements generated a whole orientation at a time
//! (the origins where an orientation fits are one AND of shifted words), trying first the
//! replies that leave the opponent fewest moves, with cheap endings (no move at all; a
//! move that leaves no reply; two pieces left; moves that can no longer interfere,
//! decided by parity; at most 64 moves of single pieces, solved as node Kayles) and the
//! shared table for positions already proven, looked up for every child high in the tree.
//! A move is skipped when it was the reply that beat an earlier sibling: the pool is
//! shared, so the sibling is then its winning answer.

use super::game::CompiledGame;
use super::kayles::{self, Kayles};
use super::moves::{Node, Placement, fits, has_move, kinds_in, normalize, play};
use super::replies::ReplyCounter;
use super::symmetry::Symmetries;
use super::table::Table;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The search was told to stop before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// Positions with fewer pieces left than this are not stored: they are cheaper to
/// search again than to look up.
const TABLE_MIN_PIECES: u32 = 3;

/// Positions with fewer pieces left than this try their moves in board order, checking
/// only whether one leaves no reply: so near the end, counting every reply costs more
/// than the order saves (measured on the 10-left bench set).
const ORDER_MIN_PIECES: u32 = 5;

/// Positions with at least this many pieces left look up every child in the table before
/// searching any (an enhanced transposition cutoff): a child already proven lost for the
/// opponent wins at once. It pays only high in the tree, where a subtree is large: a move
/// followed by a reply reaches the same position as the reply followed by the move, so a
/// refutation found for one move often settles a sibling (measured on one thread on the
/// 11-left bench position: from 9 pieces it saves 5% of the nodes and 10% of the time;
/// from 8 it saves more nodes but the lookups cost more time than they save).
const ETC_MIN_PIECES: u32 = 9;

/// The mark of a move known to lose, in place of its reply count.
const BEATEN: u32 = u32::MAX;

/// The parity ending is tried on positions with at most this many moves.
const PARITY_MAX_MOVES: usize = 12;

/// When no two legal placements share a cell, each kind is placed as often as it has
/// items and places left, whatever the order: the player to move wins if that total is
/// odd.
fn parity_ending(game: &CompiledGame, node: Node, moves: &[(u32, Placement)]) -> Option<bool> {
    let mut union = 0u64;
    let mut cells = 0;
    for (_, m) in moves {
        union |= m.cells;
        cells += game.kinds[m.kind as usize].size;
    }
    if union.count_ones() != cells {
        return None;
    }
    let total: u32 = kinds_in(game, node.pool)
        .map(|k| {
            let places = moves.iter().filter(|m| m.1.kind as usize == k).count() as u32;
            places.min((node.pool & game.kinds[k].items).count_ones())
        })
        .sum();
    Some(total % 2 == 1)
}

/// What the search threads share: the game, the table, a stop flag and a node count.
#[derive(Clone, Copy)]
pub struct Shared<'a> {
    pub game: &'a CompiledGame,
    pub symmetries: &'a Symmetries,
    pub table: &'a Table,
    /// Set to make every search return [`Stopped`] soon.
    pub stop: &'a AtomicBool,
    /// Nodes searched so far by every thread (updated every few thousand nodes).
    pub nodes: &'a AtomicU64,
}

/// How many nodes a thread searches between looks at the stop flag.
const CHECK_EVERY: u64 = 1 << 14;

/// One search thread.
pub struct Searcher<'a> {
    game: &'a CompiledGame,
    symmetries: &'a Symmetries,
    table: &'a Table,
    stop: &'a AtomicBool,
    shared_nodes: &'a AtomicU64,
    /// Nodes this searcher has visited.
    pub nodes: u64,
    reported: u64,
    buffers: Vec<Vec<(u32, Placement)>>,
    /// At each ply, the cells of the last two different moves that won there, latest
    /// first: tried first next time.
    killers: Vec<[u64; 2]>,
    replies: ReplyCounter,
    /// The winning move of the position searched last, when it was won by a known move.
    refuter: Option<Placement>,
    kayles: Kayles,
}

impl<'a> Searcher<'a> {
    pub fn new(shared: Shared<'a>) -> Searcher<'a> {
        Searcher {
            game: shared.game,
            symmetries: shared.symmetries,
            table: shared.table,
            stop: shared.stop,
            shared_nodes: shared.nodes,
            nodes: 0,
            reported: 0,
            buffers: Vec::new(),
            killers: Vec::new(),
            replies: ReplyCounter::default(),
            refuter: None,
            kayles: Kayles::default(),
        }
    }

    /// Makes the search watch `stop` from now on instead of the flag it was made with.
    pub fn set_stop(&mut self, stop: &'a AtomicBool) {
        self.stop = stop;
    }

    /// Whether the player to move at `node` wins.
    pub fn wins(&mut self, node: Node) -> Result<bool, Stopped> {
        let result = self.search(node, 0);
        self.report_nodes();
        result
    }

    fn report_nodes(&mut self) {
        self.shared_nodes
            .fetch_add(self.nodes - self.reported, Ordering::Relaxed);
        self.reported = self.nodes;
    }

    fn search(&mut self, node: Node, ply: usize) -> Result<bool, Stopped> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.report_nodes();
            if self.stop.load(Ordering::Relaxed) {
                return Err(Stopped);
            }
        }
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut children = std::mem::take(&mut self.buffers[ply]);
        self.refuter = None;
        let outcome = self.search_children(node, ply, &mut children);
        self.buffers[ply] = children;
        if outcome != Ok(true) {
            self.refuter = None;
        }
        outcome
    }

    /// Lists the moves, settles the position if it can without search, then looks it up
    /// and searches it.
    fn search_children(
        &mut self,
        node: Node,
        ply: usize,
        children: &mut Vec<(u32, Placement)>,
    ) -> Result<bool, Stopped> {
        let game = self.game;
        let node = match list_children(game, node, children) {
            Some(live) => live,
            None => return Ok(false),
        };
        if children.len() <= PARITY_MAX_MOVES
            && let Some(result) = parity_ending(game, node, children)
        {
            // An odd total: any move leaves the opponent an even one, so any move wins.
            self.refuter = result.then_some(children[0].1);
            return Ok(result);
        }
        if kayles::applies(game, node, children.len()) {
            // Cheaper to solve again than to look up: such positions are not stored in the
            // table. The ending's own cache may know the position: then no winning move is
            // named, and only the marking of beaten siblings goes without.
            if let Some(wins) = self.kayles.known(game, node) {
                return Ok(wins);
            }
            return Ok(self.kayles_ending(children));
        }
        let key = (node.pool.count_ones() >= TABLE_MIN_PIECES)
            .then(|| self.symmetries.canonical(node.occupied));
        if let Some(board) = key
            && let Some(result) = self.table.probe(board, node.pool)
        {
            return Ok(result);
        }
        let before = self.nodes;
        let result = self.first_winning(node, ply, children)?;
        if let Some(board) = key {
            self.table
                .store(board, node.pool, result, self.nodes - before + 1);
        }
        Ok(result)
    }

    /// Solves the position as node Kayles, counting its nodes and leaving the winning move
    /// in `refuter`.
    fn kayles_ending(&mut self, children: &[(u32, Placement)]) -> bool {
        let before = self.kayles.nodes;
        self.refuter = self.kayles.winning_move(self.game.kinds.len(), children);
        self.nodes += self.kayles.nodes - before;
        self.refuter.is_some()
    }

    /// Whether some child is lost for the opponent: one leaving no reply wins at once;
    /// with two pieces left and no such move, the opponent places the last piece; high in
    /// the tree, one the table holds as lost wins; else the children are searched: the
    /// last two moves that won at this ply first (the same cut often refutes a sibling too),
    /// then by fewest replies when enough pieces are left, skipping the replies that beat
    /// earlier siblings. Leaves the winning move in `refuter` when there is one.
    fn first_winning(
        &mut self,
        node: Node,
        ply: usize,
        children: &mut [(u32, Placement)],
    ) -> Result<bool, Stopped> {
        let pieces = node.pool.count_ones();
        if let Some(m) = self.winning_at_once(node, children) {
            self.refuter = Some(m);
            return Ok(true);
        }
        if pieces == 2 {
            // Every move leaves the opponent one piece that still fits: they place it last.
            return Ok(false);
        }
        if pieces >= ETC_MIN_PIECES
            && let Some(m) = self.child_known_lost(node, children)
        {
            self.refuter = Some(m);
            return Ok(true);
        }
        self.killers_first(ply, children);
        self.search_in_order(node, ply, children)
    }

    /// Moves the last two moves that won at `ply` to the front, latest first, when they
    /// are legal here.
    fn killers_first(&mut self, ply: usize, children: &mut [(u32, Placement)]) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [0; 2]);
        }
        for killer in self.killers[ply].into_iter().rev() {
            if let Some(i) = children.iter().position(|c| c.1.cells == killer) {
                children[..=i].rotate_right(1);
            }
        }
    }

    /// Remembers `cells` as the latest move that won at `ply`.
    fn record_killer(&mut self, ply: usize, cells: u64) {
        let killers = &mut self.killers[ply];
        if killers[0] != cells {
            *killers = [cells, killers[0]];
        }
    }

    /// Searches the children in order for one lost for the opponent, skipping those
    /// marked beaten by an earlier sibling's refutation.
    fn search_in_order(
        &mut self,
        node: Node,
        ply: usize,
        children: &mut [(u32, Placement)],
    ) -> Result<bool, Stopped> {
        let game = self.game;
        for i in 0..children.len() {
            let (mark, m) = children[i];
            if mark == BEATEN {
                continue;
            }
            if !self.search(play(game, node, m), ply + 1)? {
                self.record_killer(ply, m.cells);
                self.refuter = Some(m);
                return Ok(true);
            }
            if let Some(reply) = self.refuter.take() {
                mark_beaten(&mut children[i + 1..], reply);
            }
        }
        Ok(false)
    }

    /// A move that leaves the opponent no reply. With enough pieces left, every move's
    /// replies are counted and, when no move wins at once, the moves sorted fewest first.
    fn winning_at_once(
        &mut self,
        node: Node,
        children: &mut [(u32, Placement)],
    ) -> Option<Placement> {
        let game = self.game;
        if node.pool.count_ones() < ORDER_MIN_PIECES {
            return (children.iter())
                .find(|c| !has_move(game, play(game, node, c.1)))
                .map(|c| c.1);
        }
        self.replies.count(game, node, children);
        if let Some(c) = children.iter().find(|c| c.0 == 0) {
            return Some(c.1);
        }
        children.sort_unstable_by_key(|&(replies, _)| replies);
        None
    }

    /// A child of `node` the table already holds as lost for its player to move.
    fn child_known_lost(&self, node: Node, children: &[(u32, Placement)]) -> Option<Placement> {
        children.iter().map(|c| c.1).find(|&m| {
            let after = normalize(self.game, play(self.game, node, m));
            let board = self.symmetries.canonical(after.occupied);
            after.pool.count_ones() >= TABLE_MIN_PIECES
                && self.table.probe(board, after.pool) == Some(false)
        })
    }
}

/// Marks a move known to lose: when move `m` is beaten by reply `r`, playing `r` first loses
/// too, to the reply `m`, since the pool is shared and both orders reach the same position.
/// (The mark takes the place of the move's reply count, no longer needed once sorted.)
fn mark_beaten(later: &mut [(u32, Placement)], reply: Placement) {
    if let Some(c) = later.iter_mut().find(|c| c.1 == reply) {
        c.0 = BEATEN;
    }
}

/// Fills `children` with the legal moves and returns the position with every cell no
/// move can reach filled and every piece that fits nowhere dropped (neither can ever be
/// played, so the value is the same and more positions meet in the table); `None` when
/// there is no move.
fn list_children(
    game: &CompiledGame,
    node: Node,
    children: &mut Vec<(u32, Placement)>,
) -> Option<Node> {
    children.clear();
    let mut live = 0u64;
    let mut pool = 0u32;
    for k in kinds_in(game, node.pool) {
        let kind = &game.kinds[k];
        let mut fits_somewhere = false;
        for o in kind.first..kind.end {
            let mut origins = fits(game, o, node.occupied);
            fits_somewhere |= origins != 0;
            let mask = game.orientations[o].mask;
            while origins != 0 {
                let origin = origins.trailing_zeros();
                origins &= origins - 1;
                live |= mask << origin;
                children.push((
                    0,
                    Placement {
                        cells: mask << origin,
                        kind: k as u8,
                    },
                ));
            }
        }
        if fits_somewhere {
            pool |= node.pool & kind.items;
        }
    }
    (!children.is_empty()).then_some(Node {
        occupied: !live,
        pool,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(cells: u64) -> (u32, Placement) {
        (7, Placement { cells, kind: 0 })
    }

    #[test]
    fn only_the_reply_that_beat_a_sibling_is_marked_beaten() {
        let mut later = [at(0b1), at(0b110), at(0b110 << 8)];
        mark_beaten(&mut later, at(0b110).1);
        assert_eq!(later.map(|c| c.0), [7, BEATEN, 7]);
        mark_beaten(&mut later, at(0b1000).1); // not among the later moves: nothing marked
        assert_eq!(later.map(|c| c.0), [7, BEATEN, 7]);
    }
}
