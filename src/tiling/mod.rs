//! "Cover this region with these pieces": the tiling problem, its table of placements,
//! symmetry breaking for counting distinct tilings, and two engines that solve it — the
//! general dancing-links solver and a bitboard search specialised for polyominoes.

mod area;
mod bitboard;
pub mod budget;
mod cells;
mod collect;
pub mod count_dp;
mod distinct;
mod solve;
mod split;
mod symmetry;
mod to_dlx;

pub use area::AreaError;
pub use cells::Cells;
pub use distinct::{SecondBreak, SymmetryBreak};
pub use solve::{Engine, Request, SolveError, Summary, solve};
pub use symmetry::PieceSymmetry;

use crate::fast_hash::BuildFast;
use crate::geometry::{Region, Shape};
use crate::wording::count;
use std::collections::HashMap;

/// The placement id of each `(piece kind, sorted cells)`.
pub type PlacementIndex<'a> = HashMap<(usize, &'a [usize]), usize, BuildFast>;

/// A kind of piece with how many copies a tiling uses (`min..=max`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceKind {
    pub name: String,
    pub shape: Shape,
    pub min: u32,
    pub max: u32,
}

/// One piece put on the board: its kind and the region cells it covers (sorted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PiecePlacement {
    pub piece: usize,
    pub cells: Cells,
}

/// Why a tiling problem is refused before any search.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TilingError {
    #[error("piece {name}: the count must be at least 1")]
    ZeroCount { name: String },
    #[error("piece {name}: minimum {min} is above maximum {max}")]
    BadBounds { name: String, min: u32, max: u32 },
    #[error(
        "piece {name} has {} but the board has only {}",
        count(*cells, "cell"),
        count(*board, "cell")
    )]
    PieceTooLarge {
        name: String,
        cells: usize,
        board: usize,
    },
    #[error(
        "the pieces that must be used have {} but the board has only {}",
        count(*cells, "cell"),
        count(*board, "cell")
    )]
    TooManyCells { cells: usize, board: usize },
    #[error("no pieces were given")]
    NoPieces,
    #[error(
        "listing the placements would take about {} allowed (--memory-mb; by default the \
         memory this process may have)",
        budget::more_than(*needed, *limit)
    )]
    Memory { needed: u64, limit: u64 },
    /// The deadline passed while the placements were listed.
    #[error("the time ran out while the placements were listed")]
    OutOfTime,
}

/// A region to cover exactly and the pieces available.
#[derive(Clone, Debug)]
pub struct Tiling {
    pub region: Region,
    pub pieces: Vec<PieceKind>,
    /// Whether pieces may be turned over (free) or only rotated (one-sided).
    pub allow_flip: bool,
    placements: Vec<PiecePlacement>,
}

impl Tiling {
    /// Checks the pieces against the region and lists every placement.
    pub fn new(
        region: Region,
        pieces: Vec<PieceKind>,
        allow_flip: bool,
    ) -> Result<Tiling, TilingError> {
        Tiling::new_within(region, pieces, allow_flip, &budget::SetupLimits::NONE)
    }

    /// As [`Tiling::new`], refusing before any is listed placements that would take more
    /// memory than `limits` allow, and stopping once its deadline has passed.
    pub fn new_within(
        region: Region,
        pieces: Vec<PieceKind>,
        allow_flip: bool,
        limits: &budget::SetupLimits,
    ) -> Result<Tiling, TilingError> {
        validate_pieces(&region, &pieces)?;
        let needed = budget::estimated_bytes(&region, &pieces, allow_flip);
        if !limits.max_bytes.allows(needed) {
            let limit = limits.max_bytes.bytes();
            return Err(TilingError::Memory { needed, limit });
        }
        let orientations: Vec<Vec<Shape>> = (pieces.iter())
            .map(|kind| kind.shape.orientations(allow_flip))
            .collect();
        let bound = orientations.iter().flatten();
        let mut placements = Vec::with_capacity(bound.map(|o| region.placement_bound(o)).sum());
        for (index, kind) in orientations.into_iter().enumerate() {
            for orientation in kind {
                if limits.late() {
                    return Err(TilingError::OutOfTime);
                }
                region.each_placement(&orientation, |cells| {
                    placements.push(PiecePlacement {
                        piece: index,
                        cells: cells.into(),
                    })
                });
            }
        }
        Ok(Tiling {
            region,
            pieces,
            allow_flip,
            placements,
        })
    }

