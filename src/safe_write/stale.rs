//! Temporary files: named `.NAME.tmp-PID-NANOS` beside the file NAME they will replace, so
//! the process that made one can be told. A writer killed between making one and renaming
//! it leaves it behind; the next writer of the same file removes those whose process is gone.
//! A NAME too long for the temporary's name to fit the system's limit on a name is cut and
//! followed by a digest of the whole of it (see [`short_name`]).

use std::ffi::OsString;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::{Path, PathBuf};

/// The longest file name (in bytes) the usual file systems allow: Linux's `NAME_MAX`, and
/// the limit of ext4, XFS, Btrfs, tmpfs and APFS.
pub const NAME_MAX: usize = 255;
/// The longest NAME kept whole in `.NAME.tmp-PID-NANOS`: room is left for the dot, the
/// `.tmp-`, a process id of ten digits, the dash and nine digits of nanoseconds.
const WHOLE_NAME_MAX: usize = NAME_MAX - 1 - 5 - 10 - 1 - 9;

/// A fresh temporary name beside `target`, never longer than [`NAME_MAX`] bytes.
pub fn temporary_name(target: &Path) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let mut name = prefix(target);
    name.extend_from_slice(format!("{}-{nanos}", std::process::id()).as_bytes());
    target.with_file_name(OsString::from_vec(name))
}

/// The temporary files beside `target` left by processes that no longer run.
pub fn stale_temporaries(target: &Path) -> Vec<PathBuf> {
    let prefix = prefix(target);
    let folder = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .filter(|e| {
            let name = e.file_name();
            let pid = name
                .as_bytes()
                .strip_prefix(prefix.as_slice())
                .and_then(|rest| std::str::from_utf8(rest).ok())
                .and_then(writer);
            pid.is_some_and(|pid| !is_running(pid))
        })
        .map(|e| target.with_file_name(e.file_name()))
        .collect();
    found.sort();
    found
}

/// Removes the temporary files of `target` that dead processes left.
pub fn remove_stale(target: &Path) {
    for path in stale_temporaries(target) {
        let _ = std::fs::remove_file(path);
    }
}

/// `.NAME.tmp-`, the start of every temporary name of `target`.
fn prefix(target: &Path) -> Vec<u8> {
    let name = target.file_name().map_or(&b"file"[..], |n| n.as_bytes());
    let mut prefix = vec![b'.'];
    prefix.extend_from_slice(&short_name(name));
    prefix.extend_from_slice(b".tmp-");
    prefix
}

/// `name` itself when it leaves room for the rest of a temporary name, else its start
/// followed by `~` and sixteen hex digits of a digest of the whole name, so two long names
/// that start alike still get temporaries of their own.
fn short_name(name: &[u8]) -> Vec<u8> {
    if name.len() <= WHOLE_NAME_MAX {
        return name.to_vec();
    }
    let digest = format!("~{:016x}", digest(name));
    let mut short = name[..WHOLE_NAME_MAX - digest.len()].to_vec();
    short.extend_from_slice(digest.as_bytes());
    short
}

/// A digest of `bytes` that every run of every build computes alike (64-bit FNV-1a), for
/// telling names apart, not for security.
pub fn digest(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The process id in the rest of a temporary name (`PID-NANOS`).
fn writer(rest: &str) -> Option<u32> {
    let (pid, nanos) = rest.split_once('-')?;
    nanos.parse::<u32>().ok()?;
    pid.parse().ok()
}

/// Whether a process runs with this id; where that cannot be told (no `/proc`), it is
/// assumed to, so nothing is removed.
fn is_running(pid: u32) -> bool {
    if pid == std::process::id() || !Path::new("/proc/self").exists() {
        return true;
    }
    Path::new(&format!("/proc/{pid}")).exists()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_temporaries_of_dead_writers_are_stale() {
        let dir = crate::TestFolder::new("stale");
        let target = dir.join("g.yaml");
        let mine = temporary_name(&target);
        // Process ids are below 2^22 on Linux: this one cannot run.
        let dead = dir.join(".g.yaml.tmp-4999999-12");
        let other_file = dir.join(".h.yaml.tmp-4999999-12");
        let not_ours = dir.join(".g.yaml.tmp-notes");
        for p in [&mine, &dead, &other_file, &not_ours] {
            std::fs::write(p, "x").unwrap();
        }
        assert_eq!(stale_temporaries(&target), vec![dead.clone()]);
        remove_stale(&target);
        assert!(!dead.exists() && mine.exists() && other_file.exists() && not_ours.exists());
    }

    #[test]
    fn a_temporary_name_fits_the_limit_whatever_the_name() {
        let dir = crate::TestFolder::new("long-names");
        for length in [1, WHOLE_NAME_MAX, WHOLE_NAME_MAX + 1, 254, NAME_MAX] {
            let target = dir.join(&("é".repeat(length / 2) + "x".repeat(length % 2).as_str()));
            let temporary = temporary_name(&target);
            let name = temporary.file_name().unwrap().as_bytes();
            assert!(name.len() <= NAME_MAX, "{length}: {} bytes", name.len());
            std::fs::write(&temporary, "x").unwrap();
            // A writer that died leaves it; the same target's next writer finds it.
            let dead_name = [&prefix(&target)[..], b"4999999-12"].concat();
            let dead = temporary.with_file_name(std::ffi::OsStr::from_bytes(&dead_name));
            std::fs::write(&dead, "x").unwrap();
            assert_eq!(stale_temporaries(&target), vec![dead], "{length}");
        }
        // Two long names alike in their first 200 bytes get temporaries of their own.
        let (a, b) = ("a".repeat(240) + "1", "a".repeat(240) + "2");
        assert_ne!(prefix(Path::new(&a)), prefix(Path::new(&b)));
    }
}
