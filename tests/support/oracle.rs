//! A deliberately naive tiling oracle for cross-checking the solvers. It shares no code
//! with the library: its own rotations, its own placement search, a plain `Vec<bool>`
//! board, the first empty cell in reading order, every tiling kept as a sorted list of
//! `(piece, cells)`, and distinct tilings found by applying every board symmetry to every
//! tiling and keeping the least image.

use std::collections::BTreeSet;

pub type Cell = (i32, i32);

/// A piece of the oracle: its cells and how often it may be used.
#[derive(Clone, Debug)]
pub struct OraclePiece {
    pub cells: Vec<Cell>,
    pub min: u32,
    pub max: u32,
}

/// One tiling: sorted `(piece index, sorted cells)`.
pub type OracleTiling = Vec<(usize, Vec<Cell>)>;

fn normalise(cells: &[Cell]) -> Vec<Cell> {
    let r0 = cells.iter().map(|c| c.0).min().unwrap();
    let c0 = cells.iter().map(|c| c.1).min().unwrap();
    let mut out: Vec<Cell> = cells.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
    out.sort();
    out
}

/// The images of a cell set under the 8 (or 4, rotations only) grid symmetries, each
/// normalised, duplicates kept.
fn images(cells: &[Cell], flips: bool) -> Vec<Vec<Cell>> {
    let mut out = Vec::new();
    let mut current: Vec<Cell> = cells.to_vec();
    for _ in 0..4 {
        current = current.iter().map(|&(r, c)| (c, -r)).collect();
        out.push(normalise(&current));
        if flips {
            let mirrored: Vec<Cell> = current.iter().map(|&(r, c)| (r, -c)).collect();
            out.push(normalise(&mirrored));
        }
    }
    out
}

/// All tilings of `board` (a set of cells) by the pieces.
pub fn tilings(board: &[Cell], pieces: &[OraclePiece], flips: bool) -> Vec<OracleTiling> {
    let mut cells: Vec<Cell> = board.to_vec();
    cells.sort();
    let orientations: Vec<BTreeSet<Vec<Cell>>> = pieces
        .iter()
        .map(|p| images(&p.cells, flips).into_iter().collect())
        .collect();
    let mut covered = vec![false; cells.len()];
    let mut used = vec![0u32; pieces.len()];
    let mut current = Vec::new();
    let mut found = Vec::new();
    extend(
        &cells,
        pieces,
        &orientations,
        &mut covered,
        &mut used,
        &mut current,
        &mut found,
    );
    found
}

fn extend(
    cells: &[Cell],
    pieces: &[OraclePiece],
    orientations: &[BTreeSet<Vec<Cell>>],
    covered: &mut Vec<bool>,
    used: &mut Vec<u32>,
    current: &mut OracleTiling,
    found: &mut Vec<OracleTiling>,
) {
    let Some(first) = covered.iter().position(|&c| !c) else {
        if pieces.iter().zip(used.iter()).all(|(p, &u)| u >= p.min) {
            let mut tiling = current.clone();
            tiling.sort();
            found.push(tiling);
        }
        return;
    };
    let target = cells[first];
    for (k, piece) in pieces.iter().enumerate() {
        if used[k] >= piece.max {
            continue;
        }
        for shape in &orientations[k] {
            // The shape's first cell (reading order) must land on the first empty cell.
            let anchor = shape[0];
            let placed: Vec<Cell> = shape
                .iter()
                .map(|&(r, c)| (r - anchor.0 + target.0, c - anchor.1 + target.1))
                .collect();
            let indices: Option<Vec<usize>> = placed
                .iter()
                .map(|cell| cells.iter().position(|c| c == cell))
                .collect();
            let Some(indices) = indices else { continue };
            if indices.iter().any(|&i| covered[i]) {
                continue;
            }
            indices.iter().for_each(|&i| covered[i] = true);
            used[k] += 1;
            let mut sorted = placed.clone();
            sorted.sort();
            current.push((k, sorted));
            extend(cells, pieces, orientations, covered, used, current, found);
            current.pop();
            used[k] -= 1;
            indices.iter().for_each(|&i| covered[i] = false);
        }
    }
}

