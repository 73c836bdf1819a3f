//! The exact chance that a player wins within a number of their own turns, the die
//! averaged and every other player against them: the certificate of Структура 25's
//! challenges. A win is the game's (exactly 25 with no collapse, or the game ending with the
//! player alone on top); the player's own choices — their moves and which chips a collapse
//! takes — take the best chance, the other players' the worst (the paranoid reduction, exact
//! with two players), and the die's three outcomes (one, two or three chips) count a third
//! each. Unlike `search`'s expectiminimax nothing here is estimated: no evaluation at a
//! depth, no removal chosen by a heuristic. Chances are exact fractions of [`CERTAIN`].
//!
//! The search is pruned without changing an answer: a reply that leaves the player no
//! chance, or less than a move already found, ends its move's search; at the player's last
//! turn only an activation reaching exactly 25 can win (when no move of theirs could end
//! the game otherwise), so that turn is one scan; and the other players' moves that take a
//! cell the player could win on are tried first.

use super::grid::{Cells, bit};
use super::moves::Move;
use super::rules::{self, activations, collapses, token_at_hand, winners, wins};
use super::state::{Phase, State, TURN_CAP};

/// A sure win: chances are counted in parts of this (3²⁰, so that every chance the die
/// makes — thirds of thirds, at most 20 rolls deep — is a whole number of parts).
pub const CERTAIN: u64 = 3u64.pow(20);

/// A move of the player to move and its chance: exact when `exact`, otherwise an upper
/// bound below the best move's chance (its search stopped once it could not reach it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Valued {
    pub mv: Move,
    pub chance: u64,
    pub exact: bool,
}

/// The chance, in parts of [`CERTAIN`], that the player to move wins within `turns` of their
/// own turns (this one the first).
pub fn win_chance(state: &State, turns: u32) -> u64 {
    chance_for(state, state.to_move, turns)
}

/// The chance of `player` winning within `turns` more of their own turns from `state`
/// (whoever is to move, at whatever point of a turn).
pub fn chance_for(state: &State, player: usize, turns: u32) -> u64 {
    Search::new(player).value(state, turns, 0)
}

/// Every legal move of the player to move with its chance of winning within `turns` of
/// their turns (this one the first): the best moves' chances exact, the others' exact or
/// bounded below the best.
pub fn move_chances(state: &State, turns: u32) -> Vec<Valued> {
    let search = Search::new(state.to_move);
    let mut best = 0;
    let mut valued = Vec::new();
    for mv in rules::legal_moves(state) {
        let chance = search.value(&after(state, &mv), turns_after(state, turns), best);
        let exact = chance >= best;
        best = best.max(chance);
        valued.push(Valued { mv, chance, exact });
    }
    valued
}

/// The player to move's own turns left after their move from `state`, with `turns` left
/// before it: one fewer when the move starts a turn (not a choice of chips after a
/// collapse).
pub fn turns_after(state: &State, turns: u32) -> u32 {
    match state.phase {
        Phase::Move => turns - 1,
        _ => turns,
    }
}

/// The move of the player to move with the best chance of their own win within `turns`
/// of their turns (this one the first), the first of the best, with that chance; `None`
/// when they have no move.
pub fn best_move(state: &State, turns: u32) -> Option<(Move, u64)> {
    let search = Search::new(state.to_move);
    let left = turns_after(state, turns);
    let mut best: Option<(Move, u64)> = None;
    for mv in rules::legal_moves(state) {
        let chance = search.value(&after(state, &mv), left, 0);
        if best.is_none_or(|(_, b)| chance > b) {
            best = Some((mv, chance));
        }
    }
    best
}

/// The move of the player to move (not `player`) that leaves `player` the least chance of
/// winning within `turns` more of their own turns, with that chance; `None` when the
/// player to move has no move (a chance turn, or the game over).
pub fn defence(state: &State, player: usize, turns: u32) -> Option<(Move, u64)> {
    let search = Search::new(player);
    let threats = search.win_cells(state);
    ordered(state, threats)
        .into_iter()
        .map(|mv| (mv, search.value(&after(state, &mv), turns, 0)))
        .min_by_key(|&(_, chance)| chance)
}

/// The chance search for one player.
struct Search {
    me: usize,
}

impl Search {
    fn new(me: usize) -> Search {
        Search { me }
    }

