//! The estimate never overstates: on small random states, every state the search can reach
//! within a few actions is compared with its exact distance to a completed plan, found by a
//! breadth-first search over the same acts.

use super::node::{Act, MAX_CARDS, NO_CARD, Node};
use super::progress::CardProgress;
use super::search::{Search, SearchCard};
use crate::project_l::{CardFitter, Catalogue, Kind, Reward, Supply};
use crate::random::Rng;
use itertools::Itertools;
use std::collections::HashMap;

/// The deepest the breadth-first search looks.
const DEPTH: u32 = 6;

pub(super) fn random_cards(rng: &mut Rng, count: usize, most_cells: u32) -> Vec<SearchCard> {
    let deck = Catalogue::base();
    let small: Vec<_> = deck
        .cards()
        .iter()
        .filter(|c| c.cells() <= most_cells)
        .collect();
    let mut cards: Vec<SearchCard> = Vec::new();
    let mut ids: Vec<&str> = Vec::new();
    while cards.len() < count {
        let card = small[rng.below(small.len() as u64) as usize];
        if ids.contains(&card.id.as_str()) {
            continue;
        }
        ids.push(&card.id);
        let progress = CardProgress::new(&CardFitter::new(card), 0, &Kind::BASE);
        let held = Supply::new();
        let reward = card.reward;
        cards.push(SearchCard {
            progress: std::rc::Rc::new(progress),
            held,
            reward,
        });
    }
    cards
}

/// A random start; a `thin` bank has 0 to 2 pieces of each kind.
pub(super) fn random_start(rng: &mut Rng, cards: usize, thin: bool) -> Node {
    let kinds: Vec<Kind> = (0..rng.below(5))
        .map(|_| Kind::BASE[rng.below(Kind::BASE.len() as u64) as usize])
        .collect();
    let supply = Supply::of(&kinds);
    let mut bank = Supply::default_bank(&supply).unwrap();
    if thin {
        bank = Supply::new();
        for kind in Kind::BASE {
            bank.add(kind, rng.below(3) as u32);
        }
    }
    let mut progress = [u32::MAX; MAX_CARDS];
    progress[..cards].iter_mut().for_each(|p| *p = 0);
    Node {
        supply,
        bank,
        progress,
        phase: rng.below(3) as u8,
        master_used: rng.below(2) == 1,
        placed_on: NO_CARD,
        level_ups: 0,
        ambassadors: 0,
    }
}

/// Every state within `DEPTH` acts of `start`, with its depth and the states one act on.
pub(super) fn reachable(search: &Search, start: Node) -> HashMap<Node, (u32, Vec<Node>)> {
    let mut graph: HashMap<Node, (u32, Vec<Node>)> = HashMap::from([(start, (0, Vec::new()))]);
    let mut frontier = vec![start];
    for depth in 1..=DEPTH {
        let mut next_frontier = Vec::new();
        for node in frontier {
            if is_done(&node) {
                continue;
            }
            let nexts: Vec<Node> = search
                .acts(&node)
                .into_iter()
                .map(|act: Act| search.play(&node, act))
                .collect();
            for next in &nexts {
                if !graph.contains_key(next) {
                    graph.insert(*next, (depth, Vec::new()));
                    next_frontier.push(*next);
                }
            }
            graph.get_mut(&node).unwrap().1 = nexts;
        }
        frontier = next_frontier;
    }
    graph
}

fn is_done(node: &Node) -> bool {
    node.progress.iter().all(|&p| p == u32::MAX)
}

/// The exact distance to a completed plan of every state whose shortest completion stays
/// within the explored depth.
fn distances(graph: &HashMap<Node, (u32, Vec<Node>)>) -> HashMap<Node, u32> {
    let mut distance: HashMap<Node, u32> = graph
        .keys()
        .filter(|n| is_done(n))
        .map(|n| (*n, 0))
        .collect();
    for d in 1..=DEPTH {
        for (node, (_, nexts)) in graph {
            if !distance.contains_key(node)
                && nexts.iter().any(|n| distance.get(n) == Some(&(d - 1)))
            {
                distance.insert(*node, d);
            }
        }
    }
    distance.retain(|node, d| graph[node].0 + *d <= DEPTH);
    distance
}

