//! `tessera polyssimo ...`: analyses of Polyssimo Challenge positions.

use super::Answer;
use super::picture::SvgArgs;
use super::picture::polyssimo::{holes_scene, solve_scene};
use super::progress::ProgressLine;
use crate::polyssimo::{
    Hole, HoleClass, Mode, Position, Rules, Solution, State, dead_cells, holes, solve,
};
use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::{Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Polyssimo Challenge analyses.
#[derive(Args, Debug)]
pub struct PolyssimoArgs {
    #[command(subcommand)]
    pub command: PolyssimoCommand,
}

const SOLVE_EXAMPLES: &str = "\
Examples:
  tessera polyssimo solve puzzles/polyssimo/endgame-8.yaml
  tessera polyssimo solve puzzles/polyssimo/example-position.yaml --time 1 --json
  tessera polyssimo solve puzzles/polyssimo/endgame-8.yaml --svg line.svg
      the board after the best move, the rest of the line numbered (--svg -: on
      standard output instead of the text)

Values are for the player to move: 2 x (the fewest cells another player has left - own
cells left); on a tie, +1 if that player placed last (-1 if a tied rival did). With 3-4
players the search is paranoid: the others are taken to play together against the
player to move. Golomb's game: +1 win, -1 loss.";

const HOLES_EXAMPLES: &str = "\
Examples:
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml --max-size 5 --json
  tessera polyssimo holes puzzles/polyssimo/example-position.yaml --svg holes.svg
      holes shaded: reserved in the owner's colour, contested hatched, dead grey

Position files: see puzzles/polyssimo/example-position.yaml and the README.";

#[derive(Subcommand, Debug)]
pub enum PolyssimoCommand {
    /// Small empty regions and who can still fill them: reserved, contested or dead.
    #[command(after_help = HOLES_EXAMPLES)]
    Holes {
        /// Position file (YAML).
        position: PathBuf,
        /// Largest region to analyse, in cells (at least 1).
        #[arg(
            long,
            default_value_t = 6,
            value_name = "N",
            value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..)
        )]
        max_size: usize,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        svg: SvgArgs,
    },
    /// The outcome under perfect play (2 players): winner, cells left, best line.
    #[command(after_help = SOLVE_EXAMPLES)]
    Solve {
        /// Position file (YAML).
        position: PathBuf,
        /// Stop after this many seconds with the best answer so far: a number above 0, at
        /// most 1000000000 (larger values, inf and nan are refused; leave --time out for no
        /// limit).
        #[arg(long, value_name = "SECS", allow_negative_numbers = true, value_parser = seconds)]
        time: Option<Duration>,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
        /// No progress line on standard error.
        #[arg(long, short)]
        quiet: bool,
        #[command(flatten)]
        svg: SvgArgs,
    },
}

/// Runs the command.
pub fn run(args: &PolyssimoArgs, stdout: &mut dyn Write) -> Result<Answer> {
    match &args.command {
        PolyssimoCommand::Holes {
            position,
            max_size,
            json,
            svg,
        } => {
            svg.check(*json)?;
            let position = Position::load(position)?;
            let found = holes(&position, *max_size);
            let mut out = svg.text_out(&mut *stdout);
            if *json {
                print_json(&mut out, &position, &found, *max_size)
            } else {
                print_text(&mut out, &position, &found, *max_size)
            }?;
            let labels: Vec<char> = (0..found.len()).map(label).collect();
            let notes = found
                .iter()
                .zip(&labels)
                .map(|(hole, l)| format!("{l}: {}", describe(&position, hole)))
                .collect();
            svg.write(
                &holes_scene(&position, &found, &labels, notes),
                &mut *stdout,
            )?;
            Ok(Answer::Yes)
        }
        PolyssimoCommand::Solve {
            position,
            time,
            json,
            quiet,
            svg,
        } => {
            svg.check(*json)?;
            run_solve(position, *time, *json, !*json && !*quiet, svg, stdout)
        }
    }
}

/// The longest `--time`, in seconds (about 31 years): beyond it a deadline could overflow
/// the clock.
const MAX_SECONDS: f64 = 1e9;

