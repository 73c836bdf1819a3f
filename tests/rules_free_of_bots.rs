//! No file of a game's rules reaches for its players: the rules (Project L's `game/`
//! folder; Polyssimo's and Структура 25's game, rules, setup, state, options and illegal
//! files) name no module of bots, hints or searches — not in a `use`, not in a path. Each
//! game pairs its rules with its bots in its own `players.rs` (`engine::Players`). The
//! sources are read as text, with comments taken out.

use std::path::{Path, PathBuf};

/// Modules a rules file must not name: the bots, the hint and the searches behind them.
const PLAYERS: &[&str] = &[
    "bots",
    "hint",
    "search",
    "planner",
    "greedy",
    "duel_bots",
    "advice",
];

/// The files that hold each game's rules.
fn rules_files() -> Vec<PathBuf> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&src.join("project_l/game"), &mut files);
    assert!(
        files.len() > 10,
        "Project L's rules folder moved: {files:?}"
    );
    for game in ["polyssimo", "struktura25"] {
        let named = ["game", "rules", "setup", "state", "options", "illegal"]
            .iter()
            .map(|name| src.join(game).join(format!("{name}.rs")))
            .filter(|path| path.exists());
        let before = files.len();
        files.extend(named);
        assert!(files.len() - before >= 4, "{game}'s rules files moved");
    }
    files
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// The code of a source file, line comments (doc comments among them) taken out.
fn code(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The module names of `PLAYERS` the code names: as a segment of a path (`bots::bot`,
/// `super::hint`) or among the names a `use` brings in (`use super::{bots, game}`).
fn named_players(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let words: Vec<(usize, &str)> = code
        .match_indices(|c: char| !is_ident(c))
        .scan(0, |start, (at, sep)| {
            let word = (*start, &code[*start..at]);
            *start = at + sep.len();
            Some(word)
        })
        .filter(|(_, w)| !w.is_empty())
        .collect();
    let mut in_use = false;
    for (at, word) in words {
        let before = code[..at].trim_end();
        let after = code[at + word.len()..].trim_start();
        if word == "use" && !before.ends_with("::") {
            in_use = true;
        }
        let in_path = before.ends_with("::") || after.starts_with("::");
        if PLAYERS.contains(&word) && (in_use || in_path) {
            found.push(word.to_string());
        }
        if in_use && after.starts_with(';') {
            in_use = false;
        }
    }
    found
}

#[test]
fn no_rules_file_names_a_bot_a_hint_or_a_search() {
    let offenders: Vec<String> = rules_files()
        .iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(path).expect("a source file");
            let named = named_players(&code(&text));
            (!named.is_empty()).then(|| format!("{}: {}", path.display(), named.join(", ")))
        })
        .collect();
    assert!(
        offenders.is_empty(),
        "rules files that reach for their players:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_check_sees_paths_and_uses() {
    assert_eq!(named_players("super::super::bots::bot(name)"), ["bots"]);
    assert_eq!(named_players("use super::{bots, game::X};"), ["bots"]);
    assert_eq!(
        named_players("let w = super::search::winners(s);"),
        ["search"]
    );
    assert_eq!(
        named_players("use crate::engine::{Hint, HintTime};"),
        [""; 0]
    );
    assert_eq!(named_players("let search = 3; // super::hint"), [""; 0]);
    assert_eq!(named_players(&code("x(); // super::hint::hint()")), [""; 0]);
}
