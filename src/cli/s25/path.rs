//! `s25 path`'s report: the fewest turns to exactly 25 whatever the die shows, with the
//! plan and one branch per outcome of the die after a collapse.

use super::analyze::cell_list;
use crate::cli::Answer;
use crate::cli::report::Report;
use crate::struktura25::grid;
use crate::struktura25::moves;
use crate::struktura25::path::{DieBranch, Next, PathAnswer, Plan};
use crate::wording::count;
use serde::Serialize;
use std::io::Write;

/// What `s25 path` found. Every key is always there: `possible` is `null` when the search
/// stopped at `--max-turns` or by Ctrl-C (then `searched_turns` says how far it looked, and
/// `complete` is `false` after Ctrl-C).
#[derive(Serialize)]
pub struct PathReport {
    player: usize,
    possible: Option<bool>,
    turns: Option<u32>,
    plan: Option<PlanLine>,
    reason: Option<String>,
    searched_turns: Option<u32>,
    complete: bool,
    nodes: u64,
    #[serde(skip)]
    answer: PathAnswer,
    /// Whether `--max-turns` was already its maximum (then raising it is not suggested).
    #[serde(skip)]
    at_most: bool,
}

/// A move and what follows it: `"won"`, the next move, or one branch per outcome of the die.
#[derive(Serialize)]
struct PlanLine {
    #[serde(rename = "move")]
    mv: String,
    next: NextLine,
}

#[derive(Serialize)]
#[serde(untagged)]
enum NextLine {
    Won(&'static str),
    Then(Box<PlanLine>),
    Die(Vec<BranchLine>),
}

/// One outcome of the die: its faces, the chips it takes off (`null`: every chip goes back
/// to hand), and the plan after it.
#[derive(Serialize)]
struct BranchLine {
    faces: String,
    remove: Option<Vec<String>>,
    then: PlanLine,
}

fn plan_line(plan: &Plan) -> PlanLine {
    let next = match &plan.next {
        Next::Won => NextLine::Won("won"),
        Next::Then(p) => NextLine::Then(Box::new(plan_line(p))),
        Next::Die(branches) => NextLine::Die(
            (branches.iter())
                .map(|b| BranchLine {
                    faces: format!("{}-{}", b.faces.0, b.faces.1),
                    remove: b.remove.map(cell_list),
                    then: plan_line(&b.then),
                })
                .collect(),
        ),
    };
    PlanLine {
        mv: moves::format(&plan.mv),
        next,
    }
}

impl PathReport {
    pub fn new(answer: PathAnswer, player: usize, nodes: u64) -> PathReport {
        let mut report = PathReport {
            player: player + 1,
            possible: None,
            turns: None,
            plan: None,
            reason: None,
            searched_turns: None,
            complete: true,
            nodes,
            answer,
            at_most: false,
        };
        match &report.answer {
            PathAnswer::Found { turns, plan } => {
                report.possible = Some(true);
                report.turns = Some(*turns);
                report.plan = Some(plan_line(plan));
            }
            PathAnswer::Impossible(reason) => {
                report.possible = Some(false);
                report.reason = Some(reason.to_string());
            }
            PathAnswer::NotWithin { turns } => report.searched_turns = Some(*turns),
            PathAnswer::Stopped { turns } => {
                report.searched_turns = Some(*turns);
                report.complete = false;
            }
        }
        report
    }

    /// The same report, knowing whether `--max-turns` was at its maximum.
    pub fn searched_at_most(self, at_most: bool) -> PathReport {
        PathReport { at_most, ..self }
    }

    /// After "no way within N turns": how to look further, or that N is the most.
    fn further_hint(&self) -> String {
        match (self.at_most, self.searched_turns) {
            (true, Some(turns)) => format!("{turns} is the most --max-turns allows"),
            _ => "raise --max-turns to look further".to_string(),
        }
    }
}

impl Report for PathReport {
    fn fits(&self) -> bool {
        true
    }

    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let player = self.player;
        match &self.answer {
            PathAnswer::Found { turns, plan } => {
                let turns = count(*turns, "turn");
                writeln!(
                    out,
                    "player {player}: exactly 25 in {turns} whatever the die shows"
                )?;
                write_plan(out, plan, 1, "  ")
            }
            PathAnswer::Impossible(reason) => {
                writeln!(out, "player {player}: impossible: {reason}")
            }
            PathAnswer::NotWithin { turns } => writeln!(
                out,
                "player {player}: no way to exactly 25 within {} (every line searched; {})",
                count(*turns, "turn"),
                self.further_hint()
            ),
            PathAnswer::Stopped { turns } => writeln!(
                out,
                "player {player}: no way to exactly 25 within {} (every line searched); \
                 not decided: stopped by Ctrl-C",
                count(*turns, "turn")
            ),
        }
    }

    /// Yes when a way was found, no when there is none within the turns searched, not
    /// decided (exit 3) when Ctrl-C stopped the search first.
    fn answer(&self) -> Answer {
        match (self.possible, self.complete) {
            (Some(true), _) => Answer::Yes,
            (_, false) => Answer::Undecided,
            _ => Answer::No,
        }
    }
}

fn write_plan(out: &mut dyn Write, plan: &Plan, turn: u32, indent: &str) -> std::io::Result<()> {
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
    let faces = format!("die {}-{}", b.faces.0, b.faces.1);
    match b.remove {
        Some(chips) => format!("{faces}: remove {}", grid::names(chips)),
        None => format!("{faces}: every chip goes back to hand"),
    }
}
