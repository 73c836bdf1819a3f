//! Hand-checked cheapest plans: ties, exchanges down, levels skipped, the bank running
//! out, and the Czech edition's exchange.

use super::upgrade::{UpgradeError, UpgradePlan, cheapest_upgrade};
use crate::project_l::{CardFitter, Catalogue, Edition, Supply};

fn plan(card: &str, supply: &str, bank: &str) -> Result<UpgradePlan, UpgradeError> {
    plan_in(Edition::Ukrainian, card, supply, bank)
}

fn plan_in(
    edition: Edition,
    card: &str,
    supply: &str,
    bank: &str,
) -> Result<UpgradePlan, UpgradeError> {
    let deck = Catalogue::base();
    let fitter = CardFitter::new(deck.get(card).unwrap());
    let supply = Supply::parse(supply).unwrap();
    cheapest_upgrade(&fitter, &supply, &Supply::parse(bank).unwrap(), edition)
}

fn actions(plan: &UpgradePlan) -> Vec<String> {
    plan.actions.iter().map(ToString::to_string).collect()
}

const BANK: &str = "15xO1 15xI2 15xI3 15xL3 15xI4 15xO4 15xL4 15xZ4 15xT4";

#[test]
fn ties_go_to_fewer_pieces() {
    // W09 is two cells: one action either way, but one domino beats two monominoes.
    let p = plan("W09", "O1", BANK).unwrap();
    assert_eq!(actions(&p), ["upgrade O1 I2"]);
    assert_eq!((p.placements(), p.total_actions(), p.turns()), (1, 2, 1));
    let p = plan("W09", "", BANK).unwrap();
    assert_eq!(actions(&p), ["take O1", "upgrade O1 I2"]);
}

#[test]
fn a_decomposition_places_a_piece_of_its_split_at_once() {
    // W09's hole is a domino. The P5 splits into an I2 and an I3 (its two columns) or an
    // L3: one action, no level spent (exchanging it for an I2 spends three), and the I2
    // goes on the card in that same action.
    let p = plan("W09", "P5", BANK).unwrap();
    let decomposed = actions(&p);
    assert!(
        decomposed == ["decompose P5 into I2 I3"] || decomposed == ["decompose P5 into I2 L3"],
        "{decomposed:?}"
    );
    assert_eq!(p.placed_by_decompositions, 1);
    assert_eq!((p.placements(), p.total_actions(), p.turns()), (1, 1, 1));
    // With an O1 too, upgrading it to an I2 ties (one acquisition, one piece, no level
    // spent) but needs a placing action besides: the decomposition wins the tie.
    let p = plan("W09", "P5 O1", BANK).unwrap();
    assert!(
        actions(&p)[0].starts_with("decompose P5 into "),
        "{:?}",
        actions(&p)
    );
    assert_eq!((p.cost(), p.total_actions()), (1, 1));
    // Kept whole, a piece needs a placing action of its own.
    let p = plan("W09", "I2", BANK).unwrap();
    assert_eq!((p.placed_by_decompositions, p.total_actions()), (0, 1));
}

#[test]
fn many_ghost_pieces_are_no_harder_than_one() {
    // As above, one decomposition of a P5 fills W09's domino in one action, however many
    // ghost pieces are held: fifteen P5s and ten each of the U5 and L5 are a supply of
    // millions of ways to split them, and only those of one split are looked at.
    let p = plan("W09", "15xP5 10xU5 10xL5", BANK).unwrap();
    assert_eq!((p.cost(), p.total_actions()), (1, 1));
    assert!(
        actions(&p)[0].starts_with("decompose "),
        "{:?}",
        actions(&p)
    );
}

#[test]
fn exchanging_down_costs_levels() {
    let p = plan("W09", "T4", BANK).unwrap();
    assert_eq!(actions(&p), ["exchange T4 I2"]);
    assert_eq!(p.levels_spent, 2);
    // Nothing to do when the supply already fits.
    assert_eq!(plan("W09", "I2", BANK).unwrap().cost(), 0);
}

#[test]
fn an_empty_level_in_the_bank_makes_upgrades_skip() {
    // W27 is a straight line of 3: with no level-2 piece in the bank, O1 becomes I3 at once.
    let p = plan("W27", "O1", "I3").unwrap();
    assert_eq!(actions(&p), ["upgrade O1 I3"]);
    // With a level-2 piece available it takes two upgrades.
    assert_eq!(plan("W27", "O1", "I2 I3").unwrap().cost(), 2);
}

#[test]
fn an_empty_bank_can_make_it_impossible() {
    assert_eq!(plan("W27", "O1", ""), Err(UpgradeError::Impossible));
}

