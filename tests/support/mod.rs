//! Helpers shared by the integration tests: the naive oracle and a runner for the binary.

pub mod board_text;
pub mod card_cells;
pub mod golomb_oracle;
pub mod oracle;
pub mod plan_oracle;
pub mod runner;
pub mod s25_oracle;
pub mod upgrade_oracle;

pub use runner::{TempDir, Tessera};

use std::process::Command;

/// What a run of the binary produced.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `tessera` with the arguments, in process (see [`Tessera`]), on empty standard input.
/// A run that succeeds must leave standard error empty (a warning is checked with
/// [`Tessera::stderr`] or [`Tessera::any_stderr`]).
pub fn tessera(args: &[&str]) -> Run {
    in_process(Tessera::new().args(args))
}

/// Runs the builder unchecked, and checks that a successful run wrote nothing to standard
/// error.
fn in_process(builder: Tessera) -> Run {
    let output = builder.run_unchecked();
    assert!(
        output.code != 0 || output.stderr.is_empty(),
        "{:?}: exit 0 with standard error {:?}",
        builder.command_line(),
        output.stderr
    );
    Run {
        code: i32::from(output.code),
        stdout: output.stdout,
        stderr: output.stderr,
    }
}

/// Runs the `tessera` binary in a process of its own, colour off: for what needs a real
/// process (standard output links, signals, another process holding a lock).
pub fn tessera_process(args: &[&str]) -> Run {
    tessera_env(args, &[("NO_COLOR", "1")])
}

/// Runs `tessera` with extra environment variables.
pub fn tessera_env(args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tessera"));
    // Standard input is empty, never the test runner's (which may never end).
    command
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(std::process::Stdio::null());
    for (k, v) in env {
        command.env(k, v);
    }
    let output = command.output().expect("the binary runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The system's temporary folder, where each [`TempDir`] is a folder `tessera-test-PID-N`
/// removed when it is dropped. On first use, the folders that runs whose process has ended
/// left there (a run killed before its guards dropped) are removed.
pub fn test_root() -> &'static std::path::Path {
    static ROOT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    ROOT.get_or_init(|| {
        let temp = std::env::temp_dir();
        for entry in std::fs::read_dir(&temp).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            // `tessera-test-PID`, or `tessera-test-PID-N` as earlier runs named theirs.
            let pid = (name.strip_prefix("tessera-test-"))
                .and_then(|p| p.split('-').next()?.parse::<u32>().ok());
            if pid.is_some_and(|pid| !std::path::Path::new(&format!("/proc/{pid}")).exists()) {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
        temp
    })
}

/// A temporary file's path, in a folder of its own (so tests running in parallel never
/// share a file) that is removed with everything in it when this is dropped — also when the
/// test fails, as it unwinds. It reads as the [`Path`](std::path::Path) of the file.
pub struct TempFile {
    _folder: TempDir,
    path: std::path::PathBuf,
}

impl TempFile {
    /// The path `name` in the same folder, which keeps the folder (a set file and the
    /// position beside it).
    pub fn beside(self, name: &str) -> TempFile {
        let path = self.path.with_file_name(name);
        TempFile { path, ..self }
    }
}

impl std::ops::Deref for TempFile {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.path
    }
}

impl AsRef<std::path::Path> for TempFile {
    fn as_ref(&self) -> &std::path::Path {
        &self.path
    }
}

impl AsRef<std::ffi::OsStr> for TempFile {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.path.as_os_str()
    }
}

/// Writes `text` to a temporary file named `name` (see [`TempFile`]).
pub fn temp_file(name: &str, text: &str) -> TempFile {
    let folder = TempDir::new();
    let path = folder.file(name, text);
    TempFile {
        _folder: folder,
        path,
    }
}

