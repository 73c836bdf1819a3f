//! How `play vs` tells what happens: lines of text for a person, or one JSON object a
//! line (`--json`) for a program. A closed output is remembered, not fatal: the game is
//! saved after every move, so the session just ends.

use super::vs_recap::Recap;
use crate::cli::report::{Report, Stream};
use crate::engine::Room;
use crate::play::vs::Event;
use crate::play::{HintReport, Status};
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// The most moves of one group `moves` lists before it only counts the rest.
const MOST_LISTED: usize = 12;

/// What `help` prints.
pub const HELP: &str = "\
Type a move in the game's notation (Tab completes it word by word) or a command:
  hint        advice from the strongest analysis (Ctrl-C cuts it short)
  undo        take back your last decision and the replies since
  moves       the legal moves, grouped
  show        draw the position again, in full
  notation    how moves are written, with examples
  help rules  the rules of this game, its variants included
  help        this text
  quit, q     leave, the game saved (Ctrl-D too; Ctrl-C leaves at once, saved)";

/// Writes events as text or JSON lines, through the one writer's stream.
pub struct Teller<'a> {
    pub stream: Stream<'a>,
    pub json: bool,
    /// The first error writing, after which nothing more is written.
    pub failed: Option<anyhow::Error>,
    /// Whether the output is a person's terminal (where a thinking line is shown).
    pub live: bool,
    /// Whether long text (the rules) goes through the pager: `live` on the process's own
    /// standard output.
    pub paged: bool,
    /// The terminal's width (40 columns or more), when lines of text are broken at spaces
    /// to fit it (a terminal breaks them mid-word).
    pub columns: Option<usize>,
    /// The terminal's width, whatever it is, for choosing the drawing that fits it.
    pub width: Option<usize>,
    /// The terminal's height, when a position whose drawing would not fit it is drawn in
    /// fewer lines where the game can.
    pub rows: Option<usize>,
    /// The moves since the person last decided, told again under a tall picture.
    pub recap: Recap,
    /// The game's file as a word of a command to copy (`tessera play moves FILE`).
    pub file: String,
}

/// The lines a screen needs under and above a position's drawing: the status, a recap,
/// the prompt, and the move before.
const ROOM: usize = 4;

/// The fewest lines a screen leaves a short drawing: the status and the prompt, and one
/// more, the move before it or a recap (one or the other in sight when both do not fit).
const LEAST_ROOM: usize = 3;

/// The room a position's short drawing has on a terminal `columns` wide and `rows` tall
/// (where they are known): two columns to spare, as the full drawing's 78 of 80, and no
/// wider than that on a wider terminal; the rows the lines around it leave, at the least.
pub fn drawing_room(columns: Option<usize>, rows: Option<usize>) -> Room {
    Room {
        columns: columns.map_or(Room::WIDE.columns, |c| {
            c.saturating_sub(2).min(Room::WIDE.columns)
        }),
        lines: rows.map(|rows| rows.saturating_sub(LEAST_ROOM)),
    }
}

/// The drawing of a position a screen of `columns` × `rows` shows: the short one where
/// the full one would push the lines around it out of sight, or is wider than the screen.
fn drawn<'e>(
    picture: &'e [String],
    short: &'e Option<Vec<String>>,
    (columns, rows): (Option<usize>, Option<usize>),
) -> &'e [String] {
    let too_tall = rows.is_some_and(|rows| picture.len() + ROOM > rows);
    let too_wide = columns.is_some_and(|columns| widest(picture) > columns);
    match short {
        Some(short) if too_tall && short.len() < picture.len() => short,
        Some(short) if too_wide && widest(short) < widest(picture) => short,
        _ => picture,
    }
}

/// The columns the widest of `lines` takes on a terminal.
fn widest(lines: &[String]) -> usize {
    (lines.iter())
        .map(|line| crate::picture::terminal::width(line))
        .max()
        .unwrap_or(0)
}

