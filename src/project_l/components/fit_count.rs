//! How many ways a supply can fill a card: the fillings the card fitter's search would
//! visit one at a time, counted once for each set of empty cells and pieces left.

use super::card::CellMask;
use super::fit::CardFitter;
use super::kind::{Kind, Supply};
use std::collections::HashMap;

/// The piece kinds.
const KINDS: usize = Kind::ALL.len();

/// How many pieces of each kind are left, in the order of [`Kind::ALL`] (at most 25: no
/// more fit on a card).
type Counts = [u8; KINDS];

impl CardFitter {
    /// The number of distinct fillings (different sets of placements). Each filling is
    /// built as the search builds it, the first empty cell covered again and again, but the
    /// fillings of what is left are counted once for each set of empty cells and pieces
    /// left: a full 5×5 card has millions of fillings by monominoes and dominoes alone, each
    /// of which the search would visit.
    pub fn count(&self, supply: &Supply, filled: CellMask) -> u64 {
        let empty = self.hole() & !filled;
        // Capped here already so that the counts fit a byte (`count_from` caps them again
        // as the room shrinks).
        let mut counts = [0; KINDS];
        for (k, &kind) in Kind::ALL.iter().enumerate() {
            counts[k] = supply.count(kind).min(empty.count_ones() / kind.level()) as u8;
        }
        self.count_from(empty, counts, &mut HashMap::new())
    }

    /// The fillings of `empty` by the pieces `counts` (capped at as many as fit in it, so
    /// that two supplies that differ only in pieces that could not all be used meet).
    fn count_from(
        &self,
        empty: CellMask,
        mut counts: Counts,
        known: &mut HashMap<(CellMask, Counts), u64>,
    ) -> u64 {
        if empty == 0 {
            return 1;
        }
        let room = empty.count_ones();
        for (k, kind) in Kind::ALL.iter().enumerate() {
            counts[k] = counts[k].min((room / kind.level()) as u8);
        }
        if let Some(&n) = known.get(&(empty, counts)) {
            return n;
        }
        let first = empty.trailing_zeros();
        let mut n: u64 = 0;
        for (k, &kind) in Kind::ALL.iter().enumerate() {
            if counts[k] == 0 {
                continue;
            }
            let mut fewer = counts;
            fewer[k] -= 1;
            for &cells in self.placements_at(kind, first) {
                if cells & !empty == 0 {
                    n = n.saturating_add(self.count_from(empty & !cells, fewer, known));
                }
            }
        }
        known.insert((empty, counts), n);
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact_cover::Flow;
    use crate::project_l::components::card::{Card, Colour, Reward, SIDE};
    use crate::project_l::components::fit::tests::{fitter, supply};

    #[test]
    fn a_two_by_two_hole_has_the_hand_counted_fillings() {
        // W31 is a 2x2 square: two dominoes lie 2 ways; one domino and two monominoes 4
        // ways; four monominoes 1 way.
        let square = fitter("W31");
        assert_eq!(square.count(&supply("2xI2"), 0), 2);
        assert_eq!(square.count(&supply("4xO1"), 0), 1);
        assert_eq!(square.count(&supply("O4"), 0), 1);
        assert_eq!(square.count(&supply("2xI2 4xO1"), 0), 7);
        assert_eq!(square.count(&supply("2xI2 4xO1 O4 L3 T4"), 0), 8 + 4);
    }

    /// A card whose hole is the top-left `rows` × `columns` rectangle.
    fn rectangle(rows: u32, columns: u32) -> CardFitter {
        let hole = (0..rows * SIDE)
            .filter(|cell| cell % SIDE < columns)
            .fold(0, |hole, cell| hole | 1 << cell);
        CardFitter::new(&Card {
            id: "R".into(),
            colour: Colour::White,
            points: 0,
            reward: Reward::Piece(Kind::O1),
            hole,
        })
    }

    /// Published counts: the domino tilings of 2×5 (a Fibonacci number: 8) and 4×5 (95, by
    /// Kasteleyn's formula), and the monomer-dimer coverings of the 4×4
    /// and 5×5 squares (OEIS A028420: 10012 and 2810694), which are the fillings by
    /// monominoes and dominoes with enough of each.
    #[test]
    fn rectangles_have_their_published_numbers_of_fillings() {
        assert_eq!(rectangle(2, 5).count(&supply("5xI2"), 0), 8);
        assert_eq!(rectangle(4, 5).count(&supply("10xI2"), 0), 95);
        assert_eq!(rectangle(4, 4).count(&supply("16xO1 8xI2"), 0), 10_012);
        assert_eq!(rectangle(5, 5).count(&supply("25xO1 12xI2"), 0), 2_810_694);
        // Fewer pieces than the cells need, and a supply of 3-cell pieces for 25 cells.
        assert_eq!(rectangle(4, 5).count(&supply("9xI2"), 0), 0);
        assert_eq!(rectangle(5, 5).count(&supply("9xL3 9xI3"), 0), 0);
    }

    /// The count against the plain search, which visits every filling one at a time: on
    /// seeded random holes (each cell of a 4×4 square kept with chance 3/4) and supplies.
    #[test]
    fn the_count_is_the_number_of_fillings_the_search_visits() {
        let mut rng = crate::random::Rng::new(7);
        for _ in 0..300 {
            let hole = (0..16u32)
                .filter(|_| rng.below(4) != 0)
                .fold(0, |hole, i| hole | 1 << (i / 4 * SIDE + i % 4));
            let mut pieces = Supply::new();
            for kind in Kind::ALL {
                pieces.add(kind, rng.below(4) as u32);
            }
            let card = Card {
                id: "R".into(),
                colour: Colour::Black,
                points: 0,
                reward: Reward::Piece(Kind::O1),
                hole,
            };
            let fitter = CardFitter::new(&card);
            let filled = hole & (rng.below(1 << 25) as CellMask) & (rng.below(1 << 25) as CellMask);
            let mut visited = 0;
            fitter.search(&pieces, hole & !filled, &mut |_| {
                visited += 1;
                Flow::Continue
            });
            assert_eq!(
                fitter.count(&pieces, filled),
                visited,
                "{card:?} {pieces:?}"
            );
        }
    }
}
