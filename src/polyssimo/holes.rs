//! Small empty regions of a Polyssimo board and who can still fill them: *reserved* when
//! only one player's remaining pieces fit (the "reserved spots" of the rules' strategy
//! note), *contested* when pieces of several players fit, *dead* when nothing fits — cells
//! that stay empty for good.

use super::position::Position;
use crate::geometry::Region;

/// Who can fill a hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HoleClass {
    Reserved { player: usize },
    Contested,
    Dead,
}

/// A piece that fits in a hole; `exact` when it fills the hole completely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fit {
    pub piece: usize,
    pub exact: bool,
}

/// One empty region of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hole {
    /// Board cells, sorted.
    pub cells: Vec<usize>,
    /// For each player, the remaining pieces that fit.
    pub fits: Vec<Vec<Fit>>,
    pub class: HoleClass,
}

/// Every empty region of at most `max_size` cells, in reading order of their first cell.
pub fn holes(position: &Position, max_size: usize) -> Vec<Hole> {
    empty_regions(position)
        .into_iter()
        .filter(|cells| cells.len() <= max_size)
        .map(|cells| analyse(position, cells))
        .collect()
}

/// The cells in dead holes: nobody can ever fill them.
pub fn dead_cells(holes: &[Hole]) -> usize {
    holes
        .iter()
        .filter(|h| h.class == HoleClass::Dead)
        .map(|h| h.cells.len())
        .sum()
}

/// The edge-connected regions of empty cells, each sorted, in reading order.
pub fn empty_regions(position: &Position) -> Vec<Vec<usize>> {
    position.set.board.empty_areas(position.occupied())
}

fn analyse(position: &Position, cells: Vec<usize>) -> Hole {
    let board = &position.set.board;
    let region =
        Region::from_cells(cells.iter().map(|&c| board.cells()[c])).expect("a region has cells");
    let fits: Vec<Vec<Fit>> = position
        .players
        .iter()
        .map(|player| {
            // In Golomb's game both players draw on the shared pool.
            let pieces = match position.mode {
                super::position::Mode::Polyssimo => &player.pieces,
                super::position::Mode::Golomb => &position.pool,
            };
            pieces
                .iter()
                .filter_map(|&piece| {
                    let shape = &position.set.pieces[piece].1;
                    let fits = shape.len() <= region.len()
                        && !region.all_placements(shape, true).is_empty();
                    fits.then_some(Fit {
                        piece,
                        exact: shape.len() == region.len(),
                    })
                })
                .collect()
        })
        .collect();
    let players_fitting: Vec<usize> = (0..fits.len()).filter(|&p| !fits[p].is_empty()).collect();
    let class = match players_fitting.as_slice() {
        [] => HoleClass::Dead,
        [player] => HoleClass::Reserved { player: *player },
        _ => HoleClass::Contested,
    };
    Hole { cells, fits, class }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position on the standard board: the given top rows, the rest empty.
    fn position(top: &[&str], players: &str) -> Position {
        let mut rows: Vec<String> = top.iter().map(|r| format!("  {r}")).collect();
        rows.extend(std::iter::repeat_n(
            "  ............".to_string(),
            11 - top.len(),
        ));
        let text = format!("board: |\n{}\nplayers:\n{players}", rows.join("\n"));
        Position::parse(&text, "test.yaml").unwrap()
    }

    #[test]
    fn an_empty_board_is_one_big_region() {
        let p = position(&[], "  - pieces: [X]\n  - pieces: [P]\n");
        assert_eq!(empty_regions(&p).len(), 1);
        assert!(holes(&p, 6).is_empty());
    }

    #[test]
    fn a_strip_only_the_placed_i_fits_is_dead() {
        // I under a1-e1 and L beside it wall off a 1x5 strip.
        let p = position(
            &[
                ".....L......",
                "IIIIIL......",
                ".....L......",
                ".....LL.....",
            ],
            "  - pieces: [P, X]\n  - pieces: [U, V]\n",
        );
        let found = holes(&p, 6);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].cells.len(), 5);
        assert_eq!(found[0].class, HoleClass::Dead);
    }

    #[test]
    fn a_hole_shaped_like_a_held_piece_is_reserved() {
        // a1 b1 a2 b2 a3 is P-shaped, walled by I (c1-c5) and N (b3 b4 a4 a5 a6).
        let top = [
            "..I.........",
            "..I.........",
            ".NI.........",
            "NNI.........",
            "N.I.........",
            "N...........",
        ];
        let p = position(&top, "  - pieces: [U, P]\n  - pieces: [X, F]\n");
        let found = holes(&p, 6);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].class, HoleClass::Reserved { player: 0 });
        let p_index = p.set.index_of("P").unwrap();
        assert_eq!(
            found[0].fits[0],
            vec![Fit {
                piece: p_index,
                exact: true
            }]
        );
        assert!(found[0].fits[1].is_empty());
    }

    #[test]
    fn a_hole_several_players_can_fill_is_contested() {
        // a1-b3 is a 2x3 block walled by I (c1-c5) and L (a4 b4 a5 a6 a7): U and P fit.
        let top = [
            "..I.........",
            "..I.........",
            "..I.........",
            "LLI.........",
            "L.I.........",
            "L...........",
            "L...........",
        ];
        let p = position(&top, "  - pieces: [U, X]\n  - pieces: [P, F]\n");
        let hole = &holes(&p, 6)[0];
        assert_eq!(hole.cells.len(), 6);
        assert_eq!(hole.class, HoleClass::Contested);
        assert_eq!(
            hole.fits.iter().map(Vec::len).collect::<Vec<_>>(),
            vec![1, 1]
        );
        assert!(!hole.fits[0][0].exact);
        let p = position(&top, "  - pieces: [U, X]\n  - pieces: [F]\n");
        assert_eq!(holes(&p, 6)[0].class, HoleClass::Reserved { player: 0 });
        assert!(holes(&p, 5).is_empty(), "--max-size leaves it out");
    }
}
