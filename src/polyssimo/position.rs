//! Polyssimo positions: the board with the pieces placed on it, each player's remaining
//! pieces, who is to move and the order of the players' last placements. Read from YAML:
//!
//! ```yaml
//! board: |            # '.' empty; a letter per placed piece
//!   FF.a........
//!   .FFa........
//!   (11 rows of 12)
//! legend:             # letters that are not a pentomino's own name
//!   a: C06
//! players:            # 2 to 4 in seat order (clockwise), numbered from 1
//!   - name: Ann       # optional
//!     pieces: [X, U06]
//!   - pieces: [P, W26]
//! to_move: 1          # default 1
//! last_placed: [2, 1] # optional: players by their last placement, most recent first
//! set: my-set.yaml    # optional: another board and piece set, in puzzle-file format
//! ```
//!
//! `last_placed` is what the tie-break reads: among the players tied on fewest cells left,
//! the one who placed a piece last wins. It lists players by their last placement, most
//! recent first; a single number (`last_placed: 2`, the form older files have) is the list
//! of that one player. A player not listed placed before every listed one, if at all, and
//! unlisted players are not ordered among themselves: a tie is won by the tied player
//! listed first, and a tie among unlisted players only is shared (the rules name a winner
//! only when the position shows who placed last). Absent or `[]`: nobody is known to have
//! placed. Files are written with the full list (a single number when it has one player).
//!
//! Golomb's pentomino game is `mode: golomb`: the 8×8 board and the 12 pentominoes by
//! default, a shared `pool` of unplaced pieces (default: every piece not on the board)
//! instead of hands, and no `players` list (two players, numbered 1 and 2).

use crate::geometry::{Region, Shape};
use crate::puzzle::{Puzzle, PuzzleError};
use crate::tiling::cell_count;
use crate::yaml;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::path::Path;

/// A board and the pieces played on it.
#[derive(Clone, Debug)]
pub struct PieceSet {
    pub board: Region,
    /// Piece names and shapes, in set order.
    pub pieces: Vec<(String, Shape)>,
}

const STANDARD_SET: &str = include_str!("../../puzzles/polyssimo/set.yaml");
const GOLOMB_SET: &str = include_str!("../../puzzles/polyssimo/golomb-set.yaml");

impl PieceSet {
    /// The 12×11 board and the 24 pieces of Polyssimo Challenge.
    pub fn standard() -> PieceSet {
        let puzzle = Puzzle::parse(STANDARD_SET, "puzzles/polyssimo/set.yaml", "polyssimo")
            .expect("the standard set is valid");
        PieceSet::from_puzzle(puzzle)
    }

    /// The 8×8 board and the 12 pentominoes of Golomb's game.
    pub fn golomb() -> PieceSet {
        let puzzle = Puzzle::parse(GOLOMB_SET, "puzzles/polyssimo/golomb-set.yaml", "golomb")
            .expect("the Golomb set is valid");
        PieceSet::from_puzzle(puzzle)
    }

    /// The set a mode uses unless a position names another.
    pub fn default_for(mode: Mode) -> PieceSet {
        match mode {
            Mode::Polyssimo => PieceSet::standard(),
            Mode::Golomb => PieceSet::golomb(),
        }
    }

    /// A set from a puzzle file (its board and pieces).
    pub fn load(path: &Path) -> Result<PieceSet, PuzzleError> {
        Puzzle::load(path).map(PieceSet::from_puzzle)
    }

    /// A set from the text of a puzzle file; `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<PieceSet, PuzzleError> {
        Puzzle::parse(text, file, "set").map(PieceSet::from_puzzle)
    }

    fn from_puzzle(puzzle: Puzzle) -> PieceSet {
        let tiling = puzzle.tiling;
        PieceSet {
            board: tiling.region,
            pieces: tiling
                .pieces
                .into_iter()
                .map(|k| (k.name, k.shape))
                .collect(),
        }
    }

    /// The index of a piece by name.
    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.pieces.iter().position(|(n, _)| n == name)
    }
}

/// One player: a name and the pieces still in hand (indices into the set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub pieces: Vec<usize>,
}

/// A piece on the board: its index in the set and the board cells it covers (sorted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnBoard {
    pub piece: usize,
    pub cells: Vec<usize>,
}

/// Which game a position belongs to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Polyssimo Challenge: pieces in hands, players drop out, fewest cells left wins.
    #[default]
    Polyssimo,
    /// Golomb's game: one shared pool, two players, who cannot move loses.
    Golomb,
}

