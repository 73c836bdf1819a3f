//! Puzzle files: any text is read or refused, never a panic; a board read draws back to
//! itself, and every placement listed lies on the board and has its piece's size.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::geometry::Region;
use tessera::puzzle::Puzzle;
use tessera::tiling::budget::{MemoryCap, SetupLimits};

/// The placements a file may list, by the set-up's estimate of their memory: enough for
/// every bundled puzzle, small enough that an execution stays short.
const LIMITS: SetupLimits = SetupLimits {
    max_bytes: MemoryCap::Bytes(16 << 20),
    deadline: None,
    interrupt: None,
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The parser `tile` uses, within a memory cap that keeps an execution short.
    let Ok(puzzle) = Puzzle::parse_within(text, "fuzz.yaml", "fuzz", &LIMITS) else {
        return;
    };
    let tiling = &puzzle.tiling;
    let region = &tiling.region;
    let drawing = region.draw(|_| '#').join("\n");
    assert_eq!(&Region::parse(&drawing).expect("a drawing reads"), region);
    for placement in tiling.placements() {
        let kind = &tiling.pieces[placement.piece];
        assert_eq!(placement.cells.len(), kind.shape.len());
        assert!(placement.cells.windows(2).all(|w| w[0] < w[1]));
        assert!(placement.cells.iter().all(|&c| c < region.len()));
    }
});
