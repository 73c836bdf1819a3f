//! A brute-force oracle for `plan`: breadth-first over every sequence of actions on the real
//! cells of the cards (every placement of every piece, every master action), with the rules
//! written out again here. It shares no search, progress or fitting code with the library.
//! It also replays a plan under these rules, as the certificate check.

use super::upgrade_oracle::{Counts, KINDS, N, decompositions, exchange_allowed, upgrade_target};
use std::collections::HashSet;

/// A card as the oracle sees it: its hole and the kind of its reward (`None`: no piece).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OCard {
    pub hole: u32,
    pub reward: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct State {
    supply: Counts,
    bank: Counts,
    /// Per card: covered cells and kinds on it, or `None` once complete.
    cards: Vec<Option<(u32, Counts)>>,
    phase: u8,
    master_used: bool,
    /// The Czech edition's exchange rules.
    czech: bool,
}

/// Every placement (a 25-bit mask) of kind `k` inside `space`, remembered per space.
pub fn placements(k: usize, space: u32) -> Vec<u32> {
    thread_local! {
        static KNOWN: std::cell::RefCell<std::collections::HashMap<(usize, u32), Vec<u32>>> =
            Default::default();
    }
    KNOWN.with(|known| {
        known
            .borrow_mut()
            .entry((k, space))
            .or_insert_with(|| placements_uncached(k, space))
            .clone()
    })
}

fn placements_uncached(k: usize, space: u32) -> Vec<u32> {
    let shape = tessera::pieces::named_piece(KINDS[k].0).unwrap().shape;
    let base: Vec<(i32, i32)> = shape.cells().iter().map(|&(r, c)| (r, c)).collect();
    let mut out = HashSet::new();
    let mut cells = base;
    for flip in 0..2 {
        for _ in 0..4 {
            cells = cells.iter().map(|&(r, c)| (c, -r)).collect();
            let (r0, c0) = (
                cells.iter().map(|p| p.0).min().unwrap(),
                cells.iter().map(|p| p.1).min().unwrap(),
            );
            for dr in 0..5 {
                for dc in 0..5 {
                    let moved: Option<u32> = cells.iter().try_fold(0u32, |m, &(r, c)| {
                        let (r, c) = (r - r0 + dr, c - c0 + dc);
                        ((0..5).contains(&r) && (0..5).contains(&c)).then(|| m | 1 << (r * 5 + c))
                    });
                    if let Some(mask) = moved.filter(|m| m & !space == 0) {
                        out.insert(mask);
                    }
                }
            }
        }
        if flip == 0 {
            cells = cells.iter().map(|&(r, c)| (r, -c)).collect();
        }
    }
    let mut list: Vec<u32> = out.into_iter().collect();
    list.sort_unstable();
    list
}

fn after_action(mut s: State, cards: &[OCard]) -> State {
    for (i, card) in cards.iter().enumerate() {
        if let Some((filled, on)) = s.cards[i]
            && filled == card.hole
        {
            (0..N).for_each(|k| s.supply[k] += on[k]);
            if let Some(r) = card.reward.filter(|&r| s.bank[r] > 0) {
                s.bank[r] -= 1;
                s.supply[r] += 1;
            }
            s.cards[i] = None;
        }
    }
    s.phase += 1;
    if s.phase == 3 {
        s.phase = 0;
        s.master_used = false;
    }
    s
}

fn acquisitions(s: &State) -> Vec<State> {
    let mut out = Vec::new();
    let mut swap = |give: Option<usize>, take: usize| {
        let mut t = s.clone();
        if let Some(g) = give {
            t.supply[g] -= 1;
            t.bank[g] += 1;
        }
        t.bank[take] -= 1;
        t.supply[take] += 1;
        out.push(t);
    };
    if s.bank[0] > 0 {
        swap(None, 0);
    }
    for a in (0..N).filter(|&a| s.supply[a] > 0) {
        let level = KINDS[a].1;
        let up = upgrade_target(level, &s.bank, s.czech);
        for b in (0..N).filter(|&b| s.bank[b] > 0) {
            if Some(KINDS[b].1) == up || (b != a && exchange_allowed(level, KINDS[b].1, s.czech)) {
                swap(Some(a), b);
            }
        }
    }
    for (supply, bank) in decompositions(&s.supply, &s.bank) {
        out.push(State {
            supply,
            bank,
            ..s.clone()
        });
    }
    out
}

/// Every way to put one piece on card `i` (kind, mask).
fn pieces_for(s: &State, cards: &[OCard], i: usize, supply: &Counts) -> Vec<(usize, u32)> {
    let Some((filled, _)) = s.cards[i] else {
        return Vec::new();
    };
    let space = cards[i].hole & !filled;
    (0..N)
        .filter(|&k| supply[k] > 0)
        .flat_map(|k| placements(k, space).into_iter().map(move |m| (k, m)))
        .collect()
}

