//! Running the command line in process, just-style: a builder that takes the arguments and
//! standard input, runs `tessera::cli::run` on in-memory streams, and checks the exit code
//! and both outputs — exactly, unless a test asks only for a part. Each builder has a
//! folder of its own, removed when it is dropped. (What needs a real process — signals,
//! locks held by another process, pipes, terminals — spawns the binary instead.)

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tessera::play::Games;

/// A folder for one test, removed with everything in it when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new() -> TempDir {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let root = super::test_root();
        let dir = root.join(format!("tessera-test-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a test folder");
        TempDir(dir)
    }

    /// The folder itself.
    pub fn folder(&self) -> &Path {
        &self.0
    }

    /// A path in the folder (nothing is created).
    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    pub fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.path(name);
        std::fs::write(&path, text).expect("a test file");
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What a run produced.
#[derive(Debug)]
pub struct Output {
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

/// A `tessera` command line to run in process, with what it must produce.
#[must_use = "a Tessera does nothing until .run()"]
pub struct Tessera {
    pub dir: TempDir,
    args: Vec<OsString>,
    stdin: Vec<u8>,
    code: u8,
    stdout: Option<Expect>,
    stderr: Option<Expect>,
    unchanged: Vec<(PathBuf, Vec<u8>)>,
}

enum Expect {
    Exactly(String),
    Containing(String),
}

impl Tessera {
    /// A run expected to succeed (exit 0) with nothing on standard error.
    pub fn new() -> Tessera {
        Tessera {
            dir: TempDir::new(),
            args: vec!["tessera".into()],
            stdin: Vec::new(),
            code: 0,
            stdout: None,
            stderr: Some(Expect::Exactly(String::new())),
            unchanged: Vec::new(),
        }
    }

    pub fn arg(mut self, arg: impl Into<OsString>) -> Tessera {
        self.args.push(arg.into());
        self
    }

    pub fn args<A: Into<OsString>>(mut self, args: impl IntoIterator<Item = A>) -> Tessera {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    pub fn stdin(mut self, input: impl Into<Vec<u8>>) -> Tessera {
        self.stdin = input.into();
        self
    }

    pub fn code(mut self, code: u8) -> Tessera {
        self.code = code;
        self
    }

    /// Standard output, exactly.
    pub fn stdout(mut self, text: &str) -> Tessera {
        self.stdout = Some(Expect::Exactly(text.into()));
        self
    }

    /// Standard output containing `part`.
    pub fn stdout_has(mut self, part: &str) -> Tessera {
        self.stdout = Some(Expect::Containing(part.into()));
        self
    }

    /// Standard error, exactly.
    pub fn stderr(mut self, text: &str) -> Tessera {
        self.stderr = Some(Expect::Exactly(text.into()));
        self
    }

    /// A refusal: exit 2 and exactly `tessera: error: {message}` on one line of standard
    /// error.
    pub fn refused(self, message: &str) -> Tessera {
        self.code(2).stderr(&format!("tessera: error: {message}\n"))
    }

    /// Standard error not checked by the run (the test checks the part that does not vary
    /// with the machine itself).
    pub fn any_stderr(mut self) -> Tessera {
        self.stderr = None;
        self
    }

    /// The file must be byte for byte the same after the run.
    pub fn file_unchanged(mut self, path: &Path) -> Tessera {
        let bytes = std::fs::read(path).expect("the file exists before the run");
        self.unchanged.push((path.to_path_buf(), bytes));
        self
    }

    /// Runs the command line and checks what was asked; returns the output.
    pub fn run(self) -> Output {
        let output = self.run_unchecked();
        let line = format!("{:?}", &self.args[1..]);
        assert_eq!(
            output.code, self.code,
            "{line}: exit code; stderr: {}",
            output.stderr
        );
        check(&line, "stdout", &output.stdout, self.stdout.as_ref());
        check(&line, "stderr", &output.stderr, self.stderr.as_ref());
        for (path, before) in &self.unchanged {
            let now = std::fs::read(path).expect("the file is still there");
            assert!(&now == before, "{line}: {} changed", path.display());
        }
        output
    }

    /// The arguments, for messages.
    pub fn command_line(&self) -> &[OsString] {
        &self.args[1..]
    }

    /// Runs the command line without checking anything.
    pub fn run_unchecked(&self) -> Output {
        run_in_process(&Games::standard(), self.args.clone(), &self.stdin)
    }
}

/// Runs `args` (the program's name first) through `cli::run` with `games`, on `stdin` and
/// in-memory outputs.
pub fn run_in_process(games: &Games, args: Vec<OsString>, stdin: &[u8]) -> Output {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut input = stdin;
    let mut streams = tessera::cli::Streams::in_memory(&mut input, &mut out, &mut err);
    let exit = tessera::cli::run(games, args, &mut streams);
    Output {
        code: (0..=255u8)
            .find(|&c| ExitCode::from(c) == exit)
            .expect("an exit code"),
        stdout: String::from_utf8(out).expect("UTF-8 on stdout"),
        stderr: String::from_utf8(err).expect("UTF-8 on stderr"),
    }
}

fn check(line: &str, stream: &str, got: &str, expected: Option<&Expect>) {
    match expected {
        None => {}
        Some(Expect::Exactly(text)) => assert_eq!(got, text, "{line}: {stream}"),
        Some(Expect::Containing(part)) => {
            assert!(
                got.contains(part.as_str()),
                "{line}: {stream} lacks {part:?}:\n{got}"
            )
        }
    }
}
