//! A deliberately plain oracle for shared-pool placement games, sharing no code with the
//! library: pieces are lists of (row, column) cells, their orientations are made here by
//! rotating and mirroring coordinates, and who wins is plain minimax (no table, no
//! symmetry, no ordering): the player to move wins if some placement of some piece in
//! the pool leaves a position the opponent loses.

/// The twelve pentominoes by name, as drawn in any book (rows of `#`).
pub const PENTOMINOES: [(&str, &str); 12] = [
    ("F", ".##\n##.\n.#."),
    ("I", "#####"),
    ("L", "####\n#..."),
    ("N", "##..\n.###"),
    ("P", "##\n##\n#."),
    ("T", "###\n.#.\n.#."),
    ("U", "#.#\n###"),
    ("V", "#..\n#..\n###"),
    ("W", "#..\n##.\n.##"),
    ("X", ".#.\n###\n.#."),
    ("Y", "####\n.#.."),
    ("Z", "##.\n.#.\n.##"),
];

/// A game: a rectangle of `height × width` cells (some blocked) and piece shapes.
pub struct Oracle {
    /// For each piece: every placement on the rectangle as a set of cell numbers
    /// (`row * width + column`), as bits.
    pub placements: Vec<Vec<u64>>,
}

/// The cells `(row, column)` of a drawing (`#` a cell, one row a line).
pub fn cells_of(drawing: &str) -> Vec<(i32, i32)> {
    let mut cells = Vec::new();
    for (r, line) in drawing.lines().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            if ch == '#' {
                cells.push((r as i32, c as i32));
            }
        }
    }
    cells
}

/// The distinct orientations of a shape, each moved to touch row 0 and column 0.
fn orientations(cells: &[(i32, i32)]) -> Vec<Vec<(i32, i32)>> {
    let mut out: Vec<Vec<(i32, i32)>> = Vec::new();
    let mut shape = cells.to_vec();
    for mirror in 0..2 {
        for _ in 0..4 {
            shape = shape.iter().map(|&(r, c)| (c, -r)).collect();
            let min_r = shape.iter().map(|p| p.0).min().unwrap();
            let min_c = shape.iter().map(|p| p.1).min().unwrap();
            let mut moved: Vec<(i32, i32)> =
                shape.iter().map(|&(r, c)| (r - min_r, c - min_c)).collect();
            moved.sort();
            if !out.contains(&moved) {
                out.push(moved);
            }
        }
        if mirror == 0 {
            shape = shape.iter().map(|&(r, c)| (r, -c)).collect();
        }
    }
    out
}

impl Oracle {
    pub fn new(height: i32, width: i32, drawings: &[&str]) -> Oracle {
        let placements = drawings
            .iter()
            .map(|d| {
                let mut all = Vec::new();
                for shape in orientations(&cells_of(d)) {
                    for dr in 0..height {
                        for dc in 0..width {
                            let moved: Vec<(i32, i32)> =
                                shape.iter().map(|&(r, c)| (r + dr, c + dc)).collect();
                            if moved.iter().all(|&(r, c)| r < height && c < width) {
                                all.push(
                                    moved
                                        .iter()
                                        .fold(0u64, |m, &(r, c)| m | 1 << (r * width + c)),
                                );
                            }
                        }
                    }
                }
                all
            })
            .collect();
        Oracle { placements }
    }

    /// Golomb's game: 8×8 and the twelve pentominoes.
    pub fn golomb() -> Oracle {
        let drawings: Vec<&str> = PENTOMINOES.iter().map(|p| p.1).collect();
        Oracle::new(8, 8, &drawings)
    }

    /// Every legal move: (piece index, cells).
    pub fn moves(&self, full: u64, pool: &[bool]) -> Vec<(usize, u64)> {
        let mut out = Vec::new();
        for (piece, list) in self.placements.iter().enumerate() {
            if pool[piece] {
                for &p in list {
                    if p & full == 0 {
                        out.push((piece, p));
                    }
                }
            }
        }
        out
    }

    /// Whether the player to move wins with `full` cells covered and `pool` left.
    pub fn wins(&self, full: u64, pool: &mut [bool]) -> bool {
        for (piece, cells) in self.moves(full, pool) {
            pool[piece] = false;
            let opponent_wins = self.wins(full | cells, pool);
            pool[piece] = true;
            if !opponent_wins {
                return true;
            }
        }
        false
    }
}
