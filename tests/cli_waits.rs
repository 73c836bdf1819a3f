//! Waits that could last for ever — a FIFO no one reads, a game file another run holds
//! locked — are said on standard error after a second, and SIGTERM or Ctrl-C ends them at
//! once with exit 3 (each run is a process of its own: signals and locks need one); and a
//! file the user may write in a folder they may not is written in place.

use crate::support::TempDir;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Starts `tessera` with `args`, its standard error piped.
fn start(args: &[&std::ffi::OsStr]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Sends `signal` to `child` once it has waited a moment over a second, and returns its
/// exit code and standard error; a child that outlives the signal by 5 s is killed and
/// the test fails.
fn signal_after_a_wait(mut child: Child, signal: &str) -> (Option<i32>, String) {
    std::thread::sleep(Duration::from_millis(1600));
    let sent = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let sent_at = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if sent_at.elapsed() > Duration::from_secs(5) {
            let _ = child.kill();
            panic!("{signal} did not end the wait");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), stderr)
}

#[test]
fn sigterm_ends_a_wait_for_a_fifos_reader() {
    let dir = TempDir::new();
    let fifo = dir.path("out.svg");
    crate::support::make_fifo(&fifo);
    let puzzle = "puzzles/polyomino/pentomino-6x10.yaml";
    for (args, signal) in [
        (vec!["tile", puzzle, "--svg"], "-TERM"),
        (vec!["tile", puzzle, "--svg"], "-INT"),
        (vec!["play", "new", "golomb", "-o"], "-TERM"),
    ] {
        let mut all: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_ref()).collect();
        all.push(fifo.as_os_str());
        let (code, stderr) = signal_after_a_wait(start(&all), signal);
        assert_eq!(code, Some(3), "{args:?} {signal}: {stderr}");
        let says = format!("tessera: waiting for a reader of {}", fifo.display());
        assert!(stderr.contains(&says), "{args:?}: {stderr}");
    }
}

/// Writes a new Golomb game to `path` (a process of its own) and returns the path.
fn new_game(path: &std::path::Path) -> std::path::PathBuf {
    let new = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(["play", "new", "golomb", "-o"])
        .arg(path)
        .output()
        .unwrap();
    assert!(new.status.success());
    path.to_path_buf()
}

#[test]
fn sigterm_ends_a_wait_for_a_locked_game() {
    let dir = TempDir::new();
    let game = new_game(&dir.path("g.yaml"));
    // This test holds the lock, as a run playing the game would.
    let held = std::fs::File::open(&game).unwrap();
    held.lock().unwrap();
    let bot = start(&["play".as_ref(), "bot".as_ref(), game.as_os_str()]);
    let (code, stderr) = signal_after_a_wait(bot, "-TERM");
    assert_eq!(code, Some(3), "{stderr}");
    let says = format!(
        "tessera: waiting for another run to finish with {} (it holds the lock)",
        game.display()
    );
    assert!(stderr.contains(&says), "{stderr}");
    drop(held);
}

/// Runs `tessera` with `args` as the user nobody (through `setpriv`, which needs root);
/// `None` where that cannot be done.
fn as_nobody(args: &[&std::ffi::OsStr]) -> Option<std::process::Output> {
    let output = Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .output()
        .ok()?;
    let refused = String::from_utf8_lossy(&output.stderr).starts_with("setpriv:");
    (!refused).then_some(output)
}

#[test]
fn a_writable_file_in_a_closed_folder_is_written_in_place() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new();
    let closed = dir.path("closed");
    std::fs::create_dir(&closed).unwrap();
    let game = new_game(&closed.join("g.yaml"));
    let open = std::fs::Permissions::from_mode(0o666);
    std::fs::set_permissions(&game, open).unwrap();
    let bot = ["play".as_ref(), "bot".as_ref(), game.as_os_str()];
    let Some(played) = as_nobody(&bot) else {
        eprintln!("skipped: running as nobody needs root and setpriv");
        return;
    };
    // Nobody may write the file but not make one in its folder: written in place.
    let stderr = String::from_utf8_lossy(&played.stderr);
    assert!(played.status.success(), "{stderr}");
    assert!(
        std::fs::read_to_string(&game)
            .unwrap()
            .contains("history:\n- ")
    );
    let other = closed.join("n.yaml");
    let new = ["play", "new", "golomb", "-o"].map(std::ffi::OsStr::new);
    let refused = as_nobody(&[&new[..], &[other.as_os_str()]].concat()).unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let says = format!(
        "tessera: error: {}: cannot write the file: the folder {} does not let a file be made \
         in it (permission denied); nothing was written\n",
        other.display(),
        closed.display()
    );
    assert_eq!(String::from_utf8_lossy(&refused.stderr), says);
}
