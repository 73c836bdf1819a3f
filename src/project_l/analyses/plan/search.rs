//! A* over plan states: the supply, the bank, each card's progress, and where the player is
//! in the turn (actions taken, master action used). Every action costs one; the estimate
//! (in [`super::estimate`]) never overstates what is left, so the first plan taken from the
//! queue is a shortest one. States wait in the queue under a quick estimate and get the
//! full one (which also counts the kinds missing and the capacity for master actions) only
//! when they come out, since most never do. Among equal estimates the deepest state comes
//! out first, then the one whose cards need the fewest pieces, then the newest: that finds
//! the plan early when the estimate is exact, and follows one line of play at a time when
//! it is not.
//!
//! Many orders of the same actions reach the same state, and the search tries only one
//! order of each pair of neighbouring actions that could swap places. Two neighbours
//! swap, reaching the same state in as many actions, when:
//! - a placing action that completes no card is followed by an acquisition, or by a placing
//!   action on an earlier card: the two use different pieces, a placement changes no bank,
//!   it completes nothing either way, and no master action moves;
//! - a master action that completes no card is followed by another action of its turn:
//!   neither uses the other's pieces, the master action returns none, and it stays in its
//!   turn, so no turn gets two.
//!
//! Each swap lowers one of the sum of the acquisitions' places in the plan, the actions
//! left in their turns after master actions, and the pairs of placing actions whose cards
//! come in reverse order, and raises none; so swapping ends, in a plan as long as the first
//! in which no neighbours can swap. The acts of [`Search::acts_into`] still reach a shortest
//! plan.
//!
//! With the expansions: a decomposition is an acquisition, tried without placements and with every
//! choice of its new pieces placed at once (one a card). Swapped with a placing action before it,
//! it still uses other pieces, and the pair ends in the same state (a card the two complete
//! together completes by the second action either way), so the first swap above holds for it too,
//! but for a decomposition that completes a level-up card, tried after any placement for the reason
//! below. While a level-up waits, its choices are the only acts and cost no action (A* stays exact
//! with such acts, as the estimate never overstates). The master action rule above is argued for
//! plans without ambassador actions, so while an ambassador action may still come (held, or an open
//! card gives one) every master action of two pieces or more is tried, and every ambassador action;
//! so too while a level-up may still come, and a placement that completes a level-up card is tried
//! after any placement. A swap could otherwise move a completion, and the level-up's choice, before
//! a placement, with that placement's piece still in hand: a level-up the plan loses (no piece it
//! could raise) would then have to be chosen, and might have to take that very piece.
//!
//! While a ghost is held or may come (a reward, a level-up), the exact search tries every
//! upgrade and exchange, not only those to kinds a card can use: the piece given to the bank
//! may be what a decomposition needs (an L3 upgraded to a Z4 lets a P5 split into I2 and L3).
//!
//! A bot's search (`Effort` in the module above) tries, of the decompositions that place pieces,
//! only those whose pieces each complete their cards, and its estimate may overstate: its plans are
//! good, not always shortest. (After a placement the swapped order is not tried, but for a level-up
//! card, so a plan that needs the placement first, for the decomposition to complete the card, is
//! missed: trying those orders too cost the bots a sixth more time in six-player games with the
//! expansion's cards.)

use super::estimate::Gives;
use super::explored::{BuildFast, Explored};
use super::node::{Act, DONE, MAX_CARDS, NO_CARD, Node};
use super::progress::CardProgress;
use crate::project_l::{ACTIONS_PER_TURN, Action, Edition, Kind, Reward, Supply, is_ghost};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::ops::ControlFlow;
use std::rc::Rc;

/// States taken from the queue between two reports of progress.
const WATCH_EVERY: u32 = 4096;

thread_local! {
    /// This thread's searches' work, in all.
    static WORK: std::cell::Cell<PlanWork> = const { std::cell::Cell::new(PlanWork::NONE) };
}

