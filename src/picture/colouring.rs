//! Colours for pieces that touch: the pieces' adjacency graph coloured greedily (most
//! neighbours first, each piece the first colour none of its coloured neighbours has), so
//! that touching pieces never share a colour while the palette lasts.

use super::At;

/// Which pieces touch which, from the piece (if any) on each cell of a `rows` × `cols`
/// grid: pieces `0..pieces`, neighbours across an edge.
pub fn grid_neighbours(
    rows: usize,
    cols: usize,
    pieces: usize,
    piece_at: impl Fn(At) -> Option<usize>,
) -> Vec<Vec<usize>> {
    let mut neighbours = vec![Vec::new(); pieces];
    let mut join = |a: Option<usize>, b: Option<usize>| {
        if let (Some(a), Some(b)) = (a, b)
            && a != b
            && !neighbours[a].contains(&b)
        {
            neighbours[a].push(b);
            neighbours[b].push(a);
        }
    };
    for r in 0..rows {
        for c in 0..cols {
            let here = piece_at((r, c));
            if c + 1 < cols {
                join(here, piece_at((r, c + 1)));
            }
            if r + 1 < rows {
                join(here, piece_at((r + 1, c)));
            }
        }
    }
    neighbours
}

/// A colour (from 0) for each piece such that touching pieces differ: pieces with the
/// most neighbours choose first (Welsh and Powell's order), each taking the smallest
/// colour its neighbours have not taken.
pub fn colour(neighbours: &[Vec<usize>]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..neighbours.len()).collect();
    order.sort_by_key(|&p| std::cmp::Reverse(neighbours[p].len()));
    let mut colours: Vec<Option<usize>> = vec![None; neighbours.len()];
    for p in order {
        let taken: Vec<usize> = neighbours[p].iter().filter_map(|&n| colours[n]).collect();
        colours[p] = (0..).find(|c| !taken.contains(c));
    }
    colours.into_iter().map(Option::unwrap_or_default).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_pieces_differ_and_a_chain_takes_two_colours() {
        // Three dominoes in a row on a 1×6 strip: 0 0 1 1 2 2.
        let strip = [0, 0, 1, 1, 2, 2];
        let neighbours = grid_neighbours(1, 6, 3, |(_, c)| Some(strip[c]));
        assert_eq!(neighbours, vec![vec![1], vec![0, 2], vec![1]]);
        assert_eq!(colour(&neighbours), vec![1, 0, 1]);
    }

    #[test]
    fn corners_do_not_touch_and_empty_cells_part_pieces() {
        // 0 .      0 and 1 meet only at a corner; 2 is beyond an empty cell.
        // . 1 . 2
        let grid = [[Some(0), None, None, None], [None, Some(1), None, Some(2)]];
        let neighbours = grid_neighbours(2, 4, 3, |(r, c)| grid[r][c]);
        assert!(neighbours.iter().all(Vec::is_empty), "{neighbours:?}");
        assert_eq!(colour(&neighbours), vec![0, 0, 0]);
    }

    #[test]
    fn a_wheel_needs_four_colours_and_gets_them() {
        // A hub touching a ring of five (an odd cycle): 3 for the ring, 1 for the hub.
        let mut neighbours = vec![Vec::new(); 6];
        for i in 1..=5 {
            let next = i % 5 + 1;
            for (a, b) in [(0, i), (i, next)] {
                neighbours[a].push(b);
                neighbours[b].push(a);
            }
        }
        let colours = colour(&neighbours);
        for (p, list) in neighbours.iter().enumerate() {
            assert!(
                list.iter().all(|&n| colours[n] != colours[p]),
                "{colours:?}"
            );
        }
        assert_eq!(
            colours[0], 0,
            "the hub, with the most neighbours, chooses first"
        );
        assert!(colours.iter().all(|&c| c < 4), "{colours:?}");
    }
}
