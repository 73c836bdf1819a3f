//! Ctrl-C (SIGINT, and SIGTERM alike) during a long search: the first one asks the search
//! to stop and report what it has (and write its checkpoint); a second one ends the
//! process at once, as Ctrl-C usually does, saying so on standard error, and so does the
//! first while the command waits for input it has saved everything before. A second one
//! within [`SAME_REQUEST`] of the first is the same request (`timeout` without
//! `--foreground` signals the command and then its process group, twice at once). Either
//! way the exit code is 3, not decided.
//! Commands that cannot stop early are not told, and end at once. A wait that could last
//! for ever — opening a FIFO no one reads, a game file another run holds locked — is
//! ended at once by the first one too ([`while_blocked`]), and said on standard error
//! when it lasts.

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::flag::{register, register_conditional_shutdown};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once, OnceLock};
use std::time::{Duration, Instant};

/// Set by the first Ctrl-C.
static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Set while the command waits for input with its work saved (`play vs` reading a pipe).
static WAITING: AtomicBool = AtomicBool::new(false);

/// Cleared by a command that watches [`REQUESTED`] to stop gracefully ([`catch`]); while
/// it is set, Ctrl-C ends the process at once.
static UNWATCHED: AtomicBool = AtomicBool::new(true);

/// The exit code of a command that Ctrl-C ended: not decided.
const STOPPED: i32 = 3;

/// The signals handled: Ctrl-C, and the requests to end that a shell or a terminal sends.
const SIGNALS: [i32; 3] = [SIGINT, SIGTERM, SIGHUP];

/// Whether Ctrl-C asked the search to stop.
pub fn requested() -> bool {
    REQUESTED.load(Ordering::Relaxed)
}

/// The flag a search may watch itself.
pub fn flag() -> &'static AtomicBool {
    &REQUESTED
}

/// Where the request to stop stands, for telling a second signal from the first. Only the
/// watcher thread sets [`REQUESTED`], under this lock, so [`answered`] cannot race it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Request {
    /// No signal yet (or only ones whose request was answered long enough ago).
    Unasked,
    /// A signal came at this moment and its request stands.
    Standing(Instant),
    /// The request of the signal that came at this moment was answered (a hint cut short).
    Answered(Instant),
}

static REQUEST: Mutex<Request> = Mutex::new(Request::Unasked);

/// Set by SIGTERM or SIGHUP: a request to end the run, which no answer forgets.
static ENDING: AtomicBool = AtomicBool::new(false);

fn request() -> std::sync::MutexGuard<'static, Request> {
    REQUEST
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Forgets a Ctrl-C once it is answered by stopping a part of the work (a hint cut short)
/// while the command goes on: the next Ctrl-C is a first one again, unless it comes within
/// [`SAME_REQUEST`] of the one answered. A request to end (SIGTERM, SIGHUP) is kept.
pub fn answered() {
    let mut request = request();
    if let Request::Standing(at) = *request
        && !ENDING.load(Ordering::Relaxed)
    {
        *request = Request::Answered(at);
        REQUESTED.store(false, Ordering::Relaxed);
    }
}

/// Lets the next Ctrl-C stop the search gracefully (once per process; a command that
/// never calls this keeps the default: Ctrl-C ends it).
pub fn catch() {
    UNWATCHED.store(false, Ordering::Relaxed);
    // The watcher first: a signal between the two is then seen by it as the first.
    watch_for_a_second();
    install();
}

/// A second signal sooner than this after the first is taken for the same request.
const SAME_REQUEST: Duration = Duration::from_millis(200);

/// Whether a signal at `now` ends the process, the first having come at `first`.
fn ends_the_process(first: Instant, now: Instant) -> bool {
    now.duration_since(first) >= SAME_REQUEST
}

/// Starts (once) the thread that ends the process at a second signal, saying so; only
/// commands that catch the first have it, so a short command starts no thread. Should
/// the thread not start, a second signal still ends the process, in silence, from the
/// handler.
fn watch_for_a_second() {
    static WATCH: Once = Once::new();
    WATCH.call_once(|| {
        let started = signal_hook::iterator::Signals::new(SIGNALS)
            .ok()
            .and_then(|signals| {
                let watcher = std::thread::Builder::new().name("ctrl-c".into());
                watcher.spawn(move || watch(signals)).ok()
            });
        if started.is_none() {
            // Without the watcher the handler asks, and a second signal ends the process.
            for signal in SIGNALS {
                let _ = register_conditional_shutdown(signal, STOPPED, &REQUESTED);
                let _ = register(signal, &REQUESTED);
            }
        }
    });
}

