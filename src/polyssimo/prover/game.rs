//! A shared-pool placement game compiled for the prover: the board laid out row by row in
//! one 64-bit word (its bounding rectangle must fit), every fixed orientation of every
//! piece kind as a cell mask with the origins where it stays inside the rectangle, and
//! the pool as a bit set of piece items. Pieces with the same free shape form one kind:
//! the items of a kind are interchangeable, so a move always takes the lowest one left.

use super::moves::Node;
use crate::geometry::Shape;
use crate::polyssimo::PieceSet;
use thiserror::Error;

/// Why a set cannot be played by the prover.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum GameError {
    #[error("the board has {cells} cells; the prover takes boards of up to 64")]
    BoardTooLarge { cells: usize },
    #[error(
        "the board's bounding rectangle is {height}×{width} = {} cells; the prover needs it to \
         have at most 64",
        height * width
    )]
    FrameTooLarge { height: u32, width: u32 },
    #[error("the set has {pieces} pieces; the prover takes at most 32")]
    TooManyPieces { pieces: usize },
}

/// One fixed orientation of a piece kind.
#[derive(Clone, Debug)]
pub struct Orientation {
    /// Its cells with its top-left corner at bit 0.
    pub mask: u64,
    /// The origins (bits) where the whole orientation stays inside the rectangle.
    pub origins: u64,
    /// The bit offsets of its cells from the origin.
    pub shifts: Vec<u32>,
    pub kind: u8,
}

/// Pieces of one free shape.
#[derive(Clone, Debug)]
pub struct CompiledKind {
    pub name: String,
    /// The pool bits of this kind's items.
    pub items: u32,
    pub size: u32,
    /// This kind's orientations, as a range of [`CompiledGame::orientations`].
    pub first: usize,
    pub end: usize,
}

/// A compiled game.
#[derive(Clone, Debug)]
pub struct CompiledGame {
    pub set: PieceSet,
    pub width: u32,
    pub height: u32,
    /// The bits that are board cells; the other bits of the word are always full.
    pub board: u64,
    pub kinds: Vec<CompiledKind>,
    pub orientations: Vec<Orientation>,
    /// `bit_of_cell[i]`: the bit of the set's board cell `i`.
    pub bit_of_cell: Vec<u32>,
}

impl CompiledGame {
    /// Compiles a set: at most 64 board cells in a rectangle of at most 64, 32 pieces.
    pub fn new(set: &PieceSet) -> Result<CompiledGame, GameError> {
        let cells = set.board.len();
        if cells > 64 {
            return Err(GameError::BoardTooLarge { cells });
        }
        let (height, width) = (set.board.height() as u32, set.board.width() as u32);
        if height * width > 64 {
            return Err(GameError::FrameTooLarge { height, width });
        }
        if set.pieces.len() > 32 {
            return Err(GameError::TooManyPieces {
                pieces: set.pieces.len(),
            });
        }
        let bit_of_cell: Vec<u32> = (set.board.cells().iter())
            .map(|&(r, c)| r as u32 * width + c as u32)
            .collect();
        let board = bit_of_cell.iter().fold(0u64, |m, &b| m | 1 << b);
        let mut game = CompiledGame {
            set: set.clone(),
            width,
            height,
            board,
            kinds: Vec::new(),
            orientations: Vec::new(),
            bit_of_cell,
        };
        game.add_kinds();
        Ok(game)
    }

    fn add_kinds(&mut self) {
        let mut shapes: Vec<Shape> = Vec::new();
        for (item, (name, shape)) in self.set.pieces.clone().into_iter().enumerate() {
            let canonical = shape.canonical(true);
            match shapes.iter().position(|s| *s == canonical) {
                Some(k) => self.kinds[k].items |= 1 << item,
                None => {
                    shapes.push(canonical);
                    self.add_kind(name, &shape, 1 << item);
                }
            }
        }
    }

    fn add_kind(&mut self, name: String, shape: &Shape, items: u32) {
        let kind = self.kinds.len() as u8;
        let first = self.orientations.len();
        for fixed in shape.orientations(true) {
            if let Some(o) = self.orientation(&fixed, kind) {
                self.orientations.push(o);
            }
        }
        self.kinds.push(CompiledKind {
            name,
            items,
            size: shape.len() as u32,
            first,
            end: self.orientations.len(),
        });
    }

