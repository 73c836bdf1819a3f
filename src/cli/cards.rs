//! `tessera cards`: list the Project L card catalogue, or draw one card.

use super::Answer;
use super::deck::{DeckArgs, find_card};
use crate::project_l::{Card, Colour};
use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{Value, json};
use std::io::Write;

const EXAMPLES: &str = "\
Examples:
  tessera cards                     every card: id, colour, points, reward, cells
  tessera cards --colour black --json
  tessera cards show B03            draw one card
  tessera cards --cards ghost.yaml  a deck of your own";

/// The Project L card catalogue.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct CardsArgs {
    #[command(subcommand)]
    pub show: Option<CardsCommand>,
    /// Only cards of this colour.
    #[arg(long, value_enum)]
    pub colour: Option<ColourArg>,
    /// Print one JSON document instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    #[command(flatten)]
    pub deck: DeckArgs,
}

#[derive(Subcommand, Debug)]
pub enum CardsCommand {
    /// Draw one card: `#` the cells to fill.
    Show {
        /// Card id, such as W01 or B20.
        id: String,
    },
}

/// The `--colour` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColourArg {
    White,
    Black,
}

/// Runs the command.
pub fn run(args: &CardsArgs) -> Result<Answer> {
    let deck = args.deck.catalogue()?;
    let mut out = std::io::stdout().lock();
    if let Some(CardsCommand::Show { id }) = &args.show {
        let card = find_card(&deck, id)?;
        if args.json {
            super::write_json(&mut out, &card_json(card, true))?;
        } else {
            writeln!(out, "{}", heading(card))?;
            for row in card.draw() {
                writeln!(out, "{row}")?;
            }
        }
        return Ok(Answer::Yes);
    }
    let wanted = args.colour.map(|c| match c {
        ColourArg::White => Colour::White,
        ColourArg::Black => Colour::Black,
    });
    let cards: Vec<&Card> = deck
        .cards()
        .iter()
        .filter(|c| wanted.is_none_or(|w| c.colour == w))
        .collect();
    if args.json {
        let list: Vec<Value> = cards.iter().map(|c| card_json(c, false)).collect();
        super::write_json(&mut out, &list)?;
    } else {
        writeln!(
            out,
            "{:<5} {:<6} {:>6} {:<6} {:>5}",
            "id", "colour", "points", "reward", "cells"
        )?;
        for c in &cards {
            writeln!(
                out,
                "{:<5} {:<6} {:>6} {:<6} {:>5}",
                c.id,
                c.colour.name(),
                c.points,
                c.reward.to_string(),
                c.cells()
            )?;
        }
    }
    Ok(Answer::Yes)
}

/// `W01 (white, 2 points, reward I2, 5 cells)`.
pub fn heading(card: &Card) -> String {
    format!(
        "{} ({}, {} point{}, reward {}, {} cells)",
        card.id,
        card.colour.name(),
        card.points,
        if card.points == 1 { "" } else { "s" },
        card.reward,
        card.cells()
    )
}

fn card_json(card: &Card, with_hole: bool) -> Value {
    let mut v = json!({
        "id": card.id,
        "colour": card.colour.name(),
        "points": card.points,
        "reward": card.reward.to_string(),
        "cells": card.cells(),
    });
    if with_hole {
        v["hole"] = json!(card.draw());
    }
    v
}
