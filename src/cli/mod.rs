//! The command line: clap definitions, dispatch to one file per subcommand, and the mapping
//! of answers and errors to exit codes (0 yes, 1 a definite no, 2 an error, 3 not decided).

mod args;
mod bench;
mod cards;
mod challenge;
mod clap_tips;
mod deck;
mod errors;
pub mod exit_codes;
mod file_kinds;
mod fit;
mod golomb;
mod import_tip;
mod interrupt;
mod lean;
mod manual;
mod offered;
mod pager;
mod picture;
mod plan;
mod play;
mod polyssimo;
mod polyssimo_holes;
mod polyssimo_solve;
mod progress;
mod reflow;
mod report;
mod rules;
mod s25;
mod tile;
mod tree;
mod upgrade;

use crate::play::Games;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

/// Exact-cover solving and analysis for Project L, Polyssimo Challenge and Struktura 25.
#[derive(Parser, Debug)]
#[command(name = "tessera", version, about, long_about = None)]
#[command(after_help = "Examples:
  tessera rules s25
  tessera play new s25 --seed 3 -o first.yaml
  tessera fit W05 --supply \"L4 O4 O1\"
  tessera tile puzzles/polyomino/pentomino-6x10.yaml --count --time 1

Exit codes: 0 success or yes, 1 a definite no (no solution), 2 an error, 3 not decided \
(--time or Ctrl-C stopped the search first).")]
pub struct Cli {
    /// When to colour the output: auto (a terminal without NO_COLOR), always, never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// No progress line on standard error (the long searches draw one on a terminal).
    #[arg(long, short, global = true)]
    pub quiet: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    Tile(tile::TileArgs),
    Cards(cards::CardsArgs),
    Fit(fit::FitArgs),
    Upgrade(upgrade::UpgradeArgs),
    Plan(plan::PlanArgs),
    #[command(
        after_help = "To play the game: `tessera play vs polyssimo`; its rules: `tessera \
                            rules polyssimo`."
    )]
    Polyssimo(polyssimo::PolyssimoArgs),
    #[command(
        after_help = "To play the game: `tessera play vs s25`; its rules: `tessera rules \
                            s25`."
    )]
    S25(s25::S25Args),
    #[command(
        after_help = "To play the game: `tessera play vs golomb`; its rules: `tessera \
                            rules golomb`."
    )]
    Golomb(golomb::GolombArgs),
    Play(play::PlayArgs),
    Rules(rules::RulesArgs),
    Challenge(challenge::ChallengeArgs),
    /// Print a shell completion script: tessera completions bash > /etc/bash_completion.d/tessera
    #[command(after_help = "Examples:
  tessera completions bash > tessera.bash
  tessera completions zsh > _tessera
  tessera completions fish > tessera.fish")]
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual: the whole reference, or one command's page (roff; at a terminal shown by man)
    #[command(after_help = "Examples:
  tessera man > tessera.1
  tessera man rules
  tessera man play new")]
    Man {
        /// The command whose page to print, as words (play new); none: the whole reference.
        #[arg(value_name = "COMMAND")]
        words: Vec<String>,
    },
    Bench(bench::BenchArgs),
}

/// The `--color` setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// The same choice for clap's own help and errors (which go to either stream).
    fn for_clap(self) -> clap::ColorChoice {
        match self {
            ColorChoice::Always => clap::ColorChoice::Always,
            ColorChoice::Never => clap::ColorChoice::Never,
            ColorChoice::Auto if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) => {
                clap::ColorChoice::Never
            }
            ColorChoice::Auto => clap::ColorChoice::Auto,
        }
    }

    /// Whether to colour an output that is (or is not) a `terminal`.
    pub fn enabled(self, terminal: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && terminal
            }
        }
    }
}

/// What a command concluded, mapped to the exit code.
pub enum Answer {
    Yes,
    No,
    /// Not decided: `--time` or Ctrl-C stopped the work first, after what it had was
    /// reported and saved (exit 3).
    Undecided,
}

