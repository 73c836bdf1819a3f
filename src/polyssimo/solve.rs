//! The outcome of a Polyssimo position under perfect play: negamax with alpha-beta pruning
//! and a transposition table, deepened iteratively so that a time limit still leaves the
//! best answer found so far. With 2 players this is exact minimax; with 3 or 4 it is the
//! *paranoid* search: the other players are taken to play together against the player to
//! move at the root, so a win found is a win against any play of theirs.
//!
//! Values are for the root player (see [`root_value`]): positive means a win, ties
//! included. At the depth limit a position is valued by the cells left alone. In Golomb's
//! game the value is +1 for a win and -1 for a loss.

use super::position::Mode;
use super::rules::{Placing, Rules, State};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// What the solver found.
#[derive(Clone, Debug)]
pub struct Solution {
    /// Value for the player to move at the root (see the module notes).
    pub value: i32,
    /// Whether the value is exact (the search reached the end of every line).
    pub exact: bool,
    /// The principal variation, best move first.
    pub line: Vec<Placing>,
    pub nodes: u64,
    /// Plies searched in the last completed iteration.
    pub depth: u32,
    pub elapsed: Duration,
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    value: i32,
    depth: u32,
    bound: Bound,
    best: Option<Placing>,
    /// Whether the value depends on no depth cut-off.
    complete: bool,
}

/// Drop the table when it grows past this many entries.
const TABLE_LIMIT: usize = 2_000_000;

struct Search<'a> {
    rules: &'a Rules,
    /// The player the search is for; the others are one side against them.
    root: usize,
    table: HashMap<State, Entry>,
    nodes: u64,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    stop: Option<&'static AtomicBool>,
    timed_out: bool,
}

/// When the search gives up: after a time, after a number of nodes (which makes it
/// deterministic), when a flag is set (Ctrl-C: once depth 1 is done), or at whichever comes
/// first.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limit {
    pub time: Option<Duration>,
    pub nodes: Option<u64>,
    pub stop: Option<&'static AtomicBool>,
}

/// Solves a 2-player position; with a time limit, the deepest completed iteration counts.
pub fn solve(rules: &Rules, root: &State, time_limit: Option<Duration>) -> Solution {
    let limit = Limit {
        time: time_limit,
        ..Limit::default()
    };
    solve_within(rules, root, limit)
}

/// [`solve`] within a [`Limit`]: the deepest iteration completed before it counts.
pub fn solve_within(rules: &Rules, root: &State, limit: Limit) -> Solution {
    let started = Instant::now();
    let mut search = Search {
        rules,
        root: usize::from(root.to_move),
        table: HashMap::new(),
        nodes: 0,
        deadline: limit.time.map(|t| started + t),
        node_limit: limit.nodes,
        stop: None,
        timed_out: false,
    };
    let pieces_left: u32 = root.hands.iter().map(|h| h.count_ones()).sum();
    let mut best = Solution {
        value: evaluate(rules, root, usize::from(root.to_move)),
        exact: rules.is_over(root),
        line: Vec::new(),
        nodes: 0,
        depth: 0,
        elapsed: Duration::ZERO,
    };
    for depth in 1..=pieces_left.max(1) {
        // Depth 1 (about a node a move) is finished whatever the flag says, so a search
        // told to stop at once still has a move to give.
        search.stop = limit.stop.filter(|_| depth > 1);
        let (value, complete) = search.negamax(root, depth, -i32::MAX, i32::MAX);
        if search.timed_out {
            break;
        }
        best = Solution {
            value,
            exact: complete,
            line: search.principal_variation(root),
            nodes: search.nodes,
            depth,
            elapsed: started.elapsed(),
        };
        if complete {
            break;
        }
    }
    best.nodes = search.nodes;
    best.elapsed = started.elapsed();
    best
}

/// The value for the root player of a finished game, or the cells-left estimate of an
/// unfinished one: twice (the fewest cells any other player has left minus the root
/// player's), and at the end, when the root player ties for fewest, +1 if the tie-break
/// of [`Rules::winner`] gives them the win, -1 if it gives it to another tied player, 0 if
/// the tie is shared. In Golomb's game, -1 if the root player is the one who cannot move,
/// +1 if the other is, 0 before the end.
fn root_value(rules: &Rules, state: &State, root: usize) -> i32 {
    let over = rules.is_over(state);
    if rules.mode == Mode::Golomb {
        return match (over, usize::from(state.to_move) == root) {
            (false, _) => 0,
            (true, true) => -1,
            (true, false) => 1,
        };
    }
    let mine = rules.cells_left(state, root) as i32;
    let others = (0..usize::from(state.players)).filter(|&p| p != root);
    let best_other = others
        .clone()
        .map(|p| rules.cells_left(state, p) as i32)
        .min()
        .unwrap_or(mine);
    let tie_break = if over && best_other == mine {
        match rules.winner(state) {
            Some(w) if w == root => 1,
            Some(_) => -1,
            None => 0,
        }
    } else {
        0
    };
    2 * (best_other - mine) + tie_break
}

