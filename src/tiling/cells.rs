//! A placement's cells, held in the placement itself when the piece is small (up to five
//! cells: every piece of the three games and every pentomino), so that listing a board's
//! thousands of placements makes no allocation for each one.

use std::fmt;
use std::ops::Deref;

/// The most cells held without an allocation: five keeps a placement at 56 bytes (six
/// would take 64, a sixth more memory to fill on every board of pentominoes).
const INLINE: usize = 5;

/// The sorted region indices a placement covers; reads as a slice.
#[derive(Clone)]
pub struct Cells(Held);

#[derive(Clone)]
enum Held {
    Inline { len: u8, cells: [usize; INLINE] },
    Heap(Box<[usize]>),
}

impl From<&[usize]> for Cells {
    fn from(cells: &[usize]) -> Cells {
        if cells.len() > INLINE {
            return Cells(Held::Heap(cells.into()));
        }
        let mut inline = [0; INLINE];
        inline[..cells.len()].copy_from_slice(cells);
        Cells(Held::Inline {
            len: cells.len() as u8,
            cells: inline,
        })
    }
}

impl Deref for Cells {
    type Target = [usize];

    fn deref(&self) -> &[usize] {
        match &self.0 {
            Held::Inline { len, cells } => &cells[..*len as usize],
            Held::Heap(cells) => cells,
        }
    }
}

impl PartialEq for Cells {
    fn eq(&self, other: &Cells) -> bool {
        **self == **other
    }
}

impl Eq for Cells {}

impl fmt::Debug for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_and_large_lists_read_back_the_same() {
        for n in [0, 1, 4, 5, 6, 40] {
            let cells: Vec<usize> = (0..n).map(|i| 3 * i + 1).collect();
            let held = Cells::from(&cells[..]);
            assert_eq!(&*held, &cells[..]);
            assert_eq!(held.clone(), held);
            assert_eq!(format!("{held:?}"), format!("{cells:?}"));
        }
        assert_ne!(Cells::from(&[1, 2][..]), Cells::from(&[1, 2, 3][..]));
        assert_eq!(
            std::mem::size_of::<Cells>(),
            48,
            "five cells and their count"
        );
    }
}
