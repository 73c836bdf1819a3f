//! The acts the search leaves out (see [`super::search`]) are the ones it should: on small
//! random states, every state within a few actions is checked. That a shortest plan
//! remains is checked against a brute force in `tests/plan_properties.rs`.

use super::estimate_tests::{random_cards, random_start, reachable};
use super::node::{Act, NO_CARD, Node};
use super::search::{PlanWork, Search};
use crate::project_l::ACTIONS_PER_TURN;
use crate::random::Rng;

fn completes_a_card(before: &Node, after: &Node) -> bool {
    before
        .progress
        .iter()
        .zip(after.progress)
        .any(|(&b, a)| b != u32::MAX && a == u32::MAX)
}

#[test]
fn only_one_order_of_actions_that_could_swap_is_tried() {
    let mut rng = Rng::new(21);
    let (mut after_placing, mut masters_mid_turn) = (0, 0);
    for case in 0..30 {
        let count = 2 + case % 3;
        let cards = random_cards(&mut rng, count, 5);
        let start = random_start(&mut rng, count, case % 2 == 1);
        let search = Search::new(&cards, 1, 0, 1);
        for node in reachable(&search, start).keys() {
            for act in search.acts(node) {
                let next = search.play(node, act);
                let completes = completes_a_card(node, &next);
                match act {
                    Act::Place(c, _) => {
                        assert!(c >= usize::from(node.placed_on) || node.placed_on == NO_CARD);
                        let expected = if completes { NO_CARD } else { c as u8 };
                        assert_eq!(next.placed_on, expected, "{node:?} {act:?}");
                    }
                    Act::Acquire(_) | Act::DecomposePlacing(..) => {
                        assert_eq!(node.placed_on, NO_CARD, "{node:?} {act:?}")
                    }
                    Act::Master(_) => {
                        let ends_turn = u32::from(node.phase) + 1 == ACTIONS_PER_TURN;
                        assert!(completes || ends_turn, "{node:?} {act:?}");
                        masters_mid_turn += usize::from(!ends_turn);
                    }
                    Act::Ambassador(_) | Act::LevelUp(..) => {
                        unreachable!("no expansion rewards on these cards")
                    }
                }
                assert!(matches!(act, Act::Place(..)) || next.placed_on == NO_CARD);
            }
            after_placing += usize::from(node.placed_on != NO_CARD);
        }
    }
    assert!(
        after_placing > 100 && masters_mid_turn > 10,
        "{after_placing} {masters_mid_turn}"
    );
}

#[test]
fn work_reaches_a_cap_in_either_measure() {
    let cap = PlanWork {
        taken: 100,
        acts: 1_000,
    };
    let done = |taken, acts| PlanWork { taken, acts };
    assert!(!done(99, 999).reaches(cap));
    assert!(done(100, 0).reaches(cap));
    assert!(done(0, 1_000).reaches(cap));
    assert_eq!(done(1, 10).plus(done(2, 20)), done(3, 30));
}
