//! The files of `golomb prove`: checkpoints (read at the start, rewritten every 30 s and
//! at the end), job files written by `--split`, proved by `--job` and combined by
//! `--merge`. Every file is written whole to a temporary file and renamed into place, and
//! every file read is checked against the game and root before it is trusted.

use super::Answer;
use super::golomb::{progress_text, verdict};
use super::progress::ProgressLine;
use crate::polyssimo::prover::{
    self as prover, CHECKPOINT, JOB, JobBody, Known, MoveValue, Node, Proof, Prover, RESULT,
    ResultsBody, RunOutcome, Settings, Status, Top,
};
use anyhow::{Context, Result, bail};
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How often a checkpoint is rewritten while the proof runs.
const SAVE_EVERY: Duration = Duration::from_secs(30);

/// A checkpoint file and what it holds.
pub struct Checkpoint {
    path: PathBuf,
    pub known: Known,
    saved: Instant,
    saved_count: usize,
}

impl Checkpoint {
    /// Reads the checkpoint at `path`, or starts an empty one if there is no file.
    pub fn open(prover: &Prover, root: Node, path: &Path) -> Result<Checkpoint> {
        let known = if path.exists() {
            let text = crate::text_file::read(path)
                .with_context(|| format!("{}: cannot read the checkpoint", path.display()))?;
            let (_, body): (Node, ResultsBody) =
                prover::read_file(CHECKPOINT, &prover.game, Some(root), &text)
                    .with_context(|| format!("{}: refused as a checkpoint", path.display()))?;
            prover::known_of(&prover.game, &body.results)
                .with_context(|| format!("{}: refused as a checkpoint", path.display()))?
        } else {
            Known::new()
        };
        let saved_count = known.len();
        Ok(Checkpoint {
            path: path.to_path_buf(),
            known,
            saved: Instant::now(),
            saved_count,
        })
    }

    /// Rewrites the file if it is due and something new is known.
    pub fn save_if_due(
        &mut self,
        prover: &Prover,
        root: Node,
        known: &Known,
        status: &Status,
    ) -> Result<()> {
        if self.saved.elapsed() < SAVE_EVERY || known.len() == self.saved_count {
            return Ok(());
        }
        self.save(prover, root, known, status.nodes, status.elapsed)
    }

    /// Rewrites the file with `known`.
    pub fn save(
        &mut self,
        prover: &Prover,
        root: Node,
        known: &Known,
        nodes: u64,
        elapsed: Duration,
    ) -> Result<()> {
        let body = results_body(0, 0, true, known, nodes, elapsed);
        let text = prover::write_file(CHECKPOINT, &prover.game, root, &body);
        write_atomically(&self.path, &text)?;
        self.saved = Instant::now();
        self.saved_count = known.len();
        Ok(())
    }
}

fn results_body(
    job: usize,
    jobs: usize,
    complete: bool,
    known: &Known,
    nodes: u64,
    elapsed: Duration,
) -> ResultsBody {
    ResultsBody {
        job,
        jobs,
        complete,
        nodes,
        seconds: (elapsed.as_secs_f64() * 1000.0).round() / 1000.0,
        results: prover::known_text(known),
    }
}

/// Writes `text` whole or not at all (the play layer's writer: a temporary file renamed
/// into place, links and modes kept, read-only files refused).
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    crate::play::file::write_text(path, text, crate::safe_write::Existing::Replace)
        .with_context(|| format!("{}: cannot write", path.display()))
}

/// `--split K`: writes the job files into `dir`.
pub fn split(
    prover: &Prover,
    root: Node,
    count: usize,
    dir: &Path,
    json_out: bool,
    out: &mut dyn Write,
) -> Result<Answer> {
    let top = Top::new(&prover.game, &prover.symmetries, root);
    if top.groups.is_empty() {
        bail!("the player to move has no move: there is nothing to split");
    }
    let names: Vec<String> = (top.groups.iter())
        .map(|g| prover.move_name(root, g.placement))
        .collect();
    let jobs = prover::split(&top, &names, count);
    std::fs::create_dir_all(dir)
        .with_context(|| format!("{}: cannot create the folder", dir.display()))?;
    let paths: Vec<PathBuf> = jobs
        .iter()
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
    if json_out {
        let files: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        let doc = json!({
            "jobs": jobs.len(), "folder": dir.display().to_string(), "files": files,
            "distinct_moves": top.groups.len(), "positions": top.frontier.len(),
        });
        super::write_json(&mut *out, &doc)?;
        return Ok(Answer::Yes);
    }
    writeln!(
        out,
        "wrote {} job files to {} ({} distinct moves, {} positions under them)",
        jobs.len(),
        dir.display(),
        top.groups.len(),
        top.frontier.len()
    )?;
    writeln!(
        out,
        "prove each:  tessera golomb prove --job {} [POSITION]",
        paths[0].display()
    )?;
    writeln!(
        out,
        "then:        tessera golomb prove --merge {} [POSITION]",
        dir.display()
    )?;
    Ok(Answer::Yes)
}

fn job_name(job: usize, jobs: usize) -> String {
    format!("job-{job:04}-of-{jobs:04}.json")
}

/// The result file of a job file: `x.json` → `x.result.json`.
fn result_path(job: &Path) -> PathBuf {
    let stem = job
        .file_stem()
        .map_or("job".into(), |s| s.to_string_lossy().into_owned());
    job.with_file_name(format!("{stem}.result.json"))
}

