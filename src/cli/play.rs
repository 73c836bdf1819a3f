//! `tessera play ...`: scripted games through state files, bots and the arena, the same
//! for every game: everything goes through the table of games and one session object.

use super::game_args::{GameCall, add_games, common};
use super::picture::SvgArgs;
use super::{Answer, Streams};
use crate::engine::Budget;
use crate::play::arena::ArenaResult;
use crate::play::file::{self, GameFile, Overwrite};
use crate::play::{
    FileError, GameSession, Games, MoveError, MoveReason, Until, status, status_line,
};
use crate::safe_write::names_standard_output;
use crate::wording::count;
use anyhow::{Context, Result, anyhow, bail};
use clap::{Arg, ArgAction, Args, Command, Subcommand, ValueEnum, value_parser};
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};

const EXAMPLES: &str = "\
Examples:
  tessera play new project-l --players 3 --seed 7 -o game.yaml
  tessera play apply game.yaml \"take O1\" \"take W20\" \"upgrade O1 I2\"
  tessera play new project-l --solo hard --seed 1 -o solo.yaml
  tessera play arena project-l --solo hard --bank 12 --bots planner --games 5 --seed 1
  tessera play new polyssimo --players 2 --seed 7 -o poly.yaml
  tessera play moves poly.yaml
  tessera play apply poly.yaml \"take C06\" \"take X\"
  tessera play bot poly.yaml --bot greedy --until end
  tessera play show poly.yaml
  tessera play show poly.yaml --svg poly.svg
      the board as a picture (--svg - writes it to standard output instead of the text)
  tessera play export poly.yaml -o position.yaml
  tessera play import position.yaml -o copy.yaml --force
  tessera play arena polyssimo --bots greedy,random --games 10 --seed 1
  tessera play new s25 --players 2 --seed 3 -o s25.yaml
  tessera play apply s25.yaml \"build a1 c1\" \"build a6 c6\" \"activate b1 line a1-c1\"
  tessera play arena s25 --bots greedy,random --games 20 --seed 1

`tessera play new GAME --help` lists a game's options and bots. An illegal move exits 2
and leaves the file unchanged; two runs that change one file take turns (the file is
locked while it changes).";

/// Play games through state files, bots and an arena.
#[derive(Args, Debug)]
#[command(after_help = EXAMPLES)]
pub struct PlayArgs {
    #[command(subcommand)]
    pub command: PlayCommand,
}

