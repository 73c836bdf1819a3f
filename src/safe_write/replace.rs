//! Writing a regular file whole or not at all: the new content goes to a temporary file
//! beside it (same mode, owner and extended attributes, flushed to the disk), which is then
//! renamed over it. A file the rename would change more than its content — one with other
//! hard links, or whose owner or attributes cannot be given to a new file, or one we may
//! write in a folder we may not — is written in place instead.

use super::{Existing, WriteError, in_place, keep, stale};
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Replaces the existing regular file `target` by `bytes`.
pub fn replace(target: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    replace_locked(target, bytes).map(drop)
}

/// Replaces the existing regular file `target` by `bytes`, as [`replace`] does, and returns
/// the new file open and locked since before it took the name (so a lock held on `target`
/// never lapses); `None` when it was written in place (the file, and any lock on it, stay).
pub fn replace_locked(target: &Path, bytes: &[u8]) -> Result<Option<File>, WriteError> {
    let meta = fs::metadata(target).map_err(WriteError::Io)?;
    if meta.permissions().readonly() {
        return Err(WriteError::ReadOnly);
    }
    stale::remove_stale(target);
    if keep::has_other_links(&meta) {
        return in_place::write(target, bytes).map(|()| None);
    }
    let temporary = match write_temporary(target, bytes, Some(&meta)) {
        // A file we may write in a folder we may not: written in place, as it allows.
        Err(WriteError::ClosedFolder(_)) => return in_place::write(target, bytes).map(|()| None),
        other => other?,
    };
    match temporary {
        Some((temporary, file)) => {
            // Nobody else knows the temporary's name yet, so this lock is taken at once.
            file.lock().map_err(WriteError::Io)?;
            rename(&temporary, target).map(|()| Some(file))
        }
        None => in_place::write(target, bytes).map(|()| None),
    }
}

/// Creates `target`, which did not exist: renamed into place, or for [`Existing::Refuse`]
/// hard-linked, which fails if a file of that name was made meanwhile.
pub fn create(target: &Path, bytes: &[u8], existing: Existing) -> Result<(), WriteError> {
    stale::remove_stale(target);
    let (temporary, _) = write_temporary(target, bytes, None)?.expect("a new file keeps nothing");
    if existing == Existing::Replace {
        return rename(&temporary, target);
    }
    let linked = fs::hard_link(&temporary, target);
    let _ = fs::remove_file(&temporary);
    match linked {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(WriteError::Exists),
        Err(e) => Err(WriteError::Io(e)),
    }
}

fn rename(temporary: &Path, target: &Path) -> Result<(), WriteError> {
    fs::rename(temporary, target).map_err(|e| {
        let _ = fs::remove_file(temporary);
        WriteError::Io(e)
    })
}

/// Writes `bytes` to a new temporary file beside `target`, flushed to the disk, with the
/// mode, owner and extended attributes of `like` if given. `None` if those cannot all be
/// kept (the file is then removed). Nothing is left behind on an error. The temporary's
/// name and the file, still open.
fn write_temporary(
    target: &Path,
    bytes: &[u8],
    like: Option<&fs::Metadata>,
) -> Result<Option<(PathBuf, File)>, WriteError> {
    let temporary = stale::temporary_name(target);
    let mut file = File::create_new(&temporary).map_err(|e| match e.kind() {
        std::io::ErrorKind::PermissionDenied => WriteError::ClosedFolder(folder_of(target)),
        _ => WriteError::Io(e),
    })?;
    let written = (|| {
        if let Some(meta) = like {
            file.set_permissions(meta.permissions())?;
            if !keep::owner_and_attributes(target, meta, &file) {
                return Ok(false);
            }
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        Ok(true)
    })();
    match written {
        Ok(true) => Ok(Some((temporary, file))),
        Ok(false) => {
            let _ = fs::remove_file(&temporary);
            Ok(None)
        }
        Err(e) => {
            let _ = fs::remove_file(&temporary);
            Err(WriteError::Io(e))
        }
    }
}

/// The folder `target` is in (`.` for a bare name).
fn folder_of(target: &Path) -> PathBuf {
    match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}
