//! Pictures of tilings (`tile --svg`): one panel per tiling, each placed piece an outline.
//! With several kinds each kind has a colour and the legend names them; with one kind the
//! pieces take turns through the palette, so neighbours differ.

use crate::picture::{At, Fill, LegendEntry, Outline, Panel, Scene, Swatch, palette};
use crate::tiling::Tiling;

/// The most tilings drawn on one sheet.
pub const MAX_SHEET: usize = 100;

/// A panel of one tiling (`chosen` the placements), captioned `caption`.
pub fn panel(tiling: &Tiling, chosen: &[usize], caption: String) -> Panel {
    let region = &tiling.region;
    let at = |cell: usize| -> At {
        let (r, c) = region.cells()[cell];
        (r as usize, c as usize)
    };
    let mut panel = Panel {
        caption,
        rows: region.height() as usize,
        cols: region.width() as usize,
        cells: (0..region.len()).map(|c| (at(c), palette::BOARD)).collect(),
        ..Panel::default()
    };
    let several_kinds = tiling.pieces.len() > 1;
    let mut order = chosen.to_vec();
    order.sort_by_key(|&p| tiling.placements()[p].cells[0]);
    for (i, &id) in order.iter().enumerate() {
        let placement = &tiling.placements()[id];
        let name = &tiling.pieces[placement.piece].name;
        let colour = palette::piece(if several_kinds { placement.piece } else { i });
        let cells = placement.cells.iter().map(|&c| at(c)).collect();
        let outline = Outline::piece(name, Fill::Solid(colour), cells);
        panel
            .outlines
            .push(outline.labelled(several_kinds.then(|| name.clone())));
    }
    panel
}

/// The sheet: the title, the tilings' panels, and a legend of the kinds used.
pub fn sheet(tiling: &Tiling, title: String, panels: Vec<Panel>, notes: Vec<String>) -> Scene {
    let mut scene = Scene {
        title,
        panels,
        legend: Vec::new(),
        notes,
    };
    let used: Vec<String> = scene
        .panels
        .iter()
        .flat_map(|p| &p.outlines)
        .map(|o| o.name.clone())
        .collect();
    for (k, kind) in tiling.pieces.iter().enumerate() {
        if used.contains(&kind.name) {
            let swatch = Swatch::Square(Fill::Solid(palette::piece(k)));
            scene.add_legend(LegendEntry::new(swatch, kind.name.clone()));
        }
    }
    scene
}
