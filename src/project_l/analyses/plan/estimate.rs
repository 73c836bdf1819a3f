//! The search's estimate of the actions a plan still needs, which never overstates them (but
//! in a bot's search: see the decompositions below).
//! Cards complete in some order, and the estimate is the best order's:
//! - **acquisitions**: when a card completes, the pieces placed on it since the plan began
//!   are all out of the supply at once, and only the supply, the cards completed before it
//!   and the actions so far can have provided them. Takes add one piece and one level,
//!   upgrades at most `gain` levels; and each acquisition makes at most one piece of a kind
//!   that the supply and those cards' returns lack;
//! - **placements**: each action puts at most one piece on a card, so with `m` master
//!   actions (at most one a turn) a card needing `p` pieces needs `p - m` other placing
//!   actions;
//! - **capacity**: a master action saves an action for each piece it puts on a card beyond
//!   the first to complete of its cards, and that piece waits on its card while the open
//!   cards before it in the order complete. Then those cards' pieces and the pieces
//!   already on later cards are out of the supply too, so the pieces and cells the player
//!   owns bound the savings; and a master action puts at most one piece on each card, so
//!   the pieces saved on a card are no more than the master actions before it completes,
//!   and the sooner they come, the longer their pieces wait ([`super::savings`]).
//!
//! A ghost piece (Ghost expansion) can be decomposed in one action into up to five pieces, so a
//! ghost held or given as a reward counts as five pieces; and while one can still be held, the
//! kinds missing and the capacity are not counted (an action may then bring several kinds at once).
//! A decomposition may also place its new pieces, one a card, so each one still possible counts as
//! a master action besides (but in a bot's search, which may overstate: see
//! [`Search::every_placing_decomposition`]). A level-up reward (waiting, or given by an open card)
//! adds at most its levels as cells, one more where it may skip a level the bank lacks (as an
//! upgrade may: the search's `gain` above 1), and, as it may reach a ghost, four pieces; an
//! ambassador action (held, or given by an open card) counts as one more master action; and while
//! either may still come, the kinds missing and the capacity are not counted either.

use super::node::{MAX_CARDS, Node};
use super::savings::{CardNeed, Cut, Savings};
use super::search::Search;
use crate::project_l::{ACTIONS_PER_TURN, Reward, Supply, is_ghost};

/// The pieces of `supply`, a ghost piece counted as the five it can be decomposed into.
fn pieces_to_be(supply: &Supply) -> u32 {
    let ghosts: u32 = supply
        .iter()
        .filter(|&(k, _)| is_ghost(k))
        .map(|(_, n)| n)
        .sum();
    supply.pieces() + 4 * ghosts
}

/// Missing pieces beyond this many are not counted (the search rarely gets that far).
const MISSING_CAP: u32 = 6;

