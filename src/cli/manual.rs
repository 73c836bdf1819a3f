//! `tessera man`: the manual, made from the same clap definitions as `--help`. Without words
//! it is the whole reference on one page (every command, option, exit code, file and
//! environment variable); `tessera man play new` is the page of `tessera play new`
//! (`tessera-play-new(1)`). Every page it names can be printed the same way.

use anyhow::{Result, bail};
use clap::Command;
use std::io::Write;

/// The footer's source: the program and its version.
const SOURCE: &str = concat!("tessera ", env!("CARGO_PKG_VERSION"));

/// What the exit codes mean, for every command.
const EXIT_STATUS: &[(&str, &str)] = &[
    (
        "0",
        "Success, or yes: a tiling, filling, plan or path exists; the player to move wins.",
    ),
    (
        "1",
        "A definite no: none exists; the player to move does not win.",
    ),
    (
        "2",
        "An error: bad input (the message names the file and the item at fault), a bad \
         option, an illegal move (the game file is left unchanged).",
    ),
    (
        "3",
        "Not decided: --time or Ctrl-C stopped the search first, after what it had was \
         printed.",
    ),
];

const ENVIRONMENT: &[(&str, &str)] = &[(
    "NO_COLOR",
    "When set and not empty, --color auto colours nothing (https://no-color.org).",
)];

const FILES: &[(&str, &str)] = &[
    (
        "puzzles/",
        "The bundled puzzles, card deck, positions and examples.",
    ),
    (
        "Puzzle, position, plan-state, deck and game-state files",
        "YAML, described in docs/formats.md; every input file is a regular file of at most \
         64 MiB, and a YAML file at most 4 MiB.",
    ),
];

const EXAMPLES: &[(&str, &str)] = &[
    (
        "tessera tile puzzles/polyomino/pentomino-6x10.yaml --count",
        "Count the tilings.",
    ),
    (
        "tessera fit B20 --supply \"O1 I2 L4 T4\"",
        "Can this supply complete card B20?",
    ),
    (
        "tessera polyssimo solve puzzles/polyssimo/endgame-8.yaml",
        "Who wins this Polyssimo endgame?",
    ),
    (
        "tessera play new golomb -o game.yaml && tessera play bot game.yaml --until end",
        "Play a whole game of Golomb's game between bots.",
    ),
    ("tessera man play new", "The page of tessera play new."),
];

/// The page that `words` name (none: the whole reference) of `command` as roff, or which
/// command does not exist.
pub fn page(command: Command, words: &[String]) -> Result<String> {
    let mut root = command.disable_help_subcommand(true);
    root.build();
    let page = find(&root, words)?;
    let mut text = Vec::new();
    if words.is_empty() {
        whole_reference(&root, &mut text)?;
    } else {
        command_page(page, &mut text)?;
    }
    Ok(String::from_utf8(text)?)
}

/// A command's subcommands in the order `--help` lists them (changing a subcommand after
/// the derive, as the games and exit codes do, moves it to the end of clap's own list).
fn in_order(command: &Command) -> impl Iterator<Item = &Command> {
    let mut subcommands: Vec<&Command> = command.get_subcommands().collect();
    subcommands.sort_by_key(|c| c.get_display_order());
    subcommands.into_iter()
}

/// The subcommand the words name, one word a level.
fn find<'a>(root: &'a Command, words: &[String]) -> Result<&'a Command> {
    let mut command = root;
    for word in words {
        match command.find_subcommand(word) {
            Some(sub) => command = sub,
            None => {
                let names: Vec<&str> = in_order(command).map(Command::get_name).collect();
                let meant = crate::wording::lone_nearest(word, names.iter().copied())
                    .map(|near| format!(" (did you mean `{} {near}`?)", bin_name(command)))
                    .unwrap_or_default();
                bail!(
                    "`{} {word}` is not a command{meant}: `{}` has {}",
                    bin_name(command),
                    bin_name(command),
                    if names.is_empty() {
                        "no subcommands".to_string()
                    } else {
                        format!("the subcommands {}", names.join(", "))
                    }
                );
            }
        }
    }
    Ok(command)
}

fn bin_name(command: &Command) -> &str {
    command.get_bin_name().unwrap_or(command.get_name())
}

/// One command's page: clap's sections, then the exit codes and where to find the rest.
fn command_page(command: &Command, out: &mut Vec<u8>) -> Result<()> {
    let man = clap_mangen::Man::new(command.clone())
        .source(SOURCE)
        .manual("tessera");
    man.render_title(out)?;
    man.render_name_section(out)?;
    sections(&man, command, out)?;
    exit_status(command, out)?;
    see_also(command, out)
}

/// `meaning` as a sentence: a capital first, a full stop last.
fn as_sentence(meaning: &str) -> String {
    let mut chars = meaning.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!("{}{}.", first.unwrap_or_default(), chars.as_str())
}

