//! What a write must never destroy: device nodes, FIFOs and links to standard output are
//! written through, never renamed over; a hard-linked file on a full disk keeps its old
//! content; `play new --force` and the protocol's `save` wait for a game's lock; owners,
//! extended attributes and dangling links are kept; temporaries of killed writers are
//! cleaned. Tests that need root (device nodes, tmpfs, ownership) say so and pass quietly
//! elsewhere: run them as root (CI does) to check them.

use crate::support::{TempFile, Tessera, new_game, run_ok, temp_path, tessera, tessera_process};
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

fn path_str(path: &Path) -> &str {
    path.to_str().expect("test paths are UTF-8")
}

/// Makes a character device node like /dev/null (1, 3) or /dev/full (1, 7); `None` where
/// the test may not (not root), after saying so.
fn device_node(name: &str, minor: u32) -> Option<TempFile> {
    let node = temp_path(name);
    let made = Command::new("mknod")
        .arg(&node)
        .args(["c", "1", &minor.to_string()])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("skipped: mknod needs root (run the tests as root to check device nodes)");
        return None;
    }
    Some(node)
}

fn is_char_device(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_char_device())
}

#[test]
fn a_device_node_is_written_through_not_replaced() {
    let Some(null) = device_node("null", 3) else {
        return;
    };
    run_ok(&["play", "new", "polyssimo", "-o", path_str(&null), "--force"]);
    let game = new_game("golomb", "g.yaml", &[]);
    run_ok(&["play", "show", path_str(&game), "--svg", path_str(&null)]);
    run_ok(&["play", "export", path_str(&game), "-o", path_str(&null)]);
    assert!(is_char_device(&null), "the node is still a device");
}

#[test]
fn a_full_device_is_an_error_and_stays_a_device() {
    let Some(full) = device_node("full", 7) else {
        return;
    };
    let game = new_game("golomb", "g.yaml", &[]);
    Tessera::new()
        .args(["play", "show", path_str(&game), "--svg", path_str(&full)])
        .refused(&format!(
            "--svg {}: cannot write the file: No space left on device (os error 28)",
            full.display()
        ))
        .run();
    assert!(is_char_device(&full));
}

#[test]
fn a_fifo_is_written_through_to_its_reader() {
    let game = new_game("golomb", "g.yaml", &[]);
    let fifo = temp_path("pipe");
    crate::support::make_fifo(&fifo);
    let reader = {
        let fifo = fifo.to_path_buf();
        std::thread::spawn(move || {
            let mut text = String::new();
            std::fs::File::open(&fifo)
                .unwrap()
                .read_to_string(&mut text)
                .unwrap();
            text
        })
    };
    run_ok(&["play", "export", path_str(&game), "-o", path_str(&fifo)]);
    // Checked first: had the FIFO been replaced, its reader would wait for ever.
    let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO is still a FIFO");
    // The position of a new Golomb game: the empty board, the twelve pentominoes, player 1
    // to move.
    let empty = "  ........\n".repeat(8);
    let position = format!(
        "mode: golomb\nboard: |\n{empty}pool: [F, I, L, N, P, T, U, V, W, X, Y, Z]\nto_move: 1\n"
    );
    assert_eq!(
        reader.join().unwrap(),
        position,
        "the reader got the position"
    );
}

#[test]
fn a_link_to_standard_output_writes_there() {
    let link = temp_path("so");
    std::os::unix::fs::symlink("/proc/self/fd/1", &link).unwrap();
    // A process of its own: the link names that process's standard output.
    let run = tessera_process(&[
        "play",
        "new",
        "polyssimo",
        "--seed",
        "0",
        "-o",
        path_str(&link),
        "--force",
    ]);
    // The new game's state file (its options by default, seed 0), then what was done.
    let state = "format: 2\ngame: polyssimo\noptions:\n  players: 2\nseed: 0\nhistory: []\n\
                 end_of_file: true\n";
    let said = format!(
        "new polyssimo game for 2 players, seed 0: {}\nmove 1: player 1 to move (drafts a piece: take PIECE)\n",
        link.display()
    );
    assert_eq!(run.stdout, format!("{state}{said}"));
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    let game = new_game("golomb", "g.yaml", &[]);
    let svg = run_ok(&["play", "show", path_str(&game), "--svg", "/dev/stdout"]);
    // The picture's content is checked by the SVG tests: here, that all of it came.
    assert!(
        svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"),
        "{svg}"
    );
}

