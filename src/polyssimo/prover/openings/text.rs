//! The openings table's file: four header lines (the format and its version, the game's
//! fingerprint, the number of first moves, a checksum of the move lines), then one first
//! move a line, in the prover's order: `VALUE REPLIES MOVE`, with ` / REFUTATION` after a
//! losing one — `loses 1181 L c4 d4 e4 f4 c5 / Y d6 e6 f6 g6 e7`. Moves are named as
//! everywhere (the piece, then its cells). A file cut short, edited, naming a move that is
//! not legal, or made for another game is refused with the line at fault.

use super::{Opening, OpeningValue, Openings};
use crate::polyssimo::prover::book::named_move;
use crate::polyssimo::prover::data_file::{self, HeaderError, Kind};
use crate::polyssimo::prover::game::CompiledGame;
use crate::polyssimo::prover::moves::{Node, play};
use crate::polyssimo::prover::symmetry::Symmetries;
use crate::polyssimo::prover::top::{distinct_moves, key_of};
use std::collections::HashSet;
use thiserror::Error;

/// The first line of every openings file; the number after it is the format's version.
pub const OPENINGS_FORMAT: &str = "tessera-golomb-openings 1";

const OPENINGS: Kind = Kind {
    format: OPENINGS_FORMAT,
    what: "a tessera Golomb openings table",
    count_field: "openings",
};

/// Why an openings file cannot be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum OpeningsError {
    #[error(transparent)]
    Header(#[from] HeaderError),
    #[error(
        "line {line}: expected `wins|loses|unknown REPLIES MOVE` (and ` / REFUTATION` after `loses`), found `{found}`"
    )]
    Entry { line: usize, found: String },
    #[error("line {line}: `{name}` is not a legal {what}")]
    Illegal {
        line: usize,
        name: String,
        what: &'static str,
    },
    #[error("line {line}: the same first move as an earlier line, up to symmetry")]
    Duplicate { line: usize },
    #[error("the game has {expected} distinct first moves, the table {found}")]
    Incomplete { expected: usize, found: usize },
}

/// The table as file text for `game`.
pub fn write_openings(openings: &Openings, game: &CompiledGame) -> String {
    let root = openings.root;
    let body: String = (openings.list.iter())
        .map(|o| {
            let name = game.move_name(root.pool, o.placement.kind, o.placement.cells);
            match o.value {
                OpeningValue::Wins => format!("wins {} {name}\n", o.replies),
                OpeningValue::Unknown => format!("unknown {} {name}\n", o.replies),
                OpeningValue::Loses { refutation: r } => {
                    let after = play(game, root, o.placement);
                    let reply = game.move_name(after.pool, r.kind, r.cells);
                    format!("loses {} {name} / {reply}\n", o.replies)
                }
            }
        })
        .collect();
    data_file::write(OPENINGS, game, openings.list.len(), &body)
}

/// Reads a table of the first moves from `root` in `game`, checking every line.
pub fn read_openings(
    text: &str,
    game: &CompiledGame,
    symmetries: &Symmetries,
    root: Node,
) -> Result<Openings, OpeningsError> {
    let read = data_file::read(text, OPENINGS, game)?;
    let list = read_lines(read.body, game, symmetries, root)?;
    read.verify(list.len())?;
    let expected = distinct_moves(game, symmetries, root).len();
    if expected != list.len() {
        let found = list.len();
        return Err(OpeningsError::Incomplete { expected, found });
    }
    Ok(Openings { root, list })
}

/// The move lines, each checked: its shape, its moves legal, no first move twice.
fn read_lines(
    body: &str,
    game: &CompiledGame,
    symmetries: &Symmetries,
    root: Node,
) -> Result<Vec<Opening>, OpeningsError> {
    let mut seen = HashSet::new();
    let mut list = Vec::new();
    for (i, line) in body.lines().enumerate() {
        let at = i + 5;
        let opening = read_line(line, at, game, root)?;
        if !seen.insert(key_of(
            game,
            symmetries,
            play(game, root, opening.placement),
        )) {
            return Err(OpeningsError::Duplicate { line: at });
        }
        list.push(opening);
    }
    Ok(list)
}

