//! tessera: exact-cover solving and rules engines for grid-and-piece tabletop games.
//!
//! Layers point down only: `cli` → `challenge` → `play` → the games (`project_l`, `polyssimo`,
//! `struktura25`) → `engine` (the game interface and bots), `tiling`/`puzzle` →
//! `exact_cover`/`geometry`, with `pieces` (the named piece sets) beside `geometry`.
//! Beside them, serving every layer: `safe_write` and `text_file` (files), `yaml`,
//! `random`, `stats`, `wording`, `errors` (how errors are built), `memory` (bounded
//! memories of computed values). `docs/ARCHITECTURE.md` maps it.

pub mod challenge;
pub mod cli;
pub mod engine;
mod errors;
pub mod exact_cover;
mod fast_hash;
pub mod geometry;
pub mod line_fit;
mod memory;
pub mod picture;
pub mod pieces;
pub mod play;
pub mod polyssimo;
pub mod project_l;
pub mod puzzle;
pub mod random;
pub mod safe_write;
pub mod stats;
pub mod struktura25;
pub mod text_file;
pub mod tiling;
pub mod wording;
pub mod yaml;

/// The `.rs` files below `dir`, for the tests that read the crate's own source.
#[cfg(test)]
fn source_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(source_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// A folder of its own in the system's temporary folder for a unit test, removed when it is
/// dropped, whether the test passed or not.
#[cfg(test)]
struct TestFolder(std::path::PathBuf);

#[cfg(test)]
impl TestFolder {
    /// An empty folder named for `name` and this process.
    fn new(name: &str) -> TestFolder {
        let dir = std::env::temp_dir().join(format!("tessera-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a test folder");
        TestFolder(dir)
    }

    /// `name` in the folder.
    fn join(&self, name: &str) -> std::path::PathBuf {
        self.0.join(name)
    }
}

#[cfg(test)]
impl Drop for TestFolder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
