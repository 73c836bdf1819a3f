//! A person playing against bots, written once for every game: the bots and the die move
//! by themselves until the person is to decide; the person's line is a move or one of the
//! commands (`hint`, `undo`, `moves`, `show`, `help`, `help rules`, `notation`, `quit`); a move that is mistyped or
//! illegal is refused with the reason and the nearest legal moves, and nothing is played.
//! The game is saved after every change. What happens is told as [`Event`]s; reading lines
//! and writing events is the command line's business.

use super::error::{FileError, PlayError};
use super::hint::{HINT_JOINER, HintReport};
use super::nearest::grouped;
use super::seating::Seating;
use super::session::{GameSession, Until};
use super::status::{Status, line_noting, status};
use crate::engine::{Budget, HintTime, Room, Rulebook, Turn};

/// How many of the nearest legal moves a refusal offers.
pub const NEAREST: usize = 5;

/// The commands a person may type besides moves.
pub const COMMANDS: &[&str] = &[
    "hint",
    "undo",
    "moves",
    "show",
    "help",
    "help rules",
    "notation",
    "quit",
];

/// Other words for commands, each read as the command it stands for.
const ALIASES: &[(&str, &str)] = &[
    ("exit", "quit"),
    ("q", "quit"),
    ("?", "help"),
    ("rules", "help rules"),
    ("help notation", "notation"),
];

/// The command `word` (lower case) names itself or through an alias; other words as they are.
fn command_named(word: &str) -> &str {
    ALIASES
        .iter()
        .find(|(alias, _)| *alias == word)
        .map_or(word, |(_, command)| command)
}

/// Something that happened at the table.
#[derive(Clone, Debug)]
pub enum Event {
    /// The person is to decide: the position drawn and where the game stands.
    Position {
        picture: Vec<String>,
        /// The position in fewer lines, for a screen too short for `picture`: `None`
        /// where the game draws none, and after `show`, which draws the position in full.
        short: Option<Vec<String>>,
        status: Status,
    },
    /// A move played, by a bot (its name) or by the person (`None`); the player from 1.
    Played {
        player: usize,
        bot: Option<String>,
        text: String,
        /// What the move did, in words (see `Game::describe_change`).
        did: Option<String>,
    },
    /// A bot (its name, the player from 1), or the hint for the person (`bot: None`), starts
    /// to think; the next event says what came of it.
    Thinking {
        player: usize,
        bot: Option<String>,
    },
    /// A chance event (the die's face), and what it did.
    Chance {
        text: String,
        did: Option<String>,
    },
    /// A line that was not played: why, and the legal moves nearest to it.
    Refused {
        text: String,
        reason: String,
        nearest: Vec<String>,
    },
    Hint(HintReport),
    /// `undo` took back these moves, in the order they were played (the person's last
    /// and the replies since).
    Undone {
        moves: Vec<String>,
    },
    /// `undo` found no decision of the person's to take back.
    NothingToUndo,
    /// The legal moves, grouped by their first word.
    Moves {
        groups: Vec<(String, Vec<String>)>,
    },
    /// `help` was asked for.
    Help,
    /// `help rules`: the rules of the game, with those of the variants it plays.
    Rules {
        text: String,
    },
    /// `notation`: how the game's moves are written (and where the variants' are).
    Notation {
        text: String,
    },
    /// The game is over: the final position (also in fewer lines, as in `Position`) and
    /// the result.
    Over {
        picture: Vec<String>,
        short: Option<Vec<String>>,
        status: Status,
    },
}

/// What the person's line leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
    /// A hint was cut short (by the flag its time carries): the request to stop is
    /// answered, and play goes on.
    HintCutShort,
}

/// Why the table cannot go on.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error("cannot save the game: {0}")]
    Save(FileError),
}

/// Writes the game after every change (locked and whole, by the caller's file).
pub type Saver<'a> = dyn FnMut(&dyn GameSession) -> Result<(), FileError> + 'a;

/// A game at the table: the session, who sits where, how long bots and hints think.
pub struct Table {
    pub session: Box<dyn GameSession>,
    pub seating: Seating,
    pub budget: Budget,
    pub hint_time: HintTime,
    /// The game's rules in words, for `help rules` and `notation`.
    pub rulebook: &'static Rulebook,
    /// The room a position's short drawing is fitted to (see `Game::board_text_short`):
    /// [`Room::WIDE`], or less on a small terminal.
    pub room: Room,
}