/// Where a run reads and writes: every command writes here, never to the process's own
/// streams, so a test can run the command line in process.
pub struct Streams<'a> {
    pub input: &'a mut dyn std::io::BufRead,
    pub out: &'a mut dyn std::io::Write,
    pub err: &'a mut (dyn std::io::Write + Send),
    /// Whether `out` is a terminal (so `--color auto` colours it).
    pub terminal: bool,
    /// The columns of `err` when it is a terminal (clap's own errors are coloured there,
    /// and progress lines drawn to its width); `None` when it is not one.
    pub err_columns: Option<usize>,
    /// The columns of `out` when it is a terminal whose width is known (`play vs` breaks
    /// its lines to fit); `None` otherwise.
    pub out_columns: Option<usize>,
    /// The rows of `out` when it is a terminal whose height is known (`play vs` draws a
    /// position in fewer lines when the full drawing would not fit); `None` otherwise.
    pub out_rows: Option<usize>,
    /// Whether `out` is the process's own standard output on a terminal, where long text
    /// may go through a pager (see `pager`), which writes to it directly.
    pub pager: bool,
    /// `--quiet`: no progress line, whatever a command asks for.
    pub quiet: bool,
}

impl<'a> Streams<'a> {
    /// Streams that are no terminal and have no size (as a run writing to files or pipes
    /// sees them), not `--quiet`: for running the command line in process.
    pub fn in_memory(
        input: &'a mut dyn std::io::BufRead,
        out: &'a mut dyn std::io::Write,
        err: &'a mut (dyn std::io::Write + Send),
    ) -> Streams<'a> {
        Streams {
            input,
            out,
            err,
            terminal: false,
            err_columns: None,
            out_columns: None,
            out_rows: None,
            pager: false,
            quiet: false,
        }
    }

    /// The stream a path such as `/dev/stdout` names: this run's own.
    pub fn standard(&mut self, stream: crate::safe_write::Standard) -> &mut dyn std::io::Write {
        match stream {
            crate::safe_write::Standard::Output => self.out,
            crate::safe_write::Standard::Error => self.err,
        }
    }
}

/// The command line of `tessera` for these games (the play commands list them).
pub fn command(games: &Games) -> clap::Command {
    let command = Cli::command()
        .mut_subcommand("play", |play| play::add_game_commands(play, games))
        .mut_subcommand("rules", |rules| rules::add_games(rules, games));
    exit_codes::add(command)
}

/// The command line that parses `args`: [`command`] when they may ask for help, else the
/// same tree without the exit codes at the end of each command's help (wording them for
/// every command took most of the start-up); an error is worded by the whole tree.
fn command_for(games: &Games, args: &[std::ffi::OsString]) -> clap::Command {
    if args.iter().skip(1).any(|a| may_ask_for_help(a)) {
        return command(games);
    }
    Cli::command()
        .mut_subcommand("play", |play| play::add_game_commands(play, games))
        .mut_subcommand("rules", |rules| rules::add_games(rules, games))
}

/// Whether an argument may ask for help: `help`, `--help`, or a group of short flags with
/// an `h` (a value such as `-0.5h` only makes the start-up slower).
fn may_ask_for_help(arg: &std::ffi::OsStr) -> bool {
    let text = arg.to_string_lossy();
    text == "help"
        || text.starts_with("--help")
        || (text.starts_with('-') && !text.starts_with("--") && text.contains('h'))
}

/// Whether clap's answer is the same from either tree: the version.
fn shown_alike(error: &clap::Error) -> bool {
    error.kind() == clap::error::ErrorKind::DisplayVersion
}

/// Runs `tessera` with the built-in games on the process's arguments and streams.
pub fn main() -> ExitCode {
    use std::io::IsTerminal;
    ENDS_AFTER_RUN.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut input = std::io::stdin().lock();
    let stdout = std::io::stdout();
    let out_size = terminal_size::terminal_size_of(std::io::stdout());
    let mut streams = Streams {
        input: &mut input,
        terminal: stdout.is_terminal(),
        err_columns: std::io::stderr().is_terminal().then(|| {
            let size = terminal_size::terminal_size_of(std::io::stderr());
            size.map_or(80, |(width, _)| usize::from(width.0))
        }),
        out_columns: out_size.map(|(width, _)| usize::from(width.0)),
        out_rows: out_size.map(|(_, height)| usize::from(height.0)),
        pager: stdout.is_terminal(),
        quiet: false,
        out: &mut stdout.lock(),
        err: &mut std::io::stderr(),
    };
    report::fit_text_to(streams.out_columns);
    interrupt::say_last_word_on(Box::new(std::io::stderr()));
    run(&Games::standard(), std::env::args_os(), &mut streams)
}