#[derive(Subcommand, Debug)]
pub enum PlayCommand {
    /// Start a game and write its state file: `play new GAME [game options] -o FILE`.
    #[command(subcommand_required = true, subcommand_value_name = "GAME")]
    New(GameCall),
    /// Draw the board, the hands and whose turn it is.
    Show {
        file: PathBuf,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        svg: SvgArgs,
    },
    /// The legal moves, one per line.
    Moves {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
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
    Status {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Replay the history from the start and check it.
    Replay { file: PathBuf },
    /// Let a bot play for the player to move (chance events are drawn from the seed).
    Bot {
        file: PathBuf,
        /// A bot of the game (`play new GAME --help` lists them) [default: the game's first].
        #[arg(long)]
        bot: Option<String>,
        /// Play one move, the player's turn, or every move to the end, for every player.
        #[arg(long, value_enum, default_value_t = UntilArg::Turn)]
        until: UntilArg,
        #[command(flatten)]
        think: ThinkArgs,
    },
    /// Write the current position as a position file (games that have them).
    Export {
        file: PathBuf,
        /// The position file to write (default: standard output).
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Start a game from a position file.
    Import {
        position: PathBuf,
        /// The game the position belongs to [default: the game that reads it].
        #[arg(long)]
        game: Option<String>,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The state file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        /// Overwrite the state file if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Speak the line protocol on standard input and output (for programs):
    /// `play serve [GAME [game options]]`.
    #[command(after_help = SERVE_HELP, subcommand_value_name = "GAME")]
    Serve(GameCall),
    /// Bots against each other, seats rotated; wins, mean scores, games per second.
    #[command(subcommand_required = true, subcommand_value_name = "GAME")]
    Arena(GameCall),
}

const SERVE_HELP: &str = "\
Commands: new GAME [PLAYERS] [SEED] [KEY=VALUE...], load FILE, save FILE, games, moves,
play MOVE, undo, genmove [BOT] [think=MS | nodes=N], show, status, roll [EVENT], quit.

Text:  3 play take X        ->  =3 move 2: player 2 to move   (then a blank line)
       4 play take X        ->  ?4 \"take X\": X is not in the middle
JSON:  {\"id\": 3, \"command\": \"play\", \"args\": [\"take X\"]}
       ->  {\"id\": 3, \"ok\": true, \"result\": [\"move 2: player 2 to move\"]}

Examples:
  printf 'new polyssimo\\nmoves\\nquit\\n' | tessera play serve
  printf 'new project-l players=1 solo=hard seed=3\\nstatus\\n' | tessera play serve
  printf 'status\\n' | tessera play serve project-l --solo basic --seed 2";

/// A searching bot's budget per decision (the other bots ignore it).
#[derive(Args, Debug, Clone, Copy)]
pub struct ThinkArgs {
    /// Think at most MS milliseconds per move (1 up to a day; moves then depend on the
    /// machine's speed).
    #[arg(long, value_name = "MS", value_parser = Budget::millis, conflicts_with = "nodes")]
    think: Option<Budget>,
    /// Search N nodes per move (the same seed and N give the same moves).
    #[arg(long, value_name = "N", value_parser = Budget::nodes)]
    nodes: Option<Budget>,
}

impl ThinkArgs {
    fn budget(&self) -> Budget {
        self.think.or(self.nodes).unwrap_or_default()
    }
}

/// How far `play bot` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum UntilArg {
    Move,
    Turn,
    End,
}

/// The wire format of `play serve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Wire {
    Text,
    Json,
}

/// Adds the games of the table to `play new`, `play serve` and `play arena`.
pub fn add_game_commands(play: Command, games: &Games) -> Command {
    play.mut_subcommand("new", |c| add_games(c, games, &new_args()))
        .mut_subcommand("serve", |c| {
            let common = [seed_arg().global(true), protocol_arg().global(true)];
            add_games(c.args(common), games, &[])
        })
        .mut_subcommand("arena", |c| add_games(c, games, &arena_args()))
}

fn seed_arg() -> Arg {
    Arg::new("seed")
        .long("seed")
        .value_name("N")
        .value_parser(value_parser!(u64))
        .default_value("0")
        .help("Seed for everything random (shuffles, dice, bots)")
}

fn new_args() -> Vec<Arg> {
    vec![
        seed_arg(),
        Arg::new("output")
            .short('o')
            .long("output")
            .value_name("FILE")
            .required(true)
            .value_parser(value_parser!(PathBuf))
            .value_hint(clap::ValueHint::FilePath)
            .help("The state file to write"),
        Arg::new("force")
            .long("force")
            .action(ArgAction::SetTrue)
            .help("Overwrite the state file if it exists"),
    ]
}

fn protocol_arg() -> Arg {
    Arg::new("protocol")
        .long("protocol")
        .value_parser(value_parser!(Wire))
        .default_value("text")
        .help("text: `[id] command args` answered `=[id] result` or `?[id] error` and a blank line; json: one object per line each way")
}

/// A count of at least 1.
fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("at least 1 game is needed".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("{text:?} is not a whole number")),
    }
}

fn arena_args() -> Vec<Arg> {
    vec![
        Arg::new("bots")
            .long("bots")
            .value_name("BOTS")
            .required(true)
            .value_delimiter(',')
            .help("Bots, one per seat, comma-separated: greedy,random"),
        Arg::new("games")
            .long("games")
            .value_name("N")
            .value_parser(at_least_one)
            .default_value("100")
            .help("Games to play (at least 1)"),
        seed_arg(),
        Arg::new("think")
            .long("think")
            .value_name("MS")
            .value_parser(Budget::millis)
            .conflicts_with("nodes")
            .help("Searching bots think at most MS milliseconds per move (1 up to a day)"),
        Arg::new("nodes")
            .long("nodes")
            .value_name("N")
            .value_parser(Budget::nodes)
            .help("Searching bots search N nodes per move (deterministic for a seed)"),
        Arg::new("json")
            .long("json")
            .action(ArgAction::SetTrue)
            .help("One JSON document"),
        Arg::new("quiet")
            .long("quiet")
            .short('q')
            .action(ArgAction::SetTrue)
            .help("No progress line"),
    ]
}

/// Runs the command.
pub fn run(args: &PlayArgs, games: &Games, io: &mut Streams) -> Result<Answer> {
    match &args.command {
        PlayCommand::New(call) => new_game(call, games, io.out),
        PlayCommand::Show { file, json, svg } => {
            note_stale_temporaries(file, io.err);
            show(games, file, *json, svg, io.out)
        }
        PlayCommand::Moves { file, json } => {
            let moves = open(games, file)?.legal_moves();
            if *json {
                super::write_json(io.out, &json!({ "moves": moves }))?;
            } else {
                moves.iter().try_for_each(|m| writeln!(io.out, "{m}"))?;
            }
            Ok(Answer::Yes)
        }
        PlayCommand::Apply {
            file,
            player,
            moves,
        } => apply(games, file, *player, moves, io.out),
        PlayCommand::Status { file, json } => {
            let session = open(games, file)?;
            if *json {
                super::write_json(io.out, &status(session.as_ref()))?;
            } else {
                writeln!(io.out, "{}", status_line(session.as_ref()))?;
            }
            Ok(Answer::Yes)
        }
        PlayCommand::Replay { file } => {
            let session = open(games, file)?;
            let moves = count(session.history().len(), "move");
            let line = status_line(session.as_ref());
            writeln!(io.out, "ok: {moves} replay from the start; {line}")?;
            Ok(Answer::Yes)
        }
        PlayCommand::Bot {
            file,
            bot,
            until,
            think,
        } => run_bot(
            games,
            file,
            bot.as_deref(),
            (*until, think.budget()),
            io.out,
        ),
        PlayCommand::Export { file, output } => export(games, file, output.as_deref(), io.out),
        PlayCommand::Import {
            position,
            game,
            seed,
            output,
            force,
        } => {
            let text = crate::text_file::read(position)
                .with_context(|| format!("{}: cannot read the file", position.display()))?;
            let name = position.display().to_string();
            let session = games
                .import(&text, &name, game.as_deref(), *seed)
                .map_err(|e| naming(&name, &e.to_string()))?;
            write_new(session.as_ref(), output, *force)?;
            writeln!(io.out, "{}", status_line(session.as_ref()))?;
            Ok(Answer::Yes)
        }
        PlayCommand::Serve(call) => super::serve::run(call, games, io),
        PlayCommand::Arena(call) => arena(call, games, io.out),
    }
}

/// `message` with the file's name before it, unless it starts with the name already (a
/// position's errors name their file).
fn naming(file: &str, message: &str) -> anyhow::Error {
    if message.starts_with(&format!("{file}: ")) {
        anyhow!("{message}")
    } else {
        anyhow!("{file}: {message}")
    }
}

fn new_game(call: &GameCall, games: &Games, out: &mut dyn Write) -> Result<Answer> {
    let session = start(call, games)?;
    let output: PathBuf = common(call, "output").expect("a required argument");
    write_new(
        session.as_ref(),
        &output,
        common(call, "force").unwrap_or(false),
    )?;
    let players = count(session.players(), "player");
    let (name, seed) = (session.name(), session.seed());
    writeln!(
        out,
        "new {name} game for {players}, seed {seed}: {}",
        output.display()
    )?;
    writeln!(out, "{}", status_line(session.as_ref()))?;
    Ok(Answer::Yes)
}

/// The game a `new`, `serve` or `arena` call names, started from its options.
pub fn start(call: &GameCall, games: &Games) -> Result<Box<dyn GameSession>> {
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
    let seed = common(call, "seed").unwrap_or(0);
    entry
        .start(&call.options, seed)
        .map_err(|e| anyhow!("{}: {e}", entry.name))
}

fn write_new(session: &dyn GameSession, output: &Path, force: bool) -> Result<()> {
    let overwrite = if force {
        Overwrite::Allow
    } else {
        Overwrite::Refuse
    };
    file::save_new(session, output, overwrite).map_err(|e| anyhow!("{}: {e}", output.display()))
}

fn show(
    games: &Games,
    file: &Path,
    json: bool,
    svg: &SvgArgs,
    stdout: &mut dyn Write,
) -> Result<Answer> {
    svg.check(json)?;
    let session = open(games, file)?;
    if svg.wanted() {
        let scene = session
            .picture()
            .ok_or_else(|| anyhow!("--svg: {} games have no picture", session.name()))?;
        svg.write(&scene, stdout)?;
    }
    let mut out = svg.text_out(stdout);
    let picture = session.render();
    let status = status(session.as_ref());
    if json {
        super::write_json(&mut out, &json!({ "picture": picture, "status": status }))?;
    } else {
        picture.iter().try_for_each(|l| writeln!(out, "{l}"))?;
        writeln!(out, "{}", status.text)?;
    }
    Ok(Answer::Yes)
}

/// Tells of temporary files that a writer of `file` left when it was killed (the next write
/// removes them); a courtesy, so a closed standard error is no failure.
fn note_stale_temporaries(file: &Path, err: &mut dyn Write) {
    let Ok(crate::safe_write::Target::File(target)) = crate::safe_write::resolve(file) else {
        return;
    };
    for path in crate::safe_write::stale_temporaries(&target) {
        let _ = writeln!(
            err,
            "note: {} was left by a run stopped while writing {}; the next move removes it",
            path.display(),
            file.display()
        );
    }
}

/// Plays `moves` in order with the file locked; the file is written only if all are legal.
fn apply(
    games: &Games,
    file: &Path,
    player: Option<usize>,
    moves: &[String],
    out: &mut dyn Write,
) -> Result<Answer> {
    let locked = GameFile::lock(file).map_err(|e| file_error(file, e))?;
    let mut session = locked.load(games).map_err(|e| file_error(file, e))?;
    for (i, text) in moves.iter().enumerate() {
        let played = check_player(session.as_ref(), text, player).and_then(|_| session.play(text));
        if let Err(e) = played {
            bail!(
                "{}: move {} ({text:?}) not played: {}; the file is unchanged",
                file.display(),
                i + 1,
                e.reason
            );
        }
    }
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    writeln!(out, "{}", status_line(session.as_ref()))?;
    Ok(Answer::Yes)
}

/// Refuses a move unless `player` (from 1), if given, is to move.
fn check_player(
    session: &dyn GameSession,
    text: &str,
    player: Option<usize>,
) -> Result<(), MoveError> {
    let Some(wanted) = player else {
        return Ok(());
    };
    let refuse = |reason| {
        Err(MoveError {
            text: text.to_string(),
            reason,
        })
    };
    match session.turn() {
        crate::engine::Turn::Player(p) if p + 1 == wanted => Ok(()),
        crate::engine::Turn::Player(p) => refuse(MoveReason::NotYourTurn {
            to_move: session.player_name(p),
            wanted,
        }),
        _ => refuse(MoveReason::NoPlayerToMove),
    }
}

fn run_bot(
    games: &Games,
    file: &Path,
    bot: Option<&str>,
    (until, budget): (UntilArg, Budget),
    out: &mut dyn Write,
) -> Result<Answer> {
    let locked = GameFile::lock(file).map_err(|e| file_error(file, e))?;
    let mut session = locked.load(games).map_err(|e| file_error(file, e))?;
    let bot = bot.unwrap_or(session.bots()[0]).to_string();
    let until = match until {
        UntilArg::Move => Until::Move,
        UntilArg::Turn => Until::Turn,
        UntilArg::End => Until::End,
    };
    let played = session
        .bot_moves(&bot, budget, until)
        .map_err(|e| anyhow!("{}: {e}", file.display()))?;
    locked
        .save(session.as_ref())
        .map_err(|e| file_error(file, e))?;
    for mv in played {
        writeln!(out, "{bot}: {mv}")?;
    }
    writeln!(out, "{}", status_line(session.as_ref()))?;
    Ok(Answer::Yes)
}

fn export(
    games: &Games,
    file: &Path,
    output: Option<&Path>,
    out: &mut dyn Write,
) -> Result<Answer> {
    let text = open(games, file)?
        .export()
        .map_err(|e| anyhow!("{}: {e}", file.display()))?;
    match output {
        Some(path) if !names_standard_output(path) => {
            file::write_text(path, &text).map_err(|e| file_error(path, e))?
        }
        _ => write!(out, "{text}")?,
    }
    Ok(Answer::Yes)
}

fn arena(call: &GameCall, games: &Games, out: &mut dyn Write) -> Result<Answer> {
    let bots: Vec<String> = call
        .matches
        .get_many::<String>("bots")
        .map(|b| b.cloned().collect())
        .unwrap_or_default();
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
    let seed: u64 = common(call, "seed").unwrap_or(0);
    let session = entry
        .start_seated(&call.options, seed, bots.len())
        .map_err(|e| anyhow!("{}: {e}", entry.name))?;
    let json = common(call, "json").unwrap_or(false);
    let quiet = common(call, "quiet").unwrap_or(false);
    let games_wanted: u64 = common(call, "games").unwrap_or(100);
    let mut progress = super::progress::ProgressLine::new(!json && !quiet);
    let budget = common::<Budget>(call, "think")
        .or_else(|| common(call, "nodes"))
        .unwrap_or_default();
    let result = session.arena(&bots, budget, games_wanted, seed, &mut |done, all| {
        progress.draw(|| format!("arena: {done}/{all} games"));
    });
    progress.finish();
    let result = result.map_err(|e| anyhow!("{}: {e}", session.name()))?;
    print_arena(out, &result, json)?;
    Ok(Answer::Yes)
}

fn open(games: &Games, file: &Path) -> Result<Box<dyn GameSession>> {
    file::load(games, file).map_err(|e| file_error(file, e))
}

/// A state file's error, named by the file.
fn file_error(file: &Path, e: FileError) -> anyhow::Error {
    anyhow!("{}: {e}", file.display())
}

fn print_arena(out: &mut dyn Write, result: &ArenaResult, json: bool) -> Result<()> {
    if json {
        let bots: Vec<_> = result
            .bots
            .iter()
            .map(|b| json!({"name": b.name, "wins": b.wins, "games": b.games, "mean_score": b.mean_score, "score_ci95": b.score_ci95, "win_share_ci95": [b.win_ci95.0, b.win_ci95.1]}))
            .collect();
        let doc = json!({"games": result.games, "bots": bots, "games_per_second": result.games_per_second});
        super::write_json(out, &doc)?;
        return Ok(());
    }
    writeln!(
        out,
        "{:<10} {:>8} {:>7} {:>16} {:>22}",
        "bot", "wins", "win %", "(95% CI)", "mean score (95% CI)"
    )?;
    for b in &result.bots {
        let share = 100.0 * b.wins / b.games.max(1) as f64;
        let (low, high) = (100.0 * b.win_ci95.0, 100.0 * b.win_ci95.1);
        writeln!(
            out,
            "{:<10} {:>8.1} {:>6.1}% {:>16} {:>13.2} ± {:<6.2}",
            b.name,
            b.wins,
            share,
            format!("[{low:.1}, {high:.1}]"),
            b.mean_score,
            b.score_ci95
        )?;
    }
    writeln!(
        out,
        "{} games, {:.1} games per second",
        result.games, result.games_per_second
    )?;
    Ok(())
}
