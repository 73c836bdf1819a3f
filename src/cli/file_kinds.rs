//! Which kind of tessera file a path holds, told by its top-level keys, so that a command
//! handed a file of another kind says so — which kind it is, what reads it, and where its
//! own kind is described — instead of the first key its format refuses ("unknown field
//! `format`"). Only asked once a file has been refused.

use crate::text_file::InFile;
use std::path::Path;

/// The kinds of YAML file tessera reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    GameState,
    Puzzle,
    PlanState,
    Deck,
    PolyssimoPosition,
    S25Position,
    Challenge,
    GolombBook,
    GolombOpenings,
}

impl FileKind {
    /// The kind in words, with an article.
    fn name(self) -> &'static str {
        match self {
            FileKind::GameState => "a game state file",
            FileKind::Puzzle => "a puzzle file",
            FileKind::PlanState => "a plan state",
            FileKind::Deck => "a card deck",
            FileKind::PolyssimoPosition => "a Polyssimo (or Golomb) position",
            FileKind::S25Position => "a Структура 25 position",
            FileKind::Challenge => "a challenge",
            FileKind::GolombBook => "a Golomb strategy book",
            FileKind::GolombOpenings => "a Golomb openings table",
        }
    }

    /// The commands that read it.
    fn readers(self) -> &'static str {
        match self {
            FileKind::GameState => "the play commands",
            FileKind::Puzzle => "tile",
            FileKind::PlanState => "plan",
            FileKind::Deck => "--cards and --extra-cards",
            FileKind::PolyssimoPosition => "polyssimo holes, polyssimo solve and golomb prove",
            FileKind::S25Position => "s25 analyze and s25 path",
            FileKind::Challenge => "the challenge commands",
            FileKind::GolombBook => "golomb book check",
            FileKind::GolombOpenings => "golomb openings check",
        }
    }

    /// Its section of docs/formats.md.
    fn section(self) -> &'static str {
        match self {
            FileKind::GameState => "game-state-files",
            FileKind::Puzzle => "puzzle-files",
            FileKind::PlanState => "plan-states",
            FileKind::Deck => "card-decks",
            FileKind::PolyssimoPosition => "polyssimo-positions",
            FileKind::S25Position => "структура-25-positions",
            FileKind::Challenge => "challenge-files",
            FileKind::GolombBook => "golomb-strategy-books",
            FileKind::GolombOpenings => "golomb-openings-tables",
        }
    }

    /// The kind a game's file option of this name reads, where it is one of these.
    fn read_by(option: &str) -> Option<FileKind> {
        match option {
            "cards" | "extra-cards" => Some(FileKind::Deck),
            "set" => Some(FileKind::Puzzle),
            _ => None,
        }
    }

    /// The kind the top-level keys of a YAML mapping show, if any.
    fn of_keys(keys: &[&str]) -> Option<FileKind> {
        let has = |key: &str| keys.contains(&key);
        Some(match () {
            // Any key of a challenge's own: a challenge cut short may have lost the rest.
            _ if ["fingerprint", "answer", "question"].iter().any(|k| has(k)) => {
                FileKind::Challenge
            }
            _ if has("format") && has("game") && has("history") => FileKind::GameState,
            _ if has("board") && has("pieces") => FileKind::Puzzle,
            _ if has("grid") && has("players") => FileKind::S25Position,
            _ if has("board") && has("players") => FileKind::PolyssimoPosition,
            _ if has("supply") && has("cards") => FileKind::PlanState,
            // A deck has no other key: `cards` beside others (`suply`) is a plan state's.
            _ if keys == ["cards"] => FileKind::Deck,
            _ => return None,
        })
    }
}

