//! Tracing the edge of a set of grid cells into closed loops of corner points: the outer
//! edge of each connected part clockwise (on a screen, y down) and the edge of each hole
//! counter-clockwise, so the loops drawn together with the even-odd rule fill exactly the
//! cells. Cells that touch only at a corner get loops of their own.

use super::At;
use std::collections::{BTreeMap, BTreeSet};

/// A closed loop of grid corners `(x, y)` (x the column, y the row), each a turn.
pub type Loop = Vec<(i64, i64)>;

/// The loops along the edge of `cells`.
pub fn trace(cells: &[At]) -> Vec<Loop> {
    let set: BTreeSet<(i64, i64)> = cells.iter().map(|&(r, c)| (r as i64, c as i64)).collect();
    let mut edges = boundary_edges(&set);
    let mut loops = Vec::new();
    while let Some((&start, _)) = edges.iter().find(|(_, ends)| !ends.is_empty()) {
        loops.push(corners(&walk(&mut edges, start)));
    }
    loops
}

/// Directed edges between corners, keyed by their start: along each side of a cell with no
/// cell of the set beyond it, with the cell on the right of the direction.
fn boundary_edges(set: &BTreeSet<(i64, i64)>) -> BTreeMap<(i64, i64), Vec<(i64, i64)>> {
    let mut edges: BTreeMap<(i64, i64), Vec<(i64, i64)>> = BTreeMap::new();
    for &(r, c) in set {
        let sides = [
            ((r - 1, c), (c, r), (c + 1, r)),
            ((r, c + 1), (c + 1, r), (c + 1, r + 1)),
            ((r + 1, c), (c + 1, r + 1), (c, r + 1)),
            ((r, c - 1), (c, r + 1), (c, r)),
        ];
        for (beyond, from, to) in sides {
            if !set.contains(&beyond) {
                edges.entry(from).or_default().push(to);
            }
        }
    }
    edges
}

/// Follows edges from `start` back to it, removing them; at a corner where two edges
/// leave (cells touching at a corner) it turns right, which keeps each part's loop apart.
fn walk(edges: &mut BTreeMap<(i64, i64), Vec<(i64, i64)>>, start: (i64, i64)) -> Loop {
    let mut points = vec![start];
    let mut at = start;
    let mut heading: Option<(i64, i64)> = None;
    loop {
        let ends = edges
            .get_mut(&at)
            .expect("every corner reached has an edge out");
        let pick = match heading {
            Some(h) if ends.len() > 1 => ends
                .iter()
                .position(|&e| (e.0 - at.0, e.1 - at.1) == (-h.1, h.0))
                .unwrap_or(0),
            _ => 0,
        };
        let next = ends.swap_remove(pick);
        heading = Some((next.0 - at.0, next.1 - at.1));
        at = next;
        if at == start {
            return points;
        }
        points.push(at);
    }
}

/// The points of a loop where it turns (points in the middle of a straight run dropped).
fn corners(points: &[(i64, i64)]) -> Loop {
    let n = points.len();
    (0..n)
        .filter(|&i| {
            let (before, here, after) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            let a = (here.0 - before.0, here.1 - before.1);
            let b = (after.0 - here.0, after.1 - here.1);
            a.0 * b.1 - a.1 * b.0 != 0
        })
        .map(|i| points[i])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Twice the signed area of a loop (shoelace): positive clockwise on a screen.
    fn doubled_area(points: &Loop) -> i64 {
        let n = points.len();
        (0..n)
            .map(|i| {
                let (a, b) = (points[i], points[(i + 1) % n]);
                a.0 * b.1 - b.0 * a.1
            })
            .sum()
    }

    #[test]
    fn a_square_is_four_corners() {
        let loops = trace(&[(0, 0), (0, 1), (1, 0), (1, 1)]);
        assert_eq!(loops, vec![vec![(0, 0), (2, 0), (2, 2), (0, 2)]]);
    }

    #[test]
    fn an_l_tromino_has_six_corners_and_area_three() {
        let loops = trace(&[(0, 0), (1, 0), (1, 1)]);
        assert_eq!(loops.len(), 1);
        assert_eq!(loops[0].len(), 6);
        assert_eq!(doubled_area(&loops[0]), 6);
    }

    #[test]
    fn a_ring_has_an_outer_loop_and_a_hole_of_opposite_direction() {
        let ring: Vec<At> = (0..3)
            .flat_map(|r| (0..3).map(move |c| (r, c)))
            .filter(|&at| at != (1, 1))
            .collect();
        let loops = trace(&ring);
        assert_eq!(loops.len(), 2);
        let areas: Vec<i64> = loops.iter().map(doubled_area).collect();
        assert_eq!(areas.iter().sum::<i64>(), 16, "8 cells: {areas:?}");
        assert!(areas.contains(&18) && areas.contains(&-2), "{areas:?}");
    }

    #[test]
    fn cells_touching_at_a_corner_get_a_loop_each() {
        let loops = trace(&[(0, 0), (1, 1)]);
        assert_eq!(loops.len(), 2);
        assert!(loops.iter().all(|l| l.len() == 4 && doubled_area(l) == 2));
    }
}