/// The number of classes of tilings equal under a symmetry of the board: rotations, and
/// reflections when pieces can be turned over or the one-sided pieces come in mirror pairs
/// with the same bounds (a reflection then turns each piece into its partner).
pub fn distinct_count(
    board: &[Cell],
    pieces: &[OraclePiece],
    tilings: &[OracleTiling],
    flips: bool,
) -> usize {
    let board_set: BTreeSet<Cell> = board.iter().copied().collect();
    let same: Vec<usize> = (0..pieces.len()).collect();
    let partners = if flips {
        Some(same.clone())
    } else {
        mirror_partners(pieces)
    };
    let maps: Vec<(Vec<usize>, CellMap)> = board_symmetries(board, true)
        .into_iter()
        .filter_map(|(is_mirror, map)| match is_mirror {
            false => Some((same.clone(), map)),
            true => partners.clone().map(|p| (p, map)),
        })
        .collect();
    let mut classes: BTreeSet<OracleTiling> = BTreeSet::new();
    for tiling in tilings {
        let least = maps
            .iter()
            .map(|(relabel, map)| {
                let mut image: OracleTiling = tiling
                    .iter()
                    .map(|(k, cells)| {
                        let mut moved: Vec<Cell> = cells.iter().map(|c| map(*c)).collect();
                        moved.sort();
                        (relabel[*k], moved)
                    })
                    .collect();
                image.sort();
                image
            })
            .min()
            .unwrap();
        assert!(
            least
                .iter()
                .all(|(_, cs)| cs.iter().all(|c| board_set.contains(c)))
        );
        classes.insert(least);
    }
    classes.len()
}

/// Each piece's mirror image among the pieces as they may be rotated, with the same bounds
/// (itself when it is its own mirror image), each piece paired once; `None` if one has none.
fn mirror_partners(pieces: &[OraclePiece]) -> Option<Vec<usize>> {
    let mut partner: Vec<Option<usize>> = vec![None; pieces.len()];
    for k in 0..pieces.len() {
        if partner[k].is_some() {
            continue;
        }
        let mirrored: Vec<Cell> = pieces[k].cells.iter().map(|&(r, c)| (r, -c)).collect();
        let mirrored = normalise(&mirrored);
        let j = std::iter::once(k).chain(0..pieces.len()).find(|&j| {
            partner[j].is_none()
                && (pieces[j].min, pieces[j].max) == (pieces[k].min, pieces[k].max)
                && images(&pieces[j].cells, false).contains(&mirrored)
        })?;
        partner[k] = Some(j);
        partner[j] = Some(k);
    }
    partner.into_iter().collect()
}

type CellMap = Box<dyn Fn(Cell) -> Cell>;

/// The symmetries of the board as cell maps, with whether each mirrors.
fn board_symmetries(board: &[Cell], flips: bool) -> Vec<(bool, CellMap)> {
    let r0 = board.iter().map(|c| c.0).min().unwrap();
    let c0 = board.iter().map(|c| c.1).min().unwrap();
    let mut out: Vec<(bool, CellMap)> = Vec::new();
    for mirror in [false, true] {
        if mirror && !flips {
            continue;
        }
        for turns in 0..4 {
            let raw = move |(r, c): Cell| {
                let (mut r, mut c) = (r, if mirror { -c } else { c });
                for _ in 0..turns {
                    (r, c) = (c, -r);
                }
                (r, c)
            };
            let moved: Vec<Cell> = board.iter().map(|&c| raw(c)).collect();
            let mr = moved.iter().map(|c| c.0).min().unwrap();
            let mc = moved.iter().map(|c| c.1).min().unwrap();
            let map = move |cell: Cell| {
                let (r, c) = raw(cell);
                (r - mr + r0, c - mc + c0)
            };
            let image: BTreeSet<Cell> = board.iter().map(|&c| map(c)).collect();
            if image == board.iter().copied().collect() {
                out.push((mirror, Box::new(map)));
            }
        }
    }
    out
}