/// Parses `--time`: seconds above 0 and at most [`MAX_SECONDS`].
pub(super) fn seconds(text: &str) -> Result<Duration, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a number of seconds"))?;
    if value.is_nan() || value <= 0.0 {
        return Err(format!("{text} is not a number of seconds above 0"));
    }
    if value > MAX_SECONDS {
        return Err(format!(
            "{text} is too large (at most {MAX_SECONDS:.0} seconds; leave --time out for no limit)"
        ));
    }
    Ok(Duration::from_secs_f64(value))
}

fn run_solve(
    path: &Path,
    limit: Option<Duration>,
    json: bool,
    progress: bool,
    svg: &SvgArgs,
    stdout: &mut dyn Write,
) -> Result<Answer> {
    let position = Position::load(path)?;
    let method = if position.players.len() == 2 {
        "minimax"
    } else {
        "paranoid"
    };
    let rules =
        Rules::for_position(&position).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    let golomb = position.mode == Mode::Golomb;
    let root = rules.state_of(&position);
    let solution = match golomb {
        true => crate::polyssimo::prover::solve_golomb(&position, &rules, limit),
        false => None,
    };
    let method = if solution.is_some() { "proof" } else { method };
    let solution =
        solution.unwrap_or_else(|| solve_showing_progress(&rules, &root, limit, progress));
    let mut end = root;
    for &mv in &solution.line {
        end = rules.play(&end, mv);
    }
    let line: Vec<String> = solution.line.iter().map(|&m| rules.move_name(m)).collect();
    let mover = root.to_move as usize;
    let name = |p: usize| position.players[p].name.clone();
    let over = rules.is_over(&end);
    let winner = if over { rules.winner(&end) } else { None };
    let players = position.players.len();
    let left: Vec<u32> = (0..players).map(|p| rules.cells_left(&end, p)).collect();
    let cells_text: Vec<String> = (0..players)
        .map(|p| format!("{} {}", name(p), left[p]))
        .collect();
    let seconds = solution.elapsed.as_secs_f64();
    let rate = solution.nodes as f64 / seconds.max(1e-9);
    // 0 the player to move wins, 1 does not (a loss or a shared result), 3 not decided.
    let answer = match (solution.exact, winner) {
        (false, _) => Answer::Undecided,
        (true, Some(w)) if w == mover => Answer::Yes,
        (true, _) => Answer::No,
    };
    if svg.wanted() {
        let notes = vec![format!("line: {}", numbered(&line))];
        let scene = solve_scene(&position, &rules, &root, &solution.line, notes);
        // Written first: the text below may return early.
        svg.write(&scene, &mut *stdout)?;
    }
    let mut out = svg.text_out(&mut *stdout);
    if json {
        let doc = json!({
            "to_move": mover + 1,
            "value": solution.value,
            "exact": solution.exact,
            "winner": winner.map(|w| w + 1),
            "cells_left": if over && !golomb { json!(left) } else { Value::Null },
            "best_move": line.first(),
            "line": line,
            "nodes": solution.nodes,
            "nodes_per_second": rate,
            "depth": solution.depth,
            "seconds": seconds,
            "method": method,
        });
        super::write_json(&mut out, &doc)?;
        return Ok(answer);
    }
    writeln!(out, "to move: {}", name(mover))?;
    if method == "paranoid" {
        writeln!(
            out,
            "method: paranoid (the other players play together against {})",
            name(mover)
        )?;
    }
    if rules.is_over(&root) {
        writeln!(out, "the game is over")?;
    }
    match (solution.exact, winner) {
        (true, Some(w)) if golomb => writeln!(
            out,
            "outcome: {} wins; {} cannot move",
            name(w),
            name(1 - w)
        )?,
        (true, Some(w)) => writeln!(
            out,
            "outcome: {} wins; cells left: {}",
            name(w),
            cells_text.join(", ")
        )?,
        (true, None) => writeln!(
            out,
            "outcome: shared; cells left: {}",
            cells_text.join(", ")
        )?,
        (false, _) => writeln!(
            out,
            "not solved in time: best so far at depth {}, value {} for {}",
            solution.depth,
            solution.value,
            name(mover)
        )?,
    }
    if let Some(first) = line.first() {
        writeln!(out, "best move: {first}")?;
        writeln!(out, "line: {}", line.join(", "))?;
    }
    writeln!(out, "value: {} for {}", solution.value, name(mover))?;
    writeln!(
        out,
        "nodes: {} ({:.0} per second), {:.3} s",
        solution.nodes, rate, seconds
    )?;
    Ok(answer)
}

