//! Long text for a person at a terminal goes through a pager, as `git` and Python's
//! `help()` send theirs: the rules of a game are a hundred lines, and a 24-row terminal
//! would show only their end. The pager is `$PAGER` (run by the shell, as git runs it) or
//! else `less`, given `LESS=FRX` unless `LESS` is set: it quits at once when the text fits
//! the screen, keeps colours, and leaves the text on the screen when it quits. An empty
//! `PAGER`, `cat`, or a pager that does not start (or that the shell cannot find or run)
//! prints the text as it is. A manual page goes to `man -l -`, which formats it first.

use std::io::Write;
use std::process::{Child, Command, Stdio};

/// Writes `text` through the pager, or to `out` when there is none; `out` is flushed first
/// so the pager's text comes after what was written before.
pub fn page(text: &str, out: &mut dyn Write) -> std::io::Result<()> {
    out.flush()?;
    let Some(mut pager) = started(std::env::var("PAGER").ok().as_deref()) else {
        return out.write_all(text.as_bytes());
    };
    if let Some(mut input) = pager.stdin.take() {
        // A pager quit before the end (`q` in less) closes its input: not an error.
        let _ = input.write_all(text.as_bytes());
    }
    // Ctrl-C while the pager shows the text ends this run at once, as it would at a prompt.
    let status = super::interrupt::while_waiting(|| pager.wait())?;
    print_unless_paged(status.code(), text, out)
}

/// Prints `text` on `out` when the pager ended with `code` without showing it: the shell
/// found no such pager (127) or could not run it (126), and said so; the text is then
/// printed as it is rather than lost.
fn print_unless_paged(code: Option<i32>, text: &str, out: &mut dyn Write) -> std::io::Result<()> {
    match code {
        Some(126 | 127) => out.write_all(text.as_bytes()),
        _ => Ok(()),
    }
}

/// Shows the manual page `roff` with `man -l -` (which formats it and pages it as any
/// other page); `false` when `man` does not start, so the caller prints the page as it is.
pub fn show_manual(roff: &str, out: &mut dyn Write) -> std::io::Result<bool> {
    out.flush()?;
    let started = Command::new("man")
        .args(["-l", "-"])
        .stdin(Stdio::piped())
        .spawn();
    let Ok(mut man) = started else {
        return Ok(false);
    };
    if let Some(mut input) = man.stdin.take() {
        // Quitting the page before its end closes man's input: not an error.
        let _ = input.write_all(roff.as_bytes());
    }
    super::interrupt::while_waiting(|| man.wait())?;
    Ok(true)
}

/// The pager `setting` (the `PAGER` variable) names, started with its input piped.
fn started(setting: Option<&str>) -> Option<Child> {
    let mut command = match setting.map(str::trim) {
        Some("" | "cat") => return None,
        Some(pager) => {
            let mut shell = Command::new("sh");
            shell.args(["-c", pager]);
            shell
        }
        None => {
            let mut less = Command::new("less");
            if std::env::var_os("LESS").is_none() {
                less.env("LESS", "FRX");
            }
            less
        }
    };
    command.stdin(Stdio::piped()).spawn().ok()
}

#[cfg(test)]
mod tests {
    use super::started;

    #[test]
    fn cat_or_an_empty_pager_means_none() {
        assert!(started(Some("")).is_none());
        assert!(started(Some(" cat ")).is_none());
    }

    #[test]
    fn a_pager_the_shell_cannot_find_leaves_the_text_printed() {
        let mut out = Vec::new();
        let text = "the rules\n";
        let mut pager = started(Some("no-such-pager-for-tessera 2> /dev/null")).expect("sh starts");
        drop(pager.stdin.take());
        assert_eq!(pager.wait().unwrap().code(), Some(127));
        super::print_unless_paged(Some(127), text, &mut out).unwrap();
        assert_eq!(out, text.as_bytes());
        // A pager that ran (and ended as it will) showed the text itself.
        let mut shown = Vec::new();
        super::print_unless_paged(Some(0), text, &mut shown).unwrap();
        super::print_unless_paged(Some(1), text, &mut shown).unwrap();
        assert!(shown.is_empty());
    }

    #[test]
    fn a_pager_is_run_by_the_shell_and_reads_the_text() {
        let mut pager = started(Some("wc -c > /dev/null")).expect("sh starts");
        drop(pager.stdin.take());
        assert!(pager.wait().unwrap().success());
    }
}
