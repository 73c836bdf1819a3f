//! A game's option misspelt (`--sollo` for Project L's `--solo`). clap compares an unknown
//! option only with the options of the command it was parsing, so `play new s25 --sollo`
//! and `play new --sollo` were offered `--color`; the nearest option of any game, and the
//! games that take it, is the better guess.

use super::{Replacement, Typed, is_the_option, option_of_verb, words};

/// For `arg`, an unknown long option of a `play` command that takes a game's options: the
/// tip naming the nearest option of the games (and whose it is) when it is nearer than
/// every option the command itself takes (`suggested`, clap's guess, among them). None when
/// the command's own option is as near: clap's tip names it.
pub(super) fn misspelt_game_option<'t>(
    arg: &str,
    args: &[std::ffi::OsString],
    tree: &'t clap::Command,
    suggested: Option<&str>,
) -> Option<Replacement<'t>> {
    let (typed, verb, verb_command) = option_of_verb(arg, args, tree)?;
    typed.0.strip_prefix("--")?;
    let named = super::named_game(arg, args, verb_command);
    let others: Vec<&clap::Command> = (verb_command.get_subcommands())
        .filter(|game| named.is_none_or(|named| named.get_name() != game.get_name()))
        .collect();
    let longs: Vec<String> = others.iter().flat_map(|game| long_options(game)).collect();
    if longs.iter().any(|long| long == typed.0) {
        return None; // spelt right, but given where it is not taken: other tips tell where
    }
    let nearest = crate::wording::did_you_mean(typed.0, longs.iter().map(String::as_str))?;
    let distance = |option: &str| crate::wording::edit_distance(typed.0, option);
    let own = named.unwrap_or(verb_command);
    let own_longs: Vec<String> = long_options(own).collect();
    let own_nearest = (own_longs.iter().map(String::as_str))
        .chain(suggested)
        .map(distance)
        .min();
    if own_nearest.is_some_and(|own| own <= distance(nearest)) {
        return None;
    }
    let near = Typed(nearest);
    let takers: Vec<&str> = (others.iter())
        .filter(|game| game.get_arguments().any(|a| near.names(a)))
        .map(|game| game.get_name())
        .collect();
    let whose = super::whose(&takers, verb_command);
    Some(match named {
        Some(game) => {
            let name = game.get_name();
            let tip = format!(
                "'{typed}' is not an option of {name}; the nearest is '{nearest}', an option of \
                 {whose}: `tessera play {verb} {name} --help` lists {name}'s options"
            );
            (tip, game, super::game_usage(game, verb))
        }
        None => {
            let example = example_game(arg, args, verb_command, near, &takers)?;
            let position = if verb == "import" { " POSITION" } else { "" };
            let tip = format!(
                "'{typed}' is not an option here; the nearest is '{nearest}', an option of \
                 {whose}: give it after the game, as in `tessera play {verb}{position} \
                 {example} {nearest} …`"
            );
            (tip, verb_command, super::verb_usage(tree, verb)?)
        }
    })
}

/// The long options of `command`, spelt as typed: `--solo`.
fn long_options(command: &clap::Command) -> impl Iterator<Item = String> + '_ {
    (command.get_arguments()).filter_map(|a| a.get_long().map(|long| format!("--{long}")))
}

/// The game to show the option after: the one named after it on the line when that game
/// takes it (`play new --sed 3 s25`), else the first that does.
fn example_game<'g>(
    arg: &str,
    args: &[std::ffi::OsString],
    verb_command: &clap::Command,
    option: Typed,
    takers: &[&'g str],
) -> Option<&'g str> {
    let after = words(args).skip_while(|word| !is_the_option(word, arg));
    let later = after
        .filter_map(|word| verb_command.find_subcommand(word))
        .find(|game| game.get_arguments().any(|a| option.names(a)));
    match later {
        Some(game) => takers.iter().copied().find(|t| *t == game.get_name()),
        None => takers.first().copied(),
    }
}
