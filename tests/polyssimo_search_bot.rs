//! The Polyssimo `search` bot and the advice behind it (`polyssimo::advise`): within a node
//! count its moves are legal and the same every time; where the endgame is in reach its move
//! is a perfect one (the older solver, as the oracle, values the position after it the same
//! as the position before); and a whole game played by it from the command line repeats
//! for the same seed and node count.

use crate::support::{self, run_ok};
use tessera::polyssimo::{
    Advice, Allowance, Limit, PieceSet, Rules, State, advise, solve, solve_within,
};
use tessera::random::Rng;

/// A position with at most `left` pieces in hand (see `polyssimo_endgame`).
fn random_position(rules: &Rules, players: u8, left: u32, seed: u64) -> State {
    crate::polyssimo_endgame::random_position(rules, players, left, &mut Rng::new(seed))
}

fn chosen(advice: &Advice) -> Option<tessera::polyssimo::Placing> {
    match advice {
        Advice::Proved(mv, _) => Some(*mv),
        Advice::Estimated(solution) => solution.line.first().copied(),
        Advice::Nothing => None,
    }
}

#[test]
fn a_search_told_to_stop_at_once_still_gives_a_move() {
    // A hint cut short by Ctrl-C right away: the first depth is finished all the same.
    static SET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);
    let rules = Rules::new(PieceSet::standard()).unwrap();
    let limit = Limit {
        stop: Some(&SET),
        ..Limit::default()
    };
    for seed in 0..3 {
        let state = random_position(&rules, 2, 24, seed);
        let solution = solve_within(&rules, &state, limit);
        assert_eq!(solution.depth, 1, "seed {seed}");
        assert_eq!(solution.line.len(), 1, "seed {seed}");
        // Depth 1 alone takes more than the 4096 nodes after which the flag is read.
        assert!(
            solution.nodes > 4096,
            "seed {seed}: {} nodes",
            solution.nodes
        );
    }
}

#[test]
fn advice_within_nodes_is_legal_and_repeats() {
    let rules = Rules::new(PieceSet::standard()).unwrap();
    let mut moves = Vec::new();
    for seed in 0..6 {
        // Early positions (the endgame out of reach) and late ones.
        let left = [24, 18, 12][seed as usize % 3];
        let state = random_position(&rules, 2 + (seed % 2) as u8, left, seed);
        if rules.is_over(&state) {
            continue;
        }
        let allowance = Allowance::Nodes(20_000);
        let first = chosen(&advise(&rules, &state, allowance, None)).expect("a move");
        rules.moves(&state, &mut moves);
        assert!(
            moves.contains(&first),
            "seed {seed}: {first:?} is not legal"
        );
        let again = chosen(&advise(&rules, &state, allowance, None));
        assert_eq!(again, Some(first), "seed {seed}");
    }
}

/// The value after `mv` for the player who made it (2 players), by the older solver.
fn value_after(rules: &Rules, state: &State, mv: tessera::polyssimo::Placing) -> i32 {
    let child = rules.play(state, mv);
    let value = solve(rules, &child, None).value;
    match child.to_move == state.to_move {
        true => value,
        false => -value,
    }
}

#[test]
fn advice_in_reach_of_the_endgame_is_a_perfect_move() {
    let rules = Rules::new(PieceSet::standard()).unwrap();
    let mut proved = 0;
    for seed in 0..12 {
        let state = random_position(&rules, 2, 8, 100 + seed);
        if rules.is_over(&state) {
            continue;
        }
        let advice = advise(&rules, &state, Allowance::Nodes(200_000), None);
        let Advice::Proved(mv, _) = advice else {
            panic!("seed {seed}: 8 pieces left are in reach: {advice:?}");
        };
        proved += 1;
        let value = solve(&rules, &state, None).value;
        assert_eq!(value_after(&rules, &state, mv), value, "seed {seed}");
    }
    assert!(proved >= 6, "{proved} positions");
}

#[test]
fn a_game_of_the_search_bot_repeats_for_a_seed() {
    let game = |name: &str| {
        let file = support::new_game("polyssimo", name, &["--seed", "4"]);
        let f = file.to_str().unwrap();
        run_ok(&[
            "play", "bot", f, "--bot", "search", "--nodes", "2000", "--until", "end",
        ])
    };
    let first = game("poly-search-a.yaml");
    assert!(first.contains("search: "), "{first}");
    assert_eq!(first, game("poly-search-b.yaml"));
}
