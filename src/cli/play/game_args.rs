//! The game subcommands of `play new`, `serve`, `arena`, `vs` and `import`, built from
//! the table of games at run time: one subcommand per game (so completions offer the
//! games' names), each with that game's own options as flags beside the command's common
//! ones. Clap's derive fills a [`GameCall`] from whatever the user chose.

use crate::engine::{OptionKind, OptionSpec};
use crate::play::{GameEntry, Games};
use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};

/// Ids of game-option arguments start with this, so they are told from common ones.
const OPTION_ID: &str = "option:";

/// A game chosen on the command line, its options as given, and the command's common
/// arguments `C` (typed, with their defaults written once in `C`).
#[derive(Clone, Debug)]
pub struct GameCall<C> {
    /// The game's name as typed (a name or an alias).
    pub game: Option<String>,
    /// The game's options: name and value, in the order clap reports them.
    pub options: Vec<(String, String)>,
    /// The arguments every game's subcommand takes.
    pub common: C,
}

impl<C: FromArgMatches> FromArgMatches for GameCall<C> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<GameCall<C>, clap::Error> {
        let Some((game, sub)) = matches.subcommand() else {
            return Ok(GameCall {
                game: None,
                options: Vec::new(),
                common: C::from_arg_matches(matches)?,
            });
        };
        let mut options = Vec::new();
        for id in sub.ids() {
            let Some(name) = id.as_str().strip_prefix(OPTION_ID) else {
                continue;
            };
            if let Some(values) = sub.get_raw(id.as_str()) {
                for value in values {
                    let text = value.to_str().ok_or_else(|| {
                        clap::Error::raw(
                            clap::error::ErrorKind::InvalidUtf8,
                            format!("--{name}: the value is not UTF-8\n"),
                        )
                    })?;
                    options.push((name.to_string(), text.to_string()));
                }
            }
        }
        Ok(GameCall {
            game: Some(game.to_string()),
            options,
            common: C::from_arg_matches(sub)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = GameCall::from_arg_matches(matches)?;
        Ok(())
    }
}

/// The game subcommands are added by [`add_games`], once the table of games is known.
impl<C: FromArgMatches> Args for GameCall<C> {
    fn augment_args(command: Command) -> Command {
        command
    }

    fn augment_args_for_update(command: Command) -> Command {
        command
    }
}

/// Adds one subcommand per game to `command`, each with the game's options and the common
/// arguments `C`.
pub fn add_games<C: Args>(command: Command, games: &Games) -> Command {
    games.entries().iter().fold(command, |command, entry| {
        command.subcommand(game_command::<C>(entry))
    })
}

/// Adds one subcommand per game that reads position files to `play import`, each with
/// the options a position leaves open (the others are read but hidden, so that their
/// refusal can say the position sets them).
pub fn add_import_games(command: Command, games: &Games) -> Command {
    let entries = games.entries().iter().filter(|e| e.reads_positions());
    entries.fold(command, |command, entry| {
        let open = entry.import_options();
        let set = (entry.options().into_iter())
            .chain(entry.fixed_options())
            .filter(|o| !open.iter().any(|open| open.name == o.name));
        let about = match open.is_empty() {
            true => "The position sets everything: no game option is taken with it.",
            false => {
                "The position sets the number of players and everything else it \
                      records; only the options above may be given with it."
            }
        };
        let game = with_options(entry, &open, set.collect());
        command.subcommand(game.after_help(about))
    })
}

fn game_command<C: Args>(entry: &GameEntry) -> Command {
    let command = with_options(entry, &entry.options(), entry.fixed_options());
    // The common arguments join the default heading (with --color and --help), not a
    // second "Options" block.
    let command = C::augment_args(command.next_help_heading(None::<&str>));
    let bots = entry.bots().join(", ");
    command.after_help(format!("Bots: {bots} (the first is the default)."))
}

/// A game's subcommand with `shown` options under "Game options" and `hidden` ones read
/// but not listed (a fixed option such as Golomb's `--players`, so that its refusal can
/// say it is fixed).
fn with_options(entry: &GameEntry, shown: &[OptionSpec], hidden: Vec<OptionSpec>) -> Command {
    let command = Command::new(entry.name)
        .about(entry.about)
        .visible_aliases(entry.aliases.iter().copied())
        .next_help_heading("Game options");
    let command = (shown.iter()).fold(command, |c, spec| c.arg(option_arg(spec)));
    (hidden.iter()).fold(command, |c, spec| c.arg(option_arg(spec).hide(true)))
}

fn option_arg(spec: &OptionSpec) -> Arg {
    let arg = Arg::new(format!("{OPTION_ID}{}", spec.name))
        .long(spec.name)
        .value_name(spec.value_name)
        .help(spec.help);
    match spec.kind {
        OptionKind::Choice(words) => arg.value_parser(clap::builder::PossibleValuesParser::new(
            words.iter().copied(),
        )),
        OptionKind::YamlFile | OptionKind::TextFile(_) => arg.value_hint(clap::ValueHint::FilePath),
        OptionKind::TextFiles => arg
            .value_hint(clap::ValueHint::FilePath)
            .action(clap::ArgAction::Append),
        OptionKind::Number | OptionKind::Text => arg,
    }
}
