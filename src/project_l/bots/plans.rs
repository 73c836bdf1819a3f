//! Plans as the game's moves: the plan's view of the player to move, a short plan's
//! actions as game moves, and a thread's memory of the plans found (bots and playouts plan
//! again and again for the same view), whose work a decision's ledger counts alike whether
//! searched or remembered (see [`plan_ledger`](super::plan_ledger)).

use super::planner::PLAN_LIMIT;
use crate::memory::TwoGenerations;
use crate::project_l::game::{Move, OnCard, ProjectL, State, plan_view_with};
use crate::project_l::{
    Edition, Effort, Kind, PlanAction, PlanError, PlanState, PlanWork, Reward, SearchProgress,
    Supply, plan_with, plan_work,
};
use std::cell::RefCell;
use std::ops::ControlFlow;

/// The moves of a short plan (a bot's plan search within `limit` states) to complete the
/// player's cards and `extra`, in order.
pub fn plan_moves(
    game: &ProjectL,
    state: &State,
    extra: Option<u16>,
    limit: usize,
) -> Option<Vec<Move>> {
    let (view, index) = plan_view_with(game, state, extra);
    let key = memo_key(&view, &index, limit);
    let known = KNOWN_PLANS.with(|known| known.borrow_mut().get(&key));
    let (moves, work) = known.unwrap_or_else(|| {
        let before = plan_work();
        let moves = search_moves(game, &view, &index, limit, &mut |_| {
            ControlFlow::Continue(())
        });
        let found = (moves, plan_work().since(before));
        KNOWN_PLANS.with(|known| known.borrow_mut().insert(key.clone(), found.clone()));
        found
    });
    super::plan_ledger::note(&key, work);
    moves.ok()
}

/// As [`plan_moves`], saying why there is no plan, and giving up once `over` says the
/// time is up: `Err(OutOfTime)` then (a plan cut short is neither given nor remembered).
pub fn plan_moves_until(
    game: &ProjectL,
    state: &State,
    extra: Option<u16>,
    over: &dyn Fn() -> bool,
) -> Result<Result<Vec<Move>, PlanError>, OutOfTime> {
    let (view, index) = plan_view_with(game, state, extra);
    let key = memo_key(&view, &index, PLAN_LIMIT);
    if let Some((known, _)) = KNOWN_PLANS.with(|known| known.borrow_mut().get(&key)) {
        return Ok(known);
    }
    let mut late = false;
    let mut watch = |_: &SearchProgress| match over() {
        true => {
            late = true;
            ControlFlow::Break(())
        }
        false => ControlFlow::Continue(()),
    };
    let moves = search_moves(game, &view, &index, PLAN_LIMIT, &mut watch);
    match late {
        true => Err(OutOfTime),
        false => Ok(moves),
    }
}

/// A plan search stopped at its deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfTime;

/// Plans remembered in each of the memory's two generations (see [`TwoGenerations`]).
const MEMO_SIZE: usize = 20_000;

/// What a plan depends on: the limit, the supply and bank, the actions left, the master
/// action, the level-ups waiting, the ambassador actions held, the edition, and each card
/// (its index, hole, reward and pieces on it).
type MemoKey = (
    usize,
    Supply,
    Supply,
    u32,
    bool,
    Vec<u32>,
    Vec<String>,
    Edition,
    Vec<MemoCard>,
);
type MemoCard = (u16, u32, Reward, Vec<(Kind, u32)>);
/// A remembered plan (or why the search found none) and its search's work.
type KnownPlan = (Result<Vec<Move>, PlanError>, PlanWork);

thread_local! {
    /// Plans already found (bots and playouts plan again and again for the same view), with
    /// their search's work (see [`plan_ledger`](super::plan_ledger)).
    static KNOWN_PLANS: RefCell<TwoGenerations<MemoKey, KnownPlan>> =
        RefCell::new(TwoGenerations::new(MEMO_SIZE));
}

fn memo_key(view: &PlanState, index: &[u16], limit: usize) -> MemoKey {
    let cards = view.cards.iter().zip(index).map(|(c, &i)| {
        let pieces = c.pieces.iter().map(|p| (p.kind, p.cells)).collect();
        (i, c.card.hole, c.card.reward, pieces)
    });
    (
        limit,
        view.supply,
        view.bank,
        view.actions_left,
        view.master_used,
        view.level_ups.clone(),
        view.ambassadors.clone(),
        view.edition,
        cards.collect(),
    )
}

