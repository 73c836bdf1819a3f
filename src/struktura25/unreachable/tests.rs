//! The proofs that 25 is out of reach, on hand-reasoned positions.

use super::*;
use crate::struktura25::position::sketch as at;
use crate::struktura25::readings::Line2;

fn increments(lines: &[u8], spirals: &[u8], once: &[u8], no_cap: bool) -> Increments {
    Increments {
        lines: lines.to_vec(),
        spirals: spirals.to_vec(),
        once: once.to_vec(),
        collapse_may_win: no_cap,
    }
}

#[test]
fn lines_alone_make_only_multiples_of_three() {
    let lines = increments(&[6, 9, 12], &[], &[], false);
    assert_eq!(lines.cannot_add_up_to(15), None); // 6 + 9
    assert_eq!(
        lines.cannot_add_up_to(14),
        Some(Unreachable::NoSumOfCombinationsLeft { need: 14 })
    );
    assert_eq!(
        lines.cannot_add_up_to(3),
        Some(Unreachable::EveryCombinationOvershoots { need: 3, least: 6 })
    );
    // Lines of at most 3 free cells: 6 at a time, so 9 is out.
    assert!(!increments(&[6], &[], &[], false).reach(9));
}

#[test]
fn the_once_per_game_combinations_count_once() {
    // 25 = 7 + 6 + 12 with the cluster; with only the line of 2: 25 - 3 = 22 is no
    // multiple of 3, and 3 cannot be used twice.
    assert!(increments(&[6, 9, 12], &[], &[7], false).reach(25));
    assert!(!increments(&[6, 9, 12], &[], &[3], false).reach(25));
    assert!(!increments(&[], &[], &[3], false).reach(6));
    // Both: 10 = 3 + 7, in either order.
    assert!(increments(&[], &[], &[3, 7], false).reach(10));
}

#[test]
fn a_spiral_helps_on_the_way_but_ends_a_win_only_without_the_cap() {
    let capped = increments(&[6, 9, 12], &[4, 5], &[], false);
    assert!(capped.reach(10)); // spiral 4 (collapse, score below 25), then a line of 3
    assert!(!capped.reach(4)); // 4 only as a spiral, corrected to 24
    assert!(!capped.reach(5));
    assert_eq!(
        capped.cannot_add_up_to(3),
        Some(Unreachable::EveryCombinationOvershoots { need: 3, least: 4 })
    );
    let no_cap = increments(&[6, 9, 12], &[4, 5], &[], true);
    assert!(no_cap.reach(4) && no_cap.reach(5));
}

#[test]
fn twenty_two_with_both_once_per_game_ones_spent_overshoots() {
    // 3 needed; lines of 3+ are 6 and up, spirals 4 and 5 (the grid is open).
    let state = at(
        &["AA"],
        "players:\n  - {score: 22, spent: [cluster, line2]}\n  - {}\n",
    );
    assert_eq!(
        proof(&state, 0),
        Some(Unreachable::EveryCombinationOvershoots { need: 3, least: 4 })
    );
    // With the line of 2 left, 22 + 3 is a win: no proof.
    let open = at(
        &["AA"],
        "players:\n  - {score: 22, spent: [cluster]}\n  - {}\n",
    );
    assert_eq!(proof(&open, 0), None);
}

#[test]
fn a_line_of_two_used_by_another_player_is_gone_only_with_line2_once() {
    let rest = "players:\n  - {score: 22, spent: [cluster]}\n  - {score: 3, spent: [line2]}\n";
    let mut state = at(&["AA", "", "", "", "", "....BB"], rest);
    assert_eq!(proof(&state, 0), None);
    state.readings.line2 = Line2::Once;
    assert_eq!(
        proof(&state, 0),
        Some(Unreachable::EveryCombinationOvershoots { need: 3, least: 4 })
    );
}

/// Nine chips of player 1, two per row at most and 3 apart, and in each column 3 rows
/// apart: no empty cell has two own chips in line with it within two cells, so one
/// chip placed makes no line of 3, no 3 own neighbours (a spiral), and with the line of
/// 2 and the cluster spent nothing else counts.
const NINE_APART: [&str; 5] = ["A..A..", ".A..A.", "..A..A", "A..A..", ".A...."];

#[test]
fn nine_chips_apart_and_one_in_hand_never_make_a_combination() {
    let spent = "players:\n  - {score: 10, spent: [line2, cluster]}\n  - {}\n";
    let state = at(&NINE_APART, spent);
    assert_eq!(state.sides[0].hand, 1);
    assert_eq!(
        proof(&state, 0),
        Some(Unreachable::NothingCanBeBuilt {
            on_grid: 9,
            hand: 1
        })
    );
    // With the line of 2 open, a1 and a chip on b1 make one.
    let open = at(
        &NINE_APART,
        "players:\n  - {score: 7, spent: [cluster]}\n  - {}\n",
    );
    let chips = Chips::of(&open, 0, 0);
    assert!(chips.can_build(&all_shapes(open.spent_for(0))));
}

#[test]
fn one_chip_in_hand_and_no_spiral_allow_one_activation() {
    // The line of 2 open (a1 and a chip on b1), no spiral: one chip, one activation,
    // worth at most 12 (a line of 5, as far as the counting knows). 15 needed: no
    // single combination; 12 needed: not ruled out by the count.
    let fifteen = at(
        &NINE_APART,
        "players:\n  - {score: 10, spent: [cluster]}\n  - {}\n",
    );
    assert_eq!(
        proof(&fifteen, 0),
        Some(Unreachable::TooFewChips { need: 15, hand: 1 })
    );
    let twelve = at(
        &NINE_APART,
        "players:\n  - {score: 13, spent: [cluster]}\n  - {}\n",
    );
    assert_eq!(proof(&twelve, 0), None);
}

#[test]
fn activations_are_counted() {
    // 25 = 12 + 6 + 7: three activations; two make at most 12 + 12 = 24, and no pair
    // of 3, 6, 7, 9, 12 (the once-per-game ones once) is 25.
    let all = increments(&[6, 9, 12], &[], &[3, 7], false);
    assert!(all.reach_within(25, 3));
    assert!(!all.reach_within(25, 2));
    assert!(all.reach_within(10, 2)); // 3 + 7
    assert!(!all.reach_within(10, 1));
    assert!(!all.reach_within(6, 0));
}

#[test]
fn the_shapes_are_counted_as_on_the_grid() {
    // Runs of 2: 5 a row, 6 rows, both ways; of 3: 4 a row. Spirals: the 16 edge cells
    // that are no corner have 3 neighbours (one shape each), the 16 inner cells 4 (four
    // shapes each).
    assert_eq!(runs_of(2).count(), 60);
    assert_eq!(runs_of(3).count(), 48);
    assert_eq!(spiral_shapes().count(), 16 + 64);
    assert!(spiral_shapes().all(|s| s.count_ones() == 4));
}
