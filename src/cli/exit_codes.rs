//! Each leaf command's exit codes, in one table: `command` adds them to the command's
//! `--help` (and so to the manual), and tests/cli_exit_codes.rs checks them against what
//! the commands return and against the pages' tables.

use clap::Command;

/// (command path, its exit codes), every code a number then its meaning, separated by
/// commas. A path whose command takes a game (`play new`) covers each game's subcommand.
pub const EXIT_CODES: &[(&str, &str)] = &[
    (
        "tile",
        "0 a tiling exists, 1 none, 2 bad input, 3 not decided (--time or Ctrl-C stopped the \
         search before it found a tiling, before a count was complete, or before --all had \
         listed every tiling)",
    ),
    ("cards", "0 the cards listed, 2 an error (a bad deck file)"),
    (
        "cards show",
        "0 the card drawn, 2 an error (no such card, a bad deck file)",
    ),
    ("fit", "0 fits, 1 does not, 2 bad input"),
    ("upgrade", "0 a plan exists, 1 none, 2 bad input"),
    (
        "plan",
        "0 a plan exists, 1 none, 2 bad input, 3 not decided (Ctrl-C stopped the search: the \
         best plan found by then is printed, not proved the shortest; or --max-states was \
         reached before a first plan)",
    ),
    ("polyssimo holes", "0 analysed, 2 bad input"),
    (
        "polyssimo solve",
        "0 the player to move wins, 1 not (a loss or a shared tie), 2 bad input, 3 not \
         decided (--time or Ctrl-C came first)",
    ),
    (
        "s25 analyze",
        "0 analysed, 2 bad input, 3 stopped by --time or Ctrl-C before --depth was finished",
    ),
    (
        "s25 path",
        "0 a way to 25 found, 1 none (impossible, or not within --max-turns), 2 bad input, 3 \
         stopped by Ctrl-C first (the turns searched in full are reported)",
    ),
    (
        "golomb prove",
        "0 the player to move wins (--split: the jobs written; --job: the job done), 1 the \
         player to move loses, 2 bad input, 3 not decided (--time or Ctrl-C came first, or \
         --merge lacks a result the answer needs; a --checkpoint or job file keeps the work)",
    ),
    (
        "golomb book write",
        "0 the book written, 2 bad input (a position of another game, or whose player to \
         move loses; an existing file without --force), 3 Ctrl-C ended the run (nothing \
         written)",
    ),
    (
        "golomb book check",
        "0 the book read and every answer re-proved wins, 2 a missing, damaged or foreign \
         book, or an answer that does not win, 3 not complete (Ctrl-C stopped it; none wrong \
         among the answers re-proved)",
    ),
    (
        "golomb book merge",
        "0 the book written, 2 bad input (a missing, damaged or foreign book; an existing \
         file without --force)",
    ),
    (
        "golomb openings write",
        "0 the table written, 2 bad input (a missing, damaged or foreign checkpoint; an \
         existing file without --force)",
    ),
    (
        "golomb openings check",
        "0 the table read and every value re-proved, 2 a missing, damaged or foreign \
         table, or a value that does not re-prove, 3 not complete (Ctrl-C stopped it; none \
         wrong among the values re-proved)",
    ),
    (
        "golomb openings hardest",
        "0 every first move asked for measured (the file written after each), 2 bad input (a \
         damaged or foreign file or table, -o -, or a reply after which the first move does \
         not win), 3 stopped by --time or Ctrl-C first (the first moves measured are kept)",
    ),
    ("play new", "0 the game written, 2 an error (a bad option)"),
    (
        "play apply",
        "0 the moves played, 2 an error (an illegal move: the file is unchanged)",
    ),
    ("play moves", "0 the moves listed, 2 an error"),
    ("play status", "0 the status printed, 2 an error"),
    (
        "play replay",
        "0 the history replays, 2 an error (the move that does not replay is named)",
    ),
    (
        "play undo",
        "0 the moves taken back, 2 an error (fewer moves played: the file is unchanged)",
    ),
    (
        "play list",
        "0 the games listed, 2 an error (no such folder)",
    ),
    (
        "play bot",
        "0 the bot played, 2 an error (the file is unchanged)",
    ),
    ("play show", "0 the game drawn, 2 an error"),
    (
        "play hint",
        "0 the hint printed, 2 an error, 3 cut short by Ctrl-C (the best found by then printed)",
    ),
    ("play export", "0 the position written, 2 an error"),
    ("play import", "0 the game written, 2 an error"),
    (
        "play vs",
        "0 the game ended or left with quit (it is saved after every move), 2 an error, 3 \
         ended by Ctrl-C or SIGTERM (saved)",
    ),
    (
        "play serve",
        "0 the input ended (an illegal request gets an error reply, not an exit), 2 an error \
         in the arguments",
    ),
    (
        "play arena",
        "0 every game played, 2 an error, 3 not complete (Ctrl-C stopped the run; the games \
         played are reported)",
    ),
    (
        "challenge new",
        "0 the challenge written, 2 an error (an unknown game or level, none found)",
    ),
    (
        "challenge show",
        "0 the challenge (or folder) shown, 2 an error (a damaged or edited challenge file; \
         of a folder, when none of its files reads: those that do not are listed with why)",
    ),
    (
        "challenge check",
        "0 the move solves the challenge (or a Project L plan's first actions are right so \
         far), 1 it does not (why is shown), 2 an error (an illegal move: the nearest legal \
         moves are named)",
    ),
    (
        "challenge play",
        "0 solved, given up or left with quit, 2 an error (a damaged or edited challenge file)",
    ),
    (
        "rules",
        "0 the rules printed, 2 an error (an unknown game or variant)",
    ),
    (
        "completions",
        "0 the script printed, 2 an error (an unknown shell)",
    ),
    ("man", "0 the page printed, 2 an error (no such command)"),
    (
        "bench",
        "0 every workload measured, 2 an error, 3 not complete (Ctrl-C stopped the run after \
         the workload in progress; the rows measured are printed)",
    ),
];