impl Search<'_> {
    /// A lower bound on the actions left (see the module header); `u32::MAX` if a card can
    /// no longer be completed. Values from `below` up are not worked out: any number at
    /// least `below` stands for them.
    pub fn estimate(&self, node: &Node, below: u32) -> u32 {
        self.estimate_counting(node, true, below)
    }

    /// [`Search::estimate`] without the kinds missing or the capacity: weaker, and much
    /// quicker. Values from `below` up are not worked out: any number at least `below`
    /// stands for them.
    pub fn quick_estimate(&self, node: &Node, below: u32) -> u32 {
        self.estimate_counting(node, false, below)
    }

    fn estimate_counting(&self, node: &Node, full: bool, below: u32) -> u32 {
        let Some(at) = self.situation(node) else {
            return u32::MAX;
        };
        if at.needs.is_empty() {
            return 0;
        }
        // While a decomposition, a level-up or an ambassador action may still come.
        let full = full && at.decompositions == 0 && at.ambassadors == 0;
        // The placing actions alone, as cheap as it gets.
        let placing = self.fewest_actions(&at, 0);
        if placing >= below {
            return placing;
        }
        if !full {
            return self.fewest_actions(&at, self.fewest_acquisitions_in_any_order(&at));
        }
        let mut missing = Missing::default();
        let returns = self.returns(&at);
        let mut best = below;
        for order in orders(at.needs.len()) {
            let bound = Bound { order, below: best };
            let acquisitions = self.fewest_acquisitions(&at, bound, &returns, &mut missing);
            if acquisitions < best {
                best = best.min(self.fewest_actions_by_capacity(&at, bound, acquisitions));
            }
        }
        best
    }

    /// The most decompositions the plan can still make: a ghost piece held, on an open card
    /// (held there or placed, back when the card completes) or given by one, and one for
    /// each level-up, waiting or given by an open card (the search raises one piece a
    /// level-up).
    fn decompositions_possible(&self, node: &Node) -> u32 {
        let ghosts = |supply: &Supply| -> u32 {
            supply
                .iter()
                .filter(|&(k, _)| is_ghost(k))
                .map(|(_, n)| n)
                .sum()
        };
        let on_card = |c: usize, s: u32| {
            let card = &self.cards[c];
            let reward = match card.reward {
                Reward::Piece(k) => u32::from(is_ghost(k)),
                Reward::LevelUp(_) => 1,
                Reward::Ambassador => 0,
            };
            ghosts(&card.held) + ghosts(&card.progress.states[s as usize]) + reward
        };
        let cards: u32 = self.open_cards(node).map(|(c, s)| on_card(c, s)).sum();
        node.levels_waiting().1 + ghosts(&node.supply) + cards
    }

    /// The most cells `count` level-ups of `levels` in all can add: their levels, and one
    /// more each where a level-up may skip a level the bank lacks (the engine's rule, as
    /// for an upgrade), which the search allows for when its `gain` is above 1.
    fn level_up_cells(&self, levels: u32, count: u32) -> u32 {
        levels + if self.gain > 1 { count } else { 0 }
    }

    /// What the open cards need, or `None` if one can no longer be completed.
    fn situation<'n>(&self, node: &'n Node) -> Option<Situation<'n>> {
        let mut needs = Needs::default();
        let mut ambassadors = u32::from(node.ambassadors);
        for (c, s) in self.open_cards(node) {
            if self.cards[c].progress.fewest_left[s as usize] == u8::MAX {
                return None;
            }
            needs.all[needs.len] = self.need(c, s);
            needs.len += 1;
            ambassadors += u32::from(self.cards[c].reward == Reward::Ambassador);
        }
        // A waiting level-up adds its levels (one more if it skips an empty level) and may
        // turn a piece into a ghost (four more).
        let (levels, waiting) = node.levels_waiting();
        let decompositions = self.decompositions_possible(node);
        Some(Situation {
            node,
            decompositions,
            decomposition_masters: if self.every_placing_decomposition {
                decompositions
            } else {
                0
            },
            supply_cells: node.supply.cells() + self.level_up_cells(levels, waiting),
            supply_pieces: pieces_to_be(&node.supply) + 4 * waiting,
            placing: Placing::new(&needs),
            needs,
            ambassadors,
        })
    }

    /// What completing card `c` gives back beyond the pieces placed on it since the plan
    /// began: the pieces held on it then and its reward.
    pub(super) fn card_gives(&self, c: usize) -> Gives {
        let card = &self.cards[c];
        let mut pieces = card.held;
        if let Reward::Piece(kind) = card.reward {
            pieces.add(kind, 1);
        }
        let (levels, ghost) = match card.reward {
            Reward::LevelUp(levels) => (self.level_up_cells(levels, 1), 4),
            _ => (0, 0),
        };
        Gives {
            pieces,
            cells_to_be: pieces.cells() + levels,
            pieces_to_be: pieces_to_be(&pieces) + ghost,
        }
    }

    fn need(&self, c: usize, s: u32) -> Need {
        let progress = &self.cards[c].progress;
        let gives = &self.gives[c];
        let pieces = u32::from(progress.fewest_left[s as usize]);
        let cells = progress.cells_left(s);
        Need {
            card: c,
            state: s,
            cells,
            pieces,
            slack: progress.largest_level * pieces - cells,
            level: progress.largest_level,
            placed_cells: u32::from(progress.state_cells[s as usize]),
            placed_pieces: u32::from(progress.state_pieces[s as usize]),
            gives_cells: gives.cells_to_be,
            gives_pieces: gives.pieces_to_be,
        }
    }

    /// Everything each open card gives back when completed, in the order of `at.needs`
    /// (worked out only where the kinds count: the quick estimate does not need it).
    fn returns(&self, at: &Situation) -> [Supply; MAX_CARDS] {
        let mut returns = [Supply::new(); MAX_CARDS];
        for (back, need) in returns.iter_mut().zip(at.needs.iter()) {
            let placed = &self.cards[need.card].progress.states[need.state as usize];
            *back = placed.plus(&self.gives[need.card].pieces);
        }
        returns
    }

    /// The takes and upgrades card `need` still lacks when the cards before it give back
    /// `back` (cells, pieces): its cells and pieces beyond what the supply and they hold.
    fn short_of(&self, at: &Situation, need: &Need, back: (u32, u32)) -> u32 {
        let short_cells = need.cells.saturating_sub(at.supply_cells + back.0);
        let short_pieces = need.pieces.saturating_sub(at.supply_pieces + back.1);
        // Most searches run with a gain of 1, and a division costs more than the rest.
        let by_levels = match self.gain {
            1 => short_cells,
            gain => short_cells.div_ceil(gain),
        };
        by_levels.max(short_pieces)
    }

    /// The fewest takes and upgrades before the cards can be complete, in the best order,
    /// counting cells and pieces only: by the sets of cards completed, the best order of
    /// each set ends with the card whose shortage, after the others, is least harmful
    /// (the quick estimate's; it is the least over the orders of [`Self::fewest_acquisitions`]
    /// without the kinds missing).
    fn fewest_acquisitions_in_any_order(&self, at: &Situation) -> u32 {
        const SETS: usize = 1 << MAX_CARDS;
        let all = (1usize << at.needs.len()) - 1;
        let (mut worst, mut back) = ([u32::MAX; SETS], [(0u32, 0u32); SETS]);
        worst[0] = 0;
        for set in 1..=all {
            let lowest = &at.needs[set.trailing_zeros() as usize];
            let rest = back[set & (set - 1)];
            back[set] = (
                rest.0 + lowest.placed_cells + lowest.gives_cells,
                rest.1 + lowest.placed_pieces + lowest.gives_pieces,
            );
            for (i, need) in at
                .needs
                .iter()
                .enumerate()
                .filter(|&(i, _)| set >> i & 1 == 1)
            {
                let before = set & !(1 << i);
                let last = self.short_of(at, need, back[before]);
                worst[set] = worst[set].min(worst[before].max(last));
            }
        }
        worst[all]
    }

    /// [`Self::fewest_acquisitions_in_any_order`] at `node`, for tests.
    #[cfg(test)]
    pub(super) fn quick_acquisitions(&self, node: &Node) -> Option<u32> {
        let at = self.situation(node)?;
        Some(self.fewest_acquisitions_in_any_order(&at))
    }

    /// The fewest takes and upgrades before the cards, completed in `bound.order`, can be
    /// complete (see the module header), kinds missing counted, or some number at least
    /// `bound.below`; `returns` holds what each card gives back ([`Self::returns`]).
    fn fewest_acquisitions(
        &self,
        at: &Situation,
        bound: Bound,
        returns: &[Supply; MAX_CARDS],
        missing: &mut Missing,
    ) -> u32 {
        let (mut cells_back, mut pieces_back, mut worst) = (0, 0, 0);
        let (mut earlier, mut pool) = (0usize, Supply::new());
        for &i in bound.order {
            let need = &at.needs[i];
            worst = worst.max(self.short_of(at, need, (cells_back, pieces_back)));
            // Cards completed earlier only add to the pool, so the count with none of them
            // bounds every other; look further only when it could matter.
            let alone = self.missing_from(need, &at.node.supply, &mut missing.0[i][0]);
            if alone > worst && earlier != 0 {
                let pool = pool.plus(&at.node.supply);
                let with = self.missing_from(need, &pool, &mut missing.0[i][earlier]);
                worst = worst.max(with);
            } else {
                worst = worst.max(alone);
            }
            earlier |= 1 << i;
            pool = pool.plus(&returns[i]);
            if worst >= bound.below {
                return worst;
            }
            cells_back += need.placed_cells + need.gives_cells;
            pieces_back += need.placed_pieces + need.gives_pieces;
        }
        worst
    }

    /// [`Search::missing`], remembered in `known` (`u8::MAX`: not yet).
    fn missing_from(&self, need: &Need, pool: &Supply, known: &mut u8) -> u32 {
        if *known == u8::MAX {
            *known = self.missing(need, pool) as u8;
        }
        u32::from(*known)
    }

    /// The pieces the card needs beyond what `pool` holds of their kinds (see
    /// [`super::progress::CardProgress::fewest_missing`]), remembered across the search.
    fn missing(&self, need: &Need, pool: &Supply) -> u32 {
        let progress = &self.cards[need.card].progress;
        // Pieces beyond what the card can take make no difference.
        let pool = pool.intersection(&progress.most_of);
        // The pool takes 96 bits; the card (of 4) and its state (far fewer than 2^28) go
        // above it.
        debug_assert!(need.card < 16 && need.state < 1 << 28);
        let key = pool.packed() | (need.card as u128) << 96 | u128::from(need.state) << 100;
        if let Some(&known) = self.missing_known.borrow().get(&key) {
            return u32::from(known);
        }
        let found = progress.fewest_missing(need.state, &pool, MISSING_CAP);
        self.missing_known.borrow_mut().insert(key, found as u8);
        found
    }

    /// The fewest actions with at least `acquisitions` of them acquisitions and the rest
    /// enough placing actions, given the master actions they can hold.
    fn fewest_actions(&self, at: &Situation, acquisitions: u32) -> u32 {
        let mut n = acquisitions;
        let masters = |n| at.masters_within(n);
        while n < acquisitions + at.placing.with_masters(masters(n)) {
            n += 1;
        }
        n
    }

    /// The fewest actions when the cards complete in `bound.order`, over the number of
    /// acquisitions from `acquisitions` on (each adds a piece or a level the savings can
    /// use); `bound.below` when none is below it.
    fn fewest_actions_by_capacity(&self, at: &Situation, bound: Bound, acquisitions: u32) -> u32 {
        let pieces = at.placing.pieces;
        let most_savings = pieces - at.needs[bound.order[0]].pieces;
        // No number of acquisitions needs fewer placing actions than this.
        let fewest_placing = (pieces - most_savings).max(at.placing.with_masters(u32::MAX));
        let savings = savings_in_order(at, bound.order);
        let mut fewest = bound.below;
        for a in acquisitions.. {
            if a + fewest_placing >= fewest {
                break;
            }
            if a == acquisitions + MAX_EXTRA_ACQUISITIONS {
                // Past this, count only that more acquisitions cannot save more.
                fewest = a + fewest_placing;
                break;
            }
            if let Some(saved) = savings.most(a, self.gain, u32::MAX) {
                if a + pieces - saved < fewest {
                    fewest = self.fewest_actions_saving(at, &savings, a, saved, fewest);
                }
                if saved == most_savings {
                    break;
                }
            }
        }
        fewest
    }

    /// The fewest actions with `a` acquisitions, when master actions could save `saved`
    /// placing actions if there were enough of them (each puts at most one piece on each
    /// card), or `below` if there are no fewer.
    fn fewest_actions_saving(
        &self,
        at: &Situation,
        savings: &Savings,
        a: u32,
        saved: u32,
        below: u32,
    ) -> u32 {
        let pieces = at.placing.pieces;
        let mut n = a + pieces - saved;
        let mut known: Option<(u32, u32)> = None;
        while n < below {
            let masters = at.masters_within(n);
            let saved = match known {
                Some((m, saved)) if m == masters => saved,
                _ => savings.most(a, self.gain, masters).unwrap_or(0),
            };
            known = Some((masters, saved));
            if n >= a + at.placing.with_masters(masters).max(pieces - saved) {
                return n;
            }
            n += 1;
        }
        below
    }
}

