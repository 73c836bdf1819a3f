//! Algorithm X over bit masks: the live options are a bit set, each item's options are a
//! bit set, and covering items is an AND-NOT over a few dozen words. Only the counters of
//! the items of killed options change, so the search touches a few kilobytes and runs
//! from the first-level cache. Same branching (an uncovered primary item with the fewest
//! live options), same counted items and same answers as [`super::Dlx`]; memory grows as
//! items × options bits and every cover copies the item counters (restoring that copy is
//! how a cover is undone), so [`Masks::fits`] says when to prefer dancing links.

use super::control::{Flow, MONITOR_INTERVAL, Monitor, SearchEnd, Stats, monitor_says_stop};
use super::problem::{ItemKind, OptionId, Problem};
use super::solver::Solver;
use super::uses::Uses;
use fixedbitset::{Block, FixedBitSet};

/// The largest items × options product (in bits) this solver takes: 32 MiB of masks.
const MAX_MASK_BITS: usize = 1 << 28;
/// The most items it takes: every cover copies one counter per item.
const MAX_ITEMS: usize = 8192;

/// A bit-mask exact-cover solver for one [`Problem`].
pub struct Masks {
    /// `item_mask[i]`: the options containing item `i`.
    item_mask: Vec<FixedBitSet>,
    option_items: Vec<u32>,
    option_start: Vec<u32>,
    live: FixedBitSet,
    /// Live options per primary item (other items need no counter), and per cover in
    /// force a copy of `len` as it was before, restored to undo the cover.
    len: Vec<u32>,
    saved_len: Vec<u32>,
    /// Primary items of option `o`: `option_primaries[primary_start[o]..primary_start[o + 1]]`.
    option_primaries: Vec<u32>,
    primary_start: Vec<u32>,
    /// Uncovered primary items form a doubly linked list through `next`/`prev`, headed by
    /// the extra index `n` (items are `0..n`).
    next: Vec<u32>,
    prev: Vec<u32>,
    primary: FixedBitSet,
    /// How often the chosen options use each item, against its bounds.
    uses: Uses,
    primaries: usize,
    /// Per level: the branching item, the options it had, the options the current choice
    /// killed, the current choice and progress counters.
    branch: Vec<u32>,
    branch_options: Vec<FixedBitSet>,
    killed: Vec<FixedBitSet>,
    choice: Vec<u32>,
    position: Vec<u32>,
    choices: Vec<u32>,
    solution: Vec<OptionId>,
    stats: Stats,
}

impl Masks {
    /// Whether the masks for `problem` stay within this solver's memory bound.
    pub fn fits(problem: &Problem) -> bool {
        Masks::fits_size(problem.items().len(), problem.options().len())
    }

    /// Whether a problem of `items` items and `options` options fits, known before it is
    /// built.
    pub fn fits_size(items: usize, options: usize) -> bool {
        items <= MAX_ITEMS && items.saturating_mul(options) <= MAX_MASK_BITS
    }

    /// Builds the masks for `problem` (check [`Masks::fits`] first for huge problems).
    pub fn new(problem: &Problem) -> Masks {
        let n = problem.items().len();
        let options = problem.options().len();
        let mut masks = Masks::empty(n, options);
        for (o, items) in problem.options().iter().enumerate() {
            masks.option_start.push(masks.option_items.len() as u32);
            for &i in items {
                masks.option_items.push(i as u32);
                masks.item_mask[i].insert(o);
                masks.len[i] += 1;
            }
        }
        masks.live.insert_range(..);
        masks.option_start.push(masks.option_items.len() as u32);
        masks.set_kinds(problem.items());
        for items in problem.options() {
            masks
                .primary_start
                .push(masks.option_primaries.len() as u32);
            let primaries = items.iter().filter(|&&i| masks.primary.contains(i));
            masks.option_primaries.extend(primaries.map(|&i| i as u32));
        }
        masks
            .primary_start
            .push(masks.option_primaries.len() as u32);
        let depth = masks.primaries + 1;
        masks.branch = vec![0; depth];
        masks.branch_options = vec![FixedBitSet::with_capacity(options); depth];
        masks.killed = vec![FixedBitSet::with_capacity(options); depth];
        masks.choice = vec![0; depth];
        masks.position = vec![0; depth];
        masks.choices = vec![0; depth];
        masks.solution = Vec::with_capacity(depth);
        // Two saved counter arrays per level; beyond 64 MiB it grows on demand instead.
        masks.saved_len = Vec::with_capacity((2 * depth * n).min(1 << 24));
        masks
    }

