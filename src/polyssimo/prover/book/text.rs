//! The book's file: a text file of four header lines (the format and its version, the
//! game's fingerprint, the number of entries, and a checksum of the entry lines) and one
//! entry a line — the position's key and its answer's key in hexadecimal:
//! `BOARD POOL ANSWER-BOARD ANSWER-POOL`. A file cut short, edited or made for another
//! game is refused with the line at fault.

use super::Book;
use crate::polyssimo::prover::data_file::{self, HeaderError, Kind};
use crate::polyssimo::prover::game::CompiledGame;
use crate::polyssimo::prover::top::Key;
use thiserror::Error;

/// The first line of every book file; the number after it is the format's version.
pub const BOOK_FORMAT: &str = "tessera-golomb-book 1";

const BOOK: Kind = Kind {
    format: BOOK_FORMAT,
    what: "a tessera Golomb book",
    count_field: "entries",
};

/// Why a book file cannot be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum BookError {
    #[error(transparent)]
    Header(#[from] HeaderError),
    #[error(
        "line {line}: expected four hexadecimal keys `BOARD POOL ANSWER-BOARD ANSWER-POOL`, found `{found}`"
    )]
    Entry { line: usize, found: String },
    #[error("line {line}: a second answer to the same position")]
    Duplicate { line: usize },
}

/// The book as file text for `game`.
pub fn write_book(book: &Book, game: &CompiledGame) -> String {
    let body: String = book.entries().map(|(p, a)| entry_line(p, a)).collect();
    data_file::write(BOOK, game, book.len(), &body)
}

fn entry_line(position: Key, answer: Key) -> String {
    format!(
        "{:016x} {:08x} {:016x} {:08x}\n",
        position.0, position.1, answer.0, answer.1
    )
}

/// Reads a book written for `game`, checking every line.
pub fn read_book(text: &str, game: &CompiledGame) -> Result<Book, BookError> {
    let read = data_file::read(text, BOOK, game)?;
    let mut book = Book::new();
    for (i, line) in read.body.lines().enumerate() {
        let at = i + 5;
        let (position, answer) = parse_entry(line).ok_or_else(|| BookError::Entry {
            line: at,
            found: line.chars().take(60).collect(),
        })?;
        if book.answers.insert(position, answer).is_some() {
            return Err(BookError::Duplicate { line: at });
        }
    }
    read.verify(book.len())?;
    Ok(book)
}

fn parse_entry(line: &str) -> Option<(Key, Key)> {
    let words: Vec<&str> = line.split(' ').collect();
    let [board, pool, answer_board, answer_pool] = words[..] else {
        return None;
    };
    let word = |w: &str| (w.len() == 16).then(|| u64::from_str_radix(w, 16).ok())?;
    let pool_word = |w: &str| (w.len() == 8).then(|| u32::from_str_radix(w, 16).ok())?;
    Some((
        (word(board)?, pool_word(pool)?),
        (word(answer_board)?, pool_word(answer_pool)?),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::PieceSet;

    fn game() -> CompiledGame {
        CompiledGame::new(&PieceSet::golomb()).unwrap()
    }

    fn small_book() -> Book {
        let mut book = Book::new();
        book.insert((0xff00, 0x0fff), (0xff1f, 0x0ffe));
        book.insert((0x1, 0x3), (0x3f, 0x1));
        book
    }

    #[test]
    fn a_written_book_reads_back() {
        let text = write_book(&small_book(), &game());
        assert!(text.starts_with("tessera-golomb-book 1\ngame "));
        assert_eq!(read_book(&text, &game()), Ok(small_book()));
    }

    #[test]
    fn a_cut_or_edited_book_is_refused() {
        let text = write_book(&small_book(), &game());
        let cut = &text[..text.len() - 52];
        assert_eq!(
            read_book(cut, &game()),
            Err(BookError::Header(HeaderError::Count { said: 2, found: 1 }))
        );
        let mid_line = &text[..text.len() - 38];
        assert!(matches!(
            read_book(mid_line, &game()),
            Err(BookError::Entry { line: 6, .. })
        ));
        let edited = text.replacen("0000000000000001 ", "0000000000000002 ", 1);
        assert!(matches!(
            read_book(&edited, &game()),
            Err(BookError::Header(HeaderError::Checksum { .. }))
        ));
        let garbled = text.replacen(" 00000003", " 0000003", 1);
        assert!(matches!(
            read_book(&garbled, &game()),
            Err(BookError::Entry { line: 5, .. })
        ));
    }

    #[test]
    fn a_foreign_file_is_refused_at_its_first_line() {
        assert!(matches!(
            read_book("tessera-golomb-checkpoint 1\n", &game()),
            Err(BookError::Header(HeaderError::Format { .. }))
        ));
        let text = write_book(&small_book(), &game());
        let other = text.replacen("game ", "game 0", 1);
        assert!(matches!(
            read_book(&other, &game()),
            Err(BookError::Header(HeaderError::OtherGame { .. }))
        ));
    }
}