impl Table {
    /// Whether the person is to decide now.
    pub fn person_to_move(&self) -> bool {
        self.session.turn() == Turn::Player(self.seating.person())
    }

    /// Plays the bots' moves and the chance events until the person is to decide or the
    /// game is over, saving after each; then tells the position (or the end).
    pub fn advance(
        &mut self,
        save: &mut Saver,
        tell: &mut dyn FnMut(Event),
    ) -> Result<(), TableError> {
        loop {
            let event = match self.session.turn() {
                Turn::Over => {
                    tell(self.over());
                    return Ok(());
                }
                Turn::Chance => self.rolled()?,
                Turn::Player(p) => match self.seating.bot(p) {
                    None => {
                        tell(self.position());
                        return Ok(());
                    }
                    Some(bot) => {
                        let bot = bot.to_string();
                        tell(Event::Thinking {
                            player: p + 1,
                            bot: Some(bot.clone()),
                        });
                        let moved = self.session.bot_moves(&bot, self.budget, Until::Move)?;
                        let text: Vec<String> = moved.into_iter().map(|m| m.text).collect();
                        Event::Played {
                            player: p + 1,
                            bot: Some(bot),
                            text: text.join(", "),
                            did: self.session.last_change(),
                        }
                    }
                },
            };
            save(self.session.as_ref()).map_err(TableError::Save)?;
            tell(event);
        }
    }

    /// Handles one line the person typed (they are to decide).
    pub fn line(
        &mut self,
        line: &str,
        save: &mut Saver,
        tell: &mut dyn FnMut(Event),
    ) -> Result<Flow, TableError> {
        let line = line.trim();
        let lower = line.to_lowercase();
        match command_named(&lower) {
            "" => {}
            "quit" => return Ok(Flow::Quit),
            "help" => tell(Event::Help),
            "help rules" => tell(Event::Rules {
                text: self.rules_text(),
            }),
            "notation" => tell(Event::Notation {
                text: self.notation_text(),
            }),
            "show" => tell(self.position().in_full()),
            "moves" => tell(Event::Moves {
                groups: grouped(&self.session.legal_moves()),
            }),
            "hint" => {
                tell(Event::Thinking {
                    player: self.seating.person() + 1,
                    bot: None,
                });
                let hint = self.session.hint(self.hint_time)?;
                let cut_short = hint.cut_short;
                tell(Event::Hint(hint));
                if cut_short {
                    return Ok(Flow::HintCutShort);
                }
            }
            "undo" => {
                tell(self.undo()?);
                save(self.session.as_ref()).map_err(TableError::Save)?;
                self.advance(save, tell)?;
            }
            // `help moves`, `help undo`: the list of commands answers them all.
            other if other.starts_with("help ") => tell(Event::Help),
            _ => self.play(line, save, tell)?,
        }
        Ok(Flow::Continue)
    }

