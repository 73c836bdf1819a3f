//! Game state files: YAML with a format version, the game, its options, the seed and the
//! full history of moves. Written to a temporary file and renamed, so a file is never left
//! half-written.

use crate::yaml;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The format version this build writes and reads.
pub const FORMAT: u32 = 1;

/// A state file.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateFile<O> {
    pub format: u32,
    pub game: String,
    pub options: O,
    pub seed: u64,
    #[serde(default)]
    pub history: Vec<String>,
}

#[derive(Deserialize)]
struct Header {
    format: Option<u32>,
    game: Option<String>,
}

/// Reads a state file's text and the name of its game, checking the format version.
pub fn read_header(path: &Path) -> Result<(String, String), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read the file: {e}"))?;
    let header: Header = yaml::from_str(&text).map_err(|e| format!("invalid state file: {e}"))?;
    match header.format {
        Some(FORMAT) => {}
        Some(other) => {
            return Err(format!(
                "format {other} is not one this build reads (it reads {FORMAT})"
            ));
        }
        None => return Err("not a state file: no `format`".into()),
    }
    let game = header.game.ok_or("not a state file: no `game`")?;
    Ok((text, game))
}

/// Parses a state file for a known game.
pub fn parse<O: DeserializeOwned>(text: &str) -> Result<StateFile<O>, String> {
    yaml::from_str(text).map_err(|e| format!("invalid state file: {e}"))
}

/// Writes the file through a temporary file in the same folder and a rename.
pub fn write_atomically<O: Serialize>(path: &Path, file: &StateFile<O>) -> Result<(), String> {
    let text = yaml::to_string(file).map_err(|e| e.to_string())?;
    let name = path
        .file_name()
        .ok_or("the state file needs a file name")?
        .to_string_lossy();
    let temporary = path.with_file_name(format!(".{name}.tmp-{}", std::process::id()));
    std::fs::write(&temporary, text)
        .map_err(|e| format!("cannot write {}: {e}", temporary.display()))?;
    std::fs::rename(&temporary, path).map_err(|e| {
        let _ = std::fs::remove_file(&temporary);
        format!("cannot replace {}: {e}", path.display())
    })
}
