//! The header the prover's text data files share (the strategy book, the openings table):
//! a first line naming the format and its version, `game FINGERPRINT`, a count of the
//! lines that follow (`entries N`, `openings N`), and `check HEX`, the FNV-1a of those
//! lines; a file of another format or game, or whose lines do not match the count or the
//! checksum, is refused with the line at fault.

use super::files::{fingerprint, fnv};
use super::game::CompiledGame;
use thiserror::Error;

/// Why a data file's header or body does not hold.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum HeaderError {
    #[error(
        "line 1: expected `{expected}`, found `{found}` (not {what}, or a version this build cannot read)"
    )]
    Format {
        expected: &'static str,
        what: &'static str,
        found: String,
    },
    #[error("line {line}: expected `{field} …`, found `{found}`")]
    Field {
        line: usize,
        field: &'static str,
        found: String,
    },
    #[error("made for another game (its fingerprint {found}, this game's {expected})")]
    OtherGame { expected: String, found: String },
    #[error("the header says {said} lines, the file has {found} (cut short or edited?)")]
    Count { said: usize, found: usize },
    #[error("the lines' checksum is {found}, the header says {said} (the file was changed)")]
    Checksum { said: String, found: String },
}

/// What a data file is: its first line, what it is called in messages, and the name of
/// its count field.
#[derive(Clone, Copy, Debug)]
pub struct Kind {
    pub format: &'static str,
    pub what: &'static str,
    pub count_field: &'static str,
}

/// A header read: the count it gives, and the lines after it.
#[derive(Debug)]
pub struct Read<'a> {
    pub said: usize,
    check: String,
    pub body: &'a str,
}

/// The header and `body` (lines, each with its newline) as file text.
pub fn write(kind: Kind, game: &CompiledGame, count: usize, body: &str) -> String {
    format!(
        "{}\ngame {}\n{} {count}\ncheck {:016x}\n{body}",
        kind.format,
        fingerprint(game),
        kind.count_field,
        fnv(body.as_bytes())
    )
}

/// Reads the header of `text`, a `kind` file for `game`.
pub fn read<'a>(text: &'a str, kind: Kind, game: &CompiledGame) -> Result<Read<'a>, HeaderError> {
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default();
    if first != kind.format {
        let (expected, what) = (kind.format, kind.what);
        let found = first.chars().take(60).collect();
        return Err(HeaderError::Format {
            expected,
            what,
            found,
        });
    }
    let found = field(lines.next(), 2, "game")?;
    let expected = fingerprint(game);
    if found != expected {
        let found = found.to_string();
        return Err(HeaderError::OtherGame { expected, found });
    }
    let said = field(lines.next(), 3, kind.count_field)?;
    let said = (said.parse()).map_err(|_| field_error(3, kind.count_field, said))?;
    let check = field(lines.next(), 4, "check")?.to_string();
    let start = (text.match_indices('\n').nth(3)).map_or(text.len(), |(i, _)| i + 1);
    Ok(Read {
        said,
        check,
        body: &text[start..],
    })
}

impl Read<'_> {
    /// Whether `found` lines were read, as the header says, and the body's checksum holds.
    pub fn verify(&self, found: usize) -> Result<(), HeaderError> {
        if found != self.said {
            let said = self.said;
            return Err(HeaderError::Count { said, found });
        }
        let sum = format!("{:016x}", lines_checksum(self.body));
        if sum != self.check {
            let said = self.check.clone();
            return Err(HeaderError::Checksum { said, found: sum });
        }
        Ok(())
    }
}

fn field<'a>(line: Option<&'a str>, at: usize, name: &'static str) -> Result<&'a str, HeaderError> {
    let line = line.unwrap_or_default();
    (line.strip_prefix(name))
        .and_then(|rest| rest.strip_prefix(' '))
        .ok_or_else(|| field_error(at, name, line))
}

fn field_error(line: usize, field: &'static str, found: &str) -> HeaderError {
    HeaderError::Field {
        line,
        field,
        found: found.chars().take(60).collect(),
    }
}

/// The checksum of `body`'s lines, each ended by a line feed: the bytes the file was
/// written with, so a copy whose lines end with CR LF (a checkout on Windows) or whose
/// last line lost its end sums the same.
fn lines_checksum(body: &str) -> u64 {
    let written = body.lines().flat_map(|line| line.bytes().chain([b'\n']));
    fnv(&written.collect::<Vec<u8>>())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_of(body: &str, written: &str) -> Read<'static> {
        let body: &'static str = Box::leak(body.to_string().into_boxed_str());
        Read {
            said: written.lines().count(),
            check: format!("{:016x}", fnv(written.as_bytes())),
            body,
        }
    }

    #[test]
    fn line_ends_do_not_change_the_checksum_but_a_changed_line_does() {
        let written = "a 1\nb 2\n";
        for copy in [written, "a 1\r\nb 2\r\n", "a 1\nb 2", "a 1\r\nb 2"] {
            assert_eq!(read_of(copy, written).verify(2), Ok(()), "{copy:?}");
        }
        let changed = read_of("a 1\nb 3\n", written).verify(2);
        assert!(
            matches!(changed, Err(HeaderError::Checksum { .. })),
            "{changed:?}"
        );
    }
}
