//! The one writer. A command computes reports — values that serialise as their JSON,
//! write themselves as text and, where the command draws, as a picture — and nothing else
//! writes its standard output: [`emit`] writes a command's one report in the form asked for
//! and returns its answer (which `cli::run` maps to the exit code); a [`Stream`] writes the
//! reports of a command that answers as it goes (`tile --all`'s tilings, `bench`'s rows,
//! `play vs`'s events, `play serve`'s replies), each as its text or as one line of JSON.

use super::Answer;
use super::picture::SvgArgs;
use crate::picture::Scene;
use anyhow::Result;
use clap::Args;
use serde::Serialize;
use std::io::Write;

/// What a terminal echoes of a Ctrl-C typed while a line is passing.
const ECHOED_CTRL_C: &str = "^C";

/// What a command found, in every form it can be written.
pub trait Report: Serialize {
    /// The text a person reads.
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()>;

    /// The result as a picture, for commands that draw.
    fn scene(&self) -> Option<Scene> {
        None
    }

    /// Whether its JSON begins with the shapes' `"version"`: every document does; of a
    /// stream's lines, only the one that opens or closes it.
    fn versioned(&self) -> bool {
        true
    }

    /// The answer the exit code gives: yes unless the report says otherwise.
    fn answer(&self) -> Answer {
        Answer::Yes
    }

    /// Whether its text may be broken to fit a terminal: only prose a person reads (a
    /// hint, an analysis), never a drawing whose columns must line up, a file's contents
    /// (an exported position, a script) or a protocol's reply.
    fn fits(&self) -> bool {
        false
    }
}

/// The columns text reports are fitted to: the terminal's width when standard output is
/// one, else 0 (text left as it is). Set once, by `cli::main`; a command run on other
/// streams (the tests) leaves it 0.
static TEXT_COLUMNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The columns of the terminal text reports go to (`None`: not a terminal).
pub fn text_columns() -> Option<usize> {
    Some(TEXT_COLUMNS.load(std::sync::atomic::Ordering::Relaxed)).filter(|&c| c > 0)
}

/// Fits every text report from now on to `columns` (`None`: not a terminal).
pub fn fit_text_to(columns: Option<usize>) {
    let columns = columns.unwrap_or(0);
    TEXT_COLUMNS.store(columns, std::sync::atomic::Ordering::Relaxed);
}

/// Writes `report`'s text, its long lines broken to fit the terminal (see `line_fit`).
fn write_text<R: Report>(report: &R, out: &mut dyn Write) -> std::io::Result<()> {
    let columns = TEXT_COLUMNS.load(std::sync::atomic::Ordering::Relaxed);
    if columns == 0 || !report.fits() {
        return report.write_text(out);
    }
    let mut text = Vec::new();
    report.write_text(&mut text)?;
    match String::from_utf8(text) {
        Ok(text) => out.write_all(crate::line_fit::fit_text(&text, columns).as_bytes()),
        Err(e) => out.write_all(e.as_bytes()),
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
            write_text(report, out)?;
        }
    }
    if let Some(scene) = report.scene().filter(|_| output.svg.wanted()) {
        // A report has no error stream: a wait for a FIFO's reader is not said here, but
        // Ctrl-C still ends it.
        output.svg.write(&scene, out, &mut std::io::sink())?;
    }
    Ok(report.answer())
}

/// A document a command prints whole, as it is (a manual page, a completion script); its
/// JSON is `{"text": …}`.
#[derive(Serialize)]
pub struct Document {
    pub text: String,
}

impl Report for Document {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        out.write_all(self.text.as_bytes())
    }
}

/// Reports written as they come, each whole and flushed: as its text, or (`json`) as one
/// compact JSON document on a line of its own.
pub struct Stream<'a> {
    out: &'a mut dyn Write,
    json: bool,
    /// The characters of the passing line shown (0: none).
    passing: usize,
}

impl<'a> Stream<'a> {
    /// A stream of reports on `out`, as JSON lines if `json`.
    pub fn new(out: &'a mut dyn Write, json: bool) -> Stream<'a> {
        Stream {
            out,
            json,
            passing: 0,
        }
    }

    /// Shows `text` (one line, no end of line) until the next report takes its place: for
    /// a person at a terminal, while something takes time (never in JSON).
    pub fn passing(&mut self, text: &str) -> Result<()> {
        if !self.json {
            self.erase_passing()?;
            write!(self.out, "{text}")?;
            self.passing = text.chars().count();
            self.out.flush()?;
        }
        Ok(())
    }

    /// Takes the passing line off the terminal, if one is shown, with the `^C` a terminal
    /// echoes after it when Ctrl-C cuts the work it tells of short.
    fn erase_passing(&mut self) -> std::io::Result<()> {
        match std::mem::take(&mut self.passing) {
            0 => Ok(()),
            width => write!(self.out, "\r{:1$}\r", "", width + ECHOED_CTRL_C.len()),
        }
    }

    /// Shows a long `text` through the pager (see `pager`): for a person at a terminal.
    pub fn paged(&mut self, text: &str) -> Result<()> {
        self.erase_passing()?;
        super::pager::page(text, self.out)?;
        Ok(())
    }

    /// Writes one report.
    pub fn write<R: Report>(&mut self, report: &R) -> Result<()> {
        self.erase_passing()?;
        if self.json {
            let line = match report.versioned() {
                true => serde_json::to_string(&super::versioned(report)?)?,
                false => serde_json::to_string(report)?,
            };
            writeln!(self.out, "{line}")?;
        } else {
            write_text(report, self.out)?;
        }
        self.out.flush()?;
        Ok(())
    }

    /// Writes `report` as one JSON document (pretty, versioned), as [`emit`] does: for a
    /// command whose text comes as a stream but whose JSON is one document.
    pub fn document<R: Report>(&mut self, report: &R) -> Result<()> {
        super::write_json(self.out, report)?;
        Ok(self.out.flush()?)
    }
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
