//! Counting tilings without listing them: dynamic programming over the frontier (the
//! "broken profile" or transfer-matrix method).
//!
//! The cells are scanned in order along the board's short side; a state is which of the
//! cells just ahead of the scan are already covered, plus, for each kind of piece whose
//! count can bind, how many copies are down so far. A covered cell is passed over; an
//! empty one must be covered by a placement whose first cell (in scan order) it is. The
//! ways to reach each state are counted exactly (machine integers while they fit, then big
//! integers).
//!
//! Tilings up to the board's symmetries are counted with Burnside's lemma: the mean, over
//! the symmetry group, of the tilings each symmetry maps to themselves. A tiling fixed by
//! a symmetry `g` is an exact cover of the cells' orbits under `g` by orbits of
//! placements that never overlap their own images, so the same scan counts it. A
//! reflection that swaps one-sided mirror pieces carries a placement of one to a
//! placement of the other, so such an orbit puts down copies of both.

mod counter;
mod cover;
mod run;
mod scan;
mod shards;

use super::budget::SetupLimits;
use super::{PieceSymmetry, Tiling};
use counter::Counter;
use cover::Cover;
use num_bigint::BigUint;

/// Why the frontier method does not count a problem.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum DpRefusal {
    #[error("a piece reaches {reach} cells ahead of the scan, more than the {limit} allowed")]
    Window { reach: usize, limit: usize },
    #[error(
        "the frontier grew past {limit} states (estimated at up to {estimate:.2e}: 2^{window} \
         coverings of the cells ahead times the bounded piece counts)"
    )]
    States {
        limit: usize,
        estimate: f64,
        window: usize,
    },
    #[error("the counts of {kinds} bounded kinds of piece need {bits} bits of state, more than 64")]
    Counts { kinds: usize, bits: u32 },
    #[error(
        "the frontier could hold {estimate:.2e} states (2^{window} coverings of the cells \
         ahead times the bounded piece counts), more than the {limit} allowed"
    )]
    Estimate {
        estimate: f64,
        window: usize,
        limit: usize,
    },
    /// `--time` or Ctrl-C stopped the count (its set-up or its scan).
    #[error("the time ran out before the count was done")]
    OutOfTime,
}

/// Memory a frontier state takes at its peak (its key, its count and the hash table's
/// share, in the old and the new table of a step), by measure.
pub const BYTES_PER_STATE: u64 = 220;

impl Limits {
    /// The most states held at once: `states`, or fewer when the memory allowed would
    /// not hold them.
    fn most_states(&self) -> usize {
        self.setup.max_bytes.fit(BYTES_PER_STATE, self.states)
    }
}

/// How far the frontier method may go before it refuses.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most cells a placement may reach ahead of the scan (at most 127).
    pub window: usize,
    /// The most states held at once (fewer when `setup.max_bytes` would not hold them,
    /// at [`BYTES_PER_STATE`] each).
    pub states: usize,
    /// The memory the states may take and the time the count may run: its set-up (the
    /// placements' orbits and the scan) and each step of the scan look at the clock.
    pub setup: SetupLimits,
    /// Threads for a count over several symmetries (Burnside), each counting its own.
    pub threads: usize,
    /// Whether to refuse up front, rather than try, when bounded piece counts put the
    /// estimated states past `states` (the search then usually does better).
    pub quick_refusal: bool,
}

/// A count found by the frontier method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DpCount {
    pub count: BigUint,
    /// The most frontier states held at once (in any one scan).
    pub states: usize,
    /// The symmetries counted over (1 for a count of all tilings).
    pub symmetries: usize,
}

/// Counts every tiling of `tiling`.
pub fn count(tiling: &Tiling, limits: Limits) -> Result<DpCount, DpRefusal> {
    let identity = PieceSymmetry {
        transform: crate::geometry::Transform::IDENTITY,
        image: (0..tiling.region.len()).collect(),
        pieces: (0..tiling.pieces.len()).collect(),
    };
    count_over(tiling, &[identity], limits)
}

/// Counts the tilings that differ by more than a symmetry of the board (rotations, and
/// reflections when they map the pieces to themselves: [`Tiling::symmetries`]), by
/// Burnside's lemma.
pub fn count_distinct(tiling: &Tiling, limits: Limits) -> Result<DpCount, DpRefusal> {
    count_over(tiling, &tiling.symmetries(), limits)
}

