//! `tessera golomb book`: the first player's strategy book of Golomb's game — `write`
//! proves it from the empty board (the opening the empty board's proof found, then every
//! reply), `check` reads a book and re-proves its answers (the shipped one by default).

use super::super::file_kinds::{FileKind, refused_as};
use super::super::report::{OutputArgs, Report, emit, rounded};
use super::super::{Answer, Streams};
use crate::polyssimo::golomb_book::{OPENING, SHIPPED, empty_board, shipped_book};
use crate::polyssimo::prover::{
    Book, BookPlan, CompiledGame, Known, Node, Placement, Prover, Settings, build_book, named_move,
    read_book, recheck, root_of, write_book,
};
use crate::polyssimo::{Mode, PieceSet, Position};
use crate::safe_write::{Existing, Written};
use crate::text_file::NameFile;
use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

const BOOK_EXAMPLES: &str = "\
Examples:
  tessera golomb book check --sample 3           # the shipped book, 3 answers re-proved
  tessera golomb book check --sample 3 --json

  tessera golomb book write puzzles/polyssimo/golomb-6-left.yaml -o six.book
  tessera golomb book check six.book --all
  tessera golomb book merge six.book six.book -o both.book

The shipped book is what the `perfect` bot plays from. `golomb book write -o FILE` without
a position proves it again from the empty board (an hour or more on two cores), and
`golomb book check FILE --all` re-proves every answer of a book, the opening's too.";

/// The strategy book: proved answers for the first plies.
#[derive(Subcommand, Debug)]
#[command(after_help = BOOK_EXAMPLES)]
pub enum BookCommand {
    /// Prove the first player's answers from the empty board and write them as a book.
    #[command(after_help = BOOK_EXAMPLES)]
    Write(WriteArgs),
    /// Read a book (default: the shipped one) and re-prove a sample of its answers.
    #[command(after_help = BOOK_EXAMPLES)]
    Check(CheckArgs),
    /// Join books into one (the first book's answer kept where two answer a position).
    #[command(after_help = BOOK_EXAMPLES)]
    Merge(super::book_merge::MergeArgs),
}

#[derive(Args, Debug)]
pub struct WriteArgs {
    /// A position of the standard game whose player to move wins (default: the empty
    /// board, answered with the opening its proof found).
    pub position: Option<PathBuf>,
    /// The book file to write (`-` for standard output).
    #[arg(long, short, value_name = "FILE")]
    pub output: PathBuf,
    /// Replace an existing file.
    #[arg(long)]
    pub force: bool,
    /// Store the answer of a position whose proof takes more nodes (the first reply's
    /// positions are always stored).
    #[arg(long, value_name = "NODES", default_value_t = 300_000)]
    pub store_over: u64,
    /// Follow the replies after the answer of a position whose proof takes more nodes.
    #[arg(long, value_name = "NODES", default_value_t = 1_000_000)]
    pub expand_over: u64,
    #[command(flatten)]
    pub run: ProvingArgs,
}

/// How `book write` and `openings hardest` prove their many positions: threads, each
/// proof's table, JSON, the progress line.
#[derive(Args, Debug)]
pub struct ProvingArgs {
    /// Positions proved at once, one thread each (default: every core).
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    pub threads: Option<usize>,
    /// Each proof's table, in MiB (node counts depend on it).
    #[arg(long, value_name = "MB", default_value_t = 32,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=4096))]
    pub hash_mb: usize,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The book file (default: the book this build ships).
    pub file: Option<PathBuf>,
    /// Re-prove every answer, the opening's too (minutes for the opening alone).
    #[arg(long, conflicts_with = "sample")]
    pub all: bool,
    /// Re-prove this many answers, drawn by --seed from those past the opening.
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub sample: usize,
    #[command(flatten)]
    pub reprove: ReproveArgs,
}

/// Where `book merge` and `openings write` write: the file, whether to replace one, JSON.
#[derive(Args, Debug)]
pub struct DataOut {
    /// The file to write (`-` for standard output).
    #[arg(long, short, value_name = "FILE")]
    pub output: PathBuf,
    /// Replace an existing file.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
}

