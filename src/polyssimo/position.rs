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
use crate::puzzle::Puzzle;
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
    pub fn load(path: &Path) -> Result<PieceSet, String> {
        Puzzle::load(path)
            .map(PieceSet::from_puzzle)
            .map_err(|e| e.to_string())
    }

    /// A set from the text of a puzzle file; `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<PieceSet, String> {
        Puzzle::parse(text, file, "set")
            .map(PieceSet::from_puzzle)
            .map_err(|e| e.to_string())
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

/// A position file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {what}")]
pub struct PositionError {
    pub file: String,
    pub what: String,
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
        let file = path.display().to_string();
        let fail = |what: String| PositionError {
            file: file.clone(),
            what,
        };
        let text = std::fs::read_to_string(path)
            .map_err(|e| fail(format!("cannot read the file: {e}")))?;
        let raw: PositionFile =
            yaml::from_str(&text).map_err(|e| fail(format!("invalid position file: {e}")))?;
        let set = match &raw.set {
            Some(name) => {
                let dir = path.parent().unwrap_or(Path::new("."));
                PieceSet::load(&dir.join(name)).map_err(|e| fail(format!("set: {e}")))?
            }
            None => PieceSet::default_for(raw.mode.unwrap_or(Mode::Polyssimo)),
        };
        Position::build(raw, set).map_err(fail)
    }

    /// Reads a position from text, with the standard set unless the text names another
    /// (then relative to the current folder); `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<Position, PositionError> {
        let fail = |what: String| PositionError {
            file: file.to_string(),
            what,
        };
        let raw: PositionFile =
            yaml::from_str(text).map_err(|e| fail(format!("invalid position file: {e}")))?;
        let set = match &raw.set {
            Some(name) => PieceSet::load(Path::new(name)).map_err(|e| fail(format!("set: {e}")))?,
            None => PieceSet::default_for(raw.mode.unwrap_or(Mode::Polyssimo)),
        };
        Position::build(raw, set).map_err(fail)
    }

    fn build(raw: PositionFile, set: PieceSet) -> Result<Position, String> {
        let mode = raw.mode.unwrap_or(Mode::Polyssimo);
        let placed = read_board(&raw.board, &raw.legend, &set)?;
        let (players, pool) = match mode {
            Mode::Polyssimo => {
                if raw.pool.is_some() {
                    return Err("pool: only Golomb's game has a shared pool (mode: golomb)".into());
                }
                let entries = raw
                    .players
                    .as_deref()
                    .ok_or("players: missing (2 to 4 players with their pieces)")?;
                (read_players(entries, &set, &placed)?, Vec::new())
            }
            Mode::Golomb => {
                if raw.players.is_some() {
                    return Err(
                        "players: Golomb's game has two players and a shared `pool`, no hands"
                            .into(),
                    );
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

fn player_number(field: &str, n: usize, players: usize) -> Result<usize, String> {
    if (1..=players).contains(&n) {
        Ok(n - 1)
    } else {
        Err(format!(
            "{field}: player {n} does not exist (players are numbered 1 to {players})"
        ))
    }
}

/// The order of last placements as player indices, most recent first.
fn read_last_placed(given: Option<LastPlaced>, players: usize) -> Result<Vec<usize>, String> {
    let mut order = Vec::new();
    for number in given.map_or_else(Vec::new, |numbers| numbers.0) {
        let player = player_number("last_placed", number, players)?;
        if order.contains(&player) {
            return Err(format!("last_placed: player {number} is listed twice"));
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
) -> Result<Vec<OnBoard>, String> {
    let rows: Vec<&str> = drawing
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let (height, width) = (set.board.height() as usize, set.board.width() as usize);
    if rows.len() != height {
        return Err(format!("board: {} rows, expected {height}", rows.len()));
    }
    let mut cells_of: BTreeMap<char, Vec<usize>> = BTreeMap::new();
    for (r, row) in rows.iter().enumerate() {
        if row.chars().count() != width {
            return Err(format!(
                "board row {}: {} characters, expected {width}",
                r + 1,
                row.chars().count()
            ));
        }
        for (c, ch) in row.chars().enumerate().filter(|&(_, ch)| ch != '.') {
            let cell = set.board.index_of((r as i32, c as i32)).ok_or_else(|| {
                format!(
                    "board row {}, column {}: {ch:?} lies outside the board",
                    r + 1,
                    c + 1
                )
            })?;
            cells_of.entry(ch).or_default().push(cell);
        }
    }
    let mut placed: Vec<OnBoard> = Vec::new();
    for (letter, cells) in cells_of {
        let piece = piece_of_letter(letter, legend, set)?;
        if placed.iter().any(|p| p.piece == piece) {
            return Err(format!(
                "piece {} is on the board twice",
                set.pieces[piece].0
            ));
        }
        check_shape(letter, &cells, piece, set)?;
        placed.push(OnBoard { piece, cells });
    }
    Ok(placed)
}

fn piece_of_letter(
    letter: char,
    legend: &BTreeMap<char, String>,
    set: &PieceSet,
) -> Result<usize, String> {
    match legend.get(&letter) {
        Some(name) => set
            .index_of(name)
            .ok_or_else(|| format!("legend: {letter:?} names {name:?}, which is not a piece of the set")),
        None => set.index_of(&letter.to_string()).ok_or_else(|| {
            format!("board: letter {letter:?} is not a piece name; give it in `legend` (as in  {letter}: C06)")
        }),
    }
}

fn check_shape(letter: char, cells: &[usize], piece: usize, set: &PieceSet) -> Result<(), String> {
    let (name, shape) = &set.pieces[piece];
    let drawn = Shape::from_cells(cells.iter().map(|&c| set.board.cells()[c])).expect("cells");
    if drawn.canonical(true) != shape.canonical(true) {
        return Err(format!(
            "board: the {} cells marked {letter:?} do not form piece {name} (pieces may not overlap or break)",
            cells.len()
        ));
    }
    Ok(())
}

/// The shared pool of Golomb's game: the pieces named, or every piece not on the board.
fn read_pool(
    names: Option<&[String]>,
    set: &PieceSet,
    placed: &[OnBoard],
) -> Result<Vec<usize>, String> {
    let Some(names) = names else {
        return Ok((0..set.pieces.len())
            .filter(|&k| placed.iter().all(|p| p.piece != k))
            .collect());
    };
    let mut pool: Vec<usize> = Vec::new();
    for name in names {
        let piece = set
            .index_of(name)
            .ok_or_else(|| format!("pool: {name:?} is not a piece of the set"))?;
        if pool.contains(&piece) {
            return Err(format!("pool: {name} is listed twice"));
        }
        if placed.iter().any(|p| p.piece == piece) {
            return Err(format!("pool: {name} is already on the board"));
        }
        pool.push(piece);
    }
    Ok(pool)
}

fn read_players(
    entries: &[PlayerEntry],
    set: &PieceSet,
    placed: &[OnBoard],
) -> Result<Vec<Player>, String> {
    if !(2..=4).contains(&entries.len()) {
        return Err(format!(
            "players: {} given, a game has 2 to 4",
            entries.len()
        ));
    }
    let mut holder: HashMap<usize, usize> = HashMap::new();
    let mut players = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let mut pieces = Vec::new();
        for name in &entry.pieces {
            let piece = set
                .index_of(name)
                .ok_or_else(|| format!("players[{}]: {name:?} is not a piece of the set", i + 1))?;
            if let Some(other) = holder.insert(piece, i) {
                return Err(format!(
                    "piece {name} is held by players {} and {}",
                    other + 1,
                    i + 1
                ));
            }
            if placed.iter().any(|p| p.piece == piece) {
                return Err(format!(
                    "piece {name} is both on the board and in player {}'s hand",
                    i + 1
                ));
            }
            pieces.push(piece);
        }
        let name = entry
            .name
            .clone()
            .unwrap_or_else(|| format!("player {}", i + 1));
        players.push(Player { name, pieces });
    }
    Ok(players)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn the_order_of_last_placements_must_name_players_once() {
        let refused = |extra: &str| {
            Position::parse(&text(&[], &format!("{PLAYERS}{extra}")), "pos.yaml")
                .unwrap_err()
                .to_string()
        };
        let m = refused("last_placed: [1, 0]\n");
        assert!(
            m.ends_with("last_placed: player 0 does not exist (players are numbered 1 to 2)"),
            "{m}"
        );
        let m = refused("last_placed: [2, 1, 2]\n");
        assert!(m.ends_with("last_placed: player 2 is listed twice"), "{m}");
        let m = refused("last_placed: first\n");
        assert!(m.contains("last_placed: invalid type"), "{m}");
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
