//! Presentation only (rules never call it): `play show --svg` for Project L — the cards on
//! offer, then each player's unfinished cards with the pieces on them; the text drawing's
//! other lines (bank, scores, supplies) as notes.

use super::ProjectL;
use super::state::{Offer, State};
use crate::engine::{Game, Turn};
use crate::picture::{Panel, Scene};
use crate::project_l::card_picture::{caption, card_panel, card_scene};

impl ProjectL {
    /// The state as a picture.
    pub fn scene(&self, state: &State) -> Scene {
        let mut panels = self.offer_panels(&state.offer);
        for (p, player) in state.players.iter().enumerate() {
            for unfinished in &player.cards {
                let card = &self.deck.cards()[unfinished.card as usize];
                let label = format!("player {} · {}", p + 1, caption(card));
                panels.push(card_panel(card, &unfinished.pieces, 0, label));
            }
        }
        let title = match self.turn(state) {
            Turn::Player(p) => format!("Project L: {} to move", self.player_name(p)),
            Turn::Chance => "Project L: a card is drawn next".to_string(),
            Turn::Over => "Project L: the game is over".to_string(),
        };
        card_scene(title, panels, self.notes(state))
    }

    /// The cards on offer, captioned by where they lie.
    fn offer_panels(&self, offer: &Offer) -> Vec<Panel> {
        let places: Vec<(String, Option<u16>)> = match offer {
            Offer::Rows { white, black, .. } => {
                let row = |name: &str, cards: &[Option<u16>]| -> Vec<(String, Option<u16>)> {
                    let named = cards.iter().enumerate();
                    named
                        .map(|(i, &c)| (format!("{name} {}", i + 1), c))
                        .collect()
                };
                [row("white", white), row("black", black)].concat()
            }
            Offer::Sides { rows, .. } => rows
                .iter()
                .enumerate()
                .flat_map(|(r, row)| {
                    let named = row.iter().enumerate();
                    named.map(move |(i, &c)| (format!("row {} · {}", r + 1, i + 1), c))
                })
                .collect(),
            Offer::Solo { grid, .. } => grid
                .iter()
                .enumerate()
                .map(|(i, &c)| (format!("grid {}", i + 1), c))
                .collect(),
        };
        places
            .into_iter()
            .filter_map(|(place, card)| {
                let card = &self.deck.cards()[card? as usize];
                let label = format!("{place} · {}", caption(card));
                Some(card_panel(card, &[], 0, label))
            })
            .collect()
    }

    /// The text drawing's lines other than the card drawings (which the panels show).
    fn notes(&self, state: &State) -> Vec<String> {
        self.summary(state)
            .into_iter()
            .map(|line| line.trim().to_string())
            .collect()
    }
}
