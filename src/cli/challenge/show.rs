//! `tessera challenge show FILE`: the position drawn with its coordinates and the question
//! (`--answer`: with the answer and its proof; `--svg`: a picture). For a folder: its
//! challenges, each solved or not by the folder's record, and how many are solved.

use super::open;
use crate::challenge::{Challenge, record};
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit};
use crate::picture::{Scene, terminal};
use crate::play::Games;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// One challenge shown.
#[derive(Serialize)]
struct ShowReport {
    file: String,
    game: String,
    level: u32,
    question: String,
    /// Always `null`: the position is kept in the challenge file itself; `position` is
    /// its text as a position file of the game (for its solver), when the game has them.
    position_file: Option<String>,
    position: Option<String>,
    picture: Vec<String>,
    #[serde(skip)]
    drawing: Vec<String>,
    solved: bool,
    /// With `--answer`: one solving move, every solving move and the proof in words
    /// (`null` without).
    answer: Option<String>,
    solutions: Option<Vec<String>>,
    proof: Option<Vec<String>>,
    #[serde(skip)]
    scene: Option<Scene>,
}

impl Report for ShowReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let solved = if self.solved { " (solved)" } else { "" };
        writeln!(out, "{} challenge, level {}{solved}", self.game, self.level)?;
        self.drawing.iter().try_for_each(|l| writeln!(out, "{l}"))?;
        writeln!(out, "{}", self.question)?;
        if let (Some(answer), Some(proof)) = (&self.answer, &self.proof) {
            writeln!(out, "answer: {answer}")?;
            proof.iter().try_for_each(|l| writeln!(out, "  {l}"))?;
        }
        Ok(())
    }

    fn scene(&self) -> Option<Scene> {
        self.scene.clone()
    }
}

/// `challenge show FOLDER`: every challenge in it, refused (exit 2) when none reads.
fn show_folder(
    games: &Games,
    folder: &Path,
    output: &OutputArgs,
    out: &mut dyn Write,
) -> Result<Answer> {
    if let Some(picture) = &output.svg.svg {
        anyhow::bail!(
            "--svg {}: a picture is of one challenge: give a challenge file, not the folder {}",
            picture.display(),
            folder.display()
        );
    }
    let report = super::show_folder::folder(games, folder)?;
    // A command that fails writes no JSON document; the text lists the refusals first.
    let refused = report.every_file_refused(output.json);
    if let (Some(why), true) = (&refused, output.json) {
        anyhow::bail!("{why}");
    }
    let answer = emit(&report, output, out)?;
    match refused {
        Some(why) => Err(anyhow::anyhow!(why)),
        None => Ok(answer),
    }
}

/// Shows the challenge in `file`, or the challenges of the folder `file`.
pub fn run(
    games: &Games,
    file: &Path,
    answer: bool,
    output: &OutputArgs,
    out: &mut dyn Write,
) -> Result<Answer> {
    output.check()?;
    if file.is_dir() {
        return show_folder(games, file, output, out);
    }
    let opened = open(games, file)?;
    let session = opened.session.as_ref();
    let drawing = session.board_text();
    // A record that does not read counts nothing solved; `challenge check` says why.
    let folder = record::beside(file);
    let solved = record::solved(folder.parent().unwrap_or(Path::new("."))).unwrap_or_default();
    let Challenge {
        game,
        level,
        question,
        answer: certified,
        fingerprint,
        ..
    } = opened.challenge;
    let report = ShowReport {
        file: file.display().to_string(),
        game,
        level,
        question,
        position_file: None,
        position: session.export().ok(),
        picture: drawing.iter().map(|l| terminal::plain(l)).collect(),
        drawing,
        solved: solved.contains(&fingerprint),
        answer: answer.then(|| certified.mv.clone()),
        solutions: answer.then(|| certified.solutions.clone()),
        proof: answer.then_some(certified.proof),
        scene: output.svg.wanted().then(|| session.picture()).flatten(),
    };
    emit(&report, output, out)
}
