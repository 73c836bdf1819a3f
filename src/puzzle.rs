//! Puzzle files: a board drawing and a piece list in YAML, read into a [`Tiling`].
//!
//! ```yaml
//! name: pentominoes 6x10
//! board: |
//!   ##########
//!   ##########
//! pieces:
//!   - set: pentominoes        # every piece of a named set
//!   - name: I2                # one named piece, exactly 3 copies
//!     count: 3
//!   - name: hook              # a piece drawn here, used at most twice
//!     shape: |
//!       ##
//!       #.
//!     max: 2
//! one_sided: false            # true: pieces may rotate but not turn over
//! ```

use crate::geometry::{Region, Shape};
use crate::pieces::{NamedPiece, SET_NAMES, named_piece, named_set};
use crate::tiling::{PieceKind, Tiling};
use crate::yaml;
use serde::Deserialize;
use std::path::Path;

/// A puzzle read from a file: its name and the tiling problem.
#[derive(Clone, Debug)]
pub struct Puzzle {
    pub name: String,
    pub tiling: Tiling,
}

/// A puzzle file that could not be read, with the file and the item at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {what}")]
pub struct PuzzleError {
    pub file: String,
    pub what: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleFile {
    name: Option<String>,
    #[serde(default)]
    #[allow(dead_code)]
    description: Option<String>,
    board: String,
    pieces: Vec<PieceEntry>,
    #[serde(default)]
    one_sided: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PieceEntry {
    set: Option<String>,
    name: Option<String>,
    shape: Option<String>,
    count: Option<i64>,
    max: Option<i64>,
}

impl Puzzle {
    /// Reads a puzzle file.
    pub fn load(path: &Path) -> Result<Puzzle, PuzzleError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| PuzzleError {
            file: file.clone(),
            what: format!("cannot read the file: {e}"),
        })?;
        let default_name = path
            .file_stem()
            .map_or_else(|| file.clone(), |s| s.to_string_lossy().into_owned());
        Puzzle::parse(&text, &file, &default_name)
    }

    /// Reads a puzzle from text; `file` names it in errors, `default_name` is used when the
    /// file has no `name`.
    pub fn parse(text: &str, file: &str, default_name: &str) -> Result<Puzzle, PuzzleError> {
        let fail = |what: String| PuzzleError {
            file: file.to_string(),
            what,
        };
        let raw: PuzzleFile =
            yaml::from_str(text).map_err(|e| fail(format!("invalid puzzle file: {e}")))?;
        let region = Region::parse(&raw.board).map_err(|e| fail(format!("board: {e}")))?;
        let mut pieces = Vec::new();
        for (index, entry) in raw.pieces.iter().enumerate() {
            let kinds = piece_kinds(entry).map_err(|e| fail(format!("pieces[{index}]: {e}")))?;
            pieces.extend(kinds);
        }
        if let Some(name) = repeated_name(&pieces) {
            return Err(fail(format!("piece {name} is listed twice")));
        }
        let tiling =
            Tiling::new(region, pieces, !raw.one_sided).map_err(|e| fail(e.to_string()))?;
        Ok(Puzzle {
            name: raw.name.unwrap_or_else(|| default_name.to_string()),
            tiling,
        })
    }
}

fn piece_kinds(entry: &PieceEntry) -> Result<Vec<PieceKind>, String> {
    let (min, max) = bounds(entry)?;
    let named = match (&entry.set, &entry.name, &entry.shape) {
        (Some(set), None, None) => named_set(set).ok_or_else(|| unknown_set(set))?,
        (None, Some(name), Some(drawing)) => vec![NamedPiece {
            name: name.clone(),
            shape: Shape::parse(drawing).map_err(|e| format!("piece {name}: {e}"))?,
        }],
        (None, Some(name), None) => vec![named_piece(name).ok_or_else(|| unknown_piece(name))?],
        (None, None, Some(_)) => return Err("a drawn piece needs a `name`".into()),
        (None, None, None) => return Err("give `set`, `name`, or `name` with `shape`".into()),
        (Some(_), _, _) => return Err("`set` cannot be combined with `name` or `shape`".into()),
    };
    Ok(named
        .into_iter()
        .map(|p| PieceKind {
            name: p.name,
            shape: p.shape,
            min,
            max,
        })
        .collect())
}