/// Random case `case`: two to four small cards, a start, and the gain `plan` estimates
/// with. Upgrades can skip a level only once the bank lacks one: odd cases have a thin bank,
/// and `plan` then estimates with a gain of 3 levels, as here.
fn random_case(rng: &mut Rng, case: usize) -> (Vec<SearchCard>, Node, u32) {
    let count = 2 + case % 3;
    let cards = random_cards(rng, count, if count == 4 { 4 } else { 5 });
    let thin = case % 2 == 1;
    let start = random_start(rng, count, thin);
    (cards, start, if thin { 3 } else { 1 })
}

#[test]
fn the_estimates_never_overstate_the_actions_left() {
    let mut rng = Rng::new(2026);
    let mut compared = 0;
    for case in 0..40 {
        let (cards, start, gain) = random_case(&mut rng, case);
        let search = Search::new(&cards, gain, 0, 1);
        let graph = reachable(&search, start);
        for (node, exact) in distances(&graph) {
            let (full, quick) = (
                search.estimate(&node, u32::MAX),
                search.quick_estimate(&node, u32::MAX),
            );
            assert!(
                full <= exact,
                "case {case}: estimate {full} > {exact} at {node:?}"
            );
            assert!(
                quick <= full,
                "case {case}: quick {quick} > full {full} at {node:?}"
            );
            compared += 1;
        }
    }
    assert!(compared > 1000, "only {compared} states compared");
}

/// The quick count of acquisitions, worked out naively: over every order of the open cards,
/// the worst shortage of cells (in steps of `gain`) or pieces of a card after the supply
/// and the cards before it (their placed pieces, the pieces held on them and the reward).
fn acquisitions_over_orders(cards: &[SearchCard], node: &Node, gain: u32) -> u32 {
    let open: Vec<usize> = (0..cards.len())
        .filter(|&c| node.progress[c] != u32::MAX)
        .collect();
    let mut best = u32::MAX;
    for order in open.iter().permutations(open.len()) {
        let (mut cells, mut pieces) = (node.supply.cells(), node.supply.pieces());
        let mut worst = 0;
        for &&c in &order {
            let (card, s) = (&cards[c], node.progress[c] as usize);
            let placed = card.progress.states[s];
            let cells_needed = card.progress.empty_cells - placed.cells();
            let pieces_needed = u32::from(card.progress.fewest_left[s]);
            let short_cells = cells_needed.saturating_sub(cells).div_ceil(gain);
            worst = worst
                .max(short_cells)
                .max(pieces_needed.saturating_sub(pieces));
            let mut back = placed.plus(&card.held);
            if let Reward::Piece(kind) = card.reward {
                back.add(kind, 1);
            }
            cells += back.cells();
            pieces += back.pieces();
        }
        best = best.min(worst);
    }
    best
}

#[test]
fn the_quick_count_of_acquisitions_is_the_best_orders() {
    let mut rng = Rng::new(7);
    let mut compared = 0;
    for case in 0..16 {
        let (cards, start, gain) = random_case(&mut rng, case);
        let search = Search::new(&cards, gain, 0, 1);
        for node in reachable(&search, start).into_keys() {
            let Some(quick) = search.quick_acquisitions(&node) else {
                continue;
            };
            assert_eq!(
                quick,
                acquisitions_over_orders(&cards, &node, gain),
                "case {case} at {node:?}"
            );
            compared += 1;
        }
    }
    assert!(compared > 1000, "only {compared} states compared");
}

#[test]
fn a_card_missing_kinds_the_pool_lacks_counts_them() {
    // W31 is a 2x2 square: O4, 2xI2, I2 + 2xO1, L3 + O1 or 4xO1.
    let card = Catalogue::base().get("W31").unwrap().clone();
    let progress = CardProgress::new(&CardFitter::new(&card), 0, &Kind::BASE);
    let pool = |text: &str| Supply::parse(text).unwrap();
    assert_eq!(progress.fewest_missing(0, &pool("O4"), 6), 0);
    assert_eq!(progress.fewest_missing(0, &pool("I2"), 6), 1);
    assert_eq!(progress.fewest_missing(0, &pool("L4 T4"), 6), 1);
    assert_eq!(progress.fewest_missing(0, &pool("O1"), 6), 1);
    assert_eq!(progress.fewest_missing(0, &pool("2xO1 I3"), 6), 1);
    let after_l3 = progress.after(0, Kind::L3).unwrap();
    assert_eq!(progress.fewest_missing(after_l3, &pool("I2"), 6), 1);
    assert_eq!(progress.fewest_missing(after_l3, &pool("O1"), 6), 0);
}
