//! Dead areas: whether the empty cells left after a placement include a closed area too
//! small for any combination of the pieces — a lone cell or a closed pair of cells. Both
//! are found on the whole board at once with a few shifts and no branch, so the search
//! can test every candidate that fits before it acts on any.

use super::Layout;
use crate::geometry::Mask;

pub(super) struct Holes<const W: usize> {
    /// The board's cells.
    pub board: Mask<W>,
    not_lane_start: Mask<W>,
    not_lane_end: Mask<W>,
    lane: u32,
    /// Whether a lone cell, or a closed pair, cannot be filled.
    lone_is_dead: bool,
    pair_is_dead: bool,
}

impl<const W: usize> Holes<W> {
    /// `fillable[n]`: some multiset of the pieces has exactly `n` cells.
    pub fn new(layout: &Layout, fillable: &[bool]) -> Holes<W> {
        let lane = layout.lane as usize;
        let all: Mask<W> = Mask::from_bits(0..layout.bits);
        let lane_bits = |pos: usize| (0..layout.bits).filter(move |b| b % lane == pos);
        let dead = |n: usize| !fillable.get(n).copied().unwrap_or(true);
        Holes {
            board: Mask::from_bits(layout.bit_of_cell.iter().copied()),
            not_lane_start: all.and_not(&Mask::from_bits(lane_bits(0))),
            not_lane_end: all.and_not(&Mask::from_bits(lane_bits(lane - 1))),
            lane: layout.lane,
            lone_is_dead: dead(1),
            pair_is_dead: dead(2),
        }
    }

    /// Whether the board with `occupied` filled has a lone empty cell or a closed pair of
    /// empty cells that no pieces could fill.
    pub fn has_dead_hole(&self, occupied: &Mask<W>) -> bool {
        let free = self.board.and_not(occupied);
        let [down, up, back, ahead] = self.neighbours(&free);
        let any = down.or(&up).or(&back).or(&ahead);
        let lone = free.and_not(&any);
        let two = down
            .and(&up)
            .or(&back.and(&ahead))
            .or(&down.or(&up).and(&back.or(&ahead)));
        let single = free.and_not(&two);
        let [a, b, c, d] = self.neighbours(&single);
        let pair = single.and(&a.or(&b).or(&c).or(&d));
        (self.lone_is_dead && !lone.is_zero()) | (self.pair_is_dead && !pair.is_zero())
    }

    /// For each direction, the cells whose neighbour that way is in `mask`.
    fn neighbours(&self, mask: &Mask<W>) -> [Mask<W>; 4] {
        [
            mask.shl(1).and(&self.not_lane_start),
            mask.shr(1).and(&self.not_lane_end),
            mask.shl(self.lane),
            mask.shr(self.lane),
        ]
    }
}