/// What master actions can save when the cards complete in `order`: what the player owns
/// beyond the pieces and cells that must be on cards when each completes, before any
/// acquisition, and what each card needs.
fn savings_in_order(at: &Situation, order: &[usize]) -> Savings {
    let (mut later_pieces, mut later_cells) = (0, 0);
    for need in at.needs.iter() {
        later_pieces += need.placed_pieces as i32;
        later_cells += need.placed_cells as i32;
    }
    let mut owned_pieces = at.supply_pieces as i32 + later_pieces;
    let mut owned_cells = at.supply_cells as i32 + later_cells;
    let mut savings = Savings {
        len: order.len(),
        ..Savings::default()
    };
    for (place, &i) in order.iter().enumerate() {
        let need = &at.needs[i];
        later_pieces -= need.placed_pieces as i32;
        later_cells -= need.placed_cells as i32;
        let used_pieces = (need.placed_pieces + need.pieces) as i32 + later_pieces;
        let used_cells = (need.placed_cells + need.cells) as i32 + later_cells;
        savings.cuts[place] = Cut {
            pieces: owned_pieces - used_pieces,
            cells: owned_cells - used_cells,
        };
        savings.cards[place] = CardNeed {
            pieces: need.pieces,
            slack: need.slack,
            level: need.level,
        };
        owned_pieces += need.gives_pieces as i32;
        owned_cells += need.gives_cells as i32;
    }
    savings
}

