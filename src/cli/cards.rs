//! `tessera cards`: list the Project L card catalogue, or draw one card.

use super::Answer;
use super::deck::DeckArgs;
use super::picture::SvgArgs;
use super::report::{OutputArgs, Report, emit};
use crate::picture::Scene;
use crate::project_l::card_picture::{caption, card_panel, card_scene};
use crate::project_l::{Card, Colour, card_text};
use crate::wording::count;
use anyhow::Result;
use clap::{Args, Subcommand};
use serde::Serialize;
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
order. Elsewhere (play show) a card is labelled like W20 1pt O4: the id W20, its points
(1pt), then its reward (O4), the piece taken from the bank on completing it (M: an extra
master action; up1/up2: upgrade a piece by 1 or 2 levels, in expansion decks). --cards FILE reads another deck in the format of
puzzles/projectl/cards.yaml; --extra-cards FILE (repeatable) adds a file's cards to the
deck, such as an expansion's (an id met twice is refused).";

const SHOW_EXAMPLES: &str = "\
Examples:
  tessera cards show W20
  tessera cards show B03 --json
  tessera cards show GB03 --extra-cards puzzles/projectl/expansion-example.yaml
  tessera cards show B03 --svg card.svg";

/// The Project L card catalogue.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct CardsArgs {
    #[command(subcommand)]
    pub show: Option<CardsCommand>,
    /// Only the white cards (with --black too: all).
    #[arg(long)]
    pub white: bool,
    /// Only the black cards (with --white too: all).
    #[arg(long)]
    pub black: bool,
    /// Print one JSON document instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// Draw the card (`cards show ID`) or a sheet of the cards listed (`cards`) as an SVG
    /// picture in FILE (`-`: on standard output, instead of the text).
    #[arg(long, value_name = "FILE", global = true)]
    pub svg: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub deck: DeckArgs,
}

#[derive(Subcommand, Debug)]
pub enum CardsCommand {
    /// Draw one card: `#` the cells to fill.
    #[command(after_help = SHOW_EXAMPLES)]
    Show {
        /// Card id, such as W01 or B20.
        id: String,
    },
}

/// Runs the command.
pub fn run(args: &CardsArgs, out: &mut dyn Write) -> Result<Answer> {
    let output = OutputArgs {
        json: args.json,
        svg: SvgArgs {
            svg: args.svg.clone(),
        },
    };
    output.check()?;
    let deck = args.deck.catalogue()?;
    if let Some(CardsCommand::Show { id }) = &args.show {
        let card = args.deck.find_card(&deck, id)?;
        return emit(&CardShown::new(card), &output, out);
    }
    let wanted = match (args.white, args.black) {
        (true, false) => Some(Colour::White),
        (false, true) => Some(Colour::Black),
        _ => None,
    };
    let cards: Vec<&Card> = deck
        .cards()
        .iter()
        .filter(|c| wanted.is_none_or(|w| c.colour == w))
        .collect();
    emit(&CardList(cards), &output, out)
}

/// One card in JSON: id, colour, points, reward and the number of cells to fill.
#[derive(Serialize)]
struct CardLine<'a> {
    id: &'a str,
    colour: &'static str,
    points: u32,
    reward: String,
    cells: u32,
}

impl<'a> CardLine<'a> {
    fn new(card: &'a Card) -> CardLine<'a> {
        CardLine {
            id: &card.id,
            colour: card.colour.name(),
            points: card.points,
            reward: card.reward.to_string(),
            cells: card.cells(),
        }
    }
}

/// `cards`: the cards listed, as a table, a JSON array, or a sheet of pictures.
struct CardList<'a>(Vec<&'a Card>);

impl Serialize for CardList<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|c| CardLine::new(c)))
    }
}

impl Report for CardList<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let row = |out: &mut dyn Write, cells: [&str; 5]| {
            let [id, colour, points, reward, size] = cells;
            writeln!(out, "{id:<5} {colour:<6} {points:>6} {reward:<6} {size:>5}")
        };
        row(out, ["id", "colour", "points", "reward", "cells"])?;
        for c in &self.0 {
            let (points, reward, size) = (c.points.to_string(), c.reward.to_string(), c.cells());
            row(
                out,
                [&c.id, c.colour.name(), &points, &reward, &size.to_string()],
            )?;
        }
        Ok(())
    }

    fn scene(&self) -> Option<Scene> {
        let panels = self
            .0
            .iter()
            .map(|c| card_panel(c, &[], 0, caption(c)))
            .collect();
        let title = format!("Project L cards ({})", self.0.len());
        Some(card_scene(title, panels, Vec::new()))
    }
}

/// `cards show ID`: one card drawn; in JSON its line and `hole`, the rows as drawn.
#[derive(Serialize)]
struct CardShown<'a> {
    #[serde(flatten)]
    line: CardLine<'a>,
    hole: Vec<String>,
    #[serde(skip)]
    card: &'a Card,
}

impl<'a> CardShown<'a> {
    fn new(card: &'a Card) -> CardShown<'a> {
        CardShown {
            line: CardLine::new(card),
            hole: card.draw(),
            card,
        }
    }
}

impl Report for CardShown<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", heading(self.card))?;
        for row in card_text::card_lines(self.card.hole, &[], 0) {
            writeln!(out, "{row}")?;
        }
        Ok(())
    }

    fn scene(&self) -> Option<Scene> {
        let panel = card_panel(self.card, &[], 0, caption(self.card));
        Some(card_scene(heading(self.card), vec![panel], Vec::new()))
    }
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
