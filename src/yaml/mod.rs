//! The one place that knows the YAML library: every data file (puzzles, card decks, game
//! states) is read and written through these functions, so the format can change here.
//!
//! Text read is bounded before the library sees it, since its cost is not: a document of
//! at most [`MAX_BYTES`] (the library keeps up to about 400 bytes per token), flow collections
//! (`[`, `{`) nested at most [`MAX_FLOW_DEPTH`] deep (the parser's time grows with tokens
//! times depth: 100,000 `[` took 17 s), and at most a budget of nodes and scalar bytes once
//! aliases (`*name`) are expanded (`budget`), so an alias bomb is refused, not expanded.

mod budget;
mod tips;

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The largest YAML document read: far above any real puzzle, deck or game (a 1,000×1,000
/// board is 1 MB), and small enough that parsing the worst such text (`? ? ? …`, a token
/// every two bytes) takes about 850 MB (measured: 808–847 MB), under 1 GiB.
pub const MAX_BYTES: usize = 4 << 20;

/// The deepest nesting of flow collections (`[` or `{` not yet closed) in a document; the
/// formats need a few. Brackets are counted in the raw text, quotes and comments included.
pub const MAX_FLOW_DEPTH: usize = 64;

/// A YAML document as a tree, for data read in two steps (a header first, then the body
/// by the type its header names).
pub type Value = serde_yaml::Value;

/// A mapping of a YAML document.
pub type Mapping = serde_yaml::Mapping;

/// Why YAML text could not be read or written: what is wrong and where (line and column,
/// and the path of the offending field when the library knows it).
#[derive(Debug, thiserror::Error)]
pub enum YamlError {
    /// The library's message, with the items of its path counted from 1 (`pieces[1]` is
    /// the first), as every message of tessera counts them.
    #[error("{}", tips::with_tips(tab_tip(plain_type_names(&one_based_path(&.0.to_string())))))]
    Library(serde_yaml::Error),
    #[error("the document has {bytes} bytes; YAML files of at most {} MiB are read", MAX_BYTES >> 20)]
    TooLarge { bytes: usize },
    #[error(
        "line {line}: `[` and `{{` nested more than {MAX_FLOW_DEPTH} deep (the formats need a few levels)"
    )]
    TooDeep { line: usize },
    /// A tab where the library stopped: named for what it is, since the library's words
    /// for some tabs (one that begins a line) are a character that "cannot start any
    /// token".
    #[error(
        "a tab character at line {line} column {column} (YAML indents with spaces only: replace the tab)"
    )]
    Tab { line: usize, column: usize },
    #[error(
        "the document is far larger once its aliases (*name) are expanded (an alias bomb?); \
         write the values out instead"
    )]
    AliasBomb,
}

crate::errors::from_cause!(serde_yaml::Error => YamlError::Library);

/// Counts from 1 the list items in the path that starts `message` (`cards[0].pieces: ...`
/// becomes `cards[1].pieces: ...`); a message without such a path is left as it is.
fn one_based_path(message: &str) -> String {
    let Some((path, rest)) = message.split_once(": ") else {
        return message.to_string();
    };
    if path.contains(' ') || !path.contains('[') {
        return message.to_string();
    }
    let mut out = String::new();
    for (i, part) in path.split('[').enumerate() {
        let shifted = (i > 0).then(|| part.split_once(']')).flatten();
        match shifted.and_then(|(n, tail)| Some((n.parse::<usize>().ok()? + 1, tail))) {
            Some((n, tail)) => out += &format!("[{n}]{tail}"),
            None if i > 0 => out += &format!("[{part}"),
            None => out += part,
        }
    }
    format!("{out}: {rest}")
}

