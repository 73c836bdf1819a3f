//! `golomb prove --checkpoint`'s file: read at the start, rewritten every 30 s and at the
//! end, written whole to a temporary file and renamed into place, and checked against the
//! game and root before it is trusted.

use crate::polyssimo::prover::{
    self as prover, CHECKPOINT, Known, Node, Prover, ResultsBody, Status,
};
use crate::text_file::NameFile;
use anyhow::Result;
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
            let text =
                crate::text_file::read(path).in_file_doing(path, "cannot read the checkpoint")?;
            let (_, body): (Node, ResultsBody) =
                prover::read_file(CHECKPOINT, &prover.game, Some(root), &text)
                    .in_file_doing(path, "refused as a checkpoint")?;
            prover::known_of(&prover.game, &body.results)
                .in_file_doing(path, "refused as a checkpoint")?
        } else {
            Known::new()
        };
        if let Some(why) = crate::safe_write::unwritable(path) {
            anyhow::bail!("{}: cannot keep the checkpoint: {why}", path.display());
        }
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

pub fn results_body(
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
/// A checkpoint or job file is read back later, so it must be a file: standard output or
/// error is refused.
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let written = crate::play::file::write_text(path, text, crate::safe_write::Existing::Replace)
        .in_file_doing(path, "not saved")?;
    match written {
        crate::safe_write::Written::Done => Ok(()),
        crate::safe_write::Written::Standard(_) => anyhow::bail!(
            "{}: give a file to keep it in, not standard output or error",
            path.display()
        ),
    }
}
