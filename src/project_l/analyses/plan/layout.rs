//! Laying a plan out: the search finds a plan as acts on multisets of kinds; this gives
//! each placement its cells (from a filling of each card with the kinds the plan puts on
//! it), the cards each action completes, the card of each ambassador action and the
//! level-up choices of each step.

use super::node::{Act, MAX_CARDS, Node};
use super::search::{Search, SearchCard};
use super::{Completion, LevelUpChoice, Placement, PlanAction, PlanState, PlanStep, StateCard};
use crate::project_l::{Action, CardFitter, FitAnswer, Kind, Placed, Reward, Supply};
use std::rc::Rc;

/// Gives every placement its cells, from a filling of each card with the kinds the plan
/// puts on it, notes the cards each action completes, names the card of each ambassador
/// action (the first held, in the state's order and then as completed), and gathers the
/// level-ups' choices: those before the first action, and each action's.
pub(super) fn lay_out(
    state: &PlanState,
    cards: &[SearchCard],
    fitters: &[Rc<CardFitter>],
    start: Node,
    acts: &[Act],
) -> (Vec<LevelUpChoice>, Vec<PlanStep>) {
    let mut layout = Layout {
        state,
        pieces: fillings(state, fitters, acts),
        ambassadors: state.ambassadors.iter().cloned().collect(),
    };
    let mut search = Search::new(cards, 1, 0, 1);
    search.edition = state.edition;
    let (mut node, mut first, mut steps) = (start, Vec::new(), Vec::<PlanStep>::new());
    for &act in acts {
        if let Act::LevelUp(from, to) = act {
            let choice = LevelUpChoice { from, to };
            (steps.last_mut().map_or(&mut first, |s| &mut s.level_ups)).push(choice);
            node = search.play(&node, act);
            continue;
        }
        let action = layout.action(act);
        let mut completed = Vec::new();
        node = search.play_reporting(&node, act, &mut |card, reward| {
            let returned = cards[card].held.plus(&kinds_placed(acts, card));
            completed.push(Completion {
                card: state.goal[card],
                returned,
                reward,
            });
        });
        layout.won_ambassadors(&completed);
        steps.push(PlanStep {
            action,
            completed,
            level_ups: Vec::new(),
        });
    }
    (first, steps)
}

/// Each goal card's filling: the pieces the plan places on it, where they go.
fn fillings(state: &PlanState, fitters: &[Rc<CardFitter>], acts: &[Act]) -> Vec<Vec<Placed>> {
    (0..fitters.len())
        .map(|c| {
            let kinds = kinds_placed(acts, c);
            let filled = state.goal_cards().nth(c).map_or(0, StateCard::filled);
            match fitters[c].fit(&kinds, filled) {
                FitAnswer::Fits(filling) => filling.pieces,
                _ => unreachable!("the search completes a card only with a filling"),
            }
        })
        .collect()
}

/// What a plan's steps are drawn from as it is laid out: the pieces of each card's filling
/// not placed yet, and the ambassador cards held, first won first.
struct Layout<'a> {
    state: &'a PlanState,
    pieces: Vec<Vec<Placed>>,
    ambassadors: std::collections::VecDeque<String>,
}

impl Layout<'_> {
    /// The step's action for an act other than a level-up.
    fn action(&mut self, act: Act) -> PlanAction {
        match act {
            Act::LevelUp(..) => unreachable!("level-ups are laid out apart"),
            Act::Acquire(Action::Decompose { ghost, into }) => PlanAction::Decompose {
                ghost,
                into,
                placements: Vec::new(),
            },
            Act::Acquire(action) => PlanAction::Acquire(action),
            Act::DecomposePlacing(Action::Decompose { ghost, into }, kinds) => {
                PlanAction::Decompose {
                    ghost,
                    into,
                    placements: self.place(&kinds),
                }
            }
            Act::DecomposePlacing(..) => unreachable!("the search decomposes ghost pieces only"),
            Act::Place(card, kind) => {
                let mut one = [None; MAX_CARDS];
                one[card] = Some(kind);
                PlanAction::Place(self.place(&one)[0])
            }
            Act::Master(kinds) => PlanAction::Master(self.place(&kinds)),
            Act::Ambassador(kinds) => PlanAction::Ambassador {
                card: (self.ambassadors.pop_front()).expect("the search holds an ambassador"),
                placements: self.place(&kinds),
            },
        }
    }

    /// Where the pieces of these kinds go, one on each card given one.
    fn place(&mut self, kinds: &[Option<Kind>; MAX_CARDS]) -> Vec<Placement> {
        let mut take = |card: usize, kind: Kind| {
            let at = self.pieces[card].iter().position(|p| p.kind == kind);
            let piece =
                self.pieces[card].swap_remove(at.expect("the filling has the kinds placed"));
            Placement {
                card: self.state.goal[card],
                piece,
            }
        };
        (0..MAX_CARDS)
            .filter_map(|c| kinds[c].map(|k| take(c, k)))
            .collect()
    }

    /// Keeps the ambassador cards among those just completed.
    fn won_ambassadors(&mut self, completed: &[Completion]) {
        for done in completed {
            let card = &self.state.cards[done.card].card;
            if card.reward == Reward::Ambassador {
                self.ambassadors.push_back(card.id.clone());
            }
        }
    }
}

/// The kinds the acts put on card `c`.
fn kinds_placed(acts: &[Act], c: usize) -> Supply {
    let mut kinds = Supply::new();
    for act in acts {
        match *act {
            Act::Place(card, kind) if card == c => kinds.add(kind, 1),
            Act::Master(per_card)
            | Act::Ambassador(per_card)
            | Act::DecomposePlacing(_, per_card) => {
                per_card[c].into_iter().for_each(|k| kinds.add(k, 1))
            }
            _ => {}
        }
    }
    kinds
}
