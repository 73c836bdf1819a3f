//! The chance search checked against hand-worked positions and against a deliberately
//! naive oracle: every move, every die face (all six, not the three outcomes), every
//! removal, no pruning and no shortcut at the last turn, in floating point.

use super::chance::{CERTAIN, best_move, chance_for, defence, move_chances, win_chance};
use super::grid::{self, bit};
use super::position::sketch as at;
use super::rules::{legal_moves, play, winners};
use super::state::{Phase, State};
use crate::random::Rng;

/// The oracle: the chance that `me` wins within `turns` more of their own turns.
fn naive(state: &State, me: usize, turns: u32) -> f64 {
    if state.is_over() {
        return if winners(state) == [me] { 1.0 } else { 0.0 };
    }
    let next = |mv: &super::Move, turns| naive(&play(state, mv).unwrap(), me, turns);
    match state.phase {
        Phase::Roll => {
            let faces: f64 = (1..=6u8).map(|f| next(&super::Move::Roll(f), turns)).sum();
            faces / 6.0
        }
        Phase::Move if turns == 0 => 0.0,
        phase => {
            let left = if phase == Phase::Move && state.to_move == me {
                turns - 1
            } else {
                turns
            };
            let moves = legal_moves(state);
            let values = moves.iter().map(|mv| next(mv, left));
            if state.to_move == me {
                values.fold(0.0, f64::max)
            } else {
                values.fold(1.0, f64::min)
            }
        }
    }
}

fn fraction(parts: u64) -> f64 {
    parts as f64 / CERTAIN as f64
}

/// A late position drawn at random: each player with 3 chips on the grid and 1 in hand
/// (fewer than a game holds, so that the oracle's tree of every die face and every choice
/// of chips stays small; neither search counts chips), scores near 25, the once-a-game
/// combinations spent and a token held at random.
fn random_late(rng: &mut Rng) -> State {
    let mut state = State::new(2);
    let mut cells: Vec<usize> = (0..grid::CELLS).collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i as u64 + 1) as usize);
    }
    for (p, side) in state.sides[..2].iter_mut().enumerate() {
        for &cell in &cells[p * 3..p * 3 + 3] {
            side.chips |= bit(cell);
        }
        side.hand = 1;
        side.score = 14 + rng.below(11) as u8;
        side.spent.line2 = rng.below(2) == 0;
        side.spent.cluster = rng.below(2) == 0;
        side.held = rng.below(2) as u8;
    }
    state.to_move = rng.below(2) as usize;
    state
}

#[test]
fn the_search_agrees_with_the_naive_oracle_on_random_late_positions() {
    let mut rng = Rng::new(25);
    let mut nonzero = 0;
    for _ in 0..10 {
        let state = random_late(&mut rng);
        for turns in 1..=2 {
            let me = state.to_move;
            let want = naive(&state, me, turns);
            let got = fraction(win_chance(&state, turns));
            assert!(
                (want - got).abs() < 1e-9,
                "{state:?} {turns}: {want} vs {got}"
            );
            let other = 1 - me;
            let theirs = naive(&state, other, turns);
            assert!((theirs - fraction(chance_for(&state, other, turns))).abs() < 1e-9);
            nonzero += usize::from(want > 0.0);
        }
    }
    assert!(
        nonzero >= 3,
        "the sample must hold wins to check: {nonzero}"
    );
}

#[test]
fn every_best_move_is_exact_and_every_other_below_the_best() {
    let mut rng = Rng::new(7);
    for _ in 0..6 {
        let state = random_late(&mut rng);
        let me = state.to_move;
        let valued = move_chances(&state, 2);
        let best = valued.iter().map(|v| v.chance).max().unwrap();
        for v in &valued {
            let want = naive(&play(&state, &v.mv).unwrap(), me, 1);
            if v.exact {
                assert!((want - fraction(v.chance)).abs() < 1e-9);
            } else {
                assert!(v.chance < best && want <= fraction(v.chance) + 1e-9);
            }
        }
        assert!((naive(&state, me, 2) - fraction(best)).abs() < 1e-9);
        let (first_best, chance) = best_move(&state, 2).unwrap();
        assert_eq!(chance, best);
        assert!(
            valued
                .iter()
                .any(|v| v.mv == first_best && v.chance == best)
        );
    }
}

#[test]
fn a_line_of_four_prepared_wins_next_turn_when_the_other_cannot_block() {
    // 16 points and b2, b3: no activation makes 9 now; a third chip makes a line of 4 next.
    let mut state = at(
        &["......", ".A....", ".A...."],
        "players:\n  - {score: 16}\n  - {}\n",
    );
    state.sides[1].hand = 0;
    assert_eq!(win_chance(&state, 1), 0);
    assert_eq!(win_chance(&state, 2), CERTAIN);
}

#[test]
fn the_defence_takes_the_one_winning_cell() {
    // 16 points, b2-b4 and b1 the other player's: only b5 wins (b2-b5, a line of 4, 9 points).
    let state = at(
        &[".B....", ".A....", ".A....", ".A...."],
        "players:\n  - {score: 16}\n  - {}\n",
    );
    assert_eq!(win_chance(&state, 1), CERTAIN);
    let waited = play(&state, &super::moves::parse("quiet f6").unwrap()).unwrap();
    assert_eq!(chance_for(&waited, 0, 1), 0, "the other player can take b5");
    let (reply, chance) = defence(&waited, 0, 1).unwrap();
    assert_eq!(chance, 0);
    let b5 = bit(grid::parse("b5").unwrap());
    let after = play(&waited, &reply).unwrap();
    assert_ne!(after.sides[1].chips & b5, 0, "{reply:?} takes b5");
}