/// A file of one kind given where another is read.
#[derive(Debug, thiserror::Error)]
#[error(
    "this is {} (read by {}), not {} (read by {}): see docs/formats.md#{}{}",
    found.name(), found.readers(), wanted.name(), wanted.readers(), wanted.section(),
    conversion(self)
)]
pub struct WrongKind {
    found: FileKind,
    wanted: FileKind,
    path: String,
    /// For a game state file, the format its game's `play export` writes (a section of
    /// docs/formats.md), if any.
    exports: Option<&'static str>,
}

/// A file with nothing in it (or only spaces and empty lines) where one of a kind is read.
#[derive(Debug, thiserror::Error)]
#[error(
    "the file is empty: {} is read here (see docs/formats.md#{})",
    wanted.name(), wanted.section()
)]
pub struct EmptyFile {
    wanted: FileKind,
}

/// Whether the file at `path` reads as nothing but white space.
fn is_blank(path: &Path) -> bool {
    crate::text_file::read(path).is_ok_and(|text| text.trim().is_empty())
}

/// The command that makes a file of the kind `wanted` from the file at `path`, of the kind
/// `found`, when there is one: a game's position (or plan state) from its state file, when
/// its game exports that kind, and back.
fn conversion(wrong: &WrongKind) -> String {
    let (found, wanted, path) = (wrong.found, wrong.wanted, &wrong.path);
    let exported = wrong.exports == Some(wanted.section());
    match found {
        FileKind::GameState if exported && wanted == FileKind::PlanState => format!(
            "; `tessera play export {path} -o state.yaml` writes the player to move's plan \
             state"
        ),
        FileKind::GameState if exported => {
            format!("; `tessera play export {path} -o position.yaml` writes the game's position")
        }
        FileKind::PolyssimoPosition | FileKind::S25Position if wanted == FileKind::GameState => {
            format!("; `tessera play import {path} -o game.yaml` starts a game from it")
        }
        _ => String::new(),
    }
}

/// `refused`, the error of reading `path` as `wanted`, or — when the file is plainly of
/// another kind — that it is, naming the file.
pub fn refused_as(path: &Path, wanted: FileKind, refused: anyhow::Error) -> anyhow::Error {
    if is_blank(path) {
        return InFile::new(path, EmptyFile { wanted }).into();
    }
    match kind_of(path) {
        Some(found) if found != wanted => {
            let wrong = WrongKind {
                found,
                wanted,
                path: path.display().to_string(),
                exports: game_exports(path),
            };
            InFile::new(path, wrong).into()
        }
        _ => refused,
    }
}

/// Of the files given to a game's file options (`--extra-cards FILE`), the first that is
/// plainly of another kind than its option reads, told so: to say in place of the game's
/// own refusal, which for a deck given a plan state is the first key a deck does not take.
/// The option, and the file told so.
pub fn wrong_option_file(files: &[(&str, &Path)]) -> Option<(String, anyhow::Error)> {
    files.iter().find_map(|&(option, path)| {
        let wrong = match (kind_of(path), FileKind::read_by(option)) {
            (Some(found), Some(wanted)) if found != wanted => WrongKindForOption {
                found,
                what: wanted.name().to_string(),
            },
            (Some(found), None) => WrongKindForOption {
                found,
                what: format!("what --{option} reads"),
            },
            _ => return None,
        };
        Some((option.to_string(), InFile::new(path, wrong).into()))
    })
}

/// A tessera file of one kind given to a game's file option that reads another.
#[derive(Debug, thiserror::Error)]
#[error("this is {} (read by {}), not {what}", found.name(), found.readers())]
pub struct WrongKindForOption {
    found: FileKind,
    /// What the option reads: `a card deck`, `what --draft reads`.
    what: String,
}

/// The format `play export` writes for the game of the state file at `path`, if its `game`
/// names a game that has one.
fn game_exports(path: &Path) -> Option<&'static str> {
    let value = yaml_of(path)?;
    let game = crate::play::Games::standard()
        .find(value.get("game")?.as_str()?)
        .ok()?;
    game.adapter.export_format()
}

