//! The one writer. A command computes one report — a value that serialises as its JSON
//! document, writes itself as text and, where the command draws, as a picture — and
//! [`emit`] writes it to the command's output in the form asked for and returns its answer
//! (which `cli::run` maps to the exit code). Commands that stream (`tile --all`, `play
//! serve`) write their lines as they come; the rest are moving onto reports (see
//! docs/ARCHITECTURE.md for those that still write by hand).

use super::Answer;
use super::picture::SvgArgs;
use crate::picture::Scene;
use anyhow::Result;
use clap::Args;
use serde::Serialize;
use std::io::Write;

/// What a command found, in every form it can be written.
pub trait Report: Serialize {
    /// The text a person reads.
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()>;

    /// The result as a picture, for commands that draw.
    fn scene(&self) -> Option<Scene> {
        None
    }

    /// The answer the exit code gives: yes unless the report says otherwise.
    fn answer(&self) -> Answer {
        Answer::Yes
    }
}

/// `--json` and `--svg FILE`, for the commands whose result is one report.
#[derive(Args, Debug, Clone, Default)]
pub struct OutputArgs {
    /// Print one JSON document instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub svg: SvgArgs,
}

impl OutputArgs {
    /// `--json` alone, for the commands that do not draw.
    pub fn json_only(json: bool) -> OutputArgs {
        OutputArgs {
            json,
            ..OutputArgs::default()
        }
    }

    /// Refuses what cannot go together (`--svg -` with `--json`), before any work is done.
    pub fn check(&self) -> Result<()> {
        self.svg.check(self.json)
    }
}

/// Writes `report` as JSON or text (unless the picture takes standard output), then its
/// picture if one is asked for; returns its answer.
pub fn emit<R: Report>(report: &R, output: &OutputArgs, out: &mut dyn Write) -> Result<Answer> {
    output.check()?;
    if !output.svg.on_standard_output() {
        if output.json {
            super::write_json(out, report)?;
        } else {
            report.write_text(out)?;
        }
    }
    if let Some(scene) = report.scene().filter(|_| output.svg.wanted()) {
        output.svg.write(&scene, out)?;
    }
    Ok(report.answer())
}

/// A float rounded to `places` decimals for JSON, so documents do not carry the noise of
/// binary fractions (`0.30000000000000004`).
pub fn rounded(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}

#[cfg(test)]
mod tests {
    #[test]
    fn rounding_keeps_the_places_asked_for() {
        assert_eq!(super::rounded(0.1 + 0.2, 3), 0.3);
        assert_eq!(super::rounded(2.0 / 3.0, 2), 0.67);
        assert_eq!(super::rounded(-1.25, 1), -1.3);
    }
}
