//! Can a supply complete a card? Every placement of every kind inside the card's hole is
//! prepared once per card as a 25-bit mask, grouped by its first cell; a query then fills
//! the first empty cell again and again, with the supply's counts as bounds. Pieces of one
//! kind are interchangeable, so each filling (a set of placements) is found once.

use super::card::{Card, CellMask, SIDE, cell_name, parse_cell};
use super::kind::{Kind, Supply};
use crate::exact_cover::Flow;

/// One piece on the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub kind: Kind,
    pub cells: CellMask,
}

/// Pieces that together cover the empty cells of a card exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filling {
    pub pieces: Vec<Placed>,
}

impl Filling {
    /// The pieces used, as a supply.
    pub fn kinds(&self) -> Supply {
        kinds_of(&self.pieces)
    }
}

/// The cells some pieces on a card cover.
pub fn cells_of(pieces: &[Placed]) -> CellMask {
    pieces.iter().fold(0, |m, p| m | p.cells)
}

/// The kinds of some pieces, as a supply.
pub fn kinds_of(pieces: &[Placed]) -> Supply {
    let mut kinds = Supply::new();
    pieces.iter().for_each(|p| kinds.add(p.kind, 1));
    kinds
}

/// Why a piece on a card, written `L4 b2 b3 c3 d3`, was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PieceError {
    #[error("expected a kind and its cells")]
    Empty,
    #[error("{0:?} is not a piece kind{hint}", hint = Kind::suggestion(.0))]
    UnknownKind(String),
    #[error("{0:?} is not a card cell (a1 to e5)")]
    NotACell(String),
    #[error("{} is named twice", cell_name(*cell))]
    Repeated { cell: u32 },
    #[error("{} is outside the card's hole", cell_name(*cell))]
    OutsideTheHole { cell: u32 },
    #[error("give the cells the {kind} covers after its kind, as in L4 b2 b3 c3 d3")]
    NoCells { kind: Kind },
    #[error("those cells do not form the piece {kind}")]
    NotTheShape { kind: Kind },
}

/// The answer to "can this supply complete the card?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FitAnswer {
    Fits(Filling),
    /// The supply's pieces have fewer cells than the card still needs.
    TooFewCells {
        needed: u32,
        available: u32,
    },
    /// No piece of the supply fits over this empty cell.
    Unreachable {
        cell: u32,
    },
    /// Every cell is reachable and the cells suffice, but no arrangement fills the card.
    NoArrangement,
}

/// A card prepared for many fit queries.
#[derive(Clone, Debug)]
pub struct CardFitter {
    hole: CellMask,
    /// Placements of kind `k` whose first cell is `b`:
    /// `placements[starts[k * 25 + b]..starts[k * 25 + b + 1]]`.
    starts: Vec<u32>,
    placements: Vec<CellMask>,
}

const CELLS: usize = (SIDE * SIDE) as usize;

impl CardFitter {
    /// Prepares the placements of every kind inside the card's hole.
    pub fn new(card: &Card) -> CardFitter {
        let mut starts = Vec::with_capacity(Kind::ALL.len() * CELLS + 1);
        let mut placements = Vec::new();
        for kind in Kind::ALL {
            let mut all = placements_in(card.hole, kind);
            all.sort_by_key(|m| m.trailing_zeros());
            for bit in 0..CELLS as u32 {
                starts.push(placements.len() as u32);
                placements.extend(all.iter().filter(|m| m.trailing_zeros() == bit));
            }
        }
        starts.push(placements.len() as u32);
        CardFitter {
            hole: card.hole,
            starts,
            placements,
        }
    }

    /// The hole of the card.
    pub fn hole(&self) -> CellMask {
        self.hole
    }

    /// The placements of `kind` inside the hole whose first cell is `first`.
    pub fn placements_at(&self, kind: Kind, first: u32) -> &[CellMask] {
        let at = kind.index() * CELLS + first as usize;
        &self.placements[self.starts[at] as usize..self.starts[at + 1] as usize]
    }

