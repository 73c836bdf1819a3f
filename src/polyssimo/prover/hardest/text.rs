//! The file of measured hardest replies (`data/golomb-hardest.txt`): the header the
//! prover's data files share (format and version, the game's fingerprint, `measured N`,
//! the checksum), then one winning first move a line, with its hardest reply, the nodes
//! the first player's proof after that reply searched, and the distinct replies measured:
//! `L c5 d5 e5 f5 c6 / F a1 b1 b2 c2 b3 1234567 1189`. A file cut short, edited, naming a
//! move that is not legal, giving a first move twice, or made for another game is refused
//! with the line at fault.

use super::HardestReply;
use crate::polyssimo::prover::book::{Book, named_move};
use crate::polyssimo::prover::data_file::{self, HeaderError, Kind};
use crate::polyssimo::prover::game::CompiledGame;
use crate::polyssimo::prover::moves::{Node, Placement, play};
use crate::polyssimo::prover::symmetry::Symmetries;
use crate::polyssimo::prover::top::{Key, key_of};
use std::collections::HashMap;
use thiserror::Error;

/// The first line of every hardest-replies file; the number is the format's version.
pub const HARDEST_FORMAT: &str = "tessera-golomb-hardest 1";

const HARDEST: Kind = Kind {
    format: HARDEST_FORMAT,
    what: "a tessera Golomb hardest-replies file",
    count_field: "measured",
};

/// One winning first move and its measured hardest reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    pub first: Placement,
    pub hardest: HardestReply,
}

/// The measured first moves from `root`, in the order they were measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HardestTable {
    pub root: Node,
    pub list: Vec<Measured>,
}

/// Why a hardest-replies file cannot be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum HardestFileError {
    #[error(transparent)]
    Header(#[from] HeaderError),
    #[error("line {line}: expected `FIRST-MOVE / REPLY NODES REPLIES`, found `{found}`")]
    Entry { line: usize, found: String },
    #[error("line {line}: `{name}` is not a legal {what}")]
    Illegal {
        line: usize,
        name: String,
        what: &'static str,
    },
    #[error("line {line}: the same first move as an earlier line, up to symmetry")]
    Duplicate { line: usize },
}

impl HardestTable {
    /// An empty table for the first moves from `root`.
    pub fn new(root: Node) -> HardestTable {
        HardestTable {
            root,
            list: Vec::new(),
        }
    }

    /// Whether `first` (or one of its images) is measured.
    pub fn has(&self, game: &CompiledGame, symmetries: &Symmetries, first: Placement) -> bool {
        let key = key_of(game, symmetries, play(game, self.root, first));
        (self.list.iter()).any(|m| key_of(game, symmetries, play(game, self.root, m.first)) == key)
    }

    /// The hardest replies as a book for the second player, and each one's measure, by the
    /// key of the position after the first move.
    pub fn lookup(&self, game: &CompiledGame, symmetries: &Symmetries) -> HardestLookup {
        let mut book = Book::new();
        let mut measures = HashMap::new();
        for m in &self.list {
            let after = play(game, self.root, m.first);
            let key = key_of(game, symmetries, after);
            let answered = play(game, after, m.hardest.reply);
            book.insert(key, key_of(game, symmetries, answered));
            measures.insert(key, m.hardest);
        }
        HardestLookup { book, measures }
    }
}

/// The hardest replies ready to be looked up at a position after a first move.
#[derive(Debug, Default)]
pub struct HardestLookup {
    book: Book,
    measures: HashMap<Key, HardestReply>,
}

impl HardestLookup {
    /// The hardest reply at `node` (a position after a measured first move, up to
    /// symmetry), as a move from `node`, with its measure.
    pub fn at(
        &self,
        game: &CompiledGame,
        symmetries: &Symmetries,
        node: Node,
    ) -> Option<HardestReply> {
        let measure = self.measures.get(&key_of(game, symmetries, node))?;
        let reply = self.book.answer(game, symmetries, node)?;
        Some(HardestReply { reply, ..*measure })
    }
}

/// The table as file text for `game`.
pub fn write_hardest(table: &HardestTable, game: &CompiledGame) -> String {
    let root = table.root;
    let body: String = (table.list.iter())
        .map(|m| {
            let first = game.move_name(root.pool, m.first.kind, m.first.cells);
            let after = play(game, root, m.first);
            let h = m.hardest;
            let reply = game.move_name(after.pool, h.reply.kind, h.reply.cells);
            format!("{first} / {reply} {} {}\n", h.nodes, h.replies)
        })
        .collect();
    data_file::write(HARDEST, game, table.list.len(), &body)
}

