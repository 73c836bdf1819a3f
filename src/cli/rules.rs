//! `tessera rules GAME [--variant NAME]`: a game's rules as a player needs them, or one
//! variant's; without a game, the games. The texts are the games' own (each game's rulebook in the play table); this
//! file only chooses one and prints it.

use super::Answer;
use super::report::{OutputArgs, Report, emit};
use crate::engine::{Rulebook, Variant};
use crate::play::{GameEntry, Games};
use anyhow::Result;
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser};
use serde::Serialize;
use std::io::Write;

const AFTER_HELP: &str = "\
Examples:
  tessera rules s25
  tessera rules project-l --variant solo
  tessera rules polyssimo --variant handicap --json

Each game's rules end with a list of its variants and the `play new` options that play
them. At the `play vs` prompt, `help rules` shows the rules of the game being played (with
its variants) and `notation` how to write its moves. On a terminal the rules go through
$PAGER, or `less` (PAGER=cat prints them as they are).";

/// The rules of a game, with small drawings: what you need to play it.
#[derive(Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct RulesArgs {
    /// The game (without one, the games are listed).
    #[arg(value_name = "GAME")]
    pub game: Option<String>,
    /// Only this variant's rules (`tessera rules GAME` lists the variants).
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The games `rules` takes, offered by Tab and checked by clap (which suggests the nearest
/// on a slip).
pub fn add_games(command: clap::Command, games: &Games) -> clap::Command {
    let values: Vec<PossibleValue> = (games.entries().iter())
        .map(|e| {
            PossibleValue::new(e.name)
                .aliases(e.aliases.iter().copied())
                .help(e.about)
        })
        .collect();
    command.mut_arg("game", |game| {
        game.value_parser(PossibleValuesParser::new(values))
            .ignore_case(true)
    })
}

/// Prints the rules asked for: through the pager when `paged` (`out` is the process's own
/// terminal).
pub fn run(args: &RulesArgs, games: &Games, out: &mut dyn Write, paged: bool) -> Result<Answer> {
    let Some(game) = &args.game else {
        if args.variant.is_some() {
            return Err(super::args::game_needed(
                games,
                "tessera rules s25 --variant no-cap",
            ));
        }
        return emit(
            &GamesReport::of(games),
            &OutputArgs::json_only(args.json),
            out,
        );
    };
    let entry = games.find(game)?;
    let report = match &args.variant {
        None => RulesReport::game(entry),
        Some(name) => RulesReport::variant(entry, entry.rulebook.variant(entry.name, name)?),
    };
    if paged && !args.json {
        let mut text = Vec::new();
        report.write_text(&mut text)?;
        super::pager::page(&String::from_utf8_lossy(&text), out)?;
        return Ok(report.answer());
    }
    emit(&report, &OutputArgs::json_only(args.json), out)
}

/// The games there are rules for (`tessera rules` without a game).
#[derive(Serialize)]
struct GamesReport {
    games: Vec<GameLine>,
}

#[derive(Serialize)]
struct GameLine {
    name: &'static str,
    about: &'static str,
}

impl GamesReport {
    fn of(games: &Games) -> GamesReport {
        let line = |e: &&GameEntry| GameLine {
            name: e.name,
            about: e.about,
        };
        GamesReport {
            games: games.entries().iter().map(line).collect(),
        }
    }
}

impl Report for GamesReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "The games (`tessera rules GAME` shows a game's rules):"
        )?;
        let width = self.games.iter().map(|g| g.name.len()).max().unwrap_or(0);
        for game in &self.games {
            writeln!(out, "  {:<width$}  {}", game.name, game.about)?;
        }
        Ok(())
    }

    fn fits(&self) -> bool {
        true
    }
}

/// A game's rules, or one variant's.
#[derive(Serialize)]
pub struct RulesReport {
    game: &'static str,
    title: &'static str,
    /// The variant shown, or `null` for the base game.
    variant: Option<&'static str>,
    /// The options of `play new` that play the variant (`null` for the base game).
    options: Option<&'static str>,
    /// The rules, as printed.
    text: &'static str,
    /// How moves are written (the base game's).
    notation: &'static str,
    /// The game's variants.
    variants: Vec<VariantLine>,
    /// The terminal's columns the text is set to (see `reflow`); `None`: as written.
    #[serde(skip)]
    columns: Option<usize>,
}

/// A variant in the list under a game's rules.
#[derive(Serialize)]
struct VariantLine {
    name: &'static str,
    about: &'static str,
    options: &'static str,
}

impl RulesReport {
    fn game(entry: &GameEntry) -> RulesReport {
        let book: &Rulebook = entry.rulebook;
        RulesReport {
            game: entry.name,
            title: book.title,
            variant: None,
            options: None,
            text: book.text,
            notation: book.notation,
            variants: (book.variants.iter())
                .map(|v| VariantLine {
                    name: v.name,
                    about: v.about,
                    options: v.options,
                })
                .collect(),
            columns: super::report::text_columns(),
        }
    }

    fn variant(entry: &GameEntry, variant: &'static Variant) -> RulesReport {
        RulesReport {
            variant: Some(variant.name),
            options: Some(variant.options),
            text: variant.text,
            ..RulesReport::game(entry)
        }
    }
}

impl Report for RulesReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let Some(columns) = self.columns else {
            return self.write_as_written(out);
        };
        let mut text = Vec::new();
        self.write_as_written(&mut text)?;
        let text = super::reflow::reflow(&String::from_utf8_lossy(&text), columns);
        out.write_all(text.as_bytes())
    }
}

impl RulesReport {
    fn write_as_written(&self, out: &mut dyn Write) -> std::io::Result<()> {
        match (self.variant, self.options) {
            (Some(variant), Some(options)) => {
                writeln!(out, "{}: the {variant} variant\n", self.title)?;
                write!(out, "{}", self.text)?;
                writeln!(
                    out,
                    "\nPlay it (or with play vs):\n  tessera play new {} {options} -o FILE",
                    self.game
                )?;
                writeln!(out, "The base game: tessera rules {}", self.game)
            }
            _ => {
                writeln!(out, "{}: the rules\n", self.title)?;
                write!(out, "{}", self.text)?;
                writeln!(out, "\nHOW MOVES ARE WRITTEN")?;
                write!(out, "{}", self.notation)?;
                self.write_variants(out)
            }
        }
    }

    fn write_variants(&self, out: &mut dyn Write) -> std::io::Result<()> {
        if self.variants.is_empty() {
            return Ok(());
        }
        writeln!(
            out,
            "\nVARIANTS (tessera rules {} --variant NAME)",
            self.game
        )?;
        for v in &self.variants {
            writeln!(out, "  {}  ({})\n      {}", v.name, v.options, v.about)?;
        }
        Ok(())
    }
}
