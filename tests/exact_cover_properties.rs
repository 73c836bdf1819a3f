//! Property tests of the exact-cover engine on random small problems with primary,
//! secondary and counted items, against a brute force over every subset of options.

use proptest::prelude::*;
use tessera::exact_cover::{Dlx, Flow, Masks, Problem, Solver};

#[derive(Clone, Debug)]
struct Case {
    /// Per item: `None` primary, `Some((min, max))` counted (0..=1 is secondary).
    items: Vec<Option<(u32, u32)>>,
    options: Vec<Vec<usize>>,
}

fn case() -> impl Strategy<Value = Case> {
    let items = proptest::collection::vec(
        prop_oneof![
            3 => Just(None),
            1 => (0..=2u32, 0..=3u32).prop_map(|(a, b)| Some((a.min(b), a.max(b)))),
        ],
        1..=6,
    );
    items.prop_flat_map(|items| {
        let n = items.len();
        let option = proptest::collection::btree_set(0..n, 1..=n.min(3))
            .prop_map(|s| s.into_iter().collect::<Vec<_>>());
        proptest::collection::vec(option, 0..=11).prop_map(move |options| Case {
            items: items.clone(),
            options,
        })
    })
}

fn build(case: &Case) -> Problem {
    let mut p = Problem::new();
    for item in &case.items {
        match item {
            None => p.add_primary(),
            Some((min, max)) => p.add_counted(*min, *max).unwrap(),
        };
    }
    for option in &case.options {
        // Options without a primary item are refused; the brute force skips them too.
        let _ = p.add_option(option);
    }
    p
}

fn brute_force(p: &Problem) -> u64 {
    let n = p.options().len();
    (0u32..1 << n)
        .filter(|mask| {
            let chosen: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
            p.is_solution(&chosen)
        })
        .count() as u64
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn solvers_match_brute_force(case in case()) {
        let p = build(&case);
        let expected = brute_force(&p);
        let solvers: [Box<dyn Solver>; 2] = [Box::new(Dlx::new(&p)), Box::new(Masks::new(&p))];
        for mut solver in solvers {
        let mut seen = Vec::new();
        solver.search(&mut |s| {
            let mut s = s.to_vec();
            s.sort();
            seen.push(s);
            Flow::Continue
        }, None);
        for s in &seen {
            prop_assert!(p.is_solution(s), "{:?} is not a solution", s);
        }
        let mut unique = seen.clone();
        unique.sort();
        unique.dedup();
        prop_assert_eq!(unique.len(), seen.len(), "a solution was reported twice");
        prop_assert_eq!(seen.len() as u64, expected);
        prop_assert_eq!(solver.count(None), seen.len() as u64, "the state is restored");
        }
    }
}
