//! `s25 analyze`'s report: each player's prospects, the moves that win now, and the
//! candidates with their value and risk over the die.

use crate::cli::Answer;
use crate::cli::report::{Report, rounded};
use crate::struktura25::analyze::{Analysis, Candidate, FiveLine, Prospects, Rollouts};
use crate::struktura25::grid::{self, Cells};
use crate::struktura25::moves::{self, combo_text};
use crate::struktura25::position;
use itertools::Itertools;
use serde::Serialize;
use std::io::Write;

/// What `s25 analyze` found.
#[derive(Serialize)]
pub struct AnalysisReport<'a> {
    to_move: usize,
    depth: u32,
    /// False when `--time` or Ctrl-C stopped the analysis: `depth` is then the deepest
    /// finished.
    complete: bool,
    method: &'static str,
    players: Vec<PlayerLine>,
    wins_now: Vec<String>,
    best_move: Option<String>,
    candidates: Vec<CandidateLine>,
    #[serde(skip)]
    analysis: &'a Analysis,
    #[serde(skip)]
    shown: usize,
}

/// One player's combinations for next turn and lines of five, in JSON.
#[derive(Serialize)]
struct PlayerLine {
    player: usize,
    combinations: Vec<CombinationLine>,
    lines_of_five: Vec<FiveLineJson>,
}

#[derive(Serialize)]
struct CombinationLine {
    chip: String,
    combination: String,
    cells: Vec<String>,
    points: u8,
    collapses: bool,
    wins: bool,
}

#[derive(Serialize)]
struct FiveLineJson {
    line: String,
    own: u32,
    open: bool,
    blocked_by: Vec<usize>,
}

/// A candidate move: its value (2 decimals), its risk (chances to 4 decimals) and its
/// playouts when asked for.
#[derive(Serialize)]
struct CandidateLine {
    #[serde(rename = "move")]
    mv: String,
    value: f64,
    collapse: bool,
    token: bool,
    lose_chips: Vec<f64>,
    rollouts: Option<RolloutLine>,
}

#[derive(Serialize)]
struct RolloutLine {
    wins: u32,
    playouts: u32,
    low: f64,
    high: f64,
}

/// Cells as a list of names, lowest first.
pub fn cell_list(cells: Cells) -> Vec<String> {
    grid::cells(cells).map(grid::name).collect()
}

fn player_line(p: &Prospects) -> PlayerLine {
    PlayerLine {
        player: p.player + 1,
        combinations: (p.options.iter())
            .map(|o| CombinationLine {
                chip: grid::name(o.chip),
                combination: combo_text(o.activation.combo),
                cells: cell_list(o.activation.cells),
                points: o.activation.points,
                collapses: o.collapses,
                wins: o.wins,
            })
            .collect(),
        lines_of_five: p.lines.iter().map(five_line).collect(),
    }
}

fn five_line(l: &FiveLine) -> FiveLineJson {
    FiveLineJson {
        line: format!("{}-{}", grid::name(l.from), grid::name(l.to)),
        own: l.own,
        open: l.blocked_by.is_empty(),
        blocked_by: l.blocked_by.iter().map(|b| b + 1).collect(),
    }
}

fn candidate_line(c: &Candidate) -> CandidateLine {
    CandidateLine {
        mv: moves::format(&c.mv),
        value: rounded(c.value, 2),
        collapse: c.risk.collapse,
        token: c.risk.token,
        lose_chips: c.risk.lose.iter().map(|&p| rounded(p, 4)).collect(),
        rollouts: c.rollouts.map(|r: Rollouts| RolloutLine {
            wins: r.wins,
            playouts: r.playouts,
            low: rounded(r.low, 4),
            high: rounded(r.high, 4),
        }),
    }
}

