//! A* over plan states: the supply, the bank, each card's progress, and where the player is
//! in the turn (actions taken, master action used). Every action costs one; the estimate
//! (in [`super::estimate`]) never overstates what is left, so the first plan taken from the
//! queue is a shortest one.

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

    pub(super) fn open_cards(&self, node: &Node) -> impl Iterator<Item = (usize, u32)> + '_ {
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

fn path(nodes: &[(Node, u32, Option<Move>)], mut id: u32) -> Vec<Move> {
    let mut moves = Vec::new();
    while let Some(mv) = nodes[id as usize].2 {
        moves.push(mv);
        id = nodes[id as usize].1;
    }
    moves.reverse();
    moves
}
