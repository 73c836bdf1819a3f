//! clap's tips, fitted to tessera: an unknown option or a negative number is not told to
//! follow `--`, the way to pass a word as a value, which no command here wants, and a word
//! given to a number option is told to be digits; an option of another game is told to be
//! that game's.

mod misspelt;
mod near;
mod placed;

/// clap's refusal of an unknown argument, with a tip that fits: clap offers to pass a
/// word like `--svg` or `-1` as a value after `--`, which no command here wants. An
/// option that does not exist is sent to the command's `--help`; a negative number is
/// said to be refused; pieces given to `fit` or `upgrade` outside their quotes
/// (`--supply O1 I2`) are told to be quoted, and so are a move and a list split into words.
/// Every other error is kept as it is.
pub fn retipped(
    error: clap::Error,
    args: &[std::ffi::OsString],
    games: &[&str],
    tree: &clap::Command,
) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if error.kind() == ErrorKind::ValueValidation {
        return digits_tip(error);
    }
    if error.kind() == ErrorKind::MissingRequiredArgument {
        return games_tip(error, games);
    }
    let known = [ErrorKind::UnknownArgument, ErrorKind::InvalidSubcommand];
    if !known.contains(&error.kind()) {
        return error;
    }
    let invalid = [ContextKind::InvalidArg, ContextKind::InvalidSubcommand];
    let Some(ContextValue::String(arg)) = invalid.iter().find_map(|kind| error.get(*kind)) else {
        return error;
    };
    if error.get(ContextKind::SuggestedSubcommand).is_some() {
        let typed = arg.clone();
        return nearest_first(error, typed);
    }
    if let Some(replacement) = other_games_option(arg, args, tree) {
        return replaced_tip(error, replacement);
    }
    if let Some(replacement) = no_game_tip(arg, args, tree) {
        return replaced_tip(error, replacement);
    }
    if let Some(replacement) = before_the_game_tip(arg, args, tree) {
        return replaced_tip(error, replacement);
    }
    let suggested = match error.get(ContextKind::SuggestedArg) {
        Some(ContextValue::String(suggested)) => Some(suggested.as_str()),
        _ => None,
    };
    if let Some(replacement) = misspelt::misspelt_game_option(arg, args, tree, suggested) {
        return replaced_tip(error, replacement);
    }
    if let Some(ContextValue::String(suggested)) = error.get(ContextKind::SuggestedArg) {
        let (typed, suggested) = (arg.clone(), suggested.clone());
        return near::all_as_near(error, &typed, &suggested, args, tree);
    }
    if error.kind() == ErrorKind::InvalidSubcommand {
        return match subcommand_tip(arg, args, games, tree) {
            Some(tip) => with_tip(error, tip),
            None => error,
        };
    }
    match unknown_word_tip(arg, args, tree) {
        Some(tip) => with_tip(error, tip),
        None => error,
    }
}

/// The tip for `arg`, an option or word no command here takes (clap offered no near
/// spelling): a negative number, an option sent to `--help`, pieces of a supply outside its
/// quotes, a new game's file without `-o`, a bot without `--bot`, an import's game, a move
/// or a list split into words by the shell.
fn unknown_word_tip(
    arg: &str,
    args: &[std::ffi::OsString],
    tree: &clap::Command,
) -> Option<String> {
    let tip = match arg.strip_prefix('-') {
        Some(rest) if rest.parse::<f64>().is_ok() => {
            format!("'{arg}': negative values are refused here")
        }
        Some(_) => match placed::after_its_command(arg, args, tree) {
            Some(tip) => tip,
            None => format!("'{arg}' is not an option here: `--help` lists the options"),
        },
        None if takes_a_supply(args) && crate::project_l::Supply::parse(arg).is_ok() => {
            supply_tip(arg)
        }
        None if names_a_file(arg) && words(args).any(|a| a == "new") => {
            format!("a new game's file is given with -o: -o {arg}")
        }
        None if plays_a_bot(args) && names_a_game(arg, tree) => format!(
            "'{arg}' is a game: a line plays one game (`tessera play vs {arg}`); a bot is \
             named with --bot"
        ),
        None if plays_a_bot(args)
            && !arg.is_empty()
            && arg.chars().all(|c| c.is_ascii_lowercase()) =>
        {
            format!("a bot is named with --bot: --bot {arg}")
        }
        None => {
            return (super::import_tip::import_tip(arg, args, tree))
                .or_else(|| split_move_tip(arg, args, tree))
                .or_else(|| split_list_tip(arg, args));
        }
    };
    Some(tip)
}

