//! `tessera s25 ...`: analyses of Структура 25 positions — what each player can activate,
//! the risks and the best move over the die (`analyze`), and the fewest turns to exactly
//! 25 (`path`).

use super::Answer;
use super::progress::ProgressLine;
use super::s25_readings::ReadingsArgs;
use crate::struktura25::analyze::{self, Analysis, Candidate, Prospects, Settings, Stage};
use crate::struktura25::grid;
use crate::struktura25::moves::{self, combo_text};
use crate::struktura25::path::{self, DieBranch, Next, PathAnswer, Plan};
use crate::struktura25::position;
use crate::wording::count;
use anyhow::Result;
use clap::{Args, Subcommand};
use serde_json::{Value, json};
use std::io::Write;
use std::path::PathBuf;

/// Структура 25 analyses.
#[derive(Args, Debug)]
pub struct S25Args {
    #[command(subcommand)]
    pub command: S25Command,
}

const ANALYZE_EXAMPLES: &str = "\
Examples:
  tessera s25 analyze puzzles/struktura25/midgame.yaml
  tessera s25 analyze puzzles/struktura25/midgame.yaml --rollouts 200 --top 5
  tessera s25 analyze puzzles/struktura25/midgame.yaml --depth 1 --json

Values are the evaluation for the player to move after expectiminimax over the die: the
others minimise it (with 3-4 players: paranoid). Position files: see
puzzles/struktura25/midgame.yaml and the README.";

const PATH_EXAMPLES: &str = "\
Examples:
  tessera s25 path puzzles/struktura25/empty.yaml
  tessera s25 path puzzles/struktura25/midgame.yaml --player 2 --json

The other players place nothing; their chips stay where they are. After a collapse the
plan has one branch per outcome of the die. --correction no-cap lets an overload to exactly
25 with a token win; --line2 once counts the line of 2 spent once anyone has used it.";

#[derive(Subcommand, Debug)]
pub enum S25Command {
    /// Each player's combinations and lines of five, the moves that win now, and each
    /// candidate's risk and value over the die.
    #[command(after_help = ANALYZE_EXAMPLES)]
    Analyze {
        /// Position file (YAML).
        position: PathBuf,
        /// Turns to look ahead (own move, die, the next player's move, die, ...): 1 to 3.
        #[arg(long, default_value_t = 2, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=3))]
        depth: u32,
        /// Candidate moves to show, best first (0: all).
        #[arg(long, default_value_t = 10, value_name = "N")]
        top: usize,
        /// Playouts per shown candidate, for its chance to win with a 95% interval
        /// (at most 100000).
        #[arg(long, default_value_t = 0, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100_000))]
        rollouts: u32,
        /// Seed for the playouts.
        #[arg(long, default_value_t = 0, value_name = "N")]
        seed: u64,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        readings: ReadingsArgs,
    },
    /// The fewest turns in which a player reaches exactly 25 whatever the die shows.
    #[command(after_help = PATH_EXAMPLES)]
    Path {
        /// Position file (YAML).
        position: PathBuf,
        /// The player, numbered from 1 (default: the player to move).
        #[arg(long, value_name = "N")]
        player: Option<usize>,
        /// Search at most this many turns (1 to 20).
        #[arg(long, default_value_t = 10, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20))]
        max_turns: u32,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        readings: ReadingsArgs,
    },
}

/// Runs the command.
pub fn run(args: &S25Args, out: &mut dyn Write) -> Result<Answer> {
    match &args.command {
        S25Command::Analyze {
            position: file,
            depth,
            top,
            rollouts,
            seed,
            json,
            readings,
        } => {
            let mut state = position::load(file)?;
            state.readings = readings.readings();
            if state.is_over() {
                anyhow::bail!("{}: the game is over", file.display());
            }
            let shown = if *top == 0 { usize::MAX } else { *top };
            let settings = Settings {
                depth: *depth,
                rollouts: *rollouts,
                rollout_moves: shown,
                seed: *seed,
            };
            let mut line = ProgressLine::new(!*json);
            let analysis = analyze::analyze_with(&state, settings, &mut |stage| {
                line.draw(|| match stage {
                    Stage::Valuing { done, of } => format!("moves valued {done}/{of}"),
                    Stage::PlayingOut { done, of } => format!("moves played out {done}/{of}"),
                })
            });
            line.finish();
            if *json {
                super::write_json(out, &analysis_json(&analysis, shown))?;
            } else {
                write_analysis(out, &analysis, shown)?;
            }
            Ok(Answer::Yes)
        }
        S25Command::Path {
            position: file,
            player,
            max_turns,
            json,
            readings,
        } => {
            let mut state = position::load(file)?;
            state.readings = readings.readings();
            let players = state.players();
            let player = match player {
                None => state.to_move,
                Some(n) if (1..=players).contains(n) => n - 1,
                Some(n) => anyhow::bail!(
                    "--player {n}: no such player (players are numbered 1 to {players})"
                ),
            };
            let (answer, stats) = path::shortest(&state, player, *max_turns);
            if *json {
                super::write_json(out, &path_json(&answer, player, stats.nodes))?;
            } else {
                write_path(out, &answer, player)?;
            }
            Ok(if matches!(answer, PathAnswer::Found { .. }) {
                Answer::Yes
            } else {
                Answer::No
            })
        }
    }
}

