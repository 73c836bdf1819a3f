//! Knuth's Algorithm X with dancing links (TAOCP 7.2.2.1, in the style of DLX1), extended
//! with counted items: an item used by at most `max` options is an ordinary column with a
//! use counter, covered only when the counter reaches `max`. Branching is always on a
//! primary item with the fewest remaining options, so every solution (a set of options) is
//! found exactly once. All memory is allocated when the solver is built.

use super::control::{
    Flow, MONITOR_INTERVAL, MONITOR_WORK, Monitor, SearchEnd, Stats, monitor_says_stop,
};
use super::problem::{ItemKind, OptionId, Problem};
use super::solver::Solver;
use super::uses::Uses;

/// One node of the link structure: an item header, an option entry or a spacer.
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    /// The item (1-based) for an entry; 0 for a spacer.
    top: u32,
    up: u32,
    down: u32,
}

/// A dancing-links solver for one [`Problem`].
pub struct Dlx {
    nodes: Vec<Node>,
    /// Header list links; only primary items are linked into the root's list, the others
    /// point at themselves so unlinking them is harmless.
    left: Vec<u32>,
    right: Vec<u32>,
    len: Vec<u32>,
    /// `watch[i]`: item `i` is primary and not covered, so running out of options dooms
    /// the branch; `zeroed` says a watched item may have just lost its last option.
    watch: Vec<bool>,
    zeroed: bool,
    /// How often the chosen options use each item, against its bounds.
    uses: Uses,
    option_of: Vec<u32>,
    /// Per level: the item branched on, the current node, and the progress counters.
    branch: Vec<u32>,
    choice: Vec<u32>,
    position: Vec<u32>,
    choices: Vec<u32>,
    solution: Vec<OptionId>,
    stats: Stats,
    /// Nodes between two calls of the monitor: fewer when there are many items, since
    /// every node scans them (a 400x400 board's 160,000 took seconds per 16,384 nodes).
    monitor_every: u64,
}

impl Dlx {
    /// Builds the link structure for `problem`.
    pub fn new(problem: &Problem) -> Dlx {
        let n_items = problem.items().len();
        let entries: usize = problem.options().iter().map(Vec::len).sum();
        let mut dlx = Dlx::with_headers(problem, n_items, entries);
        for (id, option) in problem.options().iter().enumerate() {
            dlx.append_option(id, option);
        }
        let primaries = problem.items().iter().filter(|k| **k == ItemKind::Primary);
        let depth = primaries.count() + 1;
        dlx.branch = vec![0; depth];
        dlx.choice = vec![0; depth];
        dlx.position = vec![0; depth];
        dlx.choices = vec![0; depth];
        dlx.solution = Vec::with_capacity(depth);
        dlx
    }

    fn with_headers(problem: &Problem, n_items: usize, entries: usize) -> Dlx {
        let mut nodes = Vec::with_capacity(n_items + 1 + entries + problem.options().len() + 1);
        for i in 0..=n_items as u32 {
            nodes.push(Node {
                top: 0,
                up: i,
                down: i,
            });
        }
        // The first spacer.
        nodes.push(Node::default());
        let mut left: Vec<u32> = (0..=n_items as u32).collect();
        let mut right = left.clone();
        let mut last = 0u32;
        let mut watch = vec![false; n_items + 1];
        for (id, kind) in problem.items().iter().enumerate() {
            let item = id as u32 + 1;
            match *kind {
                ItemKind::Primary => {
                    watch[item as usize] = true;
                    left[item as usize] = last;
                    right[last as usize] = item;
                    last = item;
                }
                ItemKind::Secondary | ItemKind::Counted { .. } => {}
            }
        }
        right[last as usize] = 0;
        left[0] = last;
        Dlx {
            nodes,
            left,
            right,
            len: vec![0; n_items + 1],
            watch,
            zeroed: false,
            uses: Uses::new(problem.items(), 1),
            option_of: Vec::new(),
            branch: Vec::new(),
            choice: Vec::new(),
            position: Vec::new(),
            choices: Vec::new(),
            solution: Vec::new(),
            stats: Stats::default(),
            monitor_every: (MONITOR_WORK / (n_items as u64).max(1)).clamp(1, MONITOR_INTERVAL),
        }
    }

    fn append_option(&mut self, id: OptionId, items: &[usize]) {
        let spacer_before = self.nodes.len() - 1;
        let first = self.nodes.len() as u32;
        for &item in items {
            let item = item as u32 + 1;
            let here = self.nodes.len() as u32;
            let above = self.nodes[item as usize].up;
            self.nodes.push(Node {
                top: item,
                up: above,
                down: item,
            });
            self.nodes[above as usize].down = here;
            self.nodes[item as usize].up = here;
            self.len[item as usize] += 1;
        }
        let last = self.nodes.len() as u32 - 1;
        self.nodes[spacer_before].down = last;
        self.nodes.push(Node {
            top: 0,
            up: first,
            down: 0,
        });
        self.option_of.resize(self.nodes.len(), u32::MAX);
        for node in first..=last {
            self.option_of[node as usize] = id as u32;
        }
    }

