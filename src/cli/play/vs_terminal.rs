//! The person's side of `play vs` on a terminal: line editing and history (rustyline),
//! Tab completing the legal moves and the commands one word at a time.

use crate::play::completions;
use crate::play::vs::COMMANDS;
use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Context, Editor, Helper};

/// What the person typed.
pub enum Typed {
    Line(String),
    /// A line that cannot be a move or a command, and why: the person is asked again.
    Unreadable(&'static str),
    /// Ctrl-D or the end of the input: the same as `quit`.
    End,
    /// Ctrl-C at the prompt.
    Interrupted,
}

/// Completes what is typed by the legal moves and the commands.
struct Moves {
    words: Vec<String>,
}

impl Completer for Moves {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let typed = &line[..pos];
        let pairs = (completions(typed, &self.words).into_iter())
            .map(|replacement| Pair {
                display: last_word(&replacement).to_string(),
                replacement,
            })
            .collect();
        Ok((0, pairs))
    }
}

/// The last word of a completion, for the list of choices.
fn last_word(text: &str) -> &str {
    text.split_whitespace().last().unwrap_or(text)
}

impl Hinter for Moves {
    type Hint = String;
}
impl Highlighter for Moves {}
impl Validator for Moves {}
impl Helper for Moves {}

/// A line editor that keeps its history for the session.
pub struct Prompt {
    editor: Editor<Moves, DefaultHistory>,
}

impl Prompt {
    pub fn new() -> rustyline::Result<Prompt> {
        let config = Config::builder()
            .completion_type(CompletionType::List)
            .auto_add_history(true)
            .build();
        let mut editor = Editor::with_config(config)?;
        editor.set_helper(Some(Moves { words: Vec::new() }));
        Ok(Prompt { editor })
    }

    /// Reads one line after `prompt`, completing from `moves` and the commands.
    pub fn read(&mut self, prompt: &str, moves: Vec<String>) -> std::io::Result<Typed> {
        let mut words = moves;
        words.extend(COMMANDS.iter().map(|c| c.to_string()));
        if let Some(helper) = self.editor.helper_mut() {
            helper.words = words;
        }
        match self.editor.readline(prompt) {
            Ok(line) => Ok(checked(line)),
            Err(ReadlineError::Eof) => Ok(Typed::End),
            Err(ReadlineError::Interrupted) => Ok(Typed::Interrupted),
            Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
                Ok(Typed::Unreadable(NOT_UTF8))
            }
            Err(ReadlineError::Io(e)) => Err(e),
            // The terminal was resized while the person typed: ask again.
            #[cfg(unix)]
            Err(ReadlineError::Signal(_)) => Ok(Typed::Unreadable("the terminal changed")),
            Err(e) => Err(std::io::Error::other(e.to_string())),
        }
    }
}

/// The longest line read as a move or a command: far above any notation.
pub const MAX_LINE: usize = 4096;

/// Why a line of bytes that is not UTF-8 is refused.
pub const NOT_UTF8: &str = "the line is not UTF-8 text";

/// Why a line longer than [`MAX_LINE`] is refused.
pub const TOO_LONG: &str = "the line is too long to be a move or a command";

/// A line as typed: a move or a command to try, or refused when it cannot be one (too
/// long, or with control characters: a stray key, a pasted binary).
pub fn checked(line: String) -> Typed {
    if line.len() > MAX_LINE {
        return Typed::Unreadable(TOO_LONG);
    }
    if line.chars().any(|c| c.is_control() && c != '\t') {
        return Typed::Unreadable("the line has control characters");
    }
    Typed::Line(line)
}