/// A plan search's moves, the plan's cards named by their game `index`: an ambassador
/// action's plan only when it is shorter than the plan keeping the actions held.
fn search_moves(
    game: &ProjectL,
    view: &PlanState,
    index: &[u16],
    limit: usize,
    watch: &mut dyn FnMut(&SearchProgress) -> ControlFlow<()>,
) -> Result<Vec<Move>, PlanError> {
    let with = plan_with(view, Effort::for_play(limit), watch);
    let uses_ambassador = |plan: &crate::project_l::Plan| {
        let held = |s: &crate::project_l::PlanStep| match &s.action {
            PlanAction::Ambassador { card, .. } => view.ambassadors.contains(card),
            _ => false,
        };
        plan.steps.iter().any(held)
    };
    let found = match with {
        Ok(plan) if uses_ambassador(&plan) => {
            let keeping = PlanState {
                ambassadors: Vec::new(),
                ..view.clone()
            };
            let without = plan_with(&keeping, Effort::for_play(limit), watch).ok();
            without
                .filter(|w| w.steps.len() <= plan.steps.len())
                .unwrap_or(plan)
        }
        other => other?,
    };
    Ok(game_moves(game, &found, index))
}

/// A plan as the game's moves: each action, then the level-ups' choices after it.
fn game_moves(game: &ProjectL, found: &crate::project_l::Plan, index: &[u16]) -> Vec<Move> {
    let on = |p: &crate::project_l::Placement| OnCard {
        card: index[p.card],
        piece: p.piece,
    };
    let level_up = |c: &crate::project_l::LevelUpChoice| Move::LevelUp {
        from: c.from,
        to: c.to,
    };
    let mut moves: Vec<Move> = found.level_ups.iter().map(level_up).collect();
    for step in &found.steps {
        moves.push(match &step.action {
            PlanAction::Decompose {
                ghost,
                into,
                placements,
            } => Move::Decompose {
                ghost: *ghost,
                into: *into,
                placements: placements.iter().map(on).collect(),
            },
            PlanAction::Acquire(action) => Move::Acquire(*action),
            PlanAction::Place(p) => Move::Place(on(p)),
            PlanAction::Master(ps) => Move::Master(ps.iter().map(on).collect()),
            PlanAction::Ambassador { card, placements } => Move::Ambassador {
                card: card_index(game, card),
                placements: placements.iter().map(on).collect(),
            },
        });
        moves.extend(step.level_ups.iter().map(level_up));
    }
    moves
}

/// The game's index of the card `id`.
pub(super) fn card_index(game: &ProjectL, id: &str) -> u16 {
    let at = game.deck.cards().iter().position(|c| c.id == id);
    at.expect("the plan's ambassador cards are the game's") as u16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Bot, Game, Turn};
    use crate::project_l::bots::planner::PlannerBot;
    use crate::project_l::game::{Difficulty, Options, Phase};
    use crate::random::Rng;

    /// Every plan the memory gives, over whole games, is the one a fresh search finds: the
    /// key leaves out nothing a plan depends on.
    #[test]
    fn remembered_plans_are_the_plans_searched_afresh() {
        for (players, solo) in [(2, None), (1, Some(Difficulty::Hard)), (3, None)] {
            let options = Options {
                players: Some(players),
                solo,
                ..Options::default()
            };
            let game = ProjectL::new(&options, 5).unwrap();
            let mut state = game.setup(7);
            let mut rng = Rng::new(1);
            let mut checked = 0;
            while game.turn(&state) != Turn::Over && checked < 400 {
                for extra in [None].into_iter().chain(
                    crate::project_l::game::offered_cards(&state)
                        .into_iter()
                        .map(Some),
                ) {
                    let (view, index) = plan_view_with(&game, &state, extra);
                    let fresh =
                        search_moves(
                            &game,
                            &view,
                            &index,
                            300,
                            &mut |_| ControlFlow::Continue(()),
                        );
                    assert_eq!(plan_moves(&game, &state, extra, 300), fresh.ok());
                    checked += 1;
                }
                let mv = PlannerBot.choose(&game, &state, &mut rng);
                state = game.play(&state, &mv).unwrap();
            }
            assert!(checked > 100, "{checked} plans checked");
        }
    }

    /// A decision's ledger counts a plan search's work the same whether the plan was searched
    /// in the decision or remembered from an earlier one, so budgets counting it do not
    /// depend on what was remembered.
    #[test]
    fn the_ledger_counts_a_remembered_plan_as_its_search() {
        let game = ProjectL::new(&Options::default(), 5).unwrap();
        let mut state = game.setup(3);
        let mut rng = Rng::new(2);
        // Play on until the player holds cards, so its plan search has work to do.
        while state.players[state.to_move].cards.is_empty() || state.phase != Phase::Turns {
            state = game
                .play(&state, &PlannerBot.choose(&game, &state, &mut rng))
                .unwrap();
        }
        let work = |state: &State| {
            super::super::plan_ledger::open();
            let plan = plan_moves(&game, state, None, 777);
            let done = super::super::plan_ledger::work();
            super::super::plan_ledger::close();
            (plan, done)
        };
        let searched = work(&state);
        assert!(searched.1.taken > 0 && searched.1.acts > 0, "{searched:?}");
        assert_eq!(work(&state), searched, "remembered, the same work");
    }
}