    /// Counted items whose maximum is 0 can take no option: hide them all up front.
    fn cover_exhausted_counted(&mut self) -> Vec<u32> {
        let exhausted: Vec<u32> = self.uses.forbidden().map(|i| i as u32).collect();
        exhausted.iter().for_each(|&i| self.cover(i));
        exhausted
    }

    // The search loop is the hot path: its steps are `#[inline]` helpers, kept in one
    // function by the compiler (`tessera bench`'s dancing-links rows measured the same).
    fn run(
        &mut self,
        visit: &mut dyn FnMut(&[OptionId]) -> Flow,
        monitor: &mut Option<&mut Monitor<'_>>,
    ) -> SearchEnd {
        let mut level = 0usize;
        let mut entering = true;
        loop {
            if entering {
                match self.enter(level, visit, monitor) {
                    Entered::Branched => {
                        entering = false;
                        continue;
                    }
                    Entered::Leaf => {}
                    Entered::Ended(end) => return end,
                }
            } else if self.commit_next(level) {
                level += 1;
                entering = true;
                continue;
            }
            // Backtrack to the previous level's next choice.
            if level == 0 {
                return SearchEnd::Exhausted;
            }
            level -= 1;
            self.uncommit_option(self.choice[level]);
            self.advance(level);
            entering = false;
        }
    }

    /// Enters a node at `level`: counts it, asks the monitor now and then, reports a
    /// solution, or covers the item to branch on.
    #[inline]
    fn enter(
        &mut self,
        level: usize,
        visit: &mut dyn FnMut(&[OptionId]) -> Flow,
        monitor: &mut Option<&mut Monitor<'_>>,
    ) -> Entered {
        self.stats.nodes += 1;
        if self.stats.nodes.is_multiple_of(self.monitor_every) && self.cancelled(monitor, level) {
            self.unwind(level);
            return Entered::Ended(SearchEnd::Cancelled);
        }
        if self.right[0] == 0 {
            if self.uses.minimums_met() && self.report(level, visit) == Flow::Stop {
                self.unwind(level);
                return Entered::Ended(SearchEnd::Stopped);
            }
            return Entered::Leaf;
        }
        let Some(item) = self.choose_item() else {
            return Entered::Leaf;
        };
        self.cover(item);
        self.branch[level] = item;
        self.choice[level] = self.nodes[item as usize].down;
        self.position[level] = 0;
        self.choices[level] = self.len[item as usize];
        Entered::Branched
    }

    /// Commits the next option at `level` whose child would not fail at once (those are
    /// counted and skipped); false, with the item uncovered, when none is left.
    #[inline]
    fn commit_next(&mut self, level: usize) -> bool {
        let item = self.branch[level];
        loop {
            let node = self.choice[level];
            if node == item {
                self.uncover(item);
                return false;
            }
            let Some(stop) = self.commit_option(node) else {
                return true;
            };
            self.stats.nodes += 1;
            self.uncommit_between(node, stop);
            self.advance(level);
        }
    }

    /// Moves `level` on to its item's next option.
    #[inline]
    fn advance(&mut self, level: usize) {
        let node = self.choice[level];
        self.choice[level] = self.nodes[node as usize].down;
        self.position[level] += 1;
    }

    fn report(&mut self, level: usize, visit: &mut dyn FnMut(&[OptionId]) -> Flow) -> Flow {
        self.stats.solutions += 1;
        self.solution.clear();
        for &node in &self.choice[..level] {
            self.solution
                .push(self.option_of[node as usize] as OptionId);
        }
        visit(&self.solution)
    }

    fn cancelled(&mut self, monitor: &mut Option<&mut Monitor<'_>>, level: usize) -> bool {
        let levels = (0..level).map(|l| (self.position[l], self.choices[l]));
        monitor_says_stop(monitor, self.stats, levels)
    }

    /// Undoes every choice down to level 0.
    fn unwind(&mut self, mut level: usize) {
        while level > 0 {
            level -= 1;
            self.uncommit_option(self.choice[level]);
            self.uncover(self.branch[level]);
        }
    }

    /// The active primary item with the fewest options (`None` if one has none).
    fn choose_item(&self) -> Option<u32> {
        let mut best = u32::MAX;
        let mut chosen = 0;
        let mut item = self.right[0];
        while item != 0 {
            let len = self.len[item as usize];
            if len < best {
                if len == 0 {
                    return None;
                }
                best = len;
                chosen = item;
            }
            item = self.right[item as usize];
        }
        Some(chosen)
    }

    /// Applies the items of the option containing `node`, other than `node`'s own item.
    /// Stops early if an uncovered primary item outside the option runs out of options
    /// (the child node would fail at once) and returns the last entry applied then
    /// (`node` itself if none was).
    fn commit_option(&mut self, node: u32) -> Option<u32> {
        if self.zeroed && self.doomed(node, node) {
            return Some(node);
        }
        let mut q = node + 1;
        while q != node {
            let item = self.nodes[q as usize].top;
            if item == 0 {
                q = self.nodes[q as usize].up;
                continue;
            }
            self.commit_item(item);
            if self.zeroed && self.doomed(node, q) {
                return Some(q);
            }
            q += 1;
        }
        None
    }

