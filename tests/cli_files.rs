//! State files are never lost or corrupted: concurrent changes all land (the file is
//! locked), writes keep symbolic links and modes, a failed write leaves the old file and
//! no temporary file, read-only files and existing games are not overwritten.

use crate::support::{Tessera, apply_refused, new_game, run_ok};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Stdio};

fn history(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let doc: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    doc["history"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn concurrent_moves_on_one_file_all_land() {
    let file = new_game("polyssimo", "race.yaml", &["--seed", "1"]);
    let pieces = ["X", "F", "I", "L", "N", "P", "T", "U", "V", "W", "Y", "Z"];
    let children: Vec<_> = pieces
        .iter()
        .map(|p| {
            Command::new(env!("CARGO_BIN_EXE_tessera"))
                .args([
                    "play",
                    "apply",
                    file.to_str().unwrap(),
                    &format!("take {p}"),
                ])
                .stdout(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        assert!(child.wait_with_output().unwrap().status.success());
    }
    assert_eq!(history(&file).len(), 12, "no move is lost");
}

#[test]
fn writes_keep_links_and_modes() {
    let file = new_game("polyssimo", "target.yaml", &[]);
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
    let link = file.with_file_name("link.yaml");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    run_ok(&["play", "apply", link.to_str().unwrap(), "take X"]);
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    assert_eq!(history(&file), ["take X"]);
    let mode = std::fs::metadata(&file).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[test]
fn a_read_only_file_is_not_replaced() {
    let file = new_game("polyssimo", "readonly.yaml", &[]);
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).unwrap();
    let read_only = "the file is read-only: make it writable first";
    apply_refused(&file, &["take X"], read_only);
    let message = format!("{}: {read_only}", file.display());
    for args in [
        &["play", "bot"][..],
        &["play", "new", "golomb", "--force", "-o"],
    ] {
        let run = Tessera::new().args(args).arg(&file);
        run.refused(&message).file_unchanged(&file).run();
    }
    let mode = std::fs::metadata(&file).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o444);
}

#[test]
fn a_hard_linked_file_keeps_its_links() {
    use std::os::unix::fs::MetadataExt;
    let file = new_game("polyssimo", "linked.yaml", &[]);
    let other = file.with_file_name("other-name.yaml");
    std::fs::hard_link(&file, &other).unwrap();
    run_ok(&["play", "apply", file.to_str().unwrap(), "take X"]);
    run_ok(&["play", "apply", other.to_str().unwrap(), "take F"]);
    assert_eq!(history(&file), ["take X", "take F"]);
    assert_eq!(history(&other), ["take X", "take F"]);
    let inode = |f: &Path| std::fs::metadata(f).unwrap().ino();
    assert_eq!(inode(&file), inode(&other));
    // A shorter text leaves nothing of the longer one behind it.
    run_ok(&[
        "play",
        "new",
        "golomb",
        "-o",
        other.to_str().unwrap(),
        "--force",
    ]);
    assert!(history(&file).is_empty());
    assert_eq!(inode(&file), inode(&other));
    assert_eq!(
        files_in(file.parent().unwrap()),
        ["linked.yaml", "other-name.yaml"],
        "no temporary file is left"
    );
}

#[test]
fn a_failed_write_leaves_the_old_file_and_no_temporary() {
    let file = new_game("project-l", "full.yaml", &["--seed", "2"]);
    for _ in 0..4 {
        run_ok(&["play", "bot", file.to_str().unwrap()]);
    }
    let before = std::fs::read(&file).unwrap();
    let listing = files_in(file.parent().unwrap());
    // A file-size limit of 0 makes the write fail as a full disk does.
    let script = format!(
        "trap '' XFSZ; ulimit -f 0; exec {} play apply {} 'take O1'",
        env!("CARGO_BIN_EXE_tessera"),
        file.display()
    );
    let run = Command::new("sh").args(["-c", &script]).output().unwrap();
    assert_eq!(run.status.code(), Some(2), "{run:?}");
    let stderr = String::from_utf8_lossy(&run.stderr);
    let message = format!(
        "tessera: error: {}: cannot write the file: File too large (os error 27)\n",
        file.display()
    );
    assert_eq!(stderr, message);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(files_in(file.parent().unwrap()), listing);
}

#[test]
fn play_new_keeps_an_existing_file_unless_forced() {
    let t = crate::support::TempDir::new();
    let file = t.path("exists.yaml");
    let new_golomb = || {
        Tessera::new()
            .args(["play", "new", "golomb", "-o"])
            .arg(&file)
    };
    Tessera::new()
        .args(["play", "new", "polyssimo", "-o"])
        .arg(&file)
        .run();
    Tessera::new()
        .args(["play", "apply"])
        .arg(&file)
        .arg("take X")
        .run();
    // A saved game: how to go on with it is said beside --force, which would lose it.
    let refused = format!(
        "tessera: error: {0}: already exists: give --force to overwrite it (it is a saved \
         game: to continue it, tessera play vs {0})\n",
        file.display()
    );
    new_golomb()
        .code(2)
        .stdout("")
        .stderr(&refused)
        .file_unchanged(&file)
        .run();
    new_golomb().arg("--force").run();
    assert!(history(&file).is_empty());
    Tessera::new()
        .args(["play", "new", "golomb", "-o"])
        .arg(t.path("fresh.yaml"))
        .run();
}

#[test]
fn a_dash_is_refused_where_it_would_make_a_file_named_dash() {
    // A state file or a checkpoint is read again later; where standard output is the
    // default, leaving the option out is the way to it.
    let kept = "`-` cannot be this file: it is read again later, so it cannot be standard output";
    let output = "leave the option out to write on standard output";
    let game = crate::support::new_game("s25", "dash.yaml", &["--seed", "1"]);
    let g = game.to_str().unwrap();
    let cases: [(&[&str], &str); 6] = [
        (&["play", "new", "s25", "-o", "-"], kept),
        (&["play", "vs", "s25", "-o", "-"], kept),
        (
            &[
                "play",
                "import",
                "puzzles/polyssimo/example-position.yaml",
                "-o",
                "-",
            ],
            kept,
        ),
        (
            &["golomb", "prove", "--checkpoint", "-", "--time", "1"],
            kept,
        ),
        (&["play", "export", g, "-o", "-"], output),
        (&["challenge", "new", "golomb", "-o", "-"], output),
    ];
    for (args, said) in cases {
        let run = crate::support::tessera(args);
        assert_eq!(
            (run.code, run.stderr.contains(said)),
            (2, true),
            "{args:?}: {}",
            run.stderr
        );
    }
}

#[test]
fn a_puzzle_is_read_from_standard_input() {
    let puzzle = std::fs::read_to_string("puzzles/polyomino/pentomino-6x10.yaml").unwrap();
    Tessera::new()
        .args(["tile", "-", "--count"])
        .stdin(puzzle)
        .stdout("solutions: 9356\n")
        .run();
}

#[test]
fn a_fifo_or_a_folder_is_refused_at_once_not_read() {
    let fifo = crate::support::temp_path("pipe.yaml");
    crate::support::make_fifo(&fifo);
    let f = fifo.to_str().unwrap();
    for args in [
        vec!["tile", f],
        vec!["play", "show", f],
        vec!["polyssimo", "holes", f],
        vec!["s25", "analyze", f],
        vec!["plan", f],
    ] {
        Tessera::new()
            .args(args)
            .refused(&format!(
                "{f}: cannot read the file: it is not a regular file (a FIFO, socket or device)"
            ))
            .run();
    }
    let folder = std::env::temp_dir();
    Tessera::new()
        .args(["s25", "path"])
        .arg(&folder)
        .refused(&format!(
            "{}: cannot read the file: it is a folder",
            folder.display()
        ))
        .run();
}

#[test]
fn a_huge_polyssimo_set_is_refused_before_its_placements_are_listed() {
    // 200x200 cells: listing the pentominoes' placements took 1.8 GB and 3 s before the
    // 192-cell limit was checked.
    let rows = format!("  {}\n", "#".repeat(200)).repeat(200);
    let set = crate::support::temp_file(
        "huge-set.yaml",
        &format!("board: |\n{rows}pieces:\n  - set: pentominoes\n"),
    );
    let out = crate::support::temp_path("huge.yaml");
    Tessera::new()
        .args(["play", "new", "polyssimo", "--set"])
        .arg(&set)
        .arg("-o")
        .arg(&out)
        .refused(&format!(
            "polyssimo: set: {}: the piece set: board: 40000 cells; this use takes boards of \
             at most 192 cells",
            set.display()
        ))
        .run();
    assert!(!out.exists());
}
