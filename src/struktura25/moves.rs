//! Moves of Структура 25 and their notation, read and written exactly as the README's
//! table gives it: `build a1 c3`, `quiet d4`, `pass`, `activate b5 line b2-b5`,
//! `activate c3 cluster b2-c3`, `activate c4 spiral c3` (a trailing `token` spends a
//! stability token on the collapse), `roll 4` and `remove a1 b2`. Cells are written lowest
//! first (reading order), and read in any order and either case.

use super::combo::Combo;
use super::grid::{self, Cells, SIDE};
use super::illegal::Illegal;

/// A move, or the die's chance event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Two chips, lowest cell first.
    Build(u8, u8),
    Quiet(u8),
    /// One chip, then one combination containing it.
    Activate {
        chip: u8,
        combo: Combo,
        token: bool,
    },
    Pass,
    /// The die after an uncancelled collapse.
    Roll(u8),
    /// The chips the player takes off after the die.
    Remove(Cells),
}

fn cell_name(cell: u8) -> String {
    grid::name(cell as usize)
}

/// Writes a combination as the notation names it: `line b2-b5`, `cluster b2-c3`,
/// `spiral c3`.
pub fn combo_text(combo: Combo) -> String {
    match combo {
        Combo::Line { from, to } => format!("line {}-{}", cell_name(from), cell_name(to)),
        Combo::Cluster { top_left } => format!(
            "cluster {}-{}",
            cell_name(top_left),
            cell_name(top_left + SIDE as u8 + 1)
        ),
        Combo::Spiral { centre } => format!("spiral {}", cell_name(centre)),
    }
}

/// Writes a move.
pub fn format(mv: &Move) -> String {
    match *mv {
        Move::Build(a, b) => format!("build {} {}", cell_name(a), cell_name(b)),
        Move::Quiet(c) => format!("quiet {}", cell_name(c)),
        Move::Pass => "pass".into(),
        Move::Activate { chip, combo, token } => format!(
            "activate {} {}{}",
            cell_name(chip),
            combo_text(combo),
            if token { " token" } else { "" }
        ),
        Move::Roll(face) => format!("roll {face}"),
        Move::Remove(chips) => format!("remove {}", grid::names(chips)),
    }
}

fn cell(text: &str) -> Result<u8, Illegal> {
    if let Some(c) = grid::parse(text) {
        return Ok(c as u8);
    }
    match in_latin_letters(text) {
        Some(latin) if grid::parse(&latin).is_some() => Err(Illegal::CyrillicCell {
            typed: text.to_string(),
            latin,
        }),
        _ => Err(Illegal::NotACell(text.to_string())),
    }
}

/// `text` with its Cyrillic letters that look like the columns' Latin ones (а, с, е, on a
/// Cyrillic keyboard, for a, c, e) made Latin, when it has any.
fn in_latin_letters(text: &str) -> Option<String> {
    let latin = |c: char| match c {
        'а' | 'А' => 'a',
        'с' | 'С' => 'c',
        'е' | 'Е' => 'e',
        other => other,
    };
    let changed: String = text.chars().map(latin).collect();
    (changed != text).then_some(changed)
}

const ROLL: &str = "`roll` and a die face 1 to 6, as in `roll 4`";

const MOVES: &str = "build, quiet, activate, pass, roll or remove (e.g. `build a1 c3`)";

/// Reads a move.
pub fn parse(text: &str) -> Result<Move, Illegal> {
    let lower = text.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let malformed = |expected| Illegal::Malformed { expected };
    match words.as_slice() {
        ["build", a, b] => {
            let (a, b) = (cell(a)?, cell(b)?);
            Ok(Move::Build(a.min(b), a.max(b)))
        }
        ["build", ..] => Err(malformed("`build` and two cells, as in `build a1 c3`")),
        ["quiet", c] => Ok(Move::Quiet(cell(c)?)),
        ["quiet", ..] => Err(malformed("`quiet` and one cell, as in `quiet d4`")),
        ["pass"] => Ok(Move::Pass),
        ["roll", face] => face.parse().map(Move::Roll).map_err(|_| malformed(ROLL)),
        ["roll", ..] => Err(malformed(ROLL)),
        ["remove", chips @ ..] if !chips.is_empty() => remove(chips),
        ["remove"] => Err(malformed(
            "`remove` and the chips to remove, as in `remove a1 b2`",
        )),
        ["activate", chip, rest @ ..] => activate(chip, rest),
        ["activate"] => Err(malformed(ACTIVATE)),
        ["pass", ..] => Err(malformed("`pass` alone")),
        _ => Err(malformed(MOVES)),
    }
}

fn remove(names: &[&str]) -> Result<Move, Illegal> {
    let mut chips = 0;
    for name in names {
        let c = cell(name)?;
        if chips & grid::bit(c as usize) != 0 {
            return Err(Illegal::RemoveTwice(grid::name(c as usize)));
        }
        chips |= grid::bit(c as usize);
    }
    Ok(Move::Remove(chips))
}