    /// Plays the person's move, or tells why not. Several moves written as a hint writes
    /// them (`upgrade O1 I2, then take W07`) are played in turn while the person is to
    /// move (a chance event between them drawn as the game goes on), up to the first one
    /// refused. A line copied from a hint broken on the screen is read without the
    /// `hint:` or `then` that starts it (see [`pasted`]).
    fn play(
        &mut self,
        text: &str,
        save: &mut Saver,
        tell: &mut dyn FnMut(Event),
    ) -> Result<(), TableError> {
        let text = pasted(text);
        let mut parts: Vec<&str> = (text.split(HINT_JOINER.trim_end()).map(str::trim))
            .filter(|part| !part.is_empty())
            .collect();
        if parts.is_empty() {
            parts.push(text);
        }
        let mut played = 0;
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                self.draw_chance(save, tell)?;
                if !self.person_to_move() {
                    tell(self.rest_refused(&parts[i..], parts[i - 1]));
                    break;
                }
            }
            if !self.play_one(part, i > 0, save, tell)? {
                break;
            }
            played += 1;
        }
        if played > 0 {
            self.advance(save, tell)?;
        }
        Ok(())
    }

    /// Draws the chance events due, saving after each.
    fn draw_chance(
        &mut self,
        save: &mut Saver,
        tell: &mut dyn FnMut(Event),
    ) -> Result<(), TableError> {
        while self.session.turn() == Turn::Chance {
            let event = self.rolled()?;
            save(self.session.as_ref()).map_err(TableError::Save)?;
            tell(event);
        }
        Ok(())
    }

    /// Draws the chance event due from the seed.
    fn rolled(&mut self) -> Result<Event, TableError> {
        Ok(Event::Chance {
            text: self.session.roll(None)?,
            did: self.session.last_change(),
        })
    }

    /// The moves of a line left when the person is no longer to move after `last`.
    fn rest_refused(&self, rest: &[&str], last: &str) -> Event {
        let reason = match self.session.turn() {
            Turn::Over => format!("the game ended after {last}"),
            _ => format!("your turn ended after {last}"),
        };
        Event::Refused {
            text: rest.join(HINT_JOINER),
            reason,
            nearest: Vec::new(),
        }
    }

    /// Plays one move and saves, or tells why not (`after_others`: moves of the same line
    /// were played before it). Whether it was played.
    fn play_one(
        &mut self,
        text: &str,
        after_others: bool,
        save: &mut Saver,
        tell: &mut dyn FnMut(Event),
    ) -> Result<bool, TableError> {
        let player = self.seating.person() + 1;
        if let Err(e) = self.session.play(text) {
            let legal = self.session.legal_moves();
            let kept = match after_others {
                true => " (the moves before it on the line were played)",
                false => "",
            };
            let refused = match command_with_words(text) {
                Some(reason) => Event::Refused {
                    text: text.to_string(),
                    reason,
                    nearest: Vec::new(),
                },
                None => Event::Refused {
                    text: text.to_string(),
                    reason: format!("{}{}{kept}", e.reason, command_meant(text, &legal)),
                    nearest: self.session.nearest_moves(text, NEAREST),
                },
            };
            tell(refused);
            return Ok(false);
        }
        save(self.session.as_ref()).map_err(TableError::Save)?;
        let played = self.session.history().last().cloned().unwrap_or_default();
        tell(Event::Played {
            player,
            bot: None,
            text: played,
            did: self.session.last_change(),
        });
        Ok(true)
    }

    /// Takes back the moves since the person's previous decision, and that decision.
    fn undo(&mut self) -> Result<Event, TableError> {
        let kept: Vec<String> = self.session.history().to_vec();
        while !self.session.history().is_empty() {
            self.session.undo()?;
            if self.person_to_move() {
                let moves = kept[self.session.history().len()..].to_vec();
                return Ok(Event::Undone { moves });
            }
        }
        // No decision of the person's: put the moves back.
        for text in &kept {
            self.session.play(text).map_err(PlayError::Move)?;
        }
        Ok(Event::NothingToUndo)
    }

    /// How the base game's moves are written, then where to read the moves of each
    /// variant this game plays (its rules write them, with examples).
    fn notation_text(&self) -> String {
        let mut text = self.rulebook.notation.to_string();
        let options = self.session.options().unwrap_or(crate::yaml::Value::Null);
        for variant in self.rulebook.variants_in(&options) {
            text.push_str(&format!(
                "\nThis game plays the {} variant: `help rules` shows its rules and any moves \
                 it adds.\n",
                variant.name
            ));
        }
        text
    }

    /// The base game's rules, then those of each variant this game plays.
    fn rules_text(&self) -> String {
        let book = self.rulebook;
        let mut text = format!("{}: the rules\n\n{}", book.title, book.text);
        let options = self.session.options().unwrap_or(crate::yaml::Value::Null);
        for variant in book.variants_in(&options) {
            text.push_str(&format!(
                "\nTHIS GAME PLAYS THE {} VARIANT ({})\n{}",
                variant.name.to_uppercase(),
                variant.options,
                variant.text
            ));
        }
        text
    }

    /// The position and where the game stands; with the person to move and one legal
    /// move only, the status names it (`pass` when a player has nothing left to play).
    pub fn position(&self) -> Event {
        let mut status = status(self.session.as_ref());
        let legal = match self.person_to_move() {
            true => self.session.legal_moves(),
            false => Vec::new(),
        };
        if let [only] = legal.as_slice() {
            let note = format!("your only legal move: {only}");
            status.text = line_noting(self.session.as_ref(), Some(&note));
        }
        Event::Position {
            picture: self.session.board_text(),
            short: self.session.board_text_short(self.room),
            status,
        }
    }

    fn over(&self) -> Event {
        Event::Over {
            picture: self.session.board_text(),
            short: self.session.board_text_short(self.room),
            status: status(self.session.as_ref()),
        }
    }
}

