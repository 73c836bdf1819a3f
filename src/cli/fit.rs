//! `tessera fit CARD --supply S`: can the supply complete the card?

use super::Answer;
use super::cards::heading;
use super::deck::DeckArgs;
use super::picture::SvgArgs;
use crate::project_l::picture::{caption, card_panel, card_scene};
use crate::project_l::{
    Card, CardFitter, CellMask, FitAnswer, Placed, Supply, cell_name, draw_cells, parse_cell,
};
use crate::wording::count;
use anyhow::{Result, bail};
use clap::Args;
use serde_json::{Value, json};
use std::io::Write;

const EXAMPLES: &str = "\
Examples:
  tessera fit W31 --supply \"2xI2 O1\"
      one filling, or why not
  tessera fit B20 --supply \"O1 I2 L4 T4\"
  tessera fit B13 --supply \"O4 I2\" --filled \"a4 a5\"
  tessera fit W31 --supply \"2xI2 4xO1\" --count
      fillings: 7
  tessera fit B13 --supply \"O4 I2\" --filled \"a4 a5\" --svg fit.svg
      the filling as a picture (--svg - writes it to standard output instead)

Supply: kinds separated by spaces or commas, each with an optional count:
\"O1 I2 2xL4\". Kinds: O1 I2 I3 L3 I4 O4 L4 Z4 T4 (ghost P5 U5 L5).
Cells: columns a-e left to right, rows 1-5 top to bottom.
Exit codes: 0 fits, 1 does not, 2 bad input.";

/// Can a supply of pieces complete a Project L card?
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct FitArgs {
    /// Card id, such as W01 or B20 (see `tessera cards`).
    pub card: String,
    /// The pieces available, e.g. "O1 I2 2xL4".
    #[arg(long, allow_hyphen_values = true)]
    pub supply: String,
    /// Cells already covered, e.g. "a4 b4" (card coordinates a1-e5).
    #[arg(long, value_name = "CELLS")]
    pub filled: Option<String>,
    /// Count the distinct fillings (pieces of one kind are interchangeable).
    #[arg(long)]
    pub count: bool,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub deck: DeckArgs,
    #[command(flatten)]
    pub svg: SvgArgs,
}

/// Runs the command.
pub fn run(args: &FitArgs, stdout: &mut dyn Write) -> Result<Answer> {
    args.svg.check(args.json)?;
    let deck = args.deck.catalogue()?;
    let card = args.deck.find_card(&deck, &args.card)?;
    let supply = Supply::parse(&args.supply).map_err(|e| anyhow::anyhow!("--supply: {e}"))?;
    let filled = parse_filled(args.filled.as_deref().unwrap_or(""), card)?;
    let fitter = CardFitter::new(card);
    let answer = fitter.fit(&supply, filled);
    let fillings = args.count.then(|| fitter.count(&supply, filled));
    let fits = matches!(answer, FitAnswer::Fits(_));
    let mut out = args.svg.text_out(&mut *stdout);
    if args.json {
        print_json(&mut out, card, &answer, fillings)?;
    } else {
        print_text(&mut out, card, &answer, filled, fillings)?;
    }
    let scene = picture(card, &answer, filled, fillings);
    args.svg.write(&scene, &mut *stdout)?;
    Ok(if fits { Answer::Yes } else { Answer::No })
}

/// Parses `--filled`: card cells inside the hole, each once.
pub fn parse_filled(text: &str, card: &Card) -> Result<CellMask> {
    let mut filled = 0;
    for token in text.split([' ', ',']).filter(|t| !t.is_empty()) {
        let Some(cell) = parse_cell(token) else {
            bail!("--filled: {token:?} is not a card cell (columns a-e, rows 1-5, as in c3)");
        };
        if card.hole & (1 << cell) == 0 {
            bail!("--filled: {token} is not a cell of card {}'s hole", card.id);
        }
        if filled & (1 << cell) != 0 {
            bail!("--filled: {token} is given twice");
        }
        filled |= 1 << cell;
    }
    Ok(filled)
}

