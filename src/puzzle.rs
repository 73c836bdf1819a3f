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

mod names;

use crate::geometry::{Region, RegionError, Shape, ShapeError};
use crate::pieces::{NamedPiece, SET_NAMES, every_named_piece, named_piece, named_set};
use crate::tiling::budget::SetupLimits;
use crate::tiling::{PieceKind, Tiling, TilingError};
use crate::yaml;
use itertools::Itertools;
use names::{How, NameClash, Source};
use serde::Deserialize;
use std::path::Path;

/// A puzzle read from a file: its name and the tiling problem.
#[derive(Clone, Debug)]
pub struct Puzzle {
    pub name: String,
    pub tiling: Tiling,
}

/// A puzzle file that could not be read: the file, and what is wrong with which item.
pub type PuzzleError = crate::text_file::InFile<PuzzleErrorKind>;

/// What is wrong with a puzzle file.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleErrorKind {
    #[error("cannot read the file: {0}")]
    Read(std::io::Error),
    #[error("invalid puzzle file: {0}")]
    Yaml(yaml::YamlError),
    #[error("board: {0}")]
    Board(RegionError),
    /// Entry `index` (from 0; messages count from 1) of the `pieces` list.
    #[error("pieces[{}]: {reason}", .index + 1)]
    Piece {
        index: usize,
        reason: PieceEntryError,
    },
    /// A piece given by two entries (the later one is `index`).
    #[error("pieces[{}]: piece {name} is listed twice", .index + 1)]
    Repeated { index: usize, name: String },
    /// Two different pieces of one name.
    #[error("{0}")]
    Clash(Box<names::NameClash>),
    #[error("{0}")]
    Tiling(TilingError),
    /// A piece name the game reading the file cannot carry in its moves (see
    /// [`check_piece_names`]).
    #[error("pieces: the name {name:?}: {reason}")]
    Name {
        name: String,
        reason: Box<dyn std::error::Error + Send + Sync>,
    },
    /// Refused before listing the placements, which a large board makes expensive.
    #[error("board: {cells} cells; this use takes boards of at most {max} cells")]
    BoardTooLarge { cells: usize, max: usize },
}

crate::errors::from_cause!(TilingError => PuzzleErrorKind::Tiling);

crate::errors::from_cause!(RegionError => PuzzleErrorKind::Board);

crate::errors::from_cause!(yaml::YamlError => PuzzleErrorKind::Yaml);

/// What is wrong with one entry of the `pieces` list.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PieceEntryError {
    #[error("unknown piece set {name:?}{suggestion} (known sets: {known})", known = set_names())]
    UnknownSet {
        name: String,
        /// `" (did you mean NAME?)"`, or nothing.
        suggestion: String,
    },
    #[error(
        "unknown piece {name:?}{suggestion}: name a piece of a known set (pentominoes F..Z, \
         hexominoes H01..H35, Project L O1..T4, Polyssimo C06..W26) or draw it with `shape`"
    )]
    UnknownPiece {
        name: String,
        /// `" (did you mean NAME?)"`, or nothing.
        suggestion: String,
    },
    #[error("piece {name}: {reason}")]
    Shape { name: String, reason: ShapeError },
    #[error("a drawn piece needs a `name`")]
    ShapeWithoutName,
    #[error(
        "the name {name:?}: a drawn piece needs a name to be told by (the output names the \
         piece by it)"
    )]
    BlankName { name: String },
    #[error("give `set`, `name`, or `name` with `shape`")]
    NoPiece,
    #[error("`set` cannot be combined with `name` or `shape`")]
    SetWithName,
    #[error("give `count` (exactly) or `max` (at most), not both")]
    CountAndMax,
    #[error("`{field}` must be a whole number of at least 1, not {value}")]
    /// `value` as written (a count may be past any machine integer).
    NotPositive { field: &'static str, value: String },
    #[error("`{field}` is too large: {value} (at most {max})", max = u32::MAX)]
    TooLarge { field: &'static str, value: String },
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
    /// Read as wide as YAML reads a number, so a huge one is told as written.
    #[serde(default, deserialize_with = "copies")]
    count: Option<i128>,
    #[serde(default, deserialize_with = "copies")]
    max: Option<i128>,
}

/// A `count` or `max`: a whole number, or an error that says how to write one (`count:
/// any` is no number of copies; `max: N` is "any number up to N").
fn copies<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<i128>, D::Error> {
    struct Copies;
    impl serde::de::Visitor<'_> for Copies {
        type Value = i128;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(
                f,
                "a whole number of copies (count: 3 for exactly 3; max: 3 for any number up to 3)"
            )
        }
        fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<i128, E> {
            Ok(n.into())
        }
        fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<i128, E> {
            Ok(n.into())
        }
        fn visit_i128<E: serde::de::Error>(self, n: i128) -> Result<i128, E> {
            Ok(n)
        }
        fn visit_u128<E: serde::de::Error>(self, n: u128) -> Result<i128, E> {
            // Past i128 (39 digits): too large, as written, in the words of a count's check.
            let too_large = || E::custom(format!("too large: {n} (at most {})", u32::MAX));
            i128::try_from(n).map_err(|_| too_large())
        }
    }
    // By the value's own type, so that a number past 64 bits reaches the 128-bit visits.
    d.deserialize_any(Copies).map(Some)
}

