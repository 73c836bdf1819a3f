//! Piece names in a puzzle file: each names one piece. Two entries giving the same piece
//! twice are told so; two different pieces that share a name (the 5-cell I of
//! `pentominoes` and the 4-cell I of `tetrominoes`) are told which entries clash and how to
//! write the file instead: draw one of them with a name of its own.

use crate::geometry::Shape;
use crate::pieces::SET_NAMES;

/// Where a piece of the file comes from: which entry, and how it gives the piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The entry of the `pieces` list (from 0).
    pub index: usize,
    pub how: How,
}

/// How an entry gives its pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum How {
    /// `set: NAME`, as written.
    Set(String),
    /// `name: NAME` alone: a piece of the first named set that has it.
    Named,
    /// `name` with `shape`.
    Drawn,
}

/// Two different pieces given one name by two entries.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "pieces[{}]: {}: two pieces cannot share a name; {} (`name` and `shape`; see \
     docs/formats.md#puzzle-files)",
    .second.index + 1,
    self.clash(),
    self.advice()
)]
pub struct NameClash {
    pub name: String,
    pub first: Source,
    pub second: Source,
}

impl NameClash {
    /// `set tetrominoes has a piece named I, as set pentominoes does`, or for an entry of
    /// one piece `piece I here is not the I of set pentominoes (pieces[1])`.
    fn clash(&self) -> String {
        let name = &self.name;
        let first = describe(&self.first, name);
        match &self.second.how {
            How::Set(set) => format!("set {set} has a piece named {name}, as {first} does"),
            How::Named => format!(
                "piece {name} here is the {name} of set {}, not the one of {first}",
                set_of(name)
            ),
            How::Drawn => format!("the piece drawn here as {name} is not the one of {first}"),
        }
    }

    /// How to write the file instead.
    fn advice(&self) -> &'static str {
        let is_set = |s: &Source| matches!(s.how, How::Set(_));
        if is_set(&self.first) || is_set(&self.second) {
            "list one set's pieces by drawing them with their own names"
        } else {
            "draw one of them with a name of its own"
        }
    }
}

/// The earlier entry, as the clash names it: `set pentominoes (pieces[1])`.
fn describe(source: &Source, name: &str) -> String {
    let at = source.index + 1;
    match &source.how {
        How::Set(set) => format!("set {set} (pieces[{at}])"),
        How::Named => format!("piece {name} of set {} (pieces[{at}])", set_of(name)),
        How::Drawn => format!("the piece drawn at pieces[{at}]"),
    }
}

/// The first named set holding a piece named `name` (where `name: NAME` finds it).
fn set_of(name: &str) -> &'static str {
    let holds = |set: &&(&str, &str)| {
        crate::pieces::named_set(set.0)
            .is_some_and(|pieces| pieces.iter().any(|p| p.name.eq_ignore_ascii_case(name)))
    };
    SET_NAMES.iter().find(holds).map_or("?", |(set, _)| set)
}

/// Whether two pieces of one name are the same piece (the same shape, turned as the file's
/// pieces may turn), so that giving it twice is a repetition, not a clash.
pub fn same_piece(a: &Shape, b: &Shape, allow_flip: bool) -> bool {
    a.canonical(allow_flip) == b.canonical(allow_flip)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clash(first: How, second: How) -> String {
        let name = "I".to_string();
        let first = Source {
            index: 0,
            how: first,
        };
        let second = Source {
            index: 1,
            how: second,
        };
        NameClash {
            name,
            first,
            second,
        }
        .to_string()
    }

    #[test]
    fn a_clash_names_both_entries_and_how_to_write_the_file() {
        let sets = clash(
            How::Set("pentominoes".into()),
            How::Set("tetrominoes".into()),
        );
        assert_eq!(
            sets,
            "pieces[2]: set tetrominoes has a piece named I, as set pentominoes (pieces[1]) \
             does: two pieces cannot share a name; list one set's pieces by drawing them with \
             their own names (`name` and `shape`; see docs/formats.md#puzzle-files)"
        );
        let named = clash(How::Set("tetrominoes".into()), How::Named);
        assert!(
            named.starts_with(
                "pieces[2]: piece I here is the I of set pentominoes, not the one of set \
                 tetrominoes (pieces[1]): "
            ),
            "{named}"
        );
        let drawn = clash(How::Drawn, How::Drawn);
        assert!(
            drawn.contains(
                "the piece drawn here as I is not the one of the piece drawn at \
                 pieces[1]: two pieces cannot share a name; draw one of them with a name of \
                 its own"
            ),
            "{drawn}"
        );
    }
}