/// The kind of the file at `path`, if it reads as a YAML mapping whose keys show one.
pub fn kind_of(path: &Path) -> Option<FileKind> {
    let value = yaml_of(path)?;
    let keys: Vec<&str> = value
        .as_mapping()?
        .keys()
        .filter_map(|k| k.as_str())
        .collect();
    match FileKind::of_keys(&keys)? {
        // `cards` alone: a deck's cards have an `id`, a plan state's name theirs by `card`.
        // A deck's card with `card` typed for `id` still has its `hole`.
        FileKind::Deck if first_card_key(&value, "card") && !first_card_key(&value, "hole") => {
            Some(FileKind::PlanState)
        }
        kind => Some(kind),
    }
}

/// The file at `path` as YAML, if it reads as such.
fn yaml_of(path: &Path) -> Option<crate::yaml::Value> {
    let text = crate::text_file::read(path).ok()?;
    crate::yaml::from_str(&text).ok()
}

/// Whether the first entry of the file's `cards` list is a mapping with `key`.
fn first_card_key(file: &crate::yaml::Value, key: &str) -> bool {
    let first = file
        .get("cards")
        .and_then(|cards| cards.as_sequence()?.first().cloned());
    first.is_some_and(|card| card.get(key).is_some())
}

#[cfg(test)]
mod tests {
    use super::{FileKind, WrongKind};

    #[test]
    fn each_kind_is_told_by_its_keys() {
        let kinds = [
            (
                &["format", "game", "options", "seed", "history"][..],
                FileKind::GameState,
            ),
            (&["description", "board", "pieces"][..], FileKind::Puzzle),
            (&["supply", "cards", "bank"][..], FileKind::PlanState),
            (&["cards"][..], FileKind::Deck),
            (
                &["board", "legend", "players", "to_move"][..],
                FileKind::PolyssimoPosition,
            ),
            (&["grid", "players", "turns"][..], FileKind::S25Position),
            (
                &["format", "game", "history", "answer", "fingerprint"][..],
                FileKind::Challenge,
            ),
        ];
        for (keys, kind) in kinds {
            assert_eq!(FileKind::of_keys(keys), Some(kind), "{keys:?}");
        }
        assert_eq!(FileKind::of_keys(&["name", "rows"]), None);
        // A plan state with its supply misspelt is no deck: its own error is told.
        assert_eq!(FileKind::of_keys(&["suply", "cards"]), None);
    }

    #[test]
    fn a_wrong_kind_says_what_it_is_and_what_is_read() {
        let wrong = WrongKind {
            found: FileKind::GameState,
            wanted: FileKind::PlanState,
            path: "g.yaml".into(),
            exports: Some("plan-states"),
        };
        assert_eq!(
            wrong.to_string(),
            "this is a game state file (read by the play commands), not a plan state (read \
             by plan): see docs/formats.md#plan-states; `tessera play export g.yaml -o \
             state.yaml` writes the player to move's plan state"
        );
        // A game whose export writes another kind is not told to export.
        let other = WrongKind {
            exports: Some("структура-25-positions"),
            ..wrong
        };
        assert!(other.to_string().ends_with("#plan-states"), "{other}");
    }

    #[test]
    fn a_game_where_its_position_is_read_is_told_how_to_export_it() {
        let wrong = WrongKind {
            found: FileKind::GameState,
            wanted: FileKind::S25Position,
            path: "g.yaml".into(),
            exports: Some("структура-25-positions"),
        };
        let told = wrong.to_string();
        assert!(
            told.ends_with(
                "; `tessera play export g.yaml -o position.yaml` writes the game's position"
            ),
            "{told}"
        );
        let back = WrongKind {
            found: FileKind::PolyssimoPosition,
            wanted: FileKind::GameState,
            path: "p.yaml".into(),
            exports: None,
        };
        let told = back.to_string();
        assert!(
            told.ends_with("`tessera play import p.yaml -o game.yaml` starts a game from it"),
            "{told}"
        );
    }
}
