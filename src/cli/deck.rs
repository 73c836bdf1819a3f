//! The `--cards FILE` and `--extra-cards FILE` options shared by the Project L analyses, and
//! looking cards up.

use super::file_kinds::{FileKind, refused_as};
use crate::project_l::{Card, Catalogue};
use anyhow::{Result, anyhow, bail};
use clap::Args;
use std::path::{Path, PathBuf};

/// Which card deck to use.
#[derive(Args, Debug, Clone)]
pub struct DeckArgs {
    /// A card deck file (YAML, like puzzles/projectl/cards.yaml) instead of the 52 base
    /// cards, for expansion decks.
    #[arg(long, value_name = "FILE", global = true)]
    pub cards: Option<PathBuf>,
    /// A card deck file whose cards join the deck (an expansion: Ghost, Ambassador);
    /// repeatable. Its ids must differ from every other card's.
    #[arg(long, value_name = "FILE", global = true)]
    pub extra_cards: Vec<PathBuf>,
}

impl DeckArgs {
    /// The deck: the `--cards` file or the base game's cards, then the cards of every
    /// `--extra-cards` file; an id met twice is refused, naming both places.
    pub fn catalogue(&self) -> Result<Catalogue> {
        let main = match &self.cards {
            Some(path) => load(path)?,
            None => Catalogue::base(),
        };
        if self.extra_cards.is_empty() {
            return Ok(main);
        }
        let mut cards: Vec<(Card, String)> = main
            .cards()
            .iter()
            .map(|c| (c.clone(), self.main_name()))
            .collect();
        for path in &self.extra_cards {
            let file = path.display().to_string();
            for card in load(path)?.cards() {
                if let Some((_, first)) = cards
                    .iter()
                    .find(|(c, _)| c.id.eq_ignore_ascii_case(&card.id))
                {
                    bail!(
                        "{file}: card {:?} repeats the id of a card of {first}",
                        card.id
                    );
                }
                cards.push((card.clone(), file.clone()));
            }
        }
        Ok(Catalogue::from_cards(
            cards.into_iter().map(|(c, _)| c).collect(),
        ))
    }

    /// The card with this id in `deck` (the deck these arguments name), or an error naming
    /// the deck and the ids it has.
    pub fn find_card<'a>(&self, deck: &'a Catalogue, id: &str) -> Result<&'a Card> {
        deck.get(id).ok_or_else(|| {
            let cards = deck.cards();
            let first = cards.first().map_or("", |c| c.id.as_str());
            let last = cards.last().map_or("", |c| c.id.as_str());
            let ids = match cards.len() {
                1 => format!("1 card, {first}"),
                n => format!("{n} cards, {first} to {last}"),
            };
            let suggestion = deck.suggestion(id);
            anyhow!(
                "unknown card {id:?}{suggestion}: {} has {ids} (see `tessera cards`)",
                self.deck_name()
            )
        })
    }

    /// The `--cards` file, or `the base deck`.
    fn main_name(&self) -> String {
        self.cards
            .as_ref()
            .map_or("the base deck".to_string(), |path| {
                path.display().to_string()
            })
    }

    /// The deck file (with the extra files), or `the base deck`.
    fn deck_name(&self) -> String {
        let main = self.main_name();
        let extra: Vec<String> = self
            .extra_cards
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        match extra.is_empty() {
            true => main,
            false => format!("{main} with {}", extra.join(", ")),
        }
    }
}

/// The deck file at `path`; an empty file or one of another kind (a plan state, a game
/// state file) is told as such.
fn load(path: &Path) -> Result<Catalogue> {
    Catalogue::load(path).map_err(|e| refused_as(path, FileKind::Deck, e.into()))
}
