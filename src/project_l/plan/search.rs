//! A* over plan states: the supply, the bank, each card's progress, and where the player is
//! in the turn (actions taken, master action used). Every action costs one; the estimate
//! never overstates what is left, so the first plan taken from the queue is a shortest one.
//!
//! What the estimate knows (`estimate`):
//! - each action puts at most one piece on a card, so a card needs at least as many more
//!   actions as its fewest pieces left;
//! - the cells still to fill on a card come from pieces that exist now (the supply, other
//!   cards' pieces and rewards) or from takes and upgrades, which add at most `gain` levels
//!   each; so do the cells of the first card to be completed, from the supply alone;
//! - placements and acquisitions are different actions, and a master action, at most one a
//!   turn, places at most one piece on each card; so with `m` master actions a card needing
//!   `p` pieces needs `p - m` other placing actions.

use super::progress::CardProgress;
use crate::project_l::{Action, Kind, Reward, Supply};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// The most cards a player can have unfinished.
pub const MAX_CARDS: usize = 4;
const DONE: u32 = u32::MAX;

/// One card as the search sees it.
pub struct SearchCard {
    pub progress: CardProgress,
    /// The pieces on the card when the plan begins; they return when it is completed.
    pub held: Supply,
    pub reward: Reward,
}

/// A state of the plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    pub supply: Supply,
    pub bank: Supply,
    /// Progress state per card, or `DONE`.
    pub progress: [u32; MAX_CARDS],
    /// Actions taken in the current turn (0–2).
    pub phase: u8,
    pub master_used: bool,
}

/// One action of a plan, before cells are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Acquire(Action),
    Place(usize, Kind),
    /// A kind per card, or none.
    Master([Option<Kind>; MAX_CARDS]),
}

/// The search problem.
pub struct Search<'a> {
    pub cards: &'a [SearchCard],
    /// Most levels a take or an upgrade can add (1 unless an upgrade may skip a level).
    pub gain: u32,
    /// Give up after generating this many states.
    pub limit: usize,
    /// How much the estimate weighs: 1 finds a shortest plan; more finds a plan sooner that
    /// may be longer.
    pub weight: u32,
}

/// How a search ended.
pub enum Found {
    Plan(Vec<Move>),
    Impossible,
    /// The limit was reached; every plan has at least `lower_bound` actions.
    TooLarge {
        lower_bound: u32,
    },
}

