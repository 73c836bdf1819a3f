//! The prover as one call: a game, a root position and the run's settings in; who wins,
//! the winning move and the figures out. Golomb positions (`mode: golomb`) are turned
//! into a compiled game and a root here.

use super::drive::{Driver, Known, Run, RunOutcome, Status};
use super::game::{CompiledGame, GameError};
use super::moves::{Node, Placement};
use super::search::Shared;
use super::symmetry::Symmetries;
use super::table::{Table, TableError};
use super::top::MoveValue;
use super::top::Top;
use crate::polyssimo::{Mode, Position};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::Instant;
use thiserror::Error;

/// Why a position cannot be proved.
#[derive(Debug, Error)]
pub enum ProveError {
    #[error("not a shared-pool game: the prover plays Golomb's game (`mode: golomb`)")]
    NotShared,
    #[error(transparent)]
    Game(#[from] GameError),
    #[error(transparent)]
    Table(#[from] TableError),
}

/// A compiled game with its symmetries and table.
pub struct Prover {
    pub game: CompiledGame,
    pub symmetries: Symmetries,
    pub table: Table,
}

/// The settings of a run.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub threads: usize,
    /// When to stop with what is proved so far; the caller starts the clock, so the setup
    /// (the table, above all) counts against it.
    pub deadline: Option<Instant>,
    /// A flag that stops the run as the deadline does when set (Ctrl-C).
    pub interrupt: Option<&'static AtomicBool>,
    /// Value every root move (`--openings`) instead of stopping at the first winner.
    pub every_move: bool,
}

impl Settings {
    /// A run to the end on `threads` threads: no deadline, no interrupt, stopping at the
    /// first winning move.
    pub fn to_the_end(threads: usize) -> Settings {
        Settings {
            threads,
            deadline: None,
            interrupt: None,
            every_move: false,
        }
    }
}

/// How to re-prove shipped data (a book's answers, an openings table's values): on how
/// many threads, until which flag is set (Ctrl-C), telling whom how many of how many are
/// done and the nodes the proof under way has searched.
pub struct Recheck<'a> {
    pub threads: usize,
    pub stop: Option<&'static AtomicBool>,
    pub progress: &'a dyn Fn(usize, usize, u64),
}

impl Recheck<'_> {
    /// Whether the player to move at `node` wins (see [`Prover::settle`]), as the `done`th
    /// of `of` proofs of the re-check.
    pub fn settle(
        &self,
        prover: &Prover,
        node: Node,
        (done, of): (usize, usize),
    ) -> (Option<bool>, u64) {
        let progress = self.progress;
        prover.settle(node, self.threads, self.stop, &mut |nodes| {
            progress(done, of, nodes)
        })
    }

    /// Whether the stop flag is set.
    pub fn stopped(&self) -> bool {
        self.stop
            .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
    }
}

/// What a run proved.
#[derive(Clone, Debug)]
pub struct Proof {
    pub top: Top,
    pub outcome: RunOutcome,
}

impl Proof {
    /// Whether the player to move wins, once decided.
    pub fn wins(&self) -> Option<bool> {
        self.outcome.wins()
    }

    /// The first winning move.
    pub fn winning_move(&self) -> Option<Placement> {
        (self.outcome.winning_move()).map(|g| self.top.groups[g].placement)
    }

    /// Each distinct root move with its value.
    pub fn move_values(&self) -> impl Iterator<Item = (Placement, MoveValue)> + '_ {
        (self.top.groups.iter().zip(&self.outcome.values)).map(|(g, &v)| (g.placement, v))
    }
}

/// The root of a Golomb position.
pub fn root_of(game: &CompiledGame, position: &Position) -> Node {
    let cells = position.placed.iter().flat_map(|p| p.cells.iter().copied());
    Node {
        occupied: game.occupied_of_cells(cells),
        pool: game.pool_of_items(position.pool.iter().copied()),
    }
}

impl Prover {
    /// The prover for a position's game, with a table of `hash_mb` MiB (smaller if
    /// `deadline` passes while it is made).
    pub fn for_position(
        position: &Position,
        hash_mb: usize,
        deadline: Option<Instant>,
    ) -> Result<Prover, ProveError> {
        if position.mode != Mode::Golomb {
            return Err(ProveError::NotShared);
        }
        let game = CompiledGame::new(&position.set)?;
        Ok(Prover::new(game, hash_mb, deadline)?)
    }

    /// The prover for a compiled game, as [`Prover::for_position`].
    pub fn new(
        game: CompiledGame,
        hash_mb: usize,
        deadline: Option<Instant>,
    ) -> Result<Prover, TableError> {
        Ok(Prover {
            symmetries: Symmetries::new(&game),
            table: Table::new(hash_mb, deadline)?,
            game,
        })
    }

