//! `tessera play vs GAME [game options] [--bot BOT]` and `tessera play vs FILE [--bot
//! BOT]`: a person plays against bots (the game's strongest unless told), a new game or a
//! saved one; the first order, `play vs BOT GAME|FILE`, is still read. The table's rules
//! are the play layer's ([`Table`]); here are the arguments, the state file (locked while
//! the game is played, written after every change), and the person's lines — from a line
//! editor on a terminal, else one line per decision with no prompt.

use super::game_args::GameCall;
use super::lines::{self, Line};
use super::vs_events::{EventLine, Teller, drawing_room};
use super::vs_recap::Recap;
use super::vs_terminal::{MAX_LINE, NOT_UTF8, Prompt, TOO_LONG, Typed, checked};
use super::{clock_seed, file_error, start};
use crate::cli::report::Stream;
use crate::cli::{Answer, Streams};
use crate::engine::{Budget, HintTime, Turn};
use crate::play::file::{self, GameFile, Overwrite};
use crate::play::seating::Seating;
use crate::play::vs::{Event, Flow, Table};
use crate::play::{GameSession, Games};
use crate::safe_write::Written;
use crate::text_file::NameFile;
use anyhow::{Context, Result, bail};
use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};
use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};

/// `play vs --help`'s last words.
pub const AFTER_HELP: &str = "\
At the prompt: a move (Tab completes it word by word), or hint, undo, moves, show, help,
help rules, notation, quit. The game is saved after every move; see docs/play-vs.md.

Examples:
  tessera play vs project-l --players 3 --bots 3=planner --seed 7 -o pl.yaml < /dev/null
  printf 'take X\\nhint\\nquit\\n' | tessera play vs polyssimo --bot greedy --seed 3 -o vs.yaml
  tessera play hint vs.yaml --json
  echo quit | tessera play vs vs.yaml --bot greedy";

/// `play vs`'s options, given before or after the game.
#[derive(Args, Debug, Clone)]
pub struct VsArgs {
    /// The bot in every seat but yours [default: the game's strongest; `play new GAME
    /// --help` lists a game's bots].
    #[arg(long, value_name = "BOT", global = true)]
    pub bot: Option<String>,
    /// Your seat, from 1 [default: 1 in a new game; continuing a FILE, the seat to move,
    /// where you left it].
    #[arg(long, value_name = "N", global = true)]
    seat: Option<usize>,
    /// Other bots for some seats: SEAT=BOT, separated by commas or spaces (2=planner,3=greedy);
    /// repeatable.
    #[arg(long, value_name = "SEAT=BOT", global = true)]
    bots: Vec<String>,
    /// A new game's state file [default: GAME-N.yaml, the first N free].
    #[arg(short, long, value_name = "FILE", global = true, value_parser = crate::cli::args::kept_file)]
    output: Option<PathBuf>,
    /// Overwrite -o FILE if it exists.
    #[arg(long, global = true)]
    force: bool,
    /// A new game's seed [default: from the clock; it is kept in the state file].
    #[arg(long, value_name = "N", global = true)]
    seed: Option<u64>,
    /// Searching bots think at most MS milliseconds per move [default: their node budget].
    #[arg(long, value_name = "MS", value_parser = Budget::millis, global = true)]
    think: Option<Budget>,
    /// Seconds a hint may think (the solvers stop there, or at Ctrl-C, with the best so far).
    #[arg(long, value_name = "SECS", value_parser = hint_seconds, default_value = "3", global = true)]
    hint_time: HintTime,
    /// Tell what happens as JSON lines (one object per event) instead of text.
    #[arg(long, global = true)]
    json: bool,
}

/// `play vs (GAME [game options] | FILE) [--bot BOT]`, or the first order `play vs BOT
/// (GAME | FILE)`: the words before the game as typed, read by [`VsCall::bot_and_file`].
#[derive(Debug, Clone)]
pub struct VsCall {
    /// The first word before the game: a FILE, or a BOT in the first order.
    pub first: Option<String>,
    /// A second word: the FILE after a BOT (`play vs BOT FILE`).
    pub second: Option<PathBuf>,
    pub game: GameCall<VsArgs>,
}

