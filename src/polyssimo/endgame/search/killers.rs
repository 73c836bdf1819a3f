//! Killer moves: at each ply, the moves that cut there most recently, most recent first.
//! A node whose best-scored move does not cut tries them next (those live in it), before
//! the rest of its order. In positions from strong play one move often refutes most of
//! the opponent's replies (it takes a spot the opponent's moves leave alone), yet its
//! score ranks it far down (it takes few of the next player's replies), so without them
//! it was found after a hundred or more moves had each been refuted.

/// How many killer moves a ply keeps (measured: 2, 4, 8, 16 and 32; see
/// docs/polyssimo-solver.md, *Killer moves again*).
pub const KILLERS: usize = 16;

/// No move: an empty slot of a row.
pub const NONE: u32 = u32::MAX;

/// The killer moves of every ply (placement indices).
pub struct Killers {
    rows: Vec<[u32; KILLERS]>,
}

impl Killers {
    /// Empty rows for `plies` plies.
    pub fn new(plies: usize) -> Killers {
        Killers {
            rows: vec![[NONE; KILLERS]; plies],
        }
    }

    /// The ply's killers, most recent first (empty slots are `NONE`, at the end).
    pub fn row(&self, ply: usize) -> [u32; KILLERS] {
        self.rows[ply]
    }

    /// Records that `index` cut at `ply`: it moves to the front, the others keep their
    /// order, and when it was not in the row the oldest drops out.
    pub fn remember(&mut self, ply: usize, index: u32) {
        let row = &mut self.rows[ply];
        let at = row.iter().position(|&k| k == index).unwrap_or(KILLERS - 1);
        row.copy_within(0..at, 1);
        row[0] = index;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: new moves go in front and push the oldest out; a move already in the row
    /// moves to the front without a duplicate.
    #[test]
    fn the_latest_cut_goes_first_and_the_oldest_drops_out() {
        let mut killers = Killers::new(2);
        killers.remember(1, 7);
        killers.remember(1, 9);
        assert_eq!(killers.row(1)[..3], [9, 7, NONE]);
        assert_eq!(killers.row(0), [NONE; KILLERS]);
        killers.remember(1, 7);
        assert_eq!(killers.row(1)[..3], [7, 9, NONE]);
        for index in 100..100 + KILLERS as u32 {
            killers.remember(1, index);
        }
        let expected: Vec<u32> = (100..100 + KILLERS as u32).rev().collect();
        assert_eq!(killers.row(1).to_vec(), expected);
        killers.remember(1, 105);
        assert_eq!(killers.row(1)[..2], [105, 100 + KILLERS as u32 - 1]);
        assert_eq!(killers.row(1).iter().filter(|&&k| k == 105).count(), 1);
    }
}
