//! The transposition table: proven results keyed by the canonical board and the pool, in
//! a fixed amount of memory shared by every search thread. Buckets of four entries, each
//! bucket behind its own lock (uncontended with a few threads); a full bucket gives up
//! the entry whose subtree took least work. Keys are stored whole, so a hit is never a
//! collision.

use std::sync::Mutex;
use std::time::Instant;

/// The largest table, in MiB.
pub const MAX_HASH_MB: usize = 1 << 20;

#[derive(Clone, Copy, Default)]
struct Entry {
    board: u64,
    pool: u32,
    /// Bit 31: in use; bit 30: the player to move wins; bits 0..8: log2 of the work.
    meta: u32,
}

const IN_USE: u32 = 1 << 31;
const WINS: u32 = 1 << 30;

type Bucket = [Entry; 4];

/// A shared table of proven positions.
pub struct Table {
    buckets: Vec<Mutex<Bucket>>,
    mask: u64,
}

/// Why a table cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("a table of {asked} MiB is more than this machine's memory ({total} MiB)")]
    MoreThanMemory { asked: usize, total: usize },
    #[error("a table of {0} MiB: the memory could not be had")]
    NoMemory(usize),
}

/// Buckets made between two looks at the clock (a few milliseconds' work).
const BUCKETS_PER_LOOK: usize = 1 << 16;

impl Table {
    /// A table of at most `megabytes` MiB (at least one bucket); refused if more than the
    /// machine's memory or if the memory cannot be had. Should `deadline` pass while it is
    /// made, it is made smaller (the search that follows stops at once).
    pub fn new(megabytes: usize, deadline: Option<Instant>) -> Result<Table, TableError> {
        if let Some(total) = memory_mib()
            && megabytes > total
        {
            return Err(TableError::MoreThanMemory {
                asked: megabytes,
                total,
            });
        }
        let bytes = megabytes.saturating_mul(1 << 20);
        let per_bucket = std::mem::size_of::<Mutex<Bucket>>();
        let count = power_of_two_at_most((bytes / per_bucket).max(1));
        let mut buckets = Vec::new();
        (buckets.try_reserve_exact(count)).map_err(|_| TableError::NoMemory(megabytes))?;
        while buckets.len() < count {
            let more = BUCKETS_PER_LOOK.min(count - buckets.len());
            buckets.extend((0..more).map(|_| Mutex::new(Bucket::default())));
            if deadline.is_some_and(|d| Instant::now() >= d) {
                buckets.truncate(power_of_two_at_most(buckets.len()));
                break;
            }
        }
        let mask = buckets.len() as u64 - 1;
        Ok(Table { buckets, mask })
    }

    /// The table's memory in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Mutex<Bucket>>()
    }

    /// The number of buckets (a power of two).
    pub fn buckets(&self) -> usize {
        self.buckets.len()
    }

    fn bucket(&self, board: u64, pool: u32) -> std::sync::MutexGuard<'_, Bucket> {
        let mut h = board ^ u64::from(pool).rotate_left(29);
        h = (h ^ h >> 31).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        h ^= h >> 29;
        let index = (h & self.mask) as usize;
        self.buckets[index]
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether the player to move wins, if the position is stored.
    pub fn probe(&self, board: u64, pool: u32) -> Option<bool> {
        let bucket = self.bucket(board, pool);
        bucket
            .iter()
            .find(|e| e.meta & IN_USE != 0 && e.board == board && e.pool == pool)
            .map(|e| e.meta & WINS != 0)
    }

    /// Stores a proven result; `work` is the nodes its proof took.
    pub fn store(&self, board: u64, pool: u32, wins: bool, work: u64) {
        let effort = 64 - work.leading_zeros();
        let meta = IN_USE | if wins { WINS } else { 0 } | effort;
        let mut bucket = self.bucket(board, pool);
        let slot = match (bucket.iter())
            .position(|e| e.meta & IN_USE != 0 && e.board == board && e.pool == pool)
        {
            Some(i) => i,
            None => (0..4).min_by_key(|&i| bucket[i].meta & 0xff).unwrap_or(0),
        };
        bucket[slot] = Entry { board, pool, meta };
    }

    /// Forgets every entry, as if the table were new.
    pub fn clear(&mut self) {
        for bucket in &mut self.buckets {
            *bucket.get_mut().unwrap_or_else(|p| p.into_inner()) = Bucket::default();
        }
    }

    /// How many entries are in use.
    pub fn stored(&self) -> usize {
        self.buckets
            .iter()
            .map(|b| {
                let bucket = b.lock().unwrap_or_else(|p| p.into_inner());
                bucket.iter().filter(|e| e.meta & IN_USE != 0).count()
            })
            .sum()
    }
}

fn power_of_two_at_most(n: usize) -> usize {
    1usize << (usize::BITS - 1 - n.max(1).leading_zeros())
}

/// The machine's memory in MiB, where the system tells it (`/proc/meminfo`).
pub(crate) fn memory_mib() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib >> 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_whole_keys_only() {
        let table = Table::new(1, None).unwrap();
        assert!(table.bytes() <= 1 << 20);
        table.store(5, 3, true, 100);
        table.store(6, 3, false, 1);
        assert_eq!(table.probe(5, 3), Some(true));
        assert_eq!(table.probe(6, 3), Some(false));
        assert_eq!(table.probe(5, 2), None);
        assert_eq!(table.stored(), 2);
    }

    #[test]
    fn a_full_bucket_keeps_the_costliest_entries() {
        let table = Table::new(0, None).unwrap(); // one bucket
        for (board, work) in [(1, 1000), (2, 10), (3, 5000), (4, 800), (5, 900)] {
            table.store(board, 0, true, work);
        }
        assert_eq!(table.probe(2, 0), None);
        assert_eq!(table.stored(), 4);
    }

    #[test]
    fn a_table_past_the_machines_memory_is_refused_and_a_late_one_is_smaller() {
        let total = memory_mib().expect("Linux tells its memory");
        let refused = Table::new(total + 1, None);
        assert!(matches!(refused, Err(TableError::MoreThanMemory { .. })));
        let late = Table::new(64, Some(Instant::now())).unwrap();
        assert!(late.buckets() <= BUCKETS_PER_LOOK && late.buckets().is_power_of_two());
    }
}
