//! Which frontier position each search thread proves next. The root's moves are taken in
//! order, one thread to a move: a move is most often refuted by one of the first replies
//! tried, so a second thread on the same move mostly proves positions that the refutation
//! makes useless, while threads on different moves waste nothing unless a move wins.
//! Threads join a move when nothing else is left to start, and once so many of its
//! replies have turned out won that it looks like a winner, every reply of which must be
//! proved. The first winning move in order is the answer whatever the number of threads:
//! the moves before it are always finished.
//!
//! A move's frontier positions are listed when the move is opened (see [`super::top`]), so
//! a proof that ends at its first winning move lists only the moves it reaches.

use super::drive::Known;
use super::moves::Node;
use super::top::{Group, Key, MoveValue, Top};
use std::cmp::Reverse;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// One unit of work: frontier position `frontier` (the position `node`) under root move
/// `group`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Task {
    pub group: usize,
    pub frontier: usize,
    pub node: Node,
}

/// Lists a move of a top (see [`Top::list`]).
pub type Lister<'a> = &'a (dyn Fn(&mut Top, usize) + Sync);

/// A move whose replies have led to this many won positions, with none refuting it, is
/// helped by every thread with nothing better to do. Measured on two threads on the
/// bench's 11-left positions (see the README).
const JOIN_AFTER_WON: usize = 16;

/// Where one root move stands.
#[derive(Clone, Debug, Default)]
struct MoveState {
    /// Its frontier positions in the order they are tried (empty until opened).
    order: Vec<usize>,
    opened: bool,
    /// The next position of `order` to hand out.
    next: usize,
    /// Positions handed out and not yet finished.
    in_flight: usize,
    /// Positions proved won for the root player.
    won: usize,
    /// The losses known when the move last looked for one among its positions.
    losses_seen: usize,
    value: Option<MoveValue>,
}

/// The shared plan of a run (kept behind a lock by the caller).
pub struct Schedule<'a> {
    top: Top,
    list: Lister<'a>,
    /// What was known before the run, for the positions of the moves listed later.
    known_before: Known,
    /// One stop flag per root move, read by the searches working under it.
    stops: &'a [AtomicBool],
    moves: Vec<MoveState>,
    /// What is known of each frontier position: whether the root player wins there.
    values: Vec<Option<bool>>,
    /// How many frontier positions are known lost for the root player.
    losses: usize,
    refuters: Refuters,
    every_move: bool,
    /// The first winning move found so far.
    winner: Option<usize>,
    /// Every move before this one is settled.
    first_open: usize,
    deadline_hit: bool,
    /// Results not yet passed on to the caller.
    fresh: Vec<(usize, bool)>,
    /// Frontier positions settled in this run.
    pub positions_done: usize,
}

