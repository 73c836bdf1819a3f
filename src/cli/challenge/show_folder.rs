//! `tessera challenge show FOLDER`: the challenge files of a folder, each with its game,
//! level and whether the folder's record has it solved, and the count solved of all. A
//! file that may be a challenge but does not read is listed with its problem, not counted;
//! files plainly of another kind (puzzles, positions, game states) are passed over.

use super::open;
use crate::challenge::record;
use crate::cli::file_kinds::{FileKind, kind_of};
use crate::cli::report::Report;
use crate::play::Games;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// One file of the folder.
#[derive(Serialize)]
struct Listed {
    file: String,
    game: Option<String>,
    level: Option<u32>,
    solved: bool,
    /// Why the file is no challenge (`null` for a challenge).
    problem: Option<String>,
}

/// A folder's challenges and the progress through them.
#[derive(Serialize)]
pub struct FolderReport {
    folder: String,
    challenges: Vec<Listed>,
    solved: usize,
    total: usize,
    /// The `.yaml` files of other kinds, not listed.
    passed_over: usize,
    /// Why the folder's record of solved challenges does not read (then none is counted
    /// solved), if it does not.
    record_problem: Option<String>,
}

impl Report for FolderReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        for listed in &self.challenges {
            listed.write_line(out)?;
        }
        let refused = self.challenges.len() - self.total;
        if let Some(problem) = &self.record_problem {
            writeln!(out, "none counted solved: {problem}")?;
        }
        match (self.total, refused) {
            (0, 0) => writeln!(
                out,
                "no challenge files in {}{} (the bundled ones are in puzzles/challenges; draw \
                 one with tessera challenge new GAME -o FILE)",
                self.folder,
                self.others()
            ),
            // Said as the error (`every_file_refused`).
            (0, _) => Ok(()),
            (_, 0) => writeln!(
                out,
                "solved {} of {} in {}{}",
                self.solved,
                self.total,
                self.folder,
                self.others()
            ),
            _ => writeln!(
                out,
                "solved {} of {} in {} ({} refused, above){}",
                self.solved,
                self.total,
                self.folder,
                crate::wording::count(refused, "file"),
                self.others()
            ),
        }
    }
}

impl Listed {
    /// `solved  golomb     level 5   golomb-5-a.yaml`, or `refused FILE: why`.
    fn write_line(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let mark = if self.solved { "solved" } else { "      " };
        match (&self.game, self.level, &self.problem) {
            (Some(game), Some(level), None) => {
                writeln!(out, "{mark}  {game:<10} level {level:<3} {}", self.file)
            }
            // The problem names the file.
            (_, _, problem) => writeln!(out, "refused {}", problem.as_deref().unwrap_or("")),
        }
    }
}

impl FolderReport {
    /// When files may be challenges but none reads: what to say as the run's error (exit
    /// 2, as for one file refused), after the text's list, or with the first refusal in
    /// place of a JSON document.
    pub fn every_file_refused(&self, json: bool) -> Option<String> {
        let refused = self.challenges.len() - self.total;
        let listed = match json {
            false => "listed above".to_string(),
            true => {
                let first = self.challenges.iter().find_map(|c| c.problem.as_deref());
                format!("the first: {}", first.unwrap_or_default())
            }
        };
        (self.total == 0 && refused > 0).then(|| {
            format!(
                "no challenge in {} reads: {} refused ({listed}){}",
                self.folder,
                crate::wording::count(refused, "file"),
                self.others()
            )
        })
    }

    /// `, 8 files of other kinds passed over` when there are some.
    fn others(&self) -> String {
        match self.passed_over {
            0 => String::new(),
            n => format!(
                ", {} of other kinds passed over",
                crate::wording::count(n, "file")
            ),
        }
    }
}

/// A name's sort key in the order a person reads numbers: its runs of digits compare as
/// numbers (`polyssimo-9-a` before `polyssimo-10-a`), the rest as text.
fn natural_key(name: &str) -> Vec<(String, u64)> {
    let mut key: Vec<(String, u64)> = Vec::new();
    let mut text = String::new();
    let mut chars = name.chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_ascii_digit() {
            text.push(c);
            continue;
        }
        let mut number = u64::from(c as u8 - b'0');
        while let Some(d) = chars.next_if(char::is_ascii_digit) {
            number = number
                .saturating_mul(10)
                .saturating_add(u64::from(d as u8 - b'0'));
        }
        key.push((std::mem::take(&mut text), number));
    }
    key.push((text, 0));
    key
}

/// The challenges of `folder` (its `.yaml` files), by name, numbers in them read as numbers.
pub fn folder(games: &Games, folder: &Path) -> Result<FolderReport> {
    let (solved, record_problem) = match record::solved(folder) {
        Ok(solved) => (solved, None),
        Err(e) => (Default::default(), Some(e.to_string())),
    };
    let mut files: Vec<_> = std::fs::read_dir(folder)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .filter(|p| p.file_name().is_some_and(|n| n != record::NAME))
        .collect();
    files.sort_by_cached_key(|f| natural_key(&f.to_string_lossy()));
    let count = files.len();
    files.retain(|f| kind_of(f).is_none_or(|kind| kind == FileKind::Challenge));
    let passed_over = count - files.len();
    let challenges: Vec<Listed> = files.iter().map(|f| listed(games, f, &solved)).collect();
    let total = challenges.iter().filter(|c| c.problem.is_none()).count();
    Ok(FolderReport {
        folder: folder.display().to_string(),
        solved: challenges.iter().filter(|c| c.solved).count(),
        total,
        challenges,
        passed_over,
        record_problem,
    })
}

fn listed(games: &Games, file: &Path, solved: &std::collections::BTreeSet<String>) -> Listed {
    let name = file
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    match open(games, file) {
        Ok(opened) => Listed {
            file: name,
            game: Some(opened.challenge.game),
            level: Some(opened.challenge.level),
            solved: solved.contains(&opened.challenge.fingerprint),
            problem: None,
        },
        Err(e) => Listed {
            file: name,
            game: None,
            level: None,
            solved: false,
            problem: Some(crate::cli::errors::worded(&e)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::natural_key;

    #[test]
    fn numbers_in_names_sort_as_numbers() {
        let mut names = [
            "polyssimo-10-a",
            "polyssimo-9-b",
            "golomb-3-a",
            "polyssimo-9-a",
        ];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(
            names,
            [
                "golomb-3-a",
                "polyssimo-9-a",
                "polyssimo-9-b",
                "polyssimo-10-a"
            ]
        );
    }
}