    fn empty(n: usize, options: usize) -> Masks {
        Masks {
            item_mask: vec![FixedBitSet::with_capacity(options); n],
            option_items: Vec::new(),
            option_start: Vec::new(),
            live: FixedBitSet::with_capacity(options),
            len: vec![0; n],
            saved_len: Vec::new(),
            option_primaries: Vec::new(),
            primary_start: Vec::new(),
            next: vec![n as u32; n + 1],
            prev: vec![n as u32; n + 1],
            primary: FixedBitSet::with_capacity(n),
            uses: Uses::new(&[], 0),
            primaries: 0,
            branch: Vec::new(),
            branch_options: Vec::new(),
            killed: Vec::new(),
            choice: Vec::new(),
            position: Vec::new(),
            choices: Vec::new(),
            solution: Vec::new(),
            stats: Stats::default(),
        }
    }

    fn set_kinds(&mut self, kinds: &[ItemKind]) {
        let head = kinds.len();
        let mut last = head;
        for (i, kind) in kinds.iter().enumerate() {
            match *kind {
                ItemKind::Primary => {
                    self.primary.insert(i);
                    self.primaries += 1;
                    self.prev[i] = last as u32;
                    self.next[last] = i as u32;
                    last = i;
                }
                ItemKind::Secondary | ItemKind::Counted { .. } => {}
            }
        }
        self.uses = Uses::new(kinds, 0);
        self.next[last] = head as u32;
        self.prev[head] = last as u32;
    }

    fn run(
        &mut self,
        visit: &mut dyn FnMut(&[OptionId]) -> Flow,
        monitor: &mut Option<&mut Monitor<'_>>,
    ) -> SearchEnd {
        let head = self.len.len() as u32;
        let mut level = 0usize;
        loop {
            self.stats.nodes += 1;
            if self.stats.nodes.is_multiple_of(MONITOR_INTERVAL) && self.cancelled(monitor, level) {
                self.unwind(level);
                return SearchEnd::Cancelled;
            }
            let mut descend = false;
            if self.next[head as usize] == head {
                if self.uses.minimums_met() && self.report(level, visit) == Flow::Stop {
                    self.unwind(level);
                    return SearchEnd::Stopped;
                }
            } else if let Some(item) = self.choose_item() {
                self.branch_on(level, item);
                descend = self.try_choices(level);
            }
            while !descend {
                if level == 0 {
                    return SearchEnd::Exhausted;
                }
                level -= 1;
                self.uncommit(level);
                self.advance(level);
                descend = self.try_choices(level);
            }
            level += 1;
        }
    }

    /// Covers `item`, remembering its live options as the level's choices.
    fn branch_on(&mut self, level: usize, item: u32) {
        self.branch[level] = item;
        self.deactivate(item);
        let mut options = std::mem::take(&mut self.branch_options);
        let mine = &mut options[level];
        mine.clone_from(&self.item_mask[item as usize]);
        mine.intersect_with(&self.live);
        self.kill(mine);
        self.choices[level] = mine.count_ones(..) as u32;
        self.position[level] = 0;
        self.choice[level] = next_bit(mine, 0).unwrap_or(u32::MAX);
        self.branch_options = options;
    }

    fn unbranch(&mut self, level: usize) {
        let options = std::mem::take(&mut self.branch_options);
        self.revive(&options[level]);
        self.branch_options = options;
        self.reactivate(self.branch[level]);
    }

    /// Commits the level's current choice; uncovers the branch item when none is left.
    fn try_choices(&mut self, level: usize) -> bool {
        if self.choice[level] == u32::MAX {
            self.unbranch(level);
            return false;
        }
        self.commit(level);
        true
    }

    fn advance(&mut self, level: usize) {
        let from = self.choice[level] + 1;
        self.choice[level] = next_bit(&self.branch_options[level], from).unwrap_or(u32::MAX);
        self.position[level] += 1;
    }

    /// Uses the items of the level's current option (other than the branching item),
    /// deactivates those at their maximum and kills every live option containing one.
    fn commit(&mut self, level: usize) {
        let option = self.choice[level] as usize;
        let mut killed = std::mem::take(&mut self.killed);
        let mask = &mut killed[level];
        mask.clear();
        let (from, to) = self.option_range(option);
        for k in from..to {
            let item = self.option_items[k];
            if item != self.branch[level] && self.uses.take(item as usize) {
                self.deactivate(item);
                mask.union_with(&self.item_mask[item as usize]);
            }
        }
        mask.intersect_with(&self.live);
        self.kill(mask);
        self.killed = killed;
    }