fn put(t: &mut State, i: usize, k: usize, mask: u32) {
    t.supply[k] -= 1;
    let (filled, on) = t.cards[i].as_mut().unwrap();
    *filled |= mask;
    on[k] += 1;
}

fn masters(cards: &[OCard], i: usize, t: State, used: usize, out: &mut Vec<State>) {
    if i == cards.len() {
        if used >= 2 {
            let mut t = t;
            t.master_used = true;
            out.push(t);
        }
        return;
    }
    masters(cards, i + 1, t.clone(), used, out);
    for (k, mask) in pieces_for(&t, cards, i, &t.supply.clone()) {
        let mut u = t.clone();
        put(&mut u, i, k, mask);
        masters(cards, i + 1, u, used + 1, out);
    }
}

fn successors(s: &State, cards: &[OCard]) -> Vec<State> {
    let mut out = acquisitions(s);
    for i in 0..cards.len() {
        for (k, mask) in pieces_for(s, cards, i, &s.supply) {
            let mut t = s.clone();
            put(&mut t, i, k, mask);
            out.push(t);
        }
    }
    if !s.master_used {
        masters(cards, 0, s.clone(), 0, &mut out);
    }
    out.into_iter().map(|t| after_action(t, cards)).collect()
}

/// The fewest actions completing every card, searching at most `max_depth` deep.
pub fn fewest_actions(
    cards: &[OCard],
    supply: Counts,
    bank: Counts,
    (actions_left, czech): (u32, bool),
    max_depth: u32,
) -> Option<u32> {
    let start = State {
        supply,
        bank,
        cards: vec![Some((0, [0; N])); cards.len()],
        phase: (3 - actions_left) as u8,
        master_used: false,
        czech,
    };
    let mut layer = vec![start.clone()];
    let mut seen: HashSet<State> = HashSet::from([start]);
    for depth in 0..=max_depth {
        if layer.iter().any(|s| s.cards.iter().all(Option::is_none)) {
            return Some(depth);
        }
        let mut next = Vec::new();
        for s in &layer {
            for t in successors(s, cards) {
                if seen.insert(t.clone()) {
                    next.push(t);
                }
            }
        }
        layer = next;
    }
    None
}

/// One step of a plan, in the oracle's terms: an acquisition (give, take), or placements
/// (card, kind, mask), several for a master action.
pub enum OStep {
    Take(usize),
    Swap(usize, usize),
    /// A ghost decomposed into these pieces.
    Decompose(usize, Counts),
    Place(Vec<(usize, usize, u32)>),
}

/// Replays `steps` under the rules; an error says which step breaks which rule. On success
/// every card is complete.
pub fn replay(
    cards: &[OCard],
    supply: Counts,
    bank: Counts,
    (actions_left, czech): (u32, bool),
    steps: &[OStep],
) -> Result<(), String> {
    let mut s = State {
        supply,
        bank,
        cards: vec![Some((0, [0; N])); cards.len()],
        phase: (3 - actions_left) as u8,
        master_used: false,
        czech,
    };
    for (n, step) in steps.iter().enumerate() {
        let options: Vec<State> = match step {
            OStep::Take(_) | OStep::Swap(..) | OStep::Decompose(..) => acquisitions(&s),
            OStep::Place(list) => {
                let mut t = s.clone();
                if list.len() > 1 {
                    if t.master_used {
                        return Err(format!("step {n}: a second master action this turn"));
                    }
                    t.master_used = true;
                }
                let start_supply = s.supply;
                let mut taken = [0u32; N];
                for &(i, k, mask) in list {
                    taken[k] += 1;
                    if taken[k] > start_supply[k] {
                        return Err(format!("step {n}: no {} in the supply", KINDS[k].0));
                    }
                    let fits = pieces_for(&t, cards, i, &start_supply).contains(&(k, mask));
                    if !fits {
                        return Err(format!("step {n}: the piece does not fit card {i}"));
                    }
                    put(&mut t, i, k, mask);
                }
                vec![t]
            }
        };
        let changed = |t: &State| (0..N).filter(|&k| t.supply[k] != s.supply[k]).count();
        let wanted = |t: &State| match step {
            OStep::Take(k) => {
                t.supply[*k] == s.supply[*k] + 1
                    && t.supply.iter().sum::<u32>() == s.supply.iter().sum::<u32>() + 1
            }
            OStep::Swap(a, b) => {
                t.supply[*a] + 1 == s.supply[*a]
                    && t.supply[*b] == s.supply[*b] + 1
                    && changed(t) == 2
            }
            OStep::Decompose(g, into) => {
                t.supply[*g] + 1 == s.supply[*g]
                    && (0..N).all(|k| k == *g || t.supply[k] == s.supply[k] + into[k])
            }
            OStep::Place(_) => true,
        };
        let t = options
            .into_iter()
            .find(wanted)
            .ok_or_else(|| format!("step {n}: not a legal action"))?;
        s = after_action(t, cards);
    }
    match s.cards.iter().all(Option::is_none) {
        true => Ok(()),
        false => Err("the plan leaves a card unfinished".into()),
    }
}
