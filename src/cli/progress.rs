//! A one-line progress display on standard error for long searches, shown only when
//! standard error is a terminal.

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
            eprint!("\r{}  {elapsed:.1}s ", figures());
            let _ = std::io::stderr().flush();
        }
    }

    /// Erases the line if it was drawn.
    pub fn finish(&self) {
        if self.drawn {
            eprint!("\r{:70}\r", "");
        }
    }
}
