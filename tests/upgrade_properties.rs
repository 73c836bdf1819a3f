//! `upgrade` is optimal: on small cards, supplies and banks (including banks thin enough
//! to make upgrades skip levels or to run out), its plan has the cost and tie-breaks of a
//! brute-force search (in either edition's exchange rules), and replaying its actions under the rules reaches a supply whose
//! filling completes the card.

use crate::support::upgrade_oracle::{self, Counts, KINDS};
use proptest::prelude::*;
use tessera::project_l::{
    Card, CardFitter, Catalogue, Edition, Kind, Supply, UpgradeError, cheapest_upgrade,
};

fn to_supply(counts: &Counts) -> Supply {
    let mut s = Supply::new();
    for (i, &n) in counts.iter().enumerate() {
        s.add(Kind::parse(KINDS[i].0).unwrap(), n);
    }
    s
}

/// Checks `upgrade` against the brute force on one case.
fn check_case(card: &Card, supply: Counts, bank: Counts, czech: bool) -> Result<(), TestCaseError> {
    let edition = if czech {
        Edition::Czech
    } else {
        Edition::Ukrainian
    };
    let expected = upgrade_oracle::cheapest(card.hole, supply, bank, czech);
    let fitter = CardFitter::new(card);
    let got = cheapest_upgrade(&fitter, &to_supply(&supply), &to_supply(&bank), edition);
    match (got, expected) {
        (Ok(plan), Some((cost, pieces, spent))) => {
            prop_assert_eq!(
                (plan.cost(), plan.placements() as usize, plan.levels_spent),
                (cost, pieces, spent),
                "card {} supply {:?} bank {:?}",
                card.id,
                supply,
                bank
            );
            // Replay under the library's rules and check the certificate.
            let (mut s, mut b) = (to_supply(&supply), to_supply(&bank));
            for action in &plan.actions {
                prop_assert!(action.apply(edition, &mut s, &mut b).is_ok(), "{}", action);
            }
            prop_assert!(s.contains(&plan.filling.kinds()));
            let covered = plan.filling.pieces.iter().fold(0, |m, p| m | p.cells);
            prop_assert_eq!(covered, card.hole);
            prop_assert_eq!(
                plan.filling
                    .pieces
                    .iter()
                    .map(|p| p.cells.count_ones())
                    .sum::<u32>(),
                card.cells()
            );
        }
        (Err(UpgradeError::Impossible), None) => {}
        (got, expected) => prop_assert!(
            false,
            "card {}: got {:?}, expected {:?}",
            card.id,
            got,
            expected
        ),
    }
    Ok(())
}

/// Small hand-made cards whose holes suit ghost pieces (a P5, a U5 with a cell more, an L5,
/// a tromino), beside the base deck's small cards.
fn ghost_deck() -> Catalogue {
    Catalogue::load(std::path::Path::new("tests/data/projectl/ghost-cards.yaml")).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn upgrade_matches_the_brute_force(
        card in 0..30usize,
        // At most three kinds held, one piece each, drawn directly (not filtered).
        held in proptest::collection::btree_set(0..9usize, 0..=3),
        thin_bank in any::<bool>(),
        bank in proptest::collection::vec(0..=2u32, 9),
        czech in any::<bool>(),
    ) {
        let deck = Catalogue::base();
        let small: Vec<_> = deck.cards().iter().filter(|c| c.cells() <= 7).collect();
        let card = small[card % small.len()];
        let supply: Vec<u32> = (0..9).map(|k| u32::from(held.contains(&k))).collect();
        let supply: Counts = upgrade_oracle::counts(&supply);
        let bank = upgrade_oracle::test_bank(&supply, thin_bank.then_some(bank));
        check_case(card, supply, bank, czech)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// With one or two ghost pieces in the supply (the bank thin or full), on the ghost
    /// cards and the base deck's small cards.
    #[test]
    fn upgrade_with_ghost_pieces_matches_the_brute_force(
        card in 0..40usize,
        ghosts in proptest::collection::vec(9..12usize, 1..=2),
        base in proptest::collection::vec(0..9usize, 0..=1),
        thin_bank in any::<bool>(),
        bank in proptest::collection::vec(0..=2u32, 9),
        czech in any::<bool>(),
    ) {
        let (base_deck, ghost_deck) = (Catalogue::base(), ghost_deck());
        let small: Vec<_> = ghost_deck.cards().iter()
            .chain(base_deck.cards().iter().filter(|c| c.cells() <= 6))
            .collect();
        let card = small[card % small.len()];
        let mut supply: Counts = upgrade_oracle::counts(&[]);
        ghosts.iter().chain(&base).for_each(|&k| supply[k] += 1);
        let bank = upgrade_oracle::test_bank(&supply, thin_bank.then_some(bank));
        check_case(card, supply, bank, czech)?;
    }
}

#[test]
fn the_oracle_finds_the_ghost_splits_worked_out_by_hand() {
    // P5 has eleven splits, U5 seven and L5 nine (decompose.rs lists them by hand).
    let found: Vec<usize> = (9..12)
        .map(|g| upgrade_oracle::ghost_splits(g).len())
        .collect();
    assert_eq!(found, [11, 7, 9]);
}

#[test]
fn a_p5_fills_a_p5_hole_and_decomposes_for_a_tromino() {
    let deck = ghost_deck();
    let fitter = CardFitter::new(deck.get("G1").unwrap());
    let s = |t: &str| Supply::parse(t).unwrap();
    let plan = cheapest_upgrade(&fitter, &s("P5"), &s("O1"), Edition::Ukrainian).unwrap();
    assert_eq!((plan.cost(), plan.placements()), (0, 1));
    // The G4 tromino hole (L3) from a P5: decomposing into I2 L3 and exchanging P5 for L3
    // both take one action and leave one piece to place; the tie goes to fewer levels
    // spent, so decomposing (0 spent) wins over the exchange (2 spent).
    let fitter = CardFitter::new(deck.get("G4").unwrap());
    let plan = cheapest_upgrade(&fitter, &s("P5"), &s("I2 L3 O1"), Edition::Ukrainian).unwrap();
    let shown: Vec<String> = plan.actions.iter().map(ToString::to_string).collect();
    assert_eq!(shown, ["decompose P5 into I2 L3"]);
    assert_eq!((plan.placements(), plan.levels_spent), (1, 0));
}
