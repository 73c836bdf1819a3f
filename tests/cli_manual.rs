//! `tessera man`: the whole reference and one page per command, each rendered by `man -l`
//! without a warning; every page a page names can be printed.

use crate::support::{TempDir, Tessera};
use std::process::Command;
use tessera::play::Games;

/// Every command of the tree as the words that name it (`["play", "new"]`), the top first.
fn every_command(command: &clap::Command, words: Vec<String>, out: &mut Vec<Vec<String>>) {
    out.push(words.clone());
    for sub in command.get_subcommands() {
        let mut longer = words.clone();
        longer.push(sub.get_name().to_string());
        every_command(sub, longer, out);
    }
}

fn commands() -> Vec<Vec<String>> {
    let mut all = Vec::new();
    every_command(
        &tessera::cli::command(&Games::standard()),
        Vec::new(),
        &mut all,
    );
    all
}

/// `man` renders the page with its warnings on (`-wmac`), or None where `man` is missing.
fn rendered(page: &std::path::Path) -> Option<std::process::Output> {
    Command::new("man")
        .args(["--warnings", "-l"])
        .arg(page)
        .env("MANWIDTH", "80")
        .env("MAN_KEEP_FORMATTING", "0")
        .output()
        .ok()
}

#[test]
fn every_page_renders_without_warnings() {
    let dir = TempDir::new();
    let mut names = Vec::new();
    for words in commands() {
        let run = Tessera::new().arg("man").args(&words).run();
        let page = dir.file("page.1", &run.stdout);
        names.push(words.join(" "));
        let Some(output) = rendered(&page) else {
            // CI installs man (.ci/run); elsewhere a machine without it skips the rendering.
            assert!(std::env::var_os("CI").is_none(), "man is missing on CI");
            eprintln!("skipped: no man on this machine");
            return;
        };
        let warnings = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "man {words:?}: {warnings}");
        assert_eq!(
            warnings,
            "",
            "`tessera man {}` renders with warnings",
            words.join(" ")
        );
        assert!(!output.stdout.is_empty(), "man {words:?} shows the page");
    }
    assert!(names.len() > 40, "a page per command: {names:?}");
}

#[test]
fn the_whole_reference_has_every_command_and_the_exit_codes() {
    let page = Tessera::new().arg("man").run().stdout;
    for words in commands().iter().skip(1) {
        let heading = format!(".SH \"TESSERA {}\"", words.join(" ").to_uppercase());
        assert!(
            page.lines().any(|l| l == heading),
            "the reference has {heading}"
        );
    }
    for section in [
        "EXIT STATUS",
        "ENVIRONMENT",
        "FILES",
        "EXAMPLES",
        "SEE ALSO",
    ] {
        let heading = format!(".SH \"{section}\"");
        assert!(page.lines().any(|l| l == heading), "{section}");
    }
    let exit_3 = "Not decided: \\-\\-time or Ctrl\\-C stopped the search first, after what it had \
                  was printed.";
    assert!(page.lines().any(|l| l == exit_3), "exit 3 is documented");
}

#[test]
fn every_page_named_can_be_printed() {
    let names: Vec<String> = (commands().iter())
        .map(|w| {
            ["tessera"]
                .iter()
                .copied()
                .chain(w.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join("-")
        })
        .collect();
    for words in commands() {
        let page = Tessera::new().arg("man").args(&words).run().stdout;
        for reference in page
            .split("(1)")
            .map(|s| s.rsplit([' ', '\n', ',']).next().unwrap_or(""))
        {
            let name = reference
                .trim_start_matches(['\\', '&'])
                .replace("\\-", "-");
            if name.starts_with("tessera") {
                assert!(
                    names.contains(&name),
                    "`tessera man {}` names {name}(1), which no page is",
                    words.join(" ")
                );
            }
        }
    }
}

#[test]
fn a_page_that_does_not_exist_is_refused() {
    let top = "`tessera nope` is not a command: `tessera` has the subcommands tile, cards, fit, \
               upgrade, plan, polyssimo, s25, golomb, play, rules, challenge, completions, man, bench";
    let leaf = "`tessera tile more` is not a command: `tessera tile` has no subcommands";
    let typo = "`tessera play nwe` is not a command (did you mean `tessera play new`?): \
                `tessera play` has the subcommands new, show, moves, apply, status, undo, list, \
                replay, bot, vs, hint, export, import, serve, arena";
    let cases = [
        (&["nope"][..], top),
        (&["tile", "more"], leaf),
        (&["play", "nwe"], typo),
    ];
    for (words, message) in cases {
        (Tessera::new().arg("man").args(words))
            .stdout("")
            .refused(message)
            .run();
    }
}

#[test]
fn a_pages_examples_are_kept_line_for_line() {
    let dir = TempDir::new();
    let run = Tessera::new().args(["man", "play", "vs"]).run();
    let page = dir.file("vs.1", &run.stdout);
    let Some(output) = rendered(&page) else {
        assert!(std::env::var_os("CI").is_none(), "man is missing on CI");
        return;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    // Each example of `play vs --help` is one line of the page, as written (not filled,
    // justified or wrapped), with a straight quote to copy.
    for example in [
        "tessera play vs project-l --players 3 --bots 3=planner --seed 7 -o pl.yaml < /dev/null",
        "printf 'take X\\nhint\\nquit\\n' | tessera play vs polyssimo --bot greedy --seed 3 -o vs.yaml",
        "echo quit | tessera play vs vs.yaml --bot greedy",
    ] {
        assert!(
            text.lines().any(|l| l.trim() == example),
            "{example}\n{text}"
        );
    }
}

#[test]
fn a_commands_page_lists_its_own_exit_codes() {
    // `rules` exits 0 or 2; the codes every command may use (1 a no, 3 not decided) are
    // the whole reference's, not its.
    let page = Tessera::new().args(["man", "rules"]).run().stdout;
    let section = &page[page.find(".SH \"EXIT STATUS\"").unwrap()..];
    let section = &section[..section.find(".SH \"SEE ALSO\"").unwrap()];
    let expected = ".SH \"EXIT STATUS\"\n.TP\n0\nThe rules printed.\n.TP\n2\nAn error (an unknown \
                    game or variant).\n";
    assert_eq!(section, expected);
    // A meaning with commas of its own stays whole.
    let page = Tessera::new()
        .args(["man", "golomb", "book", "check"])
        .run()
        .stdout;
    let whole = "A missing, damaged or foreign book, or an answer that does not win.";
    assert!(page.lines().any(|l| l == whole), "{page}");
}
