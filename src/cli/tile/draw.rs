//! Drawing tilings as text: one letter per placed piece, a legend for letters that are not
//! the piece's own name, optional ANSI colour with readable contrast, and the JSON form of
//! a tiling.
//!
//! Each piece gets its own letter while the 62 letters and digits last; after that a letter
//! is used again, for a piece that touches no other piece with that letter (preferably one
//! of the same kind, so the legend still gives one name per letter). Neighbours always
//! differ, so the picture stays readable however many pieces there are.

use crate::tiling::Tiling;
use std::collections::HashMap;

/// The letters given to pieces, in the order they are handed out.
const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// The text colour on coloured cells: black (index 16 of the 256-colour palette).
const FOREGROUND: u8 = 16;

/// Cell backgrounds, indices into xterm's 256-colour palette (its 6×6×6 cube), in the
/// order letters take them: every one has a contrast of at least 5:1 with black text by
/// the WCAG 2 formula (see the tests), and none is so light that colours blur together.
const BACKGROUNDS: [u8; 48] = [
    201, 133, 170, 207, 65, 102, 139, 176, 213, 34, 71, 108, 145, 182, 219, 40, 77, 114, 151, 188,
    46, 83, 200, 169, 206, 101, 138, 175, 212, 33, 70, 107, 144, 181, 218, 39, 76, 113, 150, 187,
    224, 45, 82, 199, 168, 205, 100, 137,
];

/// A tiling laid out for display: the grid rows and the letter of each placed piece.
pub struct Drawing {
    pub rows: Vec<String>,
    /// `(letter, piece name, placement id)` in the order the letters were given.
    pub letters: Vec<(char, String, usize)>,
}

/// Gives each placed piece a letter (its own name when that is one character and the
/// piece is used once, else a free letter, else a letter none of its neighbours has) and
/// draws the grid.
pub fn draw(tiling: &Tiling, chosen: &[usize]) -> Drawing {
    let placements = tiling.placements();
    let mut order = chosen.to_vec();
    order.sort_by_key(|&p| placements[p].cells[0]);
    let owners = tiling.cell_owners(chosen);
    let mut picker = LetterPicker::new(tiling);
    let mut letter_of: HashMap<usize, char> = HashMap::new();
    let mut letters = Vec::new();
    for &id in &order {
        let touching: Vec<char> = placements[id]
            .cells
            .iter()
            .flat_map(|&cell| tiling.region.neighbours(cell))
            .filter_map(|cell| owners[cell])
            .filter_map(|owner| letter_of.get(&owner).copied())
            .collect();
        let piece = placements[id].piece;
        let letter = picker.pick(piece, &touching);
        letter_of.insert(id, letter);
        letters.push((letter, tiling.pieces[piece].name.clone(), id));
    }
    let rows = tiling.region.draw(|cell| {
        owners[cell]
            .and_then(|p| letter_of.get(&p).copied())
            .unwrap_or(' ')
    });
    Drawing { rows, letters }
}

/// Hands out letters: each piece's own or preferred letter, then any free letter, then a
/// letter used again away from the piece's neighbours.
struct LetterPicker<'a> {
    tiling: &'a Tiling,
    /// The one-character names of pieces used once: kept for those pieces.
    reserved: Vec<char>,
    /// The kinds each letter has been given to so far, by letter.
    given: HashMap<char, Vec<usize>>,
}