impl Teller<'_> {
    /// Writes one event. A bot or hint starting to think is shown only on a terminal, as a
    /// line the next event's text replaces (a program reading JSON or a pipe never sees it).
    pub fn tell(&mut self, event: Event) {
        if let Event::Thinking { player, bot } = &event {
            if self.live && !self.json {
                let line = match bot {
                    Some(bot) => format!("player {player} ({bot}) is thinking…"),
                    None => "thinking about a hint… (Ctrl-C cuts it short)".to_string(),
                };
                self.written(|stream| stream.passing(&line));
            }
            return;
        }
        let mut lines = text(&event, self.columns, &self.file);
        // A drawing is never broken to fit: it is drawn for the screen (or as it is).
        let drawing = match &event {
            Event::Position { picture, short, .. } | Event::Over { picture, short, .. } => {
                drawn(picture, short, (self.width, self.rows)).to_vec()
            }
            _ => Vec::new(),
        };
        let status = (lines.last().cloned()).map_or(1, |line| self.fitted(vec![line]).len());
        if !drawing.is_empty()
            && let Some(recap) = self.recap.line(drawing.len(), self.rows)
            && self.recap_fits(&recap, drawing.len() + status)
        {
            lines.insert(lines.len() - 1, recap);
        }
        self.recap.note(&event);
        // The rules and the notation are set to the width already (`reflow`), their
        // drawings left whole as `tessera rules` leaves them.
        let lines = match &event {
            Event::Rules { .. } | Event::Notation { .. } => lines,
            _ => self.fitted(lines),
        };
        if let Event::Rules { .. } = &event
            && self.paged
            && !self.json
        {
            let text = lines.join("\n") + "\n";
            self.written(|stream| stream.paged(&text));
            return;
        }
        let mut text = drawing;
        text.extend(lines);
        let told = Told {
            line: EventLine::of(&event),
            text,
            opens: false,
        };
        self.written(|stream| stream.write(&told));
    }

    /// Whether `recap`, as many lines as it takes on the screen, fits beside `shown` lines
    /// (the drawing and the status, as the screen breaks them) and the prompt: a recap that
    /// would push the drawing's first line off the screen is left out (the drawing matters
    /// more at the prompt).
    fn recap_fits(&self, recap: &str, shown: usize) -> bool {
        let recap = self.fitted(vec![recap.to_string()]).len();
        self.rows.is_none_or(|rows| shown + recap < rows)
    }

    /// `lines` fitted to [`Teller::columns`] (see [`fit`](crate::line_fit::fit)).
    fn fitted(&self, lines: Vec<String>) -> Vec<String> {
        match self.columns {
            Some(columns) => crate::line_fit::fit(lines, columns),
            None => lines,
        }
    }

    /// Writes a line of the command's own: its text, or its event as JSON.
    pub fn note(&mut self, text: &str, event: &EventLine) {
        let told = Told {
            line: event,
            text: self.fitted(vec![text.to_string()]),
            opens: matches!(event, EventLine::Start { .. }),
        };
        self.written(|stream| stream.write(&told));
    }

    /// Writes unless an earlier write failed, and keeps the first failure.
    fn written(&mut self, write: impl FnOnce(&mut Stream) -> anyhow::Result<()>) {
        if self.failed.is_none()
            && let Err(e) = write(&mut self.stream)
        {
            self.failed = Some(e);
        }
    }
}

/// An event as the stream writes it: its lines of text, or its JSON line (the first line,
/// `start`, carries the shapes' `"version"`, as the summary of `tile --all --json` does).
#[derive(Serialize)]
#[serde(transparent)]
struct Told<L> {
    line: L,
    #[serde(skip)]
    text: Vec<String>,
    /// Whether it is the line that opens the stream.
    #[serde(skip)]
    opens: bool,
}

impl<L: Serialize> Report for Told<L> {
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        self.text.iter().try_for_each(|l| writeln!(out, "{l}"))
    }

    fn versioned(&self) -> bool {
        self.opens
    }
}

