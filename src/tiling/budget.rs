//! What a tiling's set-up may spend, checked before and while it is spent: the memory the
//! placements will take, estimated from the board and the pieces' orientations before any
//! is listed, and a deadline looked at between orientations while they are listed. So a
//! huge board is refused (or stopped by `--time`) rather than aborting on an allocation.

use super::PieceKind;
use crate::geometry::Region;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Bytes a placement costs at the peak of a search, by measure: its entry in the table
/// (a list of cells) and its row in the solver's matrix. 1000×1000 dominoes (2 million
/// placements of 2 cells) took 475 MB; 300×300 pentominoes (5.6 million of 5 cells)
/// 1.7 GB.
const BYTES_PER_PLACEMENT: u64 = 192;
/// And per cell of a placement.
const BYTES_PER_CELL: u64 = 24;

/// `"N MiB, more than the M MiB"` for an estimate of `needed` bytes over a limit of
/// `limit`, the estimate rounded up and the limit down so that it always reads as more:
/// in KiB under 10 MiB (1 MiB and a little over is not "1 MiB, more than the 1 MiB").
pub fn more_than(needed: u64, limit: u64) -> String {
    let (unit, name) = if needed < 10 << 20 {
        (1 << 10, "KiB")
    } else {
        (1 << 20, "MiB")
    };
    let (needed, limit) = (needed.div_ceil(unit), limit / unit);
    format!("{needed} {name}, more than the {limit} {name}")
}

/// The limits of a set-up: the most memory its placements may take, and when to stop (a
/// deadline, or a flag another thread sets, as Ctrl-C does).
#[derive(Clone, Copy, Debug)]
pub struct SetupLimits {
    pub max_bytes: MemoryCap,
    pub deadline: Option<Instant>,
    pub interrupt: Option<&'static AtomicBool>,
}

impl SetupLimits {
    /// No limit at all (for boards known to be small).
    pub const NONE: SetupLimits = SetupLimits {
        max_bytes: MemoryCap::Bytes(u64::MAX),
        deadline: None,
        interrupt: None,
    };

    /// Whether the deadline has passed or the flag was set.
    pub fn late(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.interrupt.is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// Whether the time ran out, looked at once every [`CHECK_EVERY`] steps of a loop
    /// (`step` counts them), so that a loop over millions of placements stays cheap.
    pub fn late_at(&self, step: usize) -> bool {
        step.is_multiple_of(CHECK_EVERY) && self.late()
    }
}

impl Default for SetupLimits {
    fn default() -> Self {
        SetupLimits::NONE
    }
}

/// The most memory a set-up may take: a number of bytes (`--memory-mb`), or a share of
/// what the system lets this process have, asked of the system only when a need is larger
/// than `ALWAYS_THERE` (reading `/proc` took a small count longer than its search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryCap {
    Bytes(u64),
    /// [`memory_available`] divided among `share` threads.
    System {
        share: u64,
    },
}

/// Memory a set-up may always take without asking the system: the address space the
/// program takes besides its data, which any system that runs it has given it.
const ALWAYS_THERE: u64 = ADDRESS_SPACE_MARGIN;

impl MemoryCap {
    /// The whole of what the system lets this process have.
    pub const SYSTEM: MemoryCap = MemoryCap::System { share: 1 };

    /// Whether `needed` bytes are within the cap.
    pub fn allows(self, needed: u64) -> bool {
        match self {
            MemoryCap::Bytes(most) => needed <= most,
            MemoryCap::System { share } => {
                needed.saturating_mul(share) <= ALWAYS_THERE || needed <= self.bytes()
            }
        }
    }

    /// The cap in bytes (asking the system, once per process, when the cap is its share).
    pub fn bytes(self) -> u64 {
        match self {
            MemoryCap::Bytes(most) => most,
            MemoryCap::System { share } => system_memory() / share.max(1),
        }
    }

    /// An even share of the cap for each of `parts` threads.
    pub fn shared(self, parts: u64) -> MemoryCap {
        match self {
            MemoryCap::Bytes(most) => MemoryCap::Bytes(most / parts.max(1)),
            MemoryCap::System { share } => MemoryCap::System {
                share: share.saturating_mul(parts.max(1)),
            },
        }
    }

    /// How many items of `each` bytes fit, up to `wanted`.
    pub fn fit(self, each: u64, wanted: usize) -> usize {
        let wanted_bytes = (wanted as u64).saturating_mul(each);
        if self.allows(wanted_bytes) {
            return wanted;
        }
        wanted.min(usize::try_from(self.bytes() / each.max(1)).unwrap_or(usize::MAX))
    }
}

/// [`memory_available`], found out once per process (no limit where the system does not say).
fn system_memory() -> u64 {
    static FOUND: OnceLock<u64> = OnceLock::new();
    *FOUND.get_or_init(|| memory_available().unwrap_or(u64::MAX))
}

