//! The one place that knows the YAML library: every data file (puzzles, card decks, game
//! states) is read and written through these functions, so the format can change here.

use serde::Serialize;
use serde::de::DeserializeOwned;

/// Parses YAML text into `T`; the error says what is wrong and where (line and column,
/// and the path of the offending field when the library knows it).
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_yaml::from_str(text).map_err(|e| e.to_string())
}

/// Writes `value` as YAML text.
pub fn to_string<T: Serialize>(value: &T) -> Result<String, String> {
    serde_yaml::to_string(value).map_err(|e| e.to_string())
}