/// Where the watcher says why it ends the process: the process's error stream, handed
/// over by `main` (a command line run in process, as in the tests, has none).
static LAST_WORD: OnceLock<Mutex<Box<dyn Write + Send>>> = OnceLock::new();

/// Hands over the stream a second Ctrl-C's ending is said on (once; `main` does).
pub fn say_last_word_on(stream: Box<dyn Write + Send>) {
    let _ = LAST_WORD.set(Mutex::new(stream));
}

/// Says that a second signal ended the run, if there is a stream to say it on and it is
/// free now (a word that cannot be written changes nothing; the process ends regardless).
fn say_last_word() {
    let Some(Ok(mut stream)) = LAST_WORD.get().map(Mutex::try_lock) else {
        return;
    };
    let _ = writeln!(
        stream,
        "tessera: stopped at once by a second Ctrl-C (or another signal to end): the answer \
         so far is not printed"
    );
}

/// What to say when a first signal ends the process at once because the work is saved
/// and waiting for it would take long (a bot's move in `play vs`): how to go on.
static SAVED_NOTE: Mutex<Option<String>> = Mutex::new(None);

/// While `note` is set, the first Ctrl-C (or signal to end) ends the process at once,
/// exit 3, saying `note` on standard error: for work that is saved before it starts and
/// that nothing would be lost by not finishing (a bot's move), where waiting for it would
/// leave the person with no answer. `None` gives the first signal back to the command.
pub fn end_at_once_saying(note: Option<String>) {
    *SAVED_NOTE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner()) = note;
}

/// Says `note` and ends the process, if a note is set (see [`end_at_once_saying`]).
fn end_if_saved() {
    let note = SAVED_NOTE.lock().ok().and_then(|note| note.clone());
    let Some(note) = note else {
        return;
    };
    if let Some(Ok(mut stream)) = LAST_WORD.get().map(Mutex::try_lock) {
        let _ = writeln!(stream, "{note}");
    }
    signal_hook::low_level::exit(STOPPED);
}

/// The watcher's loop: the first signal is a request to stop, a second one later than
/// [`SAME_REQUEST`] ends the process (see [`next_step`]).
fn watch(mut signals: signal_hook::iterator::Signals) {
    for signal in signals.forever() {
        let now = Instant::now();
        let ending = signal != SIGINT;
        let mut request = request();
        if ending {
            ENDING.store(true, Ordering::Relaxed);
        }
        match next_step(*request, now, ending) {
            Step::Ignore => {}
            Step::Ask => {
                end_if_saved();
                *request = Request::Standing(now);
                REQUESTED.store(true, Ordering::Relaxed);
            }
            Step::End => {
                say_last_word();
                // `_exit`, as the handler's shutdowns: nothing of the running command's is
                // flushed or run.
                signal_hook::low_level::exit(STOPPED);
            }
        }
    }
}

/// What a signal does.
#[derive(Debug, PartialEq)]
enum Step {
    /// Nothing more: it is the same request as the one before.
    Ignore,
    /// Asks the work to stop.
    Ask,
    /// Ends the process at once.
    End,
}

/// What a signal at `now` does where the request stands so (`ending`: SIGTERM or SIGHUP).
fn next_step(request: Request, now: Instant, ending: bool) -> Step {
    match request {
        Request::Unasked => Step::Ask,
        Request::Standing(at) if ends_the_process(at, now) => Step::End,
        Request::Standing(_) => Step::Ignore,
        Request::Answered(at) if !ending && !ends_the_process(at, now) => Step::Ignore,
        Request::Answered(_) => Step::Ask,
    }
}

/// Installs the handler (once per process): Ctrl-C, SIGTERM or SIGHUP ends the process
/// with exit 3 unless the command watches for it (then [`watch_for_a_second`]'s thread
/// asks it to stop at the first one and ends it at a second) and this is not a wait. The
/// handler runs in the signal's own context (no thread is started for it, which cost a
/// short command more than its search): it only reads atomic flags and ends the process
/// with `_exit`, as signal-hook's flag actions do.
fn install() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        for signal in SIGNALS {
            // Should a handler fail to install, the signal simply ends the process as before.
            let _ = register_conditional_shutdown(signal, STOPPED, &UNWATCHED);
            let _ = register_conditional_shutdown(signal, STOPPED, &WAITING);
        }
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