/// An event's lines of text, a position's drawing left out (see [`drawn`]); `columns`, a
/// terminal's width, shortens the `moves` lists, which name the game's `file` in a pipe.
fn text(event: &Event, columns: Option<usize>, file: &str) -> Vec<String> {
    match event {
        Event::Position { status, .. } | Event::Over { status, .. } => vec![status.text.clone()],
        Event::Played {
            player,
            bot,
            text,
            did,
        } => {
            let who = bot.as_deref().unwrap_or("you");
            vec![format!("player {player} ({who}): {text}{}", said(did))]
        }
        Event::Chance { text, did } => vec![format!("chance: {text}{}", said(did))],
        // Shown by the teller itself, on a terminal only.
        Event::Thinking { .. } => Vec::new(),
        Event::Refused {
            text,
            reason,
            nearest,
        } => {
            let mut lines = vec![format!("not played: {text:?}: {reason}")];
            if !nearest.is_empty() {
                lines.push(format!("nearest legal moves: {}", nearest.join(" | ")));
            }
            lines
        }
        Event::Hint(hint) => hint.lines(),
        Event::Undone { moves } => vec![format!(
            "undone: {} taken back ({})",
            crate::wording::count(moves.len(), "move"),
            // `;`: a master action's move has commas of its own.
            moves.join("; ")
        )],
        Event::NothingToUndo => vec!["nothing to undo: you have not decided anything yet".into()],
        Event::Moves { groups } => groups
            .iter()
            .map(|(head, moves)| group(head, moves, columns, file))
            .collect(),
        Event::Help => HELP.lines().map(str::to_string).collect(),
        Event::Rules { text } | Event::Notation { text } => {
            let set = columns.map_or(text.clone(), |c| crate::cli::reflow::reflow(text, c));
            set.lines().map(str::to_string).collect()
        }
    }
}

/// What a move did, after its notation (nothing when the notation says it all).
fn said(did: &Option<String>) -> String {
    did.as_ref().map(|d| format!(" — {d}")).unwrap_or_default()
}

/// One group of legal moves on one line: at most [`MOST_LISTED`] of them, and on a
/// terminal `columns` wide no more than fit in two of its lines; the rest are left to Tab
/// or, in a pipe, to `play moves` on the game's `file`.
fn group(head: &str, moves: &[String], columns: Option<usize>, file: &str) -> String {
    let line = |listed: usize| {
        // Tab completes only at a terminal; in a pipe the command lists them.
        let more = match (moves.len() - listed, columns) {
            (0, _) => String::new(),
            (n, Some(_)) => format!(" … and {n} more (Tab completes them)"),
            (n, None) => format!(" … and {n} more (`tessera play moves {file}` lists them all)"),
        };
        let shown = moves[..listed].join(" | ");
        format!("{head} ({}): {shown}{more}", moves.len())
    };
    let most = moves.len().min(MOST_LISTED);
    let fits = |text: &String| {
        columns.is_none_or(|c| crate::line_fit::fit(vec![text.clone()], c).len() <= 2)
    };
    (1..=most)
        .rev()
        .map(line)
        .find(fits)
        // One move, when even that overflows (none in an empty group).
        .unwrap_or_else(|| line(most.min(1)))
}

/// An event as one line of `--json`: `{"event": KIND, …}` (`docs/play-vs.md`).
#[derive(Serialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum EventLine<'a> {
    /// `play vs` began (or went on with) a game.
    Start {
        game: &'a str,
        file: &'a Path,
        /// The person's seat, from 1.
        seat: usize,
        seed: u64,
    },
    /// Ctrl-C at the prompt: the game is saved.
    Interrupted,
    /// The person left before the end: the game is saved.
    Quit {
        file: &'a Path,
    },
    /// The board as text without colour: JSON carries no escape codes.
    Position {
        picture: Vec<String>,
        status: &'a Status,
    },
    Over {
        picture: Vec<String>,
        status: &'a Status,
    },
    #[serde(rename = "move")]
    Played {
        player: usize,
        bot: Option<&'a str>,
        #[serde(rename = "move")]
        text: &'a str,
        /// What the move did, in words (`null` when the notation says it all).
        did: Option<&'a str>,
    },
    Chance {
        #[serde(rename = "move")]
        text: &'a str,
        did: Option<&'a str>,
    },
    /// Not written: the teller shows thinking on a terminal only (kept so every event
    /// has its line).
    Thinking {
        player: usize,
        bot: Option<&'a str>,
    },
    Refused {
        #[serde(rename = "move")]
        text: &'a str,
        reason: &'a str,
        nearest: &'a [String],
    },
    /// A line that could not be read as a move or a command (not UTF-8, too long, or
    /// with control characters); the prompt comes again.
    Unreadable {
        reason: &'a str,
    },
    Hint {
        hint: &'a HintReport,
    },
    /// `moves` is how many were taken back, `undone` which (in the order played).
    Undone {
        moves: usize,
        undone: &'a [String],
    },
    Moves {
        groups: Vec<MoveGroup<'a>>,
    },
    Help {
        text: &'static str,
    },
    /// `help rules`: the game's rules (its variants in play included).
    Rules {
        text: &'a str,
    },
    /// `notation`: how moves are written.
    Notation {
        text: String,
    },
}

