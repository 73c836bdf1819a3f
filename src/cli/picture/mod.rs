//! `--svg FILE` for the commands that draw: the option, writing the picture (whole or not at
//! all), and the adapters that turn each command's result into a [`Scene`].
//!
//! `--svg -` writes the SVG to standard output instead of the command's text (the exit code
//! is the same); it cannot go with `--json`, which also writes to standard output.

pub mod openings;
pub mod polyssimo;
pub mod tile;

use crate::picture::{Scene, to_svg};
use crate::safe_write::{Existing, Written, names_standard_error, names_standard_output};
use anyhow::{Context, Result, bail};
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The `--svg FILE` option.
#[derive(Args, Debug, Clone, Default)]
pub struct SvgArgs {
    /// Draw the result as an SVG picture in FILE (`-`: on standard output, instead of the
    /// text).
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

impl SvgArgs {
    /// Whether a picture is asked for.
    pub fn wanted(&self) -> bool {
        self.svg.is_some()
    }

    /// Whether the picture goes to standard output (`-`, `/dev/stdout` or a link to it), so
    /// the text does not.
    pub fn on_standard_output(&self) -> bool {
        self.svg.as_deref().is_some_and(names_standard_output)
    }

    /// Refuses `--svg -` with `--json`: both would write to standard output.
    pub fn check(&self, json: bool) -> Result<()> {
        if json && self.on_standard_output() {
            bail!("--svg - and --json both write to standard output: give --svg a file name");
        }
        // A folder named as the file, a folder that is not there, or standard error is told
        // before the work, not after it.
        let file = self.svg.as_deref().filter(|_| !self.on_standard_output());
        if let Some(path) = file.filter(|path| names_standard_error(path)) {
            bail!(on_standard_error(path));
        }
        if let Some(path) = file.filter(|path| path.is_dir()) {
            bail!(
                "--svg {}: it is a folder, not a file: name a file in it (--svg {})",
                path.display(),
                path.join("picture.svg").display()
            );
        }
        if let Some(path) = file {
            not_another_kind_of_file(path)?;
            if let Some(why) = crate::safe_write::unwritable(path) {
                bail!("--svg {}: {why}", path.display());
            }
        }
        Ok(())
    }

    /// Where the text output goes: standard output, or nowhere when the picture goes there.
    pub fn text_out<'a>(&self, out: &'a mut dyn Write) -> TextOut<'a> {
        if self.on_standard_output() {
            TextOut::Quiet(std::io::sink())
        } else {
            TextOut::Shown(out)
        }
    }

    /// Writes the scene, if asked for: on `out` for `-`, else to the file (a temporary file
    /// renamed into place, so a failed write leaves no partial file).
    /// A FIFO with no reader is waited on as [`crate::cli::interrupt::while_writing`] says,
    /// the wait said on `err`.
    pub fn write(&self, scene: &Scene, out: &mut dyn Write, err: &mut dyn Write) -> Result<()> {
        let Some(path) = &self.svg else {
            return Ok(());
        };
        let svg = to_svg(scene);
        if self.on_standard_output() {
            out.write_all(svg.as_bytes())?;
            return Ok(());
        }
        not_another_kind_of_file(path)?;
        let write = || crate::safe_write::write(path, svg.as_bytes(), Existing::Replace);
        let written = crate::cli::interrupt::while_writing(path, err, write)
            .with_context(|| format!("--svg {}", path.display()))?;
        match written {
            Written::Done => Ok(()),
            // Standard output is `-`, taken above; standard error is the command's own.
            Written::Standard(_) => bail!(on_standard_error(path)),
        }
    }
}

/// Refuses a picture's file that holds something else (a game's state file, a puzzle: a
/// slip of Tab completion), which writing would lose; a file named `.svg`, a picture (`<svg`
/// in its first kilobyte), an empty file or none is replaced.
fn not_another_kind_of_file(path: &Path) -> Result<()> {
    use std::io::Read;
    let named_svg = (path.extension()).is_some_and(|e| e.eq_ignore_ascii_case("svg"));
    if named_svg {
        return Ok(());
    }
    let Ok(file) = std::fs::File::open(path) else {
        return Ok(()); // none there (or unreadable: the write says why)
    };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Ok(()); // a device or a FIFO, as `/dev/null`
    }
    let mut start = Vec::new();
    file.take(1024).read_to_end(&mut start)?;
    let picture = start.windows(4).any(|w| w == b"<svg");
    if start.iter().all(u8::is_ascii_whitespace) || picture {
        return Ok(());
    }
    bail!(
        "--svg {}: the file exists and is not an SVG picture, so writing the picture would \
         lose it: name another file (or remove this one first)",
        path.display()
    )
}

/// The refusal of `--svg` naming standard error.
fn on_standard_error(path: &Path) -> String {
    format!(
        "--svg {}: standard error is for messages; write the picture to a file or to - \
         (standard output)",
        path.display()
    )
}

/// The text output's stream: shown or thrown away.
pub enum TextOut<'a> {
    Shown(&'a mut dyn Write),
    Quiet(std::io::Sink),
}

impl Write for TextOut<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            TextOut::Shown(out) => out.write(buf),
            TextOut::Quiet(sink) => sink.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            TextOut::Shown(out) => out.flush(),
            TextOut::Quiet(sink) => sink.flush(),
        }
    }
}
