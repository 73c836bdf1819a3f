//! The Ghost expansion's *decompose* action: a level-5 ghost piece goes back to the bank for
//! two or more level 1–4 pieces that together form exactly its shape. Which sets of pieces
//! qualify is decided by tiling the ghost's shape with the card fitter's exact cover, so the
//! game, the analyses and the bots share one answer.

use super::card::{Card, CellMask, Colour, Reward, SIDE};
use super::fit::CardFitter;
use super::kind::{Kind, Supply};
use std::sync::OnceLock;

/// Why a decomposition was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecomposeError {
    #[error("{0} is not a ghost piece (only P5, U5 and L5 decompose)")]
    NotAGhost(Kind),
    #[error("a decomposition takes pieces of levels 1 to 4, not {0}")]
    GhostInSplit(Kind),
    #[error("a decomposition takes two or more pieces")]
    TooFewPieces,
    #[error("{pieces} do not form the shape of {ghost} exactly")]
    NotTheShape { ghost: Kind, pieces: String },
}

/// Whether a kind is a ghost piece (level 5).
pub fn is_ghost(kind: Kind) -> bool {
    kind.level() == 5
}

/// The ghost's cells in the top-left corner of a card, in one fixed orientation.
fn ghost_cells(ghost: Kind) -> CellMask {
    let shape = ghost.shape();
    shape
        .cells()
        .iter()
        .fold(0, |mask, &(r, c)| mask | 1 << (r as u32 * SIDE + c as u32))
}

/// A card whose hole is the ghost's shape, so the card fitter can tile it.
fn ghost_card(ghost: Kind) -> Card {
    Card {
        id: ghost.name().to_string(),
        colour: Colour::White,
        points: 0,
        reward: Reward::Piece(Kind::O1),
        hole: ghost_cells(ghost),
    }
}

/// Checks that `pieces` is an exact split of `ghost`: two or more pieces of levels 1–4
/// that tile the ghost's shape.
pub fn check_split(ghost: Kind, pieces: &Supply) -> Result<(), DecomposeError> {
    if !is_ghost(ghost) {
        return Err(DecomposeError::NotAGhost(ghost));
    }
    if let Some((kind, _)) = pieces.iter().find(|&(k, _)| is_ghost(k)) {
        return Err(DecomposeError::GhostInSplit(kind));
    }
    if pieces.pieces() < 2 {
        return Err(DecomposeError::TooFewPieces);
    }
    if splits(ghost).contains(pieces) {
        Ok(())
    } else {
        Err(DecomposeError::NotTheShape {
            ghost,
            pieces: pieces.to_string(),
        })
    }
}

/// Every exact split of `ghost` (none for another kind), as supplies, fewest pieces first
/// (then by kind order); worked out once per run, as searches ask often.
pub fn splits(ghost: Kind) -> &'static [Supply] {
    static SPLITS: OnceLock<Vec<Vec<Supply>>> = OnceLock::new();
    let all = SPLITS.get_or_init(|| Kind::ALL.iter().map(|&k| tilings(k)).collect());
    &all[ghost.index()]
}

/// The multisets of two or more level 1–4 pieces that tile `ghost`'s shape.
fn tilings(ghost: Kind) -> Vec<Supply> {
    if !is_ghost(ghost) {
        return Vec::new();
    }
    let fitter = CardFitter::new(&ghost_card(ghost));
    let mut found = Vec::new();
    candidates(ghost.level(), 0, Supply::new(), &mut found);
    found.retain(|split| split.pieces() >= 2 && fitter.fits(split, 0));
    found.sort_by_key(|split| (split.pieces(), *split));
    found
}

/// Multisets of base kinds (index `from` onwards in `Kind::BASE`) with `cells` cells.
fn candidates(cells: u32, from: usize, so_far: Supply, out: &mut Vec<Supply>) {
    if cells == 0 {
        out.push(so_far);
        return;
    }
    for (index, &kind) in Kind::BASE.iter().enumerate().skip(from) {
        if kind.level() <= cells {
            let mut next = so_far;
            next.add(kind, 1);
            candidates(cells - kind.level(), index, next, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The splits worked out by hand on squared paper: P5 is a 2×2 square with a cell
    /// below it; U5 and L5 are paths of five cells, so their pieces are sub-paths.
    fn expected(ghost: Kind) -> Vec<Supply> {
        let texts: &[&str] = match ghost {
            Kind::P5 => &[
                "O1 O4", "O1 L4", "O1 Z4", "O1 T4", "I2 I3", "I2 L3", "2xO1 I3", "2xO1 L3",
                "O1 2xI2", "3xO1 I2", "5xO1",
            ],
            Kind::U5 => &[
                "O1 L4", "I2 L3", "2xO1 I3", "2xO1 L3", "O1 2xI2", "3xO1 I2", "5xO1",
            ],
            Kind::L5 => &[
                "O1 I4", "O1 L4", "I2 I3", "I2 L3", "2xO1 I3", "2xO1 L3", "O1 2xI2", "3xO1 I2",
                "5xO1",
            ],
            _ => &[],
        };
        let mut all: Vec<Supply> = texts.iter().map(|t| Supply::parse(t).unwrap()).collect();
        all.sort();
        all
    }

    #[test]
    fn every_ghost_splits_as_worked_out_by_hand() {
        for ghost in [Kind::P5, Kind::U5, Kind::L5] {
            let mut found = splits(ghost).to_vec();
            found.sort();
            assert_eq!(found, expected(ghost), "{ghost}");
        }
    }

    #[test]
    fn refusals_say_why() {
        let split = |t: &str| Supply::parse(t).unwrap();
        assert_eq!(
            check_split(Kind::L4, &split("O1 L3")),
            Err(DecomposeError::NotAGhost(Kind::L4))
        );
        assert_eq!(
            check_split(Kind::P5, &split("P5")),
            Err(DecomposeError::GhostInSplit(Kind::P5))
        );
        assert_eq!(
            check_split(Kind::P5, &split("O1")),
            Err(DecomposeError::TooFewPieces)
        );
        assert!(matches!(
            check_split(Kind::P5, &split("O1 I4")),
            Err(DecomposeError::NotTheShape { .. })
        ));
        assert!(matches!(
            check_split(Kind::U5, &split("I2 I3")),
            Err(DecomposeError::NotTheShape { .. })
        ));
        assert!(matches!(
            check_split(Kind::L5, &split("O1 I2")),
            Err(DecomposeError::NotTheShape { .. })
        ));
    }
}