impl<'a> AnalysisReport<'a> {
    pub fn new(analysis: &'a Analysis, shown: usize) -> AnalysisReport<'a> {
        AnalysisReport {
            to_move: analysis.to_move + 1,
            depth: analysis.depth,
            complete: analysis.complete,
            method: method(analysis),
            players: analysis.prospects.iter().map(player_line).collect(),
            wins_now: analysis.winning.iter().map(moves::format).collect(),
            best_move: analysis.candidates.first().map(|c| moves::format(&c.mv)),
            candidates: analysis
                .candidates
                .iter()
                .take(shown)
                .map(candidate_line)
                .collect(),
            analysis,
            shown,
        }
    }
}

fn method(a: &Analysis) -> &'static str {
    if a.prospects.len() == 2 {
        "expectiminimax"
    } else {
        "paranoid expectiminimax"
    }
}

impl Report for AnalysisReport<'_> {
    fn fits(&self) -> bool {
        true
    }

    /// Not decided (exit 3) when `--time` or Ctrl-C stopped the analysis before the depth
    /// asked for.
    fn answer(&self) -> Answer {
        if self.complete {
            Answer::Yes
        } else {
            Answer::Undecided
        }
    }

    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let a = self.analysis;
        for p in &a.prospects {
            write_prospects(out, p)?;
        }
        writeln!(out, "to move: player {}", a.to_move + 1)?;
        let wins = if self.wins_now.is_empty() {
            "none".to_string()
        } else {
            self.wins_now.join(", ")
        };
        writeln!(out, "wins now: {wins}")?;
        if !a.complete {
            writeln!(
                out,
                "not decided: stopped by --time or Ctrl-C; the values below look {} ahead",
                crate::wording::count(a.depth, "turn")
            )?;
        }
        if let Some(best) = a.candidates.first() {
            let (mv, value, method) = (moves::format(&best.mv), best.value, self.method);
            writeln!(
                out,
                "best move: {mv} (value {value:.1}, {method}, depth {})",
                a.depth
            )?;
        }
        writeln!(
            out,
            "candidates (evaluation: 12 for each point of score, ±10000 a win):"
        )?;
        for c in a.candidates.iter().take(self.shown) {
            writeln!(
                out,
                "  {:<30} {:>8.1}  {}{}",
                moves::format(&c.mv),
                c.value,
                risk_text(c),
                playouts_text(c)
            )?;
        }
        Ok(())
    }
}

fn playouts_text(c: &Candidate) -> String {
    match c.rollouts {
        Some(r) => format!(
            "; wins {:.1}% [{:.1}%, {:.1}%] of {}",
            100.0 * f64::from(r.wins) / f64::from(r.playouts),
            100.0 * r.low,
            100.0 * r.high,
            r.playouts
        ),
        None => String::new(),
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
    let parts = (1..=3)
        .filter(|&k| r.lose[k] > 0.0)
        .map(|k| format!("lose {k}: {:.0}%", 100.0 * r.lose[k]));
    format!("collapse: {}", parts.format(", "))
}

fn write_prospects(out: &mut dyn Write, p: &Prospects) -> std::io::Result<()> {
    let letter = position::letter(p.player);
    writeln!(out, "player {} ({letter}):", p.player + 1)?;
    if p.options.is_empty() {
        writeln!(out, "  no combination next turn")?;
    }
    for o in &p.options {
        let effect = match (o.wins, o.collapses) {
            (true, _) => " — wins",
            (false, true) => " — collapses",
            _ => "",
        };
        let (chip, combo) = (grid::name(o.chip), combo_text(o.activation.combo));
        writeln!(
            out,
            "  {chip} {combo}: {} points{effect}",
            o.activation.points
        )?;
    }
    let (open, blocked): (Vec<_>, Vec<_>) = p.lines.iter().partition(|l| l.blocked_by.is_empty());
    writeln!(out, "  lines of five open: {}", line_names(&open))?;
    writeln!(out, "  lines of five blocked: {}", line_names(&blocked))
}

fn line_names(lines: &[&FiveLine]) -> String {
    if lines.is_empty() {
        return "none".into();
    }
    (lines.iter())
        .map(|l| format!("{}-{}", grid::name(l.from), grid::name(l.to)))
        .join(" ")
}