/// `1. X a1 b1 …, 2. …`.
fn numbered(line: &[String]) -> String {
    let moves: Vec<String> = line
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}. {m}", i + 1))
        .collect();
    moves.join(", ")
}

/// Solves, with a progress line (the time searched) on standard error while it runs when
/// `progress` is asked for and standard error is a terminal.
fn solve_showing_progress(
    rules: &Rules,
    root: &State,
    limit: Option<Duration>,
    progress: bool,
) -> Solution {
    let mut line = ProgressLine::new(progress);
    if !line.enabled() {
        return solve(rules, root, limit);
    }
    let limit_text = limit.map_or(String::new(), |t| {
        format!(" (stops at {:.1}s)", t.as_secs_f64())
    });
    let solution = std::thread::scope(|scope| {
        let search = scope.spawn(|| solve(rules, root, limit));
        while !search.is_finished() {
            line.draw(|| format!("searching{limit_text}"));
            std::thread::sleep(Duration::from_millis(50));
        }
        search.join()
    });
    line.finish();
    solution.unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// Labels for holes on the drawing: 1-9, then a-z, then A-Z.
fn label(i: usize) -> char {
    const LABELS: &[u8] = b"123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    LABELS.get(i).map_or('?', |&b| b as char)
}

fn print_text(
    out: &mut dyn Write,
    position: &Position,
    found: &[Hole],
    max_size: usize,
) -> Result<()> {
    let occupied = position.occupied();
    let rows =
        position.set.board.draw(
            |cell| match found.iter().position(|h| h.cells.contains(&cell)) {
                Some(i) => label(i),
                None if occupied[cell] => '#',
                None => '.',
            },
        );
    writeln!(
        out,
        "holes of at most {max_size} cell{}: {}",
        plural(max_size),
        found.len()
    )?;
    for row in rows {
        writeln!(out, "{row}")?;
    }
    for (i, hole) in found.iter().enumerate() {
        writeln!(
            out,
            "{}  {} cell{}  {}",
            label(i),
            hole.cells.len(),
            plural(hole.cells.len()),
            describe(position, hole)
        )?;
    }
    let dead = dead_cells(found);
    writeln!(out, "dead cells: {dead}")?;
    Ok(())
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn describe(position: &Position, hole: &Hole) -> String {
    let fitting = |player: usize| {
        let names: Vec<String> = hole.fits[player]
            .iter()
            .map(|f| {
                let name = &position.set.pieces[f.piece].0;
                if f.exact {
                    format!("{name} (exact)")
                } else {
                    name.clone()
                }
            })
            .collect();
        format!("{}: {}", position.players[player].name, names.join(", "))
    };
    match hole.class {
        HoleClass::Dead => "dead: no remaining piece fits".into(),
        HoleClass::Reserved { player } => format!("reserved for {}", fitting(player)),
        HoleClass::Contested => {
            let parts: Vec<String> = (0..hole.fits.len())
                .filter(|&p| !hole.fits[p].is_empty())
                .map(fitting)
                .collect();
            format!("contested: {}", parts.join("; "))
        }
    }
}

fn print_json(
    out: &mut dyn Write,
    position: &Position,
    found: &[Hole],
    max_size: usize,
) -> Result<()> {
    let list: Vec<Value> = found
        .iter()
        .map(|hole| {
            let (class, owner) = match hole.class {
                HoleClass::Dead => ("dead", None),
                HoleClass::Reserved { player } => ("reserved", Some(player + 1)),
                HoleClass::Contested => ("contested", None),
            };
            let fits: Vec<Value> = hole
                .fits
                .iter()
                .enumerate()
                .map(|(p, fits)| {
                    let pieces: Vec<&str> = fits.iter().map(|f| position.set.pieces[f.piece].0.as_str()).collect();
                    let exact: Vec<&str> = fits.iter().filter(|f| f.exact).map(|f| position.set.pieces[f.piece].0.as_str()).collect();
                    json!({"player": p + 1, "pieces": pieces, "exact": exact})
                })
                .collect();
            let cells: Vec<String> = hole.cells.iter().map(|&c| position.cell_name(c)).collect();
            json!({"size": hole.cells.len(), "cells": cells, "class": class, "owner": owner, "fits": fits})
        })
        .collect();
    let dead = dead_cells(found);
    let doc = json!({"max_size": max_size, "holes": list, "dead_cells": dead});
    super::write_json(out, &doc)
}
