//! `tessera upgrade CARD --supply S [--bank B]`: the cheapest way to be able to complete a
//! card.

use super::Answer;
use super::cards::heading;
use super::deck::DeckArgs;
use super::fit::{PieceCells, draw_filling};
use super::report::{OutputArgs, Report, emit};
use crate::picture::Scene;
use crate::project_l::card_picture::{caption, card_panel, card_scene};
use crate::project_l::{
    Card, CardFitter, Edition, Supply, UpgradeError, UpgradePlan, cells_short, cheapest_upgrade,
};
use crate::wording::count;
use anyhow::{Context, Result};
use clap::Args;
use serde::Serialize;
use std::io::Write;

const EXAMPLES: &str = "\
Examples:
  tessera upgrade B20 --supply \"O1 I2\"
      from the starting pieces
  tessera upgrade W05 --supply \"L4 I3\" --json
  tessera upgrade W31 --supply \"O1\" --bank \"O1 I2 T4\"
  tessera upgrade B20 --supply \"O1 I2\" --svg upgrade.svg
      the filling as a picture, the actions beneath (--svg -: on standard output)

Actions: take O1 (a level-1 piece from the bank); upgrade A B (return A, take B one
level up, or the next level the bank still holds); exchange A B (return A, take B of
the same level or lower). Ties between plans of equal cost go to fewer pieces to place,
then fewer levels given up by exchanging down. With --edition czech (the Czech first
edition) an exchange goes to the same level or one lower, an upgrade one level up, or two
only when the bank has none one up.";

/// The cheapest acquisition actions after which a supply can complete a card.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct UpgradeArgs {
    /// Card id, such as W01 or B20.
    pub card: String,
    /// The pieces you have, e.g. "O1 I2".
    #[arg(long, allow_hyphen_values = true)]
    pub supply: String,
    /// The pieces in the bank (default: 15 of each base kind, less your supply).
    #[arg(long, allow_hyphen_values = true)]
    pub bank: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
    #[command(flatten)]
    pub edition: EditionArgs,
    #[command(flatten)]
    pub deck: DeckArgs,
}

/// Whose exchange rules an analysis follows.
#[derive(Args, Debug)]
pub struct EditionArgs {
    /// Whose exchange rules: ukrainian (up to the next level the bank holds, down to any
    /// level) or czech (the first edition: the same level, one down or one up; two up only
    /// when the bank has none one up).
    #[arg(long = "edition", value_name = "SHEET", default_value = "ukrainian",
          value_parser = parse_edition)]
    pub edition: Edition,
}

fn parse_edition(text: &str) -> Result<Edition, String> {
    Edition::parse(text).ok_or_else(|| {
        format!(
            "unknown edition {text:?} (known: {})",
            Edition::NAMES.join(", ")
        )
    })
}

/// Runs the command.
pub fn run(args: &UpgradeArgs, out: &mut dyn Write) -> Result<Answer> {
    args.output.check()?;
    let deck = args.deck.catalogue()?;
    let card = args.deck.find_card(&deck, &args.card)?;
    let supply = Supply::parse(&args.supply).context("--supply")?;
    let bank = match &args.bank {
        Some(text) => Supply::parse(text).context("--bank")?,
        None => Supply::default_bank(&supply)
            .map_err(|e| anyhow::anyhow!("--supply: {e}; give --bank to set the bank"))?,
    };
    let fitter = CardFitter::new(card);
    let plan = match cheapest_upgrade(&fitter, &supply, &bank, args.edition.edition) {
        Ok(plan) => Some(plan),
        Err(UpgradeError::Impossible) => None,
        Err(e) => return Err(e).with_context(|| format!("card {}", card.id)),
    };
    let report = UpgradeReport::new(card, &supply, &bank, plan);
    emit(&report, &args.output, out)
}

