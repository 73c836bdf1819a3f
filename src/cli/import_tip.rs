//! The tip for a word `play import` refused: a position and a game given in `play new`'s
//! order (`play import s25 start.yaml`), or a game that has no position files (`play import
//! plan.yaml project-l`).

/// The tip for `typed`, a word `tessera play import …` did not expect (`args`, the whole
/// command line), with `games` the games known and `tree` the command tree (whose `play
/// import` lists the games that import).
pub fn import_tip(
    typed: &str,
    args: &[std::ffi::OsString],
    games: &[&str],
    tree: &clap::Command,
) -> Option<String> {
    let after = words_after_import(args)?;
    let output = output_named(args).unwrap_or("game.yaml");
    let import = tree.find_subcommand("play")?.find_subcommand("import")?;
    let importable = |word: &str| import.find_subcommand(word).is_some();
    if games.contains(&typed) && !importable(typed) {
        let readers: Vec<&str> = (import.get_subcommands())
            .filter(|c| !c.is_hide_set() && c.get_name() != "help")
            .map(|c| c.get_name())
            .collect();
        return Some(format!(
            "{typed} does not start from a position file (play import reads those of {}); \
             `tessera play new {typed} -o {output}` starts a game",
            readers.join(", ")
        ));
    }
    match after[..] {
        [game, position, ..] if importable(game) && position == typed => Some(format!(
            "the position file comes first, then the game: `tessera play import {position} \
             {game} -o {output}`"
        )),
        _ => None,
    }
}

/// The words after `play import` that are not options, or `None` when the command line
/// is not `play import`.
fn words_after_import(args: &[std::ffi::OsString]) -> Option<Vec<&str>> {
    let mut words = args.iter().skip(1).filter_map(|a| a.to_str());
    let mut commands = words.by_ref().filter(|w| !w.starts_with('-'));
    (commands.next() == Some("play") && commands.next() == Some("import")).then_some(())?;
    Some(commands.collect())
}

/// The file given to `-o` (or `--output`), if any.
fn output_named(args: &[std::ffi::OsString]) -> Option<&str> {
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    let given = words.iter().find_map(|w| {
        let w: &str = w;
        w.strip_prefix("--output=").or(w.strip_prefix("-o="))
    });
    if let Some(file) = given {
        return Some(file);
    }
    let at = words.iter().position(|w| *w == "-o" || *w == "--output")?;
    words.get(at + 1).copied()
}