impl Search<'_> {
    /// A shortest sequence of moves from `start` that completes every card.
    pub fn run(&self, start: Node) -> Found {
        let mut nodes: Vec<(Node, u32, Option<Move>)> = vec![(start, u32::MAX, None)];
        let mut best: HashMap<Node, u32, BuildFast> = HashMap::default();
        best.insert(start, 0);
        let h0 = self.estimate(&start);
        if h0 == u32::MAX {
            return Found::Impossible;
        }
        let mut queue = BinaryHeap::from([(Reverse(h0), 0u32, Reverse(0u32))]);
        let mut lower_bound = h0;
        while let Some((Reverse(f), g, Reverse(id))) = queue.pop() {
            if self.weight == 1 {
                lower_bound = lower_bound.max(f);
            }
            let node = nodes[id as usize].0;
            if best.get(&node).is_some_and(|&b| b < g) {
                continue;
            }
            if node.progress.iter().all(|&p| p == DONE) {
                return Found::Plan(path(&nodes, id));
            }
            if nodes.len() > self.limit {
                return Found::TooLarge { lower_bound };
            }
            for mv in self.moves(&node) {
                let next = self.play(&node, mv);
                if best.get(&next).is_some_and(|&b| b <= g + 1) {
                    continue;
                }
                best.insert(next, g + 1);
                let h = self.estimate(&next);
                if h == u32::MAX {
                    continue;
                }
                nodes.push((next, id, Some(mv)));
                let f = g + 1 + self.weight * h;
                queue.push((Reverse(f), g + 1, Reverse(nodes.len() as u32 - 1)));
            }
        }
        Found::Impossible
    }

    fn open_cards(&self, node: &Node) -> impl Iterator<Item = (usize, u32)> + '_ {
        let progress = node.progress;
        (0..self.cards.len()).filter_map(move |c| (progress[c] != DONE).then_some((c, progress[c])))
    }

    /// The moves worth trying: every placement and master action; takes; upgrades to a kind
    /// some card can use, or to one kind per level as a step to a higher one; exchanges to a
    /// kind some card can use (exchanging to anything else is never shorter).
    fn moves(&self, node: &Node) -> Vec<Move> {
        let useful = self.useful_kinds(node);
        let mut moves = Vec::new();
        if node.bank.count(Kind::O1) > 0 {
            moves.push(Move::Acquire(Action::Take(Kind::O1)));
        }
        for (from, _) in node.supply.iter() {
            if let Some(level) = Action::upgrade_level(from, &node.bank) {
                let in_bank: Vec<Kind> = Kind::of_level(level)
                    .filter(|&k| node.bank.count(k) > 0)
                    .collect();
                for &to in &in_bank {
                    if useful.contains(&to) || (level < 4 && Some(&to) == in_bank.first()) {
                        moves.push(Move::Acquire(Action::Upgrade { from, to }));
                    }
                }
            }
            for &to in &useful {
                if to != from && to.level() <= from.level() && node.bank.count(to) > 0 {
                    moves.push(Move::Acquire(Action::Exchange { from, to }));
                }
            }
        }
        for (c, s) in self.open_cards(node) {
            for (kind, _) in node.supply.iter() {
                if self.cards[c].progress.after(s, kind).is_some() {
                    moves.push(Move::Place(c, kind));
                }
            }
        }
        if !node.master_used {
            self.masters(node, 0, [None; MAX_CARDS], node.supply, &mut moves);
        }
        moves
    }

    fn masters(
        &self,
        node: &Node,
        card: usize,
        chosen: [Option<Kind>; MAX_CARDS],
        left: Supply,
        out: &mut Vec<Move>,
    ) {
        if card == self.cards.len() {
            if chosen.iter().flatten().count() >= 2 {
                out.push(Move::Master(chosen));
            }
            return;
        }
        self.masters(node, card + 1, chosen, left, out);
        let s = node.progress[card];
        if s == DONE {
            return;
        }
        for (kind, _) in left.iter() {
            if self.cards[card].progress.after(s, kind).is_some() {
                let (mut with, mut rest) = (chosen, left);
                with[card] = Some(kind);
                rest.remove(kind);
                self.masters(node, card + 1, with, rest, out);
            }
        }
    }

    fn useful_kinds(&self, node: &Node) -> Vec<Kind> {
        Kind::ALL
            .into_iter()
            .filter(|&k| {
                self.open_cards(node)
                    .any(|(c, s)| self.cards[c].progress.after(s, k).is_some())
            })
            .collect()
    }

    /// The state after `mv`, with completed cards returned and rewarded.
    pub fn play(&self, node: &Node, mv: Move) -> Node {
        self.play_reporting(node, mv, &mut |_, _| {})
    }

    /// Like `play`, and tells `completed` each card completed with the reward taken.
    pub fn play_reporting(
        &self,
        node: &Node,
        mv: Move,
        completed: &mut dyn FnMut(usize, Option<Kind>),
    ) -> Node {
        let mut next = *node;
        match mv {
            Move::Acquire(action) => {
                action
                    .apply(&mut next.supply, &mut next.bank)
                    .expect("the search proposes legal actions only");
            }
            Move::Place(c, kind) => self.place(&mut next, c, kind),
            Move::Master(kinds) => {
                for (c, kind) in kinds.iter().enumerate() {
                    if let Some(kind) = kind {
                        self.place(&mut next, c, *kind);
                    }
                }
                next.master_used = true;
            }
        }
        self.complete(&mut next, completed);
        next.phase += 1;
        if next.phase == 3 {
            next.phase = 0;
            next.master_used = false;
        }
        next
    }

    fn place(&self, node: &mut Node, c: usize, kind: Kind) {
        node.supply.remove(kind);
        node.progress[c] = self.cards[c]
            .progress
            .after(node.progress[c], kind)
            .expect("the search places only where a filling remains");
    }

    fn complete(&self, node: &mut Node, completed: &mut dyn FnMut(usize, Option<Kind>)) {
        for (c, card) in self.cards.iter().enumerate() {
            let s = node.progress[c];
            if s == DONE || !card.progress.is_complete(s) {
                continue;
            }
            node.supply = node
                .supply
                .plus(&card.held)
                .plus(&card.progress.states[s as usize]);
            let reward = match card.reward {
                Reward::Piece(kind) if node.bank.remove(kind) => Some(kind),
                _ => None,
            };
            if let Some(kind) = reward {
                node.supply.add(kind, 1);
            }
            node.progress[c] = DONE;
            completed(c, reward);
        }
    }

    /// A lower bound on the actions left (see the module header); `u32::MAX` if a card can
    /// no longer be completed.
    pub fn estimate(&self, node: &Node) -> u32 {
        let open: Vec<(usize, u32)> = self.open_cards(node).collect();
        if open.is_empty() {
            return 0;
        }
        let mut needs = [Need::default(); MAX_CARDS];
        for (slot, &(c, s)) in open.iter().enumerate() {
            let left = self.cards[c].progress.fewest_left[s as usize];
            if left == u8::MAX {
                return u32::MAX;
            }
            needs[slot] = self.need(c, s);
        }
        let needs = &needs[..open.len()];
        let acquisitions = self.fewest_acquisitions(node, needs);
        let mut n = acquisitions;
        while n < acquisitions + fewest_placing_actions(needs, self.masters_within(node, n)) {
            n += 1;
        }
        n
    }

    fn need(&self, c: usize, s: u32) -> Need {
        let card = &self.cards[c];
        let placed = card.progress.states[s as usize];
        let reward = match card.reward {
            Reward::Piece(kind) => (kind.level(), 1),
            _ => (0, 0),
        };
        Need {
            cells: card.progress.cells_left(s),
            pieces: u32::from(card.progress.fewest_left[s as usize]),
            returns_cells: placed.cells() + card.held.cells() + reward.0,
            returns_pieces: placed.pieces() + card.held.pieces() + reward.1,
        }
    }

    /// The fewest takes and upgrades before the cards can be complete. Cards complete in
    /// some order; when one does, the pieces placed on it since the plan began are all out of
    /// the supply at once, and only the supply, the cards completed before it and the
    /// actions so far can have provided them. Takes add one piece and one level, upgrades at
    /// most `gain` levels; the bound is the best order's.
    fn fewest_acquisitions(&self, node: &Node, needs: &[Need]) -> u32 {
        let (cells, pieces) = (node.supply.cells(), node.supply.pieces());
        let mut best = u32::MAX;
        for order in orders(needs.len()) {
            let (mut cells_back, mut pieces_back, mut worst) = (0, 0, 0);
            for &i in order {
                let need = &needs[i];
                let short_cells = need.cells.saturating_sub(cells + cells_back);
                let short_pieces = need.pieces.saturating_sub(pieces + pieces_back);
                worst = worst.max(short_cells.div_ceil(self.gain)).max(short_pieces);
                cells_back += need.returns_cells;
                pieces_back += need.returns_pieces;
            }
            best = best.min(worst);
        }
        best
    }

    /// The most master actions the next `n` actions can hold.
    fn masters_within(&self, node: &Node, n: u32) -> u32 {
        let this_turn = 3 - u32::from(node.phase);
        let now = u32::from(!node.master_used);
        now + n.saturating_sub(this_turn).div_ceil(3)
    }
}

