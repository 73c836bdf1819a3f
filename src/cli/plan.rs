//! `tessera plan STATE`: the fewest actions that complete a player's cards, turn by turn.

use super::deck::DeckArgs;
use super::file_kinds::{FileKind, refused_as};
use super::report::{OutputArgs, Report, emit};
use super::{Answer, Streams};
use crate::picture::Scene;
use crate::project_l::card_picture::{card_panel, card_scene};
use crate::project_l::{
    Placed, Plan, PlanError, PlanState, Reward, SearchProgress, card_text, plan_watched,
};
use crate::wording::count;
use anyhow::{Context, Result};
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::ops::ControlFlow;
use std::path::PathBuf;

const EXAMPLES: &str = "\
Examples:
  tessera plan puzzles/projectl/example-state.yaml
  tessera plan puzzles/projectl/example-state.yaml --goal W05,B20 --json
  tessera plan puzzles/projectl/example-state.yaml --svg plan.svg
      each card as it is completed, the actions beneath (--svg -: on standard output)

The state file (YAML), for example:
  supply: O1 I2 L4           # the pieces in hand
  cards:                     # up to 4 unfinished cards
    - card: W05
      pieces: [L4 b2 b3 c3 d3]   # pieces already on it: kind, then its cells
    - card: B20
  goal: [W05]                # optional: the cards to complete (default: all)
  actions_left: 3            # optional: actions left in the current turn (1-3)
  master_used: false         # optional: whether this turn's master action is used
  bank: 14xO1 14xI2 13xL4 15xI3 15xL3 15xI4 15xO4 15xZ4 15xT4
                             # optional: default 15 of each base kind less the above

The plan may take level-1 pieces, upgrade, exchange, place, and use one master action a
turn (a piece on each card, from the supply as the action starts). A completed card
returns its pieces and gives its reward. Cards outside the goal are left alone.
With expansion cards (--extra-cards FILE) the plan may also decompose ghost pieces
(placing new pieces at once, one a card), choose level-up rewards (`level-up I3 P5`, no action) and make ambassador actions;
the state may then add `level_ups: [up2]` (level-ups waiting, in order) and
`ambassadors: [AW01]` (completed M cards whose action is unused).
With --edition czech the exchanges follow the Czech first edition (the same level, one
down or one up; two up only when the bank has none one up).";

/// The fewest actions that complete a player's unfinished cards.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct PlanArgs {
    /// The state file (YAML; see below).
    pub state: PathBuf,
    /// The cards to complete, separated by commas or spaces: W05,B20 (default: the file's
    /// goal, or all its cards).
    #[arg(long, value_name = "IDS")]
    pub goal: Option<Vec<String>>,
    /// States the exact search may keep before it settles for a plan it cannot prove
    /// shortest (about 270 bytes each: 550 MB at the default).
    #[arg(
        long,
        value_name = "N",
        default_value_t = crate::project_l::SEARCH_LIMIT,
        value_parser = super::args::at_least_one::<usize>
    )]
    pub max_states: usize,
    #[command(flatten)]
    pub output: OutputArgs,
    #[command(flatten)]
    pub edition: super::upgrade::EditionArgs,
    #[command(flatten)]
    pub deck: DeckArgs,
}

