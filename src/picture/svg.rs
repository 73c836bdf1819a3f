//! Writing a [`Scene`] as an SVG document: the title on top, the panels in rows (each with
//! its caption and the coordinates on its margins), then the legend and the notes. All
//! text is escaped (names come from users' files).

use super::legend::{GAP, LINE, draw_legend, legend_rows, paint, patterns};
use super::palette::{BLACK, Rgb, WHITE};
use super::xml::escape;
use super::{At, Chip, Fill, Outline, Panel, Role, Scene, Segment};
use crate::wording::wrap;
use std::fmt::Write;

/// The side of a grid cell, in pixels.
const CELL: usize = 32;
/// Room for the coordinates left of and above a grid.
const MARGIN: usize = 22;
/// Room for a panel's caption.
const CAPTION: usize = 22;
/// Room for the title.
const TITLE: usize = 34;
/// The widest a row of panels grows before the next panel starts a new row.
const MAX_WIDTH: usize = 1100;

/// The scene as an SVG document.
pub fn to_svg(scene: &Scene) -> String {
    let layout = Layout::of(scene);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Arial, sans-serif">"#,
        w = layout.width,
        h = layout.height
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&scene.title));
    out.push_str(&patterns(scene));
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="{WHITE}"/>"#);
    let _ = writeln!(
        out,
        r#"<text class="title" x="{GAP}" y="{}" font-size="18" font-weight="bold">{}</text>"#,
        GAP + 8,
        escape(&scene.title)
    );
    for (panel, &(x, y)) in scene.panels.iter().zip(&layout.panels) {
        out.push_str(&draw_panel(panel, x, y));
    }
    out.push_str(&draw_legend(&scene.legend, layout.legend_top, layout.width));
    for (i, note) in layout.notes.iter().enumerate() {
        let y = layout.notes_top + i * LINE + 14;
        let _ = writeln!(
            out,
            r#"<text class="note" x="{GAP}" y="{y}" font-size="13">{}</text>"#,
            escape(note)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// Where each part goes.
struct Layout {
    width: usize,
    height: usize,
    /// The top left corner of each panel.
    panels: Vec<(usize, usize)>,
    legend_top: usize,
    notes_top: usize,
    /// The notes broken into lines that fit the width.
    notes: Vec<String>,
}

impl Layout {
    fn of(scene: &Scene) -> Layout {
        let title_width = 2 * GAP + scene.title.chars().count() * 11;
        let (mut x, mut y, mut row_height) = (GAP, GAP + TITLE, 0);
        let mut width = title_width.max(360);
        let mut panels = Vec::new();
        for panel in &scene.panels {
            let (w, h) = panel_size(panel);
            if x > GAP && x + w > MAX_WIDTH {
                (x, y, row_height) = (GAP, y + row_height + GAP, 0);
            }
            panels.push((x, y));
            width = width.max(x + w + GAP);
            row_height = row_height.max(h);
            x += w + GAP;
        }
        let legend_top = y + row_height + GAP;
        let legend_rows = legend_rows(&scene.legend, width).len();
        let notes: Vec<String> = scene
            .notes
            .iter()
            .flat_map(|n| wrap(n, (width - 2 * GAP) / 8))
            .collect();
        let notes_top = legend_top + legend_rows * LINE + if legend_rows > 0 { GAP } else { 0 };
        Layout {
            width,
            height: notes_top + notes.len() * LINE + GAP,
            panels,
            legend_top,
            notes_top,
            notes,
        }
    }
}

fn panel_size(panel: &Panel) -> (usize, usize) {
    let caption_width = panel.caption.chars().count() * 8;
    let width = (MARGIN + panel.cols * CELL).max(caption_width);
    (width, CAPTION + MARGIN + panel.rows * CELL)
}

/// The pixel of a grid corner `(x, y)` of a panel whose grid starts at `origin`.
fn corner(origin: (usize, usize), x: i64, y: i64) -> (i64, i64) {
    (
        origin.0 as i64 + x * CELL as i64,
        origin.1 as i64 + y * CELL as i64,
    )
}

/// The pixel at the middle of a cell.
fn middle(origin: (usize, usize), at: At) -> (usize, usize) {
    (
        origin.0 + at.1 * CELL + CELL / 2,
        origin.1 + at.0 * CELL + CELL / 2,
    )
}

fn draw_panel(panel: &Panel, x: usize, y: usize) -> String {
    let origin = (x + MARGIN, y + CAPTION + MARGIN);
    let mut out = format!(
        "<g class=\"panel\" data-caption=\"{}\">\n",
        escape(&panel.caption)
    );
    let _ = writeln!(
        out,
        r#"<text class="caption" x="{x}" y="{}" font-size="14" font-weight="bold">{}</text>"#,
        y + 15,
        escape(&panel.caption)
    );
    out.push_str(&coordinates(panel, origin));
    for &(at, colour) in &panel.cells {
        let (px, py) = (origin.0 + at.1 * CELL, origin.1 + at.0 * CELL);
        let _ = writeln!(
            out,
            r##"<rect class="cell" x="{px}" y="{py}" width="{CELL}" height="{CELL}" fill="{colour}" stroke="#bdbdbd" stroke-width="0.5"/>"##
        );
    }
    for outline in &panel.outlines {
        out.push_str(&draw_outline(outline, origin));
    }
    // Labels after every outline, so no later piece covers a label that overflows its cell.
    for outline in &panel.outlines {
        out.push_str(&draw_label(outline, origin));
    }
    panel
        .segments
        .iter()
        .for_each(|s| out.push_str(&draw_segment(s, origin)));
    panel
        .chips
        .iter()
        .for_each(|c| out.push_str(&draw_chip(c, origin)));
    for (at, text) in &panel.texts {
        out.push_str(&cell_text("mark", text, middle(origin, *at), BLACK, 13));
    }
    out.push_str("</g>\n");
    out
}

/// Column letters above the grid and row numbers left of it.
fn coordinates(panel: &Panel, origin: (usize, usize)) -> String {
    let mut out = String::new();
    for c in 0..panel.cols {
        let x = origin.0 + c * CELL + CELL / 2;
        let _ = writeln!(
            out,
            r##"<text class="coord" x="{x}" y="{}" font-size="11" fill="#555" text-anchor="middle">{}</text>"##,
            origin.1 - 7,
            super::column_name(c)
        );
    }
    for r in 0..panel.rows {
        let y = origin.1 + r * CELL + CELL / 2 + 4;
        let _ = writeln!(
            out,
            r##"<text class="coord" x="{}" y="{y}" font-size="11" fill="#555" text-anchor="end">{}</text>"##,
            origin.0 - 5,
            r + 1
        );
    }
    out
}

fn draw_outline(outline: &Outline, origin: (usize, usize)) -> String {
    let mut d = String::new();
    for points in super::trace(&outline.cells) {
        for (i, &(x, y)) in points.iter().enumerate() {
            let (px, py) = corner(origin, x, y);
            let _ = write!(d, "{}{px} {py} ", if i == 0 { "M" } else { "L" });
        }
        d.push_str("Z ");
    }
    let (class, key) = match outline.role {
        Role::Piece => ("piece", "data-piece"),
        Role::Region => ("region", "data-class"),
    };
    let mut data = String::new();
    for (k, v) in &outline.data {
        let _ = write!(data, r#" data-{}="{}""#, escape(k), escape(v));
    }
    let mut out = format!(
        r#"<path class="{class}" {key}="{}" data-cells="{}"{data} fill="{}" fill-rule="evenodd" stroke="{BLACK}" stroke-width="{}" stroke-linejoin="round" d="{}"/>"#,
        escape(&outline.name),
        super::cell_names(&outline.cells),
        paint(outline.fill),
        if outline.role == Role::Piece {
            2.5
        } else {
            1.0
        },
        d.trim_end()
    );
    out.push('\n');
    out
}

/// An outline's label, if it has one, at its label point.
fn draw_label(outline: &Outline, origin: (usize, usize)) -> String {
    let (Some(label), Some((x, y))) = (&outline.label, label_point(&outline.cells)) else {
        return String::new();
    };
    let at = (
        origin.0 + (x * CELL as f64) as usize,
        origin.1 + (y * CELL as f64) as usize,
    );
    cell_text("label", label, at, ink(outline.fill), 12)
}

/// Where a label goes, in cells from the grid's corner: the centre of mass when it falls
/// on a cell of the set, else the middle of the cell nearest it.
fn label_point(cells: &[At]) -> Option<(f64, f64)> {
    let n = cells.len() as f64;
    let x = cells.iter().map(|c| c.1 as f64 + 0.5).sum::<f64>() / n;
    let y = cells.iter().map(|c| c.0 as f64 + 0.5).sum::<f64>() / n;
    if cells.contains(&(y as usize, x as usize)) {
        return Some((x, y));
    }
    let distance = |c: &&At| (c.1 as f64 + 0.5 - x).powi(2) + (c.0 as f64 + 0.5 - y).powi(2);
    let nearest = cells
        .iter()
        .min_by(|a, b| distance(a).total_cmp(&distance(b)))?;
    Some((nearest.1 as f64 + 0.5, nearest.0 as f64 + 0.5))
}

fn cell_text(class: &str, text: &str, (x, y): (usize, usize), colour: Rgb, size: usize) -> String {
    let halo = if colour.is_light() { BLACK } else { WHITE };
    format!(
        "<text class=\"{class}\" x=\"{x}\" y=\"{}\" font-size=\"{size}\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{colour}\" stroke=\"{halo}\" stroke-width=\"3\" stroke-opacity=\"0.8\" paint-order=\"stroke\">{}</text>\n",
        y + size / 3,
        escape(text)
    )
}

/// The text colour that reads on a fill.
fn ink(fill: Fill) -> Rgb {
    let background = match fill {
        Fill::Solid(c) => c,
        Fill::Hatched { paper, .. } => paper,
    };
    if background.is_light() { BLACK } else { WHITE }
}

fn draw_segment(segment: &Segment, origin: (usize, usize)) -> String {
    let (x1, y1) = middle(origin, segment.from);
    let (x2, y2) = middle(origin, segment.to);
    let shift = i64::from(segment.nudge) * 5;
    let (dx, dy) = if y1 == y2 { (0, shift) } else { (shift, 0) };
    let (x1, y1) = (x1 as i64 + dx, y1 as i64 + dy);
    let (x2, y2) = (x2 as i64 + dx, y2 as i64 + dy);
    let dash = if segment.dashed {
        r#" stroke-dasharray="6 4""#
    } else {
        ""
    };
    format!(
        "<line class=\"segment\" data-class=\"{}\" data-from=\"{}\" data-to=\"{}\" x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"{}\" stroke-width=\"4\" stroke-linecap=\"round\" opacity=\"0.75\"{dash}/>\n",
        escape(&segment.class),
        Panel::cell_name(segment.from),
        Panel::cell_name(segment.to),
        segment.colour
    )
}

fn draw_chip(chip: &Chip, origin: (usize, usize)) -> String {
    let (x, y) = middle(origin, chip.at);
    format!(
        "<circle class=\"chip\" data-owner=\"{}\" data-cell=\"{}\" cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"{}\" stroke=\"{BLACK}\" stroke-width=\"1.5\"/>\n",
        escape(&chip.owner),
        Panel::cell_name(chip.at),
        CELL * 3 / 8,
        chip.colour
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::{LegendEntry, Swatch, palette};

    #[test]
    fn markup_in_names_is_escaped() {
        assert_eq!(
            escape(r#"<a & "b">'"#),
            "&lt;a &amp; &quot;b&quot;&gt;&apos;"
        );
        assert_eq!(escape("bell\u{7}"), "bell\u{fffd}");
    }

    #[test]
    fn a_scene_draws_one_path_per_piece_and_its_legend() {
        let mut panel = Panel::rectangle("board", 2, 3, palette::BOARD);
        let fill = Fill::Solid(palette::piece(0));
        panel
            .outlines
            .push(Outline::piece("L<3>", fill, vec![(0, 0), (1, 0), (1, 1)]));
        let scene = Scene {
            title: "a & b".into(),
            panels: vec![panel],
            legend: vec![LegendEntry::new(Swatch::Square(fill), "L<3>")],
            notes: vec!["note".into()],
        };
        let svg = to_svg(&scene);
        assert_eq!(svg.matches("class=\"piece\"").count(), 1);
        assert!(
            svg.contains(r#"data-piece="L&lt;3&gt;" data-cells="a1 a2 b2""#),
            "{svg}"
        );
        assert!(svg.contains("<title>a &amp; b</title>"));
        assert!(svg.contains(r#"<text class="legend""#));
    }
}