impl<'a> Schedule<'a> {
    /// A plan for `top`, with the results `known` for some frontier positions; `list`
    /// lists a move when it is opened, if the top has not listed it.
    pub fn new(
        top: Top,
        stops: &'a [AtomicBool],
        known: &Known,
        every_move: bool,
        list: Lister<'a>,
    ) -> Schedule<'a> {
        // A top listed whole never looks a position up again.
        let known_before = if top.all_listed() {
            Known::new()
        } else {
            known.clone()
        };
        let mut schedule = Schedule {
            moves: vec![MoveState::default(); top.groups.len()],
            top,
            list,
            known_before,
            stops,
            values: Vec::new(),
            losses: 0,
            refuters: Refuters::default(),
            every_move,
            winner: None,
            first_open: 0,
            deadline_hit: false,
            fresh: Vec::new(),
            positions_done: 0,
        };
        schedule.value_new_positions(known);
        schedule
    }

    /// Gives the frontier positions listed since the last call their values in `known`.
    fn value_new_positions(&mut self, known: &Known) {
        for key in &self.top.keys[self.values.len()..] {
            let value = known.get(key).copied();
            self.losses += usize::from(value == Some(false));
            self.values.push(value);
        }
    }

    /// The moves at the root.
    pub fn moves(&self) -> usize {
        self.top.groups.len()
    }

    /// The frontier positions listed so far.
    pub fn positions(&self) -> usize {
        self.top.frontier.len()
    }

    /// The top, with the moves listed in the run.
    pub fn into_top(self) -> Top {
        self.top
    }

    /// The next position to prove, or `None` when nothing is left to start.
    pub fn next_task(&mut self) -> Option<Task> {
        if self.deadline_hit {
            return None;
        }
        // Settling a move on the way (from results already known) can end the search:
        // the moves that matter are counted again at every step.
        let mut g = self.first_open;
        while g < self.needed_end() {
            if !self.moves[g].opened {
                self.open(g);
            }
            let state = &self.moves[g];
            if (state.in_flight == 0 || state.won >= JOIN_AFTER_WON)
                && let Some(task) = self.take(g)
            {
                return Some(task);
            }
            g += 1;
        }
        (self.first_open..self.needed_end()).find_map(|g| self.take(g))
    }

    /// Records how a task came out (`None`: it was stopped).
    pub fn finish(&mut self, task: Task, wins: Option<bool>) {
        let Task {
            group, frontier, ..
        } = task;
        self.moves[group].in_flight -= 1;
        if let Some(wins) = wins
            && self.values[frontier].is_none()
        {
            self.values[frontier] = Some(wins);
            self.losses += usize::from(!wins);
            self.fresh.push((frontier, wins));
            self.positions_done += 1;
        }
        if self.moves[group].value.is_some() {
            return;
        }
        match wins {
            Some(false) => self.settle(group, MoveValue::Refuted(frontier)),
            Some(true) => {
                self.moves[group].won += 1;
                self.settle_if_won(group);
            }
            None => {}
        }
    }

    /// Stops every search: the time is up.
    pub fn stop_all(&mut self) {
        self.deadline_hit = true;
        self.stops
            .iter()
            .for_each(|s| s.store(true, Ordering::Relaxed));
    }

    /// The results found since the last call, by the positions' keys.
    pub fn take_fresh(&mut self) -> Vec<(Key, bool)> {
        let fresh = std::mem::take(&mut self.fresh).into_iter();
        fresh.map(|(f, wins)| (self.top.keys[f], wins)).collect()
    }

    /// Each move's value (unknown where not settled).
    pub fn values(&self) -> Vec<MoveValue> {
        (self.moves.iter())
            .map(|m| m.value.unwrap_or(MoveValue::Unknown))
            .collect()
    }

    /// How many moves are settled.
    pub fn moves_done(&self) -> usize {
        self.moves.iter().filter(|m| m.value.is_some()).count()
    }

    /// Whether the run ended with a move it needed unsettled.
    pub fn stopped(&self) -> bool {
        self.moves[..self.needed_end()]
            .iter()
            .any(|m| m.value.is_none())
    }

    /// The moves that still matter end here: after the first winner nothing does, unless
    /// every move is to be valued.
    fn needed_end(&self) -> usize {
        match self.winner {
            Some(w) if !self.every_move => w,
            _ => self.moves.len(),
        }
    }

    /// Orders move `g`'s positions, replies that refuted lately first, and settles it at
    /// once when a position already known refutes it.
    fn open(&mut self, g: usize) {
        if !self.top.groups[g].listed {
            (self.list)(&mut self.top, g);
            let known = std::mem::take(&mut self.known_before);
            self.value_new_positions(&known);
            self.known_before = known;
        }
        let group = &self.top.groups[g];
        let order = self.refuters.order(group);
        let state = &mut self.moves[g];
        state.order = order.into_iter().map(|i| group.frontier[i]).collect();
        state.opened = true;
        self.check_known_losses(g);
    }

    /// Hands out move `g`'s next position not known yet, settling the move when one
    /// known refutes it or when all have been proved won.
    fn take(&mut self, g: usize) -> Option<Task> {
        if self.moves[g].value.is_some() || !self.moves[g].opened {
            return None;
        }
        self.check_known_losses(g);
        loop {
            let state = &mut self.moves[g];
            if state.value.is_some() {
                return None;
            }
            let Some(&f) = state.order.get(state.next) else {
                self.settle_if_won(g);
                return None;
            };
            state.next += 1;
            match self.values[f] {
                None => {
                    state.in_flight += 1;
                    let node = self.top.frontier[f];
                    return Some(Task {
                        group: g,
                        frontier: f,
                        node,
                    });
                }
                Some(true) => state.won += 1,
                Some(false) => self.settle(g, MoveValue::Refuted(f)),
            }
        }
    }

    /// Settles move `g` as refuted when any of its positions is known lost (found under
    /// another move: a move followed by a reply reaches the same position as the reply
    /// followed by the move).
    fn check_known_losses(&mut self, g: usize) {
        if self.moves[g].losses_seen == self.losses {
            return;
        }
        self.moves[g].losses_seen = self.losses;
        let frontier = &self.top.groups[g].frontier;
        if let Some(&f) = frontier.iter().find(|&&f| self.values[f] == Some(false)) {
            self.settle(g, MoveValue::Refuted(f));
        }
    }

    /// Settles move `g` as a win once every position has been handed out and proved won.
    fn settle_if_won(&mut self, g: usize) {
        let state = &self.moves[g];
        if state.opened && state.next == state.order.len() && state.in_flight == 0 {
            self.settle(g, MoveValue::Wins);
        }
    }

    fn settle(&mut self, g: usize, value: MoveValue) {
        self.moves[g].value = Some(value);
        self.stops[g].store(true, Ordering::Relaxed);
        match value {
            MoveValue::Refuted(f) => self.refuters.record(&self.top.groups[g], f),
            MoveValue::Wins if !self.every_move && self.winner.is_none_or(|w| g < w) => {
                self.winner = Some(g);
                (self.stops[g + 1..].iter()).for_each(|s| s.store(true, Ordering::Relaxed));
            }
            _ => {}
        }
        while self.first_open < self.moves.len() && self.moves[self.first_open].value.is_some() {
            self.first_open += 1;
        }
    }
}

