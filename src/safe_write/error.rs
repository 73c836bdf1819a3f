//! Why a file could not be written; every variant says what became of the old content.

use std::path::PathBuf;

/// A write that did not happen (or, for [`WriteError::PartWay`], did not finish).
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("already exists: give --force to overwrite it")]
    Exists,
    #[error("the file is read-only: make it writable first")]
    ReadOnly,
    #[error("it is a folder, not a file")]
    Folder,
    #[error("it is a loop of symbolic links")]
    LinkLoop,
    #[error("cannot write the file: {0}")]
    Io(std::io::Error),
    /// The folder does not let a file be made in it (a new file, or the temporary one a
    /// replace needs); nothing was written.
    #[error(
        "cannot write the file: the folder {} does not let a file be made in it (permission \
         denied); nothing was written", .0.display()
    )]
    ClosedFolder(PathBuf),
    /// A file shared by hard links could not be grown; nothing of it changed.
    #[error(
        "cannot write the file (it has other hard links, so it is written in place): {0}; the file is unchanged"
    )]
    Unchanged(std::io::Error),
    /// The in-place write failed after it began and the old content could not be put back.
    #[error(
        "writing the file in place (it has other hard links) failed part way: {error}; \
         the new content is in {}: copy it over the file", copy.display()
    )]
    PartWay {
        copy: PathBuf,
        error: std::io::Error,
    },
}