impl FromArgMatches for VsCall {
    fn from_arg_matches(matches: &ArgMatches) -> Result<VsCall, clap::Error> {
        Ok(VsCall {
            first: matches.get_one::<String>("first").cloned(),
            second: matches.get_one::<PathBuf>("second").cloned(),
            game: GameCall::from_arg_matches(matches)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = VsCall::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for VsCall {
    fn augment_args(command: Command) -> Command {
        let file = Arg::new("first")
            .value_name("FILE")
            .value_hint(clap::ValueHint::FilePath)
            .help("A saved game to continue (instead of a GAME to start)");
        // The first order, `play vs BOT FILE`: the file after the bot.
        let second = Arg::new("second")
            .value_name("FILE")
            .value_parser(clap::value_parser!(PathBuf))
            .value_hint(clap::ValueHint::FilePath)
            .hide(true);
        VsArgs::augment_args(command.arg(file).arg(second)).subcommand_value_name("GAME")
    }

    fn augment_args_for_update(command: Command) -> Command {
        VsCall::augment_args(command)
    }
}

impl VsCall {
    /// The bot asked for, if any, and the saved game to continue, if any: `FILE`, `BOT
    /// FILE` or `BOT GAME` (the first order), with `--bot` given at most once.
    fn bot_and_file(&self) -> Result<(Option<&str>, Option<PathBuf>)> {
        let flag = self.game.common.bot.as_deref();
        let (bot, file) = match (&self.first, &self.second, &self.game.game) {
            (_, Some(_), Some(_)) => {
                bail!("give a GAME to start or a FILE to continue, not both")
            }
            (Some(first), None, Some(_)) if Path::new(first).is_file() => {
                bail!("give a GAME to start or a FILE to continue, not both")
            }
            (Some(bot), None, Some(_)) => (Some(bot.as_str()), None),
            (Some(bot), Some(path), None) => (Some(bot.as_str()), Some(path.clone())),
            (Some(path), None, None) => (None, Some(PathBuf::from(path))),
            (None, _, _) => (None, None),
        };
        match (bot, flag) {
            (Some(_), Some(_)) => bail!("give the bot once: `play vs GAME|FILE --bot BOT`"),
            (bot, flag) => Ok((bot.or(flag), file)),
        }
    }
}

/// `play vs` once its game subcommands are added: the usage in both orders, `--bot`'s
/// values (every game's bots, for completion), and each game's bots with the one seated
/// by default.
pub fn with_games(command: Command, games: &Games) -> Command {
    let mut bots: Vec<&'static str> = Vec::new();
    for entry in games.entries() {
        for bot in entry.bots() {
            if !bots.contains(bot) {
                bots.push(bot);
            }
        }
    }
    let command = command
        .override_usage(
            "tessera play vs [OPTIONS] GAME [game options]\n       tessera play vs [OPTIONS] FILE",
        )
        .mut_arg("bot", |arg| {
            arg.value_parser(AnyBot(bots)).hide_possible_values(true)
        });
    games.entries().iter().fold(command, |command, entry| {
        command.mut_subcommand(entry.name, |game| {
            game.after_help(format!(
                "Bots: {} (`play vs` seats {} unless --bot names another).",
                entry.bots().join(", "),
                entry.strongest_bot()
            ))
        })
    })
}

/// `--bot`'s values: every game's bots offered for completion, while any word is taken,
/// so that a slip is refused by the game, against its own bots (`serch`: did you mean
/// search?), and not against every game's.
#[derive(Clone)]
struct AnyBot(Vec<&'static str>);

impl clap::builder::TypedValueParser for AnyBot {
    type Value = String;

    fn parse_ref(
        &self,
        command: &Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        clap::builder::StringValueParser::new().parse_ref(command, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let values = self
            .0
            .iter()
            .map(|bot| clap::builder::PossibleValue::new(*bot));
        Some(Box::new(values))
    }
}

/// Seconds for a hint: more than 0, at most a day.
pub fn hint_seconds(text: &str) -> Result<HintTime, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => {
            Ok(HintTime::new(std::time::Duration::from_secs_f64(s)))
        }
        // Worded as `--time` of the analyses is, with the hint's own ceiling.
        Ok(_) => Err(format!(
            "{text} is not a number of seconds above 0 and at most a day (86400)"
        )),
        Err(_) => Err(format!("{text:?} is not a number of seconds")),
    }
}

/// Plays the game until it ends, the person quits, or the input ends.
pub fn run(call: &VsCall, games: &Games, io: &mut Streams) -> Result<Answer> {
    let args = &call.game.common;
    let (session, path, seating) = open(call, games)?;
    // Ctrl-C while a bot thinks ends the run at once (the game is saved before its move);
    // while a hint thinks it cuts the hint short and play goes on. The game is saved after
    // every move.
    crate::cli::interrupt::catch();
    let mut locked = GameFile::try_lock(&path).map_err(|e| file_error(&path, e))?;
    let mut save = |s: &dyn GameSession| locked.save(s);
    let entry = games.find(session.name())?;
    let terminal = std::io::stdin().is_terminal() && io.terminal;
    let screen = |size: Option<usize>| size.filter(|&n| terminal && !args.json && n > 0);
    let (columns, rows) = (screen(io.out_columns), screen(io.out_rows));
    let mut table = Table {
        session,
        seating,
        budget: args.think.unwrap_or_default(),
        hint_time: args.hint_time.stopped_by(crate::cli::interrupt::flag()),
        rulebook: entry.rulebook,
        room: drawing_room(columns, rows),
    };
    let mut teller = Teller {
        stream: Stream::new(&mut *io.out, args.json),
        json: args.json,
        failed: None,
        live: terminal && io.terminal,
        paged: terminal && io.pager,
        columns: columns.filter(|&columns| columns >= 40),
        width: columns,
        rows,
        recap: Recap::default(),
        file: crate::wording::shell_word(&path.display().to_string()),
    };
    let person = table.seating.person() + 1;
    let again = resume_command(call, entry.strongest_bot(), &path, person, false);
    // While a bot is to move, the seat to move is not the person's: it is named.
    let during_a_bots_move = format!(
        "{}tessera: interrupted while a bot was thinking: the game is saved up to the last move \
         made; {}",
        if teller.live { "\n" } else { "" },
        resume_command(call, entry.strongest_bot(), &path, person, true)
    );
    let note = during_a_bots_move.as_str();
    greet(&mut teller, &table, &path, entry.fixed);
    table
        .advance(&mut save, &mut |e| tell_armed(&mut teller, note, e))
        .in_file(&path)?;
    let mut prompt = match terminal {
        true => Some(Prompt::new().context("cannot set up the terminal")?),
        false => None,
    };
    let mut play = |table: &mut Table, teller: &mut Teller, line: &str| {
        let played = table.line(line, &mut save, &mut |e| tell_armed(teller, note, e));
        Ok(played.in_file(&path)?)
    };
    let stop = read_decisions(
        &mut table,
        &mut teller,
        prompt.as_mut(),
        io.input,
        &mut play,
    )?;
    Ok(farewell(&mut teller, &table, stop, &again, &path))
}

/// Tells `event`. While a bot thinks (the game saved before its move, which could take
/// long), Ctrl-C ends the run at once saying `note`, how to go on; otherwise it is the
/// command's to answer (a hint cut short, a stop at the prompt).
fn tell_armed(teller: &mut Teller, note: &str, event: Event) {
    let bot_thinking = matches!(&event, Event::Thinking { bot: Some(_), .. });
    crate::cli::interrupt::end_at_once_saying(bot_thinking.then(|| note.to_string()));
    teller.tell(event);
}

/// The first line: the game, its options (less those its entry `fixed`), its file, the
/// seats.
fn greet(teller: &mut Teller, table: &Table, path: &Path, fixed: &[(&str, &str)]) {
    teller.note(
        &welcome(table, path, fixed),
        &EventLine::Start {
            game: table.session.name(),
            file: path,
            seat: table.seating.person() + 1,
            seed: table.session.seed(),
        },
    );
}

/// The last line, once the person has stopped: saved, and how to go on (nothing more
/// when the game is over, which the table has told).
fn farewell(teller: &mut Teller, table: &Table, stop: Stop, again: &str, path: &Path) -> Answer {
    if stop == Stop::Interrupted {
        let text = format!("interrupted: saved; {again}");
        teller.note(&text, &EventLine::Interrupted);
        return Answer::Undecided;
    }
    if table.session.turn() != Turn::Over {
        teller.note(&format!("saved; {again}"), &EventLine::Quit { file: path });
    }
    Answer::Yes
}

/// How reading the person's decisions ended.
#[derive(PartialEq)]
enum Stop {
    /// The game is over, the person quit, or the input ended: the game is saved.
    Done,
    /// Ctrl-C at the prompt.
    Interrupted,
}

/// Reads the person's lines (at the prompt on a terminal, else one per decision) and plays
/// each until the game is over, the person quits or the input ends.
fn read_decisions(
    table: &mut Table,
    teller: &mut Teller,
    mut prompt: Option<&mut Prompt>,
    input: &mut dyn BufRead,
    play: &mut dyn FnMut(&mut Table, &mut Teller, &str) -> Result<Flow>,
) -> Result<Stop> {
    let mut first = true;
    while table.session.turn() != Turn::Over && teller.failed.is_none() {
        // A signal while the person is asked (SIGTERM, SIGHUP, Ctrl-C in a pipe) ends the
        // run at once: everything is saved. Ctrl-C typed at the prompt is a key, read below.
        let typed = crate::cli::interrupt::while_waiting(|| match &mut prompt {
            Some(p) => p.read(&prompt_text(table), table.session.legal_moves()),
            None => read_line(input, std::mem::take(&mut first)),
        });
        match typed {
            Ok(Typed::Line(line)) => {
                match play(table, teller, &line)? {
                    Flow::Quit => break,
                    // At the prompt the person asked for the hint now, not to leave; a
                    // Ctrl-C reaching a run that reads a pipe ends it after the hint.
                    Flow::HintCutShort if prompt.is_some() => crate::cli::interrupt::answered(),
                    Flow::HintCutShort | Flow::Continue => {}
                }
                if crate::cli::interrupt::requested() {
                    return Ok(Stop::Interrupted);
                }
            }
            Ok(Typed::Unreadable(reason)) => teller.note(
                &format!("not read: {reason}"),
                &EventLine::Unreadable { reason },
            ),
            Ok(Typed::Interrupted) => return Ok(Stop::Interrupted),
            // Ctrl-D, the end of the input or a terminal that closed: the game is saved.
            Ok(Typed::End) | Err(_) => break,
        }
    }
    Ok(Stop::Done)
}

/// The seat a person takes by default in a game continued: the one to move (where the
/// game was left at the person's prompt, theirs), or 1 when no player is to move.
fn seat_to_move(session: &dyn GameSession) -> usize {
    match session.turn() {
        Turn::Player(player) => player + 1,
        Turn::Chance | Turn::Over => 1,
    }
}

/// The game (started or loaded), its file, and the seats.
fn open(call: &VsCall, games: &Games) -> Result<(Box<dyn GameSession>, PathBuf, Seating)> {
    let args = &call.game.common;
    let others = crate::cli::args::items(&args.bots);
    let (bot, file) = call.bot_and_file()?;
    let seat = |s: &dyn GameSession, default: usize| -> Result<Seating> {
        let bot = match bot {
            Some(bot) => bot,
            None => games.find(s.name())?.strongest_bot(),
        };
        Ok(Seating::new(s, args.seat.unwrap_or(default), bot, &others)?)
    };
    match (file, &call.game.game) {
        (Some(_), Some(_)) => bail!("give a GAME to start or a FILE to continue, not both"),
        (None, None) => bail!(
            "give a GAME to start (`play vs GAME`: {}) or a FILE to continue",
            games.names().join(", ")
        ),
        (Some(path), None) => {
            if args.output.is_some() || args.seed.is_some() || args.force {
                bail!(
                    "-o, --seed and --force are for a new game, not for {}",
                    path.display()
                );
            }
            if !path.exists() && is_a_bot(games, &path) {
                bail!(
                    "{0} is a bot: give the GAME to play against it (`play vs GAME --bot {0}`) or a FILE to continue",
                    path.display()
                );
            }
            if !path.exists() && looks_like_a_name(&path) {
                bail!(no_game_or_file(games, &path));
            }
            let session = file::load(games, &path).map_err(|e| file_error(&path, e))?;
            refuse_unsaveable(session.as_ref(), &path)?;
            let seating = seat(session.as_ref(), seat_to_move(session.as_ref())).in_file(&path)?;
            Ok((session, path, seating))
        }
        (None, Some(_)) => {
            let seed = args.seed.unwrap_or_else(clock_seed);
            let session = start(&call.game, seed, games)?;
            // Not prefixed with the game: it is on the command line, and the errors that
            // need it (an unknown bot) name it.
            let seating = seat(session.as_ref(), 1)?;
            let path = write_new(session.as_ref(), args, games)?;
            Ok((session, path, seating))
        }
    }
}

/// A game still in play whose file could not be saved (read-only) is refused before its
/// first move, not at the first save after it (a finished one is only shown, and needs no
/// save).
fn refuse_unsaveable(session: &dyn GameSession, path: &Path) -> Result<()> {
    if session.turn() == Turn::Over {
        return Ok(());
    }
    match crate::safe_write::unwritable(path) {
        Some(why) => bail!("{}: cannot save the game: {why}", path.display()),
        None => Ok(()),
    }
}

/// What is said of a `play vs` argument that is neither a game nor an existing file: the
/// game it was likely meant to be, or the games to choose from.
fn no_game_or_file(games: &Games, path: &Path) -> String {
    let word = path.display().to_string();
    match games.nearest(&word) {
        Some(game) => format!(
            "{word}: no such game or file (did you mean {game}? `tessera play vs {game}` starts a game)"
        ),
        None => format!(
            "{word}: no such game or file (the games: {}; or give a saved game's FILE)",
            games.names().join(", ")
        ),
    }
}

/// Whether a FILE that is not there was likely meant as a GAME: one word, no folder and
/// no extension (`gollomb`, not `saves/game.yaml`).
fn looks_like_a_name(path: &Path) -> bool {
    path.components().count() == 1 && path.extension().is_none()
}

/// Whether `word` names a bot of some game (a bot typed where a FILE is read).
fn is_a_bot(games: &Games, word: &Path) -> bool {
    games
        .entries()
        .iter()
        .any(|e| e.bots().iter().any(|b| Path::new(b) == word))
}

/// Writes a new game's file: `-o FILE`, or the first free `GAME-N.yaml`.
fn write_new(session: &dyn GameSession, args: &VsArgs, games: &Games) -> Result<PathBuf> {
    let overwrite = match args.force {
        true => Overwrite::Allow,
        false => Overwrite::Refuse,
    };
    if let Some(path) = &args.output {
        let written = file::save_new(session, path, overwrite)
            .map_err(|e| super::new_file_error(games, path, e))?;
        if written != Written::Done {
            bail!(
                "{}: the game is saved after every move: give a file, not standard output or error",
                path.display()
            );
        }
        return Ok(path.clone());
    }
    for n in 1..10_000 {
        let path = PathBuf::from(format!("{}-{n}.yaml", session.name()));
        if path.exists() {
            continue;
        }
        match file::save_new(session, &path, Overwrite::Refuse) {
            Ok(_) => return Ok(path),
            // Another run took the name first: try the next.
            Err(_) if path.exists() => continue,
            Err(e) => return Err(file_error(&path, e)),
        }
    }
    bail!("no free name GAME-N.yaml here: give the state file with -o FILE")
}

/// One line typed, without its end (and the `first` line without a byte-order mark an
/// editor put before it); the end of the input is [`Typed::End`].
fn read_line(input: &mut dyn BufRead, first: bool) -> std::io::Result<Typed> {
    let mut line = Vec::new();
    let read = lines::read_line(input, &mut line, MAX_LINE)?;
    if first {
        lines::without_byte_order_mark(&mut line);
    }
    Ok(match read {
        Line::End => Typed::End,
        Line::TooLong => Typed::Unreadable(TOO_LONG),
        Line::Read => match String::from_utf8(line) {
            Ok(text) => checked(text.trim().to_string()),
            Err(_) => Typed::Unreadable(NOT_UTF8),
        },
    })
}

/// The prompt: the person's player, by name.
fn prompt_text(table: &Table) -> String {
    format!(
        "{} (you)> ",
        table.session.player_name(table.seating.person())
    )
}

fn welcome(table: &Table, path: &Path, fixed: &[(&str, &str)]) -> String {
    let s = table.session.as_ref();
    // A finished game has no seats to take: who played which is not in its file.
    if s.turn() == Turn::Over {
        return format!(
            "{} (seed {}{}) in {}: the game is over.",
            s.name(),
            s.seed(),
            settings(s, fixed),
            path.display()
        );
    }
    let bots: Vec<String> = (0..s.players())
        .filter_map(|p| {
            table
                .seating
                .bot(p)
                .map(|b| format!("{} {b}", s.player_name(p)))
        })
        .collect();
    let mut bots = match bots.is_empty() {
        true => "no other seats".to_string(),
        false => format!("bots: {}", bots.join(", ")),
    };
    // A bot that plays before the person's first prompt is announced, not a surprise.
    if let crate::engine::Turn::Player(p) = s.turn()
        && p != table.seating.person()
    {
        let when = if s.history().is_empty() {
            "moves first"
        } else {
            "is to move"
        };
        bots += &format!("; {} {when}", s.player_name(p));
    }
    format!(
        "{} (seed {}{}) in {}: you are {}; {bots}. Type help for the commands.",
        s.name(),
        s.seed(),
        settings(s, fixed),
        path.display(),
        s.player_name(table.seating.person()),
    )
}

/// The game's options that differ from a game set up with none, as its file keeps them
/// (`; aggressive duel`), so that a variant in play is on the screen; the number of
/// players (said by the seats) and the options the game's entry fixes (Golomb's game is
/// Polyssimo's rules in its mode) left out; empty for a game with none.
fn settings(s: &dyn GameSession, fixed: &[(&str, &str)]) -> String {
    use serde_yaml::Value;
    let Ok(Value::Mapping(options)) = s.options() else {
        return String::new();
    };
    let defaults = match s.default_options() {
        Some(Value::Mapping(defaults)) => defaults,
        _ => Default::default(),
    };
    let said_already = |key: &Value, value: &Value| {
        key.as_str() == Some("players")
            || fixed.iter().any(|(name, _)| key.as_str() == Some(name))
            || defaults.get(key) == Some(value)
    };
    fn word(v: &Value) -> Option<String> {
        match v {
            // A position given whole (Polyssimo's `start`) is no word for a line.
            Value::String(text) if text.contains('\n') || text.chars().count() > 40 => None,
            Value::String(text) => Some(text.clone()),
            Value::Number(n) => Some(n.to_string()),
            Value::Bool(b) => Some(b.to_string()),
            Value::Sequence(items) => items
                .iter()
                .map(word)
                .collect::<Option<Vec<_>>>()
                .map(|words| words.join(" ")),
            // Cards and sheets read from files: too long for a line too.
            _ => None,
        }
    }
    let said: Vec<String> = (options.iter())
        .filter(|(key, value)| !said_already(key, value))
        .filter_map(|(key, value)| Some(format!("{} {}", key.as_str()?, word(value)?)))
        .collect();
    match said.is_empty() {
        true => String::new(),
        false => format!("; {}", said.join(", ")),
    }
}

/// How to continue the game later: with `--bot` when the bot asked for is not the one
/// `play vs` seats by default, and `--seat` when the person's is not seat 1 or is not the
/// one to move (`named`; a continued game seats the person where the player to move is).
fn resume_command(call: &VsCall, strongest: &str, path: &Path, seat: usize, named: bool) -> String {
    let args = &call.game.common;
    let file = crate::wording::shell_word(&path.display().to_string());
    let mut command = format!("continue with: tessera play vs {file}");
    if let Ok((Some(bot), _)) = call.bot_and_file()
        && bot != strongest
    {
        command.push_str(&format!(" --bot {bot}"));
    }
    if seat != 1 || named {
        command.push_str(&format!(" --seat {seat}"));
    }
    if !args.bots.is_empty() {
        command.push_str(&format!(" --bots {}", args.bots.join(",")));
    }
    command
}
