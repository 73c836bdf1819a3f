//! `tessera polyssimo ...`: analyses of Polyssimo Challenge positions.

use super::Answer;
use crate::polyssimo::{Hole, HoleClass, Position, holes};
use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::{Value, json};
use std::io::Write;
use std::path::PathBuf;

/// Polyssimo Challenge analyses.
#[derive(Args, Debug)]
pub struct PolyssimoArgs {
    #[command(subcommand)]
    pub command: PolyssimoCommand,
}

const HOLES_EXAMPLES: &str = "\
Examples:
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml
  tessera polyssimo holes my-position.yaml --max-size 5 --json

Position files: see puzzles/polyssimo/example-position.yaml and the README.";

#[derive(Subcommand, Debug)]
pub enum PolyssimoCommand {
    /// Small empty regions and who can still fill them: reserved, contested or dead.
    #[command(after_help = HOLES_EXAMPLES)]
    Holes {
        /// Position file (YAML).
        position: PathBuf,
        /// Largest region to analyse, in cells.
        #[arg(long, default_value_t = 6, value_name = "N")]
        max_size: usize,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Runs the command.
pub fn run(args: &PolyssimoArgs) -> Result<Answer> {
    match &args.command {
        PolyssimoCommand::Holes {
            position,
            max_size,
            json,
        } => {
            let position = Position::load(position)?;
            let found = holes(&position, *max_size);
            if *json {
                print_json(&position, &found, *max_size)
            } else {
                print_text(&position, &found, *max_size)
            }?;
            Ok(Answer::Yes)
        }
    }
}

/// Labels for holes on the drawing: 1-9, then a-z, then A-Z.
fn label(i: usize) -> char {
    const LABELS: &[u8] = b"123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    LABELS.get(i).map_or('?', |&b| b as char)
}

fn print_text(position: &Position, found: &[Hole], max_size: usize) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let occupied = position.occupied();
    let rows =
        position.set.board.draw(
            |cell| match found.iter().position(|h| h.cells.contains(&cell)) {
                Some(i) => label(i),
                None if occupied[cell] => '#',
                None => '.',
            },
        );
    writeln!(out, "holes of at most {max_size} cells: {}", found.len())?;
    for row in rows {
        writeln!(out, "{row}")?;
    }
    for (i, hole) in found.iter().enumerate() {
        writeln!(
            out,
            "{}  {} cell{}  {}",
            label(i),
            hole.cells.len(),
            plural(hole.cells.len()),
            describe(position, hole)
        )?;
    }
    let dead: usize = found
        .iter()
        .filter(|h| h.class == HoleClass::Dead)
        .map(|h| h.cells.len())
        .sum();
    writeln!(out, "dead cells: {dead}")?;
    Ok(())
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn describe(position: &Position, hole: &Hole) -> String {
    let fitting = |player: usize| {
        let names: Vec<String> = hole.fits[player]
            .iter()
            .map(|f| {
                let name = &position.set.pieces[f.piece].0;
                if f.exact {
                    format!("{name} (exact)")
                } else {
                    name.clone()
                }
            })
            .collect();
        format!("{}: {}", position.players[player].name, names.join(", "))
    };
    match hole.class {
        HoleClass::Dead => "dead: no remaining piece fits".into(),
        HoleClass::Reserved { player } => format!("reserved for {}", fitting(player)),
        HoleClass::Contested => {
            let parts: Vec<String> = (0..hole.fits.len())
                .filter(|&p| !hole.fits[p].is_empty())
                .map(fitting)
                .collect();
            format!("contested: {}", parts.join("; "))
        }
    }
}

fn print_json(position: &Position, found: &[Hole], max_size: usize) -> Result<()> {
    let list: Vec<Value> = found
        .iter()
        .map(|hole| {
            let (class, owner) = match hole.class {
                HoleClass::Dead => ("dead", None),
                HoleClass::Reserved { player } => ("reserved", Some(player + 1)),
                HoleClass::Contested => ("contested", None),
            };
            let fits: Vec<Value> = hole
                .fits
                .iter()
                .enumerate()
                .map(|(p, fits)| {
                    let pieces: Vec<&str> = fits.iter().map(|f| position.set.pieces[f.piece].0.as_str()).collect();
                    let exact: Vec<&str> = fits.iter().filter(|f| f.exact).map(|f| position.set.pieces[f.piece].0.as_str()).collect();
                    json!({"player": p + 1, "pieces": pieces, "exact": exact})
                })
                .collect();
            let cells: Vec<String> = hole.cells.iter().map(|&c| position.cell_name(c)).collect();
            json!({"size": hole.cells.len(), "cells": cells, "class": class, "owner": owner, "fits": fits})
        })
        .collect();
    let dead: usize = found
        .iter()
        .filter(|h| h.class == HoleClass::Dead)
        .map(|h| h.cells.len())
        .sum();
    let doc = json!({"max_size": max_size, "holes": list, "dead_cells": dead});
    writeln!(
        std::io::stdout().lock(),
        "{}",
        serde_json::to_string_pretty(&doc)?
    )?;
    Ok(())
}
