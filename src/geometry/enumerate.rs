//! Enumeration of all free polyominoes of a given size, by growing every polyomino of one
//! size less by one cell and keeping canonical forms.

use super::shape::Shape;
use super::transform::edge_neighbours;
use std::collections::BTreeSet;

/// All free polyominoes with `size` cells, in canonical form, sorted.
pub fn free_polyominoes(size: usize) -> Vec<Shape> {
    let mut current: BTreeSet<Shape> = BTreeSet::new();
    if size == 0 {
        return Vec::new();
    }
    current.insert(Shape::from_cells([(0, 0)]).expect("one cell"));
    for _ in 1..size {
        current = current.iter().flat_map(grow_by_one).collect();
    }
    current.into_iter().collect()
}

fn grow_by_one(shape: &Shape) -> Vec<Shape> {
    let cells = shape.cells();
    let mut grown = Vec::new();
    for &(r, c) in cells {
        for next in edge_neighbours((r, c)) {
            if !cells.contains(&next) {
                let bigger = cells.iter().copied().chain([next]);
                let shape = Shape::from_cells(bigger).expect("nonempty");
                grown.push(shape.canonical(true));
            }
        }
    }
    grown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_the_published_sequence() {
        // OEIS A000105: free polyominoes with n cells.
        let counts: Vec<usize> = (1..=7).map(|n| free_polyominoes(n).len()).collect();
        assert_eq!(counts, vec![1, 1, 2, 5, 12, 35, 108]);
    }
}