/// What `upgrade` found: every key always there, `null` where there is no plan (as `fit`
/// writes `"filling": null`).
#[derive(Serialize)]
struct UpgradeReport<'a> {
    card: &'a str,
    possible: bool,
    supply: String,
    cost: Option<u32>,
    actions: Option<Vec<String>>,
    placements: Option<u32>,
    /// Placements made in a decomposition's own action.
    placed_by_decompositions: Option<u32>,
    total_actions: Option<u32>,
    turns: Option<u32>,
    levels_spent: Option<u32>,
    filling: Option<Vec<PieceCells>>,
    #[serde(skip)]
    shown: &'a Card,
    #[serde(skip)]
    bank: String,
    /// The cells the supply and the bank hold together, which no action adds to, when
    /// fewer than the card has to fill: the reason there is no plan.
    #[serde(skip)]
    cells_short: Option<u32>,
    #[serde(skip)]
    plan: Option<UpgradePlan>,
}

impl<'a> UpgradeReport<'a> {
    fn new(
        card: &'a Card,
        supply: &Supply,
        bank: &Supply,
        plan: Option<UpgradePlan>,
    ) -> UpgradeReport<'a> {
        let p = plan.as_ref();
        UpgradeReport {
            card: &card.id,
            possible: p.is_some(),
            supply: supply.to_string(),
            cost: p.map(UpgradePlan::cost),
            actions: p.map(|p| p.actions.iter().map(ToString::to_string).collect()),
            placements: p.map(UpgradePlan::placements),
            placed_by_decompositions: p.map(|p| p.placed_by_decompositions),
            total_actions: p.map(UpgradePlan::total_actions),
            turns: p.map(UpgradePlan::turns),
            levels_spent: p.map(|p| p.levels_spent),
            filling: p.map(|p| PieceCells::list(&p.filling.pieces)),
            shown: card,
            bank: bank.to_string(),
            cells_short: cells_short(card, supply, bank),
            plan,
        }
    }
}

impl Report for UpgradeReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let (card, supply, bank) = (self.shown, &self.supply, &self.bank);
        writeln!(out, "{}", heading(card))?;
        let Some(plan) = &self.plan else {
            writeln!(
                out,
                "no sequence of actions completes it from {supply} with bank {bank}"
            )?;
            return match self.cells_short {
                Some(held) => writeln!(
                    out,
                    "the supply and the bank hold {} together, and no action adds to that \
                     total: {} has {} to fill",
                    count(held, "cell"),
                    card.id,
                    count(card.cells(), "cell")
                ),
                None => Ok(()),
            };
        };
        writeln!(out, "from {supply} (bank {bank})")?;
        writeln!(out, "cost: {}", count(plan.cost(), "action"))?;
        for (i, action) in plan.actions.iter().enumerate() {
            writeln!(out, "  {:>2}. {action}", i + 1)?;
        }
        let at_once = match plan.placed_by_decompositions {
            0 => String::new(),
            n => format!(" ({n} in a decomposition's own action)"),
        };
        writeln!(
            out,
            "then {}{at_once}: {} in all, {} of 3 actions",
            count(plan.placements(), "placement"),
            count(plan.total_actions(), "action"),
            count(plan.turns(), "turn")
        )?;
        let (rows, legend) = draw_filling(card, &plan.filling.pieces, 0);
        for row in rows {
            writeln!(out, "{row}")?;
        }
        writeln!(out, "legend: {legend}")?;
        match plan.levels_spent {
            0 => Ok(()),
            n => writeln!(out, "exchanging down gives up {}", count(n, "piece level")),
        }
    }

    /// The card filled as the plan fills it, the actions numbered beneath.
    fn scene(&self) -> Option<Scene> {
        let card = self.shown;
        let Some(plan) = &self.plan else {
            let note = format!("no sequence of actions completes it from {}", self.supply);
            let panel = card_panel(card, &[], 0, caption(card));
            return Some(card_scene(heading(card), vec![panel], vec![note]));
        };
        let mut notes = vec![format!(
            "from {}: {}",
            self.supply,
            count(plan.cost(), "action")
        )];
        for (i, action) in plan.actions.iter().enumerate() {
            notes.push(format!("{}. {action}", i + 1));
        }
        let panel = card_panel(card, &plan.filling.pieces, 0, caption(card));
        Some(card_scene(heading(card), vec![panel], notes))
    }

    fn answer(&self) -> Answer {
        if self.possible {
            Answer::Yes
        } else {
            Answer::No
        }
    }
}