impl<'a> LetterPicker<'a> {
    fn new(tiling: &'a Tiling) -> LetterPicker<'a> {
        let reserved = (0..tiling.pieces.len())
            .filter_map(|k| own_letter(tiling, k))
            .collect();
        LetterPicker {
            tiling,
            reserved,
            given: HashMap::new(),
        }
    }

    /// The letter for a piece of kind `piece` whose neighbours have the letters `touching`.
    fn pick(&mut self, piece: usize, touching: &[char]) -> char {
        let letter = self
            .fresh(piece)
            .or_else(|| self.reused(touching, |kinds| kinds.contains(&piece)))
            .or_else(|| self.reused(touching, |_| true))
            .unwrap_or_else(|| self.least_touching(touching));
        self.given.entry(letter).or_default().push(piece);
        letter
    }

    /// A letter no piece has yet: the piece's own, its name's initial, or the next free one.
    fn fresh(&self, piece: usize) -> Option<char> {
        let first = self.tiling.pieces[piece].name.chars().next().unwrap_or('A');
        let preferred = [first.to_ascii_uppercase(), first.to_ascii_lowercase()];
        own_letter(self.tiling, piece)
            .into_iter()
            .chain(
                preferred
                    .into_iter()
                    .chain(LETTERS.chars())
                    .filter(|c| LETTERS.contains(*c) && !self.reserved.contains(c)),
            )
            .find(|c| !self.given.contains_key(c))
    }

    /// A letter already given, to kinds that `suits`, that no neighbour has.
    fn reused(&self, touching: &[char], suits: impl Fn(&[usize]) -> bool) -> Option<char> {
        LETTERS
            .chars()
            .filter(|c| !touching.contains(c))
            .find(|c| self.given.get(c).is_some_and(|kinds| suits(kinds)))
    }

    /// The letter fewest neighbours have (a piece touching more pieces than there are
    /// letters cannot avoid them all).
    fn least_touching(&self, touching: &[char]) -> char {
        LETTERS
            .chars()
            .min_by_key(|c| touching.iter().filter(|t| *t == c).count())
            .unwrap_or('A')
    }
}

/// A kind's own letter: its name, when that is one letter or digit and the kind is used
/// at most once.
fn own_letter(tiling: &Tiling, piece: usize) -> Option<char> {
    let kind = &tiling.pieces[piece];
    let mut chars = kind.name.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if kind.max == 1 && c.is_ascii_alphanumeric() => Some(c),
        _ => None,
    }
}

impl Drawing {
    /// The grid as text lines, coloured if asked, followed by a legend line when some
    /// letters differ from their piece names.
    pub fn render(&self, color: bool) -> String {
        let distinct = self.distinct_letters();
        let mut out = String::new();
        for row in &self.rows {
            if color {
                row.chars()
                    .for_each(|ch| out.push_str(&paint(ch, &distinct)));
            } else {
                out.push_str(row);
            }
            out.push('\n');
        }
        let legend = self.legend(&distinct);
        if !legend.is_empty() {
            out.push_str(&format!("legend: {}\n", legend.join(" ")));
        }
        out
    }

    /// The letters, each once, in the order they were first given.
    fn distinct_letters(&self) -> Vec<char> {
        let mut distinct: Vec<char> = Vec::new();
        for (letter, _, _) in &self.letters {
            if !distinct.contains(letter) {
                distinct.push(*letter);
            }
        }
        distinct
    }

    /// `C=C06`, `A=I2/O4`: each letter with the names it stands for, unless it is the
    /// piece's own one-letter name.
    fn legend(&self, distinct: &[char]) -> Vec<String> {
        distinct
            .iter()
            .filter_map(|&letter| {
                let mut names: Vec<&str> = Vec::new();
                for (l, name, _) in &self.letters {
                    if *l == letter && !names.contains(&name.as_str()) {
                        names.push(name);
                    }
                }
                let own = names.len() == 1 && names[0] == letter.to_string();
                (!own).then(|| format!("{letter}={}", names.join("/")))
            })
            .collect()
    }

    /// The JSON form: the tiling's `number` if given, the grid rows and every piece with its
    /// letter and cells `[row, col]`.
    /// The tiling in JSON: its number when streamed (`--all`), the grid as drawn, and each
    /// piece with its letter and its cells in the one cell notation.
    pub fn to_json(&self, tiling: &Tiling, number: Option<u64>) -> TilingJson {
        let pieces = (self.letters.iter())
            .map(|(letter, name, id)| PieceJson {
                piece: name.clone(),
                letter: letter.to_string(),
                cells: (tiling.placements()[*id].cells.iter())
                    .map(|&c| tiling.region.label(c))
                    .collect(),
            })
            .collect();
        TilingJson {
            tiling: number,
            grid: self.rows.clone(),
            pieces,
        }
    }
}