/// The mean, over the symmetries `group`, of the tilings each maps to themselves (for the
/// identity alone: every tiling).
fn count_over(
    tiling: &Tiling,
    group: &[PieceSymmetry],
    limits: Limits,
) -> Result<DpCount, DpRefusal> {
    let counter = Counter::new(tiling)?;
    if counter.is_infeasible() {
        // No tiling: nothing to count, and no symmetry to divide by.
        return Ok(DpCount {
            count: BigUint::default(),
            states: 0,
            symmetries: group.len(),
        });
    }
    let mut sum = BigUint::default();
    let mut states = 0;
    for counted in each_fixed(tiling, &counter, group, limits) {
        let (fixed, held) = counted?;
        sum += fixed;
        states = states.max(held);
    }
    let order = BigUint::from(group.len());
    assert!(
        (&sum % &order) == BigUint::default(),
        "Burnside's sum {sum} is a multiple of the group's order {order}"
    );
    Ok(DpCount {
        count: sum / order,
        states,
        symmetries: group.len(),
    })
}

/// The tilings one symmetry fixes and the most states held, or why they were not counted.
type Counted = Result<(BigUint, usize), DpRefusal>;

/// The count of each symmetry of `group`, in its order: one after another, or on
/// `limits.threads` threads taking the symmetries in turn (the counts are independent;
/// each thread's states share the memory allowed).
fn each_fixed(
    tiling: &Tiling,
    counter: &Counter,
    group: &[PieceSymmetry],
    limits: Limits,
) -> Vec<Counted> {
    let threads = limits.threads.clamp(1, group.len().max(1));
    if threads == 1 {
        let each = group
            .iter()
            .map(|image| count_fixed(tiling, counter, image, limits));
        return each.collect();
    }
    let shared = Limits {
        setup: SetupLimits {
            max_bytes: limits.setup.max_bytes.shared(threads as u64),
            ..limits.setup
        },
        // The threads take symmetries in turn, each scanning its own alone.
        threads: 1,
        ..limits
    };
    let next = std::sync::atomic::AtomicUsize::new(0);
    let take = || next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut counted: Vec<(usize, Counted)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let index = take();
                        let Some(image) = group.get(index) else {
                            return done;
                        };
                        done.push((index, count_fixed(tiling, counter, image, shared)));
                    }
                })
            })
            .collect();
        let joined = workers
            .into_iter()
            .map(|w| w.join().expect("a count thread"));
        joined.flatten().collect()
    });
    counted.sort_by_key(|(index, _)| *index);
    counted.into_iter().map(|(_, c)| c).collect()
}

