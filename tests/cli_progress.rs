//! The progress line fits the terminal: under a pseudo-terminal 40 columns wide
//! (`script`, `stty cols 40`, COLUMNS=40), no line a long search draws on it passes 39
//! characters, so the cursor never wraps and lines never stack.

use std::process::Command;

/// What the terminal showed while `args` ran in a 40-column pseudo-terminal, or None
/// where `script` (util-linux) is missing.
fn on_a_narrow_terminal(args: &str) -> Option<String> {
    let binary = env!("CARGO_BIN_EXE_tessera");
    // Standard output goes elsewhere: what the terminal shows is standard error alone.
    let line = format!("stty cols 40 rows 24; {binary} {args} >/dev/null");
    let output = Command::new("script")
        .args(["-qfec", &line, "/dev/null"])
        .env("COLUMNS", "40")
        .env("NO_COLOR", "1")
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&output.stdout).into_owned())
}

#[test]
fn the_progress_line_never_passes_the_terminal_width() {
    // (the command, whether it draws a line within its time)
    for (args, draws) in [
        (
            "tile puzzles/polyomino/polyssimo-12x11.yaml --count --time 1.5",
            true,
        ),
        (
            "polyssimo solve puzzles/polyssimo/example-position.yaml --time 1.5",
            true,
        ),
        ("golomb prove --time 2.5", true),
    ] {
        let Some(shown) = on_a_narrow_terminal(args) else {
            assert!(std::env::var_os("CI").is_none(), "script is missing on CI");
            eprintln!("skipped: no script on this machine");
            return;
        };
        let pieces: Vec<&str> = shown.split(['\r', '\n']).collect();
        assert!(
            !draws || pieces.iter().filter(|p| !p.trim().is_empty()).count() > 2,
            "{args}: the progress line is drawn: {shown:?}"
        );
        for piece in pieces {
            // The erasing blanks of a line are written over the line itself.
            let drawn = piece.trim_end().chars().count();
            assert!(drawn < 40, "{args}: {drawn} characters: {piece:?}");
        }
    }
}