/// The tip for `arg`, which reads as Project L pieces given outside `--supply`'s quotes.
fn supply_tip(arg: &str) -> String {
    match arg.contains(char::is_whitespace) {
        true => format!("'{arg}' reads as pieces: give them as --supply \"{arg}\""),
        false => format!(
            "'{arg}' reads as pieces: a supply of several pieces is one argument, in quotes, \
             as in --supply \"O1 I2\""
        ),
    }
}

/// The tip for `typed`, a word too many after a list option's value (`--bots greedy
/// random`): the list was typed with spaces and no quotes, split into words by the shell.
fn split_list_tip(typed: &str, args: &[std::ffi::OsString]) -> Option<String> {
    let words: Vec<&str> = words(args).collect();
    let at = words.iter().position(|w| *w == typed && !names_a_file(w))?;
    let option = words[..at].iter().rposition(|w| w.starts_with('-'))?;
    if !["--bots", "--goal", "--filled"].contains(&words[option]) {
        return None;
    }
    let rest = words[option + 1..].iter();
    let items: Vec<&str> = rest.take_while(|w| !w.starts_with('-')).copied().collect();
    Some(format!(
        "a list is one argument: {0} {1}, or in quotes: {0} \"{2}\"",
        words[option],
        items.join(","),
        items.join(" ")
    ))
}

/// The tip for `typed`, a word too many given to a command that takes one move: the move
/// was typed unquoted (`challenge check FILE F a6 a7 b7 c7 b8`), split into words by the
/// shell.
fn split_move_tip(
    typed: &str,
    args: &[std::ffi::OsString],
    tree: &clap::Command,
) -> Option<String> {
    let (parent, _) = parent_of(args, tree);
    let names_a_move = |arg: &clap::Arg| {
        arg.get_value_names()
            .is_some_and(|names| names.iter().any(|n| n == "MOVE"))
    };
    if !parent.get_positionals().any(names_a_move) {
        return None;
    }
    let words: Vec<&str> = words(args).collect();
    let at = words.iter().position(|w| *w == typed)?;
    let rest = words[at.checked_sub(1)?..].iter();
    let typed_move: Vec<&str> = rest.take_while(|w| !w.starts_with('-')).copied().collect();
    Some(format!(
        "a move is one argument: quote it, as in \"{}\"",
        typed_move.join(" ")
    ))
}

/// A number option given something other than digits (`--seed abc`) is told how a value
/// is written; any other value refused is kept as it is.
fn digits_tip(error: clap::Error) -> clap::Error {
    use clap::error::{ContextKind, ContextValue};
    use std::num::{IntErrorKind, ParseIntError};
    let source = std::error::Error::source(&error).and_then(|e| e.downcast_ref::<ParseIntError>());
    let not_digits = source.is_some_and(|e| e.kind() == &IntErrorKind::InvalidDigit);
    let Some(ContextValue::String(arg)) = error.get(ContextKind::InvalidArg) else {
        return error;
    };
    let option = arg.split(' ').next().unwrap_or(arg).to_string();
    if let Some(told) = range_told(&error, &option) {
        return told;
    }
    match not_digits && option.starts_with("--") {
        true => with_tip(
            error,
            format!("{option} takes a whole number, in digits, as in {option} 7"),
        ),
        false => error,
    }
}

