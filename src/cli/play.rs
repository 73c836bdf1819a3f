//! `tessera play ...`: scripted games through state files, bots and the arena, the same
//! for every game.

use super::Answer;
use crate::engine::{Game, Turn};
use crate::play::arena::{ArenaResult, arena};
use crate::play::protocol::{Protocol, parse_line, status};
use crate::play::{
    AnySession, export_position, import_position, load, new_game, polyssimo_bot, save,
};
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
  tessera play export game.yaml -o position.yaml
  tessera play import position.yaml -o copy.yaml
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
        /// Another board and piece set: a puzzle file (board and pieces), kept in the
        /// state file.
        #[arg(long, value_name = "FILE")]
        set: Option<PathBuf>,
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
    /// Write the current position (placement phase) as a position file.
    Export {
        file: PathBuf,
        /// The position file to write (default: standard output).
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Start a game from a position file.
    Import {
        position: PathBuf,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The state file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Speak the line protocol on standard input and output (for programs).
    #[command(after_help = SERVE_HELP)]
    Serve {
        /// Start this game at once (else send `new GAME`).
        game: Option<String>,
        #[arg(long)]
        players: Option<usize>,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// text: `[id] command args` answered `=[id] result` or `?[id] error` and a blank
        /// line; json: one object per line each way.
        #[arg(long, value_enum, default_value_t = Wire::Text)]
        protocol: Wire,
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

const SERVE_HELP: &str = "\
Commands: new GAME [PLAYERS] [SEED], load FILE, save FILE, moves, play MOVE, undo,
genmove [BOT], show, status, roll [EVENT], quit.

Text:  3 play take X        ->  =3 move 2: player 2 to move   (then a blank line)
       4 play take X        ->  ?4 X is not in the middle
JSON:  {\"id\": 3, \"command\": \"play\", \"args\": [\"take X\"]}
       ->  {\"id\": 3, \"ok\": true, \"result\": [\"move 2: player 2 to move\"]}";

/// The wire format of `play serve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Wire {
    Text,
    Json,
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
            set,
            seed,
            output,
        } => {
            let draft = draft.as_deref().map(read_draft).transpose()?;
            let set = set
                .as_deref()
                .map(|p| {
                    std::fs::read_to_string(p)
                        .map_err(|e| anyhow!("{}: cannot read the file: {e}", p.display()))
                })
                .transpose()?;
            let session = new_game(game, *players, draft, set, *seed).map_err(|e| anyhow!(e))?;
            save(&session, output).map_err(|e| anyhow!("{}: {e}", output.display()))?;
            let AnySession::Polyssimo(s) = &session;
            writeln!(
                out,
                "new {} game for {} players, seed {seed}: {}",
                s.game.name(),
                s.game.players(),
                output.display()
            )?;
            writeln!(out, "{}", status(s))?;
        }
        PlayCommand::Show { file } => {
            let AnySession::Polyssimo(s) = open(file)?;
            for line in s.game.render(&s.state) {
                writeln!(out, "{line}")?;
            }
            writeln!(out, "{}", status(&s))?;
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
            let line = status(&s);
            save(&AnySession::Polyssimo(s), file)
                .map_err(|e| anyhow!("{}: {e}", file.display()))?;
            writeln!(out, "{line}")?;
        }
        PlayCommand::Status { file } => {
            let AnySession::Polyssimo(s) = open(file)?;
            writeln!(out, "{}", status(&s))?;
        }
        PlayCommand::Replay { file } => {
            let AnySession::Polyssimo(s) = open(file)?;
            writeln!(
                out,
                "ok: {} moves replay from the start; {}",
                s.history.len(),
                status(&s)
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
            let played: Vec<String> = s.history[before..].to_vec();
            let line = status(&s);
            save(&AnySession::Polyssimo(s), file)
                .map_err(|e| anyhow!("{}: {e}", file.display()))?;
            for mv in played {
                writeln!(out, "{bot}: {mv}")?;
            }
            writeln!(out, "{line}")?;
        }
        PlayCommand::Export { file, output } => {
            let text =
                export_position(&open(file)?).map_err(|e| anyhow!("{}: {e}", file.display()))?;
            match output {
                Some(path) => {
                    std::fs::write(path, &text).map_err(|e| anyhow!("{}: {e}", path.display()))?
                }
                None => write!(out, "{text}")?,
            }
        }
        PlayCommand::Import {
            position,
            seed,
            output,
        } => {
            let text = std::fs::read_to_string(position)
                .map_err(|e| anyhow!("{}: cannot read the file: {e}", position.display()))?;
            let session = import_position(&text, &position.display().to_string(), *seed)
                .map_err(|e| anyhow!(e))?;
            save(&session, output).map_err(|e| anyhow!("{}: {e}", output.display()))?;
            let AnySession::Polyssimo(s) = &session;
            writeln!(out, "{}", status(s))?;
        }
        PlayCommand::Serve {
            game,
            players,
            seed,
            protocol,
        } => {
            let mut state = match game {
                Some(g) => Protocol::with(
                    new_game(g, *players, None, None, *seed).map_err(|e| anyhow!(e))?,
                ),
                None => Protocol::default(),
            };
            serve(&mut state, *protocol, &mut out)?;
        }
        PlayCommand::Arena {
            game,
            bots,
            games,
            seed,
            json,
        } => {
            let AnySession::Polyssimo(s) =
                new_game(game, Some(bots.len()), None, None, *seed).map_err(|e| anyhow!(e))?;
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

fn print_arena(out: &mut impl Write, result: &ArenaResult, json: bool) -> Result<()> {
    if json {
        let bots: Vec<_> = result
            .bots
            .iter()
            .map(|b| json!({"name": b.name, "wins": b.wins, "games": b.games, "mean_score": b.mean_score, "score_ci95": b.score_ci95}))
            .collect();
        let doc = json!({"games": result.games, "bots": bots, "games_per_second": result.games_per_second});
        super::write_json(out, &doc)?;
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

/// Reads commands from standard input until `quit` or the end, answering each at once.
fn serve(protocol: &mut Protocol, wire: Wire, out: &mut impl Write) -> Result<()> {
    let stdin = std::io::stdin();
    let mut line = String::new();
    while !protocol.finished {
        line.clear();
        if std::io::BufRead::read_line(&mut stdin.lock(), &mut line)? == 0 {
            break;
        }
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        match wire {
            Wire::Text => answer_text(protocol, text, out)?,
            Wire::Json => answer_json(protocol, text, out)?,
        }
        out.flush()?;
    }
    Ok(())
}

fn answer_text(protocol: &mut Protocol, text: &str, out: &mut impl Write) -> Result<()> {
    let Some((id, command, args)) = parse_line(text) else {
        return Ok(());
    };
    let id = id.map_or(String::new(), |i| i.to_string());
    match protocol.handle(&command, &args) {
        Ok(lines) => {
            let mut lines = lines.into_iter();
            match lines.next() {
                Some(first) => writeln!(out, "={id} {first}")?,
                None => writeln!(out, "={id}")?,
            }
            for rest in lines {
                writeln!(out, "{rest}")?;
            }
        }
        Err(e) => writeln!(out, "?{id} {e}")?,
    }
    writeln!(out)?;
    Ok(())
}

fn answer_json(protocol: &mut Protocol, text: &str, out: &mut impl Write) -> Result<()> {
    let reply = match serde_json::from_str::<serde_json::Value>(text) {
        Err(e) => json!({"id": null, "ok": false, "error": format!("not a JSON object: {e}")}),
        Ok(request) => {
            let id = request
                .get("id")
                .cloned()
                .unwrap_or(serde_json::Value::Null);
            let command = request
                .get("command")
                .and_then(|c| c.as_str())
                .unwrap_or("");
            let args: Vec<String> = request
                .get("args")
                .and_then(|a| a.as_array())
                .map(|a| {
                    a.iter()
                        .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            match protocol.handle(&command.to_ascii_lowercase(), &args) {
                Ok(lines) => json!({"id": id, "ok": true, "result": lines}),
                Err(e) => json!({"id": id, "ok": false, "error": e}),
            }
        }
    };
    writeln!(out, "{reply}")?;
    Ok(())
}