/// Runs `play arena GAME --bots BOTS --games N --seed S --json` and checks that it played
/// the games, each with its winners (the wins, shared ones as fractions, add up to the
/// games); returns the document.
pub fn arena_json(game: &str, bots: &str, games: u64, seed: u64) -> serde_json::Value {
    let (games_text, seed_text) = (games.to_string(), seed.to_string());
    let args = [
        "play",
        "arena",
        game,
        "--bots",
        bots,
        "--games",
        &games_text,
        "--seed",
        &seed_text,
        "--json",
    ];
    let doc: serde_json::Value = serde_json::from_str(&run_ok(&args)).unwrap();
    assert_eq!(doc["games"], games);
    let wins: f64 = doc["bots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["wins"].as_f64().unwrap())
        .sum();
    assert!(
        (wins - games as f64).abs() < 1e-9,
        "every game has its winners"
    );
    doc
}

/// Runs `tessera` expecting a refusal: exit 2 with `reason` in the message; the message.
pub fn assert_refused(args: &[&str], reason: &str) -> String {
    let run = tessera(args);
    assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
    assert!(run.stderr.contains(reason), "{args:?}: {}", run.stderr);
    run.stderr
}

/// Runs `play apply FILE MOVES…` expecting a refusal (see [`assert_refused`]) that leaves
/// the file byte for byte as it was.
pub fn assert_apply_refused(file: &std::path::Path, moves: &[&str], reason: &str) {
    let before = std::fs::read(file).unwrap();
    let mut args = vec!["play", "apply", file.to_str().unwrap()];
    args.extend_from_slice(moves);
    assert_refused(&args, reason);
    assert_eq!(std::fs::read(file).unwrap(), before, "{moves:?}");
}

/// Runs `play apply FILE MOVES…` expecting exactly the refusal `FILE: message` (see
/// [`Tessera::refused`]), leaving the file byte for byte as it was.
pub fn apply_refused(file: &std::path::Path, moves: &[&str], message: &str) {
    Tessera::new()
        .args(["play", "apply"])
        .arg(file)
        .args(moves)
        .refused(&format!("{}: {message}", file.display()))
        .file_unchanged(file)
        .run();
}

/// Makes a FIFO at `path` (with `mkfifo`, as a user would).
pub fn make_fifo(path: &std::path::Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// Makes the file at `path` read-only, as `chmod a-w` would (the mode bits, which the
/// program heeds for root too).
pub fn make_read_only(path: &std::path::Path) {
    let mut mode = std::fs::metadata(path).unwrap().permissions();
    mode.set_readonly(true);
    std::fs::set_permissions(path, mode).unwrap();
}

/// Runs `tessera` expecting success; its standard output.
pub fn run_ok(args: &[&str]) -> String {
    let run = tessera(args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

/// A path named `name` in a folder of its own, with no file there yet (see [`TempFile`]).
pub fn temp_path(name: &str) -> TempFile {
    let folder = TempDir::new();
    let path = folder.path(name);
    TempFile {
        _folder: folder,
        path,
    }
}

/// Starts a game of `game` in a new temporary file named `name`, with `extra` options.
pub fn new_game(game: &str, name: &str, extra: &[&str]) -> TempFile {
    let file = temp_path(name);
    let mut args = vec!["play", "new", game, "-o", file.to_str().unwrap()];
    args.extend_from_slice(extra);
    run_ok(&args);
    file
}

/// A game no hint settles in ten minutes (18 pieces left, from strong play), in a new
/// temporary file: for stopping a hint early.
pub fn hard_polyssimo_game() -> TempFile {
    let file = temp_path("g.yaml");
    let position = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/puzzles/polyssimo/bench/2p-18-left-strong-22.yaml"
    );
    run_ok(&["play", "import", position, "-o", file.to_str().unwrap()]);
    file
}

/// The number in the environment variable `name`, else `default`: how many seeded games a
/// property test plays (the default run stays short; a long run sets the variable).
pub fn env_count(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// The shipped example expansion deck, as `--extra-cards` keeps it in a game.
pub fn example_expansion_deck() -> Vec<tessera::project_l::game::DeckText> {
    let file = "puzzles/projectl/expansion-example.yaml";
    let text = std::fs::read_to_string(file).unwrap();
    vec![tessera::project_l::game::DeckText {
        file: file.into(),
        text,
    }]
}
