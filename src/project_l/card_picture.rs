//! Presentation only (rules never call it): Project L cards as picture panels (`cards`,
//! `cards show`, `fit`, `upgrade`, `plan`, and the cards in `play show`) — the 5×5 card in
//! its colour, the hole to fill, the cells already filled hatched, and each piece in its
//! kind's colour.

use crate::picture::{At, Fill, LegendEntry, Outline, Panel, Rgb, Scene, Swatch, palette};
use crate::project_l::{Card, CellMask, Colour, Kind, Placed, SIDE};
use crate::wording::count;

/// A colour for each kind, by level (yellow, green, then blues, reds and purples, the
/// ghost pieces greys), so kinds of one level look related.
pub fn kind_colour(kind: Kind) -> Rgb {
    match kind {
        Kind::O1 => Rgb(0xf5, 0xc8, 0x1b),
        Kind::I2 => Rgb(0x6c, 0xc0, 0x4a),
        Kind::I3 => Rgb(0x4f, 0xb3, 0xe8),
        Kind::L3 => Rgb(0x2f, 0x6d, 0xc4),
        Kind::I4 => Rgb(0x9b, 0x59, 0xb6),
        Kind::O4 => Rgb(0xe0, 0x4b, 0x3f),
        Kind::L4 => Rgb(0xf3, 0x8b, 0x2a),
        Kind::Z4 => Rgb(0xe8, 0x6f, 0xab),
        Kind::T4 => Rgb(0x1a, 0xa1, 0x8f),
        Kind::P5 => Rgb(0xb8, 0xb8, 0xc8),
        Kind::U5 => Rgb(0xa0, 0xa0, 0xb4),
        Kind::L5 => Rgb(0x88, 0x88, 0xa0),
    }
}

/// The card's surface and its hole's colour.
fn card_colours(colour: Colour) -> (Rgb, Rgb) {
    match colour {
        Colour::White => (Rgb(0xfb, 0xfa, 0xf4), Rgb(0xcf, 0xd8, 0xdc)),
        Colour::Black => (Rgb(0x3c, 0x3c, 0x40), Rgb(0x9e, 0xa7, 0xad)),
    }
}

/// The hatching of cells filled before the picture's pieces.
pub const FILLED: Fill = Fill::Hatched {
    ink: palette::GREY,
    paper: palette::WHITE,
};

/// `W01 · 2 pts · I2`: the id, the points and the reward.
pub fn caption(card: &Card) -> String {
    format!(
        "{} · {} · {}",
        card.id,
        count(card.points, "pt"),
        card.reward
    )
}

fn at(cell: u32) -> At {
    ((cell / SIDE) as usize, (cell % SIDE) as usize)
}

fn cells_of(mask: CellMask) -> Vec<At> {
    (0..SIDE * SIDE)
        .filter(|c| mask & (1 << c) != 0)
        .map(at)
        .collect()
}

/// A card with `pieces` on it and the cells of `filled` covered already.
pub fn card_panel(card: &Card, pieces: &[Placed], filled: CellMask, caption: String) -> Panel {
    let (surface, hole) = card_colours(card.colour);
    let mut panel = Panel::rectangle(caption, SIDE as usize, SIDE as usize, surface);
    for (cell, (_, colour)) in panel.cells.iter_mut().enumerate() {
        if card.hole & (1 << cell) != 0 {
            *colour = hole;
        }
    }
    if filled != 0 {
        panel
            .outlines
            .push(Outline::region("filled", FILLED, cells_of(filled)));
    }
    for piece in pieces {
        let fill = Fill::Solid(kind_colour(piece.kind));
        let outline = Outline::piece(piece.kind.name(), fill, cells_of(piece.cells));
        panel.outlines.push(outline);
    }
    panel
}

/// A scene of card panels with a legend: the kinds drawn (in level order), the hole, and
/// the filled cells if any are drawn.
pub fn card_scene(title: String, panels: Vec<Panel>, notes: Vec<String>) -> Scene {
    let mut scene = Scene {
        title,
        panels,
        legend: Vec::new(),
        notes,
    };
    let outlines: Vec<&Outline> = scene.panels.iter().flat_map(|p| &p.outlines).collect();
    let mut legend = Vec::new();
    for kind in Kind::ALL {
        if outlines.iter().any(|o| o.name == kind.name()) {
            let swatch = Swatch::Square(Fill::Solid(kind_colour(kind)));
            legend.push(LegendEntry::new(swatch, kind.name()));
        }
    }
    let hole = Fill::Solid(card_colours(Colour::White).1);
    legend.push(LegendEntry::new(Swatch::Square(hole), "hole to fill"));
    if outlines.iter().any(|o| o.name == "filled") {
        legend.push(LegendEntry::new(Swatch::Square(FILLED), "filled before"));
    }
    legend.into_iter().for_each(|e| scene.add_legend(e));
    scene
}