impl Puzzle {
    /// Reads a puzzle file.
    pub fn load(path: &Path) -> Result<Puzzle, PuzzleError> {
        Puzzle::load_within(path, &SetupLimits::NONE)
    }

    /// Reads a puzzle file whose placements are listed within `limits` (memory estimated
    /// first, the deadline looked at while they are listed).
    pub fn load_within(path: &Path, limits: &SetupLimits) -> Result<Puzzle, PuzzleError> {
        let file = path.display().to_string();
        let text = crate::text_file::read(path).map_err(|e| PuzzleError {
            file: file.clone(),
            kind: PuzzleErrorKind::Read(e),
        })?;
        let default_name = path
            .file_stem()
            .map_or_else(|| file.clone(), |s| s.to_string_lossy().into_owned());
        Puzzle::parse_within(&text, &file, &default_name, limits)
    }

    /// Reads a puzzle from text; `file` names it in errors, `default_name` is used when the
    /// file has no `name`.
    pub fn parse(text: &str, file: &str, default_name: &str) -> Result<Puzzle, PuzzleError> {
        Puzzle::parse_within(text, file, default_name, &SetupLimits::NONE)
    }

    /// As [`Puzzle::parse`], listing the placements within `limits`.
    pub fn parse_within(
        text: &str,
        file: &str,
        default_name: &str,
        limits: &SetupLimits,
    ) -> Result<Puzzle, PuzzleError> {
        Puzzle::parse_named(text, default_name, usize::MAX, limits).map_err(|kind| PuzzleError {
            file: file.to_string(),
            kind,
        })
    }

    /// A puzzle file's board and pieces, checked as [`Puzzle::parse`] checks them but with
    /// no placement listed (for a game that places the pieces by its own rules), a board of
    /// more than `max_cells` cells refused; the pieces need not fit on the board together
    /// (a game's pieces that find no room stay in hand).
    pub fn parse_pieces(
        text: &str,
        file: &str,
        max_cells: usize,
    ) -> Result<(Region, Vec<PieceKind>), PuzzleError> {
        let read = || -> Result<_, PuzzleErrorKind> {
            let parts = read_file(text, "", max_cells)?;
            crate::tiling::validate_each_piece(&parts.region, &parts.pieces)?;
            Ok((parts.region, parts.pieces))
        };
        read().map_err(|kind| PuzzleError {
            file: file.to_string(),
            kind,
        })
    }

    fn parse_named(
        text: &str,
        default_name: &str,
        max_cells: usize,
        limits: &SetupLimits,
    ) -> Result<Puzzle, PuzzleErrorKind> {
        let parts = read_file(text, default_name, max_cells)?;
        let tiling = Tiling::new_within(parts.region, parts.pieces, parts.allow_flip, limits)?;
        Ok(Puzzle {
            name: parts.name,
            tiling,
        })
    }
}

