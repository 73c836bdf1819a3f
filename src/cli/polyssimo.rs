//! `tessera polyssimo ...`: analyses of Polyssimo Challenge positions.

use super::Answer;
use super::picture::SvgArgs;
use super::picture::polyssimo::holes_scene;
use super::polyssimo_solve::{SolveOptions, run_solve};
use super::report::OutputArgs;
use crate::polyssimo::{Hole, HoleClass, Position, dead_cells, holes};
use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::{Value, json};
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

/// Polyssimo Challenge analyses.
#[derive(Args, Debug)]
pub struct PolyssimoArgs {
    #[command(subcommand)]
    pub command: PolyssimoCommand,
}

const SOLVE_EXAMPLES: &str = "\
Examples:
  tessera polyssimo solve puzzles/polyssimo/endgame-8.yaml
  tessera polyssimo solve puzzles/polyssimo/example-position.yaml --time 1 --json
      stops after a second: the bounds proved so far and the best move so far
  tessera polyssimo solve puzzles/polyssimo/bench/2p-14-left-1.yaml --hash-mb 256
  tessera polyssimo solve puzzles/polyssimo/endgame-8.yaml --svg line.svg
      the board after the best move, the rest of the line numbered (--svg -: on
      standard output instead of the text)

Values are for the player to move: 2 x (the fewest cells another player has left - own
cells left); on a tie, +1 if that player placed last (-1 if a tied rival did). With 3-4
players the search is paranoid: the others are taken to play together against the
player to move. Golomb's game: +1 win, -1 loss.

Exit codes: 0 the player to move wins, 1 not (a loss or a shared tie), 2 bad input, 3
not decided (--time or Ctrl-C came first).";

const HOLES_EXAMPLES: &str = "\
Examples:
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml --max-size 5 --json
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml --svg holes.svg
      holes shaded: reserved in the owner's colour, contested hatched, dead grey

Position files: see puzzles/polyssimo/example-position.yaml and the README.";

#[derive(Subcommand, Debug)]
pub enum PolyssimoCommand {
    /// Small empty regions and who can still fill them: reserved, contested or dead.
    #[command(after_help = HOLES_EXAMPLES)]
    Holes {
        /// Position file (YAML).
        position: PathBuf,
        /// Largest region to analyse, in cells (at least 1).
        #[arg(
            long,
            default_value_t = 6,
            value_name = "N",
            value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..)
        )]
        max_size: usize,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        svg: SvgArgs,
    },
    /// The outcome under perfect play (2-4 players): winner, cells left, best line.
    #[command(after_help = SOLVE_EXAMPLES)]
    Solve {
        /// Position file (YAML).
        position: PathBuf,
        /// Stop after this many seconds with the best answer so far: a number above 0, at
        /// most 1000000000 (larger values, inf and nan are refused; leave --time out for no
        /// limit).
        #[arg(long, value_name = "SECS", allow_negative_numbers = true, value_parser = seconds)]
        time: Option<Duration>,
        /// The transposition table's size in MiB (at least 1, at most the machine's memory).
        #[arg(long, value_name = "MIB", default_value_t = 64)]
        hash_mb: usize,
        /// No progress lines on standard error.
        #[arg(long, short)]
        quiet: bool,
        #[command(flatten)]
        output: OutputArgs,
    },
}

/// Runs the command.
pub fn run(args: &PolyssimoArgs, stdout: &mut dyn Write) -> Result<Answer> {
    match &args.command {
        PolyssimoCommand::Holes {
            position,
            max_size,
            json,
            svg,
        } => {
            svg.check(*json)?;
            let position = Position::load(position)?;
            let found = holes(&position, *max_size);
            let mut out = svg.text_out(&mut *stdout);
            if *json {
                print_json(&mut out, &position, &found, *max_size)
            } else {
                print_text(&mut out, &position, &found, *max_size)
            }?;
            let labels: Vec<char> = (0..found.len()).map(label).collect();
            let notes = found
                .iter()
                .zip(&labels)
                .map(|(hole, l)| format!("{l}: {}", describe(&position, hole)))
                .collect();
            svg.write(
                &holes_scene(&position, &found, &labels, notes),
                &mut *stdout,
            )?;
            Ok(Answer::Yes)
        }
        PolyssimoCommand::Solve {
            position,
            time,
            hash_mb,
            quiet,
            output,
        } => {
            output.check()?;
            let options = SolveOptions {
                time: *time,
                hash_mb: *hash_mb,
                progress: !output.json && !*quiet,
                output,
            };
            run_solve(position, &options, stdout)
        }
    }
}

/// The longest `--time`, in seconds (about 31 years): beyond it a deadline could overflow
/// the clock.
const MAX_SECONDS: f64 = 1e9;

/// Parses `--time`: seconds above 0 and at most [`MAX_SECONDS`].
pub(super) fn seconds(text: &str) -> Result<Duration, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a number of seconds"))?;
    if value.is_nan() || value <= 0.0 {
        return Err(format!("{text} is not a number of seconds above 0"));
    }
    if value > MAX_SECONDS {
        return Err(format!(
            "{text} is too large (at most {MAX_SECONDS:.0} seconds; leave --time out for no limit)"
        ));
    }
    Ok(Duration::from_secs_f64(value))
}

/// Labels for holes on the drawing: 1-9, then a-z, then A-Z.
fn label(i: usize) -> char {
    const LABELS: &[u8] = b"123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    LABELS.get(i).map_or('?', |&b| b as char)
}

fn print_text(
    out: &mut dyn Write,
    position: &Position,
    found: &[Hole],
    max_size: usize,
) -> Result<()> {
    let occupied = position.occupied();
    let rows =
        position.set.board.draw(
            |cell| match found.iter().position(|h| h.cells.contains(&cell)) {
                Some(i) => label(i),
                None if occupied[cell] => '#',
                None => '.',
            },
        );
    writeln!(
        out,
        "holes of at most {max_size} cell{}: {}",
        plural(max_size),
        found.len()
    )?;
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
    let dead = dead_cells(found);
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

fn print_json(
    out: &mut dyn Write,
    position: &Position,
    found: &[Hole],
    max_size: usize,
) -> Result<()> {
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
    let dead = dead_cells(found);
    let doc = json!({"max_size": max_size, "holes": list, "dead_cells": dead});
    super::write_json(out, &doc)
}