/// The work of plan searches, in measures that do not depend on the machine: the states
/// taken from their queues, and the acts generated from those states (each a state
/// played and estimated, so the better measure of time where states have many acts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlanWork {
    pub taken: u64,
    pub acts: u64,
}

impl PlanWork {
    pub const NONE: PlanWork = PlanWork { taken: 0, acts: 0 };

    /// Whether this work has reached `cap` in either measure.
    pub fn reaches(self, cap: PlanWork) -> bool {
        self.taken >= cap.taken || self.acts >= cap.acts
    }

    /// This work and `other` together.
    pub fn plus(self, other: PlanWork) -> PlanWork {
        PlanWork {
            taken: self.taken + other.taken,
            acts: self.acts + other.acts,
        }
    }

    /// The work done since `before`, an earlier reading of the same count, was read.
    pub fn since(self, before: PlanWork) -> PlanWork {
        PlanWork {
            taken: self.taken - before.taken,
            acts: self.acts - before.acts,
        }
    }
}

/// The work this thread's plan searches have done so far.
pub fn plan_work() -> PlanWork {
    WORK.with(|w| w.get())
}

/// One card as the search sees it.
pub struct SearchCard {
    /// Shared with the memory of prepared cards (see `prepared`).
    pub progress: Rc<CardProgress>,
    /// The pieces on the card when the plan begins; they return when it is completed.
    pub held: Supply,
    pub reward: Reward,
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
    /// Only plans with fewer actions are sought (a plan of this many is known).
    pub shorter_than: u32,
    /// Whose exchange rules the acquisitions follow.
    pub edition: Edition,
    /// Whether every decomposition that places some of its new pieces at once is tried
    /// (else only those whose pieces each complete their card), and the estimate allows for
    /// them: see `Effort` in the module above.
    pub every_placing_decomposition: bool,
    /// What [`Search::missing`] found, by card, progress state and pool.
    pub(super) missing_known: std::cell::RefCell<MissingKnown>,
    /// What completing each card gives back beyond its placed pieces (see
    /// [`Search::card_gives`]), worked out once.
    pub(super) gives: [Gives; MAX_CARDS],
}

/// The pieces each card misses from a pool, by card, progress state and pool: it depends
/// on the cards alone, so searches on the same cards may share it.
pub(super) type MissingKnown = HashMap<u128, u8, BuildFast>;

impl<'a> Search<'a> {
    pub fn new(cards: &'a [SearchCard], gain: u32, limit: usize, weight: u32) -> Search<'a> {
        let mut search = Search {
            cards,
            gain,
            limit,
            weight,
            shorter_than: u32::MAX,
            edition: Edition::default(),
            every_placing_decomposition: true,
            missing_known: Default::default(),
            gives: Default::default(),
        };
        for c in 0..cards.len() {
            search.gives[c] = search.card_gives(c);
        }
        search
    }
}

/// A master action (or a decomposition's placements) being chosen: a kind per card so far,
/// the supply left, whether it completes a card, and whether each piece must complete its
/// card.
#[derive(Clone, Copy)]
struct MasterSoFar {
    chosen: [Option<Kind>; MAX_CARDS],
    left: Supply,
    completes: bool,
    completing_only: bool,
}

/// How a search ended.
pub enum Found {
    Plan(Vec<Act>),
    Impossible,
    /// The limit was reached; every plan has at least `lower_bound` actions.
    TooLarge {
        lower_bound: u32,
    },
}

/// An entry of the queue: the lowest estimate of a whole plan comes out first, then the
/// deepest state, then the one whose cards need the fewest pieces, then the newest.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    f: Reverse<u32>,
    g: u32,
    pieces_left: Reverse<u32>,
    id: u32,
    /// Whether `f` uses the full estimate rather than the quick one.
    rated: bool,
}