/// Legal moves that share their first word.
#[derive(Serialize)]
pub struct MoveGroup<'a> {
    group: &'a str,
    moves: &'a [String],
}

impl<'a> EventLine<'a> {
    fn of(event: &'a Event) -> EventLine<'a> {
        match event {
            Event::Position {
                picture, status, ..
            } => EventLine::Position {
                picture: plain(picture),
                status,
            },
            Event::Over {
                picture, status, ..
            } => EventLine::Over {
                picture: plain(picture),
                status,
            },
            Event::Played {
                player,
                bot,
                text,
                did,
            } => EventLine::Played {
                player: *player,
                bot: bot.as_deref(),
                text,
                did: did.as_deref(),
            },
            Event::Chance { text, did } => EventLine::Chance {
                text,
                did: did.as_deref(),
            },
            Event::Thinking { player, bot } => EventLine::Thinking {
                player: *player,
                bot: bot.as_deref(),
            },
            Event::Refused {
                text,
                reason,
                nearest,
            } => EventLine::Refused {
                text,
                reason,
                nearest,
            },
            Event::Hint(hint) => EventLine::Hint { hint },
            Event::Undone { moves } => EventLine::Undone {
                moves: moves.len(),
                undone: moves,
            },
            Event::NothingToUndo => EventLine::Undone {
                moves: 0,
                undone: &[],
            },
            Event::Moves { groups } => EventLine::Moves {
                groups: (groups.iter())
                    .map(|(group, moves)| MoveGroup { group, moves })
                    .collect(),
            },
            Event::Help => EventLine::Help { text: HELP },
            Event::Rules { text } => EventLine::Rules { text },
            Event::Notation { text } => EventLine::Notation { text: text.clone() },
        }
    }
}

/// Lines of a board as text without the terminal's colours.
fn plain(lines: &[String]) -> Vec<String> {
    (lines.iter())
        .map(|l| crate::picture::terminal::plain(l))
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn help_fits_80_columns() {
        assert!(super::HELP.lines().all(|line| line.chars().count() <= 80));
    }

    #[test]
    fn a_group_of_moves_fits_two_lines_of_the_terminal() {
        let moves: Vec<String> = (1..=30).map(|i| format!("X a{i} b{i} c{i}")).collect();
        let piped = super::group("X", &moves, None, "'my game.yaml'");
        assert!(piped.ends_with(
            "X a12 b12 c12 … and 18 more (`tessera play moves 'my game.yaml'` lists them all)"
        ));
        let narrow = super::group("X", &moves, Some(40), "g.yaml");
        assert_eq!(
            crate::line_fit::fit(vec![narrow.clone()], 40).len(),
            2,
            "{narrow}"
        );
        assert!(
            narrow.starts_with("X (30): X a1 b1 c1 | X a2 b2 c2"),
            "{narrow}"
        );
        let listed = narrow.matches(" | ").count() + 1;
        assert!(narrow.ends_with(&format!("… and {} more (Tab completes them)", 30 - listed)));
        // A group that fits is listed whole.
        assert_eq!(
            super::group("X", &moves[..2], Some(40), "g.yaml"),
            "X (2): X a1 b1 c1 | X a2 b2 c2"
        );
    }
}
