//! `tessera play ...`: scripted games through state files, bots and the arena, the same
//! for every game.

use super::Answer;
use crate::engine::{Game, Turn};
use crate::play::arena::{ArenaResult, arena};
use crate::play::protocol::{Protocol, status};
use crate::play::{
    AnySession, NewGame, Playable, Session, export_position, import_position, load, new_game, save,
};
use crate::with_session;
use crate::yaml;
use anyhow::{Result, anyhow, bail};
use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};

const EXAMPLES: &str = "\
Examples:
  tessera play new project-l --players 3 --seed 7 -o game.yaml
  tessera play apply game.yaml \"take O1\" \"take W05\" \"upgrade O1 I2\"
  tessera play new project-l --solo hard --seed 1 -o solo.yaml
  tessera play arena project-l --bots greedy,random --games 100 --seed 1
  tessera play new polyssimo --players 2 --seed 7 -o game.yaml
  tessera play moves game.yaml | head
  tessera play apply game.yaml \"take C06\" \"take X\"
  tessera play bot game.yaml --bot greedy --until end
  tessera play show game.yaml
  tessera play export game.yaml -o position.yaml
  tessera play import position.yaml -o copy.yaml
  tessera play arena polyssimo --bots greedy,random --games 100 --seed 1

Games: project-l (2-5 players, or --solo), polyssimo (2-4 players), golomb (Golomb's
pentomino game). An illegal move exits 2 and leaves the file unchanged.";

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
        /// project-l, polyssimo or golomb.
        game: String,
        /// Number of players (project-l: 2 to 5; polyssimo: 2 to 4; default 2).
        #[arg(long)]
        players: Option<usize>,
        /// Project L: the solo game against the virtual opponent (basic, hard, unbeatable).
        #[arg(long, value_name = "DIFFICULTY")]
        solo: Option<String>,
        /// Project L: pieces of each kind in the bank (default 15).
        #[arg(long, value_name = "K")]
        bank: Option<u32>,
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
        /// Refuse the moves unless this player (from 1) is to move.
        #[arg(long, value_name = "N")]
        player: Option<usize>,
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
        /// polyssimo: random, greedy or search; project-l: random, greedy or planner.
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
        /// Project L: one bot against the virtual opponent (basic, hard, unbeatable).
        #[arg(long, value_name = "DIFFICULTY")]
        solo: Option<String>,
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
            solo,
            bank,
            draft,
            set,
            seed,
            output,
        } => {
            let draft = draft.as_deref().map(read_draft).transpose()?;
            let set = set.as_deref().map(read_text).transpose()?;
            let request = NewGame {
                name: game.clone(),
                players: *players,
                draft,
                set,
                solo: solo.clone(),
                bank: *bank,
                seed: *seed,
            };
            let session = new_game(&request).map_err(|e| anyhow!(e))?;
            save(&session, output).map_err(|e| anyhow!("{}: {e}", output.display()))?;
            let (name, seats, line) =
                with_session!(&session, s => (s.game.name(), s.game.players(), status(s)));
            let file = output.display();
            writeln!(
                out,
                "new {name} game for {seats} players, seed {seed}: {file}"
            )?;
            writeln!(out, "{line}")?;
        }
        PlayCommand::Show { file } => {
            let lines = with_session!(&open(file)?, s => {
                let mut lines = s.game.render(&s.state);
                lines.push(status(s));
                lines
            });
            lines.iter().try_for_each(|l| writeln!(out, "{l}"))?;
        }
        PlayCommand::Moves { file } => {
            let moves = with_session!(&open(file)?, s => s.legal_moves());
            moves.iter().try_for_each(|m| writeln!(out, "{m}"))?;
        }
        PlayCommand::Apply {
            file,
            player,
            moves,
        } => {
            let mut session = open(file)?;
            let line = with_session!(&mut session, s => apply_moves(s, file, *player, moves))?;
            save(&session, file).map_err(|e| anyhow!("{}: {e}", file.display()))?;
            writeln!(out, "{line}")?;
        }
        PlayCommand::Status { file } => {
            let line = with_session!(&open(file)?, s => status(s));
            writeln!(out, "{line}")?;
        }
        PlayCommand::Replay { file } => {
            let line = with_session!(&open(file)?, s => format!(
                "ok: {} moves replay from the start; {}",
                s.history.len(),
                status(s)
            ));
            writeln!(out, "{line}")?;
        }
        PlayCommand::Bot { file, bot, until } => {
            let mut session = open(file)?;
            let played = with_session!(&mut session, s => run_bot(s, bot, *until))?;
            let line = with_session!(&session, s => status(s));
            save(&session, file).map_err(|e| anyhow!("{}: {e}", file.display()))?;
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
            let text = read_text(position)?;
            let session = import_position(&text, &position.display().to_string(), *seed)
                .map_err(|e| anyhow!(e))?;
            save(&session, output).map_err(|e| anyhow!("{}: {e}", output.display()))?;
            let line = with_session!(&session, s => status(s));
            writeln!(out, "{line}")?;
        }
        PlayCommand::Serve {
            game,
            players,
            seed,
            protocol,
        } => {
            let mut state = match game {
                Some(g) => {
                    let request = NewGame {
                        name: g.clone(),
                        players: *players,
                        seed: *seed,
                        ..NewGame::default()
                    };
                    Protocol::with(new_game(&request).map_err(|e| anyhow!(e))?)
                }
                None => Protocol::default(),
            };
            super::serve::serve(&mut state, *protocol, &mut out)?;
        }
        PlayCommand::Arena {
            game,
            bots,
            solo,
            games,
            seed,
            json,
        } => {
            let seats = if solo.is_some() { 1 } else { bots.len() };
            if solo.is_some() && bots.len() != 1 {
                bail!("--solo plays one bot against the virtual opponent; give one --bots name");
            }
            let request = NewGame {
                name: game.clone(),
                players: Some(seats),
                solo: solo.clone(),
                seed: *seed,
                ..NewGame::default()
            };
            let session = new_game(&request).map_err(|e| anyhow!(e))?;
            let result = with_session!(&session, s => run_arena(s, bots, *games, *seed))
                .map_err(|e| anyhow!(e))?;
            print_arena(&mut out, &result, *json)?;
        }
    }
    Ok(Answer::Yes)
}