impl Event {
    /// The event with its picture to be drawn in full on any screen.
    fn in_full(mut self) -> Event {
        if let Event::Position { short, .. } | Event::Over { short, .. } = &mut self {
            *short = None;
        }
        self
    }
}

/// `"; did you mean the command hint?"` when a refused line is one word near a command
/// (`hnit`) and begins no legal move (`quiet`, the start of `quiet a1`, is left alone).
fn command_meant(text: &str, legal: &[String]) -> String {
    let word = text.to_lowercase();
    let starts_a_move = legal.iter().any(|m| m.to_lowercase().starts_with(&word));
    if ["resign", "concede", "surrender"].contains(&word.as_str()) {
        return "; these rules have no resigning: quit leaves, the game saved to continue".into();
    }
    if word.contains(' ') || starts_a_move {
        return String::new();
    }
    // A slip from an alias (`rulez`) names the command it stands for (`help rules`).
    let words = (COMMANDS
        .iter()
        .chain(ALIASES.iter().map(|(alias, _)| alias)))
    .filter(|c| !c.contains(' '))
    .copied();
    match crate::wording::did_you_mean(&word, words) {
        Some(meant) => format!("; did you mean the command {}?", command_named(meant)),
        None => String::new(),
    }
}

/// What `undo N` is told: undo takes back one decision at a time.
const UNDO_AGAIN: &str =
    " (each undo takes back your last move and the replies to it: type it again for more)";

/// Why a line that is no move was not played when it starts with a command and goes on
/// (`undo 3`, `quit now`, `show all`): the commands take nothing after them. `None` for
/// other lines.
fn command_with_words(text: &str) -> Option<String> {
    let lower = text.trim().to_lowercase();
    let (first, rest) = lower.split_once(char::is_whitespace)?;
    let command = command_named(first);
    if command == "help" || !COMMANDS.contains(&command) {
        return None; // `help WORD` is answered as help
    }
    let how = match rest.trim().parse::<u32>() {
        Ok(_) if command == "undo" => UNDO_AGAIN,
        _ => "",
    };
    Some(format!(
        "{command} is a command and takes nothing after it: type {command} alone{how}"
    ))
}

/// A typed line as moves: without the `hint: ` a hint's first line starts with or the
/// `then ` its later lines start with when the hint is broken on the screen (at its moves,
/// so each line is whole moves), unless nothing else is left.
fn pasted(text: &str) -> &str {
    let text = text.trim();
    let moves = text.strip_prefix("hint:").unwrap_or(text).trim_start();
    let moves = moves.strip_prefix("then ").unwrap_or(moves).trim_start();
    match moves.is_empty() {
        true => text,
        false => moves,
    }
}

#[cfg(test)]
mod tests {
    use super::{command_meant, command_named};

    #[test]
    fn a_slip_from_a_command_or_its_alias_names_the_command() {
        let legal = ["quiet a1".to_string()];
        assert_eq!(
            command_meant("hnit", &legal),
            "; did you mean the command hint?"
        );
        assert_eq!(
            command_meant("rulez", &legal),
            "; did you mean the command help rules?"
        );
        assert_eq!(
            command_meant("exot", &legal),
            "; did you mean the command quit?"
        );
        // The start of a legal move, and words far from any command, name none.
        assert_eq!(command_meant("quiet", &legal), "");
        assert_eq!(command_meant("build", &legal), "");
        assert_eq!(command_named("rules"), "help rules");
        assert_eq!(command_named("q"), "quit");
        let resign = "; these rules have no resigning: quit leaves, the game saved to continue";
        assert_eq!(command_meant("Resign", &legal), resign);
        assert_eq!(command_named("show"), "show");
    }
}
