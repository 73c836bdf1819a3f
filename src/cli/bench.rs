//! `tessera bench`: placeholder replaced below.
use super::Answer;
use anyhow::Result;
use clap::Args;

/// Run the standard workloads and report median times.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// A short run: fewer repetitions.
    #[arg(long)]
    pub quick: bool,
}

pub fn run(_args: &BenchArgs) -> Result<Answer> {
    Ok(Answer::Yes)
}
