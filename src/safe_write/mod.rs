//! Writing the files users name (state files, pictures, exports, checkpoints) without ever
//! destroying what is not ours: a regular file is replaced whole or not at all, keeping its
//! mode, owner, extended attributes, symbolic links and hard links; a device, FIFO or socket
//! is written through, never renamed over; a full disk leaves the old content. See
//! `docs/files.md` for the promises as a user reads them.
//!
//! The parts: `target` finds what a path names, `replace` writes a regular file,
//! `in_place` writes one that other names share, `keep` gives a new file the old one's
//! owner and attributes, `stale` finds the temporary files of writers that were killed.

mod error;
mod in_place;
mod keep;
mod replace;
mod stale;
mod target;

pub use error::WriteError;
pub use stale::{digest, stale_temporaries};
pub use target::{Target, names_standard_error, names_standard_output, resolve};

use std::io::Write;
use std::path::Path;

/// Whether `output` names the file `input` names (through links, `..` and the like): a
/// command that writes `output` from `input` would destroy what it read. `false` when
/// either does not exist.
pub fn same_file(input: &Path, output: &Path) -> bool {
    match (input.canonicalize(), output.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Why `path` could not be written later, found before the work that would write it: it
/// is read-only, or its folder is not there or is a file. `None` when nothing is seen
/// against it (the write may still fail, and says why).
pub fn unwritable(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path);
    if meta.is_ok_and(|m| m.is_file() && m.permissions().readonly()) {
        return Some(WriteError::ReadOnly.to_string());
    }
    let folder = path.parent().filter(|f| !f.as_os_str().is_empty())?;
    match (folder.is_dir(), folder.exists()) {
        (true, _) => None,
        (false, true) => Some(format!("{} is a file, not a folder", folder.display())),
        (false, false) => Some(format!(
            "there is no folder {} to write it in",
            folder.display()
        )),
    }
}

/// Whether an existing file may be replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Existing {
    /// Refuse with [`WriteError::Exists`] (a file made meanwhile is never replaced).
    Refuse,
    Replace,
}

/// What [`write`](fn@write) did with the bytes.
#[must_use = "bytes for a standard stream are the caller's to write"]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// Written to the file, device, FIFO or socket.
    Done,
    /// Not written: the path names the process's standard output or error, which belong
    /// to the caller (a command line run in process has streams of its own).
    Standard(Standard),
}

/// One of the process's standard streams.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standard {
    Output,
    Error,
}

/// Writes `bytes` to what `path` names: a regular file (or a link's target) whole or not at
/// all; a device, FIFO or socket through. A path naming standard output or error is left
/// to the caller ([`Written::Standard`]).
pub fn write(path: &Path, bytes: &[u8], existing: Existing) -> Result<Written, WriteError> {
    match resolve(path)? {
        Target::File(_) if existing == Existing::Refuse => Err(WriteError::Exists),
        Target::File(file) => replace::replace(&file, bytes).map(|()| Written::Done),
        Target::Missing(file) => replace::create(&file, bytes, existing).map(|()| Written::Done),
        Target::Stream(node) => write_through(&node, bytes).map(|()| Written::Done),
        Target::StandardOutput => Ok(Written::Standard(Standard::Output)),
        Target::StandardError => Ok(Written::Standard(Standard::Error)),
    }
}

/// Replaces the regular file `file` (a path [`resolve`] gave) by `bytes` and returns the new
/// file, locked before it took the name, for a writer that holds a lock on the file across
/// several writes; `None` when the file was written in place and keeps its lock.
pub fn replace_locked(file: &Path, bytes: &[u8]) -> Result<Option<std::fs::File>, WriteError> {
    replace::replace_locked(file, bytes)
}

/// Opens a device, FIFO or socket for writing (never creating or truncating it) and
/// streams `bytes` into it.
fn write_through(node: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(node)
        .map_err(WriteError::Io)?;
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .map_err(WriteError::Io)
}