/// How long a wait goes on before it is said on standard error.
const SAY_AFTER: Duration = Duration::from_secs(1);

/// Runs `wait`, a call that may block for ever (opening a FIFO no one reads, waiting for a
/// lock), on a thread of its own so that a Ctrl-C or SIGTERM meanwhile ends the process at
/// once (exit 3), and says on `err` what it waits for (`for_what`, as in "a reader of the
/// FIFO out.svg") when it lasts more than a second. For waits before anything is written,
/// or writes through a FIFO or device, which an ended process leaves as they would be.
pub fn while_blocked<T: Send>(
    for_what: &str,
    err: &mut dyn Write,
    wait: impl FnOnce() -> T + Send,
) -> T {
    install();
    let was_waiting = WAITING.swap(true, Ordering::Relaxed);
    let result = std::thread::scope(|scope| {
        let (done, ended) = std::sync::mpsc::channel();
        let waiter = scope.spawn(move || {
            let result = wait();
            // The receiver is here until the scope ends.
            let _ = done.send(());
            result
        });
        if ended.recv_timeout(SAY_AFTER).is_err() {
            // A note that cannot be written changes nothing about the wait.
            let _ = writeln!(err, "tessera: waiting for {for_what} (Ctrl-C stops)");
        }
        match waiter.join() {
            Ok(result) => result,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    });
    WAITING.store(was_waiting, Ordering::Relaxed);
    result
}

/// Runs `write`, a write of the file `path` names, through [`while_blocked`] when `path`
/// names a FIFO, socket or device (which may block until a reader comes); other writes run
/// as they are (a regular file is never waited on, and is not to be left half written).
pub fn while_writing<T: Send>(
    path: &std::path::Path,
    err: &mut dyn Write,
    write: impl FnOnce() -> T + Send,
) -> T {
    use crate::safe_write::{Target, resolve};
    match resolve(path) {
        Ok(Target::Stream(node)) => {
            let what = format!("a reader of {} (not a regular file)", node.display());
            while_blocked(&what, err, write)
        }
        _ => write(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_answered_is_forgotten_but_for_its_own_signal_again() {
        let at = Instant::now();
        let soon = at + Duration::from_millis(50);
        let later = at + SAME_REQUEST;
        assert_eq!(next_step(Request::Unasked, at, false), Step::Ask);
        assert_eq!(next_step(Request::Standing(at), soon, false), Step::Ignore);
        assert_eq!(next_step(Request::Standing(at), later, false), Step::End);
        // A hint cut short answered the Ctrl-C: the same one sent twice changes nothing,
        // a later one asks again; SIGTERM or SIGHUP always asks.
        assert_eq!(next_step(Request::Answered(at), soon, false), Step::Ignore);
        assert_eq!(next_step(Request::Answered(at), later, false), Step::Ask);
        assert_eq!(next_step(Request::Answered(at), soon, true), Step::Ask);
    }

    #[test]
    fn a_second_signal_at_once_is_the_same_request_and_a_later_one_ends_the_process() {
        let first = Instant::now();
        assert!(!ends_the_process(first, first));
        assert!(!ends_the_process(first, first + Duration::from_millis(50)));
        assert!(ends_the_process(first, first + SAME_REQUEST));
        assert!(ends_the_process(first, first + Duration::from_secs(3)));
    }

    #[test]
    fn a_wait_is_said_only_when_it_lasts() {
        let mut err = Vec::new();
        assert_eq!(while_blocked("nothing", &mut err, || 7), 7);
        assert!(err.is_empty());
        let slow = || std::thread::sleep(SAY_AFTER + Duration::from_millis(200));
        while_blocked("a reader of the FIFO x", &mut err, slow);
        let said = String::from_utf8(err).unwrap();
        assert_eq!(
            said,
            "tessera: waiting for a reader of the FIFO x (Ctrl-C stops)\n"
        );
        assert!(!WAITING.load(Ordering::Relaxed));
    }
}