/// A number outside its option's range, which clap says in Rust's words (`0 is not in
/// 1..=1024`), said as a person would: `it takes a whole number from 1 to 1024`.
fn range_told(error: &clap::Error, option: &str) -> Option<clap::Error> {
    let source = std::error::Error::source(error)?.to_string();
    let (value, range) = source.split_once(" is not in ")?;
    let (least, most) = range.split_once("..=")?;
    let numbers = [value, least, most].map(|n| n.parse::<i128>().is_ok());
    if numbers.contains(&false) {
        return None;
    }
    Some(clap::Error::raw(
        clap::error::ErrorKind::ValueValidation,
        format!(
            "invalid value '{value}' for '{option}': it takes a whole number from {least} to \
             {most}\n\nFor more information, try '--help'.\n"
        ),
    ))
}

/// The tip for `typed`, refused as a subcommand: the nearest of its parent's subcommands
/// (`play nw`: `new`), the way to start a game named where a command was expected (`play
/// golomb`), the games where a game was expected, a card's id sent to `cards show`, the
/// `rules` command for `rules` asked of another (`play rules`).
fn subcommand_tip(
    typed: &str,
    args: &[std::ffi::OsString],
    games: &[&str],
    tree: &clap::Command,
) -> Option<String> {
    let (parent, path) = parent_of(args, tree);
    let names = parent.get_subcommands().map(|c| c.get_name());
    let names: Vec<&str> = names.filter(|n| *n != "help").collect();
    let wants_a_game = names.iter().all(|n| games.contains(n));
    if let Some(near) = crate::wording::did_you_mean(typed, names.iter().copied()) {
        let command = [path.as_str(), near].join(" ");
        return Some(format!("did you mean `tessera {}`?", command.trim_start()));
    }
    if typed.eq_ignore_ascii_case("rules") {
        return Some(format!(
            "a game's rules: tessera rules GAME (the games: {})",
            games.join(", ")
        ));
    }
    let game = games.iter().find(|g| g.eq_ignore_ascii_case(typed));
    // A command typed without the one above it (`tessera vs`); a game is a subcommand of
    // several (`play new golomb`) and gets its own tip below.
    if let Some(under) = command_above(parent, typed).filter(|_| game.is_none()) {
        let command = [path.as_str(), under, typed].join(" ");
        return Some(format!("did you mean `tessera {}`?", command.trim_start()));
    }
    match (path.as_str(), game) {
        ("play", Some(game)) => Some(format!(
            "to play against the bots: tessera play vs {game}; to start a game file: \
             tessera play new {game} -o game.yaml"
        )),
        ("challenge", Some(game)) => Some(format!(
            "to draw a challenge: tessera challenge new {game} -o mine.yaml"
        )),
        ("play", None) if names_a_file(typed) => Some(format!(
            "to play on a saved game: tessera play vs {typed}; to see it: tessera play show \
             {typed}"
        )),
        ("play" | "challenge", None) => Some(format!("the games: {}", games.join(", "))),
        _ if wants_a_game => Some(format!("the games: {}", games.join(", "))),
        ("cards", _) if reads_as_card_id(typed) => {
            Some(format!("to see a card: tessera cards show {typed}"))
        }
        _ => None,
    }
}

/// The subcommand of `parent` that has a subcommand named `typed` (`play` for `vs`, typed
/// as `tessera vs`), when exactly one has.
fn command_above<'t>(parent: &'t clap::Command, typed: &str) -> Option<&'t str> {
    let mut above = parent
        .get_subcommands()
        .filter(|c| c.get_subcommands().any(|sub| sub.get_name() == typed));
    match (above.next(), above.next()) {
        (Some(command), None) => Some(command.get_name()),
        _ => None,
    }
}

/// The command under which the refused word was given, found by following the command
/// line's subcommands down `tree` (an option's value, as in `--color never`, is skipped)
/// to the first word that is none, and its path of subcommand names (`play new`).
fn parent_of<'t>(
    args: &[std::ffi::OsString],
    tree: &'t clap::Command,
) -> (&'t clap::Command, String) {
    let chain = commands_on_line(args, tree);
    let path: Vec<&str> = chain[1..].iter().map(|c| c.get_name()).collect();
    (chain[chain.len() - 1], path.join(" "))
}

