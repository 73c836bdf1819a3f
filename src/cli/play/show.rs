//! `tessera play show FILE`: the board, the hands and whose turn it is, as text, JSON or a
//! picture.

use super::open;
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit, text_columns};
use crate::picture::{Scene, terminal};
use crate::play::{Games, Status, status};
use anyhow::{Result, anyhow};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// `play show`: the position drawn, with a note of any temporary file a killed writer
/// left beside it.
pub fn run(
    games: &Games,
    file: &Path,
    output: &OutputArgs,
    (out, err): (&mut dyn Write, &mut dyn Write),
) -> Result<Answer> {
    note_stale_temporaries(file, err);
    show(games, file, output, out)
}

fn show(games: &Games, file: &Path, output: &OutputArgs, out: &mut dyn Write) -> Result<Answer> {
    output.check()?;
    let session = open(games, file)?;
    let scene = match output.svg.wanted() {
        true => Some(
            session
                .picture()
                .ok_or_else(|| anyhow!("--svg: {} games have no picture", session.name()))?,
        ),
        false => None,
    };
    let full = session.board_text();
    // At a terminal the drawing is laid out for its width; JSON and a pipe get it whole.
    let drawing = match text_columns() {
        Some(columns) => session.board_text_within(columns),
        None => full.clone(),
    };
    let report = ShowReport {
        version: 1,
        game: session.name(),
        position: session.view(),
        picture: full.iter().map(|l| terminal::plain(l)).collect(),
        drawing,
        status: status(session.as_ref()),
        scene,
    };
    emit(&report, output, out)
}

/// `play show`: the position drawn as text (and as a picture), then the status line.
#[derive(Serialize)]
struct ShowReport {
    version: u32,
    game: &'static str,
    /// The state as data (`null` for a game that gives none).
    position: Option<crate::engine::view::JsonView>,
    /// The drawing without colour, for JSON.
    picture: Vec<String>,
    /// The drawing in colour, for the text (which `--color` may take it out of), laid out
    /// for the terminal's width when it goes to one.
    #[serde(skip)]
    drawing: Vec<String>,
    status: Status,
    #[serde(skip)]
    scene: Option<Scene>,
}

impl Report for ShowReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.drawing.iter().try_for_each(|l| writeln!(out, "{l}"))?;
        // The status is prose: at a terminal it is broken to the width as the drawing is.
        let status = vec![self.status.text.clone()];
        let status = match text_columns() {
            Some(columns) => crate::line_fit::fit(status, columns),
            None => status,
        };
        status.iter().try_for_each(|l| writeln!(out, "{l}"))
    }

    fn scene(&self) -> Option<Scene> {
        self.scene.clone()
    }
}

/// Tells of temporary files that a writer of `file` left when it was killed (the next write
/// removes them); a courtesy, so a closed standard error is no failure.
fn note_stale_temporaries(file: &Path, err: &mut dyn Write) {
    let Ok(crate::safe_write::Target::File(target)) = crate::safe_write::resolve(file) else {
        return;
    };
    for path in crate::safe_write::stale_temporaries(&target) {
        let _ = writeln!(
            err,
            "note: {} was left by a run stopped while writing {}; the next move removes it",
            path.display(),
            file.display()
        );
    }
}