fn risk_text(c: &Candidate) -> String {
    let r = c.risk;
    if !r.collapse {
        return "no collapse".into();
    }
    if r.token {
        return "collapse cancelled by a token".into();
    }
    let parts: Vec<String> = (1..=3)
        .filter(|&k| r.lose[k] > 0.0)
        .map(|k| format!("lose {k}: {:.0}%", 100.0 * r.lose[k]))
        .collect();
    format!("collapse: {}", parts.join(", "))
}

fn write_prospects(out: &mut dyn Write, p: &Prospects) -> Result<()> {
    let letter = position::letter(p.player);
    writeln!(out, "player {} ({letter}):", p.player + 1)?;
    if p.options.is_empty() {
        writeln!(out, "  no combination next turn")?;
    }
    for o in &p.options {
        let effect = if o.wins {
            " — wins".to_string()
        } else if o.collapses {
            " — collapses".to_string()
        } else {
            String::new()
        };
        writeln!(
            out,
            "  {} {}: {} points{effect}",
            grid::name(o.chip),
            combo_text(o.activation.combo),
            o.activation.points
        )?;
    }
    let (open, blocked): (Vec<_>, Vec<_>) = p.lines.iter().partition(|l| l.blocked_by.is_empty());
    let names = |lines: &[&analyze::FiveLine]| -> String {
        let list: Vec<String> = lines
            .iter()
            .map(|l| format!("{}-{}", grid::name(l.from), grid::name(l.to)))
            .collect();
        if list.is_empty() {
            "none".into()
        } else {
            list.join(" ")
        }
    };
    writeln!(out, "  lines of five open: {}", names(&open))?;
    writeln!(out, "  lines of five blocked: {}", names(&blocked))?;
    Ok(())
}

fn write_analysis(out: &mut dyn Write, a: &Analysis, shown: usize) -> Result<()> {
    for p in &a.prospects {
        write_prospects(out, p)?;
    }
    let method = if a.prospects.len() == 2 {
        "expectiminimax"
    } else {
        "paranoid expectiminimax"
    };
    writeln!(out, "to move: player {}", a.to_move + 1)?;
    let wins: Vec<String> = a.winning.iter().map(moves::format).collect();
    writeln!(
        out,
        "wins now: {}",
        if wins.is_empty() {
            "none".into()
        } else {
            wins.join(", ")
        }
    )?;
    if let Some(best) = a.candidates.first() {
        writeln!(
            out,
            "best move: {} (value {:.1}, {method}, depth {})",
            moves::format(&best.mv),
            best.value,
            a.depth
        )?;
    }
    writeln!(out, "candidates:")?;
    for c in a.candidates.iter().take(shown) {
        let playouts = match c.rollouts {
            Some(r) => format!(
                "; wins {:.1}% [{:.1}%, {:.1}%] of {}",
                100.0 * f64::from(r.wins) / f64::from(r.playouts),
                100.0 * r.low,
                100.0 * r.high,
                r.playouts
            ),
            None => String::new(),
        };
        writeln!(
            out,
            "  {:<30} {:>8.1}  {}{playouts}",
            moves::format(&c.mv),
            c.value,
            risk_text(c)
        )?;
    }
    Ok(())
}

