//! The YAML form of a position file, and reading its board, pieces and players.

use super::{Mode, OnBoard, PieceList, PieceSet, Player, Position, PositionErrorKind};
use crate::geometry::Shape;
use crate::puzzle::{PuzzleError, PuzzleErrorKind};
use crate::yaml;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::path::Path;

/// Reads a position from text, the text of the file at `file`; a `set` is read relative
/// to its folder.
pub(super) fn read(text: &str, file: &Path) -> Result<Position, PositionErrorKind> {
    read_keeping_set(text, file).map(|(position, _)| position)
}

/// Reads a position from text, and the text of its set when it has another than the
/// standard one: written inline (a `set` of several lines), or in the file a one-line
/// `set` names (relative to the folder of `file`, the position file the text is from).
pub(super) fn read_keeping_set(
    text: &str,
    file: &Path,
) -> Result<(Position, Option<String>), PositionErrorKind> {
    let raw: PositionFile = yaml::from_str(text)?;
    let Some(name) = &raw.set else {
        let set = PieceSet::default_for(raw.mode.unwrap_or(Mode::Polyssimo));
        return Ok((build(raw, set)?, None));
    };
    if name.contains('\n') {
        let set_text = name.clone();
        let set = PieceSet::parse(&set_text, "the inline set").map_err(PositionErrorKind::Set)?;
        return Ok((build(raw, set)?, Some(set_text)));
    }
    let path = file.parent().unwrap_or(Path::new("")).join(name);
    let set_text = crate::text_file::read_named_by(&path, file).map_err(|e| {
        PositionErrorKind::Set(PuzzleError {
            file: path.display().to_string(),
            kind: PuzzleErrorKind::Read(e),
        })
    })?;
    let set =
        PieceSet::parse(&set_text, &path.display().to_string()).map_err(PositionErrorKind::Set)?;
    Ok((build(raw, set)?, Some(set_text)))
}

/// Reads a position from text on `set`, whatever set the text names.
pub(super) fn read_with_set(text: &str, set: PieceSet) -> Result<Position, PositionErrorKind> {
    build(yaml::from_str(text)?, set)
}

pub(super) fn build(raw: PositionFile, set: PieceSet) -> Result<Position, PositionErrorKind> {
    let mode = raw.mode.unwrap_or(Mode::Polyssimo);
    let placed = read_board(&raw.board, &raw.legend, &set).map_err(|e| golomb_unsaid(e, &raw))?;
    let (players, pool) = match mode {
        Mode::Polyssimo => {
            if raw.pool.is_some() {
                return Err(PositionErrorKind::PoolOutsideGolomb);
            }
            let entries = raw.players.as_deref().ok_or(PositionErrorKind::NoPlayers)?;
            (read_players(entries, &set, &placed)?, Vec::new())
        }
        Mode::Golomb => {
            if raw.players.is_some() {
                return Err(PositionErrorKind::PlayersInGolomb);
            }
            let players = (1..=2)
                .map(|i| Player {
                    name: format!("player {i}"),
                    pieces: Vec::new(),
                })
                .collect();
            (players, read_pool(raw.pool.as_deref(), &set, &placed)?)
        }
    };
    let to_move = player_number("to_move", raw.to_move.map_or(1, |n| n.0), players.len())?;
    let last_placed = read_last_placed(raw.last_placed, players.len())?;
    Ok(Position {
        mode,
        set,
        pool,
        placed,
        players,
        to_move,
        last_placed,
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PositionFile {
    mode: Option<Mode>,
    board: String,
    #[serde(default, deserialize_with = "letters_once")]
    legend: BTreeMap<char, String>,
    players: Option<Vec<PlayerEntry>>,
    pool: Option<Vec<String>>,
    to_move: Option<PlayerNumber>,
    last_placed: Option<LastPlaced>,
    set: Option<String>,
}

/// `last_placed`: one player number (older files), or player numbers most recent first.
/// Read by hand rather than as an untagged enum, so that a wrong value is reported at its
/// own line and column.
struct LastPlaced(Vec<usize>);

impl<'de> Deserialize<'de> for LastPlaced {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Visitor;
        struct Numbers;
        impl<'de> Visitor<'de> for Numbers {
            type Value = LastPlaced;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a player number, or a list of player numbers, most recent first")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<LastPlaced, E> {
                PlayerNumberVisitor
                    .visit_u64(n)
                    .map(|PlayerNumber(n)| LastPlaced(vec![n]))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<LastPlaced, A::Error> {
                let mut numbers = Vec::new();
                while let Some(PlayerNumber(n)) = seq.next_element()? {
                    numbers.push(n);
                }
                Ok(LastPlaced(numbers))
            }
        }
        deserializer.deserialize_any(Numbers)
    }
}

/// The legend, each letter given once: a letter given twice is refused where it is (a
/// plain map would keep the last, the first lost without a word).
fn letters_once<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<BTreeMap<char, String>, D::Error> {
    struct Letters;
    impl<'de> serde::de::Visitor<'de> for Letters {
        type Value = BTreeMap<char, String>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("letters and the pieces they stand for, as in `a: C06`")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut legend = BTreeMap::new();
            while let Some((letter, piece)) = map.next_entry::<char, String>()? {
                if legend.insert(letter, piece).is_some() {
                    return Err(serde::de::Error::custom(format!(
                        "{letter:?} is given twice: give each letter once"
                    )));
                }
            }
            Ok(legend)
        }
    }
    deserializer.deserialize_map(Letters)
}

/// A player number, counted from 1, read by hand so that a wrong value (`to_move: two`)
/// is told what is expected rather than the range of a machine integer.
struct PlayerNumber(usize);

impl<'de> Deserialize<'de> for PlayerNumber {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_u64(PlayerNumberVisitor)
    }
}