/// `command` with each leaf's exit codes at the end of its `--help`.
pub fn add(command: Command) -> Command {
    EXIT_CODES.iter().fold(command, |command, (path, codes)| {
        let words: Vec<&str> = path.split(' ').collect();
        at(command, path, &words, &|leaf| with_codes(leaf, codes))
    })
}

/// Applies `change` to the subcommand at `words`, and to those of its own subcommands
/// that have no row of their own (the games of `play new`).
fn at(
    command: Command,
    path: &str,
    words: &[&str],
    change: &dyn Fn(Command) -> Command,
) -> Command {
    let covered = |command: Command| {
        let uncovered: Vec<String> = (command.get_subcommands())
            .map(|s| s.get_name().to_string())
            .filter(|name| !has_row(&format!("{path} {name}")))
            .collect();
        let command = change(command);
        Ok(uncovered
            .iter()
            .fold(command, |c, name| c.mut_subcommand(name, change)))
    };
    super::tree::change_at(command, words, &mut { covered })
        .expect("every path of the table names a subcommand")
}

/// Whether the table has a row for `path`.
fn has_row(path: &str) -> bool {
    EXIT_CODES.iter().any(|(p, _)| *p == path)
}

/// The exit codes of the command at `path` (`play new polyssimo`): the row of the longest
/// path that starts it.
pub fn codes_of(path: &str) -> Option<&'static str> {
    let words: Vec<&str> = path.split(' ').collect();
    (0..=words.len())
        .rev()
        .find_map(|n| EXIT_CODES.iter().find(|(p, _)| *p == words[..n].join(" ")))
        .map(|(_, codes)| *codes)
}

/// `leaf` with "Exit codes: …." as the last paragraph of its help.
fn with_codes(leaf: Command, codes: &str) -> Command {
    let before = leaf.get_after_help().map(|h| h.to_string());
    let paragraph = crate::wording::wrap(&format!("Exit codes: {codes}."), 90).join("\n");
    let after = match before {
        Some(text) if !text.is_empty() => format!("{text}\n\n{paragraph}"),
        _ => paragraph,
    };
    leaf.after_help(after)
}

/// A leaf's exit-code text as (code, meaning) pairs: an item starts where a number follows
/// a comma (a meaning's own commas, inside its parentheses, are kept in it).
pub fn items(text: &str) -> Vec<(String, String)> {
    let mut items: Vec<(String, String)> = Vec::new();
    for part in text.split(", ") {
        let (first, rest) = part.split_once(' ').unwrap_or((part, ""));
        match (first.parse::<u8>(), items.last_mut()) {
            (Ok(_), _) | (_, None) => items.push((first.to_string(), rest.to_string())),
            (Err(_), Some((_, meaning))) => *meaning = format!("{meaning}, {part}"),
        }
    }
    items
}

/// The codes a leaf's exit-code text names: the number that starts each item.
pub fn codes_named(text: &str) -> Vec<u8> {
    text.split(", ")
        .filter_map(|item| item.split(' ').next()?.parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_keep_the_commas_of_their_meanings() {
        let text = "0 the book read, 2 a missing, damaged or foreign book, 3 not decided (a, b)";
        let expected = [
            ("0", "the book read"),
            ("2", "a missing, damaged or foreign book"),
            ("3", "not decided (a, b)"),
        ];
        let expected: Vec<(String, String)> = (expected.iter())
            .map(|(c, m)| (c.to_string(), m.to_string()))
            .collect();
        assert_eq!(items(text), expected);
    }

    #[test]
    fn every_path_is_a_command_and_every_text_names_its_codes_in_order() {
        let games = crate::play::Games::standard();
        let command = crate::cli::command(&games);
        for (path, codes) in EXIT_CODES {
            let mut at = &command;
            for word in path.split(' ') {
                at = at.find_subcommand(word).unwrap_or_else(|| panic!("{path}"));
            }
            let named = codes_named(codes);
            assert!(named.windows(2).all(|w| w[0] < w[1]), "{path}: {named:?}");
            assert!(
                named.contains(&0) && named.contains(&2),
                "{path}: {named:?}"
            );
        }
        assert_eq!(codes_named("0 yes, 1 no (a, b), 3 not decided"), [0, 1, 3]);
    }
}