/// How many steps of a set-up loop pass between two looks at the clock.
pub const CHECK_EVERY: usize = 1 << 12;

/// An upper bound on the memory the placements of `pieces` on `region` take: every
/// orientation of every piece anchored at every cell.
pub fn estimated_bytes(region: &Region, pieces: &[PieceKind], allow_flip: bool) -> u64 {
    let cells = region.len() as u64;
    pieces
        .iter()
        .map(|kind| {
            let orientations = kind.shape.orientations(allow_flip).len() as u64;
            let each = BYTES_PER_PLACEMENT + BYTES_PER_CELL * kind.shape.cells().len() as u64;
            orientations.saturating_mul(cells).saturating_mul(each)
        })
        .fold(0, u64::saturating_add)
}

/// The memory this process may have, where the system tells it: the machine's memory
/// (`/proc/meminfo`), or less under an address-space limit (`ulimit -v`), of which a
/// margin is kept for the program itself (a quarter, at most `ADDRESS_SPACE_MARGIN`).
pub fn memory_available() -> Option<u64> {
    let machine = meminfo_total();
    let limit = address_space_limit().map(|b| b - (b / 4).min(ADDRESS_SPACE_MARGIN));
    match (machine, limit) {
        (Some(m), Some(l)) => Some(m.min(l)),
        (m, l) => m.or(l),
    }
}

/// Address space the program takes besides its data (code, stacks, the allocator's arenas).
const ADDRESS_SPACE_MARGIN: u64 = 64 << 20;

fn meminfo_total() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib << 10)
}

/// The soft address-space limit (`ulimit -v`) in bytes, if there is one.
fn address_space_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    let soft = line
        .trim_start_matches("Max address space")
        .split_whitespace()
        .next()?;
    soft.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Shape;

    fn kind(shape: &str) -> PieceKind {
        let shape = Shape::parse(shape).unwrap();
        PieceKind {
            name: "p".into(),
            shape,
            min: 0,
            max: 1,
        }
    }

    #[test]
    fn the_estimate_bounds_the_measured_cost() {
        let square = |side| Region::rectangle(side, side);
        let dominoes = estimated_bytes(&square(1000), &[kind("##")], true);
        // Two orientations at each of a million cells; 475 MB measured.
        assert_eq!(dominoes, 2 * 1_000_000 * (192 + 2 * 24));
        assert!(dominoes > 475_000_000);
        // 63 orientations of the 12 pentominoes at 90,000 cells; 1.7 GB measured.
        let twelve: Vec<PieceKind> = ["#####", "##\n##\n#.", "###\n#..\n#.."]
            .iter()
            .map(|s| kind(s))
            .collect();
        assert!(estimated_bytes(&square(300), &twelve, true) > 0);
        assert!(memory_available().is_some_and(|b| b > 1 << 20));
    }

    #[test]
    fn an_estimate_over_the_limit_always_reads_as_more() {
        // 1 MiB and 100 bytes over a 1 MiB limit: 1,024 KiB and a fraction, rounded up.
        let mib = 1u64 << 20;
        assert_eq!(
            more_than(mib + 100, mib),
            "1025 KiB, more than the 1024 KiB"
        );
        // Past 10 MiB, whole MiB: 12.5 MiB over 12 MiB reads 13 over 12.
        let (needed, limit) = (25 * mib / 2, 12 * mib);
        assert_eq!(more_than(needed, limit), "13 MiB, more than the 12 MiB");
        // A limit that is no whole number of units is rounded down.
        assert_eq!(more_than(2048 + 1, 2048 - 1), "3 KiB, more than the 1 KiB");
    }

    #[test]
    fn a_cap_in_bytes_holds_what_it_says_and_shares_it() {
        let cap = MemoryCap::Bytes(1000);
        assert!(cap.allows(1000) && !cap.allows(1001));
        assert_eq!(cap.shared(4), MemoryCap::Bytes(250));
        assert_eq!(cap.fit(300, 10), 3);
        assert_eq!(cap.fit(100, 4), 4);
    }

    #[test]
    fn the_system_cap_allows_what_the_program_takes_anyway_and_refuses_the_absurd() {
        let system = MemoryCap::SYSTEM;
        assert!(system.allows(ALWAYS_THERE));
        assert!(!system.allows(u64::MAX - 1) || memory_available().is_none());
        // Shared by two threads, each may take half of what needs no asking.
        let halves = system.shared(2);
        assert_eq!(halves, MemoryCap::System { share: 2 });
        assert!(halves.allows(ALWAYS_THERE / 2));
        assert_eq!(halves.bytes(), system.bytes() / 2);
        assert_eq!(system.fit(1, 5), 5);
    }
}