    /// Reads a piece on this card, `L4 b2 b3 c3 d3`: a kind and cells that are one of its
    /// placements inside the hole; the error says what is wrong.
    pub fn parse_piece(&self, text: &str) -> Result<Placed, PieceError> {
        let mut words = text.split_whitespace();
        let name = words.next().ok_or(PieceError::Empty)?;
        let kind = Kind::parse(name).ok_or_else(|| PieceError::UnknownKind(name.to_string()))?;
        let mut cells: CellMask = 0;
        for word in words {
            let cell = parse_cell(word).ok_or_else(|| PieceError::NotACell(word.to_string()))?;
            if cells & (1 << cell) != 0 {
                return Err(PieceError::Repeated { cell });
            }
            cells |= 1 << cell;
        }
        if cells == 0 {
            return Err(PieceError::NoCells { kind });
        }
        if cells & !self.hole != 0 {
            let cell = (cells & !self.hole).trailing_zeros();
            return Err(PieceError::OutsideTheHole { cell });
        }
        if !self
            .placements_at(kind, cells.trailing_zeros())
            .contains(&cells)
        {
            return Err(PieceError::NotTheShape { kind });
        }
        Ok(Placed { kind, cells })
    }

    /// A filling of the empty cells with as few pieces as possible, if there is one.
    pub fn fewest_pieces(&self, supply: &Supply, filled: CellMask) -> Option<Filling> {
        let mut best: Option<Vec<Placed>> = None;
        let max_level = supply.iter().map(|(k, _)| k.level()).max().unwrap_or(1);
        let mut counts: Vec<u32> = Kind::ALL.iter().map(|&k| supply.count(k)).collect();
        let mut chosen = Vec::new();
        self.fewest(
            self.hole & !filled,
            max_level,
            &mut counts,
            &mut chosen,
            &mut best,
        );
        best.map(|pieces| Filling { pieces })
    }

    fn fewest(
        &self,
        empty: CellMask,
        max_level: u32,
        counts: &mut [u32],
        chosen: &mut Vec<Placed>,
        best: &mut Option<Vec<Placed>>,
    ) {
        let bound = chosen.len() + empty.count_ones().div_ceil(max_level) as usize;
        if best.as_ref().is_some_and(|b| bound >= b.len()) {
            return;
        }
        if empty == 0 {
            *best = Some(chosen.clone());
            return;
        }
        let first = empty.trailing_zeros();
        for (k, kind) in Kind::ALL.into_iter().enumerate().rev() {
            if counts[k] == 0 {
                continue;
            }
            for &cells in self.placements_at(kind, first) {
                if cells & !empty == 0 {
                    counts[k] -= 1;
                    chosen.push(Placed { kind, cells });
                    self.fewest(empty & !cells, max_level, counts, chosen, best);
                    chosen.pop();
                    counts[k] += 1;
                }
            }
        }
    }

    /// Whether `supply` can fill the hole's cells not in `filled`, with a filling if so and
    /// the first reason why not otherwise.
    pub fn fit(&self, supply: &Supply, filled: CellMask) -> FitAnswer {
        let empty = self.hole & !filled;
        let (needed, available) = (empty.count_ones(), supply.cells());
        if available < needed {
            return FitAnswer::TooFewCells { needed, available };
        }
        if let Some(cell) = self.unreachable_cell(supply, empty) {
            return FitAnswer::Unreachable { cell };
        }
        let mut found = None;
        self.search(supply, empty, &mut |pieces| {
            found = Some(Filling {
                pieces: pieces.to_vec(),
            });
            Flow::Stop
        });
        found.map_or(FitAnswer::NoArrangement, FitAnswer::Fits)
    }

    /// Whether `supply` can fill the empty cells (no reasons, no filling kept).
    pub fn fits(&self, supply: &Supply, filled: CellMask) -> bool {
        let empty = self.hole & !filled;
        if supply.cells() < empty.count_ones() {
            return false;
        }
        let mut found = false;
        self.search(supply, empty, &mut |_| {
            found = true;
            Flow::Stop
        });
        found
    }

    /// Calls `visit` with every filling of `empty` by `supply` until it says stop.
    pub fn search(
        &self,
        supply: &Supply,
        empty: CellMask,
        visit: &mut dyn FnMut(&[Placed]) -> Flow,
    ) {
        let mut counts: Vec<u32> = Kind::ALL.iter().map(|&k| supply.count(k)).collect();
        let mut chosen = Vec::with_capacity(CELLS);
        self.fill(empty, &mut counts, &mut chosen, visit);
    }