/// A position of the placement phase.
#[derive(Clone, Debug)]
pub struct Position {
    pub mode: Mode,
    pub set: PieceSet,
    /// Golomb's game: the pieces either player may place (empty for Polyssimo).
    pub pool: Vec<usize>,
    pub placed: Vec<OnBoard>,
    pub players: Vec<Player>,
    /// Index of the player to move.
    pub to_move: usize,
    /// Indices of the players by their last placement, most recent first: who placed last,
    /// who before them, … A player not listed placed before every listed one, if at all,
    /// in an unknown order (see the module notes).
    pub last_placed: Vec<usize>,
}

/// A position file that could not be read: the file, and what is wrong with which item.
#[derive(Debug, thiserror::Error)]
#[error("{file}: {kind}")]
pub struct PositionError {
    /// The file as given.
    pub file: String,
    pub kind: PositionErrorKind,
}

/// Which list of pieces an item is in: the shared pool, or a player's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceList {
    Pool,
    /// The hand of a player, numbered from 1.
    Hand(usize),
}

impl fmt::Display for PieceList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceList::Pool => write!(f, "pool"),
            PieceList::Hand(player) => write!(f, "players[{player}]"),
        }
    }
}

/// What is wrong with a position file. Rows, columns and players are numbered from 1, as
/// the messages show them.
#[derive(Debug, thiserror::Error)]
pub enum PositionErrorKind {
    #[error("cannot read the file: {0}")]
    Read(#[source] std::io::Error),
    #[error("invalid position file: {0}")]
    Yaml(#[from] yaml::YamlError),
    /// The `set` file (the puzzle error names it).
    #[error("set: {0}")]
    Set(#[source] PuzzleError),
    #[error("board: {}, expected {expected}", counted(*rows, "row"))]
    Rows { rows: usize, expected: usize },
    #[error("board row {row}: {}, expected {expected}", counted(*characters, "character"))]
    RowWidth {
        row: usize,
        characters: usize,
        expected: usize,
    },
    #[error("board row {row}, column {column}: {letter:?} lies outside the board")]
    OutsideBoard {
        row: usize,
        column: usize,
        letter: char,
    },
    #[error(
        "board: letter {letter:?} is not a piece name; give it in `legend` (as in `{letter}: C06`)"
    )]
    UnknownLetter { letter: char },
    #[error("legend: {letter:?} names {name:?}, which is not a piece of the set")]
    UnknownLegend { letter: char, name: String },
    /// Two letters (the legend maps one to the other's piece) draw the same piece.
    #[error("board: piece {piece} is on the board twice (letters {first:?} and {second:?})")]
    DrawnTwice {
        piece: String,
        first: char,
        second: char,
    },
    #[error(
        "board: the {} marked {letter:?} {} not form piece {piece} (pieces may not overlap or break)",
        cell_count(*cells as u64),
        if *cells == 1 { "does" } else { "do" }
    )]
    WrongShape {
        letter: char,
        cells: usize,
        piece: String,
    },
    #[error("pool: only Golomb's game has a shared pool (mode: golomb)")]
    PoolOutsideGolomb,
    #[error("players: Golomb's game has two players and a shared `pool`, no hands")]
    PlayersInGolomb,
    #[error("players: missing (2 to 4 players with their pieces)")]
    NoPlayers,
    #[error("players: {given} given, a game has 2 to 4")]
    PlayerCount { given: usize },
    #[error("{list}: {name:?} is not a piece of the set")]
    NotInSet { list: PieceList, name: String },
    #[error("{list}: {name} is listed twice")]
    ListedTwice { list: PieceList, name: String },
    #[error("pool: {name} is already on the board")]
    PoolPieceOnBoard { name: String },
    /// A piece in two hands: the earlier player first.
    #[error("piece {piece} is held by players {first} and {second}")]
    HeldTwice {
        piece: String,
        first: usize,
        second: usize,
    },
    #[error("piece {piece} is both on the board and in player {player}'s hand")]
    HeldAndPlaced { piece: String, player: usize },
    /// A player number that is not one of the players (`field` is `to_move` or
    /// `last_placed`).
    #[error("{field}: player {number} does not exist (players are numbered 1 to {players})")]
    NoSuchPlayer {
        field: &'static str,
        number: usize,
        players: usize,
    },
    #[error("last_placed: player {number} is listed twice")]
    PlacedTwice { number: usize },
}