    fn uncommit(&mut self, level: usize) {
        let killed = std::mem::take(&mut self.killed);
        self.revive(&killed[level]);
        self.killed = killed;
        let option = self.choice[level] as usize;
        let (from, to) = self.option_range(option);
        for k in (from..to).rev() {
            let item = self.option_items[k];
            if item != self.branch[level] && self.uses.give_back(item as usize) {
                self.reactivate(item);
            }
        }
    }

    fn option_range(&self, option: usize) -> (usize, usize) {
        (
            self.option_start[option] as usize,
            self.option_start[option + 1] as usize,
        )
    }

    /// Removes the options in `mask` (all live) and lowers their primary items' counters,
    /// saving the counters first for [`Masks::revive`].
    fn kill(&mut self, mask: &FixedBitSet) {
        self.saved_len.extend_from_slice(&self.len);
        self.live.difference_with(mask);
        let mut updates = 0;
        for option in mask.ones() {
            let (from, to) = (self.primary_start[option], self.primary_start[option + 1]);
            for &item in &self.option_primaries[from as usize..to as usize] {
                self.len[item as usize] -= 1;
            }
            updates += u64::from(to - from);
        }
        self.stats.updates += updates;
    }

    /// Exactly undoes the last [`Masks::kill`], which was of the same mask.
    fn revive(&mut self, mask: &FixedBitSet) {
        self.live.union_with(mask);
        let n = self.len.len();
        let from = self.saved_len.len() - n;
        self.len.copy_from_slice(&self.saved_len[from..]);
        self.saved_len.truncate(from);
    }

    /// Takes a primary item out of the list of uncovered ones (others are never in it).
    fn deactivate(&mut self, item: u32) {
        let i = item as usize;
        if self.primary.contains(i) {
            let (p, n) = (self.prev[i], self.next[i]);
            self.next[p as usize] = n;
            self.prev[n as usize] = p;
        }
    }

    fn reactivate(&mut self, item: u32) {
        let i = item as usize;
        if self.primary.contains(i) {
            let (p, n) = (self.prev[i], self.next[i]);
            self.next[p as usize] = item;
            self.prev[n as usize] = item;
        }
    }

    /// The uncovered primary item with the fewest live options (`None` if one has none).
    fn choose_item(&self) -> Option<u32> {
        let head = self.len.len() as u32;
        let mut best = u32::MAX;
        let mut chosen = None;
        let mut item = self.next[head as usize];
        while item != head {
            let len = self.len[item as usize];
            if len < best {
                if len == 0 {
                    return None;
                }
                best = len;
                chosen = Some(item);
            }
            item = self.next[item as usize];
        }
        chosen
    }

    fn report(&mut self, level: usize, visit: &mut dyn FnMut(&[OptionId]) -> Flow) -> Flow {
        self.stats.solutions += 1;
        self.solution.clear();
        self.solution
            .extend(self.choice[..level].iter().map(|&o| o as OptionId));
        visit(&self.solution)
    }

    fn cancelled(&mut self, monitor: &mut Option<&mut Monitor<'_>>, level: usize) -> bool {
        let levels = (0..level).map(|l| (self.position[l], self.choices[l]));
        monitor_says_stop(monitor, self.stats, levels)
    }

    fn unwind(&mut self, mut level: usize) {
        while level > 0 {
            level -= 1;
            self.uncommit(level);
            self.unbranch(level);
        }
    }
}

/// The first set bit of `mask` at or after `from`, if any.
fn next_bit(mask: &FixedBitSet, from: u32) -> Option<u32> {
    const BITS: u32 = Block::BITS;
    let blocks = mask.as_slice();
    let (mut w, bit) = ((from / BITS) as usize, from % BITS);
    let mut bits = blocks.get(w)? & (Block::MAX << bit);
    loop {
        if bits != 0 {
            return Some(w as u32 * BITS + bits.trailing_zeros());
        }
        w += 1;
        bits = *blocks.get(w)?;
    }
}

impl Solver for Masks {
    fn stats(&self) -> Stats {
        self.stats
    }

    fn search(
        &mut self,
        visit: &mut dyn FnMut(&[OptionId]) -> Flow,
        mut monitor: Option<&mut Monitor<'_>>,
    ) -> SearchEnd {
        let exhausted: Vec<u32> = self.uses.forbidden().map(|i| i as u32).collect();
        let mut forbidden = FixedBitSet::with_capacity(self.live.len());
        for &i in &exhausted {
            self.deactivate(i);
            forbidden.union_with(&self.item_mask[i as usize]);
        }
        forbidden.intersect_with(&self.live);
        self.kill(&forbidden);
        let outcome = self.run(visit, &mut monitor);
        self.revive(&forbidden);
        exhausted.iter().rev().for_each(|&i| self.reactivate(i));
        outcome
    }
}
