//! The tip for a word `play import` refused: a position and a game given in `play new`'s
//! order (`play import s25 start.yaml`), or a game that has no position files (`play import
//! plan.yaml project-l`).

use crate::wording::shell_word;

/// The tip for `typed`, a word `tessera play import …` did not expect (`args`, the whole
/// command line), with `tree` the command tree: `play new` knows every game (aliases
/// too), `play import` those that import.
pub fn import_tip(
    typed: &str,
    args: &[std::ffi::OsString],
    tree: &clap::Command,
) -> Option<String> {
    let words: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    let (at, positional) = after_import(&words)?;
    let play = tree.find_subcommand("play")?;
    let is_game = |word: &str| play.find_subcommand("new")?.find_subcommand(word);
    let import = play.find_subcommand("import")?;
    let importable = |word: &str| import.find_subcommand(word).is_some();
    let no_positions = |word: &str| {
        let game = is_game(word)?.get_name();
        let readers: Vec<&str> = (import.get_subcommands())
            .filter(|c| !c.is_hide_set() && c.get_name() != "help")
            .map(|c| c.get_name())
            .collect();
        let output = shell_word(output_named(&words).unwrap_or("game.yaml"));
        Some(format!(
            "{game} does not start from a position file (play import reads those of {}); \
             `tessera play new {game} -o {output}` starts a game",
            readers.join(", ")
        ))
    };
    match positional[..] {
        [first, second, ..] if second == typed && importable(first) => {
            let turned = is_game(typed)
                .is_none()
                .then(|| swapped(&words, at, (first, second)));
            turned.map(|line| format!("the position file comes first, then the game: `{line}`"))
        }
        // The game first (`play new`'s order), or after the position.
        [first, second, ..]
            if second == typed && !importable(first) && is_game(first).is_some() =>
        {
            no_positions(first)
        }
        [_, second, ..] if second == typed && !importable(typed) => no_positions(typed),
        _ => None,
    }
}

/// Where `import` is among the command line's `words` (after `play`), and the words after
/// it that are neither options nor the values of `-o`, `--output` and `--seed`; `None`
/// when the command line is not `play import`.
fn after_import<'a>(words: &[&'a str]) -> Option<(usize, Vec<&'a str>)> {
    let mut commands = words
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, w)| !w.starts_with('-'));
    let (Some((_, &"play")), Some((at, &"import"))) = (commands.next(), commands.next()) else {
        return None;
    };
    let mut positional = Vec::new();
    let mut rest = words[at + 1..].iter();
    while let Some(&word) = rest.next() {
        match word {
            "-o" | "--output" | "--seed" => {
                rest.next();
            }
            option if option.starts_with('-') => {}
            _ => positional.push(word),
        }
    }
    Some((at, positional))
}

/// The command line with the game and the position (`pair`) the other way round, every
/// other word kept in place, shell-quoted, with `-o game.yaml` added if no file was given.
fn swapped(words: &[&str], at: usize, (game, position): (&str, &str)) -> String {
    let mut line: Vec<String> = vec!["tessera".into(), "play".into(), "import".into()];
    for &word in &words[at + 1..] {
        let word = match word {
            w if w == game => position,
            w if w == position => game,
            w => w,
        };
        line.push(shell_word(word));
    }
    if output_named(words).is_none() {
        line.push("-o game.yaml".into());
    }
    line.join(" ")
}

/// The file given to `-o` (or `--output`), if any.
fn output_named<'a>(words: &[&'a str]) -> Option<&'a str> {
    let joined = words.iter().find_map(|&w| {
        (w.strip_prefix("--output=").or(w.strip_prefix("-o=")))
            .or(w.strip_prefix("-o").filter(|f| !f.is_empty()))
    });
    if joined.is_some() {
        return joined;
    }
    let at = words.iter().position(|w| *w == "-o" || *w == "--output")?;
    words.get(at + 1).copied()
}