/// Why a supply does not fit, in words.
pub fn reason(answer: &FitAnswer) -> Option<String> {
    match answer {
        FitAnswer::Fits(_) => None,
        FitAnswer::TooFewCells { needed, available } => Some(format!(
            "too few cells: the supply has {} but the card needs {}",
            count(*available, "cell"),
            count(*needed, "cell")
        )),
        FitAnswer::Unreachable { cell } => Some(format!(
            "no piece of the supply fits over cell {}",
            cell_name(*cell)
        )),
        FitAnswer::NoArrangement => {
            Some("no arrangement of the supply's pieces fills the card exactly".into())
        }
    }
}

/// The card with each placed piece as a letter (`A`, `B`, …), filled cells `+`, the card
/// `.`, empty hole cells `#`; and the legend `A=L4 B=I2`.
pub fn draw_filling(card: &Card, pieces: &[Placed], filled: CellMask) -> (Vec<String>, String) {
    let letter = |i: usize| (b'A' + i as u8) as char;
    let rows = draw_cells(|cell| {
        let bit = 1 << cell;
        match pieces.iter().position(|p| p.cells & bit != 0) {
            Some(i) => letter(i),
            None if filled & bit != 0 => '+',
            None if card.hole & bit != 0 => '#',
            None => '.',
        }
    });
    let legend: Vec<String> = pieces
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}={}", letter(i), p.kind))
        .collect();
    (rows, legend.join(" "))
}

/// The card with the filling found, or with only the filled cells if none fits.
fn picture(
    card: &Card,
    answer: &FitAnswer,
    filled: CellMask,
    fillings: Option<u64>,
) -> crate::picture::Scene {
    let (pieces, mut notes) = match answer {
        FitAnswer::Fits(filling) => (&filling.pieces[..], vec!["fits".to_string()]),
        other => (
            &[][..],
            vec![format!(
                "does not fit: {}",
                reason(other).unwrap_or_default()
            )],
        ),
    };
    if let Some(n) = fillings {
        notes.push(format!("fillings: {n}"));
    }
    let panel = card_panel(card, pieces, filled, caption(card));
    card_scene(heading(card), vec![panel], notes)
}

fn print_text(
    out: &mut dyn Write,
    card: &Card,
    answer: &FitAnswer,
    filled: CellMask,
    fillings: Option<u64>,
) -> Result<()> {
    writeln!(out, "{}", heading(card))?;
    match answer {
        FitAnswer::Fits(filling) => {
            writeln!(out, "fits:")?;
            let (rows, legend) = draw_filling(card, &filling.pieces, filled);
            for row in rows {
                writeln!(out, "{row}")?;
            }
            if !filling.pieces.is_empty() {
                writeln!(out, "legend: {legend}")?;
            }
        }
        other => writeln!(out, "does not fit: {}", reason(other).unwrap_or_default())?,
    }
    if let Some(n) = fillings {
        writeln!(out, "fillings: {n}")?;
    }
    Ok(())
}

/// The JSON form of placed pieces: kind and cell names.
pub fn pieces_json(pieces: &[Placed]) -> Value {
    let list: Vec<Value> = pieces
        .iter()
        .map(|p| {
            let cells: Vec<String> = (0..25)
                .filter(|c| p.cells & (1 << c) != 0)
                .map(cell_name)
                .collect();
            json!({"piece": p.kind.name(), "cells": cells})
        })
        .collect();
    Value::Array(list)
}

fn print_json(
    out: &mut dyn Write,
    card: &Card,
    answer: &FitAnswer,
    fillings: Option<u64>,
) -> Result<()> {
    let filling = match answer {
        FitAnswer::Fits(f) => pieces_json(&f.pieces),
        _ => Value::Null,
    };
    let mut doc = json!({
        "card": card.id,
        "fits": matches!(answer, FitAnswer::Fits(_)),
        "filling": filling,
        "reason": reason(answer),
    });
    if let Some(n) = fillings {
        doc["fillings"] = json!(n);
    }
    super::write_json(out, &doc)?;
    Ok(())
}
