//! The picture of `golomb prove --openings --svg`: where the first moves lie by value. Three
//! boards — the winning first moves, the losing ones, those not settled (left out once
//! every first move is settled) — each cell shaded
//! by how many first moves of that value cover it, every mirror image counted (the table
//! holds one move per symmetry class; the board's 2,308 placements are all drawn).

use crate::picture::palette::{Rgb, WHITE};
use crate::picture::{Panel, Scene};
use crate::polyssimo::prover::{
    CompiledGame, Key, OpeningValue, Openings, Symmetries, key_of, placements, play,
};
use std::collections::HashMap;

const WINS: Rgb = Rgb(0x2e, 0x7d, 0x32);
const LOSES: Rgb = Rgb(0xc6, 0x28, 0x28);
const UNKNOWN: Rgb = Rgb(0x75, 0x75, 0x75);

/// The picture of `openings` (first moves of `game` from an empty rectangular board).
pub fn openings_scene(game: &CompiledGame, symmetries: &Symmetries, openings: &Openings) -> Scene {
    let counts = cover_counts(game, symmetries, openings);
    let (rows, cols) = board_size(game);
    let all_settled = openings.settled() == openings.list.len();
    let panels = [
        ("winning first moves", WINS, 0),
        ("losing first moves", LOSES, 1),
        ("not settled yet", UNKNOWN, 2),
    ]
    .into_iter()
    .filter(|&(_, _, value)| !(all_settled && value == 2))
    .map(|(caption, colour, value)| panel(game, caption, colour, &counts[value], (rows, cols)))
    .collect();
    Scene {
        title: format!(
            "Golomb's game: where the first moves lie ({} of {} distinct first moves settled)",
            openings.settled(),
            openings.list.len()
        ),
        panels,
        legend: Vec::new(),
        notes: vec![
            "A cell's number: how many first moves of that value cover it, every mirror image of a move counted; the darker, the more.".into(),
        ],
    }
}

/// For each value (wins, loses, not settled) and each board cell, the placements from the
/// root covering the cell whose first move has that value.
fn cover_counts(
    game: &CompiledGame,
    symmetries: &Symmetries,
    openings: &Openings,
) -> [Vec<u32>; 3] {
    let root = openings.root;
    let value_of: HashMap<Key, usize> = (openings.list.iter())
        .map(|o| {
            let key = key_of(game, symmetries, play(game, root, o.placement));
            let value = match o.value {
                OpeningValue::Wins => 0,
                OpeningValue::Loses { .. } => 1,
                OpeningValue::Unknown => 2,
            };
            (key, value)
        })
        .collect();
    let cells = game.set.board.cells().len();
    let mut counts = [vec![0; cells], vec![0; cells], vec![0; cells]];
    let mut all = Vec::new();
    placements(game, root, &mut all);
    for p in all {
        let key = key_of(game, symmetries, play(game, root, p));
        let value = value_of.get(&key).copied().unwrap_or(2);
        for cell in game.cells_of(p.cells) {
            counts[value][cell] += 1;
        }
    }
    counts
}

/// The rows and columns the board spans.
fn board_size(game: &CompiledGame) -> (usize, usize) {
    let cells = game.set.board.cells();
    let rows = cells
        .iter()
        .map(|c| c.0)
        .max()
        .map_or(0, |r| r as usize + 1);
    let cols = cells
        .iter()
        .map(|c| c.1)
        .max()
        .map_or(0, |c| c as usize + 1);
    (rows, cols)
}

fn panel(
    game: &CompiledGame,
    caption: &str,
    colour: Rgb,
    counts: &[u32],
    (rows, cols): (usize, usize),
) -> Panel {
    let most = counts.iter().copied().max().unwrap_or(0).max(1);
    let mut panel = Panel::rectangle(caption, rows, cols, WHITE);
    panel.cells.clear();
    for (i, &(r, c)) in game.set.board.cells().iter().enumerate() {
        let at = (r as usize, c as usize);
        panel.cells.push((at, shade(colour, counts[i], most)));
        panel.texts.push((at, counts[i].to_string()));
    }
    panel
}

/// `colour` mixed with white in proportion to `count` of `most` (white for none).
fn shade(colour: Rgb, count: u32, most: u32) -> Rgb {
    let t = f64::from(count) / f64::from(most) * 0.85;
    let mix = |c: u8| (255.0 - (255.0 - f64::from(c)) * t).round() as u8;
    Rgb(mix(colour.0), mix(colour.1), mix(colour.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_no_move_covers_is_white_and_the_most_covered_is_darkest() {
        assert_eq!(shade(WINS, 0, 10), WHITE);
        let darkest = shade(WINS, 10, 10);
        assert!(darkest.luminance() < shade(WINS, 5, 10).luminance());
        assert!(darkest.luminance() > WINS.luminance());
    }

    #[test]
    fn the_unsettled_board_is_drawn_only_while_a_first_move_is_unsettled() {
        let (game, symmetries) = &crate::polyssimo::golomb_book::standard_game();
        let mut openings = crate::polyssimo::golomb_book::shipped_openings().clone();
        let captions = |openings: &Openings| {
            let scene = openings_scene(game, symmetries, openings);
            scene
                .panels
                .iter()
                .map(|p| p.caption.clone())
                .collect::<Vec<_>>()
        };
        let settled = ["winning first moves", "losing first moves"];
        assert_eq!(
            captions(&openings),
            settled,
            "the shipped table settles all"
        );
        openings.list[0].value = OpeningValue::Unknown;
        assert_eq!(captions(&openings).last().unwrap(), "not settled yet");
    }
}