/// The commands the command line runs, from `tree` down to the one under which the first
/// word that is none was given (see [`parent_of`]).
fn commands_on_line<'t>(
    args: &[std::ffi::OsString],
    tree: &'t clap::Command,
) -> Vec<&'t clap::Command> {
    let mut chain = vec![tree];
    let mut words = words(args);
    while let Some(word) = words.next() {
        let parent = chain[chain.len() - 1];
        if word.starts_with('-') {
            if takes_a_value(parent, word) {
                words.next();
            }
            continue;
        }
        match parent.find_subcommand(word) {
            Some(child) => chain.push(child),
            None => break,
        }
    }
    chain
}

/// Whether `word` (`--color`, `-o`; not `--color=never`) is an option of `command` that
/// takes its value from the next word.
fn takes_a_value(command: &clap::Command, word: &str) -> bool {
    let named = |arg: &&clap::Arg| match word.strip_prefix("--") {
        Some(long) => arg.get_long() == Some(long),
        None => word.len() == 2 && arg.get_short() == word.chars().nth(1),
    };
    let arg = command.get_arguments().find(named);
    arg.is_some_and(|arg| arg.get_action().takes_values())
}

/// clap's similar subcommands kept only the nearest by edit distance (`hole`: `holes`,
/// not `solve` before it), or all of them nearest first when several are as near.
fn nearest_first(mut error: clap::Error, typed: String) -> clap::Error {
    use clap::error::{ContextKind, ContextValue};
    let Some(ContextValue::Strings(names)) = error.get(ContextKind::SuggestedSubcommand) else {
        return error;
    };
    let distance = |name: &String| crate::wording::edit_distance(&typed, name);
    let mut names = names.clone();
    names.sort_by_key(distance);
    let nearest = names.first().map(distance);
    names.retain(|name| Some(distance(name)) == nearest);
    error.insert(
        ContextKind::SuggestedSubcommand,
        ContextValue::Strings(names),
    );
    error
}

/// For an option `play new GAME` (or `vs`, `serve`, `arena`, `import`) does not take but
/// another game's does (`play new polyssimo --solo hard`): which games take it, and where
/// the options of this one are listed; with the game's command, which the error is about.
fn other_games_option<'t>(
    arg: &str,
    args: &[std::ffi::OsString],
    tree: &'t clap::Command,
) -> Option<Replacement<'t>> {
    let (typed, verb, verb_command) = option_of_verb(arg, args, tree)?;
    let game_command = named_game(arg, args, verb_command)?;
    let game = game_command.get_name();
    let takes = |c: &&clap::Command| c.get_arguments().any(|a| typed.names(a));
    if takes(&game_command) {
        return None;
    }
    let others: Vec<&str> = (verb_command.get_subcommands())
        .filter(|c| c.get_name() != game)
        .filter(takes)
        .map(clap::Command::get_name)
        .collect();
    if others.is_empty() {
        return None;
    }
    let tip = format!(
        "'{typed}' is an option of {}, not of {game}: `tessera play {verb} {game} --help` lists \
         {game}'s options",
        games_listed(&others)
    );
    Some((tip, game_command, game_usage(game_command, verb)))
}

/// The game named on the line before the option `arg`: the first word before it that
/// names one (`import` has its position file first, and an option's value, as in `--bots
/// greedy,random`, may come before it). An option before the game (`play new --seed 3
/// s25`) is refused as the verb's: none.
fn named_game<'t>(
    arg: &str,
    args: &[std::ffi::OsString],
    verb_command: &'t clap::Command,
) -> Option<&'t clap::Command> {
    let before: Vec<&str> = words(args)
        .take_while(|word| !is_the_option(word, arg))
        .collect();
    (before.iter().skip(2)).find_map(|word| verb_command.find_subcommand(word))
}

/// The usage clap would give for an unknown option of `game` (the one in clap's error may
/// name the option clap thought nearest).
fn game_usage(game: &clap::Command, verb: &str) -> clap::builder::StyledStr {
    (game.clone())
        .bin_name(format!("tessera play {verb} {}", game.get_name()))
        .render_usage()
}

