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
            Ok(line) => Ok(Typed::Line(line)),
            Err(ReadlineError::Eof) => Ok(Typed::End),
            Err(ReadlineError::Interrupted) => Ok(Typed::Interrupted),
            Err(ReadlineError::Io(e)) => Err(e),
            Err(e) => Err(std::io::Error::other(e.to_string())),
        }
    }
}
