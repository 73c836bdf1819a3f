//! The fewest turns in which one player can reach exactly 25 whatever the die shows, the
//! other players placing nothing (their chips stay as blockers): an AND-OR search by
//! iterative deepening, so the first depth that succeeds is proved shortest. The player's
//! moves are OR nodes; an uncancelled collapse is an AND node over the three outcomes of
//! the die (1, 2 or 3 chips), each followed by the player's choice of chips. Depths that
//! cannot add up to the points still needed are cut by a bound on the points a number of
//! turns can score, and failed nodes are remembered. Before any search,
//! [`unreachable::proof`] says when 25 can never be reached at any number of turns.

use super::combo::Spent;
use super::grid::Cells;
use super::moves::Move;
use super::rules::{self, collapses};
use super::state::{AFTER_COLLAPSE, Phase, State, TARGET};
use super::unreachable::{self, Unreachable, longest_free_run};
use crate::exact_cover::Flow;
use std::collections::HashMap;

/// How often (in nodes) the search tells its watcher where it is.
const WATCH_INTERVAL: u64 = 4096;

/// What the search found.
#[derive(Clone, Debug, PartialEq)]
pub enum PathAnswer {
    /// The fewest turns, and the strategy that reaches 25 in them.
    Found { turns: u32, plan: Plan },
    /// 25 cannot be reached, and why.
    Impossible(Unreachable),
    /// No way within the turns searched (all of them tried).
    NotWithin { turns: u32 },
    /// Told to stop before an answer: no way within `turns` turns (every line of them
    /// searched; 0 when not even one turn was), more not decided.
    Stopped { turns: u32 },
}

/// Where the search is, for a progress line: the turns it is trying and its nodes so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathProgress {
    pub turns: u32,
    pub nodes: u64,
}

/// A strategy: the move, then after a collapse one branch per outcome of the die.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub mv: Move,
    pub next: Next,
}

/// What follows a planned move.
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    /// The move wins.
    Won,
    /// The player's next turn.
    Then(Box<Plan>),
    /// The die: for each number of chips it takes (1 to 3), the chips to remove (none when
    /// all go) and the plan after.
    Die(Vec<DieBranch>),
}

/// One outcome of the die in a plan.
#[derive(Clone, Debug, PartialEq)]
pub struct DieBranch {
    /// The faces that give this outcome (`1-2`, `3-4`, `5-6`).
    pub faces: (u8, u8),
    /// The chips the player removes (`None` when every chip goes without a choice).
    pub remove: Option<Cells>,
    pub then: Box<Plan>,
}

/// Search statistics.
#[derive(Clone, Copy, Debug, Default)]
pub struct PathStats {
    pub nodes: u64,
}

/// The fewest turns for `player` to reach exactly 25 from `state`, searching at most
/// `max_turns` turns (and never past the player's turns left under the cap).
pub fn shortest(state: &State, player: usize, max_turns: u32) -> (PathAnswer, PathStats) {
    shortest_with(state, player, max_turns, &mut |_| Flow::Continue)
}

/// [`shortest`], telling `watch` where the search is at each number of turns and every few
/// thousand nodes; when it says stop, the answer is [`PathAnswer::Stopped`].
pub fn shortest_with(
    state: &State,
    player: usize,
    max_turns: u32,
    watch: &mut dyn FnMut(PathProgress) -> Flow,
) -> (PathAnswer, PathStats) {
    let mut search = Search::new(state, player, watch);
    let root = search.root.clone();
    if let Some(reason) = unreachable::proof(&root, player) {
        return (PathAnswer::Impossible(reason), search.stats);
    }
    let left = turns_left(state, player);
    for turns in 1..=max_turns.min(left) {
        search.turns = turns;
        let found = search.tell() == Flow::Continue && search.wins_within(&root, turns);
        if search.stopped {
            return (PathAnswer::Stopped { turns: turns - 1 }, search.stats);
        }
        if found {
            let plan = search.plan(&root, turns);
            return (PathAnswer::Found { turns, plan }, search.stats);
        }
    }
    let answer = if left <= max_turns {
        PathAnswer::Impossible(Unreachable::TurnCap { left })
    } else {
        PathAnswer::NotWithin { turns: max_turns }
    };
    (answer, search.stats)
}

/// The turns a player has left before the cap: turn `i` of the game (from 0) is seat
/// `i mod players`'s.
fn turns_left(state: &State, player: usize) -> u32 {
    let (done, players) = (u32::from(state.turns), state.players() as u32);
    let taken = done / players + u32::from((player as u32) < done % players);
    u32::from(super::state::TURN_CAP).saturating_sub(taken)
}

