//! Both exact-cover solvers checked against known answers and each other.

use super::problem::Problem;
use super::solver::Solver;
use super::{Dlx, Flow, Masks, SearchEnd};
use crate::exact_cover::Progress;

fn solvers(p: &Problem) -> Vec<(&'static str, Box<dyn Solver>)> {
    vec![
        ("dlx", Box::new(Dlx::new(p))),
        ("masks", Box::new(Masks::new(p))),
    ]
}

/// Knuth's example from TAOCP 7.2.2.1 (7 items, 6 options, one solution).
fn knuth_example() -> Problem {
    let mut p = Problem::new();
    let items: Vec<usize> = (0..7).map(|_| p.add_primary()).collect();
    let [a, b, c, d, e, f, g] = items[..] else {
        unreachable!()
    };
    for option in [
        vec![c, e],
        vec![a, d, g],
        vec![b, c, f],
        vec![a, d, f],
        vec![b, g],
        vec![d, e, g],
    ] {
        p.add_option(&option).unwrap();
    }
    p
}

#[test]
fn knuths_example_has_one_solution() {
    let p = knuth_example();
    for (name, mut solver) in solvers(&p) {
        let mut solution = solver.first().unwrap();
        solution.sort();
        assert_eq!(solution, vec![0, 3, 4], "{name}");
        assert!(p.is_solution(&solution));
        assert_eq!(solver.count(None), 1, "{name}");
        assert_eq!(
            solver.count(None),
            1,
            "{name}: state restored after a search"
        );
    }
}

#[test]
fn counted_items_do_not_multiply_solutions() {
    // Two cells, a "piece" item usable up to 2 times, options: each cell alone.
    let mut p = Problem::new();
    let x = p.add_primary();
    let y = p.add_primary();
    let k = p.add_counted(0, 2).unwrap();
    p.add_option(&[x, k]).unwrap();
    p.add_option(&[y, k]).unwrap();
    for (name, mut solver) in solvers(&p) {
        assert_eq!(solver.count(None), 1, "{name}");
    }
}

#[test]
fn counted_bounds_are_enforced() {
    // Three cells, each covered alone with the counted item or with a free one.
    let mut p = Problem::new();
    let cells: Vec<usize> = (0..3).map(|_| p.add_primary()).collect();
    let k = p.add_counted(0, 2).unwrap();
    let free = p.add_counted(0, 5).unwrap();
    for &c in &cells {
        p.add_option(&[c, k]).unwrap();
        p.add_option(&[c, free]).unwrap();
    }
    // 2^3 ways minus the one using k three times.
    for (name, mut solver) in solvers(&p) {
        assert_eq!(solver.count(None), 7, "{name}");
    }
    let mut q = Problem::new();
    let cells: Vec<usize> = (0..3).map(|_| q.add_primary()).collect();
    let k = q.add_counted(2, 3).unwrap();
    let other = q.add_secondary();
    for &c in &cells {
        q.add_option(&[c, k]).unwrap();
    }
    q.add_option(&[cells[0], other]).unwrap();
    // k used 3 times, or twice with `other` on the first cell.
    for (name, mut solver) in solvers(&q) {
        assert_eq!(solver.count(None), 2, "{name}");
    }
}

#[test]
fn zero_maximum_forbids_the_item() {
    let mut p = Problem::new();
    let x = p.add_primary();
    let k = p.add_counted(0, 0).unwrap();
    p.add_option(&[x, k]).unwrap();
    for (name, mut solver) in solvers(&p) {
        assert_eq!(solver.count(None), 0, "{name}");
    }
    p.add_option(&[x]).unwrap();
    for (name, mut solver) in solvers(&p) {
        assert_eq!(solver.count(None), 1, "{name}");
    }
}

#[test]
fn limits_stop_early_and_state_is_restored() {
    let mut p = Problem::new();
    let cells: Vec<usize> = (0..4).map(|_| p.add_primary()).collect();
    for &c in &cells {
        p.add_option(&[c]).unwrap();
        p.add_option(&[c]).unwrap();
    }
    for (name, mut solver) in solvers(&p) {
        assert_eq!(solver.count(Some(3)), 3, "{name}");
        assert_eq!(solver.enumerate(Some(5)).len(), 5, "{name}");
        assert_eq!(solver.count(None), 16, "{name}");
    }
}

#[test]
fn the_monitor_can_cancel_a_long_search() {
    // 20 cells with two options each: 2^20 solutions, well past the monitor interval.
    let mut p = Problem::new();
    for _ in 0..20 {
        let c = p.add_primary();
        p.add_option(&[c]).unwrap();
        p.add_option(&[c]).unwrap();
    }
    for (name, mut solver) in solvers(&p) {
        let mut calls = 0;
        let mut seen_fraction = 0.0;
        let outcome = solver.search(
            &mut |_| Flow::Continue,
            Some(&mut |progress: &Progress| {
                calls += 1;
                seen_fraction = progress.fraction;
                if calls == 3 {
                    Flow::Stop
                } else {
                    Flow::Continue
                }
            }),
        );
        assert_eq!(outcome, SearchEnd::Cancelled, "{name}");
        assert_eq!(calls, 3, "{name}");
        assert!(
            seen_fraction > 0.0 && seen_fraction < 1.0,
            "{name}: {seen_fraction}"
        );
        assert_eq!(solver.count(Some(10)), 10, "{name}: usable after a cancel");
    }
}
