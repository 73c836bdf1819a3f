//! Unlock sheets for the piece-unlock variant, read from the YAML text of `--unlock-sheet
//! FILE` (kept in the state file): one sheet for every player, or one per player in seat
//! order. A sheet is a list of slots; each slot sits under a kind it unlocks, is filled by
//! one piece of a named kind, and prints bonus points scored if it stays uncovered.
//!
//! ```yaml
//! sheets:
//!   - name: example
//!     slots:
//!       - { unlock: L3, piece: I2, points: 1 }
//! ```

use crate::project_l::Kind;
use serde::Deserialize;

/// One slot of a sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The kind the slot unlocks.
    pub unlock: Kind,
    /// The kind of piece that fills it.
    pub piece: Kind,
    /// Points scored at the end if the slot stays uncovered.
    pub points: u32,
}

/// A player's unlock sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    pub name: String,
    pub slots: Vec<Slot>,
}

impl Sheet {
    /// The slot under `kind`, if the sheet has one.
    pub fn slot(&self, kind: Kind) -> Option<&Slot> {
        self.slots.iter().find(|s| s.unlock == kind)
    }
}

/// Why an unlock sheet file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    #[error("not an unlock sheet file: {0}")]
    Yaml(String),
    #[error("the file has no sheets")]
    NoSheets,
    #[error("{sheets} sheets for {players} players (give one for all, or one per player)")]
    Count { sheets: usize, players: usize },
    #[error("sheet {sheet:?}: {kind:?} is not a piece kind")]
    UnknownKind { sheet: String, kind: String },
    #[error("sheet {sheet:?}: {kind} is usable from the start (levels 1 and 2), it has no slot")]
    NotLocked { sheet: String, kind: Kind },
    #[error("sheet {sheet:?}: the slot under {kind} has no points")]
    NoPoints { sheet: String, kind: Kind },
    #[error("sheet {sheet:?}: {kind} has two slots")]
    Twice { sheet: String, kind: Kind },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileText {
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
    #[serde(default)]
    sheets: Vec<SheetText>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SheetText {
    #[serde(default)]
    name: Option<String>,
    slots: Vec<SlotText>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SlotText {
    unlock: String,
    piece: String,
    #[serde(default)]
    points: Option<u32>,
}

/// Reads a sheet file: one sheet per player, the single sheet repeated if only one is
/// given.
pub fn read_sheets(text: &str, players: usize) -> Result<Vec<Sheet>, SheetError> {
    let sheets = parse_sheets(text)?;
    match sheets.len() {
        1 => Ok(vec![sheets[0].clone(); players]),
        n if n == players => Ok(sheets),
        n => Err(SheetError::Count { sheets: n, players }),
    }
}

/// The sheets of a sheet file, each checked, however many there are (at least one).
pub(super) fn parse_sheets(text: &str) -> Result<Vec<Sheet>, SheetError> {
    let file: FileText =
        crate::yaml::from_str(text).map_err(|e| SheetError::Yaml(e.to_string()))?;
    if file.sheets.is_empty() {
        return Err(SheetError::NoSheets);
    }
    (file.sheets.into_iter().enumerate())
        .map(|(i, s)| sheet(s, i))
        .collect()
}

fn sheet(text: SheetText, index: usize) -> Result<Sheet, SheetError> {
    let name = text.name.unwrap_or_else(|| format!("{}", index + 1));
    let mut slots: Vec<Slot> = Vec::new();
    for slot in text.slots {
        let kind = |word: &str| {
            Kind::parse(word).ok_or_else(|| SheetError::UnknownKind {
                sheet: name.clone(),
                kind: word.into(),
            })
        };
        let (unlock, piece) = (kind(&slot.unlock)?, kind(&slot.piece)?);
        let at = |kind| (name.clone(), kind);
        if unlock.level() <= 2 {
            let (sheet, kind) = at(unlock);
            return Err(SheetError::NotLocked { sheet, kind });
        }
        if slots.iter().any(|s| s.unlock == unlock) {
            let (sheet, kind) = at(unlock);
            return Err(SheetError::Twice { sheet, kind });
        }
        let Some(points) = slot.points else {
            let (sheet, kind) = at(unlock);
            return Err(SheetError::NoPoints { sheet, kind });
        };
        slots.push(Slot {
            unlock,
            piece,
            points,
        });
    }
    Ok(Sheet { name, slots })
}