/// Checks every piece's name with `check`; `file` names the file in the error.
pub fn check_piece_names<E>(
    pieces: &[PieceKind],
    file: &str,
    check: impl Fn(&str) -> Result<(), E>,
) -> Result<(), PuzzleError>
where
    E: std::error::Error + Send + Sync + 'static,
{
    let refused = (pieces.iter()).find_map(|p| check(&p.name).err().map(|e| (p.name.clone(), e)));
    match refused {
        None => Ok(()),
        Some((name, reason)) => Err(PuzzleError {
            file: file.to_string(),
            kind: PuzzleErrorKind::Name {
                name,
                reason: Box::new(reason),
            },
        }),
    }
}

/// What a puzzle file says, before any placement is listed.
struct PuzzleParts {
    name: String,
    region: Region,
    /// Each piece read and named once.
    pieces: Vec<PieceKind>,
    /// Whether the pieces may be turned over.
    allow_flip: bool,
}

/// Reads a puzzle file's parts; a board of more than `max_cells` cells is refused.
fn read_file(
    text: &str,
    default_name: &str,
    max_cells: usize,
) -> Result<PuzzleParts, PuzzleErrorKind> {
    let raw: PuzzleFile = yaml::from_str(text)?;
    let region = Region::parse(&raw.board)?;
    if region.len() > max_cells {
        return Err(PuzzleErrorKind::BoardTooLarge {
            cells: region.len(),
            max: max_cells,
        });
    }
    let mut pieces: Vec<PieceKind> = Vec::new();
    let mut sources: Vec<Source> = Vec::new();
    for (index, entry) in raw.pieces.iter().enumerate() {
        let kinds =
            piece_kinds(entry).map_err(|reason| PuzzleErrorKind::Piece { index, reason })?;
        let source = Source {
            index,
            how: how_given(entry),
        };
        for kind in &kinds {
            let given = (&pieces[..], &sources[..]);
            once_each(given, kind, &source, !raw.one_sided)?;
        }
        sources.extend(kinds.iter().map(|_| source.clone()));
        pieces.extend(kinds);
    }
    Ok(PuzzleParts {
        name: raw.name.unwrap_or_else(|| default_name.to_string()),
        region,
        pieces,
        allow_flip: !raw.one_sided,
    })
}

/// How an entry gives its pieces (one already read without fault).
fn how_given(entry: &PieceEntry) -> How {
    match (&entry.set, &entry.shape) {
        (Some(set), _) => How::Set(set.clone()),
        (None, Some(_)) => How::Drawn,
        (None, None) => How::Named,
    }
}

/// Refuses `kind`, given by `source`, if an earlier entry gave its name: the same piece
/// listed twice, or another piece of the same name.
fn once_each(
    (pieces, sources): (&[PieceKind], &[Source]),
    kind: &PieceKind,
    source: &Source,
    allow_flip: bool,
) -> Result<(), PuzzleErrorKind> {
    let Some(earlier) = pieces.iter().position(|p| p.name == kind.name) else {
        return Ok(());
    };
    let name = kind.name.clone();
    if names::same_piece(&pieces[earlier].shape, &kind.shape, allow_flip) {
        let index = source.index;
        return Err(PuzzleErrorKind::Repeated { index, name });
    }
    Err(PuzzleErrorKind::Clash(Box::new(NameClash {
        name,
        first: sources[earlier].clone(),
        second: source.clone(),
    })))
}