    /// The chance from `state` with `turns` of the player's own turns left to start, exact
    /// when it is at least `floor`, otherwise some bound below `floor`.
    fn value(&self, state: &State, turns: u32, floor: u64) -> u64 {
        if state.is_over() {
            return if winners(state) == [self.me] {
                CERTAIN
            } else {
                0
            };
        }
        match state.phase {
            Phase::Roll => self.die(state, turns),
            Phase::Remove(_) => self.removal(state, turns, floor),
            Phase::Move if state.to_move == self.me => self.own_turn(state, turns),
            Phase::Move if turns == 0 => 0,
            Phase::Move => self.their_turn(state, turns, floor),
        }
    }

    /// The die after an uncancelled collapse: one, two or three chips, a third each.
    fn die(&self, state: &State, turns: u32) -> u64 {
        [1, 3, 5]
            .iter()
            .map(|&face| self.value(&after(state, &Move::Roll(face)), turns, 0) / 3)
            .sum()
    }

    /// Which chips a collapse takes: the owner's choice.
    fn removal(&self, state: &State, turns: u32, floor: u64) -> u64 {
        if state.to_move == self.me {
            self.best_of(state, rules::legal_moves(state), turns)
        } else {
            self.worst_of(state, rules::legal_moves(state), turns, floor)
        }
    }

    fn own_turn(&self, state: &State, turns: u32) -> u64 {
        if turns == 0 {
            return 0;
        }
        if turns == 1 && only_a_win_ends(state) {
            return if self.wins_now(state) { CERTAIN } else { 0 };
        }
        self.best_of(state, rules::legal_moves(state), turns - 1)
    }

    fn their_turn(&self, state: &State, turns: u32, floor: u64) -> u64 {
        let moves = ordered(state, self.win_cells(state));
        self.worst_of(state, moves, turns, floor)
    }

    /// The best of the player's moves (each leaving `turns`), stopping at a sure win.
    fn best_of(&self, state: &State, moves: Vec<Move>, turns: u32) -> u64 {
        let mut best = 0;
        for mv in moves {
            best = best.max(self.value(&after(state, &mv), turns, best));
            if best == CERTAIN {
                break;
            }
        }
        best
    }

    /// The worst of another player's moves for the player, stopping at no chance or below
    /// `floor`.
    fn worst_of(&self, state: &State, moves: Vec<Move>, turns: u32, floor: u64) -> u64 {
        let mut worst = CERTAIN;
        for mv in moves {
            worst = worst.min(self.value(&after(state, &mv), turns, floor));
            if worst == 0 || worst < floor {
                break;
            }
        }
        worst
    }

    /// Whether the player, to move, has an activation that wins at once.
    fn wins_now(&self, state: &State) -> bool {
        self.win_cells(state) != 0
    }

    /// The empty cells where a chip of the player's would complete a winning activation
    /// now (their score as it stands).
    fn win_cells(&self, state: &State) -> Cells {
        let me = self.me;
        activations(state, me)
            .iter()
            .filter(|(_, a)| {
                wins(state, me, a, false)
                    || (collapses(state, me, a)
                        && token_at_hand(state, me, a)
                        && wins(state, me, a, true))
            })
            .fold(0, |cells, (cell, _)| cells | bit(*cell))
    }
}

/// Whether no move of the player to move can end the game other than by their win: after
/// it the turn cap is not reached, an empty cell is left, and someone still has a chip.
fn only_a_win_ends(state: &State) -> bool {
    let me = state.to_move;
    let cap = TURN_CAP * state.players() as u16;
    let others_hold = (0..state.players()).any(|p| p != me && state.sides[p].hand > 0);
    state.turns + 1 < cap
        && state.empty().count_ones() > 2
        && (others_hold || state.sides[me].hand > 2)
}

/// The legal moves, those that take the most of `threats` first, a win of the mover's
/// before them all.
fn ordered(state: &State, threats: Cells) -> Vec<Move> {
    let mut moves = rules::legal_moves(state);
    moves.sort_by_cached_key(|mv| {
        let covered = (placed(mv) & threats).count_ones();
        std::cmp::Reverse((mover_wins(state, mv), covered))
    });
    moves
}

/// Whether a move wins at once for its mover.
fn mover_wins(state: &State, mv: &Move) -> bool {
    let Move::Activate { chip, combo, token } = *mv else {
        return false;
    };
    let me = state.to_move;
    wins(
        state,
        me,
        &rules::activation_of(state, me, chip as usize, combo),
        token,
    )
}

/// The cells a move puts chips on.
fn placed(mv: &Move) -> Cells {
    match *mv {
        Move::Build(a, b) => bit(a as usize) | bit(b as usize),
        Move::Quiet(c) | Move::Activate { chip: c, .. } => bit(c as usize),
        _ => 0,
    }
}

fn after(state: &State, mv: &Move) -> State {
    rules::play(state, mv).expect("a legal move plays")
}