    /// Proves `root`, using and extending `known`; `monitor` sees progress and results.
    pub fn prove(
        &self,
        root: Node,
        settings: Settings,
        known: &mut Known,
        monitor: &mut dyn FnMut(&Status, &Known),
    ) -> Proof {
        let started = Instant::now();
        let (game, symmetries) = (&self.game, &self.symmetries);
        let top = if settings.every_move {
            Top::lay_out(game, symmetries, root, settings.deadline)
        } else {
            // It ends at its first winning move: the moves are listed as it reaches them.
            let late = settings.deadline.is_some_and(|d| Instant::now() >= d);
            (!late).then(|| Top::moves_only(game, symmetries, root))
        };
        match top {
            Some(top) => self.prove_top(top, settings, known, monitor),
            None => Proof {
                top: Top::empty(root),
                outcome: RunOutcome::unlisted(started.elapsed()),
            },
        }
    }

    /// Whether the player to move at `node` wins, proved to the end on `threads` threads
    /// with no results known before, and the nodes searched; `None` when `interrupt` was
    /// set before the proof's end. `nodes` is told the nodes searched as the proof goes.
    pub fn settle(
        &self,
        node: Node,
        threads: usize,
        interrupt: Option<&'static AtomicBool>,
        nodes: &mut dyn FnMut(u64),
    ) -> (Option<bool>, u64) {
        let settings = Settings {
            interrupt,
            ..Settings::to_the_end(threads)
        };
        let proof = self.prove(node, settings, &mut Known::new(), &mut |status, _| {
            nodes(status.nodes)
        });
        (proof.wins(), proof.outcome.nodes)
    }

    /// What a search thread of this prover shares: its game and table, `stop` and `nodes`.
    pub fn shared<'a>(&'a self, stop: &'a AtomicBool, nodes: &'a AtomicU64) -> Shared<'a> {
        Shared {
            game: &self.game,
            symmetries: &self.symmetries,
            table: &self.table,
            stop,
            nodes,
        }
    }

    /// As [`Prover::prove`], for a top laid out already.
    pub fn prove_top(
        &self,
        top: Top,
        settings: Settings,
        known: &mut Known,
        monitor: &mut dyn FnMut(&Status, &Known),
    ) -> Proof {
        let driver = Driver {
            game: &self.game,
            symmetries: &self.symmetries,
            table: &self.table,
        };
        let mut run = Run {
            threads: settings.threads.max(1),
            deadline: settings.deadline,
            interrupt: settings.interrupt,
            every_move: settings.every_move,
            monitor,
        };
        let (top, outcome) = driver.run(top, known, &mut run);
        Proof { top, outcome }
    }

    /// A move as text: the piece's name and its cells (`X b1 a2 b2 c2 b3`).
    pub fn move_name(&self, before: Node, placement: Placement) -> String {
        self.game
            .move_name(before.pool, placement.kind, placement.cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::prover::moves::play;
    use crate::polyssimo::prover::test_games::{legal, naive_wins, small_game};

    /// Proves `root` on one thread with a fresh table, the top listed whole first or as
    /// the run reaches its moves: whether the player wins, the winning move and the nodes.
    fn proved(
        game: &CompiledGame,
        root: Node,
        whole: bool,
    ) -> (Option<bool>, Option<Placement>, u64) {
        let prover = Prover::new(game.clone(), 1, None).unwrap();
        let settings = Settings::to_the_end(1);
        let proof = if whole {
            let top = Top::new(&prover.game, &prover.symmetries, root);
            prover.prove_top(top, settings, &mut Known::new(), &mut |_, _| {})
        } else {
            prover.prove(root, settings, &mut Known::new(), &mut |_, _| {})
        };
        (proof.wins(), proof.winning_move(), proof.outcome.nodes)
    }

    #[test]
    fn listing_the_moves_as_reached_proves_the_same_with_the_same_nodes() {
        let game = small_game();
        let root = game.empty_board();
        let mut positions = vec![root];
        positions.extend(legal(&game, root).into_iter().map(|p| play(&game, root, p)));
        for node in positions {
            let whole = proved(&game, node, true);
            assert_eq!(proved(&game, node, false), whole);
            assert_eq!(whole.0, Some(naive_wins(&game, node)));
        }
    }

    #[test]
    fn listing_the_moves_as_reached_proves_a_standard_position_the_same() {
        let text = include_str!("../../../puzzles/polyssimo/golomb-9-left.yaml");
        let position = Position::parse(text, "golomb-9-left.yaml").unwrap();
        let game = CompiledGame::new(&position.set).unwrap();
        let root = root_of(&game, &position);
        let whole = proved(&game, root, true);
        assert!(whole.0.is_some(), "proved to the end");
        assert_eq!(proved(&game, root, false), whole);
    }
}
