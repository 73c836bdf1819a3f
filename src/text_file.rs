//! Reading the files users give (puzzles, positions, decks, plan and game states, option
//! files): only regular files, since a FIFO or a device would block for ever or never end,
//! and at most [`MAX_BYTES`], so a huge file is refused rather than read into memory. A
//! UTF-8 byte-order mark at the start (some Windows editors write one) is skipped; bytes
//! that are not UTF-8 and control characters are refused with their line and column. What
//! is wrong with a file is told through [`InFile`], the one error that names the file.

use std::io::{self, Read};
use std::path::Path;

/// The largest file read: far above any real puzzle or game.
pub const MAX_BYTES: u64 = 64 * 1024 * 1024;

/// The text of a regular file of at most [`MAX_BYTES`].
pub fn read(path: &Path) -> io::Result<String> {
    read_unless_near(path, None)
}

/// The text of the file at `path`, which the file at `naming` names (a position's `set`):
/// as [`read`], but a near name suggested when it is missing is never `naming` itself.
pub fn read_named_by(path: &Path, naming: &Path) -> io::Result<String> {
    read_unless_near(path, Some(naming))
}

fn read_unless_near(path: &Path, not_suggested: Option<&Path>) -> io::Result<String> {
    if path == Path::new("-") && !path.exists() {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            "`-` (standard input) is read by `tile` alone: give the file's name",
        ));
    }
    // Checked before opening: opening a FIFO for reading blocks until a writer comes.
    let meta = std::fs::metadata(path).map_err(|e| with_a_near_name(e, path, not_suggested))?;
    if !meta.is_file() {
        let what = if meta.is_dir() {
            "a folder"
        } else {
            "not a regular file (a FIFO, socket or device)"
        };
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("it is {what}"),
        ));
    }
    let too_large = || {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("larger than the {} MiB limit", MAX_BYTES >> 20),
        )
    };
    if meta.len() > MAX_BYTES {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(too_large());
    }
    text_of(bytes)
}

/// What the file is when it is plainly no UTF-8 text: UTF-16 text (a byte-order mark of
/// its own, as some Windows editors save), which can be saved again as UTF-8, or binary
/// data (a NUL byte in its first kilobyte), which cannot.
fn not_text(bytes: &[u8]) -> Option<String> {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Some("the file is UTF-16 text: save it as UTF-8".to_string());
    }
    let start = &bytes[..bytes.len().min(1024)];
    let at = start.iter().position(|&b| b == 0)?;
    let (line, column) = line_and_column(&String::from_utf8_lossy(&bytes[..at]));
    Some(format!(
        "line {line} column {column}: a NUL byte: the file holds binary data, not text"
    ))
}

/// A file's bytes as text, without a leading byte-order mark: refused, naming the line and
/// column, if they are not UTF-8 or hold a control character other than a tab or a line
/// end (a stray BEL or NUL: no file format here has a use for one).
pub fn text_of(mut bytes: Vec<u8>) -> io::Result<String> {
    if bytes.starts_with(BYTE_ORDER_MARK.as_bytes()) {
        bytes.drain(..BYTE_ORDER_MARK.len());
    }
    if let Some(what) = not_text(&bytes) {
        return Err(io::Error::new(io::ErrorKind::InvalidData, what));
    }
    let refused = |before: &str, what: String| {
        let (line, column) = line_and_column(before);
        let message = format!("line {line} column {column}: {what}");
        io::Error::new(io::ErrorKind::InvalidData, message)
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[valid];
        let before = String::from_utf8_lossy(&e.as_bytes()[..valid]);
        let what = format!("the byte 0x{byte:02X} is not UTF-8 (save the file as UTF-8 text)");
        refused(&before, what)
    })?;
    let control = |c: char| c.is_ascii_control() && !matches!(c, '\t' | '\n' | '\r');
    if let Some((at, c)) = text.char_indices().find(|(_, c)| control(*c)) {
        let what = format!(
            "a control character (U+{:04X}) where text was expected",
            c as u32
        );
        return Err(refused(&text[..at], what));
    }
    Ok(text)
}

