//! Ctrl-C (SIGINT, and SIGTERM alike) during a long search: the first one asks the search
//! to stop and report what it has (and write its checkpoint); a second one ends the
//! process at once, as Ctrl-C usually does. Commands that cannot stop early are not told,
//! and end at once.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the first Ctrl-C.
static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Whether Ctrl-C asked the search to stop.
pub fn requested() -> bool {
    REQUESTED.load(Ordering::Relaxed)
}

/// The flag a search may watch itself.
pub fn flag() -> &'static AtomicBool {
    &REQUESTED
}

/// Lets the next Ctrl-C stop the search gracefully (once per process; a command that
/// never calls this keeps the default: Ctrl-C ends it).
pub fn catch() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        // Should the handler fail to install, Ctrl-C simply ends the process as before.
        let _ = ctrlc::set_handler(|| {
            if REQUESTED.swap(true, Ordering::Relaxed) {
                std::process::exit(130);
            }
        });
    });
}
