//! `tessera fit CARD --supply S`: can the supply complete the card?

use super::Answer;
use super::cards::heading;
use super::deck::DeckArgs;
use super::report::{OutputArgs, Report, emit};
use crate::picture::Scene;
use crate::project_l::card_picture::{caption, card_panel, card_scene};
use crate::project_l::{
    Card, CardFitter, CellMask, FitAnswer, Placed, Supply, card_text, cell_name, parse_cell,
};
use crate::wording::count;
use anyhow::{Context, Result, bail};
use clap::Args;
use serde::Serialize;
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
Cells: columns a-e left to right, rows 1-5 top to bottom.";

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
    #[command(flatten)]
    pub output: OutputArgs,
    #[command(flatten)]
    pub deck: DeckArgs,
}

/// What `fit` found: its JSON document, its text and its picture.
#[derive(Serialize)]
struct FitReport<'a> {
    card: &'a str,
    fits: bool,
    /// The filling found, `null` when none fits.
    filling: Option<Vec<PieceCells>>,
    /// Why none fits, `null` when one does.
    reason: Option<String>,
    /// The number of distinct fillings, `null` without `--count`.
    fillings: Option<u64>,
    #[serde(skip)]
    shown: &'a Card,
    #[serde(skip)]
    answer: FitAnswer,
    #[serde(skip)]
    filled: CellMask,
}

/// A placed piece in JSON: its kind and its cells in the one cell notation.
#[derive(Serialize)]
pub struct PieceCells {
    piece: &'static str,
    cells: Vec<String>,
}

impl PieceCells {
    pub fn list(pieces: &[Placed]) -> Vec<PieceCells> {
        pieces
            .iter()
            .map(|p| PieceCells {
                piece: p.kind.name(),
                cells: (0..25)
                    .filter(|c| p.cells & (1 << c) != 0)
                    .map(cell_name)
                    .collect(),
            })
            .collect()
    }
}

/// Runs the command.
pub fn run(args: &FitArgs, out: &mut dyn Write) -> Result<Answer> {
    args.output.check()?;
    let deck = args.deck.catalogue()?;
    let card = args.deck.find_card(&deck, &args.card)?;
    let supply = Supply::parse(&args.supply).context("--supply")?;
    let filled = parse_filled(args.filled.as_deref().unwrap_or(""), card)?;
    let fitter = CardFitter::new(card);
    let answer = fitter.fit(&supply, filled);
    let report = FitReport {
        card: &card.id,
        fits: matches!(answer, FitAnswer::Fits(_)),
        filling: match &answer {
            FitAnswer::Fits(filling) => Some(PieceCells::list(&filling.pieces)),
            _ => None,
        },
        reason: reason(&answer),
        fillings: args.count.then(|| fitter.count(&supply, filled)),
        shown: card,
        answer,
        filled,
    };
    emit(&report, &args.output, out)
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
/// `.`, empty hole cells `#`, with coordinates; and the legend `A=L4 B=I2`.
pub fn draw_filling(card: &Card, pieces: &[Placed], filled: CellMask) -> (Vec<String>, String) {
    (
        card_text::card_lines(card.hole, pieces, filled),
        card_text::legend(pieces),
    )
}

impl Report for FitReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", heading(self.shown))?;
        match &self.answer {
            FitAnswer::Fits(filling) => {
                writeln!(out, "fits:")?;
                let (rows, legend) = draw_filling(self.shown, &filling.pieces, self.filled);
                for row in rows {
                    writeln!(out, "{row}")?;
                }
                if !filling.pieces.is_empty() {
                    writeln!(out, "legend: {legend}")?;
                }
            }
            _ => writeln!(
                out,
                "does not fit: {}",
                self.reason.as_deref().unwrap_or("")
            )?,
        }
        if let Some(n) = self.fillings {
            writeln!(out, "fillings: {n}")?;
        }
        Ok(())
    }

    /// The card with the filling found, or with only the filled cells if none fits.
    fn scene(&self) -> Option<Scene> {
        let (pieces, mut notes) = match &self.answer {
            FitAnswer::Fits(filling) => (&filling.pieces[..], vec!["fits".to_string()]),
            _ => (
                &[][..],
                vec![format!(
                    "does not fit: {}",
                    self.reason.as_deref().unwrap_or("")
                )],
            ),
        };
        if let Some(n) = self.fillings {
            notes.push(format!("fillings: {n}"));
        }
        let panel = card_panel(self.shown, pieces, self.filled, caption(self.shown));
        Some(card_scene(heading(self.shown), vec![panel], notes))
    }

    fn answer(&self) -> Answer {
        if self.fits { Answer::Yes } else { Answer::No }
    }
}