    /// Whether a watched item has no option left and is not among the entries of `node`'s
    /// option still to be applied after `applied`. Clears the hint when all is well.
    fn doomed(&mut self, node: u32, applied: u32) -> bool {
        let mut item = self.right[0];
        while item != 0 {
            if self.len[item as usize] == 0 && !self.still_to_apply(node, applied, item) {
                return true;
            }
            item = self.right[item as usize];
        }
        self.zeroed = false;
        false
    }

    /// Whether `item` appears in the option's entries after `applied`, before `node`.
    fn still_to_apply(&self, node: u32, applied: u32, item: u32) -> bool {
        let mut q = applied + 1;
        loop {
            let top = self.nodes[q as usize].top;
            if top == 0 {
                q = self.nodes[q as usize].up;
            } else if q == node {
                return false;
            } else if top == item {
                return true;
            } else {
                q += 1;
            }
        }
    }

    fn uncommit_option(&mut self, node: u32) {
        let last = self.last_entry(node);
        self.uncommit_between(node, last);
    }

    /// Undoes the items applied from after `node` up to `stop`, in reverse.
    fn uncommit_between(&mut self, node: u32, stop: u32) {
        let mut q = stop;
        while q != node {
            let item = self.nodes[q as usize].top;
            if item == 0 {
                q = self.nodes[q as usize].down;
                continue;
            }
            self.uncommit_item(item);
            q -= 1;
        }
    }

    /// The entry applied last by a full commit: the one just before `node`, cyclically.
    fn last_entry(&self, node: u32) -> u32 {
        let before = node - 1;
        if self.nodes[before as usize].top == 0 {
            self.nodes[before as usize].down
        } else {
            before
        }
    }

    fn commit_item(&mut self, item: u32) {
        if self.uses.take(item as usize) {
            self.cover(item);
        }
    }

    fn uncommit_item(&mut self, item: u32) {
        if self.uses.give_back(item as usize) {
            self.uncover(item);
        }
    }

    fn cover(&mut self, item: u32) {
        let mut p = self.nodes[item as usize].down;
        while p != item {
            self.hide(p);
            p = self.nodes[p as usize].down;
        }
        let (l, r) = (self.left[item as usize], self.right[item as usize]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        self.watch[item as usize] = false;
    }

    fn uncover(&mut self, item: u32) {
        let (l, r) = (self.left[item as usize], self.right[item as usize]);
        self.right[l as usize] = item;
        self.left[r as usize] = item;
        self.watch[item as usize] = l != item;
        let mut p = self.nodes[item as usize].up;
        while p != item {
            self.unhide(p);
            p = self.nodes[p as usize].up;
        }
    }

    /// Removes the other entries of `p`'s option from their item lists.
    fn hide(&mut self, p: u32) {
        let (updates, zeroed) = hide(&mut self.nodes, &mut self.len, &self.watch, p);
        self.stats.updates += updates;
        self.zeroed |= zeroed;
    }

    fn unhide(&mut self, p: u32) {
        unhide(&mut self.nodes, &mut self.len, p);
    }
}

/// Unlinks the entries of `p`'s option other than `p` from their columns; returns how many
/// and whether a watched item lost its last option.
fn hide(nodes: &mut [Node], len: &mut [u32], watch: &[bool], p: u32) -> (u64, bool) {
    let mut q = p + 1;
    let mut updates = 0;
    let mut zeroed = false;
    while q != p {
        let Node { top, up, down } = nodes[q as usize];
        if top == 0 {
            q = up;
        } else {
            nodes[up as usize].down = down;
            nodes[down as usize].up = up;
            len[top as usize] -= 1;
            zeroed |= len[top as usize] == 0 && watch[top as usize];
            updates += 1;
            q += 1;
        }
    }
    (updates, zeroed)
}

/// Relinks what [`hide`] unlinked, in reverse order.
fn unhide(nodes: &mut [Node], len: &mut [u32], p: u32) {
    let mut q = p - 1;
    while q != p {
        let Node { top, up, down } = nodes[q as usize];
        if top == 0 {
            q = down;
        } else {
            nodes[up as usize].down = q;
            nodes[down as usize].up = q;
            len[top as usize] += 1;
            q -= 1;
        }
    }
}

impl Solver for Dlx {
    fn stats(&self) -> Stats {
        self.stats
    }

    fn search(
        &mut self,
        visit: &mut dyn FnMut(&[OptionId]) -> Flow,
        mut monitor: Option<&mut Monitor<'_>>,
    ) -> SearchEnd {
        let saved = self.cover_exhausted_counted();
        let outcome = self.run(visit, &mut monitor);
        for &item in saved.iter().rev() {
            self.uncover(item);
        }
        outcome
    }
}
/// What entering a node of the search led to.
enum Entered {
    /// An item was covered: its options are tried next.
    Branched,
    /// A solution or a dead end: back up.
    Leaf,
    /// The search ends here (stopped or cancelled), every choice undone.
    Ended(SearchEnd),
}