    /// Every placement of every piece, indexed by placement id.
    pub fn placements(&self) -> &[PiecePlacement] {
        &self.placements
    }

    /// The board's symmetries that map the pieces to themselves, the identity first: its
    /// rotations, and its reflections too when pieces may be turned over or the one-sided
    /// pieces come in mirror pairs with the same bounds (see [`PieceSymmetry`]).
    pub fn symmetries(&self) -> Vec<PieceSymmetry> {
        symmetry::usable(&self.region, &self.pieces, self.allow_flip)
    }

    /// Whether counting up to symmetry takes the board's reflections as well as its
    /// rotations: pieces may be turned over, or the one-sided ones come in mirror pairs.
    pub fn follows_reflections(&self) -> bool {
        symmetry::follows_reflections(&self.pieces, self.allow_flip)
    }

    /// The placement id of each `(piece kind, sorted cells)`; `None` when `limits` say the
    /// time ran out while it was built.
    pub fn placement_index(&self, limits: &budget::SetupLimits) -> Option<PlacementIndex<'_>> {
        let mut index =
            HashMap::with_capacity_and_hasher(self.placements.len(), BuildFast::default());
        for (id, p) in self.placements.iter().enumerate() {
            if limits.late_at(id) {
                return None;
            }
            index.insert((p.piece, &p.cells[..]), id);
        }
        Some(index)
    }

    /// Whether a list of placement ids covers every cell exactly once and uses each piece
    /// kind within its bounds: the certificate every answer is checked against.
    pub fn is_tiling(&self, chosen: &[usize]) -> bool {
        let mut covered = vec![0u32; self.region.len()];
        let mut used = vec![0u32; self.pieces.len()];
        for &id in chosen {
            let Some(p) = self.placements.get(id) else {
                return false;
            };
            used[p.piece] += 1;
            p.cells.iter().for_each(|&c| covered[c] += 1);
        }
        covered.iter().all(|&n| n == 1)
            && self
                .pieces
                .iter()
                .zip(&used)
                .all(|(k, &n)| (k.min..=k.max).contains(&n))
    }

    /// The region cell → placement id map of a tiling (`None` for uncovered cells).
    pub fn cell_owners(&self, chosen: &[usize]) -> Vec<Option<usize>> {
        let mut owner = vec![None; self.region.len()];
        for &id in chosen {
            for &cell in self.placements[id].cells.iter() {
                owner[cell] = Some(id);
            }
        }
        owner
    }
}

/// Checks the pieces against the region: some pieces, sensible counts, no piece larger
/// than the board, and no more cells to cover, each piece at its least count, than the
/// board has.
pub fn validate_pieces(region: &Region, pieces: &[PieceKind]) -> Result<(), TilingError> {
    validate_each_piece(region, pieces)?;
    let required: usize = (pieces.iter())
        .map(|kind| kind.shape.len() * kind.min as usize)
        .sum();
    if required > region.len() {
        let board = region.len();
        return Err(TilingError::TooManyCells {
            cells: required,
            board,
        });
    }
    Ok(())
}

/// Checks each piece against the region: some pieces, sensible counts, no piece larger
/// than the board (a game's set, whose pieces need not all fit at once, checks no more).
pub fn validate_each_piece(region: &Region, pieces: &[PieceKind]) -> Result<(), TilingError> {
    if pieces.is_empty() {
        return Err(TilingError::NoPieces);
    }
    for kind in pieces {
        let name = kind.name.clone();
        if kind.max == 0 {
            return Err(TilingError::ZeroCount { name });
        }
        if kind.min > kind.max {
            let (min, max) = (kind.min, kind.max);
            return Err(TilingError::BadBounds { name, min, max });
        }
        if kind.shape.len() > region.len() {
            let (cells, board) = (kind.shape.len(), region.len());
            return Err(TilingError::PieceTooLarge { name, cells, board });
        }
    }
    Ok(())
}

/// A tiling problem for tests: the board drawn, each piece drawn with its `(min, max)`,
/// named `p0`, `p1`…
#[cfg(test)]
pub(crate) fn drawn(board: &str, pieces: &[(&str, u32, u32)], allow_flip: bool) -> Tiling {
    let kinds = pieces
        .iter()
        .enumerate()
        .map(|(i, &(drawing, min, max))| PieceKind {
            name: format!("p{i}"),
            shape: Shape::parse(drawing).unwrap(),
            min,
            max,
        })
        .collect();
    Tiling::new(Region::parse(board).unwrap(), kinds, allow_flip).unwrap()
}
