//! `play show` for Project L, the cards a person chooses from drawn as cards: the offer's
//! rows side by side (id, points and reward under each card), the solo game's 3×3 grid
//! with each column's lock above it, and a player's unfinished cards with their pieces —
//! every card with the coordinates its placements are written in.

use super::ProjectL;
use super::state::{CardIndex, Unfinished};
use crate::picture::text_board::beside;
use crate::project_l::card_text::{caption, card_lines, cards_beside, legend};
use crate::project_l::{Placed, Supply};

/// The indentation of the cards under their heading.
const INDENT: &str = "  ";

impl ProjectL {
    /// A card's drawing with `pieces` on it and its caption lines.
    fn card_block(&self, card: CardIndex, pieces: &[Placed]) -> (Vec<String>, Vec<String>) {
        let card = &self.deck.cards()[card as usize];
        let mut caption = vec![caption(card)];
        if !pieces.is_empty() {
            caption.push(legend(pieces));
        }
        (card_lines(card.hole, pieces, 0), caption)
    }

    /// `heading`, then the row's cards side by side (an empty place as `(empty)`).
    pub(super) fn draw_card_row(&self, heading: String, row: &[Option<CardIndex>]) -> Vec<String> {
        let blocks = (row.iter())
            .map(|c| match c {
                Some(c) => self.card_block(*c, &[]),
                None => (vec!["(empty)".to_string()], Vec::new()),
            })
            .collect();
        let cards = cards_beside(blocks, usize::MAX)
            .into_iter()
            .map(|l| indent(&l));
        std::iter::once(heading).chain(cards).collect()
    }

    /// The solo grid: three columns of three cards, each column's lock above it.
    pub(super) fn draw_solo_grid(
        &self,
        grid: &[Option<CardIndex>],
        locks: &[Supply; 3],
    ) -> Vec<String> {
        let columns: Vec<Vec<String>> = (0..3)
            .map(|col| {
                let mut lines = vec![format!("lock: {}", self.lock_label(&locks[col]))];
                for row in 0..3 {
                    let (card, caption) = match grid.get(row * 3 + col).copied().flatten() {
                        Some(c) => self.card_block(c, &[]),
                        None => (vec!["(empty)".to_string()], Vec::new()),
                    };
                    lines.extend(card.into_iter().chain(caption));
                    lines.push(String::new());
                }
                lines
            })
            .collect();
        let mut lines: Vec<String> = beside(&columns, 3).iter().map(|l| indent(l)).collect();
        lines.insert(0, "grid:".to_string());
        while lines.last().is_some_and(|l| l.trim().is_empty()) {
            lines.pop();
        }
        lines
    }

    /// A column's lock: its O1 count (`2 O1`), or its pieces in aggressive solo.
    pub(super) fn lock_label(&self, lock: &Supply) -> String {
        match self.aggressive_solo() {
            true => lock.to_string(),
            false => format!("{} O1", lock.pieces()),
        }
    }

    /// A player's unfinished cards with the pieces on them, side by side, indented to go
    /// under their heading ([`unfinished_heading`]); nothing for none.
    pub(super) fn draw_unfinished(&self, cards: &[Unfinished], width: usize) -> Vec<String> {
        let blocks = (cards.iter())
            .map(|c| self.card_block(c.card, &c.pieces))
            .collect();
        (cards_beside(blocks, width.saturating_sub(2 * INDENT.len())).into_iter())
            .map(|l| indent(&indent(&l)))
            .collect()
    }
}

/// The heading over a player's unfinished cards, which says `none` for none.
pub(super) fn unfinished_heading(cards: &[Unfinished]) -> &'static str {
    match cards.is_empty() {
        true => "  unfinished: none",
        false => "  unfinished:",
    }
}

fn indent(line: &str) -> String {
    match line.is_empty() {
        true => String::new(),
        false => format!("{INDENT}{line}"),
    }
}