/// `1 row`, `11 rows`.
fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionFile {
    mode: Option<Mode>,
    board: String,
    #[serde(default)]
    legend: BTreeMap<char, String>,
    players: Option<Vec<PlayerEntry>>,
    pool: Option<Vec<String>>,
    to_move: Option<usize>,
    last_placed: Option<LastPlaced>,
    set: Option<String>,
}

/// `last_placed`: one player number (older files), or player numbers most recent first.
/// Read by hand rather than as an untagged enum, so that a wrong value is reported at its
/// own line and column.
struct LastPlaced(Vec<usize>);

impl<'de> Deserialize<'de> for LastPlaced {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Numbers;
        impl<'de> serde::de::Visitor<'de> for Numbers {
            type Value = LastPlaced;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a player number, or a list of player numbers, most recent first")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<LastPlaced, E> {
                let n = usize::try_from(n).map_err(|_| E::custom("player number too large"))?;
                Ok(LastPlaced(vec![n]))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<LastPlaced, A::Error> {
                let mut numbers = Vec::new();
                while let Some(n) = seq.next_element()? {
                    numbers.push(n);
                }
                Ok(LastPlaced(numbers))
            }
        }
        deserializer.deserialize_any(Numbers)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerEntry {
    name: Option<String>,
    pieces: Vec<String>,
}

impl Position {
    /// Reads a position file; a `set` in it is read relative to the file's folder.
    pub fn load(path: &Path) -> Result<Position, PositionError> {
        let dir = path.parent().unwrap_or(Path::new("."));
        std::fs::read_to_string(path)
            .map_err(PositionErrorKind::Read)
            .and_then(|text| Position::read(&text, dir))
            .map_err(|kind| PositionError {
                file: path.display().to_string(),
                kind,
            })
    }

    /// Reads a position from text, with the standard set unless the text names another
    /// (then relative to the current folder); `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<Position, PositionError> {
        Position::read(text, Path::new("")).map_err(|kind| PositionError {
            file: file.to_string(),
            kind,
        })
    }

    /// Reads a position from text; a `set` is read relative to `dir`.
    fn read(text: &str, dir: &Path) -> Result<Position, PositionErrorKind> {
        let raw: PositionFile = yaml::from_str(text)?;
        let set = match &raw.set {
            Some(name) => PieceSet::load(&dir.join(name)).map_err(PositionErrorKind::Set)?,
            None => PieceSet::default_for(raw.mode.unwrap_or(Mode::Polyssimo)),
        };
        Position::build(raw, set)
    }