/// How `book check` and `openings check` re-prove: the sample's seed, the threads, JSON.
#[derive(Args, Debug)]
pub struct ReproveArgs {
    /// The seed that draws the sample.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Search threads for each proof (default: every core).
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024))]
    pub threads: Option<usize>,
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `golomb book …`.
pub fn run(command: &BookCommand, io: &mut Streams) -> Result<Answer> {
    match command {
        BookCommand::Write(args) => write(args, io),
        BookCommand::Check(args) => check(args, io),
        BookCommand::Merge(args) => super::book_merge::merge(args, io),
    }
}

fn write(args: &WriteArgs, io: &mut Streams) -> Result<Answer> {
    let started = Instant::now();
    let (game, root, answer) = match &args.position {
        None => {
            let (game, root) = empty_board()?;
            let opening = named_move(&game, root, OPENING).context("the opening is not legal")?;
            (game, root, opening)
        }
        Some(path) => winning_root(path)?,
    };
    let plan = BookPlan {
        store_over: args.store_over,
        expand_over: args.expand_over,
        threads: super::super::args::threads(args.run.threads, io.err),
        hash_mb: args.run.hash_mb,
    };
    // The book is written whole at the end and its proofs cannot stop part way: Ctrl-C
    // ends the run at once, saying that nothing was written.
    super::super::interrupt::catch();
    super::super::interrupt::end_at_once_saying(Some(
        "tessera: interrupted: the book was not written (it is written whole, once every \
         answer is proved); run the command again to start over"
            .to_string(),
    ));
    let line = std::sync::Mutex::new(io.progress(!args.run.json));
    let built = build_book(&game, root, answer, plan, &|ply, done, of| {
        let text = || format!("ply {ply}: {done}/{of} positions proved");
        line.lock().expect("no thread panics").draw(text);
    })?;
    line.into_inner().expect("no thread panics").finish();
    super::super::interrupt::end_at_once_saying(None);
    let text = write_book(&built.book, &game);
    let path = &args.output;
    if write_data_file(path, &text, args.force, io)? {
        return Ok(Answer::Yes);
    }
    let report = WriteReport {
        file: path.display().to_string(),
        entries: built.book.len(),
        bytes: text.len(),
        positions_proved: built.proved,
        nodes: built.nodes,
        largest_proof_nodes: built.largest.0,
        largest_proof: position_text(&game, built.largest.1),
        seconds: rounded(started.elapsed().as_secs_f64(), 1),
    };
    emit(&report, &OutputArgs::json_only(args.run.json), io.out)
}

/// Writes a data file whole (an existing one only with `force`); `true` when `path` named
/// standard output, where the text went instead.
pub(super) fn write_data_file(
    path: &Path,
    text: &str,
    force: bool,
    io: &mut Streams,
) -> Result<bool> {
    if path == Path::new("-") {
        io.out.write_all(text.as_bytes())?;
        return Ok(true);
    }
    let existing = match force {
        true => Existing::Replace,
        false => Existing::Refuse,
    };
    let written = crate::play::file::write_text(path, text, existing).in_file(path)?;
    if let Written::Standard(stream) = written {
        io.standard(stream).write_all(text.as_bytes())?;
        return Ok(true);
    }
    Ok(false)
}

/// The standard game, the position in `path` and its winning move, proved here.
fn winning_root(path: &Path) -> Result<(CompiledGame, Node, Placement)> {
    let position = Position::load(path)
        .map_err(|e| refused_as(path, FileKind::PolyssimoPosition, e.into()))?;
    if position.mode != Mode::Golomb || position.set != PieceSet::golomb() {
        bail!(
            "{}: not a position of the standard Golomb game (the 8x8 board, the 12 pentominoes): a book is written for that game",
            path.display()
        );
    }
    let (game, _) = empty_board()?;
    let root = root_of(&game, &position);
    let prover = Prover::new(game.clone(), ROOT_HASH_MB, None)?;
    let settings = Settings::to_the_end(super::super::args::all_cores());
    let proof = prover.prove(root, settings, &mut Known::new(), &mut |_, _| {});
    match proof.winning_move() {
        Some(answer) if proof.wins() == Some(true) => Ok((game, root, answer)),
        _ => bail!(
            "{}: the player to move loses; a book holds the winner's answers",
            path.display()
        ),
    }
}

