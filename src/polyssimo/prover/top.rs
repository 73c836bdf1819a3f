//! The top two levels of a proof, laid out for sharing the work: the root's distinct moves
//! (up to symmetry), each with the distinct positions its replies lead to. A move wins
//! when every one of those positions is a win for the root player, and is refuted by any
//! that is a loss. The positions two moves down (the frontier) are the units of work that
//! threads, jobs and checkpoints deal in; a position reached by several lines is listed
//! once.

use super::game::CompiledGame;
use super::moves::{Node, Placement, mobility, normalize, placements, play};
use super::symmetry::Symmetries;
use std::collections::HashMap;
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
    /// The frontier positions its replies lead to, likeliest refutation first.
    pub frontier: Vec<usize>,
    /// The cells of the reply leading to each of them.
    pub reply_cells: Vec<u64>,
}

/// The top of a proof.
#[derive(Clone, Debug)]
pub struct Top {
    pub root: Node,
    pub groups: Vec<Group>,
    pub frontier: Vec<Node>,
    pub keys: Vec<Key>,
}

impl Top {
    /// Lays out the top of the proof of `root`.
    pub fn new(game: &CompiledGame, symmetries: &Symmetries, root: Node) -> Top {
        Top::lay_out(game, symmetries, root, None).expect("no deadline to pass")
    }

    /// A top with no moves listed.
    pub fn empty(root: Node) -> Top {
        Top {
            root,
            groups: Vec::new(),
            frontier: Vec::new(),
            keys: Vec::new(),
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
        let mut top = Top::empty(root);
        let mut index: HashMap<Key, usize> = HashMap::new();
        for (replies, placement) in distinct_moves(game, symmetries, root) {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                return None;
            }
            let after = play(game, root, placement);
            let (frontier, reply_cells) = (distinct_children(game, symmetries, after).into_iter())
                .map(|(_, reply, key)| {
                    let node = play(game, after, reply);
                    let f = *index.entry(key).or_insert_with(|| {
                        top.frontier.push(node);
                        top.keys.push(key);
                        top.frontier.len() - 1
                    });
                    (f, reply.cells)
                })
                .unzip();
            top.groups.push(Group {
                placement,
                replies,
                frontier,
                reply_cells,
            });
        }
        Some(top)
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
    let mut seen = std::collections::HashSet::new();
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