impl Search<'_> {
    /// A shortest sequence of acts from `start` that completes every card (with `weight`
    /// 1 and every placing decomposition; a plan sooner otherwise), shorter than
    /// `shorter_than`.
    ///
    /// States are queued under the quick estimate and rated in full only when they come
    /// out of the queue, as most never do.
    ///
    /// `watch` hears the states kept and the bound every few thousand states; when it
    /// breaks, the search ends as if it had reached its limit.
    pub fn run(&self, start: Node, watch: &mut dyn FnMut(usize, u32) -> ControlFlow<()>) -> Found {
        let (mut taken, mut generated) = (0, 0);
        let found = self.run_counting(start, watch, &mut taken, &mut generated);
        let done = PlanWork {
            taken: u64::from(taken),
            acts: generated,
        };
        WORK.with(|w| w.set(w.get().plus(done)));
        found
    }

    /// [`run`](Self::run), counting into `taken` the states taken from the queue and into
    /// `generated` the acts generated from them.
    fn run_counting(
        &self,
        start: Node,
        watch: &mut dyn FnMut(usize, u32) -> ControlFlow<()>,
        taken: &mut u32,
        generated: &mut u64,
    ) -> Found {
        let h0 = self.estimate(&start, u32::MAX);
        if h0 == u32::MAX {
            return Found::Impossible;
        }
        let mut explored = Explored::new(start);
        // The acts of the state being expanded, in one buffer for all.
        let mut acts = Vec::new();
        let mut queue = BinaryHeap::from([self.entry(h0, 0, &start, 0, true)]);
        let mut lower_bound = h0;
        while let Some(entry) = queue.pop() {
            *taken = taken.wrapping_add(1);
            if taken.is_multiple_of(WATCH_EVERY)
                && watch(explored.states.len(), lower_bound).is_break()
            {
                return Found::TooLarge { lower_bound };
            }
            let (Reverse(f), g, id) = (entry.f, entry.g, entry.id);
            if self.weight == 1 {
                lower_bound = lower_bound.max(f);
                if f >= self.shorter_than {
                    return Found::Impossible;
                }
            }
            let reached = &explored.states[id as usize];
            if reached.superseded {
                continue;
            }
            let node = reached.node;
            if !entry.rated {
                match self.rated(&node, g) {
                    Some(rated_f) if rated_f > f => {
                        queue.push(self.entry(rated_f, g, &node, id, true));
                        continue;
                    }
                    Some(_) => {}
                    None => continue,
                }
            }
            if node.progress.iter().all(|&p| p == DONE) {
                return Found::Plan(explored.path(id));
            }
            if explored.states.len() > self.limit {
                return Found::TooLarge { lower_bound };
            }
            self.expand(&node, g, id, &mut explored, &mut queue, &mut acts);
            *generated += acts.len() as u64;
        }
        Found::Impossible
    }

    /// The full estimate of a plan through `node`, reached in `g` actions, or `None` if no
    /// plan through it is worth looking for.
    fn rated(&self, node: &Node, g: u32) -> Option<u32> {
        self.worth(g, self.estimate(node, self.worth_below(g)))
    }

    /// The value a state reached in `g` actions with estimate `h` is queued under, or `None`
    /// if no plan through it is worth looking for.
    fn worth(&self, g: u32, h: u32) -> Option<u32> {
        if h == u32::MAX {
            return None;
        }
        let f = g.saturating_add(self.weight.saturating_mul(h));
        (self.weight > 1 || f < self.shorter_than).then_some(f)
    }

    /// Estimates for a state reached in `g` actions from this many up rule it out.
    fn worth_below(&self, g: u32) -> u32 {
        if self.weight == 1 {
            self.shorter_than.saturating_sub(g)
        } else {
            u32::MAX
        }
    }

    fn entry(&self, f: u32, g: u32, node: &Node, id: u32, rated: bool) -> Entry {
        Entry {
            f: Reverse(f),
            g,
            pieces_left: Reverse(self.pieces_left(node)),
            id,
            rated,
        }
    }

    /// Queues the states one act from `node` that are new or reached sooner.
    fn expand(
        &self,
        node: &Node,
        g: u32,
        id: u32,
        explored: &mut Explored,
        queue: &mut BinaryHeap<Entry>,
        acts: &mut Vec<Act>,
    ) {
        acts.clear();
        self.acts_into(node, acts);
        for &act in acts.iter() {
            let next = self.play(node, act);
            let g = g + act.cost();
            let worth = |next: &Node| {
                let h = self.quick_estimate(next, self.worth_below(g));
                let f = self.worth(g, h)?;
                Some(self.entry(f, g, next, 0, false))
            };
            if let Some((next_id, mut entry)) = explored.reach(next, g, id, act, worth) {
                entry.id = next_id;
                queue.push(entry);
            }
        }
    }

    /// The fewest pieces the open cards still need, all together.
    fn pieces_left(&self, node: &Node) -> u32 {
        self.open_cards(node)
            .map(|(c, s)| u32::from(self.cards[c].progress.fewest_left[s as usize]))
            .sum()
    }

    pub(super) fn open_cards(&self, node: &Node) -> impl Iterator<Item = (usize, u32)> + '_ {
        let progress = node.progress;
        (0..self.cards.len()).filter_map(move |c| (progress[c] != DONE).then_some((c, progress[c])))
    }

    /// The acts worth trying: every placement and master action; takes; upgrades to a kind
    /// some card can use, or to one kind per level as a step to a higher one; exchanges to a
    /// kind some card can use (exchanging to anything else is never shorter), and in the
    /// Czech edition, which exchanges one level down at most, to one kind of the level below
    /// as a step to a lower one.
    ///
    /// Moves that could swap places with the one before them are left out (the module header
    /// says why a shortest plan remains): after a placing action that completed no card,
    /// acquisitions and placing actions on earlier cards; and see [`Search::masters`]. They
    /// are added to `acts`, which the search keeps from one state to the next.
    fn acts_into(&self, node: &Node, acts: &mut Vec<Act>) {
        if node.level_ups != 0 {
            // The turn waits for the level-up's choice.
            self.level_up_acts(node, acts);
            return;
        }
        let earliest = if node.placed_on == NO_CARD {
            self.acquisitions(node, acts);
            0
        } else {
            // See the module header: a decomposition that completes a level-up card is tried
            // after any placement.
            self.decompositions_completing_level_ups(node, acts);
            usize::from(node.placed_on)
        };
        for (c, s) in self.open_cards(node) {
            let progress = &self.cards[c].progress;
            let levels_up = matches!(self.cards[c].reward, Reward::LevelUp(_));
            for (kind, _) in node.supply.iter() {
                // See the module header: a placement that completes a level-up card is
                // tried after any placement.
                let Some(next) = progress.after(s, kind) else {
                    continue;
                };
                if c >= earliest || (levels_up && progress.is_complete(next)) {
                    acts.push(Act::Place(c, kind));
                }
            }
        }
        if !node.master_used || node.ambassadors > 0 {
            self.masters(node, acts);
        }
    }

    /// [`Search::acts_into`], for tests.
    #[cfg(test)]
    pub(super) fn acts(&self, node: &Node) -> Vec<Act> {
        let mut acts = Vec::new();
        self.acts_into(node, &mut acts);
        acts
    }

    /// The level a level-up of `levels` raises `from` to: the game's rule
    /// ([`Kind::level_up_level`]) on the bank's levels.
    pub(super) fn level_up_level(bank: &Supply, from: Kind, levels: u32) -> Option<u32> {
        from.level_up_level(levels, |level| {
            Kind::of_level(level).any(|k| bank.count(k) > 0)
        })
    }

    /// Every choice of the first level-up waiting: each supply piece the bank can raise, for
    /// each kind of the level it reaches.
    fn level_up_acts(&self, node: &Node, acts: &mut Vec<Act>) {
        let Some(levels) = node.level_up() else {
            return;
        };
        for (from, _) in node.supply.iter() {
            let Some(level) = Self::level_up_level(&node.bank, from, levels) else {
                continue;
            };
            for to in Kind::of_level(level).filter(|&k| node.bank.count(k) > 0) {
                acts.push(Act::LevelUp(from, to));
            }
        }
    }

    /// Drops the level-ups at the head of the queue that no supply piece can take (they
    /// are lost, as in the game).
    pub(super) fn drop_empty_level_ups(node: &mut Node) {
        while let Some(levels) = node.level_up() {
            let (supply, bank) = (&node.supply, &node.bank);
            if supply
                .iter()
                .any(|(from, _)| Self::level_up_level(bank, from, levels).is_some())
            {
                return;
            }
            node.pop_level_up();
        }
    }

    /// Whether a level-up waits or an open card gives one.
    fn level_up_possible(&self, node: &Node) -> bool {
        node.level_ups != 0
            || self
                .open_cards(node)
                .any(|(c, _)| matches!(self.cards[c].reward, Reward::LevelUp(_)))
    }

    /// Whether an ambassador action is held or an open card gives one.
    pub(super) fn ambassador_possible(&self, node: &Node) -> bool {
        node.ambassadors > 0
            || self
                .open_cards(node)
                .any(|(c, _)| self.cards[c].reward == Reward::Ambassador)
    }

    /// The acquisitions worth trying (see [`Search::acts_into`]).
    fn acquisitions(&self, node: &Node, acts: &mut Vec<Act>) {
        let useful = if self.every_placing_decomposition && self.ghost_possible(node) {
            // See the module header: the piece given may be what a decomposition needs.
            [true; Kind::ALL.len()]
        } else {
            self.useful_kinds(node)
        };
        if node.bank.count(Kind::O1) > 0 {
            acts.push(Act::Acquire(Action::Take(Kind::O1)));
        }
        for (from, _) in node.supply.iter() {
            if let Some(level) = self.edition.upgrade_level(from, &node.bank) {
                let in_bank = |k: &Kind| node.bank.count(*k) > 0;
                let first = Kind::of_level(level).find(in_bank);
                for to in Kind::of_level(level).filter(in_bank) {
                    if useful[to.index()] || (level < 4 && Some(to) == first) {
                        acts.push(Act::Acquire(Action::Upgrade { from, to }));
                    }
                }
            }
            let step_down = (self.edition == Edition::Czech && from.level() > 2)
                .then(|| Kind::of_level(from.level() - 1).find(|&k| node.bank.count(k) > 0))
                .flatten()
                .filter(|k| !useful[k.index()]);
            let useful_kinds = Kind::ALL.into_iter().filter(|k| useful[k.index()]);
            for to in useful_kinds.chain(step_down) {
                let legal = self.edition.exchange_reaches(from, to) && !is_ghost(to);
                if legal && node.bank.count(to) > 0 {
                    acts.push(Act::Acquire(Action::Exchange { from, to }));
                }
            }
        }
        for decomposition in Action::decompositions(&node.supply, &node.bank) {
            acts.push(Act::Acquire(decomposition));
            self.decompositions_placing(node, decomposition, acts);
        }
    }

    /// A decomposition that places some of its pieces at once, at most one on each card,
    /// every way (the rules allow it in the same action); in a bot's search, only pieces that
    /// complete their cards.
    fn decompositions_placing(&self, node: &Node, decomposition: Action, acts: &mut Vec<Act>) {
        self.each_placing(node, decomposition, &mut |chosen| {
            acts.push(Act::DecomposePlacing(decomposition, chosen));
        });
    }

    /// Tells `out` every choice of a decomposition's pieces placed at once (one at least; in
    /// a bot's search, only pieces that complete their cards).
    fn each_placing(
        &self,
        node: &Node,
        decomposition: Action,
        out: &mut dyn FnMut([Option<Kind>; MAX_CARDS]),
    ) {
        let Action::Decompose { into, .. } = decomposition else {
            return;
        };
        let none = MasterSoFar {
            chosen: [None; MAX_CARDS],
            left: into,
            completes: false,
            completing_only: !self.every_placing_decomposition,
        };
        self.extend_master(node, 0, none, 1, &mut |chosen, _| out(chosen));
    }

    /// The decompositions whose placements complete a level-up card (tried even after a
    /// placing action, as such a placement is: see the module header).
    fn decompositions_completing_level_ups(&self, node: &Node, acts: &mut Vec<Act>) {
        let levels_up = |c: usize| matches!(self.cards[c].reward, Reward::LevelUp(_));
        if !self.open_cards(node).any(|(c, _)| levels_up(c)) {
            return;
        }
        let completes = |c: usize, kind: Option<Kind>| {
            let after = kind.and_then(|k| self.cards[c].progress.after(node.progress[c], k));
            levels_up(c) && after.is_some_and(|s| self.cards[c].progress.is_complete(s))
        };
        for decomposition in Action::decompositions(&node.supply, &node.bank) {
            self.each_placing(node, decomposition, &mut |chosen| {
                if (0..self.cards.len()).any(|c| completes(c, chosen[c])) {
                    acts.push(Act::DecomposePlacing(decomposition, chosen));
                }
            });
        }
    }

    /// The master and ambassador actions worth trying: a master action that completes no
    /// card only as the last action of a turn (see the module header), unless an ambassador
    /// action may still come (the argument is for master actions alone); ambassador actions
    /// all.
    fn masters(&self, node: &Node, out: &mut Vec<Act>) {
        let free = u32::from(node.phase) + 1 == ACTIONS_PER_TURN
            || self.ambassador_possible(node)
            || self.level_up_possible(node);
        let none = MasterSoFar {
            chosen: [None; MAX_CARDS],
            left: node.supply,
            completes: false,
            completing_only: false,
        };
        self.extend_master(node, 0, none, 2, &mut |chosen, completes| {
            if !node.master_used && (completes || free) {
                out.push(Act::Master(chosen));
            }
            if node.ambassadors > 0 {
                out.push(Act::Ambassador(chosen));
            }
        });
    }

    /// Tells `out` every choice of at most one piece a card (`least` pieces or more) that
    /// adds to `so_far` pieces on cards from `card` on, and whether it completes a card.
    fn extend_master(
        &self,
        node: &Node,
        card: usize,
        so_far: MasterSoFar,
        least: usize,
        out: &mut dyn FnMut([Option<Kind>; MAX_CARDS], bool),
    ) {
        if card == self.cards.len() {
            if so_far.chosen.iter().flatten().count() >= least {
                out(so_far.chosen, so_far.completes);
            }
            return;
        }
        self.extend_master(node, card + 1, so_far, least, out);
        let s = node.progress[card];
        if s == DONE {
            return;
        }
        let progress = &self.cards[card].progress;
        for (kind, _) in so_far.left.iter() {
            let completes = |next| progress.is_complete(next);
            if let Some(next) = progress.after(s, kind)
                && (completes(next) || !so_far.completing_only)
            {
                let mut with = so_far;
                with.chosen[card] = Some(kind);
                with.left.remove(kind);
                with.completes |= completes(next);
                self.extend_master(node, card + 1, with, least, out);
            }
        }
    }

    /// Whether a ghost is held or may come: held, or in the bank while a level-up may
    /// come (one could reach it), or the reward of an open card.
    fn ghost_possible(&self, node: &Node) -> bool {
        let ghost_reward =
            |c: usize| matches!(self.cards[c].reward, Reward::Piece(k) if is_ghost(k));
        node.supply.iter().any(|(k, _)| is_ghost(k))
            || (node.bank.iter().any(|(k, _)| is_ghost(k)) && self.level_up_possible(node))
            || self.open_cards(node).any(|(c, _)| ghost_reward(c))
    }

    /// By kind, whether an open card can take a piece of it next.
    fn useful_kinds(&self, node: &Node) -> [bool; 12] {
        Kind::ALL.map(|k| {
            self.open_cards(node)
                .any(|(c, s)| self.cards[c].progress.after(s, k).is_some())
        })
    }

    /// The state after `act`, with completed cards returned and rewarded.
    pub fn play(&self, node: &Node, act: Act) -> Node {
        self.play_reporting(node, act, &mut |_, _| {})
    }

    /// Like `play`, and tells `completed` each card completed with the reward taken.
    pub fn play_reporting(
        &self,
        node: &Node,
        act: Act,
        completed: &mut dyn FnMut(usize, Option<Kind>),
    ) -> Node {
        let mut next = *node;
        match act {
            Act::Acquire(action) => {
                debug_assert!(action.check(self.edition, &next.supply, &next.bank).is_ok());
                action.apply_legal(&mut next.supply, &mut next.bank);
            }
            Act::DecomposePlacing(action, kinds) => {
                action.apply_legal(&mut next.supply, &mut next.bank);
                self.place_each(&mut next, &kinds);
            }
            Act::Place(c, kind) => self.place(&mut next, c, kind),
            Act::Master(kinds) | Act::Ambassador(kinds) => {
                self.place_each(&mut next, &kinds);
                match act {
                    Act::Master(_) => next.master_used = true,
                    _ => next.ambassadors -= 1,
                }
            }
            Act::LevelUp(from, to) => {
                next.supply.remove(from);
                next.supply.add(to, 1);
                next.bank.remove(to);
                next.bank.add(from, 1);
                next.pop_level_up();
                Self::drop_empty_level_ups(&mut next);
                next.placed_on = NO_CARD;
                return next;
            }
        }
        self.complete(&mut next, Self::cards_placed_on(act), completed);
        next.placed_on = match act {
            Act::Place(c, _) if next.progress[c] != DONE => c as u8,
            _ => NO_CARD,
        };
        next.phase += 1;
        if u32::from(next.phase) == ACTIONS_PER_TURN {
            next.phase = 0;
            next.master_used = false;
        }
        next
    }

    /// Puts each card's kind on it.
    fn place_each(&self, node: &mut Node, kinds: &[Option<Kind>; MAX_CARDS]) {
        for (c, kind) in kinds.iter().enumerate() {
            if let Some(kind) = kind {
                self.place(node, c, *kind);
            }
        }
    }

    fn place(&self, node: &mut Node, c: usize, kind: Kind) {
        node.supply.remove(kind);
        node.progress[c] = self.cards[c]
            .progress
            .after(node.progress[c], kind)
            .expect("the search places only where a filling remains");
    }

    /// The cards `act` puts a piece on, one bit each.
    fn cards_placed_on(act: Act) -> u32 {
        let on = |kinds: [Option<Kind>; MAX_CARDS]| {
            (kinds.iter().enumerate()).fold(0, |on, (c, k)| on | u32::from(k.is_some()) << c)
        };
        match act {
            Act::Place(c, _) => 1 << c,
            Act::Master(kinds) | Act::Ambassador(kinds) | Act::DecomposePlacing(_, kinds) => {
                on(kinds)
            }
            Act::Acquire(_) | Act::LevelUp(..) => 0,
        }
    }

    /// Returns and rewards the cards of `placed_on` (one bit each) that are now complete:
    /// only a card just placed on can be (a plan's cards begin unfinished).
    fn complete(
        &self,
        node: &mut Node,
        placed_on: u32,
        completed: &mut dyn FnMut(usize, Option<Kind>),
    ) {
        for (c, card) in self.cards.iter().enumerate() {
            let s = node.progress[c];
            if placed_on >> c & 1 == 0 || !card.progress.is_complete(s) {
                continue;
            }
            node.supply = node
                .supply
                .plus(&card.held)
                .plus(&card.progress.states[s as usize]);
            let reward = match card.reward {
                Reward::Piece(kind) if node.bank.remove(kind) => Some(kind),
                Reward::LevelUp(levels) => {
                    node.push_level_up(levels);
                    None
                }
                Reward::Ambassador => {
                    node.ambassadors += 1;
                    None
                }
                _ => None,
            };
            if let Some(kind) = reward {
                node.supply.add(kind, 1);
            }
            node.progress[c] = DONE;
            completed(c, reward);
        }
        Self::drop_empty_level_ups(node);
    }
}
