//! `tessera cards`: list the Project L card catalogue, or draw one card.

use super::Answer;
use super::deck::DeckArgs;
use super::picture::SvgArgs;
use crate::project_l::picture::{caption, card_panel, card_scene};
use crate::project_l::{Card, Colour};
use crate::wording::count;
use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::{Value, json};
use std::io::Write;

const EXAMPLES: &str = "\
Examples:
  tessera cards
  tessera cards --black --json
  tessera cards show B03
  tessera cards show B03 --cards puzzles/projectl/cards.yaml
  tessera cards show B03 --svg card.svg
  tessera cards --white --svg deck.svg
      a sheet of the (white) cards; --svg - writes it to standard output instead

Cards: W01-W32 are the white cards and B01-B20 the black ones, numbered in print-and-play
order. Elsewhere (play show) a card is labelled like W20:1/O4: the id W20, then after the
colon its points (1), then after the slash its reward (O4), the piece taken from the bank
on completing it (M: an extra master action; up1/up2: upgrade a piece by 1 or 2 levels,
in expansion decks). --cards FILE reads another deck in the format of
puzzles/projectl/cards.yaml.";

/// The Project L card catalogue.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct CardsArgs {
    #[command(subcommand)]
    pub show: Option<CardsCommand>,
    /// Only the white cards.
    #[arg(long, conflicts_with = "black")]
    pub white: bool,
    /// Only the black cards.
    #[arg(long)]
    pub black: bool,
    /// Print one JSON document instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// Draw the card, or a sheet of the cards listed, as an SVG picture in FILE (`-`: on
    /// standard output, instead of the text).
    #[arg(long, value_name = "FILE", global = true)]
    pub svg: Option<std::path::PathBuf>,
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

/// Runs the command.
pub fn run(args: &CardsArgs, stdout: &mut dyn Write) -> Result<Answer> {
    let svg = SvgArgs {
        svg: args.svg.clone(),
    };
    svg.check(args.json)?;
    let deck = args.deck.catalogue()?;
    let mut out = svg.text_out(&mut *stdout);
    if let Some(CardsCommand::Show { id }) = &args.show {
        let card = args.deck.find_card(&deck, id)?;
        if args.json {
            super::write_json(&mut out, &card_json(card, true))?;
        } else {
            writeln!(out, "{}", heading(card))?;
            for row in card.draw() {
                writeln!(out, "{row}")?;
            }
        }
        let panel = card_panel(card, &[], 0, caption(card));
        let scene = card_scene(heading(card), vec![panel], Vec::new());
        svg.write(&scene, &mut *stdout)?;
        return Ok(Answer::Yes);
    }
    let wanted = match (args.white, args.black) {
        (true, _) => Some(Colour::White),
        (_, true) => Some(Colour::Black),
        _ => None,
    };
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
    let panels = cards
        .iter()
        .map(|c| card_panel(c, &[], 0, caption(c)))
        .collect();
    let title = format!("Project L cards ({})", cards.len());
    svg.write(&card_scene(title, panels, Vec::new()), &mut *stdout)?;
    Ok(Answer::Yes)
}

/// `W01 (white, 2 points, reward I2, 5 cells)`.
pub fn heading(card: &Card) -> String {
    format!(
        "{} ({}, {}, reward {}, {} cells)",
        card.id,
        card.colour.name(),
        count(card.points, "point"),
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