fn read_line(
    line: &str,
    at: usize,
    game: &CompiledGame,
    root: Node,
) -> Result<Opening, OpeningsError> {
    let malformed = || OpeningsError::Entry {
        line: at,
        found: line.chars().take(60).collect(),
    };
    let (head, refutation) = match line.split_once(" / ") {
        Some((head, reply)) => (head, Some(reply)),
        None => (line, None),
    };
    let mut words = head.splitn(3, ' ');
    let (Some(value), Some(replies), Some(name)) = (words.next(), words.next(), words.next())
    else {
        return Err(malformed());
    };
    let replies: u32 = replies.parse().map_err(|_| malformed())?;
    let illegal = |name: &str, what| OpeningsError::Illegal {
        line: at,
        name: name.chars().take(60).collect(),
        what,
    };
    let placement = named_move(game, root, name).ok_or_else(|| illegal(name, "first move"))?;
    let value = match (value, refutation) {
        ("wins", None) => OpeningValue::Wins,
        ("unknown", None) => OpeningValue::Unknown,
        ("loses", Some(reply)) => {
            let after = play(game, root, placement);
            let refutation =
                named_move(game, after, reply).ok_or_else(|| illegal(reply, "reply"))?;
            OpeningValue::Loses { refutation }
        }
        _ => return Err(malformed()),
    };
    Ok(Opening {
        placement,
        replies,
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::prover::test_games::standard as game;

    /// Every first move, the first two given values (not proved: the format is tested).
    fn table(game: &CompiledGame, symmetries: &Symmetries, root: Node) -> Openings {
        let mut list: Vec<Opening> = (distinct_moves(game, symmetries, root).into_iter())
            .map(|(replies, placement)| Opening {
                placement,
                replies,
                value: OpeningValue::Unknown,
            })
            .collect();
        list[0].value = OpeningValue::Wins;
        let after = play(game, root, list[1].placement);
        let refutation = named_move(game, after, "I a1 b1 c1 d1 e1").unwrap();
        list[1].value = OpeningValue::Loses { refutation };
        Openings { root, list }
    }

    fn read(text: &str) -> Result<Openings, OpeningsError> {
        let (game, symmetries, root) = game();
        read_openings(text, &game, &symmetries, root)
    }

    #[test]
    fn a_written_table_reads_back() {
        let (game, symmetries, root) = game();
        let openings = table(&game, &symmetries, root);
        let text = write_openings(&openings, &game);
        assert!(
            text.starts_with("tessera-golomb-openings 1\ngame "),
            "{text}"
        );
        assert!(text.contains("\nopenings 296\n"), "{text}");
        assert!(text.contains(" / I "), "{text}");
        assert_eq!(read(&text), Ok(openings));
    }

    #[test]
    fn a_cut_edited_or_foreign_table_is_refused_with_the_line_at_fault() {
        let (game, symmetries, root) = game();
        let text = write_openings(&table(&game, &symmetries, root), &game);
        let last = text.trim_end().rfind('\n').unwrap() + 1;
        let cut = read(&text[..last]);
        let count = HeaderError::Count {
            said: 296,
            found: 295,
        };
        assert_eq!(cut, Err(OpeningsError::Header(count)));
        let torn = read(&text[..text.len() - 4]);
        assert!(
            matches!(torn, Err(OpeningsError::Illegal { line: 300, .. })),
            "{torn:?}"
        );
        let edited = read(&text.replacen("\nwins ", "\nunknown ", 1));
        assert!(
            matches!(
                edited,
                Err(OpeningsError::Header(HeaderError::Checksum { .. }))
            ),
            "{edited:?}"
        );
        let twice = text.replacen("openings 296", "openings 297", 1) + &text[last..];
        assert!(matches!(
            read(&twice),
            Err(OpeningsError::Duplicate { line: 301 })
        ));
        let garbled = read(&text.replacen("\nwins ", "\nwon ", 1));
        assert!(
            matches!(garbled, Err(OpeningsError::Entry { line: 5, .. })),
            "{garbled:?}"
        );
        let foreign = read("tessera-golomb-book 1\n");
        assert!(
            matches!(
                foreign,
                Err(OpeningsError::Header(HeaderError::Format { .. }))
            ),
            "{foreign:?}"
        );
        let other = read(&text.replacen("game ", "game 0", 1));
        assert!(
            matches!(
                other,
                Err(OpeningsError::Header(HeaderError::OtherGame { .. }))
            ),
            "{other:?}"
        );
    }
}
