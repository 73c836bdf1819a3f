//! Named piece sets shared by the games and by puzzle files: the pentominoes, all 35
//! hexominoes, the tetrominoes, the Project L pieces and the Polyssimo set.

use crate::geometry::{Shape, free_polyominoes};

/// A piece with a name and its shape as drawn in the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedPiece {
    pub name: String,
    pub shape: Shape,
}

/// The sets a puzzle file can name, with a one-line description each.
pub const SET_NAMES: [(&str, &str); 6] = [
    (
        "pentominoes",
        "the 12 free pentominoes F I L N P T U V W X Y Z",
    ),
    (
        "hexominoes",
        "the 35 free hexominoes H01..H35 (canonical order)",
    ),
    ("tetrominoes", "the 5 free tetrominoes I O L S T"),
    ("project-l", "Project L pieces O1 I2 I3 L3 I4 O4 L4 Z4 T4"),
    ("project-l-ghost", "Project L ghost pieces P5 U5 L5"),
    (
        "polyssimo",
        "the 24 Polyssimo pieces: 12 pentominoes, 12 hexominoes",
    ),
];

const PENTOMINOES: [(&str, &str); 12] = [
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
    ("Y", ".#..\n####"),
    ("Z", "##.\n.#.\n.##"),
];

const TETROMINOES: [(&str, &str); 5] = [
    ("I", "####"),
    ("O", "##\n##"),
    ("L", "###\n#.."),
    ("S", ".##\n##."),
    ("T", "###\n.#."),
];

const PROJECT_L: [(&str, &str); 9] = [
    ("O1", "#"),
    ("I2", "##"),
    ("I3", "###"),
    ("L3", "##\n#."),
    ("I4", "####"),
    ("O4", "##\n##"),
    ("L4", "###\n#.."),
    ("Z4", "##.\n.##"),
    ("T4", "###\n.#."),
];

const PROJECT_L_GHOST: [(&str, &str); 3] = [
    ("P5", "##\n##\n#."),
    ("U5", "#.#\n###"),
    ("L5", "####\n#..."),
];

/// The 12 Polyssimo hexominoes as given in the rules (names as in polyform collections).
const POLYSSIMO_HEXOMINOES: [(&str, &str); 12] = [
    ("C06", "####\n#..#"),
    ("D06", "####\n.##."),
    ("X16", "..#.\n####\n.#.."),
    ("G06", "###.\n#.##"),
    ("M06", "#...\n###.\n..##"),
    ("Z16", "###.\n..#.\n..##"),
    ("U06", "####\n#.#."),
    ("F06", ".#..\n####\n#..."),
    ("F16", "..#.\n####\n#..."),
    ("F36", ".###\n##..\n.#.."),
    ("F26", "##..\n.###\n.#.."),
    ("W26", "##..\n.###\n..#."),
];

/// The pieces of a named set, or `None` if there is no such set. Case does not matter
/// (`Pentominoes`).
pub fn named_set(name: &str) -> Option<Vec<NamedPiece>> {
    let drawn = |list: &[(&str, &str)]| list.iter().map(|&(n, d)| drawn_piece(n, d)).collect();
    match name.to_ascii_lowercase().as_str() {
        "pentominoes" => Some(drawn(&PENTOMINOES)),
        "tetrominoes" => Some(drawn(&TETROMINOES)),
        "project-l" => Some(drawn(&PROJECT_L)),
        "project-l-ghost" => Some(drawn(&PROJECT_L_GHOST)),
        "polyssimo" => {
            let mut set: Vec<NamedPiece> = drawn(&PENTOMINOES);
            set.extend(drawn(&POLYSSIMO_HEXOMINOES));
            Some(set)
        }
        "hexominoes" => Some(
            free_polyominoes(6)
                .into_iter()
                .enumerate()
                .map(|(i, shape)| NamedPiece {
                    name: format!("H{:02}", i + 1),
                    shape,
                })
                .collect(),
        ),
        _ => None,
    }
}

/// Looks a single piece up by name in every set, the first set that has it winning
/// (so `I` is the pentomino; tetrominoes are reached through their set). Case does not
/// matter (`i2`, `h07`): no two names differ by case alone.
pub fn named_piece(name: &str) -> Option<NamedPiece> {
    every_named_piece().find(|p| p.name.eq_ignore_ascii_case(name))
}

/// Every piece of the named sets, set by set in [`SET_NAMES`] order (a piece in two sets
/// comes twice).
pub fn every_named_piece() -> impl Iterator<Item = NamedPiece> {
    SET_NAMES
        .iter()
        .filter_map(|(set, _)| named_set(set))
        .flatten()
}

fn drawn_piece(name: &str, drawing: &str) -> NamedPiece {
    NamedPiece {
        name: name.to_string(),
        shape: Shape::parse(drawing).expect("built-in drawings are valid"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn canonical_set(pieces: &[NamedPiece]) -> BTreeSet<Shape> {
        pieces.iter().map(|p| p.shape.canonical(true)).collect()
    }

    #[test]
    fn no_two_piece_names_differ_by_case_alone() {
        let names: Vec<String> = every_named_piece().map(|p| p.name).collect();
        for a in &names {
            let alike = names
                .iter()
                .filter(|b| b.eq_ignore_ascii_case(a) && *b != a);
            assert_eq!(alike.count(), 0, "{a}");
        }
    }

    #[test]
    fn pentominoes_are_the_twelve_free_pentominoes() {
        let set = named_set("pentominoes").unwrap();
        let enumerated: BTreeSet<Shape> = free_polyominoes(5).into_iter().collect();
        assert_eq!(canonical_set(&set), enumerated);
    }

    #[test]
    fn tetrominoes_and_project_l_are_complete() {
        let tetro = named_set("tetrominoes").unwrap();
        let enumerated: BTreeSet<Shape> = free_polyominoes(4).into_iter().collect();
        assert_eq!(canonical_set(&tetro), enumerated);
        let l = named_set("project-l").unwrap();
        let sizes: Vec<usize> = l.iter().map(|p| p.shape.len()).collect();
        assert_eq!(sizes, vec![1, 2, 3, 3, 4, 4, 4, 4, 4]);
        assert_eq!(canonical_set(&l).len(), 9);
    }

    #[test]
    fn polyssimo_has_24_distinct_pieces_covering_132_cells() {
        let set = named_set("polyssimo").unwrap();
        assert_eq!(set.len(), 24);
        assert_eq!(canonical_set(&set).len(), 24);
        assert_eq!(set.iter().map(|p| p.shape.len()).sum::<usize>(), 132);
        let hexominoes: BTreeSet<Shape> = free_polyominoes(6).into_iter().collect();
        for piece in &set[12..] {
            assert!(
                hexominoes.contains(&piece.shape.canonical(true)),
                "{}",
                piece.name
            );
        }
    }

    #[test]
    fn hexominoes_are_named_and_distinct() {
        let set = named_set("hexominoes").unwrap();
        assert_eq!(set.len(), 35);
        assert_eq!(set[0].name, "H01");
        assert_eq!(named_piece("H35").unwrap().shape.len(), 6);
        assert_eq!(named_piece("I").unwrap().shape.len(), 5);
        assert_eq!(named_piece("i2").unwrap().name, "I2");
        assert_eq!(named_piece("h35").unwrap().name, "H35");
        assert_eq!(named_set("Tetrominoes").unwrap().len(), 5);
        assert!(named_piece("Q").is_none());
    }
}
