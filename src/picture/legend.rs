//! The SVG of fills (hatching patterns) and of the legend: a swatch and a name for each
//! entry, in rows that fit the picture's width.

use super::palette::{BLACK, Rgb};
use super::xml::escape;
use super::{Fill, LegendEntry, Scene, Swatch};
use std::fmt::Write;

/// Space around everything and between panels.
pub(super) const GAP: usize = 16;
/// A line of legend or notes.
pub(super) const LINE: usize = 20;

/// The SVG paint of a fill: a colour, or the hatching pattern's reference.
pub(super) fn paint(fill: Fill) -> String {
    match fill {
        Fill::Solid(c) => c.to_string(),
        Fill::Hatched { ink, paper } => format!("url(#{})", pattern_id(ink, paper)),
    }
}

fn pattern_id(ink: Rgb, paper: Rgb) -> String {
    format!(
        "hatch-{}-{}",
        &ink.to_string()[1..],
        &paper.to_string()[1..]
    )
}

/// The `<defs>` with one hatching pattern for each hatched fill the scene uses.
pub(super) fn patterns(scene: &Scene) -> String {
    let outlines = scene
        .panels
        .iter()
        .flat_map(|p| &p.outlines)
        .map(|o| o.fill);
    let swatches = scene.legend.iter().filter_map(|e| match e.swatch {
        Swatch::Square(fill) => Some(fill),
        _ => None,
    });
    let mut seen = Vec::new();
    let mut out = String::from("<defs>\n");
    for fill in outlines.chain(swatches) {
        if let Fill::Hatched { ink, paper } = fill
            && !seen.contains(&(ink, paper))
        {
            seen.push((ink, paper));
            let _ = writeln!(
                out,
                r#"<pattern id="{}" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)"><rect width="8" height="8" fill="{paper}"/><rect width="3" height="8" fill="{ink}"/></pattern>"#,
                pattern_id(ink, paper)
            );
        }
    }
    out.push_str("</defs>\n");
    out
}

/// The legend's entries in rows that fit the width: each row a list of (entry, x).
pub(super) fn legend_rows(legend: &[LegendEntry], width: usize) -> Vec<Vec<(&LegendEntry, usize)>> {
    let mut rows: Vec<Vec<(&LegendEntry, usize)>> = Vec::new();
    let mut x = GAP;
    for entry in legend {
        let w = 28 + entry.name.chars().count() * 8;
        if rows.is_empty() || (x > GAP && x + w > width) {
            rows.push(Vec::new());
            x = GAP;
        }
        rows.last_mut().expect("a row was pushed").push((entry, x));
        x += w;
    }
    rows
}

pub(super) fn draw_legend(legend: &[LegendEntry], top: usize, width: usize) -> String {
    let mut out = String::from("<g class=\"legend\">\n");
    for (i, row) in legend_rows(legend, width).iter().enumerate() {
        let y = top + i * LINE;
        for &(entry, x) in row {
            out.push_str(&swatch(entry.swatch, x, y));
            let _ = writeln!(
                out,
                r#"<text class="legend" x="{}" y="{}" font-size="13">{}</text>"#,
                x + 20,
                y + 12,
                escape(&entry.name)
            );
        }
    }
    out.push_str("</g>\n");
    out
}

fn swatch(kind: Swatch, x: usize, y: usize) -> String {
    match kind {
        Swatch::Square(fill) => format!(
            "<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"14\" fill=\"{}\" stroke=\"{BLACK}\"/>\n",
            paint(fill)
        ),
        Swatch::Chip(colour) => format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"{colour}\" stroke=\"{BLACK}\"/>\n",
            x + 7,
            y + 7
        ),
        Swatch::Line { colour, dashed } => format!(
            "<line x1=\"{x}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"4\"{}/>\n",
            y + 7,
            x + 14,
            y + 7,
            if dashed {
                r#" stroke-dasharray="6 4""#
            } else {
                ""
            }
        ),
    }
}
