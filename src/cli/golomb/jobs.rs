//! `golomb prove`'s jobs for other machines: job files written by `--split`, proved by
//! `--job` and combined by `--merge`. Every file is written whole (see `checkpoint`) and
//! every file read is checked against the game and root before it is trusted. Each of the
//! three gives a report (see `job_reports`).

use super::checkpoint::{results_body, write_atomically};
use super::job_reports::{JobReport, MergeReport, SplitReport};
use super::progress_text;
use crate::cli::progress::ProgressLine;
use crate::polyssimo::prover::{
    self as prover, JOB, JobBody, Known, MoveValue, Node, Proof, Prover, RESULT, ResultsBody,
    RunOutcome, Settings, Top,
};
use crate::text_file::NameFile;
use anyhow::{Result, bail};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `--split K`: writes the job files into `dir`.
pub fn split(
    (prover, root, position): (&Prover, Node, Option<&Path>),
    count: usize,
    dir: &Path,
) -> Result<SplitReport> {
    let top = Top::new(&prover.game, &prover.symmetries, root);
    if top.groups.is_empty() {
        bail!("the player to move has no move: there is nothing to split");
    }
    let names: Vec<String> = (top.groups.iter())
        .map(|g| prover.move_name(root, g.placement))
        .collect();
    let jobs = prover::split(&top, &names, count);
    if dir.exists() && !dir.is_dir() {
        bail!(
            "--out {}: it is a file, not a folder: name a folder for the job files",
            dir.display()
        );
    }
    std::fs::create_dir_all(dir).in_file_doing(dir, "cannot create the folder")?;
    let paths: Vec<PathBuf> = (jobs.iter())
        .map(|j| dir.join(job_name(j.job, j.jobs)))
        .collect();
    if let Some(existing) = paths.iter().find(|p| p.exists()) {
        bail!(
            "{}: already exists; split into an empty folder",
            existing.display()
        );
    }
    for (job, path) in jobs.iter().zip(&paths) {
        write_atomically(path, &prover::write_file(JOB, &prover.game, root, job))?;
    }
    Ok(SplitReport {
        position: position.map(|p| p.display().to_string()),
        jobs: jobs.len(),
        folder: dir.display().to_string(),
        files: paths.iter().map(|p| p.display().to_string()).collect(),
        distinct_moves: top.groups.len(),
        positions: top.frontier.len(),
    })
}

fn job_name(job: usize, jobs: usize) -> String {
    format!("job-{job:04}-of-{jobs:04}.json")
}

/// The result file of a job file: `x.json` → `x.result.json`.
fn result_path(job: &Path) -> PathBuf {
    let stem = (job.file_stem()).map_or("job".into(), |s| s.to_string_lossy().into_owned());
    job.with_file_name(format!("{stem}.result.json"))
}

/// `--job FILE`: proves one job and writes its result beside it.
pub fn run_job(
    prover: &Prover,
    (path, given): (&Path, Option<Node>),
    settings: Settings,
    mut line: ProgressLine,
) -> Result<JobReport> {
    let (root, job, top) = read_job(prover, path, given)?;
    let mut known = Known::new();
    let settings = Settings {
        every_move: true,
        ..settings
    };
    let proof = prover.prove_top(top, settings, &mut known, &mut |s, _| {
        line.draw(|| progress_text(s))
    });
    line.finish();
    let (nodes, elapsed) = (proof.outcome.nodes, proof.outcome.elapsed);
    let complete = !proof.outcome.stopped;
    let body = results_body(job.job, job.jobs, complete, &known, nodes, elapsed);
    let result = result_path(path);
    let text = prover::write_file(RESULT, &prover.game, root, &body);
    write_atomically(&result, &text)?;
    Ok(JobReport {
        job: job.job,
        jobs: job.jobs,
        complete,
        positions_settled: known.len(),
        nodes,
        seconds: crate::cli::report::rounded(elapsed.as_secs_f64(), 3),
        result: result.display().to_string(),
    })
}

