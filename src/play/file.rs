//! Game state files: YAML with a format version, the game, its options, the seed and the
//! full history of moves. A file is never left half-written (a temporary file in the same
//! folder, flushed, then renamed over it), keeps its mode, and is written through a
//! symbolic link to the link's target. A file with other hard links is written in place
//! instead, after the temporary copy is flushed, so every name still shows the same game
//! (a rename would leave the other names on the old one); should that write fail part
//! way, the copy is kept and the error names it. A read-only file is not written. A game
//! being changed is locked ([`GameFile`]), so two runs on one file never lose a move.

use super::error::FileError;
use super::games::Games;
use super::session::GameSession;
use crate::yaml::{self, Value};
use serde::{Deserialize, Serialize};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The format version this build writes and reads.
pub const FORMAT: u32 = 1;

/// A state file.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateFile {
    pub format: u32,
    pub game: String,
    pub options: Value,
    pub seed: u64,
    #[serde(default)]
    pub history: Vec<String>,
}

#[derive(Deserialize)]
struct Header {
    format: Option<u32>,
    game: Option<String>,
}

/// Reads a state file and replays it.
pub fn load(games: &Games, path: &Path) -> Result<Box<dyn GameSession>, FileError> {
    let text = crate::text_file::read(path).map_err(FileError::Read)?;
    parse(games, &text)
}

/// Reads a state file's text and replays it.
pub fn parse(games: &Games, text: &str) -> Result<Box<dyn GameSession>, FileError> {
    let header: Header = yaml::from_str(text).map_err(FileError::Yaml)?;
    match header.format {
        Some(FORMAT) => {}
        Some(found) => {
            return Err(FileError::Format {
                found,
                reads: FORMAT,
            });
        }
        None => return Err(FileError::Missing("format")),
    }
    let name = header.game.ok_or(FileError::Missing("game"))?;
    let entry = games.find(&name).map_err(FileError::Game)?;
    let file: StateFile = yaml::from_str(text).map_err(FileError::Yaml)?;
    entry.resume(file.options, file.seed, &file.history)
}

/// A session's state file text.
pub fn to_text(session: &dyn GameSession) -> Result<String, FileError> {
    let file = StateFile {
        format: FORMAT,
        game: session.name().to_string(),
        options: session.options().map_err(FileError::Yaml)?,
        seed: session.seed(),
        history: session.history().to_vec(),
    };
    yaml::to_string(&file).map_err(FileError::Yaml)
}

/// Whether `save_new` may replace an existing file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overwrite {
    Refuse,
    Allow,
}

/// Writes a new game's state file; an existing file is replaced only if allowed.
pub fn save_new(
    session: &dyn GameSession,
    path: &Path,
    overwrite: Overwrite,
) -> Result<(), FileError> {
    let text = to_text(session)?;
    let target = resolve(path);
    if overwrite == Overwrite::Allow {
        return replace(&target, &text);
    }
    // A hard link fails if the name exists, so a file made meanwhile is never replaced.
    let temporary = write_temporary(&target, &text, None)?;
    let linked = fs::hard_link(&temporary, &target);
    let _ = fs::remove_file(&temporary);
    match linked {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(FileError::Exists),
        Err(e) => Err(FileError::Write(e)),
    }
}

/// Writes any text file whole or not at all (position files, exports).
pub fn write_text(path: &Path, text: &str) -> Result<(), FileError> {
    replace(&resolve(path), text)
}

/// A game file locked for a change: load it, change the session, save it; the lock is
/// released when this is dropped. The lock is advisory: every `tessera` run that changes
/// the file takes it.
pub struct GameFile {
    path: PathBuf,
    _lock: File,
}

impl GameFile {
    /// Opens and locks the file, waiting while another run holds it.
    pub fn lock(path: &Path) -> Result<GameFile, FileError> {
        let path = resolve(path);
        loop {
            let file = File::open(&path).map_err(FileError::Read)?;
            file.lock().map_err(FileError::Lock)?;
            // A run that held the lock may have replaced the file: lock the new one.
            if same_file(&file, &path)? {
                return Ok(GameFile { path, _lock: file });
            }
        }
    }

    /// The game in the file.
    pub fn load(&self, games: &Games) -> Result<Box<dyn GameSession>, FileError> {
        load(games, &self.path)
    }

    /// Writes the session over the file.
    pub fn save(&self, session: &dyn GameSession) -> Result<(), FileError> {
        replace(&self.path, &to_text(session)?)
    }
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> Result<bool, FileError> {
    use std::os::unix::fs::MetadataExt;
    let open = file.metadata().map_err(FileError::Read)?;
    let now = fs::metadata(path).map_err(FileError::Read)?;
    Ok(open.dev() == now.dev() && open.ino() == now.ino())
}

#[cfg(not(unix))]
fn same_file(_file: &File, _path: &Path) -> Result<bool, FileError> {
    Ok(true)
}

/// The file a path names: the target of a symbolic link, so writing keeps the link.
fn resolve(path: &Path) -> PathBuf {
    fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Replaces the file by a temporary file with the same mode, renamed over it.
fn replace(target: &Path, text: &str) -> Result<(), FileError> {
    let permissions = match fs::metadata(target) {
        Ok(m) if m.permissions().readonly() => return Err(FileError::ReadOnly),
        Ok(m) => Some(m.permissions()),
        Err(_) => None,
    };
    let temporary = write_temporary(target, text, permissions)?;
    if has_other_links(target) {
        return write_in_place(target, &temporary, text);
    }
    fs::rename(&temporary, target).map_err(|e| {
        let _ = fs::remove_file(&temporary);
        FileError::Write(e)
    })
}

#[cfg(unix)]
fn has_other_links(target: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    fs::metadata(target).is_ok_and(|m| m.nlink() > 1)
}

#[cfg(not(unix))]
fn has_other_links(_target: &Path) -> bool {
    false
}

/// Writes `text` over the file itself (keeping its hard links), `temporary` holding the
/// same text already flushed: removed once the file is written, kept if the write failed
/// part way.
fn write_in_place(target: &Path, temporary: &Path, text: &str) -> Result<(), FileError> {
    let mut file = match fs::OpenOptions::new().write(true).open(target) {
        Ok(file) => file,
        Err(e) => {
            let _ = fs::remove_file(temporary);
            return Err(FileError::Write(e));
        }
    };
    let written = file
        .write_all(text.as_bytes())
        .and_then(|()| file.set_len(text.len() as u64))
        .and_then(|()| file.sync_all());
    match written {
        Ok(()) => {
            let _ = fs::remove_file(temporary);
            Ok(())
        }
        Err(source) => Err(FileError::InPlace {
            copy: temporary.to_path_buf(),
            source,
        }),
    }
}

/// Writes `text` to a new temporary file beside `target`, flushed to the disk; nothing is
/// left behind on an error.
fn write_temporary(
    target: &Path,
    text: &str,
    permissions: Option<fs::Permissions>,
) -> Result<PathBuf, FileError> {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "state".into());
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let temporary = target.with_file_name(format!(".{name}.tmp-{}-{nanos}", std::process::id()));
    let written = File::create_new(&temporary).and_then(|mut file| {
        if let Some(p) = permissions {
            file.set_permissions(p)?;
        }
        file.write_all(text.as_bytes())?;
        file.sync_all()
    });
    match written {
        Ok(()) => Ok(temporary),
        Err(e) => {
            if e.kind() != std::io::ErrorKind::AlreadyExists {
                let _ = fs::remove_file(&temporary);
            }
            Err(FileError::Write(e))
        }
    }
}
