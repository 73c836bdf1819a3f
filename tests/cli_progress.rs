//! The progress line fits the terminal: under a pseudo-terminal 40 columns wide
//! (`script`, `stty cols 40`, COLUMNS=40), no line a long search draws on it passes 39
//! characters, so the cursor never wraps and lines never stack.

use std::process::Command;

/// What the terminal showed while `args` ran in a 40-column pseudo-terminal, or None
/// where `script` (util-linux) is missing.
fn on_a_narrow_terminal(args: &str) -> Option<String> {
    on_a_terminal(args, 40)
}

/// What the terminal showed while `args` ran in a pseudo-terminal `cols` columns wide, or
/// None where `script` (util-linux) is missing.
fn on_a_terminal(args: &str, cols: u32) -> Option<String> {
    let binary = env!("CARGO_BIN_EXE_tessera");
    // Standard output goes elsewhere: what the terminal shows is standard error alone.
    let line = format!("stty cols {cols} rows 24; {binary} {args} >/dev/null");
    let output = Command::new("script")
        .args(["-qfec", &line, "/dev/null"])
        .env("COLUMNS", cols.to_string())
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

#[test]
fn a_count_on_two_threads_shows_the_tilings_counted_so_far() {
    // Its first tasks take longer than the run: before, the line said 0 solutions
    // throughout, and the count came only at the end.
    let args = "tile puzzles/polyomino/polyssimo-12x11.yaml --count --time 3 --threads 2";
    let Some(shown) = on_a_terminal(args, 100) else {
        assert!(std::env::var_os("CI").is_none(), "script is missing on CI");
        eprintln!("skipped: no script on this machine");
        return;
    };
    let counted = shown.split(['\r', '\n']).filter_map(|line| {
        let (_, after) = line.split_once("solutions")?;
        after.split_whitespace().next()?.parse::<u64>().ok()
    });
    assert!(
        counted.max().is_some_and(|n| n > 0),
        "the line shows tilings counted: {shown:?}"
    );
}