/// The tilings the symmetry `image` maps to themselves, and the most states held while
/// counting them.
fn count_fixed(
    tiling: &Tiling,
    counter: &Counter,
    image: &PieceSymmetry,
    limits: Limits,
) -> Result<(BigUint, usize), DpRefusal> {
    let cover = Cover::fixed_by(tiling, image, &limits.setup).ok_or(DpRefusal::OutOfTime)?;
    let scan = scan::best(tiling, &cover, counter, &limits.setup).ok_or(DpRefusal::OutOfTime)?;
    let limit = limits.window.min(127);
    if scan.window > limit {
        let reach = scan.window;
        return Err(DpRefusal::Window { reach, limit });
    }
    let estimate = 2f64.powi(scan.window as i32) * counter.combinations();
    let most = limits.most_states();
    if limits.quick_refusal && !counter.is_trivial() && estimate > most as f64 {
        let (window, limit) = (scan.window, most);
        return Err(DpRefusal::Estimate {
            estimate,
            window,
            limit,
        });
    }
    let sharing = run::Sharing::among(limits.threads);
    run::count(&scan, counter, (most, sharing), &limits.setup).map_err(|ended| match ended {
        run::Ended::Time => DpRefusal::OutOfTime,
        run::Ended::States => DpRefusal::States {
            limit: most,
            estimate,
            window: scan.window,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiling::drawn as tiling;

    const LIMITS: Limits = Limits {
        window: 127,
        states: 1 << 20,
        quick_refusal: false,
        setup: SetupLimits::NONE,
        threads: 1,
    };

    fn counted(t: &Tiling) -> (u64, u64) {
        let all = count(t, LIMITS).unwrap().count;
        let distinct = count_distinct(t, LIMITS).unwrap().count;
        (all.try_into().unwrap(), distinct.try_into().unwrap())
    }

    #[test]
    fn dominoes_of_a_square_by_hand() {
        // 2×2: two tilings, one up to rotation. 4×4: 36 tilings (A004003); by hand, the
        // classes are counted in the CLI tests against the search.
        assert_eq!(counted(&tiling("##\n##", &[("##", 0, 9)], true)), (2, 1));
    }

    #[test]
    fn trominoes_of_a_three_by_three() {
        // 3×3 by straight trominoes: all rows or all columns, one class.
        let t = tiling("###\n###\n###", &[("###", 3, 3)], true);
        assert_eq!(counted(&t), (2, 1));
    }

    #[test]
    fn bounded_counts_are_kept() {
        // 2×3 by one straight tromino, at most one domino and at most one monomino: the
        // tromino lies along a row, the domino and monomino fill the other row in 2 ways.
        let t = tiling(
            "###\n###",
            &[("###", 1, 1), ("##", 0, 1), ("#", 0, 1)],
            true,
        );
        assert_eq!(count(&t, LIMITS).unwrap().count, BigUint::from(4u8));
        // Dominoes alone cannot fill the row the tromino leaves.
        let t = tiling("###\n###", &[("###", 1, 1), ("##", 0, 3)], true);
        assert_eq!(count(&t, LIMITS).unwrap().count, BigUint::default());
    }

    #[test]
    fn one_sided_pieces_count_rotations_only_unless_mirror_closed() {
        // Two L trominoes on a 2×3: each of the two tilings is its own half-turn and
        // the other's mirror image. The L tromino is its own mirror image, so one-sided
        // or free it follows the reflections: one class.
        let t = tiling("###\n###", &[("#.\n##", 2, 2)], false);
        assert_eq!(counted(&t), (2, 1));
        let t = tiling("###\n###", &[("#.\n##", 2, 2)], true);
        assert_eq!(counted(&t), (2, 1));
        // Two L tetrominoes on a 2×4: "###." over "#..." leaves "...#" over ".###",
        // the first's half-turn, and only so (three in a row then one cell below at
        // the end; the cell below the middle would cut off the corner). Its mirror
        // image is the other tiling, of two J: one-sided L alone has the one tiling, one
        // class under the half-turn.
        const L: &str = "#.\n#.\n##";
        const J: &str = ".#\n.#\n##";
        let t = tiling("####\n####", &[(L, 0, 2)], false);
        assert_eq!(counted(&t), (1, 1));
        // L and J in equal numbers: both tilings, one class once reflections count
        // (each is the other's mirror image); rotations alone would give two.
        let t = tiling("####\n####", &[(L, 0, 2), (J, 0, 2)], false);
        assert_eq!(counted(&t), (2, 1));
        // Unequal numbers: not closed under mirroring, so rotations alone: the two
        // tilings (two L; two J) are not each other's rotations.
        let t = tiling("####\n####", &[(L, 0, 2), (J, 0, 3)], false);
        assert_eq!(counted(&t), (2, 2));
    }

    #[test]
    fn an_estimate_past_the_limit_is_refused_up_front() {
        // Dominoes with a bounded monomino: 2^2 coverings ahead times 2 counts.
        let t = tiling("######\n######", &[("##", 0, 6), ("#", 0, 1)], true);
        let strict = Limits {
            window: 127,
            states: 7,
            quick_refusal: true,
            setup: SetupLimits::NONE,
            threads: 1,
        };
        assert!(matches!(
            count(&t, strict),
            Err(DpRefusal::Estimate { window: 2, .. })
        ));
    }

    #[test]
    fn too_many_states_are_refused_with_the_estimate() {
        let t = tiling("######\n######", &[("##", 0, 6), ("#", 0, 1)], true);
        let small = Limits {
            window: 127,
            states: 2,
            quick_refusal: false,
            setup: SetupLimits::NONE,
            threads: 1,
        };
        let refusal = count(&t, small).unwrap_err();
        assert!(matches!(
            refusal,
            DpRefusal::States {
                limit: 2,
                window: 2,
                ..
            }
        ));
        assert!(
            refusal.to_string().contains("estimated at up to 8.00e0"),
            "{refusal}"
        );
    }
}