/// [`root_value`] seen by the side to move: the root player, or the others together.
fn evaluate(rules: &Rules, state: &State, root: usize) -> i32 {
    let value = root_value(rules, state, root);
    if usize::from(state.to_move) == root {
        value
    } else {
        -value
    }
}

/// What a table entry settles at `depth` within `alpha..beta`: its value and completeness,
/// if it is deep enough (or complete) and exact or a bound beyond the window.
fn usable(entry: Entry, depth: u32, alpha: i32, beta: i32) -> Option<(i32, bool)> {
    if entry.depth < depth && !entry.complete {
        return None;
    }
    let settles = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => entry.value >= beta,
        Bound::Upper => entry.value <= alpha,
    };
    settles.then_some((entry.value, entry.complete))
}

impl Search<'_> {
    /// Returns the value and whether it is complete (no line was cut by the depth).
    fn negamax(&mut self, state: &State, depth: u32, alpha: i32, beta: i32) -> (i32, bool) {
        self.nodes += 1;
        if self.out_of_budget() {
            return (0, false);
        }
        if self.rules.is_over(state) {
            return (evaluate(self.rules, state, self.root), true);
        }
        if depth == 0 {
            return (evaluate(self.rules, state, self.root), false);
        }
        let entry = self.table.get(state).copied();
        if let Some(found) = entry.and_then(|e| usable(e, depth, alpha, beta)) {
            return found;
        }
        let (best_value, best_move, complete) =
            self.children(state, depth, alpha, beta, entry.and_then(|e| e.best));
        let bound = if best_value <= alpha {
            Bound::Upper
        } else if best_value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if self.table.len() > TABLE_LIMIT {
            self.table.clear();
        }
        let entry = Entry {
            value: best_value,
            depth,
            bound,
            best: best_move,
            complete,
        };
        self.table.insert(*state, entry);
        (best_value, complete)
    }

    fn late(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() > d)
    }

    fn told_to_stop(&self) -> bool {
        self.stop.is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Whether the time or the node budget is spent, or the search told to stop (it stays
    /// spent once it is).
    fn out_of_budget(&mut self) -> bool {
        if self.nodes.is_multiple_of(4096) && (self.late() || self.told_to_stop()) {
            self.timed_out = true;
        }
        if self.node_limit.is_some_and(|n| self.nodes > n) {
            self.timed_out = true;
        }
        self.timed_out
    }

    /// Searches the moves of `state`, best first, until one reaches `beta`: the best
    /// value, its move and whether every child's value was complete.
    fn children(
        &mut self,
        state: &State,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        hint: Option<Placing>,
    ) -> (i32, Option<Placing>, bool) {
        let mut best_value = -i32::MAX;
        let mut best_move = None;
        let mut complete = true;
        for mv in self.ordered_moves(state, hint) {
            let child = self.rules.play(state, mv);
            // Values are for the side to move in the child; the same side may move again
            // (the opponent is out, or one of the others follows another).
            let (value, child_complete) = if self.side(&child) == self.side(state) {
                self.negamax(&child, depth - 1, alpha, beta)
            } else {
                let (v, c) = self.negamax(&child, depth - 1, -beta, -alpha);
                (-v, c)
            };
            complete &= child_complete;
            if value > best_value {
                best_value = value;
                best_move = Some(mv);
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        (best_value, best_move, complete)
    }

    /// Whether the root player is to move (else one of the others).
    fn side(&self, state: &State) -> bool {
        usize::from(state.to_move) == self.root
    }

    /// Legal moves, the table's best first, then bigger pieces first.
    fn ordered_moves(&self, state: &State, hint: Option<Placing>) -> Vec<Placing> {
        let mut moves = Vec::new();
        self.rules.moves(state, &mut moves);
        moves.sort_by_key(|m| {
            (
                Some(*m) != hint,
                std::cmp::Reverse(self.rules.size(m.piece as usize)),
            )
        });
        moves
    }

    fn principal_variation(&self, root: &State) -> Vec<Placing> {
        let mut line = Vec::new();
        let mut state = *root;
        while let Some(mv) = self.table.get(&state).and_then(|e| e.best) {
            line.push(mv);
            state = self.rules.play(&state, mv);
            if line.len() > 64 {
                break;
            }
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::tests::{rules, strip};
    use super::*;
    use crate::geometry::{Mask, Region};
    use crate::polyssimo::Recency;
    use crate::random::Rng;

    fn state(hands: [u32; 2], occupied: &[usize]) -> State {
        State {
            occupied: Mask::from_bits(occupied.iter().copied()),
            hands: [hands[0], hands[1], 0, 0],
            players: 2,
            to_move: 0,
            out: 0,
            last_placed: None,
        }
    }

    #[test]
    fn a_stop_flag_set_ends_the_search_at_its_next_check() {
        static SET: AtomicBool = AtomicBool::new(true);
        let rules = strip();
        let mut search = Search {
            rules: &rules,
            root: 0,
            table: HashMap::new(),
            nodes: 4095,
            deadline: None,
            node_limit: None,
            stop: Some(&SET),
            timed_out: false,
        };
        // The time and the flag are looked at every 4096 nodes.
        assert!(!search.out_of_budget());
        search.nodes = 4096;
        assert!(search.out_of_budget());
        search.nodes = 4097;
        assert!(search.out_of_budget(), "spent once, spent for good");
    }

    /// Plain minimax over every line, no pruning, no table (2 players).
    fn minimax(rules: &Rules, state: &State) -> i32 {
        if rules.is_over(state) {
            return evaluate(rules, state, usize::from(state.to_move));
        }
        let mut moves = Vec::new();
        rules.moves(state, &mut moves);
        moves
            .into_iter()
            .map(|mv| {
                let child = rules.play(state, mv);
                let v = minimax(rules, &child);
                if child.to_move == state.to_move {
                    v
                } else {
                    -v
                }
            })
            .max()
            .expect("a player to move has a move")
    }

    #[test]
    fn a_strip_where_the_first_move_decides() {
        // 1x5 strip; player 1 holds a domino, player 2 a tromino. Cells 1-2 (or 2-3) leave
        // no room for the tromino: player 1 wins by 2*(3-0) = 6. Cells 0-1 would let player
        // 2 finish too, and win the tie as the last to place (-1).
        let r = rules(Region::rectangle(1, 5), &[("D", "##"), ("T", "###")]);
        let root = r.state_of_hands(state([0b01, 0b10], &[]));
        let s = solve(&r, &root, None);
        assert_eq!((s.value, s.exact), (6, true));
        let first = r.cells(s.line[0]);
        assert!(
            first == Mask::from_bits([1, 2]) || first == Mask::from_bits([2, 3]),
            "{first:?}"
        );
        assert_eq!(minimax(&r, &root), 6);
    }

    #[test]
    fn players_drop_out_and_ties_go_to_the_last_placer() {
        let r = rules(Region::rectangle(1, 4), &[("D", "##"), ("T", "###")]);
        // Player 2's tromino fits nowhere once cells 1-2 are taken.
        let s = r.state_of_hands(state([0b01, 0b10], &[]));
        let mv = Placing {
            piece: 0,
            placement: 1,
        };
        assert_eq!(r.cells(mv), Mask::from_bits([1, 2]));
        let after = r.play(&s, mv);
        assert!(r.is_over(&after));
        assert_eq!(r.winner(&after), Some(0));
        // Equal cells left (a domino each, no room): the last to place wins.
        let r = rules(Region::rectangle(1, 4), &[("D", "##"), ("E", "##")]);
        let full = r.state_of_hands(state([0b01, 0b10], &[0, 1, 2, 3]));
        assert!(r.is_over(&full));
        assert_eq!(
            r.winner(&State {
                last_placed: Recency::from_players(&[1]),
                ..full
            }),
            Some(1)
        );
        assert_eq!(
            r.winner(&State {
                last_placed: Recency::from_players(&[0]),
                ..full
            }),
            Some(0)
        );
        assert_eq!(
            r.winner(&State {
                last_placed: None,
                ..full
            }),
            None
        );
    }

    #[test]
    fn three_players_tie_to_the_later_of_the_tied_not_the_last_to_place() {
        // The 1x6 strip after t a1 b1 c1 (player 3) and b d1 (player 2): player 1 places a
        // on e1 or f1, player 3 fills the last cell with c and keeps d. Players 1 and 2 tie
        // on 0 cells; player 3 placed last, but of the tied, player 1 did: +1.
        let r = strip();
        let root = r.state_of_hands(State {
            occupied: Mask::from_bits([0, 1, 2, 3]),
            hands: [0b1, 0, 0b10100, 0],
            players: 3,
            to_move: 0,
            out: 0,
            last_placed: Recency::from_players(&[1, 2]),
        });
        let s = solve(&r, &root, None);
        assert_eq!((s.value, s.exact, s.line.len()), (1, true, 2));
        let mut end = root;
        for &mv in &s.line {
            end = r.play(&end, mv);
        }
        assert_eq!(r.winner(&end), Some(0));
    }

    #[test]
    fn alpha_beta_matches_plain_minimax_on_random_positions() {
        let shapes = [
            ("A", "#"),
            ("B", "##"),
            ("C", "###"),
            ("D", "##\n#."),
            ("E", "###\n.#."),
            ("F", "##\n##"),
        ];
        let r = rules(Region::rectangle(3, 4), &shapes);
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let mut hands = [0u32; 2];
            for piece in 0..shapes.len() {
                match rng.below(3) {
                    0 => hands[0] |= 1 << piece,
                    1 => hands[1] |= 1 << piece,
                    _ => {}
                }
            }
            let blocked: Vec<usize> = (0..12).filter(|_| rng.below(4) == 0).collect();
            let root = r.state_of_hands(state(hands, &blocked));
            let s = solve(&r, &root, None);
            assert!(s.exact);
            assert_eq!(
                s.value,
                minimax(&r, &root),
                "hands {hands:?} blocked {blocked:?}"
            );
        }
    }
}
