//! Ctrl-C (SIGINT, and SIGTERM alike) during a long search: the first one asks the search
//! to stop and report what it has (and write its checkpoint); a second one ends the
//! process at once, as Ctrl-C usually does, and so does the first while the command waits
//! for input it has saved everything before. Either way the exit code is 3, not decided.
//! Commands that cannot stop early are not told, and end at once.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the first Ctrl-C.
static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Set while the command waits for input with its work saved (`play vs` reading a pipe).
static WAITING: AtomicBool = AtomicBool::new(false);

/// The exit code of a command that Ctrl-C ended: not decided.
const STOPPED: i32 = 3;

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
            if REQUESTED.swap(true, Ordering::Relaxed) || WAITING.load(Ordering::Relaxed) {
                std::process::exit(STOPPED);
            }
        });
    });
}

/// Runs `wait` (a read that a Ctrl-C could not stop) so that a Ctrl-C meanwhile ends the
/// process at once: for a command whose work is saved before it waits.
pub fn while_waiting<T>(wait: impl FnOnce() -> T) -> T {
    WAITING.store(true, Ordering::Relaxed);
    let result = wait();
    WAITING.store(false, Ordering::Relaxed);
    result
}