/// Mounts a tmpfs of `kib` KiB on a new folder; `None` where the test may not (not root).
fn small_disk(kib: u32) -> Option<TempFile> {
    let dir = temp_path("disk");
    std::fs::create_dir(&dir).unwrap();
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", &format!("size={kib}k"), "tmpfs"])
        .arg(&dir)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !mounted {
        eprintln!("skipped: mounting a small tmpfs needs root (run the tests as root)");
        return None;
    }
    Some(dir)
}

fn unmount(dir: &Path) {
    let _ = Command::new("umount").arg(dir).status();
}

/// Fills the disk `dir` is on until a write fails.
fn fill(dir: &Path) {
    use std::io::Write;
    let mut filler = std::fs::File::create(dir.join("filler")).unwrap();
    let block = [0u8; 512];
    while filler
        .write_all(&block)
        .and_then(|()| filler.sync_all())
        .is_ok()
    {}
}

/// A Project L game whose state file is `size` bytes long: its unlock sheet, kept in the
/// state file, starts with comment lines and a comment of `x`s as padding.
fn padded_game(dir: &Path, size: u64) -> PathBuf {
    let sheet = std::fs::read_to_string("puzzles/projectl/unlock-sheet-example.yaml").unwrap();
    let game = dir.join("g.yaml");
    let make = |lines: u64, extra: u64| {
        let comments = "# padding\n".repeat(lines as usize);
        let padded = format!("{comments}#{}\n{sheet}", "x".repeat(extra as usize));
        let sheet_file = temp_path("sheet.yaml");
        std::fs::write(&sheet_file, padded).unwrap();
        // A fixed seed: the cards dealt, and so the file's length, depend on it.
        let args = [
            "play",
            "new",
            "project-l",
            "--seed",
            "1",
            "--unlock-sheet",
            path_str(&sheet_file),
        ];
        run_ok(&[&args[..], &["-o", path_str(&game), "--force"]].concat());
        std::fs::metadata(&game).unwrap().len()
    };
    let bare = make(0, 0);
    let per_line = make(1, 0) - bare;
    let wanted = size - bare;
    assert_eq!(make(wanted / per_line, wanted % per_line), size);
    game
}

#[test]
fn a_hard_linked_file_on_a_full_disk_keeps_its_old_content() {
    let Some(disk) = small_disk(64) else {
        return;
    };
    // Three bytes short of a page: the next move needs a new page, and there is none.
    let game = padded_game(&disk, 4093);
    let other = disk.join("other.yaml");
    std::fs::hard_link(&game, &other).unwrap();
    let before = std::fs::read(&game).unwrap();
    fill(&disk);
    let run = tessera(&["play", "bot", path_str(&game), "--until", "move"]);
    let after = (
        std::fs::read(&game).unwrap(),
        std::fs::read(&other).unwrap(),
    );
    std::fs::remove_file(disk.join("filler")).unwrap();
    let replay = tessera(&["play", "replay", path_str(&other)]);
    unmount(&disk);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        format!(
            "tessera: error: {}: cannot write the file (it has other hard links, so it is \
             written in place): No space left on device (os error 28); the file is unchanged\n",
            game.display()
        )
    );
    assert_eq!(
        after,
        (before.clone(), before),
        "both names keep the old game"
    );
    assert_eq!(replay.code, 0, "{}", replay.stderr);
}

/// Holds the advisory lock on `file` while `args` run; checks that the run waits for it.
fn assert_waits_for_the_lock(file: &Path, args: &[&str], input: &str) {
    use std::io::Write;
    let lock = std::fs::File::open(file).unwrap();
    lock.lock().unwrap();
    let before = std::fs::read(file).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        child.try_wait().unwrap().is_none(),
        "{args:?} waits for the lock"
    );
    assert_eq!(
        std::fs::read(file).unwrap(),
        before,
        "nothing written under the lock"
    );
    drop(lock);
    assert!(child.wait().unwrap().success());
    assert_ne!(
        std::fs::read(file).unwrap(),
        before,
        "written once the lock is free"
    );
}

#[test]
fn no_wait_refuses_at_once_while_another_run_holds_the_game() {
    let game = new_game("polyssimo", "busy.yaml", &[]);
    let f = path_str(&game);
    let lock = std::fs::File::open(&game).unwrap();
    lock.lock().unwrap();
    let busy = "another run is changing or playing this game (the file is locked): wait for \
                it to end";
    for args in [
        &["play", "apply", f, "--no-wait", "take X"][..],
        &["play", "bot", f, "--no-wait"],
        &["play", "undo", f, "--no-wait"],
    ] {
        Tessera::new()
            .args(args)
            .file_unchanged(&game)
            .refused(&format!("{f}: {busy}"))
            .run();
    }
    drop(lock);
    run_ok(&["play", "apply", f, "--no-wait", "take X"]);
}

