//! Writing a file over itself, for a file whose every name must see the new content (hard
//! links) or whose owner or attributes a new file could not keep. The growth is written
//! first, past the old end, and flushed: on a full disk that is what fails, and cutting the
//! file back to its old length leaves it exactly as it was. Only then is the old content
//! overwritten, which needs no new room; should that fail all the same, the old content is
//! written back, and if even that fails the new content is kept in a copy the error names.

use super::{WriteError, stale};
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

/// Writes `bytes` over the file `target` itself.
pub fn write(target: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .open(target)
        .map_err(WriteError::Io)?;
    let mut old = Vec::new();
    file.read_to_end(&mut old).map_err(WriteError::Io)?;
    grow(&mut file, &old, bytes)?;
    if let Err(source) = overwrite(&mut file, bytes) {
        return Err(restore(&mut file, &old, target, bytes, source));
    }
    Ok(())
}

/// Writes the part of `bytes` past the old end and flushes it; on failure the file is cut
/// back to `old`'s length, unchanged.
fn grow(file: &mut File, old: &[u8], bytes: &[u8]) -> Result<(), WriteError> {
    if bytes.len() <= old.len() {
        return Ok(());
    }
    let grown = file
        .seek(SeekFrom::Start(old.len() as u64))
        .and_then(|_| file.write_all(&bytes[old.len()..]))
        .and_then(|()| file.sync_data());
    grown.map_err(|e| {
        let _ = file
            .set_len(old.len() as u64)
            .and_then(|()| file.sync_data());
        WriteError::Unchanged(e)
    })
}

/// Writes all of `bytes` from the start, sets the length and flushes.
fn overwrite(file: &mut File, bytes: &[u8]) -> std::io::Result<()> {
    file.seek(SeekFrom::Start(0))?;
    file.write_all(bytes)?;
    file.set_len(bytes.len() as u64)?;
    file.sync_all()
}

/// After a failed overwrite: the old content put back (the file unchanged), or failing
/// that, the new content saved to a copy beside the file.
fn restore(
    file: &mut File,
    old: &[u8],
    target: &Path,
    bytes: &[u8],
    source: std::io::Error,
) -> WriteError {
    if overwrite(file, old).is_ok() {
        return WriteError::Unchanged(source);
    }
    let copy = stale::temporary_name(target);
    match std::fs::write(&copy, bytes) {
        Ok(()) => WriteError::PartWay {
            copy,
            error: source,
        },
        Err(_) => WriteError::Io(source),
    }
}
