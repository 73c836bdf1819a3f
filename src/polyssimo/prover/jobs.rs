//! Cutting a proof into independent jobs and putting their results together. The root's
//! distinct moves and the frontier positions under each are taken in the prover's order
//! and cut into `K` runs of about equal length; a job proves its share of each move it
//! holds (stopping a share early once it is refuted). The merge reads every result and
//! decides the root exactly as one run would, or names the jobs still missing.

use super::drive::Known;
use super::files::{JobBody, JobMove};
use super::top::MoveValue;
use super::top::{Group, Top};

/// The jobs for a top, at most `count` of them (fewer if there are fewer positions).
pub fn split(top: &Top, names: &[String], count: usize) -> Vec<JobBody> {
    let shares: Vec<(usize, usize)> = (top.groups.iter().enumerate())
        .flat_map(|(g, group)| (0..group.frontier.len().max(1)).map(move |i| (g, i)))
        .collect();
    let jobs = count.clamp(1, shares.len().max(1));
    let per_job = shares.len().div_ceil(jobs).max(1);
    let chunks: Vec<&[(usize, usize)]> = shares.chunks(per_job).collect();
    let total = chunks.len();
    (chunks.iter().enumerate())
        .map(|(j, chunk)| JobBody {
            job: j + 1,
            jobs: total,
            moves: moves_of(chunk, top, names),
        })
        .collect()
}

/// A chunk of (move, position) pairs as one share per move.
fn moves_of(chunk: &[(usize, usize)], top: &Top, names: &[String]) -> Vec<JobMove> {
    let mut moves: Vec<JobMove> = Vec::new();
    for &(g, i) in chunk {
        match moves.last_mut() {
            Some(last) if last.index == g => last.end = i + 1,
            _ => moves.push(JobMove {
                index: g,
                name: names[g].clone(),
                first: i,
                end: (i + 1).min(top.groups[g].frontier.len()),
            }),
        }
    }
    moves
}

/// Why a job file does not fit the top it claims to be cut from.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JobError {
    #[error("job {job} of {jobs} is out of range")]
    OutOfRange { job: usize, jobs: usize },
    #[error("move {index} does not exist (the root has {moves})")]
    NoSuchMove { index: usize, moves: usize },
    #[error("positions {first}..{end} of move {index} do not exist (it has {positions})")]
    NoSuchPositions {
        index: usize,
        first: usize,
        end: usize,
        positions: usize,
    },
}

/// Checks a job against the top it was cut from.
pub fn check_job(top: &Top, job: &JobBody) -> Result<(), JobError> {
    if job.job == 0 || job.job > job.jobs {
        let (job, jobs) = (job.job, job.jobs);
        return Err(JobError::OutOfRange { job, jobs });
    }
    for m in &job.moves {
        let group = top.groups.get(m.index).ok_or(JobError::NoSuchMove {
            index: m.index,
            moves: top.groups.len(),
        })?;
        if m.first > m.end || m.end > group.frontier.len() {
            return Err(JobError::NoSuchPositions {
                index: m.index,
                first: m.first,
                end: m.end,
                positions: group.frontier.len(),
            });
        }
    }
    Ok(())
}

/// The top a job proves: its shares of the root's moves, over the same frontier.
pub fn job_top(top: &Top, job: &JobBody) -> Top {
    let groups = (job.moves.iter())
        .map(|m| {
            let whole = &top.groups[m.index];
            Group {
                placement: whole.placement,
                replies: whole.replies,
                frontier: whole.frontier[m.first..m.end].to_vec(),
                reply_cells: whole.reply_cells[m.first..m.end].to_vec(),
                listed: true,
            }
        })
        .collect();
    top.sharing_frontier(groups)
}

/// The value of each root move given what is known of the frontier.
pub fn values(top: &Top, known: &Known) -> Vec<MoveValue> {
    (top.groups.iter())
        .map(|group| {
            let results: Vec<Option<bool>> = (group.frontier.iter())
                .map(|&f| known.get(&top.keys[f]).copied())
                .collect();
            match results.iter().position(|r| *r == Some(false)) {
                Some(i) => MoveValue::Refuted(group.frontier[i]),
                None if results.iter().all(|r| r.is_some()) => MoveValue::Wins,
                None => MoveValue::Unknown,
            }
        })
        .collect()
}

/// The jobs (numbered from 1) of a split into `jobs` that are not among `present`.
pub fn missing_jobs(jobs: usize, present: &[usize]) -> Vec<usize> {
    (1..=jobs).filter(|j| !present.contains(j)).collect()
}
