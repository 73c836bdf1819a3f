//! The piece counts a frontier state carries: for each kind of piece whose bounds can
//! bind, how many copies are down so far, packed into one 64-bit word.
//!
//! A kind binds unless it may be left out (`min` 0) and has copies enough to cover the
//! board alone. One kind alone never needs counting: the board's size fixes its count.

use super::DpRefusal;
use crate::tiling::Tiling;

/// The most copies one choice puts down at once: an orbit under a symmetry of order 4.
const MOST_COPIES: u64 = 4;

/// The bounded kinds' fields in the packed word.
pub(super) struct Counter {
    /// `field_of[kind]`: the kind's field, if it is counted.
    field_of: Vec<Option<Field>>,
    fields: Vec<Field>,
    /// A single kind whose count the board's size rules out.
    infeasible: bool,
}

/// One kind's count: `bits` bits from `shift`, wide enough that a sum never carries into
/// the next field before it is checked against `max`.
#[derive(Clone, Copy)]
struct Field {
    shift: u32,
    bits: u32,
    min: u64,
    max: u64,
}

impl Counter {
    /// The counter for a problem's pieces; refused when their fields need over 64 bits.
    pub fn new(tiling: &Tiling) -> Result<Counter, DpRefusal> {
        let cells = tiling.region.len() as u64;
        let mut field_of = vec![None; tiling.pieces.len()];
        let mut fields = Vec::new();
        let mut shift = 0;
        let single = tiling.pieces.len() == 1;
        for (kind, piece) in tiling.pieces.iter().enumerate() {
            let (min, max) = (u64::from(piece.min), u64::from(piece.max));
            let free = min == 0 && max * piece.shape.len() as u64 >= cells;
            if single || free {
                continue;
            }
            let bits = u64::BITS - (max + MOST_COPIES).leading_zeros();
            let field = Field {
                shift,
                bits,
                min,
                max,
            };
            field_of[kind] = Some(field);
            fields.push(field);
            shift += bits;
        }
        if shift > 64 {
            let kinds = fields.len();
            return Err(DpRefusal::Counts { kinds, bits: shift });
        }
        let infeasible = single && !one_kind_fits(tiling);
        Ok(Counter {
            field_of,
            fields,
            infeasible,
        })
    }

    /// Whether no tiling can exist whatever the placements.
    pub fn is_infeasible(&self) -> bool {
        self.infeasible
    }

    /// Whether no kind is counted (every state's word is 0).
    pub fn is_trivial(&self) -> bool {
        self.fields.is_empty()
    }

    /// How many values the counted kinds' counts can take together (for estimates).
    pub fn combinations(&self) -> f64 {
        self.fields.iter().map(|f| (f.max + 1) as f64).product()
    }

    /// What putting down `copies` copies of `kind` adds to the packed word.
    pub fn increment(&self, kind: usize, copies: u32) -> u64 {
        self.field_of[kind].map_or(0, |f| u64::from(copies) << f.shift)
    }

    /// Whether no counted kind is past its maximum.
    pub fn within_max(&self, word: u64) -> bool {
        self.fields.iter().all(|f| f.value(word) <= f.max)
    }

    /// Whether every counted kind is within its bounds (a finished tiling's test).
    pub fn within_bounds(&self, word: u64) -> bool {
        self.fields
            .iter()
            .all(|f| (f.min..=f.max).contains(&f.value(word)))
    }
}

impl Field {
    fn value(&self, word: u64) -> u64 {
        (word >> self.shift) & ((1u64 << self.bits) - 1)
    }
}

/// Whether a single kind's count, fixed by the board's size, is within its bounds.
fn one_kind_fits(tiling: &Tiling) -> bool {
    let kind = &tiling.pieces[0];
    let (cells, size) = (tiling.region.len() as u64, kind.shape.len() as u64);
    let used = cells / size;
    cells.is_multiple_of(size) && (u64::from(kind.min)..=u64::from(kind.max)).contains(&used)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counter(board: &str, pieces: &[(&str, u32, u32)]) -> Counter {
        let t = crate::tiling::drawn(board, pieces, true);
        Counter::new(&t).unwrap()
    }

    #[test]
    fn only_binding_kinds_are_counted() {
        let c = counter("####\n####", &[("##", 0, 4), ("#", 1, 2)]);
        assert_eq!(c.increment(0, 1), 0, "four dominoes cover the board: free");
        let one = c.increment(1, 1);
        assert_ne!(one, 0);
        assert!(!c.within_bounds(0), "one monomino is required");
        assert!(c.within_bounds(one) && c.within_bounds(2 * one));
        assert!(c.within_max(2 * one) && !c.within_max(3 * one));
    }

    #[test]
    fn a_single_kind_is_checked_once() {
        assert!(counter("###\n###", &[("##", 0, 9)]).is_trivial());
        assert!(!counter("###\n###", &[("##", 0, 9)]).is_infeasible());
        assert!(counter("###\n###", &[("##", 0, 2)]).is_infeasible());
        assert!(counter("###\n##.", &[("##", 0, 9)]).is_infeasible());
    }
}
