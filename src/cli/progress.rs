//! A one-line progress display on standard error for long searches, shown only when
//! standard error is a terminal.

use crate::exact_cover::{Flow, Progress};
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// Redraws `percent · nodes · solutions · elapsed` at most five times a second.
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

    /// The monitor callback: redraws if due, never cancels.
    pub fn update(&mut self, progress: &Progress) -> Flow {
        if self.enabled && self.last.elapsed() > Duration::from_millis(200) {
            self.last = Instant::now();
            self.drawn = true;
            eprint!(
                "\r{:5.1}%  nodes {:>12}  solutions {:>10}  {:.1}s ",
                progress.fraction * 100.0,
                progress.stats.nodes,
                progress.stats.solutions,
                self.started.elapsed().as_secs_f64()
            );
            let _ = std::io::stderr().flush();
        }
        Flow::Continue
    }

    /// Erases the line if it was drawn.
    pub fn finish(&self) {
        if self.drawn {
            eprint!("\r{:70}\r", "");
        }
    }
}
