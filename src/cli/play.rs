//! `tessera play ...`: scripted games through state files, bots and the arena, the same
//! for every game.

use super::Answer;
use crate::engine::{Game, Turn};
use crate::play::arena::{ArenaResult, arena};
use crate::play::{AnySession, Session, load, new_game, polyssimo_bot, save};
use crate::yaml;
use anyhow::{Result, anyhow, bail};
use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};

const EXAMPLES: &str = "\
Examples:
  tessera play new polyssimo --players 2 --seed 7 -o game.yaml
  tessera play moves game.yaml | head
  tessera play apply game.yaml \"take C06\" \"take X\"
  tessera play bot game.yaml --bot greedy --until end
  tessera play show game.yaml
  tessera play arena polyssimo --bots greedy,random --games 100 --seed 1

Games: polyssimo (2-4 players), golomb (Golomb's pentomino game). An illegal move
exits 2 and leaves the file unchanged.";

/// Play games through state files, bots and an arena.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct PlayArgs {
    #[command(subcommand)]
    pub command: PlayCommand,
}

#[derive(Subcommand, Debug)]
pub enum PlayCommand {
    /// Start a game and write its state file.
    New {
        /// polyssimo or golomb.
        game: String,
        /// Number of players (polyssimo: 2 to 4; default 2).
        #[arg(long)]
        players: Option<usize>,
        /// A draft file (a list of piece lists, one per player in seat order) instead of
        /// drafting: for handicap games.
        #[arg(long, value_name = "FILE")]
        draft: Option<PathBuf>,
        /// Seed for everything random (bots included).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The state file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Draw the board, the hands and whose turn it is.
    Show { file: PathBuf },
    /// The legal moves, one per line.
    Moves { file: PathBuf },
    /// Play moves in order; an illegal one stops with exit 2 and the file unchanged.
    Apply {
        file: PathBuf,
        #[arg(required = true, allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Whose turn it is, or the result.
    Status { file: PathBuf },
    /// Replay the history from the start and check it.
    Replay { file: PathBuf },
    /// Let a bot play for the player to move.
    Bot {
        file: PathBuf,
        /// random, greedy or search.
        #[arg(long, default_value = "greedy")]
        bot: String,
        /// Play one move (turn) or every move to the end, for every player.
        #[arg(long, value_enum, default_value_t = Until::Turn)]
        until: Until,
    },
    /// Bots against each other, seats rotated; wins, mean scores, games per second.
    Arena {
        game: String,
        /// Bots, one per seat, comma-separated: greedy,random.
        #[arg(long, value_delimiter = ',', required = true)]
        bots: Vec<String>,
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long)]
        json: bool,
    },
}

/// How far `play bot` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Until {
    Turn,
    End,
}

