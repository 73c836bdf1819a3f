//! The endgame solver (`polyssimo::endgame`) against the older solver it replaces, kept as
//! the oracle: equal values on seeded positions of 6-11 pieces left with 2, 3 and 4
//! players, reached by random play on the standard board (so with pieces that fit nowhere
//! any more: at least a tenth of the positions, checked), and every reported line replayed
//! under the rules to a finished game worth the reported value.
//! `TESSERA_ENDGAME_POSITIONS=N` checks N positions instead of 300.

use tessera::polyssimo::endgame::{Control, Proved, Table, solve_endgame, value_bounds};
use tessera::polyssimo::{PieceSet, Rules, State, solve};
use tessera::random::Rng;

/// A position with at most `left` pieces in hand, from a random deal and random moves.
pub fn random_position(rules: &Rules, players: u8, left: u32, rng: &mut Rng) -> State {
    let mut hands = [0u32; 4];
    for piece in 0..rules.set.pieces.len() {
        hands[rng.below(u64::from(players)) as usize] |= 1 << piece;
    }
    let mut state = rules.state_of_hands(State {
        occupied: Default::default(),
        hands,
        players,
        to_move: rng.below(u64::from(players)) as u8,
        out: 0,
        last_placed: None,
    });
    let mut moves = Vec::new();
    while state.hands.iter().map(|h| h.count_ones()).sum::<u32>() > left {
        rules.moves(&state, &mut moves);
        if moves.is_empty() {
            break;
        }
        state = rules.play(&state, moves[rng.below(moves.len() as u64) as usize]);
    }
    state
}

fn solve_new(rules: &Rules, state: &State) -> Proved {
    let table = Table::new(4, None).unwrap();
    solve_endgame(rules, state, &table, Control::default(), 1, &mut |_| {})
}

/// The value of a finished game for `me`, from the winner and the cells left.
fn final_value(rules: &Rules, end: &State, me: usize) -> i32 {
    let left = |p: usize| rules.cells_left(end, p) as i32;
    let best_other = (0..usize::from(end.players))
        .filter(|&p| p != me)
        .map(left)
        .min()
        .unwrap();
    let margin = 2 * (best_other - left(me));
    match (margin, rules.winner(end)) {
        (0, Some(w)) if w == me => 1,
        (0, Some(_)) => -1,
        _ => margin,
    }
}

/// Plays the line, every move checked legal, to a finished game.
fn replay(rules: &Rules, root: &State, proved: &Proved) -> State {
    let mut state = *root;
    let mut moves = Vec::new();
    for &mv in &proved.line {
        rules.moves(&state, &mut moves);
        assert!(moves.contains(&mv), "{} is not legal", rules.move_name(mv));
        state = rules.play(&state, mv);
    }
    assert!(rules.is_over(&state), "the line stops before the end");
    state
}

/// Whether some piece in hand fits nowhere any more (out of play).
fn has_piece_out_of_play(rules: &Rules, state: &State) -> bool {
    let held = state.hands.iter().fold(0u32, |all, h| all | h);
    (0..32).any(|k| held & 1 << k != 0 && !rules.fits_somewhere(k, &state.occupied))
}

/// Checks one seeded position; returns whether it has pieces out of play.
fn check(rules: &Rules, players: u8, left: u32, seed: u64) -> bool {
    let root = random_position(rules, players, left, &mut Rng::new(seed));
    let proved = solve_new(rules, &root);
    let old = solve(rules, &root, None);
    assert!(old.exact && proved.exact());
    let what = format!("seed {seed}, {players} players, {left} left");
    assert_eq!(proved.lower, old.value, "{what}");
    let end = replay(rules, &root, &proved);
    let me = usize::from(root.to_move);
    assert_eq!(final_value(rules, &end, me), proved.lower, "{what}");
    bounds_hold_along_the_line(rules, &root, &proved, &what);
    has_piece_out_of_play(rules, &root)
}

/// The regions' bounds on the value (`value_bounds`) hold the oracle's value at the root
/// and at every position of the line of perfect play (whose value, for the root player,
/// is the root's).
fn bounds_hold_along_the_line(rules: &Rules, root: &State, proved: &Proved, what: &str) {
    let me = usize::from(root.to_move);
    let mut state = *root;
    for (ply, &mv) in proved.line.iter().enumerate() {
        let (low, high) = value_bounds(rules, &state, me);
        let value = proved.lower;
        assert!(
            low <= value && value <= high,
            "{what}, ply {ply}: {value} not in {low}..={high}"
        );
        state = rules.play(&state, mv);
    }
}

#[test]
fn values_equal_the_old_solvers_and_lines_replay() {
    let rules = Rules::new(PieceSet::standard()).unwrap();
    let count: u64 = std::env::var("TESSERA_ENDGAME_POSITIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    let mut out_of_play = 0;
    for seed in 0..count {
        let players = 2 + (seed % 3) as u8;
        let left = 6 + (seed / 3 % 6) as u32;
        out_of_play += u64::from(check(&rules, players, left, seed));
    }
    assert!(
        out_of_play >= count / 10,
        "{out_of_play} of {count} with pieces out of play"
    );
}

#[test]
fn a_finished_game_is_its_own_value() {
    let rules = Rules::new(PieceSet::standard()).unwrap();
    let mut rng = Rng::new(7);
    let root = random_position(&rules, 2, 0, &mut rng);
    let proved = solve_new(&rules, &root);
    assert!(proved.exact() && proved.line.is_empty());
    let me = usize::from(root.to_move);
    assert_eq!(proved.lower, final_value(&rules, &root, me));
}

#[test]
fn several_threads_prove_the_values_of_one() {
    let rules = Rules::new(PieceSet::standard()).unwrap();
    for seed in 0..24 {
        let players = 2 + (seed % 3) as u8;
        let left = 8 + (seed / 3 % 4) as u32;
        let root = random_position(&rules, players, left, &mut Rng::new(1000 + seed));
        let one = solve_new(&rules, &root);
        for threads in [2, 3] {
            let table = Table::new(4, None).unwrap();
            let many = solve_endgame(
                &rules,
                &root,
                &table,
                Control::default(),
                threads,
                &mut |_| {},
            );
            let what = format!("seed {seed}, {players} players, {left} left, {threads} threads");
            assert!(many.exact(), "{what}");
            assert_eq!(many.lower, one.lower, "{what}");
            let end = replay(&rules, &root, &many);
            let me = usize::from(root.to_move);
            assert_eq!(final_value(&rules, &end, me), many.lower, "{what}");
        }
    }
}
