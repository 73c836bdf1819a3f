//! The command line of the runs whose start-up is measured — `tessera tile …` and
//! `tessera --version` — as a tree of that one subcommand: building clap's whole tree
//! (every command's arguments, help and the games' options) and dropping it again took
//! most of a small count's start-up. Anything this tree does not take as it is, help or
//! an error, is left to the whole tree, so every message reads the same.

use super::{Cli, ColorChoice, Command, tile};
use clap::{Parser, Subcommand};
use std::ffi::OsString;

/// `tessera` with `tile` alone.
#[derive(Parser, Debug)]
#[command(name = "tessera", version)]
struct Lean {
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    #[command(subcommand)]
    command: LeanCommand,
}

#[derive(Subcommand, Debug)]
enum LeanCommand {
    Tile(tile::TileArgs),
}

/// The command line parsed by the small tree when `args` (the program's name first) run
/// `tile` or ask for the version and it takes them; `Err` holds the version to show;
/// `None` leaves them to the whole tree.
pub fn parse(args: &[OsString]) -> Option<Result<Cli, clap::Error>> {
    let first = args.get(1)?;
    let version = args.len() == 2 && (first == "--version" || first == "-V");
    if !version && first != "tile" {
        return None;
    }
    match Lean::try_parse_from(args) {
        Ok(lean) => Some(Ok(Cli {
            color: lean.color,
            command: match lean.command {
                LeanCommand::Tile(args) => Command::Tile(args),
            },
        })),
        Err(e) if version && e.kind() == clap::error::ErrorKind::DisplayVersion => Some(Err(e)),
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
    fn only_tile_and_the_version_take_the_small_tree() {
        let parsed = parse(&words("tessera tile board.yaml --count --threads 2"));
        let Some(Ok(cli)) = parsed else {
            panic!("tile is parsed");
        };
        assert!(matches!(cli.command, Command::Tile(ref t) if t.count && t.threads == Some(2)));
        assert!(matches!(parse(&words("tessera --version")), Some(Err(_))));
        // Help, other commands and mistakes go to the whole tree.
        assert!(parse(&words("tessera tile --help")).is_none());
        assert!(parse(&words("tessera tile board.yaml --cuont")).is_none());
        assert!(parse(&words("tessera fit W05")).is_none());
    }
}
