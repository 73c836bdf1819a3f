//! A game's options as the user gives them — `--bank 12` on the command line, `bank=12` in
//! the protocol — read by the game's own option list into the YAML tree its options type
//! is read from. Files named by file options are read here, so the game keeps their
//! content and never depends on the file again.

use super::error::{OptionError, OptionFileError};
use crate::engine::{OptionKind, OptionSpec};
use crate::text_file::InFile;
use crate::yaml::{self, Mapping, Value};
use std::path::Path;

/// Options as given: name and value text, in order.
pub type Pairs = [(String, String)];

/// Reads the options given for `game`, which offers `specs`; unknown names and malformed
/// values are refused.
pub fn read(
    game: &'static str,
    specs: &[OptionSpec],
    given: &Pairs,
) -> Result<Mapping, OptionError> {
    let mut mapping = Mapping::new();
    for (name, text) in given {
        let spec = specs.iter().find(|s| s.name == name).ok_or_else(|| {
            let known: Vec<&str> = specs.iter().map(|s| s.name).collect();
            OptionError::Unknown {
                name: name.clone(),
                game,
                suggestion: crate::wording::suggestion(name, known.iter().copied()),
                known: known.join(", "),
            }
        })?;
        let value = value(spec, text)?;
        match (spec.kind, mapping.get_mut(spec.name)) {
            (OptionKind::TextFiles, Some(Value::Sequence(list))) => list.extend(value_list(value)),
            // Only a list of files adds up; any other option given twice is refused, not
            // one of the values dropped.
            (_, Some(_)) => return Err(OptionError::Twice(name.clone())),
            _ => {
                mapping.insert(Value::from(spec.name), value);
            }
        }
    }
    Ok(mapping)
}

/// Splits protocol words `KEY=VALUE` into pairs.
pub fn pairs(words: &[String]) -> Result<Vec<(String, String)>, OptionError> {
    let mut given: Vec<(String, String)> = Vec::new();
    for word in words {
        let (key, value) =
            (word.split_once('=')).ok_or_else(|| OptionError::NotAPair(word.clone()))?;
        // The seed is no game option (`read` refuses the others given twice, save lists
        // of files, which add up).
        if key == "seed" && given.iter().any(|(k, _)| k == key) {
            return Err(OptionError::Twice(key.to_string()));
        }
        given.push((key.to_string(), value.to_string()));
    }
    Ok(given)
}

/// `" (did you mean 2?)"` for a number from zero to twelve written as an English word.
fn number_word(text: &str) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    (WORDS.iter())
        .position(|word| word.eq_ignore_ascii_case(text.trim()))
        .map(|n| format!(" (did you mean {n}?)"))
        .unwrap_or_default()
}

/// One option's value.
fn value(spec: &OptionSpec, text: &str) -> Result<Value, OptionError> {
    let name = spec.name.to_string();
    match spec.kind {
        OptionKind::Number => {
            text.parse::<u64>()
                .map(Value::from)
                .map_err(|_| OptionError::NotANumber {
                    name,
                    value: text.to_string(),
                    suggestion: number_word(text),
                })
        }
        OptionKind::Choice(words) => words
            .iter()
            .find(|w| w.eq_ignore_ascii_case(text))
            .map(|w| Value::from(*w))
            .ok_or_else(|| OptionError::NotAChoice {
                name,
                value: text.to_string(),
                suggestion: crate::wording::suggestion(text, words.iter().copied()),
                known: words.join(", "),
            }),
        OptionKind::Text => Ok(Value::from(text)),
        OptionKind::TextFile(check) => {
            let content = read_file(&name, text)?;
            check(&content).map_err(|why| OptionError::File {
                name,
                error: InFile::new(Path::new(text), OptionFileError::Invalid(why)),
            })?;
            Ok(Value::from(content))
        }
        OptionKind::TextFiles => {
            let mut entry = Mapping::new();
            entry.insert(Value::from("file"), Value::from(text));
            entry.insert(Value::from("text"), Value::from(read_file(&name, text)?));
            Ok(Value::Sequence(vec![Value::Mapping(entry)]))
        }
        OptionKind::YamlFile => {
            let content = read_file(&name, text)?;
            let in_file = |error| InFile::new(Path::new(text), error);
            match yaml::from_str(&content) {
                // Empty, comments alone, or `~`: read as no value, which would be no option.
                Ok(Value::Null) => Err(OptionError::File {
                    error: in_file(OptionFileError::Empty(name.clone())),
                    name,
                }),
                Ok(value) => Ok(value),
                Err(error) => Err(OptionError::File {
                    name,
                    error: in_file(OptionFileError::Yaml(error)),
                }),
            }
        }
    }
}

/// The entries of a [`OptionKind::TextFiles`] value.
fn value_list(value: Value) -> Vec<Value> {
    match value {
        Value::Sequence(list) => list,
        other => vec![other],
    }
}

fn read_file(name: &str, path: &str) -> Result<String, OptionError> {
    crate::text_file::read(Path::new(path)).map_err(|error| OptionError::File {
        name: name.to_string(),
        error: InFile::new(Path::new(path), OptionFileError::Read(error)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{Games, OptionError};

    fn given(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn values_are_read_by_their_kind() {
        let entry = Games::standard().find("project-l").unwrap();
        let mapping = read(
            entry.name,
            &entry.options(),
            &given(&[("bank", "12"), ("solo", "HARD")]),
        )
        .unwrap();
        assert_eq!(mapping.get("bank"), Some(&Value::from(12u64)));
        assert_eq!(mapping.get("solo"), Some(&Value::from("hard")));
    }

    #[test]
    fn bad_options_are_refused_by_kind() {
        let entry = Games::standard().find("project-l").unwrap();
        let refused =
            |pairs: &[(&str, &str)]| read(entry.name, &entry.options(), &given(pairs)).unwrap_err();
        assert!(matches!(
            refused(&[("colour", "x")]),
            OptionError::Unknown { .. }
        ));
        assert!(matches!(
            refused(&[("bank", "-1")]),
            OptionError::NotANumber { .. }
        ));
        let worded = refused(&[("players", "Two")]).to_string();
        assert_eq!(
            worded,
            "players takes a whole number, not \"Two\" (did you mean 2?)"
        );
        assert!(matches!(
            refused(&[("solo", "easy")]),
            OptionError::NotAChoice { .. }
        ));
        let golomb = Games::standard().find("golomb").unwrap();
        let fixed = read(golomb.name, &golomb.options(), &given(&[("players", "3")])).unwrap_err();
        assert!(matches!(fixed, OptionError::Unknown { .. }), "{fixed}");
        let started = |pairs: &[(&str, &str)]| golomb.start(&given(pairs), 1);
        assert!(matches!(
            started(&[("players", "3")]),
            Err(crate::play::PlayError::Option(OptionError::Fixed { .. }))
        ));
        assert!(started(&[("players", "2")]).is_ok());
    }

    #[test]
    fn protocol_words_are_key_value_pairs() {
        let words = ["bank=12".to_string(), "solo".to_string()];
        assert!(matches!(pairs(&words), Err(OptionError::NotAPair(w)) if w == "solo"));
        assert_eq!(pairs(&words[..1]).unwrap(), given(&[("bank", "12")]));
        let twice = ["seed=4".to_string(), "seed=5".to_string()];
        assert!(matches!(pairs(&twice), Err(OptionError::Twice(k)) if k == "seed"));
    }
}
