//! `tessera golomb openings`: the table of every distinct first move of Golomb's game —
//! `write` reads it off a checkpoint of `golomb prove --openings` (no search), `check`
//! re-proves a table's values (the shipped one by default). `golomb prove --openings` on
//! the empty board shows the shipped table (`shipped_table` in the parent module).

use super::super::file_kinds::{FileKind, refused_as};
use super::super::report::{OutputArgs, Report, emit, rounded};
use super::super::{Answer, Streams};
use super::book::{DataOut, ReproveArgs};
use super::checkpoint::Checkpoint;
use crate::polyssimo::golomb_book::{SHIPPED_OPENINGS, empty_board, shipped_openings};
use crate::polyssimo::prover::{
    CompiledGame, Node, OpeningValue, Openings, Prover, Top, check_openings, play, read_openings,
    write_openings,
};
use crate::text_file::NameFile;
use anyhow::{Result, bail};
use clap::{Args, Subcommand};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

const OPENINGS_EXAMPLES: &str = "\
Examples:
  tessera golomb prove --openings                   # the shipped table, at once
  tessera golomb openings check --sample 0          # the shipped table read and checked
  tessera golomb prove --openings --live --time 3 --checkpoint openings.ckpt -q
  tessera golomb openings write --checkpoint openings.ckpt -o openings.txt
  tessera golomb openings check openings.txt --sample 0 --json
  tessera golomb openings hardest -o hardest.txt --count 1 --time 5

`openings write` proves nothing: it reads the values off the checkpoint of a
`golomb prove --openings --live` run on the empty board. `openings check --sample N`
re-proves N refutations (each about a minute on one core); `--all` re-proves every settled
value, each winning first move's whole proof included (far longer). `openings hardest`
proves every reply to each winning first move (minutes each) and keeps the reply whose
proof searched the most nodes; the file it writes is carried on by the next run.";

/// The `source` of `golomb prove --openings` answered from the shipped table.
pub const TABLE_SOURCE: &str = "the shipped openings table";

/// The table's moves as `golomb prove --openings` lists them.
pub(super) fn move_lines(game: &CompiledGame, openings: &Openings) -> Vec<super::MoveLine> {
    let root = openings.root;
    (openings.list.iter())
        .map(|o| {
            let (value, refutation) = match o.value {
                OpeningValue::Wins => ("wins", None),
                OpeningValue::Unknown => ("unknown", None),
                OpeningValue::Loses { refutation: r } => {
                    let after = play(game, root, o.placement);
                    ("loses", Some(game.move_name(after.pool, r.kind, r.cells)))
                }
            };
            super::MoveLine {
                mv: game.move_name(root.pool, o.placement.kind, o.placement.cells),
                value,
                replies: o.replies,
                refutation,
            }
        })
        .collect()
}

/// The table of first moves.
#[derive(Subcommand, Debug)]
#[command(after_help = OPENINGS_EXAMPLES)]
pub enum OpeningsCommand {
    /// Write the openings table settled by a `golomb prove --openings` checkpoint.
    #[command(after_help = OPENINGS_EXAMPLES)]
    Write(WriteArgs),
    /// Read a table (default: the shipped one) and re-prove a sample of its values.
    #[command(after_help = OPENINGS_EXAMPLES)]
    Check(CheckArgs),
    /// Measure the second player's hardest reply to each winning first move (the one
    /// whose refutation is the largest proof), carrying on a file of them.
    #[command(after_help = OPENINGS_EXAMPLES)]
    Hardest(super::hardest::HardestArgs),
}

#[derive(Args, Debug)]
pub struct WriteArgs {
    /// The checkpoint of `golomb prove --openings --checkpoint FILE` on the empty board.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: PathBuf,
    #[command(flatten)]
    pub out: DataOut,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The table file (default: the table this build ships).
    pub file: Option<PathBuf>,
    /// Re-prove every settled value: each refutation, and each winning first move's
    /// whole proof (minutes each).
    #[arg(long, conflicts_with = "sample")]
    pub all: bool,
    /// Re-prove this many refutations, drawn by --seed.
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub sample: usize,
    #[command(flatten)]
    pub reprove: ReproveArgs,
}

/// Runs `golomb openings …`.
pub fn run(command: &OpeningsCommand, io: &mut Streams) -> Result<Answer> {
    match command {
        OpeningsCommand::Write(args) => write(args, io),
        OpeningsCommand::Check(args) => check(args, io),
        OpeningsCommand::Hardest(args) => super::hardest::run(args, io),
    }
}