/// A cell's letter on its piece's background colour (the letter's place among the
/// distinct letters picks the colour); other characters as they are.
fn paint(ch: char, distinct: &[char]) -> String {
    match distinct.iter().position(|&l| l == ch) {
        Some(i) => {
            let background = BACKGROUNDS[i % BACKGROUNDS.len()];
            format!("\x1b[48;5;{background}m\x1b[38;5;{FOREGROUND}m{ch}\x1b[0m")
        }
        None => ch.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Region, Shape};
    use crate::tiling::{PieceKind, Request, solve};

    /// A tiling of a `height`×`width` rectangle by dominoes, the first one found.
    fn dominoes(height: i32, width: i32) -> (Tiling, Vec<usize>) {
        let domino = PieceKind {
            name: "I2".into(),
            shape: Shape::parse("##").unwrap(),
            min: 0,
            max: 10_000,
        };
        let tiling = Tiling::new(Region::rectangle(height, width), vec![domino], true).unwrap();
        let mut found = Vec::new();
        let request = Request {
            limit: Some(1),
            ..Request::default()
        };
        solve(
            &tiling,
            request,
            &mut |chosen| {
                found = chosen.to_vec();
                crate::exact_cover::Flow::Stop
            },
            None,
        )
        .unwrap();
        (tiling, found)
    }

    /// The sRGB value (0–255) of a colour of the 256-colour palette's cube and grey ramp.
    fn palette_rgb(index: u8) -> [u8; 3] {
        const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
        match index {
            16..=231 => {
                let i = index - 16;
                [
                    LEVELS[(i / 36) as usize],
                    LEVELS[(i / 6 % 6) as usize],
                    LEVELS[(i % 6) as usize],
                ]
            }
            232..=255 => [8 + 10 * (index - 232); 3],
            _ => panic!("the drawer emits only cube and grey colours, not {index}"),
        }
    }

    /// WCAG 2 relative luminance.
    fn luminance(rgb: [u8; 3]) -> f64 {
        crate::picture::Rgb(rgb[0], rgb[1], rgb[2]).luminance()
    }

    fn contrast(a: u8, b: u8) -> f64 {
        let (la, lb) = (luminance(palette_rgb(a)), luminance(palette_rgb(b)));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// Every `(foreground, background)` pair in ANSI text.
    fn colour_pairs(text: &str) -> Vec<(u8, u8)> {
        text.split("\x1b[48;5;")
            .skip(1)
            .map(|rest| {
                let (background, rest) = rest.split_once("m\x1b[38;5;").unwrap();
                let (foreground, _) = rest.split_once('m').unwrap();
                (foreground.parse().unwrap(), background.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn every_colour_pair_drawn_has_readable_contrast() {
        let (tiling, chosen) = dominoes(12, 12);
        let text = draw(&tiling, &chosen).render(true);
        let pairs = colour_pairs(&text);
        assert_eq!(pairs.len(), 144, "every cell is coloured");
        let mut backgrounds: Vec<u8> = pairs.iter().map(|p| p.1).collect();
        backgrounds.sort_unstable();
        backgrounds.dedup();
        assert_eq!(
            backgrounds.len(),
            BACKGROUNDS.len(),
            "the whole palette is used"
        );
        for (foreground, background) in pairs {
            let ratio = contrast(foreground, background);
            assert!(ratio >= 4.5, "{foreground} on {background}: {ratio:.2}:1");
        }
    }

    #[test]
    fn the_contrast_formula_gives_the_known_extremes() {
        assert!(
            (contrast(16, 231) - 21.0).abs() < 1e-9,
            "black on white is 21:1"
        );
        assert!((contrast(16, 16) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn more_pieces_than_letters_reuse_letters_away_from_neighbours() {
        let (tiling, chosen) = dominoes(20, 20);
        let drawing = draw(&tiling, &chosen);
        assert_eq!(drawing.letters.len(), 200);
        let text = drawing.render(false);
        assert!(!text.contains('?'), "{text}");
        let owners = tiling.cell_owners(&chosen);
        let letter_of = |cell: usize| {
            let owner = owners[cell].unwrap();
            drawing.letters.iter().find(|l| l.2 == owner).unwrap().0
        };
        for cell in 0..tiling.region.len() {
            for next in tiling.region.neighbours(cell) {
                if owners[next] != owners[cell] {
                    assert_ne!(letter_of(cell), letter_of(next), "cells {cell} and {next}");
                }
            }
        }
        let legend = text.lines().last().unwrap();
        assert!(legend.starts_with("legend: I=I2 i=I2 A=I2"), "{legend}");
        assert_eq!(
            legend.matches('=').count(),
            LETTERS.len(),
            "each letter once"
        );
    }
}

/// One tiling in JSON.
#[derive(serde::Serialize)]
pub struct TilingJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    tiling: Option<u64>,
    grid: Vec<String>,
    pieces: Vec<PieceJson>,
}

/// A piece of a tiling: its name, its letter in the grid, its cells (`c2`).
#[derive(serde::Serialize)]
struct PieceJson {
    piece: String,
    letter: String,
    cells: Vec<String>,
}