    /// A fixed orientation, if it fits in the rectangle at all.
    fn orientation(&self, fixed: &Shape, kind: u8) -> Option<Orientation> {
        let (h, w) = (fixed.height() as u32, fixed.width() as u32);
        if h > self.height || w > self.width {
            return None;
        }
        let shifts: Vec<u32> = (fixed.cells().iter())
            .map(|&(r, c)| r as u32 * self.width + c as u32)
            .collect();
        let mut origins = 0u64;
        for r in 0..=self.height - h {
            for c in 0..=self.width - w {
                origins |= 1 << (r * self.width + c);
            }
        }
        let mask = shifts.iter().fold(0u64, |m, &s| m | 1 << s);
        Some(Orientation {
            mask,
            origins,
            shifts,
            kind,
        })
    }

    /// The empty board with every piece in the pool.
    pub fn empty_board(&self) -> Node {
        Node {
            occupied: self.occupied_of_cells([]),
            pool: self.pool_of_items(0..self.set.pieces.len()),
        }
    }

    /// The full word for a set of placed board cells: those cells and every non-board bit.
    pub fn occupied_of_cells(&self, cells: impl IntoIterator<Item = usize>) -> u64 {
        cells
            .into_iter()
            .fold(!self.board, |m, c| m | 1 << self.bit_of_cell[c])
    }

    /// The pool bits of a list of set items, moved to the lowest items of each kind (items
    /// of a kind are interchangeable).
    pub fn pool_of_items(&self, items: impl IntoIterator<Item = usize>) -> u32 {
        let given = items.into_iter().fold(0u32, |p, i| p | 1 << i);
        self.kinds.iter().fold(0, |pool, kind| {
            let count = (given & kind.items).count_ones();
            pool | lowest_bits(kind.items, count)
        })
    }

    /// The board cells (set indices) of a word's bits.
    pub fn cells_of(&self, mask: u64) -> Vec<usize> {
        (self.bit_of_cell.iter().enumerate())
            .filter(|&(_, &b)| mask >> b & 1 == 1)
            .map(|(i, _)| i)
            .collect()
    }

    /// A placement as text: the name of the kind's lowest item in `pool` and the cells
    /// (`X b1 a2 b2 c2 b3`).
    pub fn move_name(&self, pool: u32, kind: u8, cells: u64) -> String {
        let kind = &self.kinds[kind as usize];
        let items = pool & kind.items;
        let name = match items {
            0 => &kind.name,
            _ => &self.set.pieces[items.trailing_zeros() as usize].0,
        };
        let labels: Vec<String> = (self.cells_of(cells).into_iter())
            .map(|c| self.set.board.label(c))
            .collect();
        format!("{name} {}", labels.join(" "))
    }
}

/// The lowest `count` set bits of `bits`.
fn lowest_bits(mut bits: u32, count: u32) -> u32 {
    let mut out = 0;
    for _ in 0..count {
        let low = bits & bits.wrapping_neg();
        out |= low;
        bits &= !low;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn golombs_set_has_63_fixed_pentominoes_and_2308_placements() {
        // 63 fixed pentominoes; 2308 placements on 8×8 (Orman's count of first moves).
        let game = CompiledGame::new(&PieceSet::golomb()).unwrap();
        assert_eq!(game.orientations.len(), 63);
        let placements: u32 = game
            .orientations
            .iter()
            .map(|o| o.origins.count_ones())
            .sum();
        assert_eq!(placements, 2308);
        assert_eq!(game.kinds.len(), 12);
    }

    #[test]
    fn items_of_one_shape_are_one_kind_and_the_lowest_are_taken() {
        assert_eq!(lowest_bits(0b1011_0100, 2), 0b0001_0100);
        let mut set = PieceSet::golomb();
        let x = set.pieces[set.index_of("X").unwrap()].clone();
        set.pieces.push(x);
        let game = CompiledGame::new(&set).unwrap();
        assert_eq!(game.kinds.len(), 12);
        let x_index = set.index_of("X").unwrap();
        assert_eq!(game.pool_of_items([12]), 1 << x_index);
    }
}