/// Runs the command.
pub fn run(args: &PlayArgs) -> Result<Answer> {
    let mut out = std::io::stdout().lock();
    match &args.command {
        PlayCommand::New {
            game,
            players,
            draft,
            seed,
            output,
        } => {
            let draft = draft.as_deref().map(read_draft).transpose()?;
            let session = new_game(game, *players, draft, *seed).map_err(|e| anyhow!(e))?;
            save(&session, output).map_err(|e| anyhow!("{}: {e}", output.display()))?;
            let AnySession::Polyssimo(s) = &session;
            writeln!(
                out,
                "new {} game for {} players, seed {seed}: {}",
                s.game.name(),
                s.game.players(),
                output.display()
            )?;
            writeln!(out, "{}", status_line(s))?;
        }
        PlayCommand::Show { file } => {
            let AnySession::Polyssimo(s) = open(file)?;
            for line in s.game.render(&s.state) {
                writeln!(out, "{line}")?;
            }
            writeln!(out, "{}", status_line(&s))?;
        }
        PlayCommand::Moves { file } => {
            let AnySession::Polyssimo(s) = open(file)?;
            for mv in s.legal_moves() {
                writeln!(out, "{mv}")?;
            }
        }
        PlayCommand::Apply { file, moves } => {
            let AnySession::Polyssimo(mut s) = open(file)?;
            for (i, text) in moves.iter().enumerate() {
                s.apply(text).map_err(|e| {
                    anyhow!(
                        "{}: move {} ({text:?}) not played: {e}; the file is unchanged",
                        file.display(),
                        i + 1
                    )
                })?;
            }
            save(&AnySession::Polyssimo(s), file)
                .map_err(|e| anyhow!("{}: {e}", file.display()))?;
            let AnySession::Polyssimo(s) = open(file)?;
            writeln!(out, "{}", status_line(&s))?;
        }
        PlayCommand::Status { file } => {
            let AnySession::Polyssimo(s) = open(file)?;
            writeln!(out, "{}", status_line(&s))?;
        }
        PlayCommand::Replay { file } => {
            let AnySession::Polyssimo(s) = open(file)?;
            writeln!(
                out,
                "ok: {} moves replay from the start; {}",
                s.history.len(),
                status_line(&s)
            )?;
        }
        PlayCommand::Bot { file, bot, until } => {
            let AnySession::Polyssimo(mut s) = open(file)?;
            let mut chooser = polyssimo_bot(bot).map_err(|e| anyhow!(e))?;
            let before = s.history.len();
            while let Turn::Player(_) = s.game.turn(&s.state) {
                let mut rng = s.rng();
                let mv = chooser.choose(&s.game, &s.state, &mut rng);
                s.apply_move(&mv)
                    .map_err(|e| anyhow!("the {bot} bot chose an illegal move: {e}"))?;
                if *until == Until::Turn {
                    break;
                }
            }
            for mv in &s.history[before..] {
                writeln!(out, "{bot}: {mv}")?;
            }
            writeln!(out, "{}", status_line(&s))?;
            save(&AnySession::Polyssimo(s), file)
                .map_err(|e| anyhow!("{}: {e}", file.display()))?;
        }
        PlayCommand::Arena {
            game,
            bots,
            games,
            seed,
            json,
        } => {
            let AnySession::Polyssimo(s) =
                new_game(game, Some(bots.len()), None, *seed).map_err(|e| anyhow!(e))?;
            let mut players = bots
                .iter()
                .map(|b| polyssimo_bot(b))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| anyhow!(e))?;
            let result = arena(&s.game, &mut players, *games, *seed).map_err(|e| anyhow!(e))?;
            print_arena(&mut out, &result, *json)?;
        }
    }
    Ok(Answer::Yes)
}

fn open(file: &Path) -> Result<AnySession> {
    load(file).map_err(|e| anyhow!("{}: {e}", file.display()))
}

fn read_draft(path: &Path) -> Result<Vec<Vec<String>>> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| anyhow!("{}: cannot read the file: {e}", path.display()))?;
    yaml::from_str(&text).map_err(|e| {
        anyhow!(
            "{}: a draft is a list of piece lists, one per player: {e}",
            path.display()
        )
    })
}

/// `move 12: player 2 to move`, or the result.
fn status_line<G: Game>(s: &Session<G>) -> String {
    let moves = s.history.len();
    match s.game.turn(&s.state) {
        Turn::Player(p) => format!("move {}: {} to move", moves + 1, s.game.player_name(p)),
        Turn::Chance => format!("move {}: chance", moves + 1),
        Turn::Over => match s.game.outcome(&s.state) {
            Some(o) => {
                let winners: Vec<String> =
                    o.winners.iter().map(|&w| s.game.player_name(w)).collect();
                let scores: Vec<String> = o
                    .scores
                    .iter()
                    .enumerate()
                    .map(|(p, v)| format!("{} {v}", s.game.player_name(p)))
                    .collect();
                format!(
                    "game over after {moves} moves: {} {}; scores: {}",
                    winners.join(" and "),
                    if winners.len() == 1 {
                        "wins"
                    } else {
                        "share the win"
                    },
                    scores.join(", ")
                )
            }
            None => "game over".into(),
        },
    }
}

fn print_arena(out: &mut impl Write, result: &ArenaResult, json: bool) -> Result<()> {
    if json {
        let bots: Vec<_> = result
            .bots
            .iter()
            .map(|b| json!({"name": b.name, "wins": b.wins, "games": b.games, "mean_score": b.mean_score, "score_ci95": b.score_ci95}))
            .collect();
        let doc = json!({"games": result.games, "bots": bots, "games_per_second": result.games_per_second});
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
        return Ok(());
    }
    writeln!(
        out,
        "{:<10} {:>8} {:>7} {:>22}",
        "bot", "wins", "win %", "mean score (95% CI)"
    )?;
    for b in &result.bots {
        let share = 100.0 * b.wins / b.games.max(1) as f64;
        writeln!(
            out,
            "{:<10} {:>8.1} {:>6.1}% {:>13.2} ± {:<6.2}",
            b.name, b.wins, share, b.mean_score, b.score_ci95
        )?;
    }
    writeln!(
        out,
        "{} games, {:.1} games per second",
        result.games, result.games_per_second
    )?;
    if result.bots.iter().all(|b| b.games == 0) {
        bail!("no games were played");
    }
    Ok(())
}