/// A job file, checked against the top of its root (which must be `given`, the position
/// named on the command line, if one is): the root, the job and the job's share of the top.
fn read_job(prover: &Prover, path: &Path, given: Option<Node>) -> Result<(Node, JobBody, Top)> {
    let text = crate::text_file::read(path).in_file_doing(path, "cannot read the job")?;
    let (root, job): (Node, JobBody) = prover::read_file(JOB, &prover.game, given, &text)
        .in_file_doing(path, "refused as a job file")?;
    let top = Top::new(&prover.game, &prover.symmetries, root);
    prover::check_job(&top, &job).in_file_doing(path, "refused as a job file")?;
    let job_top = prover::job_top(&top, &job);
    Ok((root, job, job_top))
}

/// `--merge DIR`: combines every result file in `dir` into the answer.
pub fn merge(prover: &Prover, root: Node, dir: &Path) -> Result<MergeReport> {
    let merged = read_results(prover, root, dir)?;
    let top = Top::new(&prover.game, &prover.symmetries, root);
    let values = prover::values(&top, &merged.known);
    let outcome = RunOutcome {
        values,
        nodes: merged.nodes,
        elapsed: Duration::from_secs_f64(merged.seconds),
        stopped: false,
        unlisted: false,
    };
    let proof = Proof { top, outcome };
    let values = &proof.outcome.values;
    let wins = proof.wins();
    let verdict = match wins {
        Some(_) => super::verdict(&proof),
        None => "outcome: not decided yet: the jobs merged do not settle it".to_string(),
    };
    Ok(MergeReport {
        wins,
        verdict,
        winning_move: proof.winning_move().map(|m| prover.move_name(root, m)),
        jobs: merged.jobs,
        jobs_merged: merged.complete.len(),
        missing_jobs: prover::missing_jobs(merged.jobs, &merged.complete),
        moves_settled: values.iter().filter(|v| **v != MoveValue::Unknown).count(),
        nodes: merged.nodes,
        seconds: crate::cli::report::rounded(merged.seconds, 3),
    })
}

/// The result files of a folder, combined.
struct Merged {
    known: Known,
    /// The number of jobs the split made.
    jobs: usize,
    /// The jobs with a complete result.
    complete: Vec<usize>,
    nodes: u64,
    seconds: f64,
}

/// Every complete result file in `dir`, checked and combined.
fn read_results(prover: &Prover, root: Node, dir: &Path) -> Result<Merged> {
    let mut merged = Merged {
        known: Known::new(),
        jobs: 0,
        complete: Vec::new(),
        nodes: 0,
        seconds: 0.0,
    };
    let mut jobs = None;
    for path in result_files(dir)? {
        let body = read_result(prover, root, &path)?;
        if *jobs.get_or_insert(body.jobs) != body.jobs || body.job == 0 || body.job > body.jobs {
            let (job, jobs) = (body.job, body.jobs);
            bail!(
                "{}: job {job} of {jobs} does not belong with the other results",
                path.display()
            );
        }
        let known = prover::known_of(&prover.game, &body.results)
            .in_file_doing(&path, "refused as a result file")?;
        merged.known.extend(known);
        if body.complete {
            merged.complete.push(body.job);
        }
        merged.nodes += body.nodes;
        merged.seconds += body.seconds;
    }
    merged.jobs = jobs.unwrap_or(0);
    Ok(merged)
}

/// The result files (`*.result.json`) in `dir`, in order of their names; an error if none.
fn result_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let entries = std::fs::read_dir(dir).in_file_doing(dir, "cannot read the folder")?;
    let mut paths: Vec<PathBuf> = (entries.filter_map(|e| e.ok()).map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".result.json"))
        .collect();
    paths.sort();
    if paths.is_empty() {
        bail!(
            "{}: no result files (*.result.json) to merge",
            dir.display()
        );
    }
    Ok(paths)
}

/// One result file, checked against the game and root.
fn read_result(prover: &Prover, root: Node, path: &Path) -> Result<ResultsBody> {
    let text = crate::text_file::read(path).in_file_doing(path, "cannot read")?;
    let (_, body): (Node, ResultsBody) = prover::read_file(RESULT, &prover.game, Some(root), &text)
        .in_file_doing(path, "refused as a result file")?;
    Ok(body)
}
