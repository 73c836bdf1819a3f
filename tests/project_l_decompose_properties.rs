//! A decomposition always covers the ghost's shape exactly: every split that
//! `decompose::splits` gives, and every decompose move played in seeded games with the
//! example expansion deck (2–6 players, random, greedy and planner bots), is tiled into the
//! ghost's pentomino by a naive tiler written here from the pieces' pictures, sharing no
//! code with the library. The other way too: every set of two or more level 1–4 pieces
//! that the tiler can fit into a ghost's shape is one of its splits.
//! `TESSERA_DECOMPOSE_GAMES=N` plays N games instead of 40.

use tessera::engine::{Bot, Game, Turn};
use tessera::project_l::bots::bot;
use tessera::project_l::game::{Move, Options, ProjectL};
use tessera::project_l::{Kind, Supply, splits};
use tessera::random::Rng;

/// The pieces as drawn in the rules (`#` a cell), by name.
const PICTURES: [(&str, &str); 12] = [
    ("O1", "#"),
    ("I2", "##"),
    ("I3", "###"),
    ("L3", "#.|##"),
    ("I4", "####"),
    ("O4", "##|##"),
    ("L4", "#..|###"),
    ("Z4", "##.|.##"),
    ("T4", "###|.#."),
    ("P5", "##|##|#."),
    ("U5", "#.#|###"),
    ("L5", "#...|####"),
];

/// The cells of a picture as (row, column).
fn cells(picture: &str) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    for (r, row) in picture.split('|').enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '#' {
                out.push((r as i32, c as i32));
            }
        }
    }
    out
}

fn picture_of(kind: Kind) -> &'static str {
    let name = kind.to_string();
    PICTURES.iter().find(|(n, _)| *n == name).unwrap().1
}

/// The piece's eight rotations and reflections, each moved so that its first cell in
/// reading order is (0, 0).
fn orientations(kind: Kind) -> Vec<Vec<(i32, i32)>> {
    let base = cells(picture_of(kind));
    let mut out: Vec<Vec<(i32, i32)>> = Vec::new();
    for flip in [false, true] {
        let mut shape: Vec<(i32, i32)> = base
            .iter()
            .map(|&(r, c)| if flip { (r, -c) } else { (r, c) })
            .collect();
        for _ in 0..4 {
            shape = shape.iter().map(|&(r, c)| (c, -r)).collect();
            let mut sorted = shape.clone();
            sorted.sort_unstable();
            let (r0, c0) = sorted[0];
            let moved: Vec<(i32, i32)> = sorted.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
            if !out.contains(&moved) {
                out.push(moved);
            }
        }
    }
    out
}

/// Whether `pieces` (kinds, with repeats) cover the cells `left` exactly: the first cell
/// left in reading order is covered by some piece's first cell in some orientation.
fn tiles(left: &mut [(i32, i32)], pieces: &mut Vec<Kind>) -> bool {
    if left.is_empty() {
        return pieces.is_empty();
    }
    left.sort_unstable();
    let (r0, c0) = left[0];
    for i in 0..pieces.len() {
        let kind = pieces.remove(i);
        for shape in orientations(kind) {
            let placed: Vec<(i32, i32)> = shape.iter().map(|&(r, c)| (r + r0, c + c0)).collect();
            if placed.iter().all(|p| left.contains(p)) {
                let mut rest: Vec<(i32, i32)> = left
                    .iter()
                    .copied()
                    .filter(|p| !placed.contains(p))
                    .collect();
                if tiles(&mut rest, pieces) {
                    pieces.insert(i, kind);
                    return true;
                }
            }
        }
        pieces.insert(i, kind);
    }
    false
}

/// Whether the split's pieces cover the ghost's pentomino exactly.
fn covers_the_ghost(ghost: Kind, split: &Supply) -> bool {
    let mut pieces: Vec<Kind> = split
        .iter()
        .flat_map(|(k, n)| std::iter::repeat_n(k, n as usize))
        .collect();
    let mut shape = cells(picture_of(ghost));
    pieces.len() >= 2 && pieces.iter().all(|k| k.level() <= 4) && tiles(&mut shape, &mut pieces)
}

