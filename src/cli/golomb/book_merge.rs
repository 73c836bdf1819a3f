//! `tessera golomb book merge`: joins strategy books into one — the shipped book is the first
//! player's answers from the empty board joined with the second player's books after the
//! first moves the openings table refutes. Every book is read and checked first; where two
//! answer the same position, the first book's answer is kept (both are proved wins).

use super::super::report::{OutputArgs, Report, emit};
use super::super::{Answer, Streams};
use super::book::{DataOut, read_file, write_data_file};
use crate::polyssimo::golomb_book::empty_board;
use crate::polyssimo::prover::{Book, write_book};
use anyhow::Result;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The books to join, in order of precedence.
    #[arg(required = true, num_args = 1.., value_name = "BOOK")]
    pub books: Vec<PathBuf>,
    #[command(flatten)]
    pub out: DataOut,
}

/// Runs `golomb book merge`.
pub fn merge(args: &MergeArgs, io: &mut Streams) -> Result<Answer> {
    let (game, _) = empty_board()?;
    let mut book = Book::new();
    let mut read = 0;
    for path in &args.books {
        let other = read_file(path, &game)?;
        read += other.len();
        book.absorb(&other);
    }
    let text = write_book(&book, &game);
    if write_data_file(&args.out.output, &text, args.out.force, io)? {
        return Ok(Answer::Yes);
    }
    let report = MergeReport {
        file: args.out.output.display().to_string(),
        books: args.books.len(),
        answers_read: read,
        entries: book.len(),
        bytes: text.len(),
    };
    emit(&report, &OutputArgs::json_only(args.out.json), io.out)
}

/// What `book merge` wrote.
#[derive(Serialize)]
struct MergeReport {
    file: String,
    books: usize,
    answers_read: usize,
    entries: usize,
    bytes: usize,
}

impl Report for MergeReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let answers = crate::wording::count(self.entries, "answer");
        writeln!(
            out,
            "wrote {}: {answers}, {} bytes, from {} books ({} answers read)",
            self.file, self.bytes, self.books, self.answers_read
        )
    }
}