fn write(args: &WriteArgs, io: &mut Streams) -> Result<Answer> {
    let (game, root) = empty_board()?;
    if !args.checkpoint.exists() {
        bail!("{}: no such checkpoint", args.checkpoint.display());
    }
    let prover = Prover::new(game, 1, None)?;
    let known = Checkpoint::open(&prover, root, &args.checkpoint)?.known;
    let top = Top::new(&prover.game, &prover.symmetries, root);
    let openings = Openings::from_known(&prover.game, &top, &known);
    let text = write_openings(&openings, &prover.game);
    let path = &args.out.output;
    if super::book::write_data_file(path, &text, args.out.force, io)? {
        return Ok(Answer::Yes);
    }
    let report = WriteReport {
        file: path.display().to_string(),
        bytes: text.len(),
        tally: Tally::of(&openings),
    };
    emit(&report, &OutputArgs::json_only(args.out.json), io.out)
}

fn check(args: &CheckArgs, io: &mut Streams) -> Result<Answer> {
    let started = Instant::now();
    let (game, root) = empty_board()?;
    let (openings, label) = match &args.file {
        Some(path) => (read_file(path, &game, root)?, path.display().to_string()),
        None => (shipped_openings().clone(), SHIPPED_OPENINGS.to_string()),
    };
    let threads = super::super::args::threads(args.reprove.threads, io.err);
    let sample = (!args.all).then_some((args.sample, args.reprove.seed));
    let checked = super::rechecking(threads, !args.reprove.json, "values", io, |recheck| {
        check_openings(&game, &openings, sample, recheck)
    })?;
    let report = CheckReport {
        file: label,
        tally: Tally::of(&openings),
        refutations_reproved: checked.refutations,
        wins_reproved: checked.wins,
        wrong: (checked.wrong.iter())
            .map(|p| game.move_name(root.pool, p.kind, p.cells))
            .collect(),
        complete: !checked.stopped,
        nodes: checked.nodes,
        seconds: rounded(started.elapsed().as_secs_f64(), 2),
    };
    emit(&report, &OutputArgs::json_only(args.reprove.json), io.out)?;
    if let Some(first) = report.wrong.first() {
        bail!(
            "{} values do not re-prove, the first {first}",
            report.wrong.len()
        );
    }
    Ok(if checked.stopped {
        Answer::Undecided
    } else {
        Answer::Yes
    })
}

/// Reads a table file, naming the file in any error.
fn read_file(path: &Path, game: &CompiledGame, root: Node) -> Result<Openings> {
    let text = crate::text_file::read(path).in_file(path)?;
    let symmetries = crate::polyssimo::prover::Symmetries::new(game);
    read_openings(&text, game, &symmetries, root)
        .in_file(path)
        .map_err(|e| refused_as(path, FileKind::GolombOpenings, e.into()))
}

/// How many first moves win, lose and are not settled.
#[derive(Serialize)]
struct Tally {
    openings: usize,
    wins: usize,
    loses: usize,
    unknown: usize,
}

impl Tally {
    fn of(openings: &Openings) -> Tally {
        let count =
            |f: fn(&OpeningValue) -> bool| (openings.list.iter()).filter(|o| f(&o.value)).count();
        Tally {
            openings: openings.list.len(),
            wins: count(|v| *v == OpeningValue::Wins),
            loses: count(|v| matches!(v, OpeningValue::Loses { .. })),
            unknown: count(|v| *v == OpeningValue::Unknown),
        }
    }

    fn text(&self) -> String {
        format!(
            "{} first moves: {} win, {} lose, {} not settled",
            self.openings, self.wins, self.loses, self.unknown
        )
    }
}

/// What `openings write` wrote.
#[derive(Serialize)]
struct WriteReport {
    file: String,
    bytes: usize,
    #[serde(flatten)]
    tally: Tally,
}

impl Report for WriteReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "wrote {} ({} bytes)", self.file, self.bytes)?;
        writeln!(out, "{}", self.tally.text())
    }
}

/// What `openings check` found.
#[derive(Serialize)]
struct CheckReport {
    file: String,
    #[serde(flatten)]
    tally: Tally,
    refutations_reproved: usize,
    wins_reproved: usize,
    wrong: Vec<String>,
    /// False when Ctrl-C stopped the check before every value chosen was re-proved.
    complete: bool,
    nodes: u64,
    seconds: f64,
}

impl Report for CheckReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}: read and checked", self.file)?;
        writeln!(out, "{}", self.tally.text())?;
        let verdict = match self.wrong.len() {
            0 if !self.complete => "none wrong so far".to_string(),
            0 => "every one holds".to_string(),
            n => format!("{n} do not hold"),
        };
        writeln!(
            out,
            "re-proved {} refutations and {} winning first moves ({} nodes, {:.2} s): {verdict}",
            self.refutations_reproved, self.wins_reproved, self.nodes, self.seconds
        )?;
        if !self.complete {
            writeln!(out, "not complete: stopped by Ctrl-C")?;
        }
        Ok(())
    }
}
