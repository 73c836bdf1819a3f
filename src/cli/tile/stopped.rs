//! `tile` stopped by `--time` or Ctrl-C during its set-up — while a huge board's
//! placements were listed, or the frontier count set up and run — not decided, with the
//! summary's keys and nothing found.

use super::TileArgs;
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit, rounded};
use crate::puzzle::{PuzzleError, PuzzleErrorKind};
use crate::tiling::TilingError;
use anyhow::Result;
use serde::Serialize;
use std::io::Write;
use std::time::Duration;

/// Whether reading the puzzle stopped for the time (or Ctrl-C), not for a fault.
pub fn in_time(error: &PuzzleError) -> bool {
    matches!(error.kind, PuzzleErrorKind::Tiling(TilingError::OutOfTime))
}

/// Writes the report of a run stopped during its set-up: exit 3.
pub fn report(args: &TileArgs, elapsed: Duration, out: &mut dyn Write) -> Result<Answer> {
    let report = Stopped {
        puzzle: args.file.display().to_string(),
        distinct: args.distinct,
        seconds: rounded(elapsed.as_secs_f64(), 3),
        ..Stopped::default()
    };
    emit(&report, &OutputArgs::json_only(args.json), out)
}

/// The summary of a run stopped before its search, with the keys of every `tile`
/// summary: `solutions` 0, `complete` false, the rest `null` (the puzzle is its file).
#[derive(Default, Serialize)]
struct Stopped {
    puzzle: String,
    cells: Option<usize>,
    pieces: Option<Vec<String>>,
    distinct: bool,
    solutions: u64,
    complete: bool,
    tilings: Option<Vec<String>>,
    stats: Option<()>,
    #[serde(skip)]
    seconds: f64,
}

impl Report for Stopped {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "not decided: stopped by --time or Ctrl-C after {:.1} s, while the puzzle was set \
             up",
            self.seconds
        )
    }

    fn answer(&self) -> Answer {
        Answer::Undecided
    }
}