const GHOSTS: [Kind; 3] = [Kind::P5, Kind::U5, Kind::L5];

/// Every multiset of level 1–4 kinds with five cells in all.
fn five_cell_sets() -> Vec<Vec<Kind>> {
    fn extend(from: usize, cells: u32, so_far: &mut Vec<Kind>, out: &mut Vec<Vec<Kind>>) {
        if cells == 5 {
            out.push(so_far.clone());
            return;
        }
        for (i, &kind) in Kind::BASE.iter().enumerate().skip(from) {
            if cells + kind.level() <= 5 {
                so_far.push(kind);
                extend(i, cells + kind.level(), so_far, out);
                so_far.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(0, 0, &mut Vec::new(), &mut out);
    out
}

#[test]
fn every_split_covers_its_ghost_and_every_covering_is_a_split() {
    for ghost in GHOSTS {
        for split in splits(ghost) {
            assert!(covers_the_ghost(ghost, split), "{split} is not a {ghost}");
        }
        let covering: Vec<Supply> = five_cell_sets()
            .into_iter()
            .map(|kinds| Supply::of(&kinds))
            .filter(|set| covers_the_ghost(ghost, set))
            .collect();
        assert_eq!(covering.len(), splits(ghost).len(), "{ghost}");
        assert!(covering.iter().all(|set| splits(ghost).contains(set)));
    }
    // The counts the guide gives (hand-checked).
    let counts: Vec<usize> = GHOSTS.iter().map(|&g| splits(g).len()).collect();
    assert_eq!(counts, [11, 7, 9]);
}

#[test]
fn the_tiler_refuses_what_is_not_the_shape() {
    // Five cells but not a P5: I4 and O1 tile an L5, not a P5; O4 and O1 a P5 only.
    let of = |kinds: &[Kind]| Supply::of(kinds);
    assert!(covers_the_ghost(Kind::L5, &of(&[Kind::I4, Kind::O1])));
    assert!(!covers_the_ghost(Kind::P5, &of(&[Kind::I4, Kind::O1])));
    assert!(covers_the_ghost(Kind::P5, &of(&[Kind::O4, Kind::O1])));
    assert!(!covers_the_ghost(Kind::U5, &of(&[Kind::O4, Kind::O1])));
    assert!(!covers_the_ghost(Kind::P5, &of(&[Kind::P5])));
}

fn games() -> u64 {
    crate::support::env_count("TESSERA_DECOMPOSE_GAMES", 40)
}

#[test]
fn every_decomposition_played_covers_its_ghost() {
    let deck = crate::support::example_expansion_deck();
    let mut played = 0;
    for seed in 0..games() {
        let players = 2 + (seed % 5) as usize;
        let names = match seed % 3 {
            0 => ["random", "greedy"],
            1 => ["greedy", "greedy"],
            _ => ["planner", "greedy"],
        };
        let options = Options {
            players: Some(players),
            extra_cards: deck.clone(),
            ..Options::default()
        };
        let game = ProjectL::new(&options, seed).unwrap();
        let mut state = game.setup(seed);
        let mut bots: Vec<Box<dyn Bot<ProjectL>>> = names.iter().map(|b| bot(b).unwrap()).collect();
        let mut rng = Rng::new(seed);
        while let Turn::Player(p) = game.turn(&state) {
            let mv = bots[p % 2].choose(&game, &state, &mut rng);
            if let Move::Decompose { ghost, into, .. } = &mv {
                assert!(
                    covers_the_ghost(*ghost, into),
                    "seed {seed}: {ghost} into {into}"
                );
                played += 1;
            }
            state = game.play(&state, &mv).unwrap();
        }
    }
    assert!(played > 0 || games() < 10, "{played} decompositions played");
}
