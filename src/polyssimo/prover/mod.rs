//! The proof search for two-player placement games with a shared pool (Golomb's pentomino
//! game and any board of up to 64 cells with any piece set): who wins with perfect play,
//! and a winning move. The board is one 64-bit word, the pool a bit set; a shared
//! transposition table keyed by the board's least symmetric image lets several threads
//! prove one tree, and the top of the tree can be cut into independent jobs.

mod book;
mod data_file;
mod drive;
mod files;
mod game;
mod hardest;
mod jobs;
mod kayles;
mod moves;
mod openings;
mod prove;
mod replies;
mod resist;
mod schedule;
mod search;
mod solution;
mod symmetry;
mod table;
#[cfg(test)]
mod test_games;
mod top;
mod verdict;

pub use book::{
    BOOK_FORMAT, Book, BookError, BookPlan, Built, Checked, build_book, named_move, read_book,
    recheck, write_book,
};
pub use drive::{Driver, Known, Run, RunOutcome, Status};
pub use files::{
    CHECKPOINT, FileError, JOB, JobBody, JobMove, RESULT, ResultsBody, fingerprint, known_of,
    known_text, read_file, valid_node, write_file,
};
pub use game::{CompiledGame, CompiledKind, GameError, Orientation};
pub use hardest::{
    HARDEST_FORMAT, HardestError, HardestFileError, HardestLookup, HardestReply, HardestSettings,
    HardestTable, Measured, hardest_reply, read_hardest, write_hardest,
};
pub use jobs::{JobError, check_job, job_top, missing_jobs, split, values};
pub use moves::{Node, Placement, mobility, normalize, placements, play, take};
pub use openings::{
    OPENINGS_FORMAT, Opening, OpeningValue, Openings, OpeningsChecked, OpeningsError,
    check_openings, read_openings, write_openings,
};
pub use prove::{Proof, ProveError, Prover, Recheck, Settings, root_of};
pub use replies::CoverSets;
pub use resist::{Resistance, most_resistant};
pub use search::{Searcher, Shared, Stopped};
pub use solution::{solve_golomb, to_move};
pub use symmetry::Symmetries;
pub(crate) use table::memory_mib;
pub use table::{MAX_HASH_MB, Table, TableError};
pub use top::{Group, Key, MoveValue, Top, distinct_moves, key_of};
pub use verdict::{Proved, Verdict, verdict};