    fn build(raw: PositionFile, set: PieceSet) -> Result<Position, PositionErrorKind> {
        let mode = raw.mode.unwrap_or(Mode::Polyssimo);
        let placed = read_board(&raw.board, &raw.legend, &set)?;
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
        let to_move = player_number("to_move", raw.to_move.unwrap_or(1), players.len())?;
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

    /// Which board cells are covered.
    pub fn occupied(&self) -> Vec<bool> {
        let mut occupied = vec![false; self.set.board.len()];
        self.placed
            .iter()
            .flat_map(|p| &p.cells)
            .for_each(|&c| occupied[c] = true);
        occupied
    }

    /// The position as the text of a position file (the standard set is not named; another
    /// set cannot be, as it has no file, so such positions say so in a comment).
    pub fn to_text(&self) -> String {
        let single = |k: usize| self.set.pieces[k].0.chars().count() == 1;
        let mut legend = Vec::new();
        let mut letter_of = vec![' '; self.set.pieces.len()];
        let mut next = b'a';
        for p in &self.placed {
            letter_of[p.piece] = if single(p.piece) {
                self.set.pieces[p.piece].0.chars().next().expect("a name")
            } else {
                let letter = next as char;
                next += 1;
                legend.push(format!("  {letter}: {}", self.set.pieces[p.piece].0));
                letter
            };
        }
        let mut owner = vec![None; self.set.board.len()];
        for p in &self.placed {
            p.cells.iter().for_each(|&c| owner[c] = Some(p.piece));
        }
        let mut out = String::new();
        if self.mode == Mode::Golomb {
            out.push_str("mode: golomb\n");
        }
        out.push_str("board: |\n");
        for row in self
            .set
            .board
            .draw(|c| owner[c].map_or('.', |k| letter_of[k]))
        {
            out.push_str(&format!("  {row}\n"));
        }
        if !legend.is_empty() {
            out.push_str(&format!("legend:\n{}\n", legend.join("\n")));
        }
        let names = |pieces: &[usize]| {
            let list: Vec<&str> = pieces
                .iter()
                .map(|&k| self.set.pieces[k].0.as_str())
                .collect();
            format!("[{}]", list.join(", "))
        };
        match self.mode {
            Mode::Golomb => out.push_str(&format!("pool: {}\n", names(&self.pool))),
            Mode::Polyssimo => {
                out.push_str("players:\n");
                for player in &self.players {
                    out.push_str(&format!(
                        "  - name: {}\n    pieces: {}\n",
                        player.name,
                        names(&player.pieces)
                    ));
                }
            }
        }
        out.push_str(&format!("to_move: {}\n", self.to_move + 1));
        let order: Vec<String> = self
            .last_placed
            .iter()
            .map(|p| (p + 1).to_string())
            .collect();
        match order.as_slice() {
            [] => {}
            [one] => out.push_str(&format!("last_placed: {one}\n")),
            _ => out.push_str(&format!("last_placed: [{}]\n", order.join(", "))),
        }
        out
    }

    /// The name of a cell: column letter from `a`, row number from 1 at the top (`a1`).
    pub fn cell_name(&self, cell: usize) -> String {
        self.set.board.label(cell)
    }
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

/// The pieces drawn on the board, each checked to be exactly its piece's shape.
fn read_board(
    drawing: &str,
    legend: &BTreeMap<char, String>,
    set: &PieceSet,
) -> Result<Vec<OnBoard>, PositionErrorKind> {
    let rows: Vec<&str> = drawing
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
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
            let cell = set.board.index_of((r as i32, c as i32)).ok_or(
                PositionErrorKind::OutsideBoard {
                    row: r + 1,
                    column: c + 1,
                    letter,
                },
            )?;
            cells_of.entry(letter).or_default().push(cell);
        }
    }
    let mut placed: Vec<OnBoard> = Vec::new();
    let mut letters: Vec<char> = Vec::new();
    for (letter, cells) in cells_of {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleErrorKind;
    use PositionErrorKind as K;

    const PLAYERS: &str = "players:\n  - pieces: [P]\n  - pieces: [U]\n";

    /// A position on the standard board with the given top rows, filled up to 12 cells
    /// with empty ones (the other rows empty).
    fn text(top: &[&str], rest: &str) -> String {
        let mut rows: Vec<String> = top.iter().map(|r| format!("  {r:.<12}")).collect();
        rows.extend(std::iter::repeat_n(
            "  ............".to_string(),
            11 - top.len(),
        ));
        format!("board: |\n{}\n{rest}", rows.join("\n"))
    }

    /// Why a position text is refused, with its message (which must name the file).
    fn refused(text: &str) -> (PositionErrorKind, String) {
        let e = Position::parse(text, "pos.yaml").unwrap_err();
        let message = e.to_string();
        assert!(message.starts_with("pos.yaml: "), "{message}");
        assert_eq!(e.file, "pos.yaml");
        (e.kind, message)
    }

    /// A position on a set given as puzzle-file text.
    fn on_set(set: &str, text: &str) -> Result<Position, PositionErrorKind> {
        let set = PieceSet::parse(set, "set.yaml").unwrap();
        Position::build(yaml::from_str(text).unwrap(), set)
    }

    #[test]
    fn the_board_drawing_is_checked_row_by_row() {
        let (kind, m) = refused(&format!("board: |\n  ............\n{PLAYERS}"));
        assert!(
            matches!(
                kind,
                K::Rows {
                    rows: 1,
                    expected: 11
                }
            ),
            "{kind:?}"
        );
        assert!(m.ends_with("board: 1 row, expected 11"), "{m}");
        let (kind, m) = refused(&text(&["", "X............"], PLAYERS));
        let width = K::RowWidth {
            row: 2,
            characters: 13,
            expected: 12,
        };
        assert_eq!(format!("{kind:?}"), format!("{width:?}"));
        assert!(
            m.ends_with("board row 2: 13 characters, expected 12"),
            "{m}"
        );
        let corner = "board: \"##\\n.#\"\npieces:\n  - name: X1\n    shape: \"#\"\n";
        let kind = on_set(
            corner,
            "board: |\n  ..\n  X.\nplayers: [{pieces: []}, {pieces: []}]\n",
        )
        .unwrap_err();
        let outside = K::OutsideBoard {
            row: 2,
            column: 1,
            letter: 'X',
        };
        assert_eq!(format!("{kind:?}"), format!("{outside:?}"));
        assert_eq!(
            kind.to_string(),
            "board row 2, column 1: 'X' lies outside the board"
        );
    }

    #[test]
    fn letters_must_name_pieces_of_the_right_shape() {
        let (kind, m) = refused(&text(&["qq"], PLAYERS));
        assert!(matches!(kind, K::UnknownLetter { letter: 'q' }), "{kind:?}");
        assert!(m.contains("give it in `legend` (as in `q: C06`)"), "{m}");
        let (kind, _) = refused(&text(
            &["aaaa", "a..a"],
            &format!("legend:\n  a: Q06\n{PLAYERS}"),
        ));
        assert!(
            matches!(&kind, K::UnknownLegend { letter: 'a', name } if name == "Q06"),
            "{kind:?}"
        );
        let (kind, m) = refused(&text(&["X"], PLAYERS));
        assert!(
            matches!(&kind, K::WrongShape { letter: 'X', cells: 1, piece } if piece == "X"),
            "{kind:?}"
        );
        assert!(
            m.contains("the 1 cell marked 'X' does not form piece X"),
            "{m}"
        );
        let (_, m) = refused(&text(&["XXX", "XXX"], PLAYERS));
        assert!(
            m.contains("the 6 cells marked 'X' do not form piece X"),
            "{m}"
        );
        let twice = text(
            &["IIII.aaaa", "I..I.a..a"],
            &format!("legend:\n  I: C06\n  a: C06\n{PLAYERS}"),
        );
        let (kind, m) = refused(&twice);
        assert!(
            matches!(&kind, K::DrawnTwice { piece, first: 'I', second: 'a' } if piece == "C06"),
            "{kind:?}"
        );
        assert!(m.ends_with("board: piece C06 is on the board twice (letters 'I' and 'a')"));
    }

    #[test]
    fn hands_hold_each_piece_once() {
        let hands = |p1: &str, p2: &str| {
            text(
                &["IIIII"],
                &format!("players:\n  - pieces: [{p1}]\n  - pieces: [{p2}]\n"),
            )
        };
        let (kind, m) = refused(&hands("P9", "U"));
        assert!(
            matches!(&kind, K::NotInSet { list: PieceList::Hand(1), name } if name == "P9"),
            "{kind:?}"
        );
        assert!(
            m.ends_with("players[1]: \"P9\" is not a piece of the set"),
            "{m}"
        );
        let (kind, m) = refused(&hands("P", "U, P"));
        assert!(
            matches!(&kind, K::HeldTwice { piece, first: 1, second: 2 } if piece == "P"),
            "{kind:?}"
        );
        assert!(m.ends_with("piece P is held by players 1 and 2"), "{m}");
        let (kind, m) = refused(&hands("P", "U, W, U"));
        assert!(
            matches!(&kind, K::ListedTwice { list: PieceList::Hand(2), name } if name == "U"),
            "{kind:?}"
        );
        assert!(m.ends_with("players[2]: U is listed twice"), "{m}");
        let (kind, m) = refused(&hands("P", "I"));
        assert!(
            matches!(&kind, K::HeldAndPlaced { piece, player: 2 } if piece == "I"),
            "{kind:?}"
        );
        assert!(m.ends_with("piece I is both on the board and in player 2's hand"));
        let (kind, _) = refused(&text(&[], "players:\n  - pieces: [P]\n"));
        assert!(matches!(kind, K::PlayerCount { given: 1 }), "{kind:?}");
        let (kind, _) = refused(&text(&[], ""));
        assert!(matches!(kind, K::NoPlayers), "{kind:?}");
        let (kind, _) = refused(&text(&[], &format!("{PLAYERS}pool: [X]\n")));
        assert!(matches!(kind, K::PoolOutsideGolomb), "{kind:?}");
    }

    #[test]
    fn golombs_pool_holds_each_unplaced_piece_once() {
        let golomb = |pool: &str| {
            let rows = "  ........\n".repeat(7);
            format!("mode: golomb\nboard: |\n  IIIII...\n{rows}{pool}")
        };
        let position = Position::parse(&golomb(""), "pos.yaml").unwrap();
        assert_eq!(position.pool.len(), 11, "every piece not on the board");
        let (kind, _) = refused(&golomb("pool: [Q]\n"));
        assert!(
            matches!(&kind, K::NotInSet { list: PieceList::Pool, name } if name == "Q"),
            "{kind:?}"
        );
        let (kind, m) = refused(&golomb("pool: [X, F, X]\n"));
        assert!(
            matches!(&kind, K::ListedTwice { list: PieceList::Pool, name } if name == "X"),
            "{kind:?}"
        );
        assert!(m.ends_with("pool: X is listed twice"), "{m}");
        let (kind, _) = refused(&golomb("pool: [X, I]\n"));
        assert!(
            matches!(&kind, K::PoolPieceOnBoard { name } if name == "I"),
            "{kind:?}"
        );
        let (kind, _) = refused(&golomb(PLAYERS));
        assert!(matches!(kind, K::PlayersInGolomb), "{kind:?}");
    }

    #[test]
    fn player_numbers_must_exist() {
        for (extra, wanted, given) in [
            ("to_move: 3\n", "to_move", 3),
            ("last_placed: [1, 0]\n", "last_placed", 0),
            ("last_placed: 3\n", "last_placed", 3),
        ] {
            let (kind, m) = refused(&text(&[], &format!("{PLAYERS}{extra}")));
            assert!(
                matches!(kind, K::NoSuchPlayer { field, number, players: 2 }
                    if field == wanted && number == given),
                "{kind:?}"
            );
            let reason = format!("{wanted}: player {given} does not exist");
            assert!(m.contains(&reason), "{m}");
        }
        assert!(
            refused(&text(&[], &format!("{PLAYERS}to_move: 3\n")))
                .1
                .ends_with("(players are numbered 1 to 2)")
        );
        let (kind, m) = refused(&text(&[], &format!("{PLAYERS}last_placed: [2, 1, 2]\n")));
        assert!(matches!(kind, K::PlacedTwice { number: 2 }), "{kind:?}");
        assert!(m.ends_with("last_placed: player 2 is listed twice"), "{m}");
        let (kind, m) = refused(&text(&[], &format!("{PLAYERS}last_placed: first\n")));
        assert!(matches!(kind, K::Yaml(_)), "{kind:?}");
        assert!(m.contains("last_placed: invalid type"), "{m}");
    }

    #[test]
    fn files_and_sets_that_cannot_be_read() {
        let e = Position::load(Path::new("no/such/position.yaml")).unwrap_err();
        assert!(matches!(e.kind, K::Read(_)), "{e:?}");
        assert!(
            e.to_string()
                .starts_with("no/such/position.yaml: cannot read the file")
        );
        let (kind, m) = refused(&text(&[], &format!("{PLAYERS}set: no/such/set.yaml\n")));
        assert!(
            matches!(&kind, K::Set(PuzzleError { file, kind: PuzzleErrorKind::Read(_) }) if file == "no/such/set.yaml"),
            "{kind:?}"
        );
        assert!(
            m.starts_with("pos.yaml: set: no/such/set.yaml: cannot read the file"),
            "{m}"
        );
        let (kind, _) = refused("board: [");
        assert!(matches!(kind, K::Yaml(_)), "{kind:?}");
    }

    #[test]
    fn the_order_of_last_placements_reads_both_forms_and_writes_back() {
        let read = |extra: &str| {
            Position::parse(&text(&[], &format!("{PLAYERS}{extra}")), "pos.yaml")
                .unwrap()
                .last_placed
        };
        assert_eq!(read(""), Vec::<usize>::new());
        assert_eq!(read("last_placed: []\n"), Vec::<usize>::new());
        assert_eq!(
            read("last_placed: 2\n"),
            vec![1],
            "an older file's single player"
        );
        assert_eq!(read("last_placed: [2, 1]\n"), vec![1, 0]);
        let three = "players: [{pieces: [P]}, {pieces: [U]}, {pieces: [W]}]\n";
        for (given, written) in [
            ("", None),
            ("last_placed: 3\n", Some("last_placed: 3\n")),
            ("last_placed: [3]\n", Some("last_placed: 3\n")),
            ("last_placed: [3, 1]\n", Some("last_placed: [3, 1]\n")),
            ("last_placed: [2, 3, 1]\n", Some("last_placed: [2, 3, 1]\n")),
        ] {
            let position = Position::parse(&text(&[], &format!("{three}{given}")), "p").unwrap();
            let out = position.to_text();
            assert_eq!(out.contains("last_placed"), written.is_some(), "{out}");
            if let Some(line) = written {
                assert!(out.ends_with(line), "{out}");
            }
            let again = Position::parse(&out, "again").unwrap();
            assert_eq!(again.last_placed, position.last_placed);
        }
    }
}
