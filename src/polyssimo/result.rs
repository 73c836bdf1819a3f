//! A finished Polyssimo game's result in words: who wins and why, by the cells each
//! player is left holding (fewest wins), and the tie-break when it decided.

use super::game::{GameState, Polyssimo};
use super::position::Mode;
use crate::engine::Game;

impl Polyssimo {
    /// `player 2 wins: 3 cells left in hand, player 1 8 (fewest wins)`; `None` before the
    /// end, and in Golomb's game, whose result is who could not move.
    pub fn result_words(&self, state: &GameState) -> Option<String> {
        let GameState::Placement(s, _) = state else {
            return None;
        };
        if self.rules.mode == Mode::Golomb || !self.rules.is_over(s) {
            return None;
        }
        let players = usize::from(s.players);
        let left: Vec<u32> = (0..players).map(|p| self.rules.cells_left(s, p)).collect();
        let held = (0..players)
            .map(|p| format!("{} {}", self.player_name(p), left[p]))
            .collect::<Vec<_>>()
            .join(", ");
        let fewest = *left.iter().min()?;
        let tied = left.iter().filter(|&&l| l == fewest).count();
        let why = match (self.rules.winner(s), tied) {
            (Some(w), 1) => format!("{} wins", self.player_name(w)),
            (Some(w), _) => format!(
                "{} wins the tie on cells by the tie-break: of the tied players, they placed a piece last",
                self.player_name(w)
            ),
            (None, _) => {
                "the tied players share the win (the order of their last placements is not known)"
                    .into()
            }
        };
        Some(format!("{why}; cells left in hand (fewest wins): {held}"))
    }
}
