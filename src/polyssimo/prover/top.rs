//! The top two levels of a proof, laid out for sharing the work: the root's distinct moves
//! (up to symmetry), each with the distinct positions its replies lead to. A move wins
//! when every one of those positions is a win for the root player, and is refuted by any
//! that is a loss. The positions two moves down (the frontier) are the units of work that
//! threads, jobs and checkpoints deal in; a position reached by several lines is listed
//! once.
//!
//! Listing every move's replies means normalizing about a million positions ten pieces
//! from the end, far more than many proofs then search: a proof that stops at its first
//! winning move needs only the moves it reaches. So a top may list its moves one by one as
//! they are needed ([`Top::moves_only`], then [`Top::list`]); the positions and their
//! order under each move are the same either way, only their numbering differs.

use super::game::CompiledGame;
use super::moves::{Node, Placement, mobility, normalize, placements, play};
use super::symmetry::Symmetries;
use crate::fast_hash::BuildFast;
use std::collections::{HashMap, HashSet};
use std::time::Instant;

/// How a root move came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveValue {
    /// Every reply leads to a win for the root player.
    Wins,
    /// This frontier position is a win for the opponent.
    Refuted(usize),
    /// Not finished (stopped, or not reached).
    Unknown,
}

/// A position's key: its normalized board's least symmetric image, and its pool.
pub type Key = (u64, u32);

/// The key of a position.
pub fn key_of(game: &CompiledGame, symmetries: &Symmetries, node: Node) -> Key {
    let normal = normalize(game, node);
    (symmetries.canonical(normal.occupied), normal.pool)
}

/// One distinct move at the root.
#[derive(Clone, Debug)]
pub struct Group {
    pub placement: Placement,
    /// How many replies the opponent has (0: the move wins at once).
    pub replies: u32,
    /// The frontier positions its replies lead to, likeliest refutation first (empty until
    /// the move is listed: see [`Top::list`]).
    pub frontier: Vec<usize>,
    /// The cells of the reply leading to each of them.
    pub reply_cells: Vec<u64>,
    /// Whether `frontier` and `reply_cells` are filled in.
    pub listed: bool,
}

/// The top of a proof.
#[derive(Clone, Debug)]
pub struct Top {
    pub root: Node,
    pub groups: Vec<Group>,
    pub frontier: Vec<Node>,
    pub keys: Vec<Key>,
    /// Each frontier position's index, by its key, so that a move listed later finds the
    /// positions it shares with the moves listed before it.
    index: HashMap<Key, usize, BuildFast>,
}

impl Top {
    /// Lays out the top of the proof of `root`, every move listed.
    pub fn new(game: &CompiledGame, symmetries: &Symmetries, root: Node) -> Top {
        Top::lay_out(game, symmetries, root, None).expect("no deadline to pass")
    }

    /// A top with no moves.
    pub fn empty(root: Node) -> Top {
        Top::with_groups(root, Vec::new())
    }

    /// A top with these moves and no frontier position yet.
    pub fn with_groups(root: Node, groups: Vec<Group>) -> Top {
        Top {
            root,
            groups,
            frontier: Vec::new(),
            keys: Vec::new(),
            index: HashMap::default(),
        }
    }

