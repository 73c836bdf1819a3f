//! The `--cards FILE` option shared by the Project L commands, and looking cards up.

use crate::project_l::{Card, Catalogue};
use anyhow::{Result, anyhow};
use clap::Args;
use std::path::PathBuf;

/// Which card deck to use.
#[derive(Args, Debug, Clone)]
pub struct DeckArgs {
    /// A card deck file (YAML, like puzzles/projectl/cards.yaml) instead of the 52 base
    /// cards, for expansion decks.
    #[arg(long, value_name = "FILE", global = true)]
    pub cards: Option<PathBuf>,
}

impl DeckArgs {
    /// The deck: the file given, or the base game's cards.
    pub fn catalogue(&self) -> Result<Catalogue> {
        match &self.cards {
            Some(path) => Ok(Catalogue::load(path)?),
            None => Ok(Catalogue::base()),
        }
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
            anyhow!(
                "unknown card {id:?}: {} has {ids} (see `tessera cards`)",
                self.deck_name()
            )
        })
    }

    /// The deck file, or `the base deck`.
    fn deck_name(&self) -> String {
        self.cards
            .as_ref()
            .map_or("the base deck".to_string(), |path| {
                path.display().to_string()
            })
    }
}