/// An order of completion, and the number past which the exact count does not matter.
#[derive(Clone, Copy)]
struct Bound<'a> {
    order: &'a [usize],
    below: u32,
}

/// Acquisitions past the fewest that the capacity bound tries.
const MAX_EXTRA_ACQUISITIONS: u32 = 4;

/// The pieces missing by kind, per card and set of cards completed before it, as far as
/// one estimate has needed them (`u8::MAX`: not yet).
struct Missing([[u8; 1 << MAX_CARDS]; MAX_CARDS]);

impl Default for Missing {
    fn default() -> Missing {
        Missing([[u8::MAX; 1 << MAX_CARDS]; MAX_CARDS])
    }
}

/// What the open cards of a state need, with the supply's size.
struct Situation<'n> {
    node: &'n Node,
    needs: Needs,
    /// Ambassador actions held or given by open cards.
    ambassadors: u32,
    /// The most decompositions still possible.
    decompositions: u32,
    /// Those counted as master actions, as each may place pieces: all of them, but in a
    /// bot's search, which lets the estimate overstate rather than weaken it (see
    /// [`Search::every_placing_decomposition`]).
    decomposition_masters: u32,
    supply_cells: u32,
    supply_pieces: u32,
    placing: Placing,
}

impl Situation<'_> {
    /// The most master actions the next `n` actions can hold, ambassador actions held or
    /// given by open cards counted as master actions, and decompositions too: a
    /// decomposition places at most one piece on each card, as a master action does, and
    /// its action is one the count of acquisitions leaves out (a ghost already counts as
    /// the pieces it splits into), so it may be counted as a master action (but in a bot's
    /// search: see `decomposition_masters`).
    fn masters_within(&self, n: u32) -> u32 {
        let this_turn = ACTIONS_PER_TURN - u32::from(self.node.phase);
        let now = u32::from(!self.node.master_used);
        let later = n.saturating_sub(this_turn).div_ceil(ACTIONS_PER_TURN);
        now + self.ambassadors + self.decomposition_masters + later
    }
}

