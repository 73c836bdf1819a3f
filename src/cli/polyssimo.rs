//! `tessera polyssimo ...`: analyses of Polyssimo Challenge positions.

use super::file_kinds::{FileKind, refused_as};
use super::polyssimo_holes::HolesReport;
use super::polyssimo_solve::{SolveOptions, run_solve};
use super::report::{OutputArgs, emit};
use super::{Answer, Streams};
use crate::polyssimo::{Position, holes};
use anyhow::Result;
use clap::{Args, Subcommand};
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
player to move. Golomb's game: +1 win, -1 loss.";

const HOLES_EXAMPLES: &str = "\
Examples:
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml --max-size 5 --json
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml --svg holes.svg
      holes shaded: reserved in the owner's colour, contested hatched, dead grey

Position files: see puzzles/polyssimo/example-position.yaml and docs/formats.md.";

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
            value_parser = super::args::at_least_one::<usize>
        )]
        max_size: usize,
        #[command(flatten)]
        output: OutputArgs,
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
        /// Search threads, sharing the table, each proving its own root moves (default:
        /// every core). The value is the same with any number.
        #[arg(long, value_name = "N",
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
        threads: Option<usize>,
        #[command(flatten)]
        output: OutputArgs,
    },
}

/// Runs the command.
pub fn run(args: &PolyssimoArgs, io: &mut Streams) -> Result<Answer> {
    match &args.command {
        PolyssimoCommand::Holes {
            position,
            max_size,
            output,
        } => {
            output.check()?;
            let position = Position::load(position)
                .map_err(|e| refused_as(position, FileKind::PolyssimoPosition, e.into()))?;
            let found = holes(&position, *max_size);
            emit(
                &HolesReport::new(&position, found, *max_size),
                output,
                io.out,
            )
        }
        PolyssimoCommand::Solve {
            position,
            time,
            hash_mb,
            threads,
            output,
        } => {
            output.check()?;
            let options = SolveOptions {
                time: *time,
                deadline: time.map(|t| std::time::Instant::now() + t),
                hash_mb: *hash_mb,
                threads: super::args::threads(*threads, io.err),
                progress: !output.json && !io.quiet && io.err_columns.is_some(),
                output,
            };
            run_solve(position, &options, io)
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