const ACTIVATE: &str = "`activate CELL line A-B`, `activate CELL cluster A-B` or \
                        `activate CELL spiral CENTRE`, then `token` to spend one";

fn activate(chip: &str, rest: &[&str]) -> Result<Move, Illegal> {
    let chip = cell(chip)?;
    let (named, token) = match rest {
        [kind, at, "token"] => ((kind, at), true),
        [kind, at] => ((kind, at), false),
        _ => return Err(Illegal::Malformed { expected: ACTIVATE }),
    };
    let combo = match named {
        (&"spiral", centre) => Combo::Spiral {
            centre: cell(centre)?,
        },
        (&"line", ends) => line(ends)?,
        (&"cluster", corners) => cluster(corners)?,
        _ => return Err(Illegal::Malformed { expected: ACTIVATE }),
    };
    Ok(Move::Activate { chip, combo, token })
}

fn ends(text: &str, expected: &'static str) -> Result<(u8, u8), Illegal> {
    let (a, b) = text
        .split_once('-')
        .ok_or(Illegal::Malformed { expected })?;
    let (a, b) = (cell(a)?, cell(b)?);
    Ok((a.min(b), a.max(b)))
}

fn line(text: &str) -> Result<Combo, Illegal> {
    const EXPECTED: &str = "a line by its two end cells in one row or column, as in `line b2-b5`";
    let (from, to) = ends(text, EXPECTED)?;
    let cells = grid::segment(from as usize, to as usize)
        .ok_or(Illegal::Malformed { expected: EXPECTED })?;
    let length = cells.count_ones();
    if !(2..=5).contains(&length) {
        return Err(Illegal::LineLength(length));
    }
    Ok(Combo::Line { from, to })
}

fn cluster(text: &str) -> Result<Combo, Illegal> {
    const EXPECTED: &str =
        "a cluster by its top-left and bottom-right cells, as in `cluster b2-c3`";
    let (from, to) = ends(text, EXPECTED)?;
    let square = grid::square(from as usize).filter(|s| s & grid::bit(to as usize) != 0);
    match square {
        Some(_) if to == from + SIDE as u8 + 1 => Ok(Combo::Cluster { top_left: from }),
        _ => Err(Illegal::Malformed { expected: EXPECTED }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notation_of_the_rules_reads_and_writes_back() {
        for text in [
            "build a1 c3",
            "quiet d4",
            "pass",
            "activate b5 line b2-b5",
            "activate c3 cluster b2-c3",
            "activate c4 spiral c3",
            "activate c4 spiral c3 token",
            "roll 4",
            "remove a1 b2",
        ] {
            assert_eq!(format(&parse(text).unwrap()), text);
        }
        assert_eq!(format(&parse("BUILD c3 a1").unwrap()), "build a1 c3");
        assert_eq!(
            format(&parse("activate b5 line b5-b2").unwrap()),
            "activate b5 line b2-b5"
        );
    }

    #[test]
    fn malformed_moves_say_what_was_expected() {
        assert_eq!(parse("build a1 g9"), Err(Illegal::NotACell("g9".into())));
        // Cyrillic а and с look like the Latin letters and are told apart.
        assert_eq!(
            parse("build а1 c3"),
            Err(Illegal::CyrillicCell {
                typed: "а1".into(),
                latin: "a1".into()
            })
        );
        assert_eq!(parse("quiet с9"), Err(Illegal::NotACell("с9".into())));
        assert!(matches!(parse("build a1"), Err(Illegal::Malformed { .. })));
        assert!(matches!(
            parse("activate b5 line b2-c5"),
            Err(Illegal::Malformed { .. })
        ));
        assert_eq!(parse("activate a1 line a1-f1"), Err(Illegal::LineLength(6)));
        assert!(matches!(
            parse("activate c3 cluster b2-d4"),
            Err(Illegal::Malformed { .. })
        ));
        assert!(matches!(parse("jump a1"), Err(Illegal::Malformed { .. })));
        assert!(matches!(parse("roll x"), Err(Illegal::Malformed { .. })));
        assert_eq!(
            parse("remove a1 a1"),
            Err(Illegal::RemoveTwice("a1".into()))
        );
        assert_eq!(parse("roll 7"), Ok(Move::Roll(7)));
    }

    #[test]
    fn a_move_word_alone_is_told_how_that_move_is_written() {
        let expected = |text| match parse(text) {
            Err(Illegal::Malformed { expected }) => expected,
            other => panic!("{text}: {other:?}"),
        };
        assert!(expected("activate").starts_with("`activate CELL line A-B`"));
        assert_eq!(
            expected("roll"),
            "`roll` and a die face 1 to 6, as in `roll 4`"
        );
        assert!(expected("remove").starts_with("`remove` and the chips"));
        assert_eq!(expected("pass a1"), "`pass` alone");
    }
}
