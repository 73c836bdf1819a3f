//! Drawing tilings as text: one letter per placed piece, a legend for letters that are not
//! the piece's own name, optional ANSI colour, and the JSON form of a tiling.

use crate::tiling::Tiling;
use serde_json::{Value, json};

const POOL: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A tiling laid out for display: the grid rows and the letter of each placed piece.
pub struct Drawing {
    pub rows: Vec<String>,
    /// `(letter, piece name, placement id)` in the order the letters were given.
    pub letters: Vec<(char, String, usize)>,
}

/// Gives each placed piece a letter (its own name when that is one character and the
/// piece is used once, else a free letter) and draws the grid.
pub fn draw(tiling: &Tiling, chosen: &[usize]) -> Drawing {
    let placements = tiling.placements();
    let mut order = chosen.to_vec();
    order.sort_by_key(|&p| placements[p].cells[0]);
    let single_names: Vec<char> = tiling
        .pieces
        .iter()
        .filter(|k| k.max == 1 && k.name.chars().count() == 1)
        .filter_map(|k| k.name.chars().next())
        .collect();
    let mut used: Vec<char> = Vec::new();
    let mut letters = Vec::new();
    for &id in &order {
        let kind = &tiling.pieces[placements[id].piece];
        let first = kind.name.chars().next().unwrap_or('?');
        let own = (kind.max == 1 && kind.name.chars().count() == 1).then_some(first);
        let preferred = [first.to_ascii_uppercase(), first.to_ascii_lowercase()]
            .into_iter()
            .filter(|c| !single_names.contains(c));
        let letter = own
            .into_iter()
            .chain(preferred)
            .chain(POOL.chars().filter(|c| !single_names.contains(c)))
            .find(|c| !used.contains(c))
            .unwrap_or('?');
        used.push(letter);
        letters.push((letter, kind.name.clone(), id));
    }
    let owners = tiling.cell_owners(chosen);
    let letter_of = |cell: usize| {
        owners[cell]
            .and_then(|p| letters.iter().find(|l| l.2 == p))
            .map_or('?', |l| l.0)
    };
    let rows = tiling.region.draw(letter_of);
    Drawing { rows, letters }
}

impl Drawing {
    /// The grid as text lines, coloured if asked, followed by a legend line when some
    /// letters differ from their piece names.
    pub fn render(&self, color: bool) -> String {
        let mut out = String::new();
        for row in &self.rows {
            if color {
                row.chars().for_each(|ch| out.push_str(&self.paint(ch)));
            } else {
                out.push_str(row);
            }
            out.push('\n');
        }
        let legend: Vec<String> = self
            .letters
            .iter()
            .filter(|(letter, name, _)| name.chars().count() != 1 || !name.starts_with(*letter))
            .map(|(letter, name, _)| format!("{letter}={name}"))
            .collect();
        if !legend.is_empty() {
            out.push_str(&format!("legend: {}\n", legend.join(" ")));
        }
        out
    }

    fn paint(&self, ch: char) -> String {
        match self.letters.iter().position(|l| l.0 == ch) {
            Some(i) => {
                let colour = 17 + (i * 37) % 214;
                format!("\x1b[48;5;{colour}m\x1b[38;5;16m{ch}\x1b[0m")
            }
            None => ch.to_string(),
        }
    }

    /// The JSON form: the grid rows and every piece with its letter and cells `[row, col]`.
    pub fn to_json(&self, tiling: &Tiling) -> Value {
        let pieces: Vec<Value> = self
            .letters
            .iter()
            .map(|(letter, name, id)| {
                let cells: Vec<[i32; 2]> = tiling.placements()[*id]
                    .cells
                    .iter()
                    .map(|&c| {
                        let (r, col) = tiling.region.cells()[c];
                        [r, col]
                    })
                    .collect();
                json!({"piece": name, "letter": letter.to_string(), "cells": cells})
            })
            .collect();
        json!({"grid": self.rows, "pieces": pieces})
    }
}