fn analysis_json(a: &Analysis, shown: usize) -> Value {
    let prospects: Vec<Value> = a
        .prospects
        .iter()
        .map(|p| {
            json!({
                "player": p.player + 1,
                "combinations": p.options.iter().map(|o| json!({
                    "chip": grid::name(o.chip),
                    "combination": combo_text(o.activation.combo),
                    "cells": grid::names(o.activation.cells),
                    "points": o.activation.points,
                    "collapses": o.collapses,
                    "wins": o.wins,
                })).collect::<Vec<_>>(),
                "lines_of_five": p.lines.iter().map(|l| json!({
                    "line": format!("{}-{}", grid::name(l.from), grid::name(l.to)),
                    "own": l.own,
                    "open": l.blocked_by.is_empty(),
                    "blocked_by": l.blocked_by.iter().map(|b| b + 1).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let candidates: Vec<Value> = a.candidates.iter().take(shown).map(|c| json!({
        "move": moves::format(&c.mv),
        "value": c.value,
        "collapse": c.risk.collapse,
        "token": c.risk.token,
        "lose_chips": c.risk.lose,
        "rollouts": c.rollouts.map(|r| json!({"wins": r.wins, "playouts": r.playouts, "low": r.low, "high": r.high})),
    })).collect();
    json!({
        "to_move": a.to_move + 1,
        "depth": a.depth,
        "method": if a.prospects.len() == 2 { "expectiminimax" } else { "paranoid expectiminimax" },
        "players": prospects,
        "wins_now": a.winning.iter().map(moves::format).collect::<Vec<_>>(),
        "best_move": a.candidates.first().map(|c| moves::format(&c.mv)),
        "candidates": candidates,
    })
}

fn write_path(out: &mut dyn Write, answer: &PathAnswer, player: usize) -> Result<()> {
    match answer {
        PathAnswer::Found { turns, plan } => {
            writeln!(
                out,
                "player {}: exactly 25 in {} whatever the die shows",
                player + 1,
                count(*turns, "turn")
            )?;
            write_plan(out, plan, 1, "  ")
        }
        PathAnswer::Impossible(reason) => Ok(writeln!(
            out,
            "player {}: impossible: {reason}",
            player + 1
        )?),
        PathAnswer::NotWithin { turns } => Ok(writeln!(
            out,
            "player {}: no way to exactly 25 within {turns} turns (every line searched; raise --max-turns to look further)",
            player + 1
        )?),
    }
}

fn write_plan(out: &mut dyn Write, plan: &Plan, turn: u32, indent: &str) -> Result<()> {
    writeln!(out, "{indent}{turn}. {}", moves::format(&plan.mv))?;
    match &plan.next {
        Next::Won => writeln!(out, "{indent}   25: won")?,
        Next::Then(next) => write_plan(out, next, turn + 1, indent)?,
        Next::Die(branches) => {
            for b in branches {
                writeln!(out, "{indent}   {}", branch_text(b))?;
                write_plan(out, &b.then, turn + 1, &format!("{indent}     "))?;
            }
        }
    }
    Ok(())
}

fn branch_text(b: &DieBranch) -> String {
    match b.remove {
        Some(chips) => format!(
            "die {}-{}: remove {}",
            b.faces.0,
            b.faces.1,
            grid::names(chips)
        ),
        None => format!(
            "die {}-{}: every chip goes back to hand",
            b.faces.0, b.faces.1
        ),
    }
}

fn plan_json(plan: &Plan) -> Value {
    let next = match &plan.next {
        Next::Won => json!("won"),
        Next::Then(p) => plan_json(p),
        Next::Die(branches) => json!(
            branches
                .iter()
                .map(|b| json!({
                    "faces": format!("{}-{}", b.faces.0, b.faces.1),
                    "remove": b.remove.map(grid::names),
                    "then": plan_json(&b.then),
                }))
                .collect::<Vec<_>>()
        ),
    };
    json!({"move": moves::format(&plan.mv), "next": next})
}

fn path_json(answer: &PathAnswer, player: usize, nodes: u64) -> Value {
    match answer {
        PathAnswer::Found { turns, plan } => {
            json!({"player": player + 1, "possible": true, "turns": turns, "plan": plan_json(plan), "nodes": nodes})
        }
        PathAnswer::Impossible(reason) => {
            json!({"player": player + 1, "possible": false, "reason": reason, "nodes": nodes})
        }
        PathAnswer::NotWithin { turns } => {
            json!({"player": player + 1, "possible": null, "searched_turns": turns, "nodes": nodes})
        }
    }
}
