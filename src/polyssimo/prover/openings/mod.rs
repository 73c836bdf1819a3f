//! The openings table: every distinct first move of a game (up to the board's symmetries),
//! in the prover's order, valued `wins` or `loses` (with the reply that refutes it) or not
//! settled yet. It is read off the frontier results of `golomb prove --openings
//! --checkpoint` (no search), shipped as data for the empty board, and re-proved by
//! [`check_openings`]. Its refutations make a [`Book`] for the second player.

mod check;
mod text;

pub use check::{OpeningsChecked, check_openings};
pub use text::{OPENINGS_FORMAT, OpeningsError, read_openings, write_openings};

use super::book::Book;
use super::drive::Known;
use super::game::CompiledGame;
use super::jobs::values;
use super::moves::{Node, Placement, placements, play};
use super::symmetry::Symmetries;
use super::top::{MoveValue, Top, key_of};

/// What is known of one first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningValue {
    /// Every reply leads to a position the first player wins.
    Wins,
    /// This reply leads to a position the first player loses.
    Loses { refutation: Placement },
    /// Not settled yet.
    Unknown,
}

/// One distinct first move: where it goes, the replies it leaves, and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    pub placement: Placement,
    pub replies: u32,
    pub value: OpeningValue,
}

/// Every distinct first move from `root`, in the prover's order (fewest replies first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Openings {
    pub root: Node,
    pub list: Vec<Opening>,
}

impl Openings {
    /// The table `known` settles for `top` (laid out at the table's root).
    pub fn from_known(game: &CompiledGame, top: &Top, known: &Known) -> Openings {
        Openings::from_values(game, top, &values(top, known))
    }

    /// The table of a proof's values for `top`'s moves.
    pub fn from_values(game: &CompiledGame, top: &Top, values: &[MoveValue]) -> Openings {
        let list = (top.groups.iter().zip(values.iter().copied()))
            .map(|(group, value)| {
                let value = match value {
                    MoveValue::Wins => OpeningValue::Wins,
                    MoveValue::Unknown => OpeningValue::Unknown,
                    MoveValue::Refuted(f) => {
                        let i = (group.frontier.iter().position(|&g| g == f))
                            .expect("a refuting position is one of the move's");
                        let after = play(game, top.root, group.placement);
                        let refutation = placed(game, after, group.reply_cells[i])
                            .expect("a reply leading to the frontier is legal");
                        OpeningValue::Loses { refutation }
                    }
                };
                Opening {
                    placement: group.placement,
                    replies: group.replies,
                    value,
                }
            })
            .collect();
        Openings {
            root: top.root,
            list,
        }
    }

    /// How many moves are settled (`wins` or `loses`).
    pub fn settled(&self) -> usize {
        (self.list.iter())
            .filter(|o| o.value != OpeningValue::Unknown)
            .count()
    }

    /// The first move in order that wins, if one is known.
    pub fn first_winner(&self) -> Option<Placement> {
        (self.list.iter())
            .find(|o| o.value == OpeningValue::Wins)
            .map(|o| o.placement)
    }

    /// Whether the position after one first move is known lost for the player to move
    /// there (the second player): `Some(true)` when the move is known to win for the
    /// first player, `Some(false)` when refuted, `None` when not settled or not a first move.
    pub fn second_player_loses(
        &self,
        game: &CompiledGame,
        symmetries: &Symmetries,
        node: Node,
    ) -> Option<bool> {
        let key = key_of(game, symmetries, node);
        let opening = (self.list.iter())
            .find(|o| key_of(game, symmetries, play(game, self.root, o.placement)) == key)?;
        match opening.value {
            OpeningValue::Wins => Some(true),
            OpeningValue::Loses { .. } => Some(false),
            OpeningValue::Unknown => None,
        }
    }

    /// The refutations as a book: for the position after each losing first move, the
    /// second player's proved winning answer.
    pub fn refutations(&self, game: &CompiledGame, symmetries: &Symmetries) -> Book {
        let mut book = Book::new();
        for opening in &self.list {
            if let OpeningValue::Loses { refutation } = opening.value {
                let after = play(game, self.root, opening.placement);
                let answered = play(game, after, refutation);
                book.insert(
                    key_of(game, symmetries, after),
                    key_of(game, symmetries, answered),
                );
            }
        }
        book
    }
}

/// The legal move at `node` covering exactly `cells` (a shape is one kind, so the cells
/// name the piece).
fn placed(game: &CompiledGame, node: Node, cells: u64) -> Option<Placement> {
    let mut moves = Vec::new();
    placements(game, node, &mut moves);
    moves.into_iter().find(|p| p.cells == cells)
}
