//! The one place that knows the YAML library: every data file (puzzles, card decks, game
//! states) is read and written through these functions, so the format can change here.

use serde::Serialize;
use serde::de::DeserializeOwned;

/// A YAML document as a tree, for data read in two steps (a header first, then the body
/// by the type its header names).
pub type Value = serde_yaml::Value;

/// A mapping of a YAML document.
pub type Mapping = serde_yaml::Mapping;

/// Why YAML text could not be read or written: what is wrong and where (line and column,
/// and the path of the offending field when the library knows it).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct YamlError(#[from] serde_yaml::Error);

/// Parses YAML text into `T`.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    Ok(serde_yaml::from_str(text)?)
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
