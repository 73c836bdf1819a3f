//! Pictures: text drawings of boards for a terminal ([`text_board`], coloured through
//! [`terminal`]) and a small scene model — panels of grid cells with piece outlines, shaded
//! regions, chips, lines and labels, a title, a legend and notes — and its drawing as SVG.
//! It knows no game rules: each command turns its own result into a [`Scene`].
//!
//! Every piece is one closed `<path class="piece">` traced along the piece's edge (not cell
//! by cell), with `data-piece` and `data-cells` (cell names such as `a1 b1`) so that a
//! program can read the picture back; regions are `<path class="region" data-class=...>`,
//! legend names `<text class="legend">`.

use itertools::Itertools;

pub mod colouring;
mod legend;
mod outline;
pub mod palette;
mod svg;
pub mod terminal;
pub mod text_board;
mod xml;

pub use crate::geometry::column_name;
pub use outline::{Loop, trace};
pub use palette::Rgb;
pub use svg::to_svg;
pub use text_board::{TextBoard, TextCell};

/// A grid cell: `(row, column)`, both from 0 at the top left.
pub type At = (usize, usize);

/// What a picture shows: a title, panels side by side, a legend and lines of notes.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub title: String,
    pub panels: Vec<Panel>,
    pub legend: Vec<LegendEntry>,
    pub notes: Vec<String>,
}

/// One grid: a board, a card, a tiling.
#[derive(Clone, Debug, Default)]
pub struct Panel {
    pub caption: String,
    pub rows: usize,
    pub cols: usize,
    /// The grid's cells and their background; cells not listed are outside the grid.
    pub cells: Vec<(At, Rgb)>,
    /// Pieces and shaded regions, drawn in this order (later ones on top).
    pub outlines: Vec<Outline>,
    pub chips: Vec<Chip>,
    pub segments: Vec<Segment>,
    /// Text in a cell (a move's number, a hole's label).
    pub texts: Vec<(At, String)>,
}

/// Whether an outline is a piece or a region (a hole, cells already covered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// `class="piece" data-piece=NAME`.
    Piece,
    /// `class="region" data-class=NAME`.
    Region,
}

/// How an outline's inside is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    Solid(Rgb),
    /// Diagonal stripes of `ink` on `paper`.
    Hatched {
        ink: Rgb,
        paper: Rgb,
    },
}

/// A set of cells drawn as one closed outline.
#[derive(Clone, Debug)]
pub struct Outline {
    pub role: Role,
    pub name: String,
    pub fill: Fill,
    pub cells: Vec<At>,
    /// Written in the cell nearest the middle of the outline.
    pub label: Option<String>,
    /// Extra `data-` attributes (name without the prefix, value).
    pub data: Vec<(String, String)>,
}

impl Outline {
    /// A piece outline with its name as the label.
    pub fn piece(name: &str, fill: Fill, cells: Vec<At>) -> Outline {
        Outline {
            role: Role::Piece,
            name: name.to_string(),
            fill,
            cells,
            label: Some(name.to_string()),
            data: Vec::new(),
        }
    }

    /// A shaded region of class `class`, unlabelled.
    pub fn region(class: &str, fill: Fill, cells: Vec<At>) -> Outline {
        Outline {
            role: Role::Region,
            name: class.to_string(),
            fill,
            cells,
            label: None,
            data: Vec::new(),
        }
    }

    /// The same outline with another label.
    pub fn labelled(mut self, label: Option<String>) -> Outline {
        self.label = label;
        self
    }

    /// The same outline with one more `data-` attribute.
    pub fn with_data(mut self, key: &str, value: impl Into<String>) -> Outline {
        self.data.push((key.to_string(), value.into()));
        self
    }
}

/// A round counter on a cell, `data-owner` its owner.
#[derive(Clone, Debug)]
pub struct Chip {
    pub at: At,
    pub colour: Rgb,
    pub owner: String,
}

/// A straight line from the middle of one cell to the middle of another.
#[derive(Clone, Debug)]
pub struct Segment {
    pub from: At,
    pub to: At,
    /// `data-class`, e.g. `open` or `blocked`.
    pub class: String,
    pub colour: Rgb,
    pub dashed: bool,
    /// Drawn this many steps (a few pixels each) to one side, so overlapping lines show:
    /// below (or right of) the cells' middles when positive, above (or left) when negative.
    pub nudge: i8,
}

/// What a legend entry's swatch looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swatch {
    Square(Fill),
    Chip(Rgb),
    Line { colour: Rgb, dashed: bool },
}

/// A swatch and the name beside it.
#[derive(Clone, Debug)]
pub struct LegendEntry {
    pub swatch: Swatch,
    pub name: String,
}

impl LegendEntry {
    pub fn new(swatch: Swatch, name: impl Into<String>) -> LegendEntry {
        LegendEntry {
            swatch,
            name: name.into(),
        }
    }
}

impl Scene {
    /// Adds a legend entry unless one with the same name is there already.
    pub fn add_legend(&mut self, entry: LegendEntry) {
        if !self.legend.iter().any(|e| e.name == entry.name) {
            self.legend.push(entry);
        }
    }
}

impl Panel {
    /// An empty panel of `rows` × `cols` with every cell in the grid, painted `background`.
    pub fn rectangle(
        caption: impl Into<String>,
        rows: usize,
        cols: usize,
        background: Rgb,
    ) -> Panel {
        let cells = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| ((r, c), background)))
            .collect();
        Panel {
            caption: caption.into(),
            rows,
            cols,
            cells,
            ..Panel::default()
        }
    }

    /// The name of a cell: the column's letters (`a`–`z`, then `aa`, `ab`, …) and the row
    /// number from 1 at the top, as the margins show them.
    pub fn cell_name(at: At) -> String {
        crate::geometry::cell_name(at.0, at.1)
    }
}

/// Names of cells separated by spaces, in the order given.
pub fn cell_names(cells: &[At]) -> String {
    cells.iter().map(|&at| Panel::cell_name(at)).join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_named_like_a_spreadsheet() {
        let names: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
            .iter()
            .map(|&c| column_name(c))
            .collect();
        assert_eq!(
            names,
            ["a", "b", "z", "aa", "ab", "az", "ba", "zz", "aaa"].map(String::from)
        );
        assert_eq!(Panel::cell_name((10, 11)), "l11");
    }
}