/// What each open card needs, held in place (a state is rated many times over, and a
/// vector's allocation showed in its profile).
#[derive(Default)]
struct Needs {
    all: [Need; MAX_CARDS],
    len: usize,
}

impl std::ops::Deref for Needs {
    type Target = [Need];

    fn deref(&self) -> &[Need] {
        &self.all[..self.len]
    }
}

/// What completing a card gives back beyond the pieces placed on it since the plan began.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Gives {
    /// The pieces held on it when the plan began, and a piece reward.
    pieces: Supply,
    /// The cells and pieces those and its reward can come to (a level-up's levels, a ghost
    /// counted as five pieces).
    cells_to_be: u32,
    pieces_to_be: u32,
}

/// What a card still needs and what completing it gives back.
#[derive(Clone, Copy, Debug, Default)]
struct Need {
    card: usize,
    state: u32,
    cells: u32,
    /// The fewest pieces that can complete it.
    pieces: u32,
    /// How many cells fewer than that many pieces of the largest level its empty cells are.
    slack: u32,
    /// The largest level of a kind it can take.
    level: u32,
    /// Cells and pieces put on it since the plan began.
    placed_cells: u32,
    placed_pieces: u32,
    /// Cells and pieces it gives back beyond those: the pieces held when the plan began,
    /// and the reward.
    gives_cells: u32,
    gives_pieces: u32,
}

/// The fewest actions that place every piece the cards need, by the most master actions
/// among them: a card takes one piece per action, so with `m` masters each card needs its
/// pieces beyond `m` placed one action at a time.
struct Placing {
    /// By the most masters, up to the most pieces a card needs (more do not help).
    fewest: [u32; 32],
    most_useful: u32,
    /// The pieces all the cards need.
    pieces: u32,
}

impl Placing {
    fn new(needs: &[Need]) -> Placing {
        let most_useful = needs.iter().map(|n| n.pieces).max().unwrap_or(0).min(31);
        let mut fewest = [0; 32];
        let mut best = u32::MAX;
        for (m, slot) in fewest.iter_mut().enumerate().take(most_useful as usize + 1) {
            let m = m as u32;
            let actions = m + needs
                .iter()
                .map(|n| n.pieces.saturating_sub(m))
                .sum::<u32>();
            best = best.min(actions);
            *slot = best;
        }
        Placing {
            fewest,
            most_useful,
            pieces: needs.iter().map(|n| n.pieces).sum(),
        }
    }

    fn with_masters(&self, masters: u32) -> u32 {
        self.fewest[masters.min(self.most_useful) as usize]
    }
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
    /// The orders of each number of cards, picked out of `ORDERS` once.
    static BY_COUNT: std::sync::LazyLock<[Vec<&'static [usize]>; 5]> =
        std::sync::LazyLock::new(|| {
            std::array::from_fn(|n| {
                let of_n = |o: &&[usize; 4]| {
                    o[..n].iter().all(|&i| i < n) && o[n..].windows(2).all(|w| w[0] < w[1])
                };
                ORDERS.iter().filter(of_n).map(|o| &o[..n]).collect()
            })
        });
    BY_COUNT[n].iter().copied()
}
