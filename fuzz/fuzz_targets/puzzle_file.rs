//! Puzzle files: any text is read or refused, never a panic; a board read draws back to
//! itself, and every placement listed lies on the board and has its piece's size.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tessera::geometry::Region;
use tessera::puzzle::Puzzle;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The limit Polyssimo sets use keeps an execution short; the full parser is the same.
    let Ok(puzzle) = Puzzle::parse_limited(text, "fuzz.yaml", "fuzz", 400) else {
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
