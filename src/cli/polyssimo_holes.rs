//! `polyssimo holes`' report: the small empty regions of a position, who can still fill
//! each (reserved, contested or dead), drawn with a label per hole.

use super::picture::polyssimo::holes_scene;
use super::report::Report;
use crate::picture::{Scene, terminal};
use crate::polyssimo::board_text::{Marked, marked_lines};
use crate::polyssimo::{Hole, HoleClass, Position, dead_cells};
use crate::wording::count;
use serde::Serialize;
use std::io::Write;

/// What `polyssimo holes` found.
#[derive(Serialize)]
pub struct HolesReport<'a> {
    max_size: usize,
    holes: Vec<HoleLine>,
    dead_cells: usize,
    #[serde(skip)]
    position: &'a Position,
    #[serde(skip)]
    found: Vec<Hole>,
}

/// One hole in JSON: its cells by name, its class, the player it is reserved for (`null`
/// unless reserved), and which pieces of each player fit (and fill it exactly).
#[derive(Serialize)]
struct HoleLine {
    size: usize,
    cells: Vec<String>,
    class: &'static str,
    owner: Option<usize>,
    fits: Vec<FitsLine>,
}

#[derive(Serialize)]
struct FitsLine {
    player: usize,
    pieces: Vec<String>,
    exact: Vec<String>,
}

impl<'a> HolesReport<'a> {
    pub fn new(position: &'a Position, found: Vec<Hole>, max_size: usize) -> HolesReport<'a> {
        HolesReport {
            max_size,
            holes: found.iter().map(|h| hole_line(position, h)).collect(),
            dead_cells: dead_cells(&found),
            position,
            found,
        }
    }
}

fn hole_line(position: &Position, hole: &Hole) -> HoleLine {
    let (class, owner) = match hole.class {
        HoleClass::Dead => ("dead", None),
        HoleClass::Reserved { player } => ("reserved", Some(player + 1)),
        HoleClass::Contested => ("contested", None),
    };
    let name = |piece: usize| position.set.pieces[piece].0.clone();
    let fits = (hole.fits.iter().enumerate())
        .map(|(p, fits)| FitsLine {
            player: p + 1,
            pieces: fits.iter().map(|f| name(f.piece)).collect(),
            exact: fits
                .iter()
                .filter(|f| f.exact)
                .map(|f| name(f.piece))
                .collect(),
        })
        .collect();
    HoleLine {
        size: hole.cells.len(),
        cells: hole.cells.iter().map(|&c| position.cell_name(c)).collect(),
        class,
        owner,
        fits,
    }
}

/// Labels for holes on the drawing: 1-9, then a-z, then A-Z.
fn label(i: usize) -> char {
    const LABELS: &[u8] = b"123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    LABELS.get(i).map_or('?', |&b| b as char)
}

impl Report for HolesReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let (position, found) = (self.position, &self.found);
        let marks: Vec<Marked> = (found.iter().enumerate())
            .map(|(i, hole)| Marked {
                cells: hole.cells.clone(),
                label: label(i),
                background: hole_background(hole.class),
            })
            .collect();
        let rows = marked_lines(&position.set.board, &position.occupied(), &marks);
        let most = count(self.max_size, "cell");
        writeln!(out, "holes of at most {most}: {}", found.len())?;
        for row in rows {
            writeln!(out, "{row}")?;
        }
        for (i, hole) in found.iter().enumerate() {
            let size = count(hole.cells.len(), "cell");
            writeln!(out, "{}  {size}  {}", label(i), describe(position, hole))?;
        }
        writeln!(out, "dead cells: {}", self.dead_cells)
    }

    fn scene(&self) -> Option<Scene> {
        let labels: Vec<char> = (0..self.found.len()).map(label).collect();
        let notes = (self.found.iter().zip(&labels))
            .map(|(hole, l)| format!("{l}: {}", describe(self.position, hole)))
            .collect();
        Some(holes_scene(self.position, &self.found, &labels, notes))
    }
}

/// A hole's colour on the drawing: its owner's, yellow if contested, grey if dead.
fn hole_background(class: HoleClass) -> u8 {
    match class {
        HoleClass::Reserved { player } => terminal::player(player),
        HoleClass::Contested => terminal::piece(4),
        HoleClass::Dead => terminal::GREY,
    }
}

fn describe(position: &Position, hole: &Hole) -> String {
    let fitting = |player: usize| {
        let names: Vec<String> = (hole.fits[player].iter())
            .map(|f| {
                let name = &position.set.pieces[f.piece].0;
                if f.exact {
                    format!("{name} (exact)")
                } else {
                    name.clone()
                }
            })
            .collect();
        format!("{}: {}", position.players[player].name, names.join(", "))
    };
    match hole.class {
        HoleClass::Dead => "dead: no remaining piece fits".into(),
        HoleClass::Reserved { player } => format!("reserved for {}", fitting(player)),
        HoleClass::Contested => {
            let parts: Vec<String> = (0..hole.fits.len())
                .filter(|&p| !hole.fits[p].is_empty())
                .map(fitting)
                .collect();
            format!("contested: {}", parts.join("; "))
        }
    }
}