/// Set when the command line runs as the process itself ([`main`]), which ends when the
/// command does: memory may then be left to the system rather than freed piece by piece.
/// A command line run in process (the tests) leaves it unset, and frees what it made.
pub static ENDS_AFTER_RUN: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Parses the arguments, runs the command and returns the exit code: 0 yes, 1 a definite
/// no, 2 an error. Errors are worded here, once; a closed output ends the run quietly.
pub fn run(
    games: &Games,
    args: impl IntoIterator<Item = std::ffi::OsString>,
    io: &mut Streams,
) -> ExitCode {
    let args: Vec<std::ffi::OsString> = args.into_iter().collect();
    if let Some(version) = lean::version(&args) {
        let _ = io.out.write_all(version.as_bytes());
        let _ = io.out.flush();
        return ExitCode::SUCCESS;
    }
    let color = requested_color(&args);
    let parse = |command: clap::Command| {
        (command.color(color.for_clap()).try_get_matches_from(&args))
            .and_then(|m| Cli::from_arg_matches(&m))
    };
    let parsed = match lean::parse(&args) {
        Some(parsed) => parsed,
        None => parse(command_for(games, &args)),
    };
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) if shown_alike(&e) => return clap_exit(&e, color, io),
        // Worded by the whole tree, as help and every message are.
        Err(_) => match parse(command(games)) {
            Ok(cli) => cli,
            Err(e) => {
                let tree = command(games);
                let e = clap_tips::retipped(e, &args, &games.names(), &tree);
                return clap_exit(&e, color, io);
            }
        },
    };
    let result = dispatch_in_colour(cli, games, io);
    let _ = io.out.flush();
    match result {
        Ok(Answer::Yes) => ExitCode::SUCCESS,
        Ok(Answer::No) => ExitCode::from(1),
        Ok(Answer::Undecided) => ExitCode::from(3),
        Err(err) if errors::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            // Nothing more can be done if standard error is closed too.
            let message = crate::wording::shorten_quotes(&errors::worded(&err));
            let mut said = format!("tessera: error: {message}\n");
            if let Some(columns) = io.err_columns {
                said = crate::line_fit::fit_text(&said, columns);
            }
            let _ = io.err.write_all(said.as_bytes());
            ExitCode::from(2)
        }
    }
}

/// Runs the command with its output in colour, or through a writer that takes the colour
/// out: the one `--color`/`NO_COLOR` decision for every drawing.
fn dispatch_in_colour(cli: Cli, games: &Games, io: &mut Streams) -> anyhow::Result<Answer> {
    io.quiet |= cli.quiet;
    if cli.color.enabled(io.terminal) {
        return dispatch(cli, games, io);
    }
    let mut plain = crate::picture::terminal::Plain::new(&mut *io.out);
    let mut streams = Streams {
        input: &mut *io.input,
        out: &mut plain,
        err: &mut *io.err,
        terminal: io.terminal,
        err_columns: io.err_columns,
        out_columns: io.out_columns,
        out_rows: io.out_rows,
        pager: io.pager,
        quiet: io.quiet,
    };
    let result = dispatch(cli, games, &mut streams);
    let flushed = std::io::Write::flush(&mut plain);
    let answer = result?;
    flushed?;
    Ok(answer)
}

fn dispatch(cli: Cli, games: &Games, io: &mut Streams) -> anyhow::Result<Answer> {
    match cli.command {
        Command::Tile(args) => tile::run(&args, cli.color, io),
        Command::Cards(args) => cards::run(&args, io.out),
        Command::Fit(args) => fit::run(&args, io.out),
        Command::Upgrade(args) => upgrade::run(&args, io.out),
        Command::Plan(args) => plan::run(&args, io),
        Command::Polyssimo(args) => polyssimo::run(&args, io),
        Command::S25(args) => s25::run(&args, io),
        Command::Golomb(args) => golomb::run(&args, io),
        Command::Play(args) => play::run(&args, games, io),
        Command::Rules(args) => rules::run(&args, games, io.out, io.pager),
        Command::Challenge(args) => challenge::run(&args, games, io),
        Command::Completions { shell } => completions(shell, games, io.out),
        Command::Man { words } => manual(games, &words, io.out, io.pager),
        Command::Bench(args) => bench::run(&args, io),
    }
}

