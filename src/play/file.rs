//! Game state files: YAML with a format version, the game, its options, the seed and the
//! full history of moves, ending with `end_of_file: true` (format 2), so a file cut short
//! is refused rather than read as a shorter game. They are written by [`crate::safe_write`]
//! (whole or not at all, links, mode, owner and attributes kept), never larger than a reader
//! accepts; a game being changed is locked ([`GameFile`]), so two runs on one file never
//! lose a move.

use super::adapter::AnyGame;
use super::error::{FileError, OptionError, PlayError};
use super::games::Games;
use super::session::GameSession;
use crate::safe_write::{self, Existing, Target, Written};
use crate::yaml::{self, Value};
use serde::{Deserialize, Serialize};
use std::fs::{self, File};
use std::path::{Path, PathBuf};

/// The format version this build writes; it reads it and [`FORMAT_UNMARKED`].
pub const FORMAT: u32 = 2;
/// The format before files ended with `end_of_file: true`: still read, without the check
/// that the file is whole (nothing in such a file tells).
pub const FORMAT_UNMARKED: u32 = 1;

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
    /// Written last, always `true`: a file of format 2 without it was cut short.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_of_file: Option<bool>,
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
    let header: Header = yaml::from_str(text).map_err(|e| match is_other_value(text) {
        true => FileError::NotAMapping,
        false if marked_but_unended(text) => FileError::CutShortUnread(e),
        false => FileError::Yaml(e),
    })?;
    let format = header.format.ok_or(FileError::Missing("format"))?;
    if format != FORMAT && format != FORMAT_UNMARKED {
        return Err(FileError::Format {
            found: format,
            reads: FORMAT,
        });
    }
    let name = header.game.ok_or(FileError::Missing("game"))?;
    let entry = games.find(&name).map_err(FileError::Game)?;
    // A file cut short usually fails to read before its end is looked for: told so, with
    // what failed (a whole file may lack its end and be wrong besides).
    let file: StateFile = yaml::from_str(text).map_err(|e| match format == FORMAT {
        true if !has_end_line(text) => FileError::CutShortUnread(e),
        _ => FileError::Yaml(e),
    })?;
    if format == FORMAT && file.end_of_file != Some(true) {
        return Err(FileError::CutShort);
    }
    let resumed = entry.resume(file.options, file.seed, &file.history);
    resumed.map_err(|error| located(entry.adapter, text, error))
}

/// `error`, when it is options that do not fit the game, with the field and the line at
/// fault in `text` (`options.players: invalid type: … at line 4 column 12`).
fn located(game: &dyn AnyGame, text: &str, error: FileError) -> FileError {
    let name = match &error {
        FileError::Game(PlayError::Option(OptionError::Invalid { game, .. })) => *game,
        _ => return error,
    };
    match game.options_located(text) {
        Some(error) => FileError::Game(OptionError::Invalid { game: name, error }.into()),
        None => error,
    }
}

/// Whether `text` says it is of the format that ends with `end_of_file: true` and has no
/// such line: a file of that format cut short.
fn marked_but_unended(text: &str) -> bool {
    let marked = text
        .lines()
        .any(|line| line.trim_end() == format!("format: {FORMAT}"));
    marked && !has_end_line(text)
}

/// Whether `text` has the top-level `end_of_file:` line a state or challenge file ends with.
pub fn has_end_line(text: &str) -> bool {
    text.lines().any(|line| line.starts_with("end_of_file:"))
}

/// Whether `text` has a state file's top-level `format:` and `game:` lines (and no
/// challenge's `answer:`, `fingerprint:` or `question:`), read or not
/// (`play list` lists such a file with why it does not read, and passes over other YAML).
pub fn looks_like_state_file(text: &str) -> bool {
    let starts = |key: &str| text.lines().any(|l| l.starts_with(key));
    // A challenge file has both too, and its answer.
    let challenge = starts("answer:") || starts("fingerprint:") || starts("question:");
    starts("format:") && starts("game:") && !challenge
}

/// Whether `text` reads as YAML but not as a mapping, which every state file is (YAML
/// that does not read keeps its own error).
fn is_other_value(text: &str) -> bool {
    yaml::from_str::<yaml::Value>(text).is_ok_and(|v| !v.is_mapping())
}

/// A session's state file text.
pub fn to_text(session: &dyn GameSession) -> Result<String, FileError> {
    let file = StateFile {
        format: FORMAT,
        game: session.name().to_string(),
        options: session.options().map_err(FileError::Yaml)?,
        seed: session.seed(),
        history: session.history().to_vec(),
        end_of_file: Some(true),
    };
    let text = yaml::to_string(&file).map_err(FileError::Yaml)?;
    if text.len() > yaml::MAX_BYTES {
        return Err(FileError::TooLarge { bytes: text.len() });
    }
    Ok(text)
}

/// Whether `save_new` may replace an existing file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overwrite {
    Refuse,
    Allow,
}

/// Writes a new game's state file; an existing file is replaced only if allowed, and then
/// under the file's lock, so a run still playing on it never puts the old game back.
pub fn save_new(
    session: &dyn GameSession,
    path: &Path,
    overwrite: Overwrite,
) -> Result<Written, FileError> {
    save_text(&to_text(session)?, path, overwrite)
}

/// [`save_new`] of a session's text ([`to_text`]).
pub fn save_text(text: &str, path: &Path, overwrite: Overwrite) -> Result<Written, FileError> {
    let written = match (
        overwrite,
        safe_write::resolve(path).map_err(FileError::Write)?,
    ) {
        (Overwrite::Allow, Target::File(_)) => {
            return GameFile::lock(path)?.write(text).map(|()| Written::Done);
        }
        (Overwrite::Allow, _) => safe_write::write(path, text.as_bytes(), Existing::Replace),
        (Overwrite::Refuse, _) => safe_write::write(path, text.as_bytes(), Existing::Refuse),
    };
    written.map_err(FileError::Write)
}

