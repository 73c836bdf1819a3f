//! The most resistant move of a lost Golomb position. Every move loses, so the measure is
//! how hard the opponent must look: the move after which the fewest of the opponent's
//! replies win (every placement of every piece in the pool a reply), ties to the move with
//! more replies, then to the first in the prover's order (moves the board's symmetries make
//! alike are compared once). After it, an opponent who errs once is likelier to lose the
//! win. Each reply is proved by the prover's search, sharing its table; the comparison
//! stops at a deadline with the best move measured so far.

use super::moves::{Node, Placement, placements, play};
use super::prove::Prover;
use super::search::{Searcher, Stopped};
use super::top::distinct_moves;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A losing move and how many of the opponent's replies win after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resistance {
    pub placement: Placement,
    pub winning_replies: usize,
    pub replies: usize,
    /// Whether every move was measured before the deadline.
    pub complete: bool,
}

/// The most resistant move from `root`, a lost position (see the module notes); `None`
/// when the deadline passes (or `interrupt` is set) before one move is measured, or no
/// move is left.
pub fn most_resistant(
    prover: &Prover,
    root: Node,
    deadline: Instant,
    interrupt: Option<&AtomicBool>,
) -> Option<Resistance> {
    let (stop, nodes, done) = (
        AtomicBool::new(false),
        AtomicU64::new(0),
        AtomicBool::new(false),
    );
    std::thread::scope(|scope| {
        scope.spawn(|| watch(deadline, interrupt, &stop, &done));
        let best = compare(
            prover,
            root,
            &mut Searcher::new(prover.shared(&stop, &nodes)),
        );
        done.store(true, Ordering::Relaxed);
        best
    })
}

/// Sets `stop` at the deadline or once the interrupt is set, unless `done` says the
/// comparison ended first.
fn watch(deadline: Instant, interrupt: Option<&AtomicBool>, stop: &AtomicBool, done: &AtomicBool) {
    let interrupted = || interrupt.is_some_and(|flag| flag.load(Ordering::Relaxed));
    while !done.load(Ordering::Relaxed) {
        if Instant::now() >= deadline || interrupted() {
            stop.store(true, Ordering::Relaxed);
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Measures the moves in the prover's order until the search is stopped.
fn compare(prover: &Prover, root: Node, searcher: &mut Searcher) -> Option<Resistance> {
    let mut best: Option<Resistance> = None;
    for (_, placement) in distinct_moves(&prover.game, &prover.symmetries, root) {
        let after = play(&prover.game, root, placement);
        let bound = best.map_or(usize::MAX, |b| b.winning_replies);
        let Ok((winning_replies, replies)) = count_winning(prover, after, bound, searcher) else {
            return best.map(|b| Resistance {
                complete: false,
                ..b
            });
        };
        let measured = Resistance {
            placement,
            winning_replies,
            replies,
            complete: true,
        };
        if best.is_none_or(|b| resists_more(&measured, &b)) {
            best = Some(measured);
        }
    }
    best
}

/// Whether `a` leaves fewer winning replies than `b`, or as many of more replies.
fn resists_more(a: &Resistance, b: &Resistance) -> bool {
    (a.winning_replies, std::cmp::Reverse(a.replies))
        < (b.winning_replies, std::cmp::Reverse(b.replies))
}

/// The opponent's winning replies at `after` (counting stops past `bound`, which cannot
/// be the fewest), and its replies in all.
fn count_winning(
    prover: &Prover,
    after: Node,
    bound: usize,
    searcher: &mut Searcher,
) -> Result<(usize, usize), Stopped> {
    let mut replies = Vec::new();
    placements(&prover.game, after, &mut replies);
    let mut winning = 0;
    for &reply in &replies {
        // The reply wins when the player to move after it (the loser) loses.
        if !searcher.wins(play(&prover.game, after, reply))? {
            winning += 1;
            if winning > bound {
                break;
            }
        }
    }
    Ok((winning, replies.len()))
}
