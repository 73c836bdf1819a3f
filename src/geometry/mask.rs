//! Fixed-width bit masks of `64 × W` bits for bitboard searches: copyable, with the few
//! operations the searches need, and shifts that carry across words. Sets of cells outside
//! those searches are `fixedbitset::FixedBitSet`s; these stay hand-written because a search
//! copies one at every node (on the stack, where a `FixedBitSet` allocates) and generates
//! placements by shifting, which `FixedBitSet` cannot do.

/// A bit mask of `64 * W` bits; bit `i` is bit `i % 64` of word `i / 64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mask<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for Mask<W> {
    fn default() -> Self {
        Mask([0; W])
    }
}

impl<const W: usize> Mask<W> {
    /// The mask with exactly the given bits.
    pub fn from_bits(bits: impl IntoIterator<Item = usize>) -> Mask<W> {
        let mut mask = Mask::default();
        for bit in bits {
            mask.0[bit / 64] |= 1 << (bit % 64);
        }
        mask
    }

    /// Whether bit `bit` is set (bits past the end are not).
    pub fn has(&self, bit: usize) -> bool {
        self.0
            .get(bit / 64)
            .is_some_and(|w| w >> (bit % 64) & 1 != 0)
    }

    /// Bits `base..base + 64` as one word (bits past the end read as clear).
    pub fn window(&self, base: usize) -> u64 {
        let (word, shift) = (base / 64, base % 64);
        let low = self.0.get(word).map_or(0, |w| w >> shift);
        let high = match (shift, self.0.get(word + 1)) {
            (0, _) | (_, None) => 0,
            (_, Some(w)) => w << (64 - shift),
        };
        low | high
    }

    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub fn intersects(&self, other: &Mask<W>) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// The OR of the words of `self & other`: zero exactly when they share no bit.
    pub fn overlap(&self, other: &Mask<W>) -> u64 {
        self.0
            .iter()
            .zip(&other.0)
            .fold(0, |acc, (a, b)| acc | (a & b))
    }

    pub fn and(&self, other: &Mask<W>) -> Mask<W> {
        Mask(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    pub fn or(&self, other: &Mask<W>) -> Mask<W> {
        Mask(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    pub fn and_not(&self, other: &Mask<W>) -> Mask<W> {
        Mask(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The lowest set bit, if any.
    pub fn lowest(&self) -> Option<usize> {
        self.0
            .iter()
            .position(|&w| w != 0)
            .map(|i| i * 64 + self.0[i].trailing_zeros() as usize)
    }

    /// Only the lowest set bit (zero stays zero).
    pub fn lowest_bit(&self) -> Mask<W> {
        let mut out = Mask::default();
        if let Some(i) = self.0.iter().position(|&w| w != 0) {
            out.0[i] = self.0[i] & self.0[i].wrapping_neg();
        }
        out
    }

    /// Shifted towards higher bits by `n < 64`.
    pub fn shl(&self, n: u32) -> Mask<W> {
        if n == 0 {
            return *self;
        }
        Mask(std::array::from_fn(|i| {
            let carry = if i > 0 { self.0[i - 1] >> (64 - n) } else { 0 };
            (self.0[i] << n) | carry
        }))
    }

    /// Shifted towards lower bits by `n < 64`.
    pub fn shr(&self, n: u32) -> Mask<W> {
        if n == 0 {
            return *self;
        }
        Mask(std::array::from_fn(|i| {
            let carry = if i + 1 < W {
                self.0[i + 1] << (64 - n)
            } else {
                0
            };
            (self.0[i] >> n) | carry
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_carry_between_words() {
        let m: Mask<3> = Mask::from_bits([63, 64, 130]);
        assert_eq!(m.shl(1), Mask::from_bits([64, 65, 131]));
        assert_eq!(m.shr(2), Mask::from_bits([61, 62, 128]));
        assert_eq!(m.lowest(), Some(63));
        assert_eq!(m.count(), 3);
        assert_eq!(m.lowest_bit(), Mask::from_bits([63]));
        let high: Mask<2> = Mask::from_bits([127]);
        assert!(
            high.shl(1).is_zero(),
            "bits shifted past the end are dropped"
        );
        assert_eq!(m.window(60), 0b1_1000);
        assert_eq!(m.window(64), 1);
        assert_eq!(m.window(130), 1);
        assert_eq!(m.window(200), 0, "past the end reads as clear");
        assert!(m.has(130) && !m.has(129) && !m.has(500));
        assert_eq!(m.overlap(&Mask::from_bits([64, 65])), 1);
    }
}
