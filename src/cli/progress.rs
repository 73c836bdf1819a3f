//! A one-line progress display on the run's standard error (its `Streams`) for long
//! searches, shown only when that stream is a terminal. Writing it never fails the command:
//! a closed or broken standard error only loses the line.

use super::Streams;
use crate::exact_cover::{Flow, Progress};
use std::io::Write;
use std::time::{Duration, Instant};

/// Redraws a line of figures and the time elapsed at most five times a second.
pub struct ProgressLine<'a> {
    /// The run's standard error while the line is shown; `None` when it is not.
    err: Option<&'a mut (dyn Write + Send)>,
    /// The terminal's columns.
    width: usize,
    started: Instant,
    last: Instant,
    /// The characters of the line last drawn (0: none), so erasing it covers just them.
    drawn: usize,
}

impl<'a> ProgressLine<'a> {
    /// A progress line on `err`, active only if `wanted` and `err` is a terminal of
    /// `columns` columns.
    pub fn new(
        wanted: bool,
        err: &'a mut (dyn Write + Send),
        columns: Option<usize>,
    ) -> ProgressLine<'a> {
        let now = Instant::now();
        ProgressLine {
            err: columns.filter(|_| wanted).map(|_| err),
            width: columns.unwrap_or(80),
            started: now,
            last: now,
            drawn: 0,
        }
    }

    /// The exact-cover monitor callback: `percent · nodes · solutions`; never cancels.
    pub fn update(&mut self, progress: &Progress) -> Flow {
        self.draw(|| {
            format!(
                "{:5.1}%  nodes {:>12}  solutions {:>10}",
                progress.fraction * 100.0,
                progress.stats.nodes,
                progress.stats.solutions,
            )
        });
        Flow::Continue
    }

    /// Redraws the line with `figures` if it is due (they are worked out only then).
    pub fn draw(&mut self, figures: impl FnOnce() -> String) {
        if self.last.elapsed() > Duration::from_millis(200) {
            self.draw_now(figures);
        }
    }

    /// Redraws the line with `figures` now: for a line that changes at a new stage of the
    /// work, not every moment.
    pub fn draw_now(&mut self, figures: impl FnOnce() -> String) {
        if self.err.is_some() {
            self.last = Instant::now();
            let elapsed = self.started.elapsed().as_secs_f64();
            let line = fit_width(&format!("{}  {elapsed:.1}s", figures()), self.width);
            let erased = self.drawn.saturating_sub(line.chars().count());
            self.write(&format!("\r{line}{:erased$}", ""));
            self.drawn = line.chars().count() + erased;
        }
    }

    /// Writes `text` as a line of its own (on a terminal, when shown), over the live line.
    pub fn note(&mut self, text: &str) {
        if self.err.is_some() {
            let width = self.drawn;
            self.write(&format!(
                "\r{:width$}\r{}\n",
                "",
                fit_width(text, self.width)
            ));
            self.drawn = 0;
        }
    }

    /// Erases the line if it was drawn.
    pub fn finish(&mut self) {
        if self.drawn > 0 {
            self.write(&format!("\r{:width$}\r", "", width = self.drawn));
            self.drawn = 0;
        }
    }

    /// Writes `text` to standard error, ignoring failures (the line is only a courtesy).
    fn write(&mut self, text: &str) {
        if let Some(err) = &mut self.err {
            let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
        }
    }
}

impl Streams<'_> {
    /// A progress line on this run's standard error, shown if `wanted`, not `--quiet`,
    /// and it is a terminal.
    pub fn progress(&mut self, wanted: bool) -> ProgressLine<'_> {
        ProgressLine::new(wanted && !self.quiet, &mut *self.err, self.err_columns)
    }
}

/// A stage of work counted in steps, to estimate the time it has left.
pub struct Stretch {
    started: Instant,
}

impl Stretch {
    /// A stretch starting now.
    pub fn start() -> Stretch {
        Stretch {
            started: Instant::now(),
        }
    }

    /// `"  about 40s left"` once `done` of `of` steps are done at the pace so far; empty
    /// before the first step or after the last.
    pub fn time_left(&self, done: usize, of: usize) -> String {
        if done == 0 || done >= of {
            return String::new();
        }
        let per_step = self.started.elapsed().as_secs_f64() / done as f64;
        format!(
            "  about {} left",
            duration_text(per_step * (of - done) as f64)
        )
    }
}

/// Seconds as `12s`, `3m 05s` or `2h 10m`, rounded up to the unit shown.
fn duration_text(seconds: f64) -> String {
    let whole = seconds.ceil() as u64;
    match whole {
        0..60 => format!("{whole}s"),
        60..3600 => format!("{}m {:02}s", whole / 60, whole % 60),
        _ => {
            let minutes = whole.div_ceil(60);
            format!("{}h {:02}m", minutes / 60, minutes % 60)
        }
    }
}

/// `line` cut to one character less than `width`, so the cursor never wraps to a new line.
fn fit_width(line: &str, width: usize) -> String {
    line.chars().take(width.saturating_sub(1).max(1)).collect()
}

#[cfg(test)]
mod tests {
    use super::{duration_text, fit_width};

    #[test]
    fn durations_are_written_in_the_largest_units_that_help() {
        assert_eq!(duration_text(0.2), "1s");
        assert_eq!(duration_text(59.0), "59s");
        assert_eq!(duration_text(61.5), "1m 02s");
        assert_eq!(duration_text(3600.0), "1h 00m");
        assert_eq!(duration_text(7830.0), "2h 11m");
        assert_eq!(duration_text(7199.0), "2h 00m");
    }

    #[test]
    fn a_line_is_cut_to_one_less_than_the_width() {
        let line = "moves settled 0/296  positions 120/212232  6.91 M nodes/s  5.8s";
        assert_eq!(fit_width(line, 40).chars().count(), 39);
        assert_eq!(fit_width("short", 40), "short");
        assert_eq!(fit_width("ünïcode", 4), "ünï");
    }

    /// What a progress line writes to a terminal of 80 columns, asked for and drawn now.
    fn drawn(quiet: bool) -> Vec<u8> {
        let (mut input, mut out, mut err) = (std::io::empty(), std::io::sink(), Vec::new());
        let mut streams = super::Streams::in_memory(&mut input, &mut out, &mut err);
        streams.err_columns = Some(80);
        streams.quiet = quiet;
        streams.progress(true).draw_now(|| "nodes 12".to_string());
        err
    }

    #[test]
    fn quiet_takes_the_line_away() {
        assert!(
            String::from_utf8(drawn(false))
                .unwrap()
                .contains("nodes 12")
        );
        assert!(drawn(true).is_empty());
    }
}
