//! A placement to play within a budget, for the `search` bot and the hint: the endgame
//! solver first; if it proves the value within its share, the first move of its line (or,
//! with a win proved but the value not yet pinned down, the move that proved it). If not,
//! the endgame is not in reach, and the older solver's depth-limited search (its cells-left
//! estimate at the depth reached) chooses with the rest. Golomb's game, which the endgame
//! solver does not play, goes to the older solver alone.

use super::endgame::{Control, Proved, Table, solve_endgame};
use super::position::Mode;
use super::rules::{Placing, Rules, State};
use super::solve::{Limit, Solution, solve_within};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The endgame solver's table, in MiB (made anew for each question): small for a node
/// count (a bot's move), `polyssimo solve`'s default for a time (a hint of seconds).
const NODES_HASH_MB: usize = 4;
const TIME_HASH_MB: usize = 64;

/// How much thought: a node count (the same answer every time) or a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allowance {
    /// The endgame solver may search this many nodes, then the depth-limited search as
    /// many (it needs about one a move to look one move ahead: thousands early in a game).
    Nodes(u64),
    /// Half for the endgame solver, the rest (and what it left) for the depth-limited search.
    Time(Duration),
}

/// What was found, and by which search.
#[derive(Clone, Debug)]
pub enum Advice {
    /// The endgame solver proved this (a win or the exact value) for the move given.
    Proved(Placing, Proved),
    /// The depth-limited search's best move and estimate.
    Estimated(Solution),
    /// No move: none to make, or the budget too small for the depth-limited search to
    /// value every move once.
    Nothing,
}

/// The advice for the player to move in `state`; both searches stop early, with what
/// they have, once `stop` is set.
pub fn advise(
    rules: &Rules,
    state: &State,
    allowance: Allowance,
    stop: Option<&'static AtomicBool>,
) -> Advice {
    let started = Instant::now();
    if rules.mode != Mode::Golomb
        && let Some((mv, proved)) = endgame(rules, state, allowance, stop)
    {
        return Advice::Proved(mv, proved);
    }
    let limit = match allowance {
        Allowance::Nodes(n) => Limit {
            nodes: Some(n),
            stop,
            ..Limit::default()
        },
        Allowance::Time(t) => Limit {
            time: Some(t.saturating_sub(started.elapsed())),
            stop,
            ..Limit::default()
        },
    };
    let solution = solve_within(rules, state, limit);
    match solution.line.is_empty() {
        true => Advice::Nothing,
        false => Advice::Estimated(solution),
    }
}

/// The endgame solver's move, when it proves a win or the value within its share.
fn endgame(
    rules: &Rules,
    state: &State,
    allowance: Allowance,
    stop: Option<&'static AtomicBool>,
) -> Option<(Placing, Proved)> {
    let (megabytes, control) = match allowance {
        Allowance::Nodes(n) => (
            NODES_HASH_MB,
            Control {
                nodes: Some(n),
                stop,
                ..Control::default()
            },
        ),
        Allowance::Time(t) => (
            TIME_HASH_MB,
            Control {
                deadline: Some(Instant::now() + t / 2),
                stop,
                ..Control::default()
            },
        ),
    };
    let table = Table::new(megabytes, None).ok()?;
    let proved = solve_endgame(rules, state, &table, control, 1, &mut |_| {});
    let mv = match proved.exact() {
        true => proved.line.first().copied(),
        false => proved.best.filter(|_| proved.lower > 0),
    };
    mv.map(|mv| (mv, proved))
}