/// The usage clap gives for an option the `play` command `verb` does not take, which lists
/// the options every command takes (the tree given is not built: they are not there yet).
fn verb_usage(tree: &clap::Command, verb: &str) -> Option<clap::builder::StyledStr> {
    let mut built = tree.clone();
    built.build();
    let play = built.find_subcommand_mut("play")?;
    Some(play.find_subcommand_mut(verb)?.render_usage())
}

/// The games in `takers` as the tips name them: `every game` when they are all of
/// `verb_command`'s, else listed.
fn whose(takers: &[&str], verb_command: &clap::Command) -> String {
    match takers.len() == verb_command.get_subcommands().count() {
        true => "every game".to_string(),
        false => games_listed(takers),
    }
}

/// A tip in place of clap's, the command the error is about, and that command's usage.
type Replacement<'t> = (String, &'t clap::Command, clap::builder::StyledStr);

/// For `arg`, an option (`--solo=hard`, `-o`), on a line that runs a `play` command taking
/// a game's options: the option as typed, the command, and the command's clap command.
fn option_of_verb<'a, 'o, 't>(
    arg: &'o str,
    args: &'a [std::ffi::OsString],
    tree: &'t clap::Command,
) -> Option<(Typed<'o>, &'a str, &'t clap::Command)> {
    let typed = Typed::of(arg)?;
    let (verb, verb_command) = game_verb(args, tree)?;
    Some((typed, verb, verb_command))
}

/// An option as typed, without its value: `--solo` (from `--solo=hard`) or `-o`.
#[derive(Clone, Copy)]
struct Typed<'o>(&'o str);

impl<'o> Typed<'o> {
    fn of(arg: &'o str) -> Option<Typed<'o>> {
        match arg.strip_prefix("--") {
            Some(_) => Some(Typed(arg.split('=').next()?)),
            None => {
                let letter = arg.strip_prefix('-')?;
                let short = letter.len() == 1 && letter.chars().all(|c| c.is_ascii_alphabetic());
                short.then_some(Typed(arg))
            }
        }
    }

    /// Whether `arg` is this option.
    fn names(self, arg: &clap::Arg) -> bool {
        match self.0.strip_prefix("--") {
            Some(long) => arg.get_long() == Some(long),
            None => arg.get_short() == self.0.chars().nth(1),
        }
    }
}

impl std::fmt::Display for Typed<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

/// Game names as a sentence lists them: `a, b and c`.
fn games_listed(games: &[&str]) -> String {
    crate::wording::and_list(&games.iter().map(|g| g.to_string()).collect::<Vec<_>>())
}

/// The `play` command the line runs when it is one that takes a game's options (`new`,
/// `vs`, `serve`, `arena`, `import`), with its command (whose subcommands are the games).
fn game_verb<'a, 't>(
    args: &'a [std::ffi::OsString],
    tree: &'t clap::Command,
) -> Option<(&'a str, &'t clap::Command)> {
    let mut commands = words(args).filter(|a| !a.starts_with('-'));
    let verb = match (commands.next(), commands.next()) {
        (Some("play"), Some(verb @ ("new" | "vs" | "serve" | "arena" | "import"))) => verb,
        _ => return None,
    };
    Some((verb, tree.find_subcommand("play")?.find_subcommand(verb)?))
}

/// Whether `word` on the command line is the option `arg` (`--solo` or `--solo=hard`).
fn is_the_option(word: &str, arg: &str) -> bool {
    word.strip_prefix(arg)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('='))
}