/// The replies that have refuted root moves so far, with how many each refuted: a reply
/// that refuted one move often refutes others too (those far from it on the board), so
/// under each new move the positions such replies lead to are proved first, the most
/// frequent refuters first and, among equals, the latest. Measured on two threads on the
/// bench's losing and winning 11-left positions (threads joining a move after 64 won
/// replies), this history took 39.7 s and 45.8 s where remembering only the latest eight
/// refuters, latest first, took 72.3 s and 47.5 s, and none 63.5 s and 59.3 s.
#[derive(Default)]
struct Refuters {
    /// For each refuting reply's cells: how many moves it refuted, and when it last did.
    refuted: HashMap<u64, (u32, u64)>,
    records: u64,
}

impl Refuters {
    /// Records that frontier position `f` refuted `group`'s move.
    fn record(&mut self, group: &Group, f: usize) {
        let Some(i) = group.frontier.iter().position(|&x| x == f) else {
            return;
        };
        self.records += 1;
        let entry = self.refuted.entry(group.reply_cells[i]).or_default();
        *entry = (entry.0 + 1, self.records);
    }

    /// The indices of `group`'s frontier: those reached by a reply that refuted before
    /// first (most often, then latest), the rest in their order.
    fn order(&self, group: &Group) -> Vec<usize> {
        let rank = |i: &usize| match self.refuted.get(&group.reply_cells[*i]) {
            Some(&(count, latest)) => (false, Reverse(count), Reverse(latest)),
            None => (true, Reverse(0), Reverse(0)),
        };
        let mut order: Vec<usize> = (0..group.frontier.len()).collect();
        order.sort_by_key(rank);
        order
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::prover::{Node, Placement};

    fn group(frontier: Vec<usize>) -> Group {
        let reply_cells = (0..frontier.len()).map(|i| 1u64 << i).collect();
        Group {
            placement: Placement { cells: 1, kind: 0 },
            replies: frontier.len() as u32,
            frontier,
            reply_cells,
            listed: true,
        }
    }

    /// Every move of the tops below is listed.
    const NO_LISTING: Lister = &|_, _| unreachable!("every move is listed");

    /// The results of frontier positions 0, 1, 2… (`None`: not known).
    fn known(values: &[Option<bool>]) -> Known {
        let known = values.iter().enumerate();
        known.filter_map(|(f, v)| Some((key(f), (*v)?))).collect()
    }

    fn key(f: usize) -> Key {
        (f as u64, 0)
    }

    /// A top whose root moves reach the given frontier positions, with a stop flag per
    /// move.
    fn layout(moves: &[&[usize]]) -> (Top, Vec<AtomicBool>) {
        let node = Node {
            occupied: 0,
            pool: 0,
        };
        let positions = moves
            .iter()
            .flat_map(|m| m.iter())
            .max()
            .map_or(0, |f| f + 1);
        let mut top = Top::with_groups(node, moves.iter().map(|m| group(m.to_vec())).collect());
        top.frontier = vec![node; positions];
        top.keys = (0..positions).map(key).collect();
        let stops = moves.iter().map(|_| AtomicBool::new(false)).collect();
        (top, stops)
    }

    fn task(group: usize, frontier: usize) -> Task {
        let node = Node {
            occupied: 0,
            pool: 0,
        };
        Task {
            group,
            frontier,
            node,
        }
    }

    #[test]
    fn replies_that_refuted_come_first_most_often_then_latest() {
        let group = group(vec![10, 11, 12]); // replies 0b001, 0b010, 0b100
        let mut refuters = Refuters::default();
        assert_eq!(refuters.order(&group), [0, 1, 2]);
        refuters.record(&group, 12);
        assert_eq!(refuters.order(&group), [2, 0, 1]);
        refuters.record(&group, 11);
        assert_eq!(refuters.order(&group), [1, 2, 0]);
        refuters.record(&group, 12);
        assert_eq!(refuters.order(&group), [2, 1, 0], "12 refuted twice");
        refuters.record(&group, 11);
        refuters.record(&group, 11);
        refuters.record(&group, 10);
        assert_eq!(refuters.order(&group), [1, 2, 0], "most often beats latest");
    }

    #[test]
    fn threads_take_different_moves_and_help_only_when_nothing_else_is_left() {
        let (top, stops) = layout(&[&[0, 1], &[2, 3]]);
        let mut plan = Schedule::new(top, &stops, &Known::new(), false, NO_LISTING);
        let a = plan.next_task().unwrap();
        let b = plan.next_task().unwrap();
        assert_eq!((a.group, b.group), (0, 1));
        // Nothing left to open: the third thread helps the first move.
        assert_eq!(plan.next_task(), Some(task(0, 1)));
        plan.finish(b, Some(false));
        assert_eq!(plan.values()[1], MoveValue::Refuted(2));
        assert!(stops[1].load(Ordering::Relaxed));
        plan.finish(a, Some(true));
        assert_eq!(plan.next_task(), None);
        plan.finish(task(0, 1), Some(true));
        assert_eq!(plan.values(), [MoveValue::Wins, MoveValue::Refuted(2)]);
        assert!(!plan.stopped());
    }

    #[test]
    fn a_loss_found_under_one_move_refutes_another_that_shares_it() {
        let (top, stops) = layout(&[&[0, 1], &[2, 1]]);
        let mut plan = Schedule::new(top, &stops, &Known::new(), true, NO_LISTING);
        let a = plan.next_task().unwrap();
        let b = plan.next_task().unwrap();
        assert_eq!((a, b), (task(0, 0), task(1, 2)));
        plan.finish(a, Some(true));
        let c = plan.next_task().unwrap();
        assert_eq!(c, task(0, 1));
        plan.finish(c, Some(false));
        plan.finish(b, Some(true));
        // Placing 1 reaches position 1 too: it is refuted without searching it again.
        assert_eq!(plan.next_task(), None);
        assert_eq!(
            plan.values(),
            [MoveValue::Refuted(1), MoveValue::Refuted(1)]
        );
    }

    #[test]
    fn a_winner_settled_from_known_results_ends_the_hand_out() {
        let (top, stops) = layout(&[&[0], &[1], &[2]]);
        let known = known(&[Some(false), Some(true), None]);
        let mut plan = Schedule::new(top, &stops, &known, false, NO_LISTING);
        assert_eq!(
            plan.next_task(),
            None,
            "move 2 comes after the winner: not needed"
        );
        let values = [MoveValue::Refuted(0), MoveValue::Wins, MoveValue::Unknown];
        assert_eq!(plan.values(), values);
        assert!(!plan.stopped());
    }

    #[test]
    fn the_first_winner_stands_and_later_moves_are_stopped() {
        let (top, stops) = layout(&[&[0], &[1], &[2]]);
        let mut plan = Schedule::new(top, &stops, &Known::new(), false, NO_LISTING);
        let tasks: Vec<Task> = (0..3).map(|_| plan.next_task().unwrap()).collect();
        plan.finish(tasks[1], Some(true));
        assert!(stops[2].load(Ordering::Relaxed) && !stops[0].load(Ordering::Relaxed));
        plan.finish(tasks[2], None);
        assert!(plan.stopped(), "move 0 is still needed");
        plan.finish(tasks[0], Some(true));
        assert_eq!(plan.values()[..2], [MoveValue::Wins, MoveValue::Wins]);
        assert!(!plan.stopped());
    }
}