/// Reads a hardest-replies file of first moves from `root` in `game`, checking every line.
pub fn read_hardest(
    text: &str,
    game: &CompiledGame,
    symmetries: &Symmetries,
    root: Node,
) -> Result<HardestTable, HardestFileError> {
    let read = data_file::read(text, HARDEST, game)?;
    let mut table = HardestTable::new(root);
    for (i, line) in read.body.lines().enumerate() {
        let at = i + 5;
        let measured = read_line(line, at, game, root)?;
        if table.has(game, symmetries, measured.first) {
            return Err(HardestFileError::Duplicate { line: at });
        }
        table.list.push(measured);
    }
    read.verify(table.list.len())?;
    Ok(table)
}

fn read_line(
    line: &str,
    at: usize,
    game: &CompiledGame,
    root: Node,
) -> Result<Measured, HardestFileError> {
    let malformed = || HardestFileError::Entry {
        line: at,
        found: line.chars().take(60).collect(),
    };
    let (first, rest) = line.split_once(" / ").ok_or_else(malformed)?;
    let mut words = rest.rsplitn(3, ' ');
    let (Some(replies), Some(nodes), Some(reply)) = (words.next(), words.next(), words.next())
    else {
        return Err(malformed());
    };
    let replies: usize = replies.parse().map_err(|_| malformed())?;
    let nodes: u64 = nodes.parse().map_err(|_| malformed())?;
    let illegal = |name: &str, what| HardestFileError::Illegal {
        line: at,
        name: name.chars().take(60).collect(),
        what,
    };
    let first = named_move(game, root, first).ok_or_else(|| illegal(first, "first move"))?;
    let after = play(game, root, first);
    let reply = named_move(game, after, reply).ok_or_else(|| illegal(reply, "reply"))?;
    let hardest = HardestReply {
        reply,
        nodes,
        replies,
    };
    Ok(Measured { first, hardest })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::prover::test_games::standard as game;

    /// Two made-up measures (not proved: the format is tested).
    fn table(game: &CompiledGame, root: Node) -> HardestTable {
        let measure = |first: &str, reply: &str, nodes| {
            let first = named_move(game, root, first).unwrap();
            let reply = named_move(game, play(game, root, first), reply).unwrap();
            let hardest = HardestReply {
                reply,
                nodes,
                replies: 1000,
            };
            Measured { first, hardest }
        };
        HardestTable {
            root,
            list: vec![
                measure("L c5 d5 e5 f5 c6", "F a1 b1 b2 c2 b3", 1234567),
                measure("I a1 b1 c1 d1 e1", "X b3 a4 b4 c4 b5", 89),
            ],
        }
    }

    #[test]
    fn a_written_table_reads_back_and_answers_at_an_image_of_its_position() {
        let (game, symmetries, root) = game();
        let written = write_hardest(&table(&game, root), &game);
        assert!(written.starts_with("tessera-golomb-hardest 1\ngame "));
        assert!(written.contains("\nL c5 d5 e5 f5 c6 / F a1 b1 b2 c2 b3 1234567 1000\n"));
        let read = read_hardest(&written, &game, &symmetries, root).unwrap();
        assert_eq!(read, table(&game, root));
        // The first move turned upside down (rows 1..8 read 8..1): the reply is turned too.
        let mirrored = named_move(&game, root, "L c4 d4 e4 f4 c3").unwrap();
        let after = play(&game, root, mirrored);
        let found = read
            .lookup(&game, &symmetries)
            .at(&game, &symmetries, after);
        let found = found.expect("an image of a measured position");
        assert_eq!(
            Some(found.reply),
            named_move(&game, after, "F a8 b8 b7 c7 b6")
        );
        assert_eq!(found.nodes, 1234567);
    }

    #[test]
    fn damaged_files_are_refused_with_the_line_at_fault() {
        let (game, symmetries, root) = game();
        let written = write_hardest(&table(&game, root), &game);
        let read = |text: &str| read_hardest(text, &game, &symmetries, root);
        let cut = written.rsplit_once("I a1").unwrap().0;
        assert!(read(cut).is_err());
        let edited = written.replace("1234567", "1234568");
        assert!(matches!(
            read(&edited),
            Err(HardestFileError::Header(HeaderError::Checksum { .. }))
        ));
        let garbled = written.replace(" / F a1", " F a1");
        assert!(matches!(
            read(&garbled),
            Err(HardestFileError::Entry { line: 5, .. })
        ));
        let illegal = written.replace("F a1 b1 b2 c2 b3", "F c5 d5 e5 f5 g5");
        assert!(matches!(
            read(&illegal),
            Err(HardestFileError::Illegal { line: 5, .. })
        ));
    }
}