/// A fast hasher for plan states (multiply and rotate, as in rustc's FxHash); the
/// standard SipHash costs more than the rest of an expansion.
#[derive(Default)]
struct FastHasher(u64);

type BuildFast = std::hash::BuildHasherDefault<FastHasher>;

impl std::hash::Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(u64::from(word));
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }
}

/// What a card still needs and what completing it gives back.
#[derive(Clone, Copy, Debug, Default)]
struct Need {
    cells: u32,
    pieces: u32,
    returns_cells: u32,
    returns_pieces: u32,
}

/// The fewest actions that place every piece the cards need, with at most `masters` master
/// actions: a card takes one piece per action, so with `m` masters each card needs its
/// pieces beyond `m` placed one action at a time.
fn fewest_placing_actions(needs: &[Need], masters: u32) -> u32 {
    let most = needs.iter().map(|n| n.pieces).max().unwrap_or(0);
    (0..=masters.min(most))
        .map(|m| {
            m + needs
                .iter()
                .map(|n| n.pieces.saturating_sub(m))
                .sum::<u32>()
        })
        .min()
        .unwrap_or(0)
}

/// Every order of `n` (at most 4) cards.
fn orders(n: usize) -> impl Iterator<Item = &'static [usize]> {
    const ORDERS: [[usize; 4]; 24] = [
        [0, 1, 2, 3],
        [0, 1, 3, 2],
        [0, 2, 1, 3],
        [0, 2, 3, 1],
        [0, 3, 1, 2],
        [0, 3, 2, 1],
        [1, 0, 2, 3],
        [1, 0, 3, 2],
        [1, 2, 0, 3],
        [1, 2, 3, 0],
        [1, 3, 0, 2],
        [1, 3, 2, 0],
        [2, 0, 1, 3],
        [2, 0, 3, 1],
        [2, 1, 0, 3],
        [2, 1, 3, 0],
        [2, 3, 0, 1],
        [2, 3, 1, 0],
        [3, 0, 1, 2],
        [3, 0, 2, 1],
        [3, 1, 0, 2],
        [3, 1, 2, 0],
        [3, 2, 0, 1],
        [3, 2, 1, 0],
    ];
    ORDERS
        .iter()
        .filter(move |o| o[..n].iter().all(|&i| i < n) && o[n..].windows(2).all(|w| w[0] < w[1]))
        .map(move |o| &o[..n])
}

fn path(nodes: &[(Node, u32, Option<Move>)], mut id: u32) -> Vec<Move> {
    let mut moves = Vec::new();
    while let Some(mv) = nodes[id as usize].2 {
        moves.push(mv);
        id = nodes[id as usize].1;
    }
    moves.reverse();
    moves
}
