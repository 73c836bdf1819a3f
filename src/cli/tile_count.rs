//! `tile --count` by the frontier method (dynamic programming, no listing) when it applies:
//! chosen by `--method`, reported like a search's count.

use super::Answer;
use super::tile::{EngineArg, TileArgs};
use crate::puzzle::Puzzle;
use crate::tiling::count_dp::{self, Limits};
use anyhow::{Result, anyhow, bail};
use clap::ValueEnum;
use num_bigint::BigUint;
use serde_json::{Value, json};
use std::io::Write;
use std::time::Instant;

/// The `--method` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MethodArg {
    /// The frontier method when it applies and its states stay few, else the search.
    Auto,
    /// Dynamic programming over the frontier (counts only, pieces used freely).
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
pub fn by_frontier(
    args: &TileArgs,
    puzzle: &Puzzle,
    file: &str,
    out: &mut dyn Write,
) -> Result<Option<Answer>> {
    let method = args.method;
    if method == MethodArg::Search {
        return Ok(None);
    }
    if method == MethodArg::Dp && !args.count {
        bail!("--method dp counts tilings only: use it with --count");
    }
    if method == MethodArg::Auto
        && (!args.count || args.engine != EngineArg::Auto || args.limit.is_some())
    {
        return Ok(None);
    }
    let started = Instant::now();
    let limits = match method {
        MethodArg::Dp => Limits {
            window: 127,
            states: DP_STATES,
            quick_refusal: false,
        },
        _ => Limits {
            window: AUTO_WINDOW,
            states: AUTO_STATES,
            quick_refusal: true,
        },
    };
    let counted = if args.distinct {
        count_dp::count_distinct(&puzzle.tiling, limits)
    } else {
        count_dp::count(&puzzle.tiling, limits)
    };
    let found = match counted {
        Ok(found) => found,
        Err(_) if method == MethodArg::Auto => return Ok(None),
        Err(refusal) => return Err(anyhow!("{file}: --method dp: {refusal}")),
    };
    let seconds = started.elapsed().as_secs_f64();
    if args.json {
        let doc = json!({
            "puzzle": puzzle.name,
            "cells": puzzle.tiling.region.len(),
            "pieces": puzzle.tiling.pieces.iter().map(|k| k.name.as_str()).collect::<Vec<_>>(),
            "distinct": args.distinct,
            "solutions": number(&found.count),
            "complete": true,
            "stats": args.stats.then(|| json!({"method": "dp", "states": found.states, "symmetries": found.symmetries, "seconds": seconds})),
        });
        super::write_json(out, &doc)?;
    } else {
        writeln!(out, "solutions: {}", found.count)?;
        if args.stats {
            writeln!(
                out,
                "method: dp (frontier states, at most {} at once)",
                found.states
            )?;
            if args.distinct {
                let order = found.symmetries;
                writeln!(
                    out,
                    "symmetries: {order} (Burnside: the mean of the tilings each fixes)"
                )?;
            }
            writeln!(out, "time: {seconds:.3} s")?;
        }
    }
    Ok(Some(if found.count == BigUint::default() {
        Answer::No
    } else {
        Answer::Yes
    }))
}

/// A count as a JSON number when it fits 64 bits, else as a string of its digits.
fn number(count: &BigUint) -> Value {
    match u64::try_from(count) {
        Ok(n) => json!(n),
        Err(_) => json!(count.to_string()),
    }
}
