//! A brute-force oracle for `plan`: breadth-first over every sequence of actions on the real
//! cells of the cards (every placement of every piece, every master action), with the rules
//! written out again here. It shares no search, progress or fitting code with the library.
//! It also replays a plan under these rules, as the certificate check. With the
//! expansions: the level-up rewards' choices (no action; the reward's levels up, 5 at most,
//! else one level higher when the bank has none of that level; lost when no piece can be
//! raised), ambassador actions (a master action's placements, once per `M` card) and
//! decompositions that place some of their new pieces at once (at most one on each card).

use super::card_cells::placements;
use super::upgrade_oracle::{Counts, KINDS, N, decompositions, exchange_allowed, upgrade_target};
use std::collections::HashSet;

/// A card as the oracle sees it: its hole and its reward.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OCard {
    pub hole: u32,
    pub reward: OReward,
}

/// A card's reward: a kind, a level-up of 1 or 2 levels, or an ambassador action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OReward {
    Kind(usize),
    LevelUp(u32),
    Ambassador,
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
    /// Level-ups waiting for their choice, the first next.
    level_ups: Vec<u32>,
    /// Ambassador actions held.
    ambassadors: u32,
}

/// Where a plan begins: the supply, the bank, the actions left in the turn, the edition,
/// the level-ups waiting, the ambassador actions held, and the pieces already on the cards
/// (per card, the cells covered and the kinds there; none listed: the cards are empty).
pub struct Start {
    pub supply: Counts,
    pub bank: Counts,
    pub actions_left: u32,
    pub czech: bool,
    pub level_ups: Vec<u32>,
    pub ambassadors: u32,
    pub on_cards: Vec<(u32, Counts)>,
}

fn start_state(start: &Start, cards: usize) -> State {
    let mut s = State {
        supply: start.supply,
        bank: start.bank,
        cards: (0..cards)
            .map(|i| Some(start.on_cards.get(i).copied().unwrap_or((0, [0; N]))))
            .collect(),
        phase: (3 - start.actions_left) as u8,
        master_used: false,
        czech: start.czech,
        level_ups: start.level_ups.clone(),
        ambassadors: start.ambassadors,
    };
    drop_lost_level_ups(&mut s);
    s
}

/// The level a level-up of `n` takes a piece of level `level` to (the spec's Decision):
/// `n` levels up, 5 at most; if the bank has no piece of that level, one level higher;
/// else none.
fn level_up_to(level: u32, n: u32, bank: &Counts) -> Option<u32> {
    let target = (level + n).min(5);
    let open = |l: u32| (0..N).any(|k| KINDS[k].1 == l && bank[k] > 0);
    if target <= level {
        return None;
    }
    [target, target + 1]
        .into_iter()
        .find(|&l| l <= 5 && open(l))
}

/// Every choice of the first level-up waiting (kind given, kind taken).
fn level_up_choices(s: &State) -> Vec<(usize, usize)> {
    let Some(&n) = s.level_ups.first() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for a in (0..N).filter(|&a| s.supply[a] > 0) {
        if let Some(l) = level_up_to(KINDS[a].1, n, &s.bank) {
            out.extend(
                (0..N)
                    .filter(|&b| KINDS[b].1 == l && s.bank[b] > 0)
                    .map(|b| (a, b)),
            );
        }
    }
    out
}

fn drop_lost_level_ups(s: &mut State) {
    while !s.level_ups.is_empty() && level_up_choices(s).is_empty() {
        s.level_ups.remove(0);
    }
}

/// The states after each choice of the first level-up waiting.
fn level_ups_chosen(s: &State) -> Vec<State> {
    let mut out = Vec::new();
    for (a, b) in level_up_choices(s) {
        let mut t = s.clone();
        t.supply[a] -= 1;
        t.bank[a] += 1;
        t.bank[b] -= 1;
        t.supply[b] += 1;
        t.level_ups.remove(0);
        drop_lost_level_ups(&mut t);
        out.push(t);
    }
    out
}