/// Runs the command.
pub fn run(args: &PlanArgs, io: &mut Streams) -> Result<Answer> {
    args.output.check()?;
    let deck = args.deck.catalogue()?;
    let mut state = PlanState::load(&args.state, &deck)
        .map_err(|e| refused_as(&args.state, FileKind::PlanState, e.into()))?;
    state.edition = args.edition.edition;
    if let Some(ids) = &args.goal {
        state
            .choose_goal(&super::args::items(ids))
            .context("--goal")?;
    }
    let mut progress = io.progress(!args.output.json);
    super::interrupt::catch();
    let searched = plan_watched(&state, args.max_states, &mut |p| {
        progress.draw(|| progress_figures(p));
        match super::interrupt::requested() {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    progress.finish();
    let interrupted = super::interrupt::requested();
    let limit_reached = matches!(searched, Err(PlanError::TooLarge { .. }));
    let found = match searched {
        Ok(found) => Ok(found),
        Err(PlanError::TooLarge { .. }) if interrupted => {
            Err("stopped by Ctrl-C before a first plan was found".to_string())
        }
        Err(too_large @ PlanError::TooLarge { .. }) => Err(format!(
            "{too_large}; choose fewer cards with --goal, or raise --max-states"
        )),
        Err(why) => Err(why.to_string()),
    };
    let mut report = PlanReport::new(&state, found);
    report.interrupted = interrupted;
    report.limit_reached = limit_reached;
    emit(&report, &args.output, io.out)
}

/// What `plan` found: every key always there, `null` where there is no plan (`reason` is
/// `null` when there is one).
#[derive(Serialize)]
struct PlanReport<'a> {
    goal: Vec<String>,
    possible: bool,
    reason: Option<String>,
    actions: Option<usize>,
    turns: Option<usize>,
    proved: Option<bool>,
    lower_bound: Option<u32>,
    /// The choices of the level-ups waiting before the first action (`level-up I3 P5`).
    level_ups: Option<Vec<String>>,
    steps: Option<Vec<StepLine>>,
    /// Whether Ctrl-C stopped the search (the plan, if any, is the best found so far).
    interrupted: bool,
    /// Whether the search stopped at `--max-states` before a first plan: not decided.
    #[serde(skip)]
    limit_reached: bool,
    #[serde(skip)]
    state: &'a PlanState,
    #[serde(skip)]
    plan: Option<Plan>,
}

/// One action of the plan in JSON: its turn, its notation, the cards it completes and the
/// choices of the level-ups they give (`level-up I3 P5`, in the order the game asks).
#[derive(Serialize)]
struct StepLine {
    turn: usize,
    action: String,
    completes: Vec<Completed>,
    level_ups: Vec<String>,
}

/// A card completed: what it gave back and the reward taken: a kind (`null` if the bank
/// had none), or `up1`, `up2` (a level-up) or `M` (an ambassador action).
#[derive(Serialize)]
struct Completed {
    card: String,
    returned: String,
    reward: Option<String>,
}

impl<'a> PlanReport<'a> {
    fn new(state: &'a PlanState, found: Result<Plan, String>) -> PlanReport<'a> {
        let (plan, reason) = match found {
            Ok(plan) => (Some(plan), None),
            Err(why) => (None, Some(why)),
        };
        let p = plan.as_ref();
        PlanReport {
            goal: goal_ids(state),
            possible: p.is_some(),
            reason,
            actions: p.map(|p| p.steps.len()),
            turns: p.map(|p| state.turns_for(p.steps.len())),
            proved: p.map(Plan::proved),
            lower_bound: p.map(|p| p.lower_bound),
            level_ups: p.map(|p| p.level_ups.iter().map(ToString::to_string).collect()),
            steps: p.map(|p| step_lines(state, p)),
            interrupted: false,
            limit_reached: false,
            state,
            plan,
        }
    }
}

fn step_lines(state: &PlanState, found: &Plan) -> Vec<StepLine> {
    let completion = |d: &crate::project_l::Completion| {
        let card = &state.cards[d.card].card;
        let reward = match card.reward {
            Reward::Piece(_) => d.reward.map(|k| k.name().to_string()),
            other => Some(other.to_string()),
        };
        Completed {
            card: card.id.clone(),
            returned: d.returned.to_string(),
            reward,
        }
    };
    (found.steps.iter().enumerate())
        .map(|(i, step)| StepLine {
            turn: state.turn_of(i),
            action: step.action.notation(state),
            completes: step.completed.iter().map(completion).collect(),
            level_ups: step.level_ups.iter().map(ToString::to_string).collect(),
        })
        .collect()
}

impl Report for PlanReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        match (&self.plan, &self.reason) {
            (Some(plan), _) => print_plan(out, self.state, plan, self.interrupted)?,
            (None, why) => writeln!(out, "no plan: {}", why.as_deref().unwrap_or(""))?,
        }
        writeln!(out, "the cards as they are:")?;
        for line in cards_drawn(self.state) {
            writeln!(out, "  {line}")?;
        }
        Ok(())
    }

    fn scene(&self) -> Option<Scene> {
        let notes = match (&self.plan, &self.reason) {
            (Some(plan), _) => (plan.steps.iter().enumerate())
                .map(|(i, step)| format!("{}. {}", i + 1, step.action.notation(self.state)))
                .collect(),
            (None, why) => vec![format!("no plan: {}", why.as_deref().unwrap_or(""))],
        };
        Some(picture(self.state, self.plan.as_ref(), notes))
    }

    /// Yes when a plan exists, no when none does; not decided (exit 3) when Ctrl-C stopped
    /// the search, with a plan not proved shortest or with none.
    fn answer(&self) -> Answer {
        match (self.possible, self.interrupted || self.limit_reached) {
            (true, true) if self.proved != Some(true) => Answer::Undecided,
            (true, _) => Answer::Yes,
            (false, true) => Answer::Undecided,
            (false, false) => Answer::No,
        }
    }
}

/// The state's cards side by side with the pieces on them and coordinates, each with its
/// id, points and reward and the pieces' letters beneath.
fn cards_drawn(state: &PlanState) -> Vec<String> {
    let cards = (state.cards.iter())
        .map(|c| {
            let card = &c.card;
            let mut caption = vec![card_text::caption(card)];
            if !c.pieces.is_empty() {
                caption.push(card_text::legend(&c.pieces));
            }
            (card_text::card_lines(card.hole, &c.pieces, 0), caption)
        })
        .collect();
    card_text::cards_beside(cards, usize::MAX)
}

/// Each card as the plan completes it (the cards as they are, when nothing is completed).
fn picture(state: &PlanState, found: Option<&Plan>, notes: Vec<String>) -> Scene {
    let mut on_cards: Vec<Vec<Placed>> = state.cards.iter().map(|c| c.pieces.clone()).collect();
    let mut panels = Vec::new();
    for (i, step) in found.map_or(&[][..], |f| &f.steps[..]).iter().enumerate() {
        step.action
            .placements()
            .iter()
            .for_each(|p| on_cards[p.card].push(p.piece));
        for done in &step.completed {
            let card = &state.cards[done.card].card;
            let caption = format!("{} · action {}, turn {}", card.id, i + 1, state.turn_of(i));
            panels.push(card_panel(card, &on_cards[done.card], 0, caption));
        }
    }
    if panels.is_empty() {
        for (c, pieces) in state.cards.iter().zip(&on_cards) {
            panels.push(card_panel(&c.card, pieces, 0, c.card.id.clone()));
        }
    }
    let title = format!("Plan for {}", goal_ids(state).join(", "));
    card_scene(title, panels, notes)
}

/// `states 1.2 M of 2.0 M  at least 11 actions  best so far 13`, for the progress line.
fn progress_figures(p: &SearchProgress) -> String {
    let millions = |n: usize| n as f64 / 1e6;
    let mut figures = format!(
        "states {:.1} M of {:.1} M",
        millions(p.states),
        millions(p.limit)
    );
    if p.lower_bound > 0 {
        figures += &format!("  at least {} actions", p.lower_bound);
    }
    match p.best {
        Some(best) => figures += &format!("  best so far {best}"),
        None => figures += "  looking for a first plan",
    }
    figures
}

fn goal_ids(state: &PlanState) -> Vec<String> {
    state.goal_cards().map(|c| c.card.id.clone()).collect()
}

fn print_plan(
    out: &mut dyn Write,
    state: &PlanState,
    found: &Plan,
    interrupted: bool,
) -> std::io::Result<()> {
    let steps = &found.steps;
    let turns = state.turns_for(steps.len());
    let claim = claim(found, interrupted);
    writeln!(
        out,
        "Complete {} in {} ({}); {claim}.",
        goal_ids(state).join(", "),
        count(steps.len(), "action"),
        count(turns, "turn"),
    )?;
    for choice in &found.level_ups {
        writeln!(out, "  first {choice} (the level-up waiting)")?;
    }
    for (i, step) in steps.iter().enumerate() {
        if i == 0 || state.turn_of(i) != state.turn_of(i - 1) {
            writeln!(out, "turn {}", state.turn_of(i))?;
        }
        writeln!(out, "  {:>2}. {}", i + 1, step.action.notation(state))?;
        for done in &step.completed {
            let card = &state.cards[done.card].card;
            writeln!(
                out,
                "      completes {}: {} back, {}",
                card.id,
                done.returned,
                reward_words(card.reward, done.reward)
            )?;
        }
        for choice in &step.level_ups {
            writeln!(out, "      then {choice}")?;
        }
    }
    Ok(())
}

/// What the plan's length claims: the fewest actions, or the best found and the bound.
fn claim(found: &Plan, interrupted: bool) -> String {
    let why_stopped = match interrupted {
        true => "stopped by Ctrl-C",
        false => "the search limit was reached",
    };
    match found.proved() {
        true => "no plan has fewer actions".to_string(),
        false => format!(
            "the best found; {why_stopped}, and no plan has fewer than {}",
            found.lower_bound
        ),
    }
}

/// `reward O4`, `no reward (the bank has none)`, `reward up2 (a level-up)`,
/// `reward M (an ambassador action)`.
fn reward_words(reward: Reward, taken: Option<crate::project_l::Kind>) -> String {
    match (reward, taken) {
        (Reward::Piece(_), Some(kind)) => format!("reward {kind}"),
        (Reward::Piece(_), None) => "no reward (the bank has none)".to_string(),
        (Reward::LevelUp(_), _) => format!("reward {reward} (a level-up)"),
        (Reward::Ambassador, _) => "reward M (an ambassador action)".to_string(),
    }
}
