//! The command line of the runs whose start-up is measured — `tessera tile …` and
//! `tessera --version` — as a tree of that one subcommand: building clap's whole tree
//! (every command's arguments, help and the games' options) and dropping it again took
//! most of a small count's start-up. Anything this tree does not take as it is, help or
//! an error, is left to the whole tree, so every message reads the same. The version alone
//! is answered with no tree at all, in clap's words.

use super::{Cli, ColorChoice, Command, tile};
use clap::{Parser, Subcommand};
use std::ffi::OsString;

/// `tessera` with `tile` alone.
#[derive(Parser, Debug)]
#[command(name = "tessera", version)]
struct Lean {
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    #[arg(long, short, global = true)]
    quiet: bool,
    #[command(subcommand)]
    command: LeanCommand,
}

#[derive(Subcommand, Debug)]
enum LeanCommand {
    Tile(tile::TileArgs),
}

/// What `tessera --version` (or `-V`) alone shows, when `args` (the program's name first)
/// are just that: clap's words (a test holds them equal), without building a command tree,
/// which took a tenth of the run's instructions.
pub fn version(args: &[OsString]) -> Option<String> {
    let asks = args.len() == 2 && (args[1] == "--version" || args[1] == "-V");
    asks.then(|| format!("tessera {}\n", env!("CARGO_PKG_VERSION")))
}

/// The command line parsed by the small tree when `args` (the program's name first) run
/// `tile` and it takes them; `None` leaves them to the whole tree.
pub fn parse(args: &[OsString]) -> Option<Result<Cli, clap::Error>> {
    if args.get(1)? != "tile" {
        return None;
    }
    match Lean::try_parse_from(args) {
        Ok(lean) => Some(Ok(Cli {
            color: lean.color,
            quiet: lean.quiet,
            command: match lean.command {
                LeanCommand::Tile(args) => Command::Tile(args),
            },
        })),
        Err(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    #[test]
    fn only_tile_takes_the_small_tree() {
        let parsed = parse(&words("tessera tile board.yaml --count --threads 2"));
        let Some(Ok(cli)) = parsed else {
            panic!("tile is parsed");
        };
        assert!(matches!(cli.command, Command::Tile(ref t) if t.count && t.threads == Some(2)));
        assert!(!cli.quiet);
        let quiet = parse(&words("tessera tile board.yaml -q"));
        assert!(matches!(quiet, Some(Ok(Cli { quiet: true, .. }))));
        assert!(parse(&words("tessera --version")).is_none());
        // Help, other commands and mistakes go to the whole tree.
        assert!(parse(&words("tessera tile --help")).is_none());
        assert!(parse(&words("tessera tile board.yaml --cuont")).is_none());
        assert!(parse(&words("tessera fit W05")).is_none());
    }

    #[test]
    fn the_version_reads_as_clap_would_show_it() {
        for flag in ["--version", "-V"] {
            let args = words(&format!("tessera {flag}"));
            let shown = Lean::try_parse_from(&args).expect_err("clap shows the version");
            assert_eq!(shown.kind(), clap::error::ErrorKind::DisplayVersion);
            assert_eq!(version(&args), Some(shown.render().to_string()));
        }
        assert_eq!(version(&words("tessera --version tile")), None);
        assert_eq!(version(&words("tessera tile --version")), None);
    }
}
