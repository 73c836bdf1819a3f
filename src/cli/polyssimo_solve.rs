//! `tessera polyssimo solve`: the outcome of a position under perfect play, from the
//! endgame solver (Golomb's game: from the prover, or the older solver where the prover
//! does not apply). The answer is a [`SolveReport`], written as text or JSON; every
//! bound proved is shown on standard error while it runs (on a terminal), and `--time` or
//! Ctrl-C leave the bounds proved so far.

use super::file_kinds::{FileKind, refused_as};
use super::picture::polyssimo::solve_scene;
use super::progress::ProgressLine;
use super::report::{OutputArgs, Report, emit, rounded};
use super::{Answer, Streams, interrupt};
use crate::picture::Scene;
use crate::polyssimo::board_text::{
    LabelledPiece, board_lines, letter, named_letter, position_pieces,
};
use crate::polyssimo::endgame::{Control, Proved, Table, solve_endgame};
use crate::polyssimo::{Mode, Placing, Position, Rules, State, solve};
use crate::text_file::NameFile;
use anyhow::{Context, Result, bail};
use itertools::Itertools;
use serde::Serialize;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How the value was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// Two players: exact minimax.
    Minimax,
    /// Three or four: the others play together against the player to move.
    Paranoid,
    /// Golomb's game, by the prover.
    Proof,
}

/// What `polyssimo solve` answers.
#[derive(Debug, Serialize)]
pub struct SolveReport {
    /// The player to move, from 1.
    pub to_move: usize,
    /// The players the turn passed over before `to_move` (from 1, in the file's order of
    /// play from its player to move): none of their pieces fits, so they are out.
    pub passed_over: Vec<usize>,
    pub method: Method,
    /// Whether the value is known exactly.
    pub exact: bool,
    /// The value for the player to move, when exact.
    pub value: Option<i32>,
    /// The bounds proved on the value (`null`: none yet on that side).
    pub lower: Option<i32>,
    pub upper: Option<i32>,
    /// With an exact value: the winner at the end of the line (from 1; `null` if shared).
    pub winner: Option<usize>,
    /// With an exact value (not in Golomb's game): each player's cells left at the end.
    pub cells_left: Option<Vec<u32>>,
    pub best_move: Option<String>,
    pub line: Vec<String>,
    pub nodes: u64,
    pub nodes_per_second: f64,
    pub seconds: f64,
    /// The transposition table's size (`null` where none of the solver's own is used).
    pub table_mib: Option<usize>,
    /// The search threads asked for (`--threads`).
    pub threads: usize,
    /// The search was stopped by Ctrl-C (not by `--time`).
    pub interrupted: bool,
    #[serde(skip)]
    names: Vec<String>,
    /// `--time`, for saying why the search stopped.
    #[serde(skip)]
    time: Option<Duration>,
    /// The line drawn, when a picture is asked for.
    #[serde(skip)]
    scene: Option<Scene>,
    /// The board with the best move on it (its cells marked `*`), as text.
    #[serde(skip)]
    board: Vec<String>,
}

/// The options of one solve.
pub struct SolveOptions<'a> {
    pub time: Option<Duration>,
    /// When `--time` runs out, counted from the command's start (making the table counts).
    pub deadline: Option<Instant>,
    pub hash_mb: usize,
    pub threads: usize,
    pub progress: bool,
    pub output: &'a OutputArgs,
}

