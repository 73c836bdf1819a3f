//! Bounds on a 2-player value moved by a lead in dead cells. With 2 players the value for
//! the root player is 2d, where d is the opponent's cells left less the root player's,
//! except when d = 0: then the tie-break makes it -1, 0 or 1. The cells of pieces that fit
//! nowhere (dead cells) stay in hand whatever is played, so d is the lead in dead cells
//! (the opponent's less the root player's) plus what the rest of the game adds, which does
//! not depend on the dead cells. So two positions that differ only in their dead cells
//! share their future, and bounds proved for one hold for the other once moved by the
//! difference in lead: `moved` does that, exactly where the lead is the same and
//! otherwise losing only what the tie-break would have said.

use super::bounds::values_between;
use super::search::INFINITE;

/// The least difference in cells left a value of at least `lower` allows.
fn least_difference_allowed(lower: i32) -> i32 {
    if lower == 1 {
        0
    } else {
        lower.div_euclid(2) + lower.rem_euclid(2)
    }
}

/// The greatest difference in cells left a value of at most `upper` allows.
fn greatest_difference_allowed(upper: i32) -> i32 {
    if upper == -1 { 0 } else { upper.div_euclid(2) }
}

/// Bounds `lower..=upper` on the value of a position whose lead in dead cells was
/// `from`, moved to a position with the same future and lead `to`.
pub fn moved(lower: i32, upper: i32, from: i32, to: i32) -> (i32, i32) {
    let shift = to - from;
    if shift == 0 {
        return (lower, upper);
    }
    let (least, most) = values_between(
        least_difference_allowed(lower) + shift,
        greatest_difference_allowed(upper) + shift,
    );
    let lower = if lower <= -INFINITE { lower } else { least };
    let upper = if upper >= INFINITE { upper } else { most };
    (lower, upper)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polyssimo::endgame::node::Node;
    use crate::polyssimo::rules::Board;

    fn node(dead: [u16; 4]) -> Node {
        Node {
            hands: [0b11, 0b1100, 0, 0],
            free: [0; 4],
            dead,
            to_move: 1,
            recency: None,
            reach: Board::default(),
            room: [0; 4],
            contested: true,
        }
    }

    /// With 2 players nodes that differ only in their dead cells share a key, the lead
    /// seen from the root player; with 3 the dead cells stay in the key.
    #[test]
    fn two_players_share_keys_across_dead_cells() {
        let (a, b) = (node([5, 2, 0, 0]), node([1, 4, 0, 0]));
        assert_eq!(a.table_key(0, 2).0, b.table_key(0, 2).0);
        assert_eq!((a.table_key(0, 2).1, b.table_key(0, 2).1), (-3, 3));
        assert_eq!((a.table_key(1, 2).1, b.table_key(1, 2).1), (3, -3));
        assert_ne!(a.table_key(0, 3).0, b.table_key(0, 3).0);
        assert_eq!((a.table_key(0, 3).1, b.table_key(0, 3).1), (0, 0));
    }

    /// By hand, from the values' meaning: a value of at least 1 is d >= 0 with the
    /// tie-break won, so one more dead cell for the opponent makes d >= 1 (2).
    #[test]
    fn bounds_move_by_twice_the_lead_and_ties_lose_their_break() {
        assert_eq!(moved(4, 10, 3, 3), (4, 10));
        assert_eq!(moved(4, 10, 3, 4), (6, 12));
        assert_eq!(moved(4, 10, 3, 1), (-1, 6));
        assert_eq!(moved(1, 1, 0, 1), (2, 2));
        assert_eq!(moved(1, 1, 0, -1), (-2, -2));
        assert_eq!(moved(-1, -1, 0, 1), (2, 2));
        assert_eq!(moved(0, 0, 2, 1), (-2, -2));
        assert_eq!(moved(-1, 1, 5, 6), (2, 2));
        assert_eq!(moved(2, 4, 0, -1), (-1, 2));
        assert_eq!(moved(-3, 3, 0, 2), (2, 6));
    }

    #[test]
    fn infinite_ends_stay_infinite() {
        assert_eq!(moved(-INFINITE, 6, 0, 1), (-INFINITE, 8));
        assert_eq!(moved(-4, INFINITE, 0, -1), (-6, INFINITE));
    }

    /// Against every outcome: a value in the bounds at one lead is in the moved bounds
    /// at the other.
    #[test]
    fn every_outcome_within_the_bounds_stays_within_them() {
        let value = |d: i32, tie: i32| if d == 0 { tie } else { 2 * d };
        for (lower, upper) in [(-6, -2), (-1, 1), (0, 4), (1, 1), (-3, 7), (2, 2)] {
            for (from, to) in [(0, 1), (0, -1), (2, 5), (3, -2)] {
                let (l, u) = moved(lower, upper, from, to);
                for future in -10..=10 {
                    for tie in -1..=1 {
                        let before = value(from + future, tie);
                        if (lower..=upper).contains(&before) {
                            let after = value(to + future, tie);
                            assert!((l..=u).contains(&after), "{lower}..{upper} {from}->{to}");
                        }
                    }
                }
            }
        }
    }
}
