//! A hasher for tables whose keys nobody chooses against us: the standard SipHash resists
//! hostile keys and costs for it — more than the rest of an expansion in Project L's plan
//! search (its states), a fifth of a small tiling's whole run (the placement index, keyed
//! by a piece kind and a few cell numbers of the board). Each word is mixed in with a
//! rotation and one multiplication.

/// A fast hasher (multiply and rotate, as in rustc's FxHash).
#[derive(Default)]
pub struct FastHasher(u64);

pub type BuildFast = std::hash::BuildHasherDefault<FastHasher>;

impl std::hash::Hasher for FastHasher {
    fn finish(&self) -> u64 {
        // A product's low bits depend only on the factors' low bits, and the table picks
        // buckets by the low bits: bring the well-mixed high bits down.
        self.0.rotate_left(26)
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u32(&mut self, word: u32) {
        self.write_u64(u64::from(word));
    }

    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::hash::BuildHasher;

    #[test]
    fn nearby_placement_keys_hash_apart() {
        let build = BuildFast::default();
        let keys = (0..12usize).flat_map(|k| (0..1000usize).map(move |c| (k, vec![c, c + 1])));
        let hashes: HashSet<u64> = keys.map(|key| build.hash_one(&key)).collect();
        assert_eq!(hashes.len(), 12_000);
    }
}