/// Runs `polyssimo solve`.
pub fn run_solve(path: &Path, options: &SolveOptions, io: &mut Streams) -> Result<Answer> {
    let position = Position::load(path)
        .map_err(|e| refused_as(path, FileKind::PolyssimoPosition, e.into()))?;
    let rules = Rules::for_position(&position).in_file(path)?;
    let table = Table::new(options.hash_mb, options.deadline)
        .with_context(|| format!("--hash-mb {}", options.hash_mb))?;
    let root = rules.state_of(&position);
    if rules.is_over(&root) {
        bail!(
            "{}: nothing left to play: {}",
            path.display(),
            ended(&position, &rules, &root)
        );
    }
    interrupt::catch();
    let live = LiveBounds::new(io.progress(options.progress));
    let (method, proved) = search((&position, &rules, &root), &table, options, &live);
    let table_mib = (method != Method::Proof).then_some(options.hash_mb);
    let mut report = SolveReport::new(&position, &rules, &root, method, &proved, table_mib);
    report.time = options.time;
    report.threads = options.threads;
    report.board = board_with_move(&position, &rules, proved.line.first().copied());
    if options.output.svg.wanted() {
        let notes = vec![format!("line: {}", numbered(&report.line))];
        report.scene = Some(solve_scene(&position, &rules, &root, &proved.line, notes));
    }
    emit(&report, options.output, io.out)
}

/// The position's board with coordinates, the move's piece on it as its letter and `*`,
/// then what the letters that are not a piece's name stand for.
fn board_with_move(position: &Position, rules: &Rules, mv: Option<Placing>) -> Vec<String> {
    let mut pieces = position_pieces(position);
    if let Some(mv) = mv {
        let piece = mv.piece as usize;
        let cells = crate::polyssimo::picture::board_cells(&position.set.board, &rules.cells(mv));
        let label = format!("{}*", letter(&position.set.pieces, piece));
        pieces.push(LabelledPiece { label, cells });
    }
    let mut lines = board_lines(&position.set.board, &pieces);
    lines.extend(letters_line(position, mv));
    lines
}

/// `letters: D06=b F26=o; o*: the best move`: the letters drawn for pieces whose names
/// are longer than a letter, and the best move's mark; none when every letter is a name.
fn letters_line(position: &Position, mv: Option<Placing>) -> Option<String> {
    let set = &position.set.pieces;
    let mut drawn: Vec<usize> = position.placed.iter().map(|p| p.piece).collect();
    drawn.extend(mv.map(|m| m.piece as usize));
    drawn.sort_unstable();
    drawn.dedup();
    let named: Vec<String> = (drawn.iter())
        .filter(|&&k| set[k].0.chars().count() > 1)
        .map(|&k| named_letter(set, k))
        .collect();
    let mark = mv.map(|m| format!("{}*: the best move", letter(set, m.piece as usize)));
    let parts: Vec<String> = [(!named.is_empty()).then(|| named.join(" ")), mark]
        .into_iter()
        .flatten()
        .collect();
    (!parts.is_empty()).then(|| format!("letters: {}", parts.join("; ")))
}

/// How a finished game ended, for the refusal to solve it.
fn ended(position: &Position, rules: &Rules, end: &State) -> String {
    let left: Vec<String> = (0..position.players.len())
        .map(|p| format!("{} {}", position.players[p].name, rules.cells_left(end, p)))
        .collect();
    let winner = match (position.mode, rules.winner(end)) {
        (_, Some(w)) => format!("{} wins", position.players[w].name),
        (_, None) => "shared".to_string(),
    };
    format!(
        "the game is over ({winner}; cells left: {})",
        left.join(", ")
    )
}

/// Runs the right solver, showing each bound proved.
fn search(
    (position, rules, root): (&Position, &Rules, &State),
    table: &Table,
    options: &SolveOptions,
    live: &LiveBounds,
) -> (Method, Proved) {
    if position.mode == Mode::Golomb {
        return golomb(position, rules, root, options.time);
    }
    let method = match position.players.len() {
        2 => Method::Minimax,
        _ => Method::Paranoid,
    };
    let control = Control {
        stop: Some(interrupt::flag()),
        deadline: options.deadline,
        ..Control::default()
    };
    let proved = std::thread::scope(|scope| {
        // The live line's ticker and node count only when the line is drawn.
        let ticker = options
            .progress
            .then(|| scope.spawn(|| live.tick_until_done()));
        let control = Control {
            counted: options.progress.then_some(&live.nodes),
            ..control
        };
        let mut show = |p: &Proved| live.proved(&bound_text(rules, p), &value_text(p));
        let proved = solve_endgame(rules, root, table, control, options.threads, &mut show);
        live.done.store(true, Ordering::Relaxed);
        if let Some(ticker) = ticker {
            ticker.thread().unpark();
            let _ = ticker.join();
        }
        proved
    });
    live.line.lock().map(|mut l| l.finish()).ok();
    (method, proved)
}

