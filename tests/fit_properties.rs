//! The card fitter against the general exact-cover engine: on random cards, supplies and
//! pre-filled cells, both count the same fillings, and every filling the fitter returns
//! covers each empty cell once with pieces the supply has.

use proptest::prelude::*;
use tessera::exact_cover::Flow;
use tessera::geometry::Region;
use tessera::project_l::{CardFitter, Catalogue, FitAnswer, Kind, Supply};
use tessera::tiling::{Engine, PieceKind, Request, Tiling, TilingError, solve};

/// Fillings counted by the general engine (the hole cells not filled, pieces up to the
/// supply's counts).
fn general_count(hole: u32, filled: u32, supply: &Supply) -> u64 {
    let empty = hole & !filled;
    if empty == 0 {
        return 1;
    }
    let cells = (0..25)
        .filter(|c| empty & (1 << c) != 0)
        .map(|c| (c / 5, c % 5));
    let region = Region::from_cells(cells).unwrap();
    let pieces: Vec<PieceKind> = supply
        .iter()
        .filter(|(k, _)| k.level() as usize <= region.len())
        .map(|(k, n)| PieceKind {
            name: k.name().to_string(),
            shape: k.shape(),
            min: 0,
            max: n,
        })
        .collect();
    let tiling = match Tiling::new(region, pieces, true) {
        Ok(t) => t,
        Err(TilingError::NoPieces) => return 0,
        Err(e) => panic!("{e}"),
    };
    let request = Request {
        engine: Engine::Masks,
        distinct: false,
        direct: true,
        ..Request::default()
    };
    solve(&tiling, request, &mut |_| Flow::Continue, None)
        .unwrap()
        .solutions
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn fitter_agrees_with_the_general_engine(
        card in 0..52usize,
        counts in proptest::collection::vec(0..=2u32, 9),
        filled_bits in any::<u32>(),
        filled_share in 0..4u32,
    ) {
        let deck = Catalogue::base();
        let card = &deck.cards()[card];
        let mut supply = Supply::new();
        for (kind, n) in Kind::BASE.iter().zip(&counts) {
            supply.add(*kind, *n);
        }
        // Keep about filled_share/8 of the hole's cells filled.
        let filled = card.hole & filled_bits & (filled_bits >> 7) & if filled_share == 0 { 0 } else { u32::MAX };
        let fitter = CardFitter::new(card);
        let count = fitter.count(&supply, filled);
        prop_assert_eq!(count, general_count(card.hole, filled, &supply), "card {}", card.id);
        match fitter.fit(&supply, filled) {
            FitAnswer::Fits(filling) => {
                prop_assert!(count > 0);
                let mut covered = 0u32;
                for piece in &filling.pieces {
                    prop_assert_eq!(covered & piece.cells, 0, "overlap");
                    prop_assert_eq!(piece.cells.count_ones(), piece.kind.level());
                    covered |= piece.cells;
                }
                prop_assert_eq!(covered, card.hole & !filled);
                prop_assert!(supply.contains(&filling.kinds()));
            }
            _ => prop_assert_eq!(count, 0),
        }
    }
}
