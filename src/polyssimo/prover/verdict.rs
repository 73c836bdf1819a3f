//! What the prover says of a Golomb position for advice: a proved winning move, or, where
//! every move loses, the most resistant one (see [`super::resist`]); or nothing proved in
//! the time. Moves come as the general rules' moves, ready to play.

use super::drive::Known;
use super::prove::{Prover, Settings, root_of};
use super::resist::most_resistant;
use super::solution::to_move;
use crate::polyssimo::{Placing, Position, Rules};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The table the advice's prover is given, in MiB.
const ADVICE_HASH_MB: usize = 256;

/// The prover's verdict on a position, with the nodes and time the proof took (the
/// comparison of losing moves after it not counted).
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub proved: Proved,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// What was proved.
#[derive(Clone, Debug, PartialEq)]
pub enum Proved {
    /// The player to move wins with this move.
    Wins(Placing),
    /// Every move loses; the most resistant measured (the opponent's winning replies after
    /// it, of its replies, and whether every move was compared), or the prover's first move
    /// when there was no time to compare them.
    Loses {
        resistant: Placing,
        winning_replies: Option<(usize, usize)>,
        compared_all: bool,
    },
    /// Not decided in the time.
    Undecided,
}

/// Proves `position` within `prove_for`, then compares the losing moves until `until`;
/// either stops early, with what it has, once `interrupt` is set. `None` when the prover
/// cannot take the game (not Golomb's mode, or over 64 cells).
pub fn verdict(
    position: &Position,
    rules: &Rules,
    prove_for: Duration,
    until: Instant,
    interrupt: Option<&'static AtomicBool>,
) -> Option<Verdict> {
    let started = Instant::now();
    let deadline = Some((started + prove_for).min(until));
    let prover = Prover::for_position(position, ADVICE_HASH_MB, deadline).ok()?;
    let root = root_of(&prover.game, position);
    let settings = Settings {
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        deadline,
        interrupt,
        every_move: false,
    };
    let proof = prover.prove(root, settings, &mut Known::new(), &mut |_, _| {});
    let elapsed = started.elapsed();
    let as_move = |p| to_move(&prover.game, rules, root, p);
    let proved = match (proof.wins(), proof.winning_move()) {
        (Some(true), Some(p)) => Proved::Wins(as_move(p)),
        (Some(false), _) => match most_resistant(&prover, root, until, interrupt) {
            Some(r) => Proved::Loses {
                resistant: as_move(r.placement),
                winning_replies: Some((r.winning_replies, r.replies)),
                compared_all: r.complete,
            },
            None => first_move(&prover, root).map_or(Proved::Undecided, |p| Proved::Loses {
                resistant: as_move(p),
                winning_replies: None,
                compared_all: false,
            }),
        },
        _ => Proved::Undecided,
    };
    Some(Verdict {
        proved,
        nodes: proof.outcome.nodes,
        elapsed,
    })
}

/// The prover's first move from `root`, if it has one.
fn first_move(prover: &Prover, root: super::moves::Node) -> Option<super::moves::Placement> {
    (super::top::distinct_moves(&prover.game, &prover.symmetries, root).first()).map(|m| m.1)
}
