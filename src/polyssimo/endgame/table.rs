//! The endgame solver's transposition table: bounds on a position's value in a fixed
//! amount of memory, chosen with `--hash-mb`. Buckets of two entries: the first keeps the
//! position whose bounds cost more to prove (a weight given by the search: the bit length
//! of the nodes its search took; a position stored again keeps the greater weight), the
//! second is always replaced.
//! Keys are stored whole, so a hit is never a collision; with 2 players they leave out the
//! dead cells, and each entry keeps the lead its bounds were proved at (see `lead`).
//! Shared by the search threads: each bucket is behind its own lock (as in the Golomb
//! prover's table), uncontended with a few threads.

use super::lead::moved;
use super::node::Key;
use crate::polyssimo::rules::Placing;
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

/// The largest table, in MiB.
pub const MAX_HASH_MB: usize = 1 << 20;

/// What is known of a position: its value lies in `lower..=upper`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub lower: i16,
    pub upper: i16,
    /// The move that gave the best value found, if any.
    pub best: Option<Placing>,
}

/// A key's fields are laid out here one by one (a `Key` inside would round the entry up
/// to 64 bytes, and a bucket past its 128-byte block).
#[derive(Clone, Copy, Default)]
struct Entry {
    words: [u64; 5],
    pieces: u32,
    /// The lead in dead cells the bounds were proved at (see `lead`).
    lead: i16,
    /// 0: unused; otherwise the weight stored plus one.
    weight: u8,
    lower: i16,
    upper: i16,
    best_piece: u8,
    best_placement: u16,
}

/// Why a table cannot be made.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TableError {
    #[error("a table of 0 MiB holds nothing (at least 1)")]
    Empty,
    #[error("a table of {asked} MiB is more than this machine's memory ({total} MiB)")]
    MoreThanMemory { asked: usize, total: usize },
    #[error("a table of {0} MiB: the memory could not be had")]
    NoMemory(usize),
}

type Bucket = [Entry; 2];

/// A bucket and its lock, aligned so that a bucket spans two adjacent cache lines of one
/// 128-byte block (the pair a processor fetches together) rather than three.
#[repr(align(128))]
#[derive(Default)]
struct Slot(Mutex<Bucket>);

/// A fixed-size table of value bounds, for one solve (the keys take each piece's holder
/// and the values the root player as fixed).
pub struct Table {
    buckets: Vec<Slot>,
}

const NO_MOVE: u8 = u8::MAX;

/// Buckets made between two looks at the clock (a few milliseconds' work).
const BUCKETS_PER_LOOK: usize = 1 << 16;

impl Entry {
    fn holds(&self, key: &Key) -> bool {
        self.weight != 0 && self.pieces == key.pieces && self.words == words(key)
    }
}

fn words(key: &Key) -> [u64; 5] {
    [key.reach[0], key.reach[1], key.reach[2], key.rest, key.turn]
}

impl Table {
    /// A table of at most `megabytes` MiB; refused if 0, past the machine's memory or if
    /// the memory cannot be had. Should `deadline` pass while it is made, it is made
    /// smaller (the search that follows stops at once).
    pub fn new(megabytes: usize, deadline: Option<Instant>) -> Result<Table, TableError> {
        if megabytes == 0 {
            return Err(TableError::Empty);
        }
        let total = crate::polyssimo::prover::memory_mib().unwrap_or(MAX_HASH_MB);
        if megabytes > total.min(MAX_HASH_MB) {
            return Err(TableError::MoreThanMemory {
                asked: megabytes,
                total,
            });
        }
        let count = ((megabytes << 20) / std::mem::size_of::<Slot>()).max(1);
        let mut buckets = Vec::new();
        (buckets.try_reserve_exact(count)).map_err(|_| TableError::NoMemory(megabytes))?;
        while buckets.len() < count {
            let more = BUCKETS_PER_LOOK.min(count - buckets.len());
            buckets.extend((0..more).map(|_| Slot::default()));
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
        }
        Ok(Table { buckets })
    }

