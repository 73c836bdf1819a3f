//! `plan` is optimal and its plans play: on two or three small cards with small supplies,
//! banks (thin ones included) and part-used turns, its number of actions equals a
//! brute-force search over real placements, and replaying its plan under independently
//! written rules completes every card.

use crate::support::plan_oracle::{self, OCard, OStep};
use crate::support::upgrade_oracle::{self, Counts, KINDS};
use proptest::prelude::*;
use tessera::project_l::{Action, Catalogue, PlanAction, PlanError, PlanState, Reward, plan};

fn kinds_text(counts: &Counts) -> String {
    let words: Vec<String> = (0..upgrade_oracle::N)
        .filter(|&k| counts[k] > 0)
        .map(|k| format!("{}x{}", counts[k], KINDS[k].0))
        .collect();
    words.join(" ")
}

fn to_steps(steps: &[tessera::project_l::PlanStep]) -> Vec<OStep> {
    let placed = |p: &tessera::project_l::Placement| (p.card, p.piece.kind.index(), p.piece.cells);
    steps
        .iter()
        .map(|step| match &step.action {
            PlanAction::Acquire(Action::Take(k)) => OStep::Take(k.index()),
            PlanAction::Acquire(Action::Upgrade { from, to } | Action::Exchange { from, to }) => {
                OStep::Swap(from.index(), to.index())
            }
            PlanAction::Acquire(Action::Decompose { .. }) => {
                unreachable!("no ghost piece on base cards and small supplies")
            }
            PlanAction::Place(p) => OStep::Place(vec![placed(p)]),
            PlanAction::Master(ps) => OStep::Place(ps.iter().map(placed).collect()),
        })
        .collect()
}

/// The deepest the brute force looks.
const DEPTH: u32 = 10;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn plan_matches_the_brute_force(
        picks in proptest::collection::vec(0..100usize, 2..=3),
        supply in proptest::collection::vec(0..=1u32, 9),
        thin_bank in any::<bool>(),
        bank in proptest::collection::vec(0..=2u32, 9),
        actions_left in 1..=3u32,
        czech in any::<bool>(),
    ) {
        let deck = Catalogue::base();
        let most_cells = if picks.len() == 3 { 4 } else { 6 };
        let small: Vec<_> = deck.cards().iter().filter(|c| c.cells() <= most_cells).collect();
        let cards: Vec<_> = picks.iter().map(|&i| small[i % small.len()]).collect();
        let mut ids: Vec<&str> = cards.iter().map(|c| c.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        prop_assume!(ids.len() == cards.len());
        let supply: Counts = upgrade_oracle::counts(&supply);
        prop_assume!(supply.iter().sum::<u32>() <= 3);
        let bank = upgrade_oracle::test_bank(&supply, thin_bank.then_some(bank));
        let mut text = format!("supply: '{}'\nbank: '{}'\nactions_left: {actions_left}\ncards:\n", kinds_text(&supply), kinds_text(&bank));
        for card in &cards {
            text += &format!("  - card: {}\n", card.id);
        }
        let mut state = PlanState::parse(&text, &deck).unwrap();
        if czech {
            state.edition = tessera::project_l::Edition::Czech;
        }
        let ocards: Vec<OCard> = cards
            .iter()
            .map(|c| OCard {
                hole: c.hole,
                reward: match c.reward { Reward::Piece(k) => k.index(), _ => unreachable!() },
            })
            .collect();
        let expected = plan_oracle::fewest_actions(&ocards, supply, bank, (actions_left, czech), DEPTH);
        match plan(&state) {
            Ok(found) => {
                prop_assert!(found.proved());
                let steps = found.steps;
                prop_assume!(steps.len() as u32 <= DEPTH || expected.is_some());
                prop_assert_eq!(Some(steps.len() as u32), expected, "{}", text);
                let replayed = plan_oracle::replay(&ocards, supply, bank, (actions_left, czech), &to_steps(&steps));
                prop_assert!(replayed.is_ok(), "{}: {:?}", text, replayed);
            }
            Err(PlanError::Impossible) => prop_assert_eq!(expected, None, "{}", text),
            Err(e) => prop_assert!(false, "{}: {}", text, e),
        }
    }
}
