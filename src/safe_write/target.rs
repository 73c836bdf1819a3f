//! What a path names, once its symbolic links are followed one by one: a regular file, no
//! file yet (a dangling link's target included), something to write through (a device,
//! FIFO or socket), or the process's own standard output or error.

use super::WriteError;
use std::fs;
use std::path::{Path, PathBuf};

/// The most links followed before a chain counts as a loop (Linux's own limit).
const MAX_LINKS: usize = 40;

/// What a write to a path reaches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// An existing regular file: the end of the path's chain of links.
    File(PathBuf),
    /// No file yet: one is created here (for a dangling link, its target, so the link stays).
    Missing(PathBuf),
    /// A character or block device, FIFO or socket: opened and written through.
    Stream(PathBuf),
    /// `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1` or a link to one of them.
    StandardOutput,
    /// The same for standard error (descriptor 2).
    StandardError,
}

/// Follows `path`'s symbolic links and says what is at the end.
pub fn resolve(path: &Path) -> Result<Target, WriteError> {
    let end = follow_links(path)?;
    match descriptor(&end) {
        Some(1) => return Ok(Target::StandardOutput),
        Some(2) => return Ok(Target::StandardError),
        Some(_) => return Ok(Target::Stream(end)),
        None => {}
    }
    match fs::metadata(&end) {
        Ok(meta) if meta.is_file() => Ok(Target::File(end)),
        Ok(meta) if meta.is_dir() => Err(WriteError::Folder),
        Ok(_) => Ok(Target::Stream(end)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Target::Missing(end)),
        Err(e) if e.raw_os_error() == Some(ELOOP) => Err(WriteError::LinkLoop),
        Err(e) => Err(WriteError::Io(e)),
    }
}

/// Whether `path` is `-` or names the process's standard output (so a command writes there
/// through its own output stream, in order with its other output).
pub fn names_standard_output(path: &Path) -> bool {
    path == Path::new("-") || matches!(resolve(path), Ok(Target::StandardOutput))
}

/// Whether `path` names the process's standard error (`/dev/stderr`, `/dev/fd/2`, or a link
/// to one), which a command keeps for its messages.
pub fn names_standard_error(path: &Path) -> bool {
    matches!(resolve(path), Ok(Target::StandardError))
}

/// Linux's errno for "too many levels of symbolic links" (a loop among the path's folders);
/// elsewhere the error is reported as the system words it.
const ELOOP: i32 = 40;

/// The path at the end of `path`'s chain of symbolic links (not itself a link), stopping at
/// a descriptor path, whose "link" names no real file (`pipe:[123]`).
fn follow_links(path: &Path) -> Result<PathBuf, WriteError> {
    let mut current = path.to_path_buf();
    for _ in 0..=MAX_LINKS {
        if descriptor(&current).is_some() {
            return Ok(current);
        }
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&current).map_err(WriteError::Io)?;
                let folder = current.parent().unwrap_or(Path::new(""));
                current = folder.join(link);
            }
            _ => return Ok(current),
        }
    }
    Err(WriteError::LinkLoop)
}

/// The descriptor number a path names directly: `/dev/stdout` (1), `/dev/stderr` (2),
/// `/dev/fd/N`, `/proc/self/fd/N`.
fn descriptor(path: &Path) -> Option<u32> {
    let text = path.to_str()?;
    match text {
        "/dev/stdout" => return Some(1),
        "/dev/stderr" => return Some(2),
        _ => {}
    }
    let number = (text.strip_prefix("/dev/fd/")).or_else(|| text.strip_prefix("/proc/self/fd/"))?;
    number.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptors_are_named_by_their_usual_paths() {
        assert_eq!(descriptor(Path::new("/dev/stdout")), Some(1));
        assert_eq!(descriptor(Path::new("/dev/stderr")), Some(2));
        assert_eq!(descriptor(Path::new("/dev/fd/7")), Some(7));
        assert_eq!(descriptor(Path::new("/proc/self/fd/1")), Some(1));
        assert_eq!(descriptor(Path::new("/dev/fd/x")), None);
        assert_eq!(descriptor(Path::new("out.svg")), None);
    }

    #[test]
    fn a_dangling_link_resolves_to_its_target_and_a_loop_is_refused() {
        let dir = crate::TestFolder::new("target-links");
        std::os::unix::fs::symlink("target.yaml", dir.join("link")).unwrap();
        assert_eq!(
            resolve(&dir.join("link")).unwrap(),
            Target::Missing(dir.join("target.yaml"))
        );
        std::os::unix::fs::symlink("b", dir.join("a")).unwrap();
        std::os::unix::fs::symlink("a", dir.join("b")).unwrap();
        assert!(matches!(resolve(&dir.join("a")), Err(WriteError::LinkLoop)));
        std::os::unix::fs::symlink("/proc/self/fd/1", dir.join("so")).unwrap();
        assert_eq!(resolve(&dir.join("so")).unwrap(), Target::StandardOutput);
        assert!(matches!(resolve(&dir.join("")), Err(WriteError::Folder)));
    }
}
