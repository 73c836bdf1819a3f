//! The command line: clap definitions, dispatch to one file per subcommand, and the mapping
//! of answers and errors to exit codes (0 yes, 1 a definite no, 2 an error).

mod bench;
mod bench_polyssimo;
mod bench_project_l;
mod cards;
mod deck;
mod draw;
mod fit;
mod plan;
mod play;
mod polyssimo;
mod progress;
mod serve;
mod tile;
mod upgrade;

use clap::{Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

/// Exact-cover solving and analysis for Project L, Polyssimo Challenge and Struktura 25.
#[derive(Parser, Debug)]
#[command(name = "tessera", version, about, long_about = None)]
#[command(after_help = "Exit codes: 0 success or yes, 1 a definite no (no solution), 2 an error.")]
pub struct Cli {
    /// When to colour the output: auto (a terminal without NO_COLOR), always, never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
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
    Polyssimo(polyssimo::PolyssimoArgs),
    Play(play::PlayArgs),
    /// Print a shell completion script: tessera completions bash > /etc/bash_completion.d/tessera
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
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
    /// Whether to colour standard output.
    pub fn enabled(self) -> bool {
        use std::io::IsTerminal;
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::io::stdout().is_terminal()
            }
        }
    }
}

/// What a command concluded, mapped to the exit code.
pub enum Answer {
    Yes,
    No,
}

/// Parses the arguments, runs the command and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Tile(args) => tile::run(&args, cli.color),
        Command::Cards(args) => cards::run(&args),
        Command::Fit(args) => fit::run(&args),
        Command::Upgrade(args) => upgrade::run(&args),
        Command::Plan(args) => plan::run(&args),
        Command::Polyssimo(args) => polyssimo::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Completions { shell } => completions(shell),
        Command::Bench(args) => bench::run(&args),
    };
    match result {
        Ok(Answer::Yes) => ExitCode::SUCCESS,
        Ok(Answer::No) => ExitCode::from(1),
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("tessera: error: {err:#}");
            ExitCode::from(2)
        }
    }
}

/// Writes one JSON document, pretty-printed, to `out` (every `--json` output goes here).
pub(crate) fn write_json(
    out: &mut impl std::io::Write,
    doc: &impl serde::Serialize,
) -> anyhow::Result<()> {
    writeln!(out, "{}", serde_json::to_string_pretty(doc)?)?;
    Ok(())
}

fn completions(shell: clap_complete::Shell) -> anyhow::Result<Answer> {
    use clap::CommandFactory;
    let mut command = Cli::command();
    clap_complete::generate(
        shell,
        &mut command,
        "tessera",
        &mut std::io::stdout().lock(),
    );
    Ok(Answer::Yes)
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