/// Says in words the Rust type names the library puts after "expected" (`expected u64`
/// becomes `expected a whole number from 0 to 18446744073709551615`), so a message shows
/// the range a field takes rather than how it is stored.
fn plain_type_names(message: &str) -> String {
    const MARK: &str = "expected ";
    // A number past 64 bits is read as 128: the width is how it is stored, not the file's.
    let message = message.replace(" as u128,", ",").replace(" as i128,", ",");
    let mut out = String::new();
    let mut rest = message.as_str();
    while let Some(at) = rest.find(MARK) {
        let (before, after) = rest.split_at(at + MARK.len());
        out += before;
        // `expected struct RawCard`: the name is the program's, not the file's.
        let after = match after.strip_prefix("struct ") {
            Some(named) => {
                out += "a mapping of key: value lines";
                named.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_')
            }
            None => after,
        };
        let end = after
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(after.len());
        let (word, tail) = after.split_at(end);
        out += &type_in_words(word).unwrap_or_else(|| word.to_string());
        rest = tail;
    }
    out + rest
}

/// The library's message for a tab where YAML wants spaces, with how to mend the file.
fn tab_tip(message: String) -> String {
    match message.contains("found a tab character") {
        true => format!("{message} (YAML indents with spaces only: replace the tab)"),
        false => message,
    }
}

/// A numeric Rust type named in words with its range, or `None` for any other word.
fn type_in_words(word: &str) -> Option<String> {
    let range = |low: i128, high: i128| Some(format!("a whole number from {low} to {high}"));
    match word {
        "u8" => range(0, u8::MAX.into()),
        "u16" => range(0, u16::MAX.into()),
        "u32" => range(0, u32::MAX.into()),
        "u64" | "usize" => range(0, u64::MAX.into()),
        "i8" => range(i8::MIN.into(), i8::MAX.into()),
        "i16" => range(i16::MIN.into(), i16::MAX.into()),
        "i32" => range(i32::MIN.into(), i32::MAX.into()),
        // A file's signed fields are read this wide to be checked against their own range
        // after (a score is 0 to 25): this range is only the storage's.
        "i64" | "isize" => Some("a whole number".to_string()),
        "f32" | "f64" => Some("a number".to_string()),
        _ => None,
    }
}

/// Parses YAML text into `T`.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    check_bounds(text)?;
    serde_yaml::from_str(text).map_err(|error| naming_a_tab(error, text))
}

/// The library's error, or [`YamlError::Tab`] when it stopped at a tab in `text`.
pub(super) fn naming_a_tab(error: serde_yaml::Error, text: &str) -> YamlError {
    let at = error.location().map(|at| (at.line(), at.column()));
    let character = at.and_then(|(line, column)| {
        let row = text.lines().nth(line.checked_sub(1)?)?;
        row.chars().nth(column.checked_sub(1)?)
    });
    match (at, character) {
        (Some((line, column)), Some('\t')) => YamlError::Tab { line, column },
        _ => YamlError::Library(error),
    }
}

/// Reads `T` out of a YAML tree.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, YamlError> {
    Ok(serde_yaml::from_value(value)?)
}

/// Turns `value` into a YAML tree.
pub fn to_value<T: Serialize>(value: &T) -> Result<Value, YamlError> {
    Ok(serde_yaml::to_value(value)?)
}

/// Writes `value` as YAML text.
pub fn to_string<T: Serialize>(value: &T) -> Result<String, YamlError> {
    Ok(serde_yaml::to_string(value)?)
}

/// Refuses text too large, too deeply nested or too large once its aliases are expanded.
fn check_bounds(text: &str) -> Result<(), YamlError> {
    if text.len() > MAX_BYTES {
        return Err(YamlError::TooLarge { bytes: text.len() });
    }
    check_flow_depth(text)?;
    budget::check(text)
}