/// The line and column, from 1, of the character after `before`: a line ends at LF, CR LF
/// or a lone CR (as YAML reads them); a column is a character.
fn line_and_column(before: &str) -> (usize, usize) {
    let unix = before.replace("\r\n", "\n");
    let ends = |c: char| c == '\n' || c == '\r';
    let line = unix.matches(ends).count() + 1;
    let column = unix.rsplit(ends).next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// A file not found, with the name in its folder it was likely meant to be (for
/// `pentomino-6x1.yaml`, `pentomino-6x10.yaml`), other than `not_suggested`; any other
/// error as it is.
fn with_a_near_name(error: io::Error, path: &Path, not_suggested: Option<&Path>) -> io::Error {
    let (Some(typed), io::ErrorKind::NotFound) = (path.file_name(), error.kind()) else {
        return error;
    };
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    let Ok(entries) = std::fs::read_dir(folder.unwrap_or(Path::new("."))) else {
        return error;
    };
    // Files (links to files too) whose names can be typed back.
    let names: Vec<String> = (entries.flatten())
        .filter(|e| e.path().is_file())
        .filter(|e| not_suggested.is_none_or(|not| !crate::safe_write::same_file(&e.path(), not)))
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    let near = names.iter().map(String::as_str);
    let Some(near) = crate::wording::lone_nearest(&typed.to_string_lossy(), near) else {
        return error;
    };
    let meant = folder.map_or_else(|| near.into(), |folder| folder.join(near));
    let message = format!("{error} (did you mean {}?)", meant.display());
    io::Error::new(error.kind(), message)
}

/// UTF-8's byte-order mark, which some editors write at the start of a file.
pub const BYTE_ORDER_MARK: &str = "\u{feff}";

/// What is wrong with a file, naming it once: `FILE: what`. Every reader of a file (puzzles,
/// decks, plan states, positions) returns its own kind of fault wrapped in this, so the
/// name is written in one place and never twice.
#[derive(Debug, thiserror::Error)]
#[error("{file}: {kind}")]
pub struct InFile<K> {
    /// The file as given (`<stdin>` for standard input).
    pub file: String,
    pub kind: K,
}

impl<K> InFile<K> {
    /// What is wrong with the file at `path`.
    pub fn new(path: &Path, kind: K) -> InFile<K> {
        InFile {
            file: path.display().to_string(),
            kind,
        }
    }
}

/// What was being done with a file when it failed, and why (`cannot read the job: …`).
#[derive(Debug, thiserror::Error)]
#[error("{doing}: {error}")]
pub struct Doing<E> {
    pub doing: &'static str,
    pub error: E,
}

/// Names the file of an error: the one way a file's name joins a message.
pub trait NameFile<T, E> {
    /// The error, named by `path`.
    fn in_file(self, path: &Path) -> Result<T, InFile<E>>;
    /// The error, named by `path` and what was being done (`cannot read the job`).
    fn in_file_doing(self, path: &Path, doing: &'static str) -> Result<T, InFile<Doing<E>>>;
}

impl<T, E> NameFile<T, E> for Result<T, E> {
    fn in_file(self, path: &Path) -> Result<T, InFile<E>> {
        self.map_err(|e| InFile::new(path, e))
    }

    fn in_file_doing(self, path: &Path, doing: &'static str) -> Result<T, InFile<Doing<E>>> {
        self.map_err(|error| InFile::new(path, Doing { doing, error }))
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    #[test]
    fn utf16_and_binary_files_are_told_for_what_they_are() {
        let utf16 = super::text_of(vec![0xFF, 0xFE, b'a', 0]).unwrap_err();
        assert_eq!(
            utf16.to_string(),
            "the file is UTF-16 text: save it as UTF-8"
        );
        let binary = super::text_of(vec![0x7F, b'E', b'L', b'F', 2, 1, 0, 0]).unwrap_err();
        assert_eq!(
            binary.to_string(),
            "line 1 column 7: a NUL byte: the file holds binary data, not text"
        );
        // Latin-1 text is neither: its byte is named, with how to mend the file.
        let latin1 = super::text_of(b"caf\xe9\n".to_vec()).unwrap_err();
        assert!(
            latin1.to_string().contains("save the file as UTF-8"),
            "{latin1}"
        );
    }

    #[test]
    fn a_dash_is_told_that_only_tile_reads_standard_input() {
        let told = super::read(Path::new("-")).unwrap_err().to_string();
        assert_eq!(
            told,
            "`-` (standard input) is read by `tile` alone: give the file's name"
        );
    }

    #[test]
    fn a_missing_file_is_told_the_near_name_in_its_folder() {
        let told = super::read(Path::new("puzzles/polyomino/pentomino-6x1.yaml"))
            .unwrap_err()
            .to_string();
        assert!(
            told.ends_with(" (did you mean puzzles/polyomino/pentomino-6x10.yaml?)"),
            "{told}"
        );
        let far = super::read(Path::new("puzzles/polyomino/zzz.yaml")).unwrap_err();
        assert!(!far.to_string().contains("did you mean"), "{far}");
        let no_folder = super::read(Path::new("no/such/file.yaml")).unwrap_err();
        assert!(
            !no_folder.to_string().contains("did you mean"),
            "{no_folder}"
        );
    }

    #[test]
    fn bytes_not_utf8_and_control_characters_are_refused_at_their_line_and_column() {
        let told = |bytes: &[u8]| match super::text_of(bytes.to_vec()) {
            Ok(text) => format!("ok {text:?}"),
            Err(e) => e.to_string(),
        };
        // Columns count characters: `é` is two bytes and one column.
        assert_eq!(
            told(b"a: 1\nb: \xc3\xa9\xff\n"),
            "line 2 column 5: the byte 0xFF is not UTF-8 (save the file as UTF-8 text)"
        );
        assert_eq!(
            told(b"a: 1\r\n\tb: x\x07\n"),
            "line 2 column 6: a control character (U+0007) where text was expected"
        );
        assert_eq!(
            told(b"a\nbc\x00"),
            "line 2 column 3: a NUL byte: the file holds binary data, not text"
        );
        // A lone CR ends a line, as YAML reads it.
        assert!(told(b"a: 1\rb: 2\r\rc\x07").starts_with("line 4 column 2: "));
        // The byte-order mark is skipped and not counted as a column.
        assert!(told(b"\xef\xbb\xbfab\x7f").starts_with("line 1 column 3: "));
        assert_eq!(told(b"\xef\xbb\xbfa:\t1\r\n"), "ok \"a:\\t1\\r\\n\"");
    }

    #[test]
    fn the_file_that_names_a_missing_one_is_never_suggested_for_it() {
        let typed = Path::new("puzzles/polyomino/pentomino-6x1.yaml");
        let naming = Path::new("puzzles/polyomino/pentomino-6x10.yaml");
        let told = super::read_named_by(typed, naming).unwrap_err().to_string();
        assert!(!told.contains("did you mean"), "{told}");
    }
}