    /// The table's memory in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Slot>()
    }

    /// The bucket a hash falls in: the hash scaled to the table's length, so a table of
    /// any length is used whole (a power of two would leave up to half the memory asked
    /// for unused).
    fn at(&self, hash: u64) -> usize {
        ((u128::from(hash) * self.buckets.len() as u128) >> 64) as usize
    }

    fn bucket(&self, key: &Key) -> MutexGuard<'_, Bucket> {
        let at = self.at(key.hash());
        (self.buckets[at].0.lock()).unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The bounds stored for `key`, moved to a position whose lead in dead cells is
    /// `lead` (see `lead`; with 3 or 4 players the key holds the dead cells and the lead
    /// is always 0).
    pub fn probe(&self, key: &Key, lead: i16) -> Option<Bounds> {
        let bucket = self.bucket(key);
        let entry = bucket.iter().find(|e| e.holds(key))?;
        let best = (entry.best_piece != NO_MOVE).then_some(Placing {
            piece: entry.best_piece,
            placement: entry.best_placement,
        });
        let (lower, upper) = (i32::from(entry.lower), i32::from(entry.upper));
        let (lower, upper) = moved(lower, upper, entry.lead.into(), lead.into());
        Some(Bounds {
            lower: lower as i16,
            upper: upper as i16,
            best,
        })
    }

    /// Stores bounds for `key` at lead `lead`, which cost `weight` to prove (the greater
    /// kept first).
    pub fn store(&self, key: &Key, lead: i16, weight: u32, bounds: Bounds) {
        let mut weight = weight.min(254) as u8 + 1;
        let mut bucket = self.bucket(key);
        let slot = match &*bucket {
            [a, _] if a.holds(key) || a.weight <= weight => 0,
            _ => 1,
        };
        if bucket[slot].holds(key) {
            weight = weight.max(bucket[slot].weight);
        }
        let (best_piece, best_placement) =
            bounds.best.map_or((NO_MOVE, 0), |m| (m.piece, m.placement));
        bucket[slot] = Entry {
            words: words(key),
            pieces: key.pieces,
            lead,
            weight,
            lower: bounds.lower,
            upper: bounds.upper,
            best_piece,
            best_placement,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: u64) -> Key {
        Key {
            reach: [n, 0, 0],
            pieces: 3,
            rest: 7,
            turn: 1,
        }
    }

    /// A bucket fills its 128-byte block: not more (a third cache line), nor much less.
    #[test]
    fn a_bucket_fits_its_block() {
        assert_eq!(std::mem::size_of::<Slot>(), 128);
    }

    #[test]
    fn stores_and_finds_whole_keys_only() {
        let table = Table::new(1, None).unwrap();
        assert!(table.bytes() <= 1 << 20);
        let bounds = Bounds {
            lower: -3,
            upper: 5,
            best: Some(Placing {
                piece: 2,
                placement: 9,
            }),
        };
        table.store(&key(5), 0, 4, bounds);
        assert_eq!(table.probe(&key(5), 0), Some(bounds));
        assert_eq!(table.probe(&key(6), 0), None);
    }

    /// Keys `key(n)` falling in one bucket of `table`.
    fn same_bucket(table: &Table, count: usize) -> Vec<Key> {
        let at = |k: &Key| table.at(k.hash());
        let first = at(&key(0));
        (0..)
            .map(key)
            .filter(|k| at(k) == first)
            .take(count)
            .collect()
    }

    #[test]
    fn the_dearer_bounds_stay_and_a_position_stored_again_keeps_its_weight() {
        let table = Table::new(1, None).unwrap();
        let [a, b, c, d] = same_bucket(&table, 4)[..] else {
            unreachable!()
        };
        let bounds = |v: i16| Bounds {
            lower: v,
            upper: v,
            best: None,
        };
        table.store(&a, 0, 9, bounds(1));
        table.store(&b, 0, 2, bounds(2));
        // Lighter than a: takes the second entry, b's.
        table.store(&c, 0, 3, bounds(3));
        assert_eq!(table.probe(&a, 0), Some(bounds(1)));
        assert_eq!(table.probe(&b, 0), None);
        assert_eq!(table.probe(&c, 0), Some(bounds(3)));
        // a stored again after a cheap search keeps its weight of 9, so d (5) does not
        // push it out.
        table.store(&a, 0, 1, bounds(4));
        table.store(&d, 0, 5, bounds(5));
        assert_eq!(table.probe(&a, 0), Some(bounds(4)));
        assert_eq!(table.probe(&c, 0), None);
        assert_eq!(table.probe(&d, 0), Some(bounds(5)));
    }

    #[test]
    fn a_table_is_the_size_asked_not_a_power_of_two_below_it() {
        let bucket = std::mem::size_of::<Slot>();
        for megabytes in [1, 3, 64] {
            let bytes = Table::new(megabytes, None).unwrap().bytes();
            assert!(bytes <= megabytes << 20 && bytes + bucket > megabytes << 20);
        }
    }

    #[test]
    fn a_table_made_past_its_deadline_stops_growing() {
        let late = Table::new(64, Some(Instant::now())).unwrap();
        let one_look = BUCKETS_PER_LOOK * std::mem::size_of::<Slot>();
        assert!(late.bytes() <= one_look, "{} bytes", late.bytes());
        assert!(!late.buckets.is_empty());
    }

    #[test]
    fn zero_and_more_than_memory_are_refused() {
        assert_eq!(Table::new(0, None).err(), Some(TableError::Empty));
        assert!(matches!(
            Table::new(MAX_HASH_MB + 1, None),
            Err(TableError::MoreThanMemory { .. })
        ));
    }
}