/// Refuses text whose `[` and `{` are nested deeper than [`MAX_FLOW_DEPTH`].
fn check_flow_depth(text: &str) -> Result<(), YamlError> {
    let mut depth = 0usize;
    let mut line = 1;
    for byte in text.bytes() {
        match byte {
            b'[' | b'{' => depth += 1,
            b']' | b'}' => depth = depth.saturating_sub(1),
            b'\n' => line += 1,
            _ => {}
        }
        if depth > MAX_FLOW_DEPTH {
            return Err(YamlError::TooDeep { line });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_flow_nesting_is_refused_before_parsing() {
        let text = format!("a: 1\nb: {}", "[".repeat(100_000));
        assert!(matches!(
            from_str::<Value>(&text),
            Err(YamlError::TooDeep { line: 2 })
        ));
        let fine = format!("{}1{}", "[".repeat(40), "]".repeat(40));
        assert!(from_str::<Value>(&fine).is_ok());
    }

    #[test]
    fn a_document_over_the_limit_is_refused() {
        let text = format!("a: {}", "x".repeat(MAX_BYTES));
        assert!(matches!(
            from_str::<Value>(&text),
            Err(YamlError::TooLarge { .. })
        ));
    }

    #[test]
    fn paths_count_items_from_one() {
        assert_eq!(
            one_based_path("cards[0].pieces[11]: invalid type: a"),
            "cards[1].pieces[12]: invalid type: a"
        );
        assert_eq!(
            one_based_path("invalid type: [0]: x"),
            "invalid type: [0]: x"
        );
        assert_eq!(
            one_based_path("board: expected a string"),
            "board: expected a string"
        );
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct List {
            items: Vec<u8>,
        }
        let err = from_str::<List>("items: [1, x]\n").unwrap_err().to_string();
        assert!(err.starts_with("items[2]: "), "{err}");
    }

    #[test]
    fn a_tab_in_the_indentation_is_told_to_be_spaces() {
        let tabbed = super::from_str::<super::Value>("board: |\n\t###\n").unwrap_err();
        let told = tabbed.to_string();
        assert!(told.contains("tab character"), "{told}");
        assert!(
            told.ends_with("(YAML indents with spaces only: replace the tab)"),
            "{told}"
        );
    }

    #[test]
    fn a_tab_that_starts_a_line_is_named() {
        let text = "players:\n  - pieces: [U]\n\t- pieces: [X]\n";
        let told = from_str::<Value>(text).unwrap_err().to_string();
        assert_eq!(
            told,
            "a tab character at line 3 column 1 (YAML indents with spaces only: replace the tab)"
        );
    }

    #[test]
    fn number_types_are_named_by_their_range() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Header {
            seed: u64,
            count: u8,
        }
        let negative = from_str::<Header>("seed: -3\ncount: 1\n").unwrap_err();
        let told = negative.to_string();
        assert!(
            told.contains("expected a whole number from 0 to 18446744073709551615"),
            "{told}"
        );
        assert!(!told.contains("u64"), "{told}");
        let large = from_str::<Header>("seed: 1\ncount: 256\n").unwrap_err();
        assert!(large.to_string().contains("from 0 to 255"), "{large}");
        // Past 64 bits the reader names its 128-bit width; the message does not.
        let huge = from_str::<Header>("seed: 99999999999999999999999\ncount: 1\n");
        let told = huge.unwrap_err().to_string();
        assert!(told.contains("`99999999999999999999999`, expected a whole number from 0 to"));
        assert!(!told.contains("128"), "{told}");
        // A signed field's range is its own, checked after: the storage's is not told.
        let signed = plain_type_names("invalid type: string \"9\", expected i64 at line 2");
        assert_eq!(
            signed,
            "invalid type: string \"9\", expected a whole number at line 2"
        );
        assert_eq!(
            plain_type_names("a: expected u16, b: expected u16x, c: expected f64"),
            "a: expected a whole number from 0 to 65535, b: expected u16x, c: expected a number"
        );
        // A structure's Rust name is no help to whoever wrote the file.
        assert_eq!(
            plain_type_names("invalid type: string \"W05\", expected struct RawCard at line 3"),
            "invalid type: string \"W05\", expected a mapping of key: value lines at line 3"
        );
    }
}
