//! `tile --count` by the frontier method (dynamic programming, no listing) when it applies:
//! chosen by `--method`, reported like a search's count.

use super::{EngineArg, TileArgs, TileSummary};
use crate::cli::Answer;
use crate::cli::report::{OutputArgs, Report, emit, rounded};
use crate::puzzle::Puzzle;
use crate::tiling::budget::SetupLimits;
use crate::tiling::count_dp::{self, DpRefusal, Limits};
use anyhow::{Result, anyhow, bail};
use clap::ValueEnum;
use num_bigint::BigUint;
use serde::Serialize;
use std::io::Write;
use std::time::Instant;

/// The `--method` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MethodArg {
    /// The frontier method when it applies and its states stay few, else the search.
    Auto,
    /// Dynamic programming over the frontier: counts without listing a tiling.
    Dp,
    /// List the tilings with a search engine.
    Search,
}

/// States `--method auto` allows before it falls back to the search.
const AUTO_STATES: usize = 1 << 21;
/// States `--method dp` allows before it refuses (about 220 bytes each at their peak).
const DP_STATES: usize = 1 << 21;
/// Cells ahead of the scan `--method auto` tries the frontier method with.
const AUTO_WINDOW: usize = 40;

/// Counts by the frontier method when `--method` asks for it or `auto` finds it applies;
/// `None` to leave the count to the search.
/// `setup`: the time and memory the count may take (`--time` stops it: exit 3), counted
/// from `began`, the command's start.
pub fn by_frontier(
    args: &TileArgs,
    puzzle: &Puzzle,
    (file, setup, began, threads): (&str, &SetupLimits, Instant, usize),
    out: &mut dyn Write,
) -> Result<Option<Answer>> {
    let method = args.method;
    if !frontier_wanted(args)? {
        return Ok(None);
    }
    let started = Instant::now();
    let limits = limits(method, *setup, threads);
    let counted = if args.distinct {
        count_dp::count_distinct(&puzzle.tiling, limits)
    } else {
        count_dp::count(&puzzle.tiling, limits)
    };
    let found = match counted {
        Ok(found) => found,
        Err(DpRefusal::OutOfTime) => {
            let elapsed = began.elapsed();
            return super::stopped::report(args, elapsed, out).map(Some);
        }
        Err(_) if method == MethodArg::Auto => return Ok(None),
        Err(refusal) => return Err(anyhow!("{file}: --method dp: {refusal}")),
    };
    let mut summary = TileSummary::new(puzzle, args.distinct, Count(found.count.clone()), true);
    summary.stats = args.stats.then(|| DpStats {
        method: "dp",
        states: found.states,
        symmetries: found.symmetries,
        seconds: rounded(started.elapsed().as_secs_f64(), 3),
    });
    let report = DpReport(summary, super::counted_once(args, &puzzle.tiling));
    let output = OutputArgs::json_only(args.json);
    emit(&report, &output, out).map(Some)
}

/// Whether the frontier count is tried: always with `--method dp` (which counts only),
/// with `--method auto` for a plain count (no engine chosen, no limit), never with
/// `--method search`.
fn frontier_wanted(args: &TileArgs) -> Result<bool> {
    match args.method {
        MethodArg::Search => Ok(false),
        MethodArg::Dp if !args.count => {
            bail!("--method dp counts tilings only: use it with --count")
        }
        MethodArg::Dp if args.limit.is_some() => {
            bail!(
                "--method dp counts every tiling without listing them, so --limit cannot stop \
                 it: drop --limit, or use --method search"
            )
        }
        MethodArg::Dp => Ok(true),
        MethodArg::Auto => Ok(args.count && args.engine == EngineArg::Auto && args.limit.is_none()),
    }
}

/// How far the frontier count may go: `--method dp` as far as it can, `--method auto` only
/// where it is quick, handing the rest to the search.
fn limits(method: MethodArg, setup: SetupLimits, threads: usize) -> Limits {
    match method {
        MethodArg::Dp => Limits {
            window: 127,
            states: DP_STATES,
            quick_refusal: false,
            setup,
            threads,
        },
        _ => Limits {
            window: AUTO_WINDOW,
            states: AUTO_STATES,
            quick_refusal: true,
            setup,
            threads,
        },
    }
}

/// `tile --count` by the frontier count: `tile`'s summary (`tilings` always `null`), with
/// the method's own figures in `stats`.
#[derive(Serialize)]
#[serde(transparent)]
struct DpReport<'a>(
    TileSummary<'a, Count, DpStats>,
    /// What `--distinct` counted once, for the text.
    #[serde(skip)]
    &'static str,
);

#[derive(Serialize)]
struct DpStats {
    method: &'static str,
    states: usize,
    symmetries: usize,
    seconds: f64,
}

/// A count: a JSON number when it fits 64 bits, else a string of its digits.
struct Count(BigUint);

impl Serialize for Count {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match u64::try_from(&self.0) {
            Ok(n) => serializer.serialize_u64(n),
            Err(_) => serializer.serialize_str(&self.0.to_string()),
        }
    }
}

impl Report for DpReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "solutions: {}{}", self.0.solutions.0, self.1)?;
        let Some(stats) = &self.0.stats else {
            return Ok(());
        };
        let states = stats.states;
        writeln!(
            out,
            "method: dp (frontier states, at most {states} at once)"
        )?;
        if self.0.distinct {
            let order = stats.symmetries;
            writeln!(
                out,
                "symmetries: {order} (Burnside: the mean of the tilings each fixes)"
            )?;
        }
        writeln!(out, "time: {:.3} s", stats.seconds)
    }

    fn answer(&self) -> Answer {
        if self.0.solutions.0 == BigUint::default() {
            Answer::No
        } else {
            Answer::Yes
        }
    }
}