/// The tip for `arg`, an option given before the game (`play new --seed 3 s25`), which
/// clap refuses as the command's (offering its nearest, `--color` for `--solo`): to give it
/// after the game, or, when the game named does not take it, whose it is.
fn before_the_game_tip<'t>(
    arg: &str,
    args: &[std::ffi::OsString],
    tree: &'t clap::Command,
) -> Option<Replacement<'t>> {
    let (typed, verb, verb_command) = option_of_verb(arg, args, tree)?;
    let after = words(args)
        .skip_while(|word| !is_the_option(word, arg))
        .skip(1);
    let games: Vec<&clap::Command> = after
        .filter_map(|word| verb_command.find_subcommand(word))
        .collect();
    let game = games.first()?.get_name();
    let takes = |c: &&clap::Command| c.get_arguments().any(|a| typed.names(a));
    let tip = match games.iter().copied().find(takes) {
        Some(taker) => format!(
            "'{typed}' is an option of {0}: give it after the game, as in `tessera play {verb} \
             {0} {typed} …`",
            taker.get_name()
        ),
        None => {
            let takers: Vec<&str> = (verb_command.get_subcommands())
                .filter(takes)
                .map(clap::Command::get_name)
                .collect();
            if takers.is_empty() {
                return None;
            }
            format!(
                "'{typed}' is an option of {}, not of {game}: `tessera play {verb} {game} \
                 --help` lists {game}'s options",
                whose(&takers, verb_command)
            )
        }
    };
    Some((tip, verb_command, verb_usage(tree, verb)?))
}

/// For `arg`, a game's option given where no game is named (`play import POSITION
/// --stalemate x`, `play new --solo hard`): the games that take it and where it goes, with
/// the command's usage (clap would offer its nearest option, or `--help`, which does not
/// list the games' options).
fn no_game_tip<'t>(
    arg: &str,
    args: &[std::ffi::OsString],
    tree: &'t clap::Command,
) -> Option<Replacement<'t>> {
    let (typed, verb, verb_command) = option_of_verb(arg, args, tree)?;
    if words(args).any(|word| verb_command.find_subcommand(word).is_some()) {
        return None;
    }
    let takes: Vec<&str> = (verb_command.get_subcommands())
        .filter(|game| game.get_arguments().any(|a| typed.names(a)))
        .map(clap::Command::get_name)
        .collect();
    let example = takes.first()?;
    let whose = whose(&takes, verb_command);
    let position = if verb == "import" { " POSITION" } else { "" };
    let mut tip = format!(
        "'{typed}' is an option of {whose}: give it after the game, as in `tessera play \
         {verb}{position} {example} {typed} …`"
    );
    if verb == "vs" {
        tip += "; a saved game keeps the options it was started with";
    }
    Some((tip, verb_command, verb_usage(tree, verb)?))
}

/// `error` with `tip` in place of any clap gave (its nearest option name, which is no help
/// when the option belongs to another game), and the command's own usage.
fn replaced_tip(error: clap::Error, (tip, command, usage): Replacement) -> clap::Error {
    use clap::error::{ContextKind, ContextValue};
    let mut fresh = clap::Error::new(error.kind()).with_cmd(command);
    if let Some(value) = error.get(ContextKind::InvalidArg) {
        fresh.insert(ContextKind::InvalidArg, value.clone());
    }
    fresh.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    with_tip(fresh, tip)
}

/// A missing `GAME` argument, with the games it may be.
fn games_tip(error: clap::Error, games: &[&str]) -> clap::Error {
    use clap::error::{ContextKind, ContextValue};
    let missing = match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::Strings(missing)) => missing,
        _ => return error,
    };
    if !missing.iter().any(|arg| arg == "<GAME>") {
        return error;
    }
    let tip = format!("GAME is one of: {}", games.join(", "));
    with_tip(error, tip)
}

/// `error` with `tip` under it.
fn with_tip(mut error: clap::Error, tip: String) -> clap::Error {
    use clap::error::{ContextKind, ContextValue};
    let tips = vec![clap::builder::StyledStr::from(tip)];
    error.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
    error
}

/// The command line's words after the program's name.
fn words(args: &[std::ffi::OsString]) -> impl Iterator<Item = &str> {
    args.iter().skip(1).filter_map(|a| a.to_str())
}