    fn fill(
        &self,
        empty: CellMask,
        counts: &mut [u32],
        chosen: &mut Vec<Placed>,
        visit: &mut dyn FnMut(&[Placed]) -> Flow,
    ) -> Flow {
        if empty == 0 {
            return visit(chosen);
        }
        let first = empty.trailing_zeros() as usize;
        // Larger pieces first: the first filling found then uses few pieces.
        for (k, kind) in Kind::ALL.into_iter().enumerate().rev() {
            if counts[k] == 0 {
                continue;
            }
            for &cells in self.placements_at(kind, first as u32) {
                if cells & !empty != 0 {
                    continue;
                }
                counts[k] -= 1;
                chosen.push(Placed { kind, cells });
                let flow = self.fill(empty & !cells, counts, chosen, visit);
                chosen.pop();
                counts[k] += 1;
                if flow == Flow::Stop {
                    return Flow::Stop;
                }
            }
        }
        Flow::Continue
    }

    /// The first empty cell that no placement of a kind in the supply, lying inside the
    /// empty cells, covers.
    fn unreachable_cell(&self, supply: &Supply, empty: CellMask) -> Option<u32> {
        let mut reachable = 0;
        for (k, kind) in Kind::ALL.into_iter().enumerate() {
            if supply.count(kind) == 0 {
                continue;
            }
            let range = self.starts[k * CELLS] as usize..self.starts[(k + 1) * CELLS] as usize;
            for &cells in &self.placements[range] {
                if cells & !empty == 0 {
                    reachable |= cells;
                }
            }
        }
        let missing = empty & !reachable;
        (missing != 0).then(|| missing.trailing_zeros())
    }
}

/// Every placement of `kind` (any orientation) inside `hole`.
fn placements_in(hole: CellMask, kind: Kind) -> Vec<CellMask> {
    let mut out = Vec::new();
    for shape in kind.shape().orientations(true) {
        for dr in 0..=(SIDE as i32 - shape.height()) {
            for dc in 0..=(SIDE as i32 - shape.width()) {
                let mask = shape.cells().iter().fold(0, |m, &(r, c)| {
                    m | 1 << ((r + dr) as u32 * SIDE + (c + dc) as u32)
                });
                if mask & !hole == 0 {
                    out.push(mask);
                }
            }
        }
    }
    out
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::project_l::{Catalogue, parse_cell};

    /// The fitter of a base card.
    pub fn fitter(id: &str) -> CardFitter {
        CardFitter::new(Catalogue::base().get(id).unwrap())
    }

    pub fn supply(text: &str) -> Supply {
        Supply::parse(text).unwrap()
    }

    #[test]
    fn reasons_for_no() {
        let domino = fitter("W09");
        assert_eq!(
            domino.fit(&supply("O1"), 0),
            FitAnswer::TooFewCells {
                needed: 2,
                available: 1
            }
        );
        let tee = fitter("W32");
        let c3 = parse_cell("c3").unwrap();
        assert_eq!(
            tee.fit(&supply("L4"), 0),
            FitAnswer::Unreachable { cell: c3 }
        );
        let bar = fitter("W10");
        assert_eq!(bar.fit(&supply("2xI2"), 0), FitAnswer::NoArrangement);
        assert!(matches!(tee.fit(&supply("T4"), 0), FitAnswer::Fits(_)));
    }

    #[test]
    fn pieces_on_a_card_are_read_or_refused_with_the_reason() {
        let square = fitter("W31"); // b3 c3 b4 c4
        let cell = |name: &str| parse_cell(name).unwrap();
        let domino = square.parse_piece("I2 b3 c3").unwrap();
        assert_eq!(domino.kind, Kind::I2);
        let cases = [
            ("", PieceError::Empty),
            ("Q2 b3 c3", PieceError::UnknownKind("Q2".into())),
            ("I2 b3 z9", PieceError::NotACell("z9".into())),
            ("I2 b3 b3", PieceError::Repeated { cell: cell("b3") }),
            ("I2 a1 a2", PieceError::OutsideTheHole { cell: cell("a1") }),
            ("I3 b3 c3", PieceError::NotTheShape { kind: Kind::I3 }),
            ("I2", PieceError::NoCells { kind: Kind::I2 }),
        ];
        for (text, error) in cases {
            assert_eq!(square.parse_piece(text), Err(error), "{text:?}");
        }
    }

    #[test]
    fn filled_cells_are_left_alone() {
        let bar = fitter("W10"); // c2 c3 c4
        let c2 = 1 << parse_cell("c2").unwrap();
        let FitAnswer::Fits(filling) = bar.fit(&supply("I2"), c2) else {
            panic!("a domino fills c3 c4");
        };
        assert_eq!(filling.pieces.len(), 1);
        assert_eq!(filling.pieces[0].cells, bar.hole() & !c2);
        assert!(!bar.fits(&supply("I3"), c2));
    }
}