/// `--job FILE`: proves one job and writes its result beside it.
pub fn run_job(
    prover: &Prover,
    path: &Path,
    settings: Settings,
    progress: bool,
    json_out: bool,
    out: &mut dyn Write,
) -> Result<Answer> {
    let text = crate::text_file::read(path)
        .with_context(|| format!("{}: cannot read the job", path.display()))?;
    let refused = || format!("{}: refused as a job file", path.display());
    let (root, job): (Node, JobBody) =
        prover::read_file(JOB, &prover.game, None, &text).with_context(refused)?;
    let top = Top::new(&prover.game, &prover.symmetries, root);
    prover::check_job(&top, &job)
        .map_err(anyhow::Error::msg)
        .with_context(refused)?;
    let job_top = prover::job_top(&top, &job);
    let mut known = Known::new();
    let mut line = ProgressLine::new(progress);
    let settings = Settings {
        every_move: true,
        ..settings
    };
    let proof = prover.prove_top(job_top, settings, &mut known, &mut |s, _| {
        line.draw(|| progress_text(s))
    });
    line.finish();
    let complete = !proof.outcome.stopped;
    let body = results_body(
        job.job,
        job.jobs,
        complete,
        &known,
        proof.outcome.nodes,
        proof.outcome.elapsed,
    );
    let out_path = result_path(path);
    write_atomically(
        &out_path,
        &prover::write_file(RESULT, &prover.game, root, &body),
    )?;
    if json_out {
        let doc = json!({
            "job": job.job, "jobs": job.jobs, "complete": complete,
            "positions_settled": known.len(), "nodes": proof.outcome.nodes,
            "seconds": proof.outcome.elapsed.as_secs_f64(),
            "result": out_path.display().to_string(),
        });
        super::write_json(&mut *out, &doc)?;
        return Ok(Answer::Yes);
    }
    writeln!(
        out,
        "job {} of {}: {} ({} positions settled, {} nodes, {:.2} s) -> {}",
        job.job,
        job.jobs,
        if complete {
            "done"
        } else {
            "stopped; run it again to finish"
        },
        known.len(),
        proof.outcome.nodes,
        proof.outcome.elapsed.as_secs_f64(),
        out_path.display()
    )?;
    Ok(Answer::Yes)
}

/// `--merge DIR`: combines every result file in `dir` into the answer.
pub fn merge(
    prover: &Prover,
    root: Node,
    dir: &Path,
    json_out: bool,
    out: &mut dyn Write,
) -> Result<Answer> {
    let (known, jobs, present, nodes, seconds) = read_results(prover, root, dir)?;
    let top = Top::new(&prover.game, &prover.symmetries, root);
    let values = prover::values(&top, &known);
    let proof = Proof {
        top,
        outcome: RunOutcome {
            values,
            nodes,
            elapsed: Duration::from_secs_f64(seconds),
            stopped: false,
            unlisted: false,
        },
    };
    let missing = prover::missing_jobs(jobs, &present);
    if proof.wins().is_none() {
        bail!(
            "{}: not decided yet: jobs {} of {jobs} have no complete result",
            dir.display(),
            missing
                .iter()
                .map(|j| j.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let best = proof.winning_move().map(|m| prover.move_name(root, m));
    // Decided: 0 the player to move wins, 1 loses, as a direct proof answers.
    let answer = match proof.wins() {
        Some(false) => Answer::No,
        _ => Answer::Yes,
    };
    if json_out {
        let settled = proof
            .outcome
            .values
            .iter()
            .filter(|v| **v != MoveValue::Unknown)
            .count();
        let doc = json!({
            "wins": proof.wins(), "winning_move": best, "jobs": jobs,
            "jobs_merged": present.len(), "moves_settled": settled,
            "nodes": nodes, "seconds": seconds,
        });
        super::write_json(&mut *out, &doc)?;
        return Ok(answer);
    }
    writeln!(out, "{}", verdict(&proof))?;
    if let Some(best) = best {
        writeln!(out, "winning move: {best}")?;
    }
    writeln!(
        out,
        "merged {} of {jobs} jobs: {nodes} nodes, {seconds:.2} s of search",
        present.len()
    )?;
    Ok(answer)
}

type Merged = (Known, usize, Vec<usize>, u64, f64);

/// Every complete result file in `dir`, checked and combined.
fn read_results(prover: &Prover, root: Node, dir: &Path) -> Result<Merged> {
    let entries = std::fs::read_dir(dir)
        .with_context(|| format!("{}: cannot read the folder", dir.display()))?;
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
    let (mut known, mut jobs, mut present, mut nodes, mut seconds) =
        (Known::new(), None, Vec::new(), 0, 0.0);
    for path in &paths {
        let text = crate::text_file::read(path)
            .with_context(|| format!("{}: cannot read", path.display()))?;
        let refused = || format!("{}: refused as a result file", path.display());
        let (_, body): (Node, ResultsBody) =
            prover::read_file(RESULT, &prover.game, Some(root), &text).with_context(refused)?;
        if *jobs.get_or_insert(body.jobs) != body.jobs || body.job == 0 || body.job > body.jobs {
            bail!(
                "{}: job {} of {} does not belong with the other results",
                path.display(),
                body.job,
                body.jobs
            );
        }
        known.extend(prover::known_of(&prover.game, &body.results).with_context(refused)?);
        if body.complete {
            present.push(body.job);
        }
        nodes += body.nodes;
        seconds += body.seconds;
    }
    Ok((known, jobs.unwrap_or(0), present, nodes, seconds))
}
