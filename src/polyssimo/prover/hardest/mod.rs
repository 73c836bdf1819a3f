//! The second player's most resistant reply to a winning first move, measured ahead of
//! play. Every reply loses, and which leaves the fewest winning answers (the live measure,
//! [`super::most_resistant`]) would take hours this early, so the measure here is how much
//! proving the first player's win needs: each distinct reply's position is proved on one
//! thread with an empty table of a fixed size, and the reply whose proof searched the most
//! nodes is the hardest for the first player to answer. Ties go to the first in the
//! prover's order. One thread a proof and an empty table each time make the counts the
//! same on every run of a build, whatever the number of threads sharing the replies out.

mod text;

pub use text::{
    HARDEST_FORMAT, HardestFileError, HardestLookup, HardestTable, Measured, read_hardest,
    write_hardest,
};

use super::drive::Known;
use super::game::CompiledGame;
use super::moves::{Node, Placement, play};
use super::prove::{Prover, Settings};
use super::symmetry::Symmetries;
use super::table::TableError;
use super::top::distinct_moves;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// The hardest reply found, and what it was measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HardestReply {
    pub reply: Placement,
    /// The nodes the first player's proof after it searched.
    pub nodes: u64,
    /// The distinct replies measured (up to the board's symmetries).
    pub replies: usize,
}

/// How to measure: threads sharing the replies out, each one's table, and when to stop.
#[derive(Clone, Copy, Debug)]
pub struct HardestSettings {
    pub threads: usize,
    pub hash_mb: usize,
    pub deadline: Option<Instant>,
    pub interrupt: Option<&'static AtomicBool>,
}

