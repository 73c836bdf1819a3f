//! `tessera play ...`: scripted games through state files, bots and the arena, the same
//! for every game: everything goes through the table of games and one session object.

mod game_args;
mod serve;

use super::report::{OutputArgs, Report, emit, rounded};
use super::{Answer, Streams};
use crate::engine::Budget;
use crate::picture::{Scene, terminal};
use crate::play::arena::ArenaResult;
use crate::play::file::{self, GameFile, Overwrite};
use crate::play::{
    FileError, GameSession, Games, MoveError, MoveReason, Status, Until, status, status_line,
};
use crate::safe_write::names_standard_output;
use crate::wording::count;
use anyhow::{Context, Result, anyhow, bail};
use clap::{Args, Command, Subcommand, ValueEnum};
use game_args::{GameCall, add_games};
use serde::Serialize;
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
    New(GameCall<NewArgs>),
    /// Draw the board, the hands and whose turn it is.
    Show {
        file: PathBuf,
        #[command(flatten)]
        output: OutputArgs,
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
    Serve(GameCall<ServeArgs>),
    /// Bots against each other, seats rotated; wins, mean scores, games per second.
    #[command(subcommand_required = true, subcommand_value_name = "GAME")]
    Arena(GameCall<ArenaArgs>),
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
    play.mut_subcommand("new", |c| add_games::<NewArgs>(c, games))
        .mut_subcommand("serve", |c| {
            add_games::<NoArgs>(ServeArgs::augment_args(c), games)
        })
        .mut_subcommand("arena", |c| add_games::<ArenaArgs>(c, games))
}

/// `--seed`, for the commands that start games.
#[derive(Args, Debug, Clone, Copy)]
pub struct SeedArg {
    /// Seed for everything random (shuffles, dice, bots).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
}

/// `play new GAME`'s own arguments.
#[derive(Args, Debug, Clone)]
pub struct NewArgs {
    #[command(flatten)]
    seed: SeedArg,
    /// The state file to write.
    #[arg(short, long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    output: PathBuf,
    /// Overwrite the state file if it exists.
    #[arg(long)]
    force: bool,
}

/// `play serve`'s own arguments, given before or after the game.
#[derive(Args, Debug, Clone, Copy)]
pub struct ServeArgs {
    /// Seed for everything random (shuffles, dice, bots).
    #[arg(long, value_name = "N", default_value_t = 0, global = true)]
    seed: u64,
    /// text: `[id] command args` answered `=[id] result` or `?[id] error` and a blank line;
    /// json: one object per line each way.
    #[arg(long, value_enum, default_value_t = Wire::Text, global = true)]
    protocol: Wire,
}

/// No arguments of its own (a game subcommand of `play serve`, whose arguments are global).
#[derive(Args, Debug, Clone, Copy)]
pub struct NoArgs {}

/// `play arena GAME`'s own arguments.
#[derive(Args, Debug, Clone)]
pub struct ArenaArgs {
    /// Bots, one per seat, comma-separated: greedy,random.
    #[arg(long, value_name = "BOTS", required = true, value_delimiter = ',')]
    bots: Vec<String>,
    /// Games to play (at least 1).
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = at_least_one)]
    games: u64,
    #[command(flatten)]
    seed: SeedArg,
    #[command(flatten)]
    think: ThinkArgs,
    /// One JSON document.
    #[arg(long)]
    json: bool,
    /// No progress line.
    #[arg(long, short)]
    quiet: bool,
}

/// A count of at least 1.
fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("at least 1 game is needed".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("{text:?} is not a whole number")),
    }
}