/// A state file as a session last read or wrote it: where it is and what it held. The
/// protocol's `save` replaces a file only when it still holds this (or when forced), so a
/// move another run made on the file since is never written over unseen.
#[derive(Clone, Debug)]
pub struct Known {
    path: PathBuf,
    text: String,
}

impl Known {
    fn new(path: &Path, text: String) -> Known {
        let path = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        Known { path, text }
    }

    /// Whether both name the same file.
    pub fn same_path(&self, other: &Known) -> bool {
        self.path == other.path
    }
}

/// [`load`], also giving the file as read, for [`save_known`].
pub fn load_known(games: &Games, path: &Path) -> Result<(Box<dyn GameSession>, Known), FileError> {
    let text = crate::text_file::read(path).map_err(FileError::Read)?;
    let session = parse(games, &text)?;
    Ok((session, Known::new(path, text)))
}

/// Writes the session to `path`: a new file, or under its lock over a file that still holds
/// what one of `known` says this session last read or wrote there; any other existing file
/// only when `force`. Gives the file as written.
pub fn save_known(
    session: &dyn GameSession,
    path: &Path,
    known: &[Known],
    force: bool,
) -> Result<Known, FileError> {
    let text = to_text(session)?;
    match safe_write::resolve(path).map_err(FileError::Write)? {
        Target::File(_) => {
            let mut file = GameFile::lock(path)?;
            if !force {
                file.check_known(known)?;
            }
            file.write(&text)?;
        }
        Target::Missing(_) => {
            // Refused, not replaced, if another run creates the file meanwhile; a missing
            // path is no standard stream, so nothing is left for the caller to write.
            match safe_write::write(path, text.as_bytes(), Existing::Refuse) {
                Ok(Written::Done) => {}
                Ok(Written::Standard(_)) => return Err(FileError::Read(not_a_file())),
                Err(e) => return Err(FileError::Write(e)),
            }
        }
        _ => return Err(FileError::Read(not_a_file())),
    }
    Ok(Known::new(path, text))
}

/// Writes any text file whole or not at all (position files, exports, pictures).
pub fn write_text(path: &Path, text: &str, existing: Existing) -> Result<Written, FileError> {
    safe_write::write(path, text.as_bytes(), existing).map_err(FileError::Write)
}

/// A game file locked for a change: load it, change the session, save it; the lock is
/// released when this is dropped. The lock is advisory: every `tessera` run that writes
/// the file takes it (`play apply`, `play bot`, `play new --force`, the protocol's `save`).
pub struct GameFile {
    path: PathBuf,
    _lock: File,
}

impl GameFile {
    /// Opens and locks the regular file `path` names, waiting while another run holds it.
    pub fn lock(path: &Path) -> Result<GameFile, FileError> {
        GameFile::lock_by(path, |file| file.lock().map_err(FileError::Lock))
    }

    /// Opens and locks the regular file `path` names, or refuses at once if another run
    /// holds it (a game played at the table keeps its file locked while it is played).
    pub fn try_lock(path: &Path) -> Result<GameFile, FileError> {
        GameFile::lock_by(path, |file| match file.try_lock() {
            Ok(()) => Ok(()),
            Err(std::fs::TryLockError::WouldBlock) => Err(FileError::Busy),
            Err(std::fs::TryLockError::Error(e)) => Err(FileError::Lock(e)),
        })
    }

    fn lock_by(
        path: &Path,
        take: impl Fn(&File) -> Result<(), FileError>,
    ) -> Result<GameFile, FileError> {
        loop {
            let path = match safe_write::resolve(path).map_err(FileError::Write)? {
                Target::File(path) => path,
                // Opened for the system's own words ("No such file or directory").
                Target::Missing(missing) => match File::open(missing) {
                    Err(error) => return Err(FileError::Read(error)),
                    Ok(_) => continue, // created meanwhile: resolved again
                },
                _ => return Err(FileError::Read(not_a_file())),
            };
            let file = File::open(&path).map_err(FileError::Read)?;
            take(&file)?;
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

    /// Whether the locked file still holds what `known` says was read or written there.
    fn check_known(&self, known: &[Known]) -> Result<(), FileError> {
        // Read as `load_known` reads (a byte-order mark left out): an unchanged file is
        // the same text.
        let now = Known::new(
            &self.path,
            crate::text_file::read(&self.path).map_err(FileError::Read)?,
        );
        match known.iter().find(|k| k.same_path(&now)) {
            Some(k) if k.text == now.text => Ok(()),
            Some(_) => Err(FileError::Changed),
            None => Err(FileError::Exists),
        }
    }

    /// Writes the session over the file.
    pub fn save(&mut self, session: &dyn GameSession) -> Result<(), FileError> {
        self.write(&to_text(session)?)
    }

    /// Replaces the file and moves the lock to the new one, locked before it took the
    /// name: a run waiting for the lock wakes on the old file, sees it replaced and waits
    /// for the new one, so the lock never lapses while this is held.
    fn write(&mut self, text: &str) -> Result<(), FileError> {
        let replaced = safe_write::replace_locked(&self.path, text.as_bytes());
        if let Some(new) = replaced.map_err(FileError::Write)? {
            self._lock = new;
        }
        Ok(())
    }
}

fn not_a_file() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidInput,
        "it is not a regular file (a FIFO, socket or device)",
    )
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
