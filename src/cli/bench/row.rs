//! A bench row and the bench's report: each workload's figures are a typed value of their
//! own, written as one line of the table and as one JSON object (the workload, its engine,
//! and the figures' fields beside them).

use crate::cli::Answer;
use crate::cli::report::{Report, rounded};
use crate::wording::count;
use serde::Serialize;
use serde_json::{Map, Value};
use std::io::Write;
use std::time::Duration;

/// One measured workload.
#[derive(Serialize, Debug)]
pub struct Row {
    pub workload: String,
    pub engine: &'static str,
    #[serde(flatten)]
    figures: Map<String, Value>,
    /// The line's text after the workload and engine columns.
    #[serde(skip)]
    text: String,
}

impl Row {
    /// A row of `figures`, which must serialize as a struct (its fields join the row's).
    pub fn new(
        workload: impl Into<String>,
        engine: &'static str,
        figures: &impl Serialize,
        text: String,
    ) -> Row {
        let figures = match serde_json::to_value(figures) {
            Ok(Value::Object(fields)) => fields,
            _ => unreachable!("a bench row's figures are a struct of numbers"),
        };
        Row {
            workload: workload.into(),
            engine,
            figures,
            text,
        }
    }

    /// The row as a line of the table (lines, where the figures take two).
    pub fn line(&self) -> String {
        format!("{:<20} {:>9} {}", self.workload, self.engine, self.text)
    }
}

impl Report for Row {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", self.line())
    }

    fn versioned(&self) -> bool {
        false
    }
}

/// The table's heading, the first line of the text.
#[derive(Serialize)]
pub struct Heading;

impl Report for Heading {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", heading())
    }
}

/// The table's heading line.
fn heading() -> String {
    let [workload, engine, median, nodes, solutions] =
        ["workload", "engine", "median", "nodes", "solutions"];
    format!("{workload:<20} {engine:>9} {median:>11} {nodes:>14} {solutions:>10}")
}

/// A move generator's row: `rate` moves listed per second, `listed` in the position named.
pub fn movegen_row(name: &str, runs: u32, rate: f64, listed: usize, position: &str) -> Row {
    #[derive(Serialize)]
    struct Figures {
        runs: u32,
        moves_per_second: f64,
    }
    let text = format!(
        "{:>8.1} M moves/s ({listed} moves in {position})",
        rate / 1e6
    );
    let figures = Figures {
        runs,
        moves_per_second: per_second(rate),
    };
    Row::new(name, "rules", &figures, text)
}

/// Every row of a run: `bench --json`'s document. `complete` is false when Ctrl-C stopped
/// the run (the rows measured before are kept).
#[derive(Serialize, Debug)]
pub struct BenchReport {
    pub complete: bool,
    pub workloads: Vec<Row>,
}

impl BenchReport {
    /// What the text says after the table's rows: nothing, or that Ctrl-C stopped it.
    pub fn closing(&self) -> Closing {
        Closing {
            complete: self.complete,
            workloads: self.workloads.len(),
        }
    }
}

impl Report for BenchReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        Heading.write_text(out)?;
        self.workloads
            .iter()
            .try_for_each(|row| row.write_text(out))?;
        self.closing().write_text(out)
    }

    /// Not decided (exit 3) when Ctrl-C stopped the run.
    fn answer(&self) -> Answer {
        match self.complete {
            true => Answer::Yes,
            false => Answer::Undecided,
        }
    }
}

/// The line after the table's rows.
#[derive(Serialize)]
pub struct Closing {
    complete: bool,
    workloads: usize,
}

impl Report for Closing {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        match self.complete {
            true => Ok(()),
            false => writeln!(
                out,
                "not complete: stopped by Ctrl-C after {}",
                count(self.workloads, "workload")
            ),
        }
    }
}

/// Seconds for JSON, to the microsecond (bench times go down to tens of microseconds).
pub fn seconds(time: impl Into<Seconds>) -> f64 {
    rounded(time.into().0, 6)
}

/// A rate (per second) for JSON, to the whole unit.
pub fn per_second(rate: f64) -> f64 {
    rate.round()
}

/// A time given as a `Duration` or as seconds.
pub struct Seconds(f64);

impl From<Duration> for Seconds {
    fn from(time: Duration) -> Seconds {
        Seconds(time.as_secs_f64())
    }
}

impl From<f64> for Seconds {
    fn from(seconds: f64) -> Seconds {
        Seconds(seconds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Figures {
        runs: u32,
        median_seconds: f64,
    }

    #[test]
    fn a_rows_figures_sit_beside_its_workload_and_engine() {
        let figures = Figures {
            runs: 3,
            median_seconds: seconds(Duration::from_micros(1_500)),
        };
        let row = Row::new("6x10 all", "masks", &figures, "0.002 s".into());
        let json = serde_json::to_value(&row).unwrap();
        let expected = serde_json::json!({"workload": "6x10 all", "engine": "masks",
            "runs": 3, "median_seconds": 0.0015});
        assert_eq!(json, expected);
        assert_eq!(
            row.line(),
            format!("{:<20} {:>9} 0.002 s", "6x10 all", "masks")
        );
    }
}
