//! The board's symmetries acting on occupancy words, for the transposition table's key:
//! two positions whose boards map onto each other and whose pools are equal have the same
//! value, since every piece may be turned and flipped. Each symmetry is a bit permutation
//! applied a byte at a time through lookup tables.

use super::game::CompiledGame;

/// One bit permutation as eight 256-entry tables, one per byte of the word.
#[derive(Clone)]
struct Permutation {
    tables: Box<[[u64; 256]; 8]>,
}

impl Permutation {
    fn new(image_of_bit: &[Option<u32>; 64]) -> Permutation {
        let mut tables = Box::new([[0u64; 256]; 8]);
        for (byte, table) in tables.iter_mut().enumerate() {
            for (value, entry) in table.iter_mut().enumerate() {
                *entry = (0..8)
                    .filter(|bit| value >> bit & 1 == 1)
                    .filter_map(|bit| image_of_bit[byte * 8 + bit])
                    .fold(0, |m, b| m | 1 << b);
            }
        }
        Permutation { tables }
    }

    fn apply(&self, word: u64) -> u64 {
        let bytes = word.to_le_bytes();
        let mut out = 0;
        for (table, &byte) in self.tables.iter().zip(&bytes) {
            out |= table[byte as usize];
        }
        out
    }
}

/// The non-identity symmetries of a game's board.
#[derive(Clone)]
pub struct Symmetries {
    board: u64,
    others: Vec<Permutation>,
}

impl Symmetries {
    pub fn new(game: &CompiledGame) -> Symmetries {
        let others = (game.set.board.symmetries().iter().skip(1))
            .map(|symmetry| {
                let mut image = [None; 64];
                for (cell, &to) in symmetry.image.iter().enumerate() {
                    image[game.bit_of_cell[cell] as usize] = Some(game.bit_of_cell[to]);
                }
                Permutation::new(&image)
            })
            .collect();
        Symmetries {
            board: game.board,
            others,
        }
    }

    /// How many symmetries the board has, the identity included.
    pub fn count(&self) -> usize {
        self.others.len() + 1
    }

    /// The least image of the board's occupied cells under the symmetries.
    pub fn canonical(&self, occupied: u64) -> u64 {
        let cells = occupied & self.board;
        self.others
            .iter()
            .map(|p| p.apply(cells))
            .fold(cells, u64::min)
    }

    /// Every image of the board's occupied cells, the identity first.
    pub fn images(&self, occupied: u64) -> impl Iterator<Item = u64> + '_ {
        let cells = occupied & self.board;
        std::iter::once(cells).chain(self.others.iter().map(move |p| p.apply(cells)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::PieceSet;

    #[test]
    fn the_square_has_eight_and_a_corner_has_eight_images() {
        let game = CompiledGame::new(&PieceSet::golomb()).unwrap();
        let symmetries = Symmetries::new(&game);
        assert_eq!(symmetries.count(), 8);
        // The four corners of 8×8: a1 is bit 0, h1 bit 7, a8 bit 56, h8 bit 63.
        let corners: Vec<u64> = symmetries.images(1).collect();
        let distinct: std::collections::BTreeSet<u64> = corners.iter().copied().collect();
        assert_eq!(
            distinct,
            [1, 1 << 7, 1 << 56, 1 << 63].into_iter().collect()
        );
        assert_eq!(symmetries.canonical(1 << 63), 1);
        // A domino along the top edge at a1-b1 maps to one down the left edge too.
        assert!(symmetries.images(0b11).any(|m| m == 1 | 1 << 8));
    }
}