fn piece_kinds(entry: &PieceEntry) -> Result<Vec<PieceKind>, PieceEntryError> {
    let (min, max) = bounds(entry)?;
    let named = match (&entry.set, &entry.name, &entry.shape) {
        (Some(set), None, None) => named_set(set).ok_or_else(|| unknown_set(set))?,
        (None, Some(name), Some(_)) if !says_something(name) => {
            return Err(PieceEntryError::BlankName { name: name.clone() });
        }
        (None, Some(name), Some(drawing)) => vec![NamedPiece {
            name: name.clone(),
            shape: Shape::parse(drawing).map_err(|reason| PieceEntryError::Shape {
                name: name.clone(),
                reason,
            })?,
        }],
        (None, Some(name), None) => {
            vec![named_piece(name).ok_or_else(|| unknown_piece(name))?]
        }
        (None, None, Some(_)) => return Err(PieceEntryError::ShapeWithoutName),
        (None, None, None) => return Err(PieceEntryError::NoPiece),
        (Some(_), _, _) => return Err(PieceEntryError::SetWithName),
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

/// Whether a drawn piece's name says something: not empty, nor spaces alone (the output
/// names the piece by it). A game that reads the puzzle as its set checks its names
/// further (see `polyssimo::position::piece_name`).
fn says_something(name: &str) -> bool {
    !name.trim().is_empty()
}

/// The `(min, max)` copies an entry asks for: `count: N` exactly, `max: N` up to N, else 1.
fn bounds(entry: &PieceEntry) -> Result<(u32, u32), PieceEntryError> {
    match (entry.count, entry.max) {
        (Some(_), Some(_)) => Err(PieceEntryError::CountAndMax),
        (Some(n), None) => positive("count", n).map(|n| (n, n)),
        (None, Some(n)) => positive("max", n).map(|n| (0, n)),
        (None, None) => Ok((1, 1)),
    }
}

fn positive(field: &'static str, value: i128) -> Result<u32, PieceEntryError> {
    match u32::try_from(value) {
        Ok(n) if n > 0 => Ok(n),
        _ if value > 0 => Err(PieceEntryError::TooLarge {
            field,
            value: value.to_string(),
        }),
        _ => Err(PieceEntryError::NotPositive {
            field,
            value: value.to_string(),
        }),
    }
}

/// The error for a set name no set has, suggesting a set only for a slip of one letter
/// or a name cut short (`pentomino`): a near name like `trominoes` or `heptominoes` is
/// another family of pieces, not a typo of `tetrominoes` or `hexominoes`.
fn unknown_set(name: &str) -> PieceEntryError {
    let typed = name.to_lowercase();
    let slip = |set: &&str| {
        crate::wording::edit_distance(&typed, set) <= 1 || set.starts_with(typed.as_str())
    };
    let near = SET_NAMES.iter().map(|(set, _)| *set).filter(slip);
    PieceEntryError::UnknownSet {
        name: name.to_string(),
        suggestion: crate::wording::suggestion(name, near),
    }
}

/// The error for a piece name no set has, with the nearest name any set has.
fn unknown_piece(name: &str) -> PieceEntryError {
    let names: Vec<String> = every_named_piece().map(|p| p.name).collect();
    PieceEntryError::UnknownPiece {
        name: name.to_string(),
        suggestion: crate::wording::suggestion(name, names.iter().map(String::as_str)),
    }
}

fn set_names() -> String {
    SET_NAMES.iter().map(|(n, _)| n).join(", ")
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

    fn kind_of(text: &str) -> PuzzleErrorKind {
        let err = parse(text).unwrap_err();
        assert_eq!(err.file, "test.yaml");
        err.kind
    }

    fn entry_error(text: &str) -> (usize, PieceEntryError) {
        match kind_of(text) {
            PuzzleErrorKind::Piece { index, reason } => (index, reason),
            other => panic!("not a piece entry error: {other}"),
        }
    }

    #[test]
    fn a_drawn_pieces_name_is_not_blank() {
        for name in ["\"\"", "\"  \""] {
            let text = format!(
                "board: |\n  ####\n  ####\npieces:\n  - {{name: {name}, shape: \"##\", count: 4}}\n"
            );
            let (index, reason) = entry_error(&text);
            assert_eq!(index, 0);
            assert!(
                matches!(reason, PieceEntryError::BlankName { .. }),
                "{reason}"
            );
        }
    }

    #[test]
    fn a_count_that_is_not_a_number_says_how_to_write_one() {
        let any = kind_of("board: \"##\"\npieces:\n  - name: I2\n    count: any\n");
        assert_eq!(
            any.to_string(),
            "invalid puzzle file: pieces[1].count: invalid type: string \"any\", expected a \
             whole number of copies (count: 3 for exactly 3; max: 3 for any number up to 3) at \
             line 4 column 12"
        );
    }

    #[test]
    fn bad_piece_entries_name_the_entry_and_reason() {
        let unknown = entry_error("board: \"##\"\npieces:\n  - name: I2\n  - name: Q9\n");
        let suggestion = String::new();
        let name = "Q9".to_string();
        assert_eq!(
            unknown,
            (1, PieceEntryError::UnknownPiece { name, suggestion })
        );
        let near = entry_error("board: \"##\"\npieces:\n  - name: I3x\n").1;
        assert!(
            near.to_string().contains("\"I3x\" (did you mean I3?)"),
            "{near}"
        );
        let zero = entry_error("board: \"##\"\npieces:\n  - name: I2\n    count: 0\n");
        let field = "count";
        assert_eq!(
            zero.1,
            PieceEntryError::NotPositive {
                field,
                value: "0".into()
            }
        );
        let negative = entry_error("board: \"##\"\npieces:\n  - name: I2\n    max: -2\n");
        let field = "max";
        assert_eq!(
            negative.1,
            PieceEntryError::NotPositive {
                field,
                value: "-2".into()
            }
        );
        let huge = entry_error("board: \"##\"\npieces:\n  - name: I2\n    count: 99999999999\n");
        let (field, value) = ("count", "99999999999".into());
        assert_eq!(huge.1, PieceEntryError::TooLarge { field, value });
        assert!(huge.1.to_string().contains("too large"));
        // Past 64 bits (YAML's reader hands them over as 128), told the same way, as written.
        for written in ["18446744073709551615", "99999999999999999999999"] {
            let text = format!("board: \"##\"\npieces:\n  - name: I2\n    max: {written}\n");
            let value = written.to_string();
            let huge = entry_error(&text).1;
            assert_eq!(
                huge,
                PieceEntryError::TooLarge {
                    field: "max",
                    value
                }
            );
        }
        let broken = entry_error("board: \"##\"\npieces:\n  - name: a\n    shape: \"#.#\"\n");
        assert!(matches!(
            broken.1,
            PieceEntryError::Shape {
                reason: ShapeError::Disconnected,
                ..
            }
        ));
        let set = entry_error("board: \"##\"\npieces:\n  - set: heptominoes\n");
        let (name, suggestion) = ("heptominoes".to_string(), String::new());
        assert_eq!(set.1, PieceEntryError::UnknownSet { name, suggestion });
        let far = entry_error("board: \"##\"\npieces:\n  - set: trominoes\n").1;
        assert!(!far.to_string().contains("did you mean"), "{far}");
        let near = entry_error("board: \"##\"\npieces:\n  - set: pentomino\n").1;
        assert!(
            near.to_string().contains("(did you mean pentominoes?)"),
            "{near}"
        );
    }

    #[test]
    fn bad_files_say_which_part_is_wrong() {
        let twice = kind_of("board: \"##\"\npieces:\n  - name: I2\n  - name: O1\n  - name: I2\n");
        assert!(
            matches!(&twice, PuzzleErrorKind::Repeated { index: 2, name } if name == "I2"),
            "{twice}"
        );
        let large = kind_of("board: \"##\"\npieces:\n  - set: pentominoes\n");
        assert!(
            matches!(
                large,
                PuzzleErrorKind::Tiling(TilingError::PieceTooLarge { .. })
            ),
            "{large}"
        );
        let ragged = kind_of("board: |\n  ###\n  ##\npieces:\n  - name: I2\n");
        assert!(
            matches!(
                ragged,
                PuzzleErrorKind::Board(RegionError::Ragged { row: 2, .. })
            ),
            "{ragged}"
        );
        assert!(matches!(
            kind_of("board: [oops\n"),
            PuzzleErrorKind::Yaml(_)
        ));
        let unknown = kind_of("board: \"##\"\npieces: []\ncolour: red\n");
        assert!(
            unknown.to_string().contains("unknown field `colour`"),
            "{unknown}"
        );
    }

    #[test]
    fn the_message_names_the_file_and_the_item() {
        let err = parse("board: \"##\"\npieces:\n  - name: Q9\n").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("test.yaml: pieces[1]: unknown piece \"Q9\""),
            "{err}"
        );
    }
}