/// Plays `moves` in order for `play apply`; on an error the caller writes nothing.
fn apply_moves<G: Playable>(
    s: &mut Session<G>,
    file: &Path,
    player: Option<usize>,
    moves: &[String],
) -> Result<String> {
    for (i, text) in moves.iter().enumerate() {
        let not_played = |e: String| {
            anyhow!(
                "{}: move {} ({text:?}) not played: {e}; the file is unchanged",
                file.display(),
                i + 1
            )
        };
        if let Some(expected) = player {
            match s.game.turn(&s.state) {
                Turn::Player(p) if p + 1 == expected => {}
                Turn::Player(p) => {
                    let who = s.game.player_name(p);
                    return Err(not_played(format!(
                        "it is {who}'s move, not player {expected}'s"
                    )));
                }
                _ => return Err(not_played("no player is to move".into())),
            }
        }
        s.apply(text).map_err(not_played)?;
    }
    Ok(status(s))
}

/// Lets a bot play for `play bot`; the moves it played.
fn run_bot<G: Playable>(s: &mut Session<G>, bot: &str, until: Until) -> Result<Vec<String>> {
    let mut chooser = G::bot(bot).map_err(|e| anyhow!(e))?;
    let before = s.history.len();
    while let Turn::Player(_) = s.game.turn(&s.state) {
        let mut rng = s.rng();
        let mv = chooser.choose(&s.game, &s.state, &mut rng);
        let previous = s.state.clone();
        s.apply_move(&mv)
            .map_err(|e| anyhow!("the {bot} bot chose an illegal move: {e}"))?;
        if until == Until::Turn && !s.game.turn_continues(&previous, &s.state) {
            break;
        }
    }
    Ok(s.history[before..].to_vec())
}

fn run_arena<G: Playable>(
    s: &Session<G>,
    bots: &[String],
    games: u64,
    seed: u64,
) -> Result<ArenaResult, String> {
    let mut players = bots
        .iter()
        .map(|b| G::bot(b))
        .collect::<Result<Vec<_>, _>>()?;
    arena(&s.game, &mut players, games, seed)
}

fn read_text(path: &Path) -> Result<String> {
    std::fs::read_to_string(path)
        .map_err(|e| anyhow!("{}: cannot read the file: {e}", path.display()))
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
