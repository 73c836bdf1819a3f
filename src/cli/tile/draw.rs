//! Drawing tilings as text: one letter per placed piece, a legend for letters that are not
//! the piece's own name, optional colour from the shared terminal palette (touching pieces
//! in different colours: a colouring of the pieces' adjacency), and the JSON form of a
//! tiling.
//!
//! Each piece gets its own letter while the 62 letters and digits last; after that a letter
//! is used again, for a piece that touches no other piece with that letter (preferably one
//! of the same kind, so the legend still gives one name per letter). Neighbours always
//! differ, so the picture stays readable however many pieces there are.

use crate::picture::{colouring, terminal};
use crate::tiling::Tiling;
use std::collections::HashMap;

/// The letters given to pieces, in the order they are handed out.
const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A tiling laid out for display: the grid rows and the letter of each placed piece.
pub struct Drawing {
    pub rows: Vec<String>,
    /// `(letter, piece name, placement id)` in the order the letters were given.
    pub letters: Vec<(char, String, usize)>,
    /// For each cell of the rows, the piece on it (its place in `letters`).
    pieces: Vec<Vec<Option<usize>>>,
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
    let place: HashMap<usize, usize> = order.iter().enumerate().map(|(i, &id)| (id, i)).collect();
    let region = &tiling.region;
    let pieces = (0..region.height())
        .map(|r| {
            (0..region.width())
                .map(|c| region.index_of((r, c)).and_then(|cell| owners[cell]))
                .map(|owner| owner.and_then(|id| place.get(&id).copied()))
                .collect()
        })
        .collect();
    Drawing {
        rows,
        letters,
        pieces,
    }
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
        let colours = self.colours();
        let mut out = String::new();
        for (row, pieces) in self.rows.iter().zip(&self.pieces) {
            for (ch, piece) in row.chars().zip(pieces) {
                match piece {
                    Some(p) if color => {
                        out.push_str(&terminal::paint(&ch.to_string(), colours[*p]))
                    }
                    _ => out.push(ch),
                }
            }
            out.push('\n');
        }
        if let Some(legend) = self.legend_line(&distinct) {
            out.push_str(&format!("legend: {legend}\n"));
        }
        out
    }

    /// The legend, if some letter is not its piece's own name: `every letter is I2` when
    /// all such letters stand for one and the same piece (`every letter but X is I2` beside
    /// pieces drawn as their own names), else each letter with its names (`C=C06`).
    fn legend_line(&self, distinct: &[char]) -> Option<String> {
        let legend = self.legend(distinct);
        let (_, first) = legend.first()?;
        if legend.len() == 1 || legend.iter().any(|(_, names)| names != first) {
            let entries: Vec<String> = (legend.iter())
                .map(|(letter, names)| format!("{letter}={names}"))
                .collect();
            return Some(entries.join(" "));
        }
        let own: Vec<String> = (distinct.iter())
            .filter(|l| !legend.iter().any(|(letter, _)| letter == *l))
            .map(char::to_string)
            .collect();
        let but = match own.is_empty() {
            true => String::new(),
            false => format!(" but {}", own.join(", ")),
        };
        Some(format!("every letter{but} is {first}"))
    }

    /// Each piece's background: touching pieces differ.
    fn colours(&self) -> Vec<u8> {
        let (rows, cols) = (self.pieces.len(), self.pieces.first().map_or(0, Vec::len));
        let neighbours =
            colouring::grid_neighbours(rows, cols, self.letters.len(), |(r, c)| self.pieces[r][c]);
        let colours = colouring::colour(&neighbours);
        colours.into_iter().map(terminal::piece).collect()
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

    /// Each letter with the names it stands for (`I2/O4`), unless it is the piece's own
    /// one-letter name.
    fn legend(&self, distinct: &[char]) -> Vec<(char, String)> {
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
                (!own).then(|| (letter, names.join("/")))
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

    // Colour: tests/cli_board_text.rs checks that touching pieces differ on every bundled
    // puzzle's first tiling.

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
        // Every letter stands for a domino: said once, not 62 times.
        let legend = text.lines().last().unwrap();
        assert_eq!(legend, "legend: every letter is I2");
    }

    #[test]
    fn a_legend_of_one_piece_beside_named_pieces_says_which_letters_are_theirs() {
        // A 1×5: an X-free strip with one monomino named M (its own letter) and two
        // dominoes, which take free letters.
        let kinds = vec![
            PieceKind {
                name: "M".into(),
                shape: Shape::parse("#").unwrap(),
                min: 1,
                max: 1,
            },
            PieceKind {
                name: "I2".into(),
                shape: Shape::parse("##").unwrap(),
                min: 2,
                max: 2,
            },
        ];
        let tiling = Tiling::new(Region::rectangle(1, 5), kinds, true).unwrap();
        let mut chosen = Vec::new();
        let request = Request {
            limit: Some(1),
            ..Request::default()
        };
        let mut keep = |found: &[usize]| {
            chosen = found.to_vec();
            crate::exact_cover::Flow::Stop
        };
        solve(&tiling, request, &mut keep, None).unwrap();
        let text = draw(&tiling, &chosen).render(false);
        let legend = text.lines().last().unwrap();
        assert_eq!(legend, "legend: every letter but M is I2", "{text}");
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