/// Runs the command.
pub fn run(args: &PlayArgs, games: &Games, io: &mut Streams) -> Result<Answer> {
    match &args.command {
        PlayCommand::New(call) => new_game(call, games, io.out),
        PlayCommand::Show { file, output } => {
            note_stale_temporaries(file, io.err);
            show(games, file, output, io.out)
        }
        PlayCommand::Moves { file, json } => {
            let moves = open(games, file)?.legal_moves();
            let output = OutputArgs::json_only(*json);
            emit(&MovesReport { moves }, &output, io.out)
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
        PlayCommand::Serve(call) => serve::run(call, games, io),
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

fn new_game(call: &GameCall<NewArgs>, games: &Games, out: &mut dyn Write) -> Result<Answer> {
    let session = start(call, call.common.seed.seed, games)?;
    let output = &call.common.output;
    write_new(session.as_ref(), output, call.common.force)?;
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
fn start<C>(call: &GameCall<C>, seed: u64, games: &Games) -> Result<Box<dyn GameSession>> {
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
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

fn show(games: &Games, file: &Path, output: &OutputArgs, out: &mut dyn Write) -> Result<Answer> {
    output.check()?;
    let session = open(games, file)?;
    let scene = match output.svg.wanted() {
        true => Some(
            session
                .picture()
                .ok_or_else(|| anyhow!("--svg: {} games have no picture", session.name()))?,
        ),
        false => None,
    };
    let drawing = session.render();
    let report = ShowReport {
        picture: drawing.iter().map(|l| terminal::plain(l)).collect(),
        drawing,
        status: status(session.as_ref()),
        scene,
    };
    emit(&report, output, out)
}

/// `play show`: the position drawn as text (and as a picture), then the status line.
#[derive(Serialize)]
struct ShowReport {
    /// The drawing without colour, for JSON.
    picture: Vec<String>,
    /// The drawing in colour, for the text (which `--color` may take it out of).
    #[serde(skip)]
    drawing: Vec<String>,
    status: Status,
    #[serde(skip)]
    scene: Option<Scene>,
}

impl Report for ShowReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.drawing.iter().try_for_each(|l| writeln!(out, "{l}"))?;
        writeln!(out, "{}", self.status.text)
    }

    fn scene(&self) -> Option<Scene> {
        self.scene.clone()
    }
}

/// `play moves`: the legal moves in notation, one per line.
#[derive(Serialize)]
struct MovesReport {
    moves: Vec<String>,
}

impl Report for MovesReport {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.moves.iter().try_for_each(|m| writeln!(out, "{m}"))
    }
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

fn arena(call: &GameCall<ArenaArgs>, games: &Games, out: &mut dyn Write) -> Result<Answer> {
    let args = &call.common;
    let name = call.game.as_deref().expect("a game subcommand");
    let entry = games.find(name)?;
    let seed = args.seed.seed;
    let session = entry
        .start_seated(&call.options, seed, args.bots.len())
        .map_err(|e| anyhow!("{}: {e}", entry.name))?;
    let mut progress = super::progress::ProgressLine::new(!args.json && !args.quiet);
    let budget = args.think.budget();
    let result = session.arena(&args.bots, budget, args.games, seed, &mut |done, all| {
        progress.draw(|| format!("arena: {done}/{all} games"));
    });
    progress.finish();
    let result = result.map_err(|e| anyhow!("{}: {e}", session.name()))?;
    let output = OutputArgs::json_only(args.json);
    emit(&ArenaReport::new(&result), &output, out)
}

fn open(games: &Games, file: &Path) -> Result<Box<dyn GameSession>> {
    file::load(games, file).map_err(|e| file_error(file, e))
}

/// A state file's error, named by the file.
fn file_error(file: &Path, e: FileError) -> anyhow::Error {
    anyhow!("{}: {e}", file.display())
}

/// `play arena`'s report: per bot its wins (a shared win counts as a fraction), games,
/// mean score and the 95% intervals; figures rounded for JSON.
#[derive(Serialize)]
struct ArenaReport<'a> {
    games: u64,
    bots: Vec<BotLine<'a>>,
    games_per_second: f64,
    #[serde(skip)]
    result: &'a ArenaResult,
}

#[derive(Serialize)]
struct BotLine<'a> {
    name: &'a str,
    wins: f64,
    games: u64,
    mean_score: f64,
    score_ci95: f64,
    win_share_ci95: [f64; 2],
}

impl<'a> ArenaReport<'a> {
    fn new(result: &'a ArenaResult) -> ArenaReport<'a> {
        let bots = (result.bots.iter())
            .map(|b| BotLine {
                name: &b.name,
                wins: rounded(b.wins, 2),
                games: b.games,
                mean_score: rounded(b.mean_score, 3),
                score_ci95: rounded(b.score_ci95, 3),
                win_share_ci95: [rounded(b.win_ci95.0, 4), rounded(b.win_ci95.1, 4)],
            })
            .collect();
        ArenaReport {
            games: result.games,
            bots,
            games_per_second: rounded(result.games_per_second, 2),
            result,
        }
    }
}

impl Report for ArenaReport<'_> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let head = ["bot", "wins", "win %", "(95% CI)", "mean score (95% CI)"];
        let [bot, wins, share, ci, score] = head;
        writeln!(out, "{bot:<10} {wins:>8} {share:>7} {ci:>16} {score:>22}")?;
        for b in &self.result.bots {
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
        let (games, speed) = (self.result.games, self.result.games_per_second);
        writeln!(out, "{games} games, {speed:.1} games per second")
    }
}
