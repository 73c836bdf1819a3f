//! `tessera play list [FOLDER]`: the saved games in a folder — each state file's game,
//! players, moves, whose turn it is and when it last changed; files that are not state
//! files are passed over, and a state file that does not read is listed with why.

use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::play::{FileError, Games, file, status};
use crate::text_file::NameFile;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Lists the games saved in `folder`, newest first.
pub fn run(games: &Games, folder: &Path, json: bool, out: &mut dyn Write) -> Result<Answer> {
    let mut listed: Vec<(SystemTime, SavedGame)> = yaml_files(folder)?
        .into_iter()
        .filter_map(|path| saved_game(games, &path))
        .collect();
    listed.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.file.cmp(&b.1.file)));
    let report = ListReport {
        folder: folder.display().to_string(),
        games: listed.into_iter().map(|(_, game)| game).collect(),
    };
    emit(&report, &OutputArgs::json_only(json), out)
}

/// The `.yaml` files in `folder`, by name.
fn yaml_files(folder: &Path) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .in_file_doing(folder, "cannot read the folder")?
        .flatten()
        .map(|entry| entry.path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml" || e == "yml"))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    Ok(files)
}

/// One saved game's line, with the time its file last changed; `None` for a file that is
/// not a state file at all.
fn saved_game(games: &Games, path: &Path) -> Option<(SystemTime, SavedGame)> {
    let changed = std::fs::metadata(path).and_then(|m| m.modified()).ok()?;
    let file = path.display().to_string();
    let game = match file::load(games, path) {
        Ok(session) => {
            let status = status(session.as_ref());
            SavedGame {
                file,
                game: Some(session.name()),
                players: Some(session.players()),
                moves: Some(status.moves),
                status: Some(status.text),
                problem: None,
                changed: ago(changed),
            }
        }
        // YAML of another kind (a puzzle, a deck, a position): not a saved game; but a file
        // with a state file's `format:` and `game:` lines is one that does not read.
        Err(FileError::Yaml(_) | FileError::Missing(_))
            if !std::fs::read_to_string(path).is_ok_and(|t| file::looks_like_state_file(&t)) =>
        {
            return None;
        }
        Err(why) => SavedGame {
            file,
            game: None,
            players: None,
            moves: None,
            status: None,
            problem: Some(why.to_string()),
            changed: ago(changed),
        },
    };
    Some((changed, game))
}

/// How long ago `time` was, in the largest whole unit: `5 minutes ago`.
fn ago(time: SystemTime) -> String {
    let seconds = SystemTime::now()
        .duration_since(time)
        .map_or(0, |d| d.as_secs());
    let (amount, unit) = match seconds {
        0..60 => return "just now".to_string(),
        60..3600 => (seconds / 60, "minute"),
        3600..86_400 => (seconds / 3600, "hour"),
        _ => (seconds / 86_400, "day"),
    };
    format!("{} ago", crate::wording::count(amount as usize, unit))
}

/// The saved games of a folder.
#[derive(Serialize)]
struct ListReport {
    folder: String,
    games: Vec<SavedGame>,
}

/// One state file: its game and where it stands, or why it does not read.
#[derive(Serialize)]
struct SavedGame {
    file: String,
    game: Option<&'static str>,
    players: Option<usize>,
    moves: Option<usize>,
    /// The status line (`move 12: player 2 to move`, or the result).
    status: Option<String>,
    /// Why the file does not read as a game (`null` when it does).
    problem: Option<String>,
    changed: String,
}

impl Report for ListReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        if self.games.is_empty() {
            return writeln!(out, "no saved games in {}", self.folder);
        }
        for game in &self.games {
            let what = match (game.game, &game.status, &game.problem) {
                (Some(name), Some(status), _) => {
                    let players = crate::wording::count(game.players.unwrap_or(0), "player");
                    format!("{name}, {players}: {status}")
                }
                (_, _, problem) => format!("does not read: {}", problem.as_deref().unwrap_or("")),
            };
            writeln!(out, "{}  {what}  ({})", game.file, game.changed)?;
        }
        Ok(())
    }
}