/// The table that proves a given position's root, in MiB.
const ROOT_HASH_MB: usize = 256;

/// A position as the moves on it cannot be given (a key has no history): its board in
/// hexadecimal and its pool's pieces.
fn position_text(game: &CompiledGame, node: Node) -> String {
    let pieces: Vec<&str> = (game.kinds.iter())
        .filter(|k| node.pool & k.items != 0)
        .map(|k| k.name.as_str())
        .collect();
    format!("board {:016x}, pool {}", node.occupied, pieces.join(" "))
}

/// What `book write` wrote.
#[derive(Serialize)]
struct WriteReport {
    file: String,
    entries: usize,
    bytes: usize,
    positions_proved: usize,
    nodes: u64,
    largest_proof_nodes: u64,
    largest_proof: String,
    seconds: f64,
}

impl Report for WriteReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let answers = crate::wording::count(self.entries, "answer");
        writeln!(out, "wrote {}: {answers}, {} bytes", self.file, self.bytes)?;
        writeln!(
            out,
            "proved {} positions in {} nodes, {:.1} s; the largest proof: {} nodes ({})",
            self.positions_proved,
            self.nodes,
            self.seconds,
            self.largest_proof_nodes,
            self.largest_proof
        )
    }
}

fn check(args: &CheckArgs, io: &mut Streams) -> Result<Answer> {
    let started = Instant::now();
    let (game, _) = empty_board()?;
    let (book, label) = match &args.file {
        Some(path) => (read_file(path, &game)?, path.display().to_string()),
        None => (shipped_book().clone(), SHIPPED.to_string()),
    };
    let threads = super::super::args::threads(args.reprove.threads, io.err);
    let sample = (!args.all).then_some((args.sample, args.reprove.seed));
    let checked = super::rechecking(threads, !args.reprove.json, "answers", io, |rechecking| {
        recheck(&game, &book, sample, rechecking)
    })?;
    let report = CheckReport {
        file: label,
        entries: book.len(),
        reproved: checked.reproved,
        wrong: checked.wrong.len(),
        complete: !checked.stopped,
        nodes: checked.nodes,
        seconds: rounded(started.elapsed().as_secs_f64(), 2),
    };
    emit(&report, &OutputArgs::json_only(args.reprove.json), io.out)?;
    if let Some(&first) = checked.wrong.first() {
        let first = position_text(&game, first);
        bail!("{} answers do not win, the first at {first}", report.wrong);
    }
    Ok(if checked.stopped {
        Answer::Undecided
    } else {
        Answer::Yes
    })
}

/// Reads a book file, naming the file in any error.
pub(super) fn read_file(path: &Path, game: &CompiledGame) -> Result<Book> {
    let text = crate::text_file::read(path).in_file_doing(path, "cannot read the file")?;
    read_book(&text, game)
        .in_file(path)
        .map_err(|e| refused_as(path, FileKind::GolombBook, e.into()))
}

/// What `book check` found.
#[derive(Serialize)]
struct CheckReport {
    file: String,
    entries: usize,
    reproved: usize,
    wrong: usize,
    /// False when Ctrl-C stopped the check before every answer chosen was re-proved.
    complete: bool,
    nodes: u64,
    seconds: f64,
}

impl Report for CheckReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let answers = crate::wording::count(self.entries, "answer");
        writeln!(out, "{}: {answers}, read and checked", self.file)?;
        writeln!(
            out,
            "re-proved {} of them ({} nodes, {:.2} s): {}",
            self.reproved,
            self.nodes,
            self.seconds,
            match self.wrong {
                0 if !self.complete => "none wrong so far".to_string(),
                0 => "every one wins".to_string(),
                n => format!("{n} do not win"),
            }
        )?;
        if !self.complete {
            writeln!(out, "not complete: stopped by Ctrl-C")?;
        }
        Ok(())
    }
}
