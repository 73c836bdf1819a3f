//! Temporary files: named `.NAME.tmp-PID-NANOS` beside the file NAME they will replace, so
//! the process that made one can be told. A writer killed between making one and renaming
//! it leaves it behind; the next writer of the same file removes those whose process is gone.

use std::path::{Path, PathBuf};

/// A fresh temporary name beside `target`.
pub fn temporary_name(target: &Path) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let name = format!("{}{}-{nanos}", prefix(target), std::process::id());
    target.with_file_name(name)
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
                .to_str()
                .and_then(|n| n.strip_prefix(&prefix))
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

fn prefix(target: &Path) -> String {
    let name = target
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    format!(".{name}.tmp-")
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
}