    /// As [`Top::new`], or `None` if `deadline` passes first (on the empty board this takes
    /// seconds: every reply to every move is normalized).
    pub fn lay_out(
        game: &CompiledGame,
        symmetries: &Symmetries,
        root: Node,
        deadline: Option<Instant>,
    ) -> Option<Top> {
        let mut top = Top::moves_only(game, symmetries, root);
        for g in 0..top.groups.len() {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return None;
            }
            top.list(game, symmetries, g);
        }
        Some(top)
    }

    /// The root's distinct moves, none of them listed yet.
    pub fn moves_only(game: &CompiledGame, symmetries: &Symmetries, root: Node) -> Top {
        let groups = (distinct_moves(game, symmetries, root).into_iter())
            .map(|(replies, placement)| Group {
                placement,
                replies,
                frontier: Vec::new(),
                reply_cells: Vec::new(),
                listed: false,
            })
            .collect();
        Top::with_groups(root, groups)
    }

    /// Lists move `g`'s frontier positions, unless it is listed already: a position that
    /// an earlier move reaches keeps its index.
    pub fn list(&mut self, game: &CompiledGame, symmetries: &Symmetries, g: usize) {
        if self.groups[g].listed {
            return;
        }
        let after = play(game, self.root, self.groups[g].placement);
        let (index, frontier, keys) = (&mut self.index, &mut self.frontier, &mut self.keys);
        let (positions, reply_cells) = (distinct_children(game, symmetries, after).into_iter())
            .map(|(_, reply, key)| {
                let f = *index.entry(key).or_insert_with(|| {
                    frontier.push(play(game, after, reply));
                    keys.push(key);
                    frontier.len() - 1
                });
                (f, reply.cells)
            })
            .unzip();
        let group = &mut self.groups[g];
        (group.frontier, group.reply_cells, group.listed) = (positions, reply_cells, true);
    }

    /// A top of other moves (listed, as a job's shares of these) over the same frontier.
    pub fn sharing_frontier(&self, groups: Vec<Group>) -> Top {
        Top {
            root: self.root,
            groups,
            frontier: self.frontier.clone(),
            keys: self.keys.clone(),
            index: self.index.clone(),
        }
    }

    /// Whether every move is listed.
    pub fn all_listed(&self) -> bool {
        self.groups.iter().all(|g| g.listed)
    }

    /// The most frontier positions the top can come to once every move is listed.
    pub fn positions_at_most(&self) -> usize {
        let unlisted = self.groups.iter().filter(|g| !g.listed);
        self.frontier.len() + unlisted.map(|g| g.replies as usize).sum::<usize>()
    }
}

/// The moves at `node` that lead to distinct positions, each with the number of replies
/// it leaves, fewest first (ties in move order).
pub fn distinct_moves(
    game: &CompiledGame,
    symmetries: &Symmetries,
    node: Node,
) -> Vec<(u32, Placement)> {
    (distinct_children(game, symmetries, node).into_iter())
        .map(|(replies, p, _)| (replies, p))
        .collect()
}

/// As [`distinct_moves`], with the key of the position each move leads to.
fn distinct_children(
    game: &CompiledGame,
    symmetries: &Symmetries,
    node: Node,
) -> Vec<(u32, Placement, Key)> {
    let mut all = Vec::new();
    placements(game, node, &mut all);
    let mut seen = HashSet::with_hasher(BuildFast::default());
    let mut moves: Vec<(u32, Placement, Key)> = (all.into_iter())
        .filter_map(|p| {
            let after = normalize(game, play(game, node, p));
            let key = (symmetries.canonical(after.occupied), after.pool);
            seen.insert(key).then(|| (mobility(game, after), p, key))
        })
        .collect();
    moves.sort_by_key(|&(replies, _, _)| replies);
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::PieceSet;

    fn empty_golomb() -> (CompiledGame, Symmetries, Node) {
        let game = CompiledGame::new(&PieceSet::golomb()).unwrap();
        let symmetries = Symmetries::new(&game);
        let root = Node {
            occupied: game.occupied_of_cells([]),
            pool: game.pool_of_items(0..12),
        };
        (game, symmetries, root)
    }

    #[test]
    fn the_empty_board_has_296_first_moves_up_to_symmetry() {
        // Orman (1996): 2308 first moves, 296 of them distinct up to symmetry.
        let (game, symmetries, root) = empty_golomb();
        assert_eq!(distinct_moves(&game, &symmetries, root).len(), 296);
    }

    #[test]
    fn replies_to_a_first_move_number_1181_to_1974() {
        // Orman (1996): after any first move the second player has 1181 to 1974 moves.
        let (game, symmetries, root) = empty_golomb();
        let moves = distinct_moves(&game, &symmetries, root);
        let least = moves.iter().map(|m| m.0).min().unwrap();
        let most = moves.iter().map(|m| m.0).max().unwrap();
        assert_eq!((least, most), (1181, 1974));
    }
}