/// The player's side of a node, the key of the memory of failures.
type Key = (Cells, u8, u8, u8, u8, Spent, u8);

struct Search<'w> {
    root: State,
    player: usize,
    blockers: Cells,
    /// For each node that failed, the most turns it failed with.
    failed: HashMap<Key, u32>,
    stats: PathStats,
    /// The turns being tried, who is told, and whether they said stop.
    turns: u32,
    watch: &'w mut dyn FnMut(PathProgress) -> Flow,
    stopped: bool,
}

impl<'w> Search<'w> {
    fn new(
        state: &State,
        player: usize,
        watch: &'w mut dyn FnMut(PathProgress) -> Flow,
    ) -> Search<'w> {
        let mut root = state.clone();
        root.to_move = player;
        root.phase = Phase::Move;
        root.turns = 0;
        root.winner = None;
        let blockers = state.occupied() & !state.sides[player].chips;
        Search {
            root,
            player,
            blockers,
            failed: HashMap::new(),
            stats: PathStats::default(),
            turns: 0,
            watch,
            stopped: false,
        }
    }

    /// Tells the watcher where the search is; remembers a stop.
    fn tell(&mut self) -> Flow {
        let at = PathProgress {
            turns: self.turns,
            nodes: self.stats.nodes,
        };
        if (self.watch)(at) == Flow::Stop {
            self.stopped = true;
        }
        if self.stopped {
            Flow::Stop
        } else {
            Flow::Continue
        }
    }

    fn key(&self, state: &State) -> Key {
        let s = &state.sides[self.player];
        (
            s.chips,
            s.hand,
            s.score,
            s.held,
            s.earned,
            s.spent,
            state.supply,
        )
    }

    /// The state after the player's move, ready for their next turn (the others pass).
    fn after(&self, state: &State, mv: &Move) -> State {
        let mut next = rules::play(state, mv).expect("a legal move plays");
        if next.phase == Phase::Move {
            next.to_move = self.player;
            next.turns = 0;
        }
        next
    }

    /// The most points `turns` turns can add: activations score at most a line as long
    /// as the chips on the grid allow (up to the longest free run), or the cluster. Chips
    /// in hand are not counted (a collapse gives chips back), only the 10 a player has.
    fn bound(&self, state: &State, turns: u32) -> u32 {
        let side = &state.sides[self.player];
        let line_max = longest_free_run(self.blockers).min(5);
        let gain = |chips: u32| -> u32 {
            let line = if chips >= 2 {
                u32::from(super::combo::line_points(chips.min(line_max).max(2)))
            } else {
                0
            };
            let cluster = if chips >= 4 && !side.spent.cluster {
                7
            } else {
                0
            };
            line.max(cluster)
        };
        fn best(turns: u32, chips: u32, gain: &dyn Fn(u32) -> u32) -> u32 {
            if turns == 0 {
                return 0;
            }
            let activate = gain(chips + 1) + best(turns - 1, (chips + 1).min(10), gain);
            let build = best(turns - 1, (chips + 2).min(10), gain);
            activate.max(build)
        }
        best(turns, side.chips.count_ones(), &gain)
    }

    /// Whether the player can reach exactly 25 within `turns` turns whatever the die does.
    fn wins_within(&mut self, state: &State, turns: u32) -> bool {
        self.winning_move(state, turns).is_some()
    }

    /// A move that reaches 25 within `turns` turns, if there is one.
    fn winning_move(&mut self, state: &State, turns: u32) -> Option<Move> {
        self.stats.nodes += 1;
        if self.stopped
            || (self.stats.nodes.is_multiple_of(WATCH_INTERVAL) && self.tell() == Flow::Stop)
        {
            return None;
        }
        let side = &state.sides[self.player];
        if turns == 0 || side.score >= AFTER_COLLAPSE {
            return None;
        }
        let need = u32::from(TARGET - side.score);
        if self.bound(state, turns) < need {
            return None;
        }
        let key = self.key(state);
        if self.failed.get(&key).is_some_and(|&t| t >= turns) {
            return None;
        }
        let found = self.try_moves(state, turns);
        if found.is_none() && !self.stopped {
            self.failed.insert(key, turns);
        }
        found
    }

    fn try_moves(&mut self, state: &State, turns: u32) -> Option<Move> {
        let moves = rules::legal_moves(state);
        for mv in &moves {
            if let Move::Activate { chip, combo, token } = *mv {
                let a = rules::activation_of(state, self.player, chip as usize, combo);
                let safe = !collapses(state, self.player, &a);
                if rules::wins(state, self.player, &a, token) {
                    return Some(*mv);
                }
                if !safe && !token {
                    if self.die_holds(&self.after(state, mv), turns) {
                        return Some(*mv);
                    }
                    continue;
                }
            }
            if turns > 1 && !matches!(mv, Move::Pass) {
                let next = self.after(state, mv);
                if self.wins_within(&next, turns - 1) {
                    return Some(*mv);
                }
            }
        }
        None
    }

    /// After an uncancelled collapse: whether every outcome of the die leaves a choice of
    /// chips from which 25 is reached in the turns left.
    fn die_holds(&mut self, rolled: &State, turns: u32) -> bool {
        turns > 1
            && [1, 3, 5]
                .into_iter()
                .all(|face| self.outcome(rolled, face, turns).is_some())
    }

    /// For one face: the removal (if asked) after which 25 is reached in the turns left.
    fn outcome(&mut self, rolled: &State, face: u8, turns: u32) -> Option<Option<Cells>> {
        let after_roll = self.after(rolled, &Move::Roll(face));
        if after_roll.phase == Phase::Move {
            return self.wins_within(&after_roll, turns - 1).then_some(None);
        }
        for removal in rules::legal_moves(&after_roll) {
            let next = self.after(&after_roll, &removal);
            if self.wins_within(&next, turns - 1) {
                let Move::Remove(chips) = removal else {
                    unreachable!("a removal")
                };
                return Some(Some(chips));
            }
        }
        None
    }

    /// The strategy behind a successful search of `turns` turns.
    fn plan(&mut self, state: &State, turns: u32) -> Plan {
        let mv = self
            .winning_move(state, turns)
            .expect("the search succeeded here");
        let next = self.after(state, &mv);
        let follow = match next.phase {
            Phase::Roll => Next::Die(
                [1u8, 3, 5]
                    .into_iter()
                    .map(|face| {
                        let remove = self
                            .outcome(&next, face, turns)
                            .expect("every outcome holds");
                        let mut settled = self.after(&next, &Move::Roll(face));
                        if let Some(chips) = remove {
                            settled = self.after(&settled, &Move::Remove(chips));
                        }
                        DieBranch {
                            faces: (face, face + 1),
                            remove,
                            then: Box::new(self.plan(&settled, turns - 1)),
                        }
                    })
                    .collect(),
            ),
            _ if next.winner == Some(self.player) => Next::Won,
            _ => Next::Then(Box::new(self.plan(&next, turns - 1))),
        };
        Plan { mv, next: follow }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::struktura25::position::sketch as at;

    fn turns(answer: &PathAnswer) -> Option<u32> {
        match answer {
            PathAnswer::Found { turns, .. } => Some(*turns),
            _ => None,
        }
    }

    #[test]
    fn one_activation_away_is_one_turn() {
        let state = at(&["AAAA"], "players:\n  - {score: 13}\n  - {}\n");
        let (answer, _) = shortest(&state, 0, 6);
        assert_eq!(turns(&answer), Some(1));
    }

    #[test]
    fn the_empty_grid_takes_five_turns() {
        // By hand: 25 needs the cluster (7) and lines (multiples of 3), so three
        // activations at least (12 + 12 < 25); four turns allow one build before them, so
        // 2, 3 and 4 chips at the activations: a line of 3, then 4 chips cannot be both a
        // line of 5 and a cluster. Five turns: build a1 c1, activate b1 (line of 3, 6),
        // build e1 a2, activate d1 (line of 5, 12), activate b2 (cluster a1-b2, 7).
        let (answer, _) = shortest(&State::new(2), 0, 6);
        assert_eq!(turns(&answer), Some(5));
    }

    #[test]
    fn the_turn_cap_bounds_the_search() {
        // One activation from 25: after 118 turns each player has had 59 and has one
        // left, enough; after 120 none has any.
        let state = at(&["AAAA"], "players:\n  - {score: 13}\n  - {}\nturns: 118\n");
        assert_eq!(turns_left(&state, 0), 1);
        assert_eq!(turns_left(&state, 1), 1);
        assert_eq!(turns(&shortest(&state, 0, 6).0), Some(1));
        let capped = at(&["AAAA"], "players:\n  - {score: 13}\n  - {}\nturns: 120\n");
        assert!(matches!(
            shortest(&capped, 0, 6).0,
            PathAnswer::Impossible(_)
        ));
    }

    #[test]
    fn a_score_of_24_can_never_finish() {
        let state = at(&[], "players:\n  - {score: 24}\n  - {}\n");
        assert!(matches!(
            shortest(&state, 0, 6).0,
            PathAnswer::Impossible(_)
        ));
    }
}
