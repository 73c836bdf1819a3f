//! The output paths (`-o`, `--svg`, the protocol's `save`): any text written to any kind of
//! path — a regular file, a link to one, a dangling link, a loop, a hard-linked file, a
//! FIFO with a reader, a device node, a folder — either lands whole or fails leaving the
//! old content, and never changes what kind of thing the path names or leaves a temporary.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use tessera::play::file::{self, Overwrite};
use tessera::safe_write::{self, Existing};

/// Linux's O_NONBLOCK: the FIFO's reader opens without waiting for a writer.
const O_NONBLOCK: i32 = 0o4000;

const NAMES: [&str; 9] = [
    "file", "link", "dangling", "loop", "linked", "fifo", "null", "folder", "missing/x",
];

struct Scratch {
    dir: PathBuf,
    fifo_reader: std::fs::File,
    has_node: bool,
}

fn scratch() -> &'static Scratch {
    static SCRATCH: OnceLock<Scratch> = OnceLock::new();
    SCRATCH.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("tessera-fuzz-out-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("folder")).unwrap();
        std::os::unix::fs::symlink("file", dir.join("link")).unwrap();
        std::os::unix::fs::symlink("nowhere", dir.join("dangling")).unwrap();
        std::os::unix::fs::symlink("loop", dir.join("loop")).unwrap();
        let fifo = dir.join("fifo");
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let fifo_reader = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(O_NONBLOCK)
            .open(&fifo)
            .unwrap();
        let has_node = std::process::Command::new("mknod")
            .arg(dir.join("null"))
            .args(["c", "1", "3"])
            .status()
            .is_ok_and(|s| s.success());
        Scratch { dir, fifo_reader, has_node }
    })
}

fn kind(path: &Path) -> Option<&'static str> {
    let t = std::fs::symlink_metadata(path).ok()?.file_type();
    Some(match () {
        _ if t.is_symlink() => "link",
        _ if t.is_fifo() => "fifo",
        _ if t.is_char_device() => "device",
        _ if t.is_dir() => "folder",
        _ => "file",
    })
}

fn reset(dir: &Path) {
    std::fs::write(dir.join("file"), "old file").unwrap();
    let _ = std::fs::remove_file(dir.join("nowhere"));
    let _ = std::fs::remove_file(dir.join("linked2"));
    std::fs::write(dir.join("linked"), "old linked").unwrap();
    std::fs::hard_link(dir.join("linked"), dir.join("linked2")).unwrap();
}

fuzz_target!(|data: &[u8]| {
    let Some((&choice, text)) = data.split_first() else {
        return;
    };
    let text = &text[..text.len().min(32 * 1024)];
    let s = scratch();
    let name = NAMES[choice as usize % NAMES.len()];
    if name == "null" && !s.has_node {
        return;
    }
    reset(&s.dir);
    let path = s.dir.join(name);
    let kinds_before: Vec<_> = NAMES.iter().map(|n| kind(&s.dir.join(n))).collect();
    let existing = if choice & 0x80 != 0 { Existing::Refuse } else { Existing::Replace };
    // Bit 6: a game's state through the play layer (`play new -o`, the protocol's `save`).
    let game_text;
    let (text, written) = if choice & 0x40 != 0 {
        let (_, session) = tessera_fuzz::start_game(choice, text.first().copied().unwrap_or(0));
        game_text = file::to_text(session.as_ref()).unwrap();
        let overwrite = match existing {
            Existing::Refuse => Overwrite::Refuse,
            Existing::Replace => Overwrite::Allow,
        };
        let saved = file::save_new(session.as_ref(), &path, overwrite).map_err(|e| e.to_string());
        (game_text.as_bytes(), saved)
    } else {
        (text, safe_write::write(&path, text, existing).map_err(|e| e.to_string()))
    };
    let kinds_after: Vec<_> = NAMES.iter().map(|n| kind(&s.dir.join(n))).collect();
    assert_eq!(kinds_before, kinds_after, "{name}: a path changed kind");
    let linked = (std::fs::read(s.dir.join("linked")).unwrap(), std::fs::read(s.dir.join("linked2")).unwrap());
    assert_eq!(linked.0, linked.1, "hard links disagree");
    if let ("file" | "link" | "linked" | "dangling", Ok(_)) = (name, &written) {
        assert_eq!(std::fs::read(&path).unwrap(), text, "{name}: written whole");
    }
    if written.is_err() && name == "file" {
        assert_eq!(std::fs::read(&path).unwrap(), b"old file", "a failed write changed the file");
    }
    let leftovers = std::fs::read_dir(&s.dir)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().contains(".tmp-"))
        .count();
    assert_eq!(leftovers, 0, "a temporary was left");
    // Drain the FIFO so the next write to it finds room.
    let mut sink = Vec::new();
    let _ = std::io::Read::read_to_end(&mut &s.fifo_reader, &mut sink);
});