#[test]
fn the_czech_edition_goes_two_up_at_most_and_one_down_at_a_time() {
    let cz = Edition::Czech;
    // W29 is a straight line of 4. Levels 2 and 3 empty: +3 is Ukrainian only.
    assert_eq!(
        actions(&plan("W29", "O1", "I4").unwrap()),
        ["upgrade O1 I4"]
    );
    assert_eq!(
        plan_in(cz, "W29", "O1", "I4"),
        Err(UpgradeError::Impossible)
    );
    // Level 2 empty: +2 to a level-3 piece, then +1.
    let p = plan_in(cz, "W29", "O1", "L3 I4").unwrap();
    assert_eq!(actions(&p), ["upgrade O1 L3", "upgrade L3 I4"]);
    // W09 needs a domino. From a T4 with no O1 in the bank: one exchange in the
    // Ukrainian sheet, two one-level steps in the Czech edition.
    assert_eq!(
        actions(&plan("W09", "T4", "I3 I2").unwrap()),
        ["exchange T4 I2"]
    );
    let p = plan_in(cz, "W09", "T4", "I3 I2").unwrap();
    assert_eq!(actions(&p), ["exchange T4 I3", "exchange I3 I2"]);
    assert_eq!(p.levels_spent, 2);
    // With the full bank, a new O1 upgraded is as short and gives up no level.
    let p = plan_in(cz, "W09", "T4", BANK).unwrap();
    assert_eq!(actions(&p), ["take O1", "upgrade O1 I2"]);
}

#[test]
fn a_large_supply_that_fits_costs_nothing() {
    // B01's hole is 16 cells: at least 4 pieces of at most 4 cells, so a filling of 4
    // pieces with nothing to do (checked against the card) is the best there is.
    // (Searched action by action, this supply took half a minute.)
    let all = "3xO1 3xI2 3xI3 3xL3 3xI4 3xO4 3xL4 3xZ4 3xT4";
    let p = plan("B01", all, BANK).unwrap();
    assert_eq!((p.cost(), p.placements(), p.levels_spent), (0, 4, 0));
    assert_fills_b01(&p);
    // Six P5 cannot fill 16 cells (not a multiple of 5), so one action at least: an O1
    // with three of them does it (the filling is checked against the card). Taking a new
    // O1 and splitting a P5 into an O1 and the rest (an O4, or a T4: the P5 less a corner
    // of its square) both cost one action and leave four pieces to place, with no level
    // spent; the split places its O1 in its own action, 4 actions in all against 5, so it
    // wins the tie.
    let p = plan("B01", "6xP5", BANK).unwrap();
    let done = actions(&p);
    assert!(
        done.len() == 1 && done[0].starts_with("decompose P5 into O1 "),
        "{done:?}"
    );
    assert_eq!((p.placements(), p.total_actions()), (4, 4));
    assert_fills_b01(&p);
}

/// The plan's pieces are placements of their kinds on B01, disjoint, covering its hole.
fn assert_fills_b01(p: &UpgradePlan) {
    let fitter = CardFitter::new(Catalogue::base().get("B01").unwrap());
    let mut covered = 0;
    for piece in &p.filling.pieces {
        let first = piece.cells.trailing_zeros();
        assert!(
            fitter
                .placements_at(piece.kind, first)
                .contains(&piece.cells)
        );
        assert_eq!(covered & piece.cells, 0, "pieces overlap");
        covered |= piece.cells;
    }
    assert_eq!(covered, fitter.hole());
}

#[test]
fn the_fast_path_agrees_with_the_search_over_every_action() {
    // The breadth-first search over supplies plays every legal action in turn and knows no
    // shortcut: where the bank-free model's plan is taken, it must be as cheap (actions,
    // then pieces, then levels spent) as the best the search finds. Every card, with
    // seeded supplies of up to three base pieces and up to two ghost pieces.
    use crate::project_l::{Kind, is_ghost};
    let deck = Catalogue::base();
    let ghosts: Vec<Kind> = Kind::ALL.into_iter().filter(|&k| is_ghost(k)).collect();
    let mut rng = crate::random::Rng::new(52);
    for card in deck.cards() {
        let fitter = CardFitter::new(card);
        for _ in 0..6 {
            let mut supply = Supply::new();
            for _ in 0..rng.below(4) {
                supply.add(Kind::BASE[rng.below(Kind::BASE.len() as u64) as usize], 1);
            }
            for _ in 0..rng.below(3) {
                supply.add(ghosts[rng.below(ghosts.len() as u64) as usize], 1);
            }
            agree(&card.id, &fitter, &supply);
        }
    }
    // Several decompositions before a plan that fills the card.
    let b03 = CardFitter::new(deck.get("B03").unwrap());
    agree("B03", &b03, &Supply::parse("2xP5 2xU5").unwrap());
}

fn agree(card: &str, fitter: &CardFitter, supply: &Supply) {
    let bank = Supply::default_bank(supply).unwrap();
    let fast = cheapest_upgrade(fitter, supply, &bank, Edition::Ukrainian);
    let slow = super::upgrade::exact_plan(fitter, supply, &bank, Edition::Ukrainian);
    let score = |p: &UpgradePlan| (p.cost(), p.placements(), p.levels_spent);
    let (fast, slow) = (fast.as_ref().map(score), slow.as_ref().map(score));
    assert_eq!(fast, slow, "{card} from {supply:?}");
}