/// Prints clap's help, version or error in the colour asked for; exit 0 for help and
/// version, 2 for an error, quietly if the output is closed.
fn clap_exit(e: &clap::Error, color: ColorChoice, io: &mut Streams) -> ExitCode {
    let to_err = e.use_stderr();
    let colour = match color.for_clap() {
        clap::ColorChoice::Always => true,
        clap::ColorChoice::Never => false,
        clap::ColorChoice::Auto if to_err => io.err_columns.is_some(),
        clap::ColorChoice::Auto => io.terminal,
    };
    let styled = e.render();
    let mut text = if colour {
        styled.ansi().to_string()
    } else {
        styled.to_string()
    };
    // One style for every error: clap's start as tessera's own do.
    if styled.to_string().starts_with("error:") {
        text.insert_str(0, "tessera: ");
    }
    let stream: &mut dyn std::io::Write = if to_err { io.err } else { io.out };
    let _ = write!(stream, "{text}");
    let _ = stream.flush();
    ExitCode::from(if to_err { 2 } else { 0 })
}

/// The `--color` setting given anywhere on the command line, before clap reads it (so
/// that clap's own help and errors follow it too).
fn requested_color(args: &[std::ffi::OsString]) -> ColorChoice {
    let mut choice = ColorChoice::Auto;
    let mut words = args.iter().skip(1).filter_map(|a| a.to_str());
    while let Some(word) = words.next() {
        let value = match word.strip_prefix("--color") {
            Some("") => words.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(v) = value.and_then(|v| ColorChoice::from_str(v, true).ok()) {
            choice = v;
        }
    }
    choice
}

/// The version of the JSON documents' shapes (docs/json.md), the first key of each; it
/// grows when a key is renamed, removed or changes its meaning.
pub const JSON_VERSION: u32 = 1;

/// Writes one JSON document, pretty-printed, to `out` (every `--json` output goes here).
pub(crate) fn write_json(
    out: &mut (impl std::io::Write + ?Sized),
    doc: &impl serde::Serialize,
) -> anyhow::Result<()> {
    writeln!(out, "{}", serde_json::to_string_pretty(&versioned(doc)?)?)?;
    Ok(())
}

/// `doc` as JSON with `"version"` first when it is an object (a list is left as it is).
pub(crate) fn versioned(doc: &impl serde::Serialize) -> anyhow::Result<serde_json::Value> {
    Ok(match serde_json::to_value(doc)? {
        serde_json::Value::Object(keys) => {
            let mut first = serde_json::Map::new();
            first.insert("version".into(), JSON_VERSION.into());
            first.extend(keys);
            serde_json::Value::Object(first)
        }
        other => other,
    })
}

fn completions(
    shell: clap_complete::Shell,
    games: &Games,
    out: &mut dyn std::io::Write,
) -> anyhow::Result<Answer> {
    let mut script = Vec::new();
    let mut command = offered::offer(command(games), games).map_err(anyhow::Error::msg)?;
    clap_complete::generate(shell, &mut command, "tessera", &mut script);
    let script = report::Document {
        text: String::from_utf8(script)?,
    };
    report::emit(&script, &report::OutputArgs::default(), out)
}

/// Prints the manual page asked for, as roff for a file or a pipe; shown formatted by `man`
/// when the output is the process's terminal (`paged`) and `man` starts.
fn manual(
    games: &Games,
    words: &[String],
    out: &mut dyn std::io::Write,
    paged: bool,
) -> anyhow::Result<Answer> {
    let page = report::Document {
        text: manual::page(command(games), words)?,
    };
    if paged && pager::show_manual(&page.text, out)? {
        return Ok(Answer::Yes);
    }
    report::emit(&page, &report::OutputArgs::default(), out)
}

#[cfg(test)]
mod tests {
    /// Only `main` makes the run's streams of the process's; every command writes to the
    /// `Streams` it is given (tests/cli_streams.rs runs each one to see it).
    #[test]
    fn only_main_names_the_process_streams() {
        // Besides main: an ignored measurement that prints its figures (no command's code).
        let allowed = [
            "src/cli/mod.rs",
            "src/project_l/bots/search/expansion_tests.rs",
        ];
        let named = [
            "io::stdout",
            "io::stderr",
            "print!",
            "println!",
            "eprint",
            "dbg!",
        ];
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        for file in crate::source_files(&root.join("src")) {
            let shown = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            let text = std::fs::read_to_string(&file).expect("a source file");
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                let names = named.iter().any(|name| code.contains(name));
                if names && !allowed.contains(&shown.as_str()) && !code.contains("named = [") {
                    found.push(format!("{shown}:{}: {}", n + 1, line.trim()));
                }
            }
        }
        assert!(found.is_empty(), "the process's streams named: {found:#?}");
    }
}
