//! A one-line progress display on standard error for long searches, shown only when
//! standard error is a terminal. Writing it never fails the command: a closed or broken
//! standard error only loses the line.

use crate::exact_cover::{Flow, Progress};
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// Redraws a line of figures and the time elapsed at most five times a second.
pub struct ProgressLine {
    enabled: bool,
    started: Instant,
    last: Instant,
    drawn: bool,
}

impl ProgressLine {
    /// A progress line, active only if `wanted` and standard error is a terminal.
    pub fn new(wanted: bool) -> ProgressLine {
        let now = Instant::now();
        ProgressLine {
            enabled: wanted && std::io::stderr().is_terminal(),
            started: now,
            last: now,
            drawn: false,
        }
    }

    /// Whether the line is shown at all.
    pub fn enabled(&self) -> bool {
        self.enabled
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
        if self.enabled && self.last.elapsed() > Duration::from_millis(200) {
            self.last = Instant::now();
            self.drawn = true;
            let elapsed = self.started.elapsed().as_secs_f64();
            write_stderr(&format!("\r{}  {elapsed:.1}s ", figures()));
        }
    }

    /// Erases the line if it was drawn.
    pub fn finish(&self) {
        if self.drawn {
            write_stderr(&format!("\r{:70}\r", ""));
        }
    }
}

/// Writes `text` to standard error, ignoring failures (the line is only a courtesy).
fn write_stderr(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
}
