//! Pictures of Polyssimo analyses: `polyssimo holes` (each hole shaded by its class —
//! reserved in its owner's colour, contested hatched, dead grey) and `polyssimo solve` (the
//! board after the best move, the rest of the line numbered).

use crate::picture::{Fill, LegendEntry, Outline, Scene, Swatch, palette};
use crate::polyssimo::picture::{at, move_outline, piece_legend, position_panel};
use crate::polyssimo::{Hole, HoleClass, Placing, Position, Rules, State};

/// How contested holes are shaded.
const CONTESTED: Fill = Fill::Hatched {
    ink: Rgb(0x7b, 0x3f, 0xa0),
    paper: Rgb(0xf3, 0xe8, 0xfa),
};
const DEAD: Fill = Fill::Solid(palette::GREY);

use crate::picture::Rgb;

/// A player's name in a position (`player N` when it has none).
fn player_name(position: &Position, p: usize) -> String {
    position
        .players
        .get(p)
        .map_or(format!("player {}", p + 1), |pl| pl.name.clone())
}

/// A reserved hole's shade: its owner's colour, lightened so the label reads.
fn reserved(p: usize) -> Fill {
    let Rgb(r, g, b) = palette::player(p);
    let light = |v: u8| ((u16::from(v) + 2 * 255) / 3) as u8;
    Fill::Solid(Rgb(light(r), light(g), light(b)))
}

/// The board with every hole shaded by class and labelled as in the text (1-9, a-z, …).
pub fn holes_scene(
    position: &Position,
    found: &[Hole],
    labels: &[char],
    notes: Vec<String>,
) -> Scene {
    let board = &position.set.board;
    let mut panel = position_panel(position, "board".into());
    let mut legend = piece_legend(&position.set);
    for (hole, label) in found.iter().zip(labels) {
        let cells = hole.cells.iter().map(|&c| at(board, c)).collect();
        let (class, fill, owner) = match hole.class {
            HoleClass::Reserved { player } => ("reserved", reserved(player), Some(player)),
            HoleClass::Contested => ("contested", CONTESTED, None),
            HoleClass::Dead => ("dead", DEAD, None),
        };
        let mut outline = Outline::region(class, fill, cells)
            .labelled(Some(label.to_string()))
            .with_data("hole", label.to_string());
        if let Some(p) = owner {
            outline = outline.with_data("owner", player_name(position, p));
            let name = format!("reserved for {}", player_name(position, p));
            legend.push(LegendEntry::new(Swatch::Square(fill), name));
        }
        panel.outlines.push(outline);
    }
    legend.push(LegendEntry::new(Swatch::Square(CONTESTED), "contested"));
    legend.push(LegendEntry::new(Swatch::Square(DEAD), "dead"));
    let mut scene = Scene {
        title: format!(
            "Polyssimo holes: {} to move",
            player_name(position, position.to_move)
        ),
        panels: vec![panel],
        legend: Vec::new(),
        notes,
    };
    legend.into_iter().for_each(|e| scene.add_legend(e));
    scene
}

/// The board after the first move of `line`, that move labelled 1 and the later moves drawn
/// hatched in the colour of the player making them, numbered.
pub fn solve_scene(
    position: &Position,
    rules: &Rules,
    root: &State,
    line: &[Placing],
    notes: Vec<String>,
) -> Scene {
    let mut panel = position_panel(position, "after the best move".into());
    let mut state = *root;
    let mut legend = piece_legend(&position.set);
    for (i, &mv) in line.iter().enumerate() {
        let mover = state.to_move as usize;
        let who = player_name(position, mover);
        let outline = line_outline(rules, mv, i, mover);
        panel.outlines.push(
            outline
                .with_data("move", (i + 1).to_string())
                .with_data("player", who.clone()),
        );
        if i > 0 {
            let swatch = Swatch::Square(later_fill(mover));
            legend.push(LegendEntry::new(swatch, format!("later move by {who}")));
        }
        state = rules.play(&state, mv);
    }
    let mut scene = Scene {
        title: format!(
            "Polyssimo: best line for {}",
            player_name(position, root.to_move as usize)
        ),
        panels: vec![panel],
        legend: Vec::new(),
        notes,
    };
    legend.into_iter().for_each(|e| scene.add_legend(e));
    scene
}

/// Move `i` (from 0) of the best line: the first drawn as its piece, labelled `1 NAME`;
/// the later ones hatched in the mover's colour, labelled with their number.
fn line_outline(rules: &Rules, mv: Placing, i: usize, mover: usize) -> Outline {
    let piece = move_outline(rules, mv);
    let name = piece.name.clone();
    if i == 0 {
        return piece.labelled(Some(format!("1 {name}")));
    }
    Outline::region("line", later_fill(mover), piece.cells)
        .labelled(Some((i + 1).to_string()))
        .with_data("piece", name)
}

/// The fill of a later move of the line by `mover`.
fn later_fill(mover: usize) -> Fill {
    Fill::Hatched {
        ink: palette::player(mover),
        paper: palette::WHITE,
    }
}
