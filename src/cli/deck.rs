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
}

/// The card with this id, or an error naming the ids there are.
pub fn find_card<'a>(deck: &'a Catalogue, id: &str) -> Result<&'a Card> {
    deck.get(id).ok_or_else(|| {
        let first = deck.cards().first().map_or("", |c| c.id.as_str());
        let last = deck.cards().last().map_or("", |c| c.id.as_str());
        anyhow!(
            "unknown card {id:?}: the deck has {} cards, {first} to {last} (see `tessera cards`)",
            deck.cards().len()
        )
    })
}