/// A command's exit codes: its own, as its `--help` ends with them, where it has a row in
/// the table of exit codes (every command that does something); else what they mean for
/// every command.
fn exit_status(command: &Command, out: &mut Vec<u8>) -> Result<()> {
    let path = bin_name(command)
        .strip_prefix("tessera ")
        .unwrap_or_default();
    let Some(codes) = super::exit_codes::codes_of(path).filter(|_| !path.is_empty()) else {
        return list_section(out, "EXIT STATUS", EXIT_STATUS);
    };
    let items = super::exit_codes::items(codes);
    let sentences: Vec<(&str, String)> = (items.iter())
        .map(|(code, meaning)| (code.as_str(), as_sentence(meaning)))
        .collect();
    let pairs: Vec<(&str, &str)> = sentences.iter().map(|(c, m)| (*c, m.as_str())).collect();
    list_section(out, "EXIT STATUS", &pairs)
}

/// The whole reference: the top page, then every command's sections in turn.
fn whole_reference(root: &Command, out: &mut Vec<u8>) -> Result<()> {
    let man = clap_mangen::Man::new(root.clone())
        .source(SOURCE)
        .manual("tessera");
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    man.render_subcommands_section(out)?;
    for command in in_order(root) {
        every_command(command, out)?;
    }
    list_section(out, "EXIT STATUS", EXIT_STATUS)?;
    list_section(out, "ENVIRONMENT", ENVIRONMENT)?;
    list_section(out, "FILES", FILES)?;
    list_section(out, "EXAMPLES", EXAMPLES)?;
    see_also(root, out)?;
    man.render_version_section(out)?;
    Ok(())
}

/// A command's sections under a heading of its own name, then those of its subcommands.
fn every_command(command: &Command, out: &mut Vec<u8>) -> Result<()> {
    writeln!(out, ".SH \"{}\"", bin_name(command).to_uppercase())?;
    let man = clap_mangen::Man::new(command.clone());
    let mut own = Vec::new();
    sections(&man, command, &mut own)?;
    // Within the whole reference a command's sections are subsections of its heading.
    let own = String::from_utf8(own)?;
    for line in own.lines() {
        match line.strip_prefix(".SH ") {
            Some(heading) => writeln!(out, ".SS {heading}")?,
            None => writeln!(out, "{line}")?,
        }
    }
    for sub in in_order(command) {
        every_command(sub, out)?;
    }
    Ok(())
}

/// Synopsis, description, options, subcommands and the notes and examples of a command.
fn sections(man: &clap_mangen::Man, command: &Command, out: &mut Vec<u8>) -> Result<()> {
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    if command.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(out)?;
    }
    if command.has_subcommands() {
        man.render_subcommands_section(out)?;
    }
    if let Some(notes) = command.get_after_long_help().or(command.get_after_help()) {
        notes_section(out, &notes.to_string())?;
    }
    Ok(())
}

/// The words after the options: prose is filled, and indented lines (the examples) are
/// kept as they are written, so no command is justified or wrapped.
fn notes_section(out: &mut Vec<u8>, notes: &str) -> Result<()> {
    writeln!(out, ".SH \"NOTES AND EXAMPLES\"")?;
    let mut kept = false;
    for line in notes.lines() {
        let indented = line.starts_with("  ");
        if indented != kept {
            writeln!(out, "{}", if indented { ".nf" } else { ".fi" })?;
            kept = indented;
        }
        match line.trim().is_empty() {
            true => writeln!(out, ".PP")?,
            false => writeln!(out, "{}", escape(line).replace('\'', "\\(aq"))?,
        }
    }
    if kept {
        writeln!(out, ".fi")?;
    }
    Ok(())
}

/// A section of tagged paragraphs.
fn list_section(out: &mut Vec<u8>, heading: &str, items: &[(&str, &str)]) -> Result<()> {
    writeln!(out, ".SH \"{heading}\"")?;
    for (tag, text) in items {
        writeln!(out, ".TP\n{}\n{}", escape(tag), escape(text))?;
    }
    Ok(())
}

/// Where the other pages are, and how to print each.
fn see_also(command: &Command, out: &mut Vec<u8>) -> Result<()> {
    writeln!(out, ".SH \"SEE ALSO\"")?;
    let parent = if command.get_bin_name() == Some("tessera") {
        String::new()
    } else {
        "tessera(1), the whole reference, is printed by tessera man. ".to_string()
    };
    writeln!(
        out,
        "{}",
        escape(&format!(
            "{parent}Each page NAME(1) named here, such as tessera-play-new(1), is printed by \
             tessera man followed by the words of its name: tessera man play new. The guides \
             are in docs/ beside the source, starting at README.md."
        ))
    )?;
    Ok(())
}

/// Text safe as a roff line: no leading dot or quote, backslashes and hyphens escaped.
fn escape(text: &str) -> String {
    let text = text.replace('\\', "\\e").replace('-', "\\-");
    if text.starts_with('.') || text.starts_with('\'') {
        format!("\\&{text}")
    } else {
        text
    }
}