/// Reads a [`PlayerNumber`].
struct PlayerNumberVisitor;

impl serde::de::Visitor<'_> for PlayerNumberVisitor {
    type Value = PlayerNumber;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a player number (1 for the first player)")
    }
    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<PlayerNumber, E> {
        let n = usize::try_from(n).map_err(|_| E::custom("player number too large"))?;
        Ok(PlayerNumber(n))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerEntry {
    name: Option<String>,
    pieces: Vec<String>,
}

fn player_number(
    field: &'static str,
    number: usize,
    players: usize,
) -> Result<usize, PositionErrorKind> {
    if (1..=players).contains(&number) {
        Ok(number - 1)
    } else {
        Err(PositionErrorKind::NoSuchPlayer {
            field,
            number,
            players,
        })
    }
}

/// The order of last placements as player indices, most recent first.
fn read_last_placed(
    given: Option<LastPlaced>,
    players: usize,
) -> Result<Vec<usize>, PositionErrorKind> {
    let mut order = Vec::new();
    for number in given.map_or_else(Vec::new, |numbers| numbers.0) {
        let player = player_number("last_placed", number, players)?;
        if order.contains(&player) {
            return Err(PositionErrorKind::PlacedTwice { number });
        }
        order.push(player);
    }
    Ok(order)
}

/// Every legend entry, used on the board or not (a slip there is a slip all the same):
/// its piece is of the set, and its letter reads one way only.
fn check_legend(legend: &BTreeMap<char, String>, set: &PieceSet) -> Result<(), PositionErrorKind> {
    for (&letter, name) in legend {
        let other_piece = |k: usize| set.pieces[k].0 != *name;
        let what = match letter {
            '.' => Some("marks an empty cell"),
            _ if set.index_of(&letter.to_string()).is_some_and(other_piece) => {
                Some("is the name of another piece")
            }
            _ => None,
        };
        if let Some(what) = what {
            let piece = name.clone();
            return Err(PositionErrorKind::LegendTaken {
                letter,
                piece,
                what,
            });
        }
        piece_of_letter(letter, legend, set)?;
    }
    Ok(())
}

/// The pieces drawn on the board, each checked to be exactly its piece's shape.
fn read_board(
    drawing: &str,
    legend: &BTreeMap<char, String>,
    set: &PieceSet,
) -> Result<Vec<OnBoard>, PositionErrorKind> {
    check_legend(legend, set)?;
    let mut placed: Vec<OnBoard> = Vec::new();
    let mut letters: Vec<char> = Vec::new();
    for (letter, cells) in cells_by_letter(drawing, set)? {
        let piece = piece_of_letter(letter, legend, set)?;
        if let Some(i) = placed.iter().position(|p| p.piece == piece) {
            return Err(PositionErrorKind::DrawnTwice {
                piece: set.pieces[piece].0.clone(),
                first: letters[i],
                second: letter,
            });
        }
        check_shape(letter, &cells, piece, set)?;
        placed.push(OnBoard { piece, cells });
        letters.push(letter);
    }
    Ok(placed)
}

/// A board of the wrong height told that it is Golomb's, when it is and the file names
/// neither mode nor set (the message names the standard boards).
fn golomb_unsaid(error: PositionErrorKind, raw: &PositionFile) -> PositionErrorKind {
    match error {
        PositionErrorKind::Rows { .. }
            if raw.mode.is_none() && raw.set.is_none() && fits_golomb(&raw.board) =>
        {
            PositionErrorKind::GolombWithoutMode
        }
        _ => error,
    }
}

/// Whether a drawing has the rows and columns of Golomb's board.
fn fits_golomb(drawing: &str) -> bool {
    let set = PieceSet::golomb();
    let rows = drawn_rows(drawing);
    rows.len() == set.board.height() as usize
        && (rows.iter()).all(|r| r.chars().count() == set.board.width() as usize)
}

/// The drawing's rows, blank lines left out.
fn drawn_rows(drawing: &str) -> Vec<&str> {
    (drawing.lines().map(str::trim))
        .filter(|l| !l.is_empty())
        .collect()
}

/// The board's cells under each letter of the drawing, which must have the board's rows
/// and columns (`.` for an empty cell).
fn cells_by_letter(
    drawing: &str,
    set: &PieceSet,
) -> Result<BTreeMap<char, Vec<usize>>, PositionErrorKind> {
    let rows = drawn_rows(drawing);
    let (height, width) = (set.board.height() as usize, set.board.width() as usize);
    if rows.len() != height {
        return Err(PositionErrorKind::Rows {
            rows: rows.len(),
            expected: height,
        });
    }
    let mut cells_of: BTreeMap<char, Vec<usize>> = BTreeMap::new();
    for (r, row) in rows.iter().enumerate() {
        if row.chars().count() != width {
            return Err(PositionErrorKind::RowWidth {
                row: r + 1,
                characters: row.chars().count(),
                expected: width,
            });
        }
        for (c, letter) in row.chars().enumerate().filter(|&(_, ch)| ch != '.') {
            if letter.is_whitespace() || letter.is_control() {
                return Err(PositionErrorKind::Blank {
                    row: r + 1,
                    column: c + 1,
                    letter,
                });
            }
            let outside = PositionErrorKind::OutsideBoard {
                row: r + 1,
                column: c + 1,
                letter,
            };
            let cell = set.board.index_of((r as i32, c as i32)).ok_or(outside)?;
            cells_of.entry(letter).or_default().push(cell);
        }
    }
    Ok(cells_of)
}

fn piece_of_letter(
    letter: char,
    legend: &BTreeMap<char, String>,
    set: &PieceSet,
) -> Result<usize, PositionErrorKind> {
    match legend.get(&letter) {
        Some(name) => set
            .index_of(name)
            .ok_or_else(|| PositionErrorKind::UnknownLegend {
                letter,
                name: name.clone(),
                suggestion: near_piece(name, set),
            }),
        None => set
            .index_of(&letter.to_string())
            .ok_or(PositionErrorKind::UnknownLetter { letter }),
    }
}

fn check_shape(
    letter: char,
    cells: &[usize],
    piece: usize,
    set: &PieceSet,
) -> Result<(), PositionErrorKind> {
    let (name, shape) = &set.pieces[piece];
    let drawn = Shape::from_cells(cells.iter().map(|&c| set.board.cells()[c])).expect("cells");
    if drawn.canonical(true) != shape.canonical(true) {
        return Err(PositionErrorKind::WrongShape {
            letter,
            cells: cells.len(),
            piece: name.clone(),
        });
    }
    Ok(())
}

/// `" (did you mean W26?)"` for a name near one of the set's pieces (`W62`, `c06`), when
/// no other piece is as near (`Q06` is as near C06 as D06, G06, M06 and U06: no guess).
fn near_piece(name: &str, set: &PieceSet) -> String {
    crate::wording::lone_suggestion(name, set.pieces.iter().map(|(n, _)| n.as_str()))
}

/// The piece a list names, checked to be in the set and not listed before in `so_far`.
fn listed_piece(
    list: PieceList,
    name: &str,
    set: &PieceSet,
    so_far: &[usize],
) -> Result<usize, PositionErrorKind> {
    let piece = set
        .index_of(name)
        .ok_or_else(|| PositionErrorKind::NotInSet {
            list,
            name: name.to_string(),
            suggestion: near_piece(name, set),
        })?;
    if so_far.contains(&piece) {
        return Err(PositionErrorKind::ListedTwice {
            list,
            name: name.to_string(),
        });
    }
    Ok(piece)
}

/// The shared pool of Golomb's game: the pieces named, or every piece not on the board.
fn read_pool(
    names: Option<&[String]>,
    set: &PieceSet,
    placed: &[OnBoard],
) -> Result<Vec<usize>, PositionErrorKind> {
    let Some(names) = names else {
        return Ok((0..set.pieces.len())
            .filter(|&k| placed.iter().all(|p| p.piece != k))
            .collect());
    };
    let mut pool: Vec<usize> = Vec::new();
    for name in names {
        let piece = listed_piece(PieceList::Pool, name, set, &pool)?;
        if placed.iter().any(|p| p.piece == piece) {
            return Err(PositionErrorKind::PoolPieceOnBoard { name: name.clone() });
        }
        pool.push(piece);
    }
    Ok(pool)
}

fn read_players(
    entries: &[PlayerEntry],
    set: &PieceSet,
    placed: &[OnBoard],
) -> Result<Vec<Player>, PositionErrorKind> {
    if !(2..=4).contains(&entries.len()) {
        return Err(PositionErrorKind::PlayerCount {
            given: entries.len(),
        });
    }
    let mut holder: HashMap<usize, usize> = HashMap::new();
    let mut players = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let number = i + 1;
        let mut pieces = Vec::new();
        for name in &entry.pieces {
            let piece = listed_piece(PieceList::Hand(number), name, set, &pieces)?;
            if let Some(other) = holder.insert(piece, number) {
                return Err(PositionErrorKind::HeldTwice {
                    piece: name.clone(),
                    first: other,
                    second: number,
                });
            }
            if placed.iter().any(|p| p.piece == piece) {
                return Err(PositionErrorKind::HeldAndPlaced {
                    piece: name.clone(),
                    player: number,
                });
            }
            pieces.push(piece);
        }
        let name = entry
            .name
            .clone()
            .unwrap_or_else(|| format!("player {number}"));
        players.push(Player { name, pieces });
    }
    Ok(players)
}