#[test]
fn play_new_force_and_the_protocols_save_wait_for_the_lock() {
    let game = new_game("polyssimo", "race.yaml", &[]);
    assert_waits_for_the_lock(
        &game,
        &["play", "new", "golomb", "-o", path_str(&game), "--force"],
        "",
    );
    // Another game's file: replaced only with force, under the lock.
    let save = format!("new s25\nsave {} force\nquit\n", game.display());
    assert_waits_for_the_lock(&game, &["play", "serve"], &save);
}

#[test]
fn a_move_keeps_the_files_owner_and_extended_attributes() {
    let game = new_game("polyssimo", "owned.yaml", &[]);
    let tagged = xattr::set(&game, "user.tessera-test", b"kept").is_ok();
    let owned = std::fs::metadata(&game).unwrap().uid() == 0
        && std::os::unix::fs::chown(&game, Some(65534), Some(65534)).is_ok();
    run_ok(&["play", "apply", path_str(&game), "take X"]);
    if tagged {
        let value = xattr::get(&game, "user.tessera-test").unwrap();
        assert_eq!(value.as_deref(), Some(&b"kept"[..]));
    } else {
        eprintln!("skipped: this file system has no user extended attributes");
    }
    if owned {
        let meta = std::fs::metadata(&game).unwrap();
        assert_eq!((meta.uid(), meta.gid()), (65534, 65534));
    } else {
        eprintln!("skipped: giving a file to nobody needs root (run the tests as root)");
    }
}

#[test]
fn a_dangling_link_is_kept_and_a_loop_refused() {
    let link = temp_path("link.yaml");
    let target = link.with_file_name("target.yaml");
    std::os::unix::fs::symlink("target.yaml", &link).unwrap();
    run_ok(&[
        "play",
        "new",
        "golomb",
        "--seed",
        "0",
        "-o",
        path_str(&link),
        "--force",
    ]);
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    // A new game: its options by default, the seed given, no moves yet.
    assert_eq!(
        std::fs::read_to_string(&target).unwrap(),
        "format: 2\ngame: golomb\noptions:\n  mode: golomb\n  players: 2\nseed: 0\nhistory: []\n\
         end_of_file: true\n"
    );
    let a = link.with_file_name("a");
    std::os::unix::fs::symlink("b", &a).unwrap();
    std::os::unix::fs::symlink("a", a.with_file_name("b")).unwrap();
    Tessera::new()
        .args(["play", "new", "golomb", "-o", path_str(&a), "--force"])
        .refused(&format!("{}: it is a loop of symbolic links", a.display()))
        .run();
    assert!(a.symlink_metadata().unwrap().file_type().is_symlink());
}

#[test]
fn a_killed_writers_temporary_is_noted_then_removed() {
    let game = new_game("polyssimo", "g.yaml", &[]);
    // Process ids stay below 2^22 on Linux: no process has this one.
    let stale = game.with_file_name(".g.yaml.tmp-4999999-123");
    std::fs::write(&stale, "half a game").unwrap();
    let note = format!(
        "note: {} was left by a run stopped while writing {}; the next move removes it\n",
        stale.display(),
        game.display()
    );
    Tessera::new()
        .args(["play", "show", path_str(&game)])
        .stderr(&note)
        .run();
    run_ok(&["play", "apply", path_str(&game), "take X"]);
    assert!(!stale.exists(), "the next write removed it");
}

#[test]
fn export_and_import_never_write_over_the_file_they_read() {
    // `play COMMAND FILE -o FILE --force` is refused with `told`, FILE left as it was.
    let refused = |command: &str, file: &Path, told: &str| {
        let f = path_str(file);
        Tessera::new()
            .args(["play", command, f, "-o", f, "--force"])
            .refused(&format!("{f}: -o names {told}"))
            .file_unchanged(file)
            .run();
    };
    let game = new_game("s25", "g.yaml", &[]);
    refused(
        "export",
        &game,
        "the game file being exported, which would be lost; write the export to another \
         file (`-o position.yaml`)",
    );
    let position = temp_path("position.yaml");
    run_ok(&["play", "export", path_str(&game), "-o", path_str(&position)]);
    refused(
        "import",
        &position,
        "the position file being imported, which would be lost; write the game to another \
         file (`-o game.yaml`)",
    );
}