/// The progress of the endgame solver on standard error: a line per bound proved, and
/// between them a line redrawn a few times a second with the bounds so far, the nodes
/// searched (counted by the search threads) and the time.
struct LiveBounds<'a> {
    line: Mutex<ProgressLine<'a>>,
    /// The bounds proved so far, as the live line shows them.
    bounds: Mutex<String>,
    nodes: AtomicU64,
    done: AtomicBool,
}

impl<'a> LiveBounds<'a> {
    fn new(line: ProgressLine<'a>) -> LiveBounds<'a> {
        LiveBounds {
            line: Mutex::new(line),
            bounds: Mutex::new("value unknown".to_string()),
            nodes: AtomicU64::new(0),
            done: AtomicBool::new(false),
        }
    }

    /// A bound proved: its line, kept; the live line goes on from it.
    fn proved(&self, line: &str, bounds: &str) {
        if let Ok(mut shown) = self.bounds.lock() {
            *shown = bounds.to_string();
        }
        if let Ok(mut progress) = self.line.lock() {
            progress.note(line);
        }
    }

    /// Redraws the live line until the search is done (which wakes it at once).
    fn tick_until_done(&self) {
        while !self.done.load(Ordering::Relaxed) {
            std::thread::park_timeout(Duration::from_millis(100));
            if self.done.load(Ordering::Relaxed) {
                break;
            }
            let bounds = self.bounds.lock().map(|b| b.clone()).unwrap_or_default();
            let nodes = self.nodes.load(Ordering::Relaxed) as f64 / 1e6;
            if let Ok(mut progress) = self.line.lock() {
                progress.draw(|| format!("searching: {bounds}  nodes {nodes:.1} M"));
            }
        }
    }
}

/// The bounds proved: `value 3..7`, `value >= 3`, `value 5`.
fn value_text(p: &Proved) -> String {
    match (bound(p.lower), bound(p.upper)) {
        (Some(l), Some(u)) if l == u => format!("value {l}"),
        (Some(l), Some(u)) => format!("value {l}..{u}"),
        (Some(l), None) => format!("value >= {l}"),
        (None, Some(u)) => format!("value <= {u}"),
        (None, None) => "value unknown".to_string(),
    }
}

/// One progress line: the bounds, the move that proved the lower one, nodes and time.
fn bound_text(rules: &Rules, p: &Proved) -> String {
    let value = value_text(p);
    let best = p
        .best
        .map_or(String::new(), |m| format!("  best {}", rules.move_name(m)));
    let seconds = p.elapsed.as_secs_f64();
    format!("{value}{best}  nodes {}  {seconds:.2}s", p.nodes)
}

/// A bound, unless it is the search's infinity (nothing proved on that side).
fn bound(value: i32) -> Option<i32> {
    (value.abs() < crate::polyssimo::endgame::INFINITE).then_some(value)
}

/// Golomb's game: the prover where it applies, else the older solver.
fn golomb(
    position: &Position,
    rules: &Rules,
    root: &State,
    limit: Option<Duration>,
) -> (Method, Proved) {
    let proved =
        crate::polyssimo::prover::solve_golomb(position, rules, limit, Some(interrupt::flag()));
    let (method, solution) = match proved {
        Some(solution) => (Method::Proof, solution),
        None => (Method::Minimax, solve(rules, root, limit)),
    };
    let (lower, upper) = match solution.exact {
        true => (solution.value, solution.value),
        false => (-1, 1),
    };
    let proved = Proved {
        lower,
        upper,
        best: solution.line.first().copied().filter(|_| solution.exact),
        line: if solution.exact {
            solution.line
        } else {
            Vec::new()
        },
        nodes: solution.nodes,
        elapsed: solution.elapsed,
    };
    (method, proved)
}

/// The players out at the root (none of their pieces fits), from 1: the ones the turn
/// passed over on its way from the file's player to move.
fn passed_over(position: &Position, root: &State) -> Vec<usize> {
    (0..position.players.len())
        .filter(|&p| root.out & (1 << p) != 0)
        .map(|p| p + 1)
        .collect()
}

/// `1. X a1 b1 …, 2. …`.
fn numbered(line: &[String]) -> String {
    (line.iter().enumerate())
        .map(|(i, m)| format!("{}. {m}", i + 1))
        .join(", ")
}

impl SolveReport {
    fn new(
        position: &Position,
        rules: &Rules,
        root: &State,
        method: Method,
        proved: &Proved,
        table_mib: Option<usize>,
    ) -> SolveReport {
        let end = proved.line.iter().fold(*root, |s, &mv| rules.play(&s, mv));
        let finished = proved.exact() && rules.is_over(&end);
        let players = position.players.len();
        let seconds = proved.elapsed.as_secs_f64();
        let golomb = position.mode == Mode::Golomb;
        SolveReport {
            to_move: usize::from(root.to_move) + 1,
            passed_over: passed_over(position, root),
            method,
            exact: proved.exact(),
            value: proved.exact().then_some(proved.lower),
            lower: bound(proved.lower),
            upper: bound(proved.upper),
            winner: rules.winner(&end).filter(|_| finished).map(|w| w + 1),
            cells_left: (finished && !golomb)
                .then(|| (0..players).map(|p| rules.cells_left(&end, p)).collect()),
            best_move: proved.best.map(|m| move_text(rules, m)),
            line: proved.line.iter().map(|&m| move_text(rules, m)).collect(),
            nodes: proved.nodes,
            nodes_per_second: rounded(proved.nodes as f64 / seconds.max(1e-9), 0),
            seconds: rounded(seconds, 3),
            table_mib,
            threads: 1,
            interrupted: !proved.exact() && interrupt::requested(),
            names: position.players.iter().map(|p| p.name.clone()).collect(),
            time: None,
            scene: None,
            board: Vec::new(),
        }
    }
}

/// A move as text: the piece and its cells (`X b1 a2 b2 c2 b3`).
fn move_text(rules: &Rules, mv: Placing) -> String {
    rules.move_name(mv)
}

impl Report for SolveReport {
    fn fits(&self) -> bool {
        true
    }

    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let mover = &self.names[self.to_move - 1];
        for line in &self.board {
            writeln!(out, "{line}")?;
        }
        writeln!(out, "to move: {mover}{}", self.passed_over_text())?;
        if self.method == Method::Paranoid {
            writeln!(
                out,
                "method: paranoid (the other players play together against {mover})"
            )?;
        }
        writeln!(out, "{}", self.outcome_text(self.time))?;
        if let Some(best) = &self.best_move {
            let so_far = if self.exact { "" } else { " so far" };
            writeln!(out, "best move{so_far}: {best}")?;
        }
        if !self.line.is_empty() {
            writeln!(out, "line: {}", self.line.join(", "))?;
        }
        if let Some(value) = self.value {
            writeln!(out, "value: {value} for {mover}")?;
        }
        writeln!(
            out,
            "nodes: {} ({:.0} per second), {:.3} s",
            self.nodes, self.nodes_per_second, self.seconds
        )
    }

