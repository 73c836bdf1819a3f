//! `plan` is optimal and its plans play: on two or three small cards with small supplies,
//! banks (thin ones included) and part-used turns, its number of actions equals a
//! brute-force search over real placements, and replaying its plan under independently
//! written rules completes every card.

use crate::support::plan_oracle::{self, OCard, OStep};
use crate::support::upgrade_oracle::{self, Counts, KINDS};
use proptest::prelude::*;
use tessera::project_l::{Action, Card, Catalogue, PlanAction, PlanError, PlanState, Reward, plan};

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
            PlanAction::Acquire(Action::Decompose { ghost, into }) => {
                let into = std::array::from_fn(|k| into.count(tessera::project_l::Kind::ALL[k]));
                OStep::Decompose(ghost.index(), into)
            }
            PlanAction::Place(p) => OStep::Place(vec![placed(p)]),
            PlanAction::Master(ps) => OStep::Place(ps.iter().map(placed).collect()),
        })
        .collect()
}

/// The deepest the brute force looks.
const DEPTH: u32 = 10;

/// Checks `plan` against the brute force on one case: the cards, the supply and bank, the
/// actions left in the turn and the edition.
fn check_case(
    cards: &[&Card],
    deck: &Catalogue,
    (supply, bank): (Counts, Counts),
    actions_left: u32,
    czech: bool,
) -> Result<(), TestCaseError> {
    let mut text = format!(
        "supply: '{}'\nbank: '{}'\nactions_left: {actions_left}\ncards:\n",
        kinds_text(&supply),
        kinds_text(&bank)
    );
    for card in cards {
        text += &format!("  - card: {}\n", card.id);
    }
    let mut state = PlanState::parse(&text, deck).unwrap();
    if czech {
        state.edition = tessera::project_l::Edition::Czech;
    }
    let ocards: Vec<OCard> = cards
        .iter()
        .map(|c| OCard {
            hole: c.hole,
            reward: match c.reward {
                Reward::Piece(k) => Some(k.index()),
                _ => None,
            },
        })
        .collect();
    let expected = plan_oracle::fewest_actions(&ocards, supply, bank, (actions_left, czech), DEPTH);
    match plan(&state) {
        Ok(found) => {
            prop_assert!(found.proved());
            let steps = found.steps;
            prop_assume!(steps.len() as u32 <= DEPTH || expected.is_some());
            prop_assert_eq!(Some(steps.len() as u32), expected, "{}", text);
            let replayed = plan_oracle::replay(
                &ocards,
                supply,
                bank,
                (actions_left, czech),
                &to_steps(&steps),
            );
            prop_assert!(replayed.is_ok(), "{}: {:?}", text, replayed);
        }
        Err(PlanError::Impossible) => prop_assert_eq!(expected, None, "{}", text),
        Err(e) => prop_assert!(false, "{}: {}", text, e),
    }
    Ok(())
}

/// Distinct cards picked from `small`, or `None` if a card repeats.
fn pick<'a>(small: &[&'a Card], picks: &[usize]) -> Option<Vec<&'a Card>> {
    let cards: Vec<&Card> = picks.iter().map(|&i| small[i % small.len()]).collect();
    let mut ids: Vec<&str> = cards.iter().map(|c| c.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    (ids.len() == cards.len()).then_some(cards)
}

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
        let cards = pick(&small, &picks);
        prop_assume!(cards.is_some());
        let supply: Counts = upgrade_oracle::counts(&supply);
        prop_assume!(supply.iter().sum::<u32>() <= 3);
        let bank = upgrade_oracle::test_bank(&supply, thin_bank.then_some(bank));
        check_case(&cards.unwrap(), &deck, (supply, bank), actions_left, czech)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// With a ghost piece held (and G4, whose reward is a P5, among the cards): plans may
    /// decompose, and are still as short as the brute force's.
    #[test]
    fn plan_with_ghost_pieces_matches_the_brute_force(
        picks in proptest::collection::vec(0..100usize, 2),
        ghost in 9..12usize,
        base in proptest::collection::vec(0..9usize, 0..=1),
        thin_bank in any::<bool>(),
        bank in proptest::collection::vec(0..=2u32, 9),
        actions_left in 1..=3u32,
        czech in any::<bool>(),
    ) {
        let deck = ghost_deck();
        let small: Vec<_> = deck.cards().iter().filter(|c| c.cells() <= 5).collect();
        let cards = pick(&small, &picks);
        prop_assume!(cards.is_some());
        let mut supply: Counts = upgrade_oracle::counts(&[]);
        [ghost].iter().chain(&base).for_each(|&k| supply[k] += 1);
        let bank = upgrade_oracle::test_bank(&supply, thin_bank.then_some(bank));
        check_case(&cards.unwrap(), &deck, (supply, bank), actions_left, czech)?;
    }
}

/// The base deck with the hand-made ghost test cards.
fn ghost_deck() -> Catalogue {
    let extra =
        Catalogue::load(std::path::Path::new("tests/data/projectl/ghost-cards.yaml")).unwrap();
    let cards = Catalogue::base()
        .cards()
        .iter()
        .chain(extra.cards())
        .cloned()
        .collect();
    Catalogue::from_cards(cards)
}