/// Whether a word reads as a card's id: letters, then digits (`W01`, `GB12`).
fn reads_as_card_id(word: &str) -> bool {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    digits.len() < word.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// Whether a word reads as a YAML file's name.
fn names_a_file(word: &str) -> bool {
    word.ends_with(".yaml") || word.ends_with(".yml")
}

/// Whether `word` names a game (`play vs` has one command a game).
fn names_a_game(word: &str, tree: &clap::Command) -> bool {
    let vs = tree
        .find_subcommand("play")
        .and_then(|p| p.find_subcommand("vs"));
    vs.is_some_and(|vs| vs.find_subcommand(word).is_some())
}

/// Whether the command line is `play bot` or `play vs`, whose bot is an option, not a word.
fn plays_a_bot(args: &[std::ffi::OsString]) -> bool {
    let mut commands = words(args).filter(|a| !a.starts_with('-'));
    commands.next() == Some("play") && matches!(commands.next(), Some("bot" | "vs"))
}

/// Whether the command line runs a command that reads a supply of Project L pieces.
fn takes_a_supply(args: &[std::ffi::OsString]) -> bool {
    let command = words(args).find(|a| !a.starts_with('-'));
    matches!(command, Some("fit" | "upgrade"))
}

#[cfg(test)]
mod tests {
    use super::retipped;
    use clap::{Arg, Command};

    /// What `command` says of `args` once retipped, with `games` as the games known.
    fn said(command: Command, args: &[&str], games: &[&str]) -> String {
        let error = command.clone().try_get_matches_from(args).unwrap_err();
        let args: Vec<std::ffi::OsString> = args.iter().map(|a| a.into()).collect();
        retipped(error, &args, games, &command).render().to_string()
    }

    fn refusal(args: &[&str]) -> String {
        let command = Command::new("t")
            .arg(Arg::new("file"))
            .arg(Arg::new("time").long("time"))
            .arg(Arg::new("svg-out").long("svg-out"));
        said(command, args, &[])
    }

    #[test]
    fn a_mistyped_subcommand_is_offered_the_nearest_alone() {
        let command = Command::new("t")
            .subcommand(Command::new("holes"))
            .subcommand(Command::new("solve"));
        let told = |args: &[&str]| said(command.clone(), args, &[]);
        let hole = told(&["t", "hole"]);
        assert!(
            hole.contains("tip: a similar subcommand exists: 'holes'"),
            "{hole}"
        );
        assert!(!hole.contains("'solve'"), "{hole}");
    }

    #[test]
    fn a_slip_clap_does_not_catch_gets_the_parents_nearest_and_a_game_the_way_to_start() {
        let told = |args: &[&str]| {
            let new = Command::new("new").subcommand(Command::new("golomb"));
            let play = Command::new("play")
                .subcommand(new)
                .subcommand(Command::new("show"));
            said(Command::new("t").subcommand(play), args, &["golomb"])
        };
        let nw = told(&["t", "play", "nw"]);
        assert!(nw.contains("tip: did you mean `tessera play new`?"), "{nw}");
        let game = told(&["t", "play", "golomb"]);
        assert!(
            game.contains(
                "tip: to play against the bots: tessera play vs golomb; \
                 to start a game file: tessera play new golomb -o game.yaml"
            ),
            "{game}"
        );
        let far = told(&["t", "play", "zzzz"]);
        assert!(far.contains("tip: the games: golomb"), "{far}");
        // A subcommand typed without its parent: `show` has none, `new` is under play.
        let bare = told(&["t", "new"]);
        assert!(
            bare.contains("tip: did you mean `tessera play new`?"),
            "{bare}"
        );
        // The same word twice: the second is refused under the first.
        let twice = told(&["t", "play", "play"]);
        assert!(twice.contains("tip: the games: golomb"), "{twice}");
    }

    #[test]
    fn an_options_value_is_not_taken_for_a_command() {
        let told = |args: &[&str]| {
            let color = Arg::new("color").long("color").global(true);
            let play = Command::new("play").subcommand(Command::new("new"));
            let command = Command::new("t").arg(color).subcommand(play);
            said(command, args, &["golomb"])
        };
        let game = told(&["t", "--color", "never", "play", "golomb"]);
        assert!(
            game.contains(
                "tip: to play against the bots: tessera play vs golomb; \
                 to start a game file: tessera play new golomb -o game.yaml"
            ),
            "{game}"
        );
    }

    #[test]
    fn a_number_option_given_a_word_is_told_to_use_digits() {
        let told = |args: &[&str]| {
            let seed = Arg::new("seed")
                .long("seed")
                .value_parser(clap::value_parser!(u64));
            said(Command::new("t").arg(seed), args, &[])
        };
        let word = told(&["t", "--seed", "abc"]);
        assert!(
            word.contains("tip: --seed takes a whole number, in digits, as in --seed 7"),
            "{word}"
        );
        // Outside a range: the range in words, not Rust's `1..=1024`.
        let threads = Arg::new("threads")
            .long("threads")
            .value_parser(clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1024));
        let ranged = said(
            Command::new("t").arg(threads),
            &["t", "--threads", "0"],
            &[],
        );
        assert!(
            ranged.contains(
                "invalid value '0' for '--threads': it takes a whole number from 1 to 1024"
            ),
            "{ranged}"
        );
        // Too large is a number all the same: clap's message says so.
        let large = told(&["t", "--seed", "99999999999999999999999"]);
        assert!(!large.contains("tip:"), "{large}");
    }

    #[test]
    fn pieces_outside_the_supplys_quotes_are_told_to_be_quoted() {
        let told = |args: &[&str]| {
            let command = Command::new("t").subcommand(
                Command::new("fit")
                    .arg(Arg::new("card"))
                    .arg(Arg::new("supply").long("supply")),
            );
            said(command, args, &[])
        };
        let unquoted = told(&["t", "fit", "W31", "--supply", "O1", "I2"]);
        assert!(
            unquoted.contains("tip: 'I2' reads as pieces: a supply of several pieces is one"),
            "{unquoted}"
        );
        let unflagged = told(&["t", "fit", "W31", "O1 I2"]);
        assert!(
            unflagged.contains("tip: 'O1 I2' reads as pieces: give them as --supply \"O1 I2\""),
            "{unflagged}"
        );
        // A word that is no piece gets clap's own message.
        let other = told(&["t", "fit", "W31", "--supply", "O1", "banana"]);
        assert!(!other.contains("reads as pieces"), "{other}");
    }

    #[test]
    fn an_unknown_game_lists_the_games_and_a_card_id_is_sent_to_cards_show() {
        let told = |args: &[&str]| {
            let new = Command::new("new")
                .subcommand(Command::new("s25").arg(Arg::new("output").short('o')));
            let command = Command::new("t")
                .subcommand(Command::new("play").subcommand(new))
                .subcommand(Command::new("cards").subcommand(Command::new("show")));
            said(command, args, &["s25", "golomb"])
        };
        let chess = told(&["t", "play", "new", "chess"]);
        assert!(chess.contains("tip: the games: s25, golomb"), "{chess}");
        let card = told(&["t", "cards", "W01"]);
        assert!(
            card.contains("tip: to see a card: tessera cards show W01"),
            "{card}"
        );
        let word = told(&["t", "cards", "everything"]);
        assert!(!word.contains("tip: to see a card"), "{word}");
        let file = told(&["t", "play", "new", "s25", "game.yaml"]);
        assert!(
            file.contains("tip: a new game's file is given with -o: -o game.yaml"),
            "{file}"
        );
    }

    #[test]
    fn an_unknown_option_is_sent_to_help_not_past_a_double_dash() {
        let told = refusal(&["t", "f", "--frobnicate"]);
        assert!(
            told.contains("tip: '--frobnicate' is not an option here"),
            "{told}"
        );
        assert!(!told.contains("-- --frobnicate"), "{told}");
    }

    #[test]
    fn a_negative_number_is_said_to_be_refused() {
        let told = refusal(&["t", "f", "--time", "-1"]);
        assert!(
            told.contains("'-1': negative values are refused here"),
            "{told}"
        );
    }

    #[test]
    fn a_near_option_is_still_suggested() {
        let told = refusal(&["t", "f", "--svg-ou", "x"]);
        assert!(
            told.contains("a similar argument exists: '--svg-out'"),
            "{told}"
        );
        assert!(!told.contains("is not an option here"), "{told}");
    }
}