    fn scene(&self) -> Option<Scene> {
        self.scene.clone()
    }

    /// 0 the player to move wins, 1 they do not (a loss or a shared result), 3 neither
    /// is proved yet.
    fn answer(&self) -> Answer {
        match (self.lower, self.upper) {
            (Some(l), _) if l > 0 => Answer::Yes,
            (_, Some(u)) if u <= 0 => Answer::No,
            _ => Answer::Undecided,
        }
    }
}

impl SolveReport {
    /// Why the player to move is not the file's: ` (player 1 cannot place a piece: out)`
    /// (the value is theirs, and so is the exit code).
    fn passed_over_text(&self) -> String {
        if self.passed_over.is_empty() {
            return String::new();
        }
        let names: Vec<&str> = (self.passed_over.iter())
            .map(|&p| self.names[p - 1].as_str())
            .collect();
        format!(" ({} cannot place a piece: out)", names.join(" and "))
    }

    /// The `outcome:` line, or what is known when the search stopped first.
    fn outcome_text(&self, time: Option<Duration>) -> String {
        let name = |p: usize| self.names[p - 1].clone();
        if !self.exact {
            let why = match (self.interrupted, time) {
                (true, _) | (false, None) => "not solved (stopped by Ctrl-C)",
                (false, Some(_)) => "not solved in time",
            };
            let range = match (self.lower, self.upper) {
                (Some(l), Some(u)) => format!("value between {l} and {u}"),
                (Some(l), None) => format!("value at least {l}"),
                (None, Some(u)) => format!("value at most {u}"),
                (None, None) => "no bound proved yet".to_string(),
            };
            let mover = name(self.to_move);
            let verdict = match (self.answer(), &self.method) {
                (Answer::Yes, _) => format!(", so {mover} wins (by how much is not proved yet)"),
                (Answer::No, Method::Paranoid) => {
                    format!(", so {mover} cannot force a win (the others playing together)")
                }
                (Answer::No, _) => format!(", so {mover} does not win"),
                _ => String::new(),
            };
            return format!("{why}: {range} for {mover}{verdict}");
        }
        let cells = || {
            let left = self.cells_left.as_deref().unwrap_or_default();
            (left.iter().enumerate())
                .map(|(p, c)| format!("{} {c}", self.names[p]))
                .join(", ")
        };
        match (self.winner, &self.cells_left) {
            (Some(w), None) => format!("outcome: {} wins; {} cannot move", name(w), name(3 - w)),
            (Some(w), Some(_)) => format!("outcome: {} wins; cells left: {}", name(w), cells()),
            (None, _) => format!("outcome: shared; cells left: {}", cells()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A report stopped by `--time` with these bounds, for player 2 (Bob).
    fn stopped(lower: i32, upper: i32) -> SolveReport {
        SolveReport {
            to_move: 2,
            passed_over: Vec::new(),
            method: Method::Minimax,
            exact: false,
            value: None,
            lower: Some(lower),
            upper: Some(upper),
            winner: None,
            cells_left: None,
            best_move: None,
            line: Vec::new(),
            nodes: 0,
            nodes_per_second: 0.0,
            seconds: 0.0,
            table_mib: None,
            threads: 1,
            interrupted: false,
            names: vec!["Ann".into(), "Bob".into()],
            time: None,
            scene: None,
            board: Vec::new(),
        }
    }

    #[test]
    fn a_stopped_search_says_who_wins_once_a_bound_passes_zero() {
        let time = Some(Duration::from_secs(1));
        let text = |l, u| stopped(l, u).outcome_text(time);
        assert_eq!(
            text(2, 86),
            "not solved in time: value between 2 and 86 for Bob, so Bob wins (by how much \
             is not proved yet)"
        );
        // A value of 0 is a shared result: not a win.
        assert_eq!(
            text(-88, 0),
            "not solved in time: value between -88 and 0 for Bob, so Bob does not win"
        );
        assert_eq!(
            text(-1, 1),
            "not solved in time: value between -1 and 1 for Bob"
        );
        // With 3 or 4 players the value is the paranoid one: the others play together.
        let mut paranoid = stopped(-40, -2);
        paranoid.method = Method::Paranoid;
        assert_eq!(
            paranoid.outcome_text(time),
            "not solved in time: value between -40 and -2 for Bob, so Bob cannot force a win \
             (the others playing together)"
        );
    }
}