fn bounds(entry: &PieceEntry) -> Result<(u32, u32), String> {
    let positive = |field: &str, n: i64| match u32::try_from(n) {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!(
            "`{field}` must be a whole number of at least 1, not {n}"
        )),
    };
    match (entry.count, entry.max) {
        (Some(_), Some(_)) => Err("give `count` (exactly) or `max` (at most), not both".into()),
        (Some(n), None) => positive("count", n).map(|n| (n, n)),
        (None, Some(n)) => positive("max", n).map(|n| (0, n)),
        (None, None) => Ok((1, 1)),
    }
}

fn unknown_set(set: &str) -> String {
    let known: Vec<&str> = SET_NAMES.iter().map(|(n, _)| *n).collect();
    format!(
        "unknown piece set {set:?} (known sets: {})",
        known.join(", ")
    )
}

fn unknown_piece(name: &str) -> String {
    format!(
        "unknown piece {name:?}: name a piece of a known set (pentominoes F..Z, hexominoes H01..H35, \
         Project L O1..T4, Polyssimo C06..W26) or draw it with `shape`"
    )
}

fn repeated_name(pieces: &[PieceKind]) -> Option<&str> {
    let mut seen = std::collections::HashSet::new();
    pieces
        .iter()
        .find(|p| !seen.insert(p.name.as_str()))
        .map(|p| p.name.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Puzzle, PuzzleError> {
        Puzzle::parse(text, "test.yaml", "test")
    }

    #[test]
    fn reads_sets_named_and_drawn_pieces() {
        let p = parse(
            "board: |\n  ####\n  ####\npieces:\n  - name: O4\n  - name: hook\n    shape: |\n      ##\n      #.\n    max: 2\n",
        )
        .unwrap();
        assert_eq!(p.name, "test");
        assert_eq!(p.tiling.pieces.len(), 2);
        assert_eq!((p.tiling.pieces[1].min, p.tiling.pieces[1].max), (0, 2));
        assert!(p.tiling.allow_flip);
    }

    #[test]
    fn errors_name_the_file_and_item() {
        let err = parse("board: \"##\"\npieces:\n  - name: Q9\n").unwrap_err();
        assert_eq!(err.file, "test.yaml");
        assert!(
            err.what.starts_with("pieces[0]: unknown piece \"Q9\""),
            "{}",
            err.what
        );
        let err = parse("board: \"##\"\npieces:\n  - name: I2\n    count: 0\n").unwrap_err();
        assert!(err.what.contains("`count` must be"), "{}", err.what);
        let err = parse("board: \"##\"\npieces:\n  - name: I2\n    count: -2\n").unwrap_err();
        assert!(err.what.contains("not -2"), "{}", err.what);
        let err = parse("board: \"##\"\npieces:\n  - set: pentominoes\n").unwrap_err();
        assert!(
            err.what.contains("5 cells but the board has only 2"),
            "{}",
            err.what
        );
        let err = parse("board: \"##\"\npieces:\n  - name: a\n    shape: \"#.#\"\n").unwrap_err();
        assert!(
            err.what.contains("piece a: the cells are not connected"),
            "{}",
            err.what
        );
        let err = parse("board: |\n  ###\n  ##\npieces:\n  - name: I2\n").unwrap_err();
        assert!(err.what.starts_with("board: row 2 has 2"), "{}", err.what);
        let err = parse("board: [oops\n").unwrap_err();
        assert!(err.what.starts_with("invalid puzzle file:"), "{}", err.what);
        let err = parse("board: \"##\"\npieces: []\ncolour: red\n").unwrap_err();
        assert!(err.what.contains("unknown field `colour`"), "{}", err.what);
    }
}