fn after_action(mut s: State, cards: &[OCard]) -> State {
    for (i, card) in cards.iter().enumerate() {
        if let Some((filled, on)) = s.cards[i]
            && filled == card.hole
        {
            (0..N).for_each(|k| s.supply[k] += on[k]);
            match card.reward {
                OReward::Kind(r) if s.bank[r] > 0 => {
                    s.bank[r] -= 1;
                    s.supply[r] += 1;
                }
                OReward::Kind(_) => {}
                OReward::LevelUp(n) => s.level_ups.push(n),
                OReward::Ambassador => s.ambassadors += 1,
            }
            s.cards[i] = None;
        }
    }
    drop_lost_level_ups(&mut s);
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
    out
}

/// Every decomposition, each with every way to place some of the pieces it takes at once
/// (none, or at most one on each card), as states before the action ends.
fn decompositions_placing(s: &State, cards: &[OCard]) -> Vec<State> {
    let mut out = Vec::new();
    for (supply, bank) in decompositions(&s.supply, &s.bank) {
        let new: Counts = std::array::from_fn(|k| supply[k].saturating_sub(s.supply[k]));
        let t = State {
            supply,
            bank,
            ..s.clone()
        };
        place_new(cards, 0, t, new, &mut out);
    }
    out
}

/// Every way to put on cards `i` onwards at most one piece each out of `new`.
fn place_new(cards: &[OCard], i: usize, t: State, new: Counts, out: &mut Vec<State>) {
    if i == cards.len() {
        out.push(t);
        return;
    }
    place_new(cards, i + 1, t.clone(), new, out);
    for (k, mask) in pieces_for(&t, cards, i, &new) {
        let mut u = t.clone();
        put(&mut u, i, k, mask);
        let mut left = new;
        left[k] -= 1;
        place_new(cards, i + 1, u, left, out);
    }
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

/// Every master action's placements (two pieces or more, one on each card), as states
/// before the master action or the ambassador action is marked used.
fn masters(cards: &[OCard], i: usize, t: State, used: usize, out: &mut Vec<State>) {
    if i == cards.len() {
        if used >= 2 {
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
    out.extend(decompositions_placing(s, cards));
    for i in 0..cards.len() {
        for (k, mask) in pieces_for(s, cards, i, &s.supply) {
            let mut t = s.clone();
            put(&mut t, i, k, mask);
            out.push(t);
        }
    }
    if !s.master_used || s.ambassadors > 0 {
        let mut placed = Vec::new();
        masters(cards, 0, s.clone(), 0, &mut placed);
        for t in placed {
            if !s.master_used {
                out.push(State {
                    master_used: true,
                    ..t.clone()
                });
            }
            if s.ambassadors > 0 {
                out.push(State {
                    ambassadors: s.ambassadors - 1,
                    ..t
                });
            }
        }
    }
    out.into_iter().map(|t| after_action(t, cards)).collect()
}

/// The fewest actions completing every card, searching at most `max_depth` deep. A
/// level-up's choice is no action: its states join the layer of the state it follows.
pub fn fewest_actions(cards: &[OCard], start: &Start, max_depth: u32) -> Option<u32> {
    let start = start_state(start, cards.len());
    let mut layer = vec![start.clone()];
    let mut seen: HashSet<State> = HashSet::from([start]);
    for depth in 0..=max_depth {
        if layer.iter().any(|s| s.cards.iter().all(Option::is_none)) {
            return Some(depth);
        }
        let mut next = Vec::new();
        let mut i = 0;
        while i < layer.len() {
            let s = layer[i].clone();
            i += 1;
            if !s.level_ups.is_empty() {
                for t in level_ups_chosen(&s) {
                    if seen.insert(t.clone()) {
                        layer.push(t);
                    }
                }
                continue;
            }
            for t in successors(&s, cards) {
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
    /// A ghost decomposed into these pieces, and those of them placed at once.
    Decompose(usize, Counts, Vec<(usize, usize, u32)>),
    Place(Vec<(usize, usize, u32)>),
    /// An ambassador action's placements.
    Ambassador(Vec<(usize, usize, u32)>),
    /// A level-up's choice (kind given, kind taken): no action.
    LevelUp(usize, usize),
}

/// Replays `steps` under the rules; an error says which step breaks which rule. On success
/// every card is complete.
pub fn replay(cards: &[OCard], start: &Start, steps: &[OStep]) -> Result<(), String> {
    let mut s = start_state(start, cards.len());
    for (n, step) in steps.iter().enumerate() {
        if let OStep::LevelUp(a, b) = *step {
            let chosen =
                |t: &State| t.supply[a] + 1 == s.supply[a] && t.supply[b] == s.supply[b] + 1;
            let found = level_ups_chosen(&s).into_iter().find(chosen);
            s = found.ok_or_else(|| format!("step {n}: not a choice of a level-up waiting"))?;
            continue;
        }
        if !s.level_ups.is_empty() {
            return Err(format!("step {n}: an action while a level-up waits"));
        }
        let options: Vec<State> = match step {
            OStep::Take(_) | OStep::Swap(..) => acquisitions(&s),
            OStep::Decompose(g, into, list) => {
                vec![
                    decomposed(cards, &s, (*g, into), list)
                        .map_err(|e| format!("step {n}: {e}"))?,
                ]
            }
            OStep::Place(list) | OStep::Ambassador(list) => {
                vec![
                    placed(cards, &s, list, matches!(step, OStep::Ambassador(_)))
                        .map_err(|e| format!("step {n}: {e}"))?,
                ]
            }
            OStep::LevelUp(..) => unreachable!(),
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
            _ => true,
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

/// The state after decomposing the ghost `g` into `into` and placing `list` at once (new
/// pieces only, at most one on each card), before its cards are completed.
fn decomposed(
    cards: &[OCard],
    s: &State,
    (g, into): (usize, &Counts),
    list: &[(usize, usize, u32)],
) -> Result<State, String> {
    let split = |t: &State| {
        t.supply[g] + 1 == s.supply[g]
            && (0..N).all(|k| k == g || t.supply[k] == s.supply[k] + into[k])
    };
    let found = decompositions(&s.supply, &s.bank)
        .into_iter()
        .find(|(supply, _)| {
            split(&State {
                supply: *supply,
                ..s.clone()
            })
        });
    let (supply, bank) = found.ok_or("not a legal decomposition")?;
    let mut t = State {
        supply,
        bank,
        ..s.clone()
    };
    let mut left = *into;
    for (j, &(i, k, mask)) in list.iter().enumerate() {
        if list[..j].iter().any(|&(other, _, _)| other == i) {
            return Err(format!("two pieces on card {i} in one action"));
        }
        if left[k] == 0 {
            return Err(format!("no {} among the pieces taken", KINDS[k].0));
        }
        left[k] -= 1;
        if !pieces_for(&t, cards, i, into).contains(&(k, mask)) {
            return Err(format!("the piece does not fit card {i}"));
        }
        put(&mut t, i, k, mask);
    }
    Ok(t)
}

/// The state after a place action (one piece), a master action or an ambassador action
/// (several, at most one on each card), before its cards are completed.
fn placed(
    cards: &[OCard],
    s: &State,
    list: &[(usize, usize, u32)],
    ambassador: bool,
) -> Result<State, String> {
    let mut t = s.clone();
    if ambassador {
        if t.ambassadors == 0 {
            return Err("no ambassador action held".into());
        }
        t.ambassadors -= 1;
    } else if list.len() > 1 {
        if t.master_used {
            return Err("a second master action this turn".into());
        }
        t.master_used = true;
    }
    for (j, &(i, _, _)) in list.iter().enumerate() {
        if list[..j].iter().any(|&(other, _, _)| other == i) {
            return Err(format!("two pieces on card {i} in one action"));
        }
    }
    let start_supply = s.supply;
    let mut taken = [0u32; N];
    for &(i, k, mask) in list {
        taken[k] += 1;
        if taken[k] > start_supply[k] {
            return Err(format!("no {} in the supply", KINDS[k].0));
        }
        if !pieces_for(&t, cards, i, &start_supply).contains(&(k, mask)) {
            return Err(format!("the piece does not fit card {i}"));
        }
        put(&mut t, i, k, mask);
    }
    Ok(t)
}
