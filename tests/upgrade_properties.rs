//! `upgrade` is optimal: on small cards, supplies and banks (including banks thin enough
//! to make upgrades skip levels or to run out), its plan has the cost and tie-breaks of a
//! brute-force search (in either edition's exchange rules), and replaying its actions under the rules reaches a supply whose
//! filling completes the card.

use crate::support::upgrade_oracle::{self, Counts, KINDS};
use proptest::prelude::*;
use tessera::project_l::{
    CardFitter, Catalogue, Edition, Kind, Supply, UpgradeError, cheapest_upgrade,
};

fn to_supply(counts: &Counts) -> Supply {
    let mut s = Supply::new();
    for (i, &n) in counts.iter().enumerate() {
        s.add(Kind::parse(KINDS[i].0).unwrap(), n);
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn upgrade_matches_the_brute_force(
        card in 0..30usize,
        supply in proptest::collection::vec(0..=1u32, 9),
        thin_bank in any::<bool>(),
        bank in proptest::collection::vec(0..=2u32, 9),
        czech in any::<bool>(),
    ) {
        let edition = if czech { Edition::Czech } else { Edition::Ukrainian };
        let deck = Catalogue::base();
        let small: Vec<_> = deck.cards().iter().filter(|c| c.cells() <= 7).collect();
        let card = small[card % small.len()];
        let supply: Counts = supply.try_into().unwrap();
        prop_assume!(supply.iter().sum::<u32>() <= 3);
        let bank = upgrade_oracle::test_bank(&supply, thin_bank.then_some(bank));
        let expected = upgrade_oracle::cheapest(card.hole, supply, bank, czech);
        let fitter = CardFitter::new(card);
        let got = cheapest_upgrade(&fitter, &to_supply(&supply), &to_supply(&bank), edition);
        match (got, expected) {
            (Ok(plan), Some((cost, pieces, spent))) => {
                prop_assert_eq!(
                    (plan.cost(), plan.placements() as usize, plan.levels_spent),
                    (cost, pieces, spent),
                    "card {} supply {:?} bank {:?}", card.id, supply, bank
                );
                // Replay under the library's rules and check the certificate.
                let (mut s, mut b) = (to_supply(&supply), to_supply(&bank));
                for action in &plan.actions {
                    prop_assert!(action.apply(edition, &mut s, &mut b).is_ok(), "{}", action);
                }
                prop_assert!(s.contains(&plan.filling.kinds()));
                let covered = plan.filling.pieces.iter().fold(0, |m, p| m | p.cells);
                prop_assert_eq!(covered, card.hole);
                prop_assert_eq!(plan.filling.pieces.iter().map(|p| p.cells.count_ones()).sum::<u32>(), card.cells());
            }
            (Err(UpgradeError::Impossible), None) => {}
            (got, expected) => prop_assert!(false, "card {}: got {:?}, expected {:?}", card.id, got, expected),
        }
    }
}
