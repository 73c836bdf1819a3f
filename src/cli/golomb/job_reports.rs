//! The reports of `golomb prove --split`, `--job` and `--merge`: what each did, as text and
//! as JSON.

use crate::cli::Answer;
use crate::cli::report::Report;
use itertools::Itertools;
use serde::Serialize;
use std::io::Write;

/// `--split K`: the job files written.
#[derive(Serialize, Debug)]
pub struct SplitReport {
    /// The position file split (none: the empty board), for the commands to run next.
    #[serde(skip)]
    pub position: Option<String>,
    pub jobs: usize,
    pub folder: String,
    pub files: Vec<String>,
    /// The root's moves, up to symmetry.
    pub distinct_moves: usize,
    /// The positions under them that the jobs share out.
    pub positions: usize,
}

impl Report for SplitReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "wrote {} job files to {} ({} distinct moves, {} positions under them)",
            self.jobs, self.folder, self.distinct_moves, self.positions
        )?;
        let first = self.files.first().map_or("FILE", String::as_str);
        let position = self
            .position
            .as_ref()
            .map_or(String::new(), |p| format!(" {p}"));
        writeln!(
            out,
            "prove each:  tessera golomb prove --job {first}{position}"
        )?;
        writeln!(
            out,
            "then:        tessera golomb prove --merge {}{position}",
            self.folder
        )
    }
}

/// `--job FILE`: one job proved (or stopped) and its result file.
#[derive(Serialize, Debug)]
pub struct JobReport {
    pub job: usize,
    pub jobs: usize,
    /// False when `--time` or Ctrl-C stopped it: run it again to finish.
    pub complete: bool,
    pub positions_settled: usize,
    pub nodes: u64,
    pub seconds: f64,
    /// The result file written beside the job file.
    pub result: String,
}

impl Report for JobReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let state = match self.complete {
            true => "done",
            false => "stopped; run it again to finish",
        };
        writeln!(
            out,
            "job {} of {}: {state} ({} positions settled, {} nodes, {:.2} s) -> {}",
            self.job, self.jobs, self.positions_settled, self.nodes, self.seconds, self.result
        )
    }

    /// Yes when the job is done, not decided when it was stopped.
    fn answer(&self) -> Answer {
        match self.complete {
            true => Answer::Yes,
            false => Answer::Undecided,
        }
    }
}

/// `--merge DIR`: the answer the jobs' results give together.
#[derive(Serialize, Debug)]
pub struct MergeReport {
    /// Whether the player to move wins; `None` while the results merged so far do not
    /// decide it.
    pub wins: Option<bool>,
    #[serde(skip)]
    pub verdict: String,
    pub winning_move: Option<String>,
    pub jobs: usize,
    pub jobs_merged: usize,
    /// The jobs with no complete result yet (from 1).
    pub missing_jobs: Vec<usize>,
    pub moves_settled: usize,
    pub nodes: u64,
    pub seconds: f64,
}

impl Report for MergeReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "{}", self.verdict)?;
        if let Some(best) = &self.winning_move {
            writeln!(out, "winning move: {best}")?;
        }
        if self.wins.is_none() && !self.missing_jobs.is_empty() {
            let missing = self.missing_jobs.iter().join(", ");
            writeln!(out, "still to prove: jobs {missing}")?;
        }
        writeln!(
            out,
            "merged {} of {} jobs: {} nodes, {:.2} s of search",
            self.jobs_merged, self.jobs, self.nodes, self.seconds
        )
    }

    /// Like `golomb prove`: yes when the player to move wins, not decided while jobs the
    /// answer needs have no result.
    fn answer(&self) -> Answer {
        match self.wins {
            Some(true) => Answer::Yes,
            Some(false) => Answer::No,
            None => Answer::Undecided,
        }
    }
}