/// Why no hardest reply was found.
#[derive(Debug, thiserror::Error)]
pub enum HardestError {
    #[error(transparent)]
    Table(#[from] TableError),
    /// The deadline passed or the run was interrupted before every reply was proved.
    #[error("stopped after {done} of {replies} replies")]
    Stopped { done: usize, replies: usize },
    /// The position has no reply: the first move ended the game.
    #[error("the first move leaves no reply")]
    NoReply,
    /// A reply after which the first player does not win: the first move is not a win.
    #[error("the first player does not win after a reply (the first move is not a win)")]
    NotAWin { reply: Placement },
}

/// The hardest reply at `after` (the position after a winning first move, the second
/// player to move); `progress` hears `(proved, replies)` after each proof.
pub fn hardest_reply(
    game: &CompiledGame,
    symmetries: &Symmetries,
    after: Node,
    settings: HardestSettings,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<HardestReply, HardestError> {
    let replies: Vec<Placement> = (distinct_moves(game, symmetries, after).into_iter())
        .map(|(_, p)| p)
        .collect();
    let measured = Mutex::new(vec![None; replies.len()]);
    let next = AtomicUsize::new(0);
    let proved = AtomicUsize::new(0);
    let failed: Mutex<Option<HardestError>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..settings.threads.clamp(1, replies.len().max(1)) {
            scope.spawn(|| {
                let worker = Worker {
                    game,
                    after,
                    replies: &replies,
                    settings,
                };
                if let Err(e) = worker.run(&next, &measured, &|| {
                    let done = proved.fetch_add(1, Ordering::Relaxed) + 1;
                    progress(done, replies.len());
                }) {
                    next.store(replies.len(), Ordering::Relaxed);
                    failed
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .get_or_insert(e);
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    let nodes = measured.into_inner().unwrap_or_else(|p| p.into_inner());
    hardest_of(&replies, &nodes)
}

/// The reply of most nodes, ties to the first (every reply measured).
fn hardest_of(replies: &[Placement], nodes: &[Option<u64>]) -> Result<HardestReply, HardestError> {
    let mut best: Option<HardestReply> = None;
    for (&reply, &count) in replies.iter().zip(nodes) {
        let Some(count) = count else {
            let done = nodes.iter().filter(|n| n.is_some()).count();
            let replies = replies.len();
            return Err(HardestError::Stopped { done, replies });
        };
        if best.is_none_or(|b| count > b.nodes) {
            best = Some(HardestReply {
                reply,
                nodes: count,
                replies: replies.len(),
            });
        }
    }
    best.ok_or(HardestError::NoReply)
}

/// One thread's share: it takes the next reply not yet taken until none is left.
struct Worker<'a> {
    game: &'a CompiledGame,
    after: Node,
    replies: &'a [Placement],
    settings: HardestSettings,
}

impl Worker<'_> {
    fn run(
        &self,
        next: &AtomicUsize,
        measured: &Mutex<Vec<Option<u64>>>,
        proved_one: &dyn Fn(),
    ) -> Result<(), HardestError> {
        let mut prover = Prover::new(self.game.clone(), self.settings.hash_mb, None)?;
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(&reply) = self.replies.get(index) else {
                return Ok(());
            };
            let Some(nodes) = self.prove(&mut prover, reply)? else {
                // Stopped: the replies left stay unmeasured, and the others stop too.
                next.store(self.replies.len(), Ordering::Relaxed);
                return Ok(());
            };
            measured.lock().unwrap_or_else(|p| p.into_inner())[index] = Some(nodes);
            proved_one();
        }
    }

    /// The nodes of the first player's proof after `reply`, from an empty table; `None`
    /// when the run was stopped first.
    fn prove(&self, prover: &mut Prover, reply: Placement) -> Result<Option<u64>, HardestError> {
        prover.table.clear();
        let settings = Settings {
            threads: 1,
            deadline: self.settings.deadline,
            interrupt: self.settings.interrupt,
            every_move: false,
        };
        let node = play(self.game, self.after, reply);
        let proof = prover.prove(node, settings, &mut Known::new(), &mut |_, _| {});
        match proof.wins() {
            Some(true) => Ok(Some(proof.outcome.nodes)),
            Some(false) => Err(HardestError::NotAWin { reply }),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::prover::test_games::{legal, naive_wins, small_game};

    fn small() -> (CompiledGame, Symmetries) {
        let game = small_game();
        let symmetries = Symmetries::new(&game);
        (game, symmetries)
    }

    fn settings(threads: usize) -> HardestSettings {
        HardestSettings {
            threads,
            hash_mb: 1,
            deadline: None,
            interrupt: None,
        }
    }

    /// The distinct first moves, in the prover's order.
    fn first_moves(game: &CompiledGame, symmetries: &Symmetries) -> Vec<Placement> {
        let root = game.empty_board();
        (distinct_moves(game, symmetries, root).into_iter())
            .map(|(_, p)| p)
            .collect()
    }

    #[test]
    fn the_hardest_reply_is_the_one_of_most_nodes_and_the_same_on_any_threads() {
        let (game, symmetries) = small();
        let root = game.empty_board();
        let first = (first_moves(&game, &symmetries).into_iter())
            .find(|&p| !naive_wins(&game, play(&game, root, p)))
            .expect("the small game has a winning first move");
        let after = play(&game, root, first);
        let one = hardest_reply(&game, &symmetries, after, settings(1), &|_, _| {}).unwrap();
        let two = hardest_reply(&game, &symmetries, after, settings(2), &|_, _| {}).unwrap();
        assert_eq!(one, two);
        let distinct = distinct_moves(&game, &symmetries, after);
        assert_eq!(one.replies, distinct.len());
        assert!(legal(&game, after).contains(&one.reply));
        assert!(naive_wins(&game, play(&game, after, one.reply)));
        // Each reply proved alone: none took more nodes, and none before it as many.
        let mut prover = Prover::new(game.clone(), 1, None).unwrap();
        let worker = Worker {
            game: &game,
            after,
            replies: &[],
            settings: settings(1),
        };
        let counts: Vec<u64> = (distinct.iter())
            .map(|&(_, reply)| worker.prove(&mut prover, reply).unwrap().unwrap())
            .collect();
        let at = distinct.iter().position(|&(_, r)| r == one.reply).unwrap();
        assert_eq!(counts[at], one.nodes);
        assert!(counts.iter().all(|&n| n <= one.nodes), "{counts:?}");
        assert!(counts[..at].iter().all(|&n| n < one.nodes), "{counts:?}");
    }

    #[test]
    fn a_first_move_that_loses_is_reported_as_not_a_win() {
        let (game, symmetries) = small();
        let root = game.empty_board();
        let losing = (first_moves(&game, &symmetries).into_iter())
            .find(|&p| naive_wins(&game, play(&game, root, p)))
            .expect("the small game has a losing first move");
        let after = play(&game, root, losing);
        let result = hardest_reply(&game, &symmetries, after, settings(2), &|_, _| {});
        assert!(
            matches!(result, Err(HardestError::NotAWin { .. })),
            "{result:?}"
        );
    }

    #[test]
    fn a_deadline_passed_stops_the_measure_with_how_far_it_went() {
        let (game, symmetries) = small();
        let root = game.empty_board();
        let first = (first_moves(&game, &symmetries).into_iter())
            .find(|&p| !naive_wins(&game, play(&game, root, p)))
            .expect("the small game has a winning first move");
        let past = HardestSettings {
            deadline: Some(Instant::now()),
            ..settings(1)
        };
        let after = play(&game, root, first);
        let result = hardest_reply(&game, &symmetries, after, past, &|_, _| {});
        // A reply whose position the prover settles before looking at the clock may be
        // proved; not every one.
        assert!(
            matches!(result, Err(HardestError::Stopped { done, replies }) if done < replies),
            "{result:?}"
        );
    }
}
