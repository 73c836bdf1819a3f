//! Presentation only (rules never call it): `play show --svg` for Структура 25 — the 6×6
//! grid as an SVG picture, with the lines of five cells in which the player to move has
//! chips: open (no other colour in them) or blocked; the text board's other lines (see
//! `struktura25::board_text`) as notes.

use super::analyze::prospects;
use super::board_text::board_text;
use super::grid::{self, SIDE};
use super::state::State;
use crate::engine::{Game, Turn};
use crate::picture::{Chip, LegendEntry, Panel, Scene, Segment, Swatch, palette};

/// Blocked lines are drawn in grey, dashed.
const BLOCKED: crate::picture::Rgb = palette::GREY;

fn at(cell: usize) -> (usize, usize) {
    (grid::row(cell), grid::column(cell))
}

/// The state as a picture (for the game `game` whose state it is).
pub fn scene(game: &impl Game<State = State>, state: &State) -> Scene {
    let mut panel = Panel::rectangle("grid", SIDE, SIDE, palette::BOARD);
    let mut legend = Vec::new();
    for (p, side) in state.active().iter().enumerate() {
        let (colour, owner) = (palette::player(p), game.player_name(p));
        panel.chips.extend(grid::cells(side.chips).map(|cell| Chip {
            at: at(cell),
            colour,
            owner: owner.clone(),
        }));
        let text = format!("{owner}: score {}, {} in hand", side.score, side.hand);
        legend.push(LegendEntry::new(Swatch::Chip(colour), text));
    }
    let title = match game.turn(state) {
        Turn::Player(p) => {
            legend.extend(five_lines(game.player_name(p), state, p, &mut panel));
            format!("Структура 25: {} to move", game.player_name(p))
        }
        Turn::Chance => "Структура 25: the die is rolled next".to_string(),
        Turn::Over => "Структура 25: the game is over".to_string(),
    };
    let notes = board_text(game, state).into_iter().skip(SIDE + 1).collect();
    Scene {
        title,
        panels: vec![panel],
        legend,
        notes,
    }
}

/// Draws player `p`'s lines of five that hold a chip of theirs; their legend entries.
fn five_lines(name: String, state: &State, p: usize, panel: &mut Panel) -> Vec<LegendEntry> {
    let colour = palette::player(p);
    for line in prospects(state, p).lines.iter().filter(|l| l.own > 0) {
        let open = line.blocked_by.is_empty();
        // The two lines of a row (or column) overlap: the first is drawn nearer the top
        // (or left), the second nearer the bottom (or right).
        let first = grid::row(line.from) == 0 && grid::row(line.to) == 4
            || grid::column(line.from) == 0 && grid::column(line.to) == 4;
        panel.segments.push(Segment {
            from: at(line.from),
            to: at(line.to),
            class: if open { "open" } else { "blocked" }.to_string(),
            colour: if open { colour } else { BLOCKED },
            dashed: !open,
            nudge: if first { -1 } else { 1 },
        });
    }
    vec![
        LegendEntry::new(
            Swatch::Line {
                colour,
                dashed: false,
            },
            format!("open line of five for {name}"),
        ),
        LegendEntry::new(
            Swatch::Line {
                colour: BLOCKED,
                dashed: true,
            },
            format!("blocked line of five for {name}"),
        ),
    ]
}
