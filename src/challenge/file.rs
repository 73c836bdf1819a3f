//! Challenge files: YAML with a format version, the game, the level, the question, the
//! position (the game's options, seed and history, as a state file keeps them), the
//! certified answer and a fingerprint of the position and answer together, ending with
//! `end_of_file: true`. Reading one replays the position and checks that the fingerprint,
//! the level and the answer's moves still agree with it, so a file edited by hand is
//! refused rather than served with an answer that no longer fits. The question shown is
//! the one the position asks, whatever the file says: it is not in the fingerprint, so
//! neither an edit nor a later rewording of the questions changes what is asked.

use super::{Answer, ChallengeError, Here, Kind};
use crate::play::{GameSession, Games};
use crate::yaml::{self, Value};
use serde::{Deserialize, Serialize};

/// The format version this build reads and writes.
pub const FORMAT: u32 = 1;

/// A challenge: a position and its certified answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Challenge {
    pub format: u32,
    /// The game's name in the table of games.
    pub game: String,
    pub level: u32,
    /// The seed `challenge new` was given.
    pub drawn_with_seed: u64,
    pub question: String,
    /// The position: the game's options, its seed and its moves, as in a state file.
    pub options: Value,
    pub seed: u64,
    pub history: Vec<String>,
    pub answer: Answer,
    /// Ties the position to its answer (see [`Challenge::fingerprint`]).
    pub fingerprint: String,
    /// Written last, always `true`: a file without it was cut short.
    #[serde(default)]
    pub end_of_file: Option<bool>,
}

#[derive(Deserialize)]
struct Header {
    format: Option<u32>,
}

impl Challenge {
    /// The challenge of the position in `session`, with its certified answer.
    pub fn new(
        kind: Kind,
        level: u32,
        drawn_with_seed: u64,
        session: &dyn GameSession,
        answer: Answer,
    ) -> Result<Challenge, ChallengeError> {
        let mut challenge = Challenge {
            format: FORMAT,
            game: kind.game().to_string(),
            level,
            drawn_with_seed,
            question: kind.question(session, level),
            options: session.options().map_err(ChallengeError::Yaml)?,
            seed: session.seed(),
            history: session.history().to_vec(),
            answer,
            fingerprint: String::new(),
            end_of_file: Some(true),
        };
        challenge.fingerprint = challenge.fingerprint();
        Ok(challenge)
    }

    /// A digest of the game, level, position and answer: any change to one of them
    /// changes it.
    pub fn fingerprint(&self) -> String {
        let options = yaml::to_string(&self.options).unwrap_or_default();
        let text = format!(
            "{}\n{}\n{options}\n{}\n{}\n{}\n{}",
            self.game,
            self.level,
            self.seed,
            self.history.join("\n"),
            self.answer.mv,
            self.answer.solutions.join("\n"),
        );
        format!("{:016x}", crate::safe_write::digest(text.as_bytes()))
    }

    /// The file's text.
    pub fn to_text(&self) -> Result<String, ChallengeError> {
        yaml::to_string(self).map_err(ChallengeError::Yaml)
    }

    /// Reads a challenge file's text and replays its position: the challenge, its kind and
    /// the position, once every check has passed.
    pub fn parse(
        games: &Games,
        text: &str,
    ) -> Result<(Challenge, Kind, Box<dyn GameSession>), ChallengeError> {
        let header: Header = yaml::from_str(text).map_err(|e| unread(e, text))?;
        let format = header.format.ok_or(ChallengeError::Missing("format"))?;
        if format != FORMAT {
            return Err(ChallengeError::Format {
                found: format,
                reads: FORMAT,
            });
        }
        let mut challenge: Challenge = yaml::from_str(text).map_err(|e| unread(e, text))?;
        if challenge.end_of_file != Some(true) {
            return Err(ChallengeError::CutShort);
        }
        let (kind, session) = challenge.replayed(games)?;
        challenge.agrees(kind, session.as_ref())?;
        challenge.question = kind.question(session.as_ref(), challenge.level);
        Ok((challenge, kind, session))
    }

    /// The kind and the position, replayed from the options, seed and history.
    fn replayed(&self, games: &Games) -> Result<(Kind, Box<dyn GameSession>), ChallengeError> {
        let kind =
            Kind::named(&self.game).ok_or_else(|| item("game", Kind::none_for(&self.game)))?;
        let entry = games.find(&self.game)?;
        let session = entry
            .resume(self.options.clone(), self.seed, &self.history)
            .map_err(ChallengeError::Position)?;
        Ok((kind, session))
    }

    /// Checks the fingerprint, the level and the answer's moves against the position.
    fn agrees(&self, kind: Kind, session: &dyn GameSession) -> Result<(), ChallengeError> {
        let found = self.fingerprint();
        if found != self.fingerprint {
            return Err(ChallengeError::Tampered {
                found,
                certified: self.fingerprint.clone(),
            });
        }
        if kind.here(session, self.level) != Here::Yes {
            let what = format!("the position is not one of level {}", self.level);
            return Err(ChallengeError::Item {
                item: "level",
                what,
            });
        }
        let solutions = &self.answer.solutions;
        if solutions.is_empty() || !solutions.contains(&self.answer.mv) {
            let what = "the answer's move is not among its solutions".to_string();
            return Err(ChallengeError::Item {
                item: "answer",
                what,
            });
        }
        kind.answer_agrees(session, &self.answer, self.level)
            .map_err(|what| ChallengeError::Item {
                item: "answer",
                what,
            })
    }
}

fn item(item: &'static str, error: ChallengeError) -> ChallengeError {
    ChallengeError::Item {
        item,
        what: error.to_string(),
    }
}

/// A challenge file that does not read: told cut short, with what failed, when it lacks
/// its `end_of_file` line (a file cut short usually fails before its end is looked for).
fn unread(error: yaml::YamlError, text: &str) -> ChallengeError {
    match crate::play::file::has_end_line(text) {
        true => ChallengeError::Yaml(error),
        false => ChallengeError::CutShortUnread(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawn() -> Challenge {
        crate::challenge::draw(&Games::standard(), "golomb", Some(5), 3).expect("drawn")
    }

    #[test]
    fn a_challenge_reads_back_as_it_was_written() {
        let challenge = drawn();
        let text = challenge.to_text().unwrap();
        let (read, kind, session) = Challenge::parse(&Games::standard(), &text).unwrap();
        assert_eq!(read, challenge);
        assert_eq!(kind.game(), "golomb");
        assert_eq!(session.history(), challenge.history);
    }

    #[test]
    fn any_change_to_the_position_or_answer_changes_the_fingerprint() {
        let challenge = drawn();
        let mut other = challenge.clone();
        other.answer.solutions.push("X a1".into());
        assert_ne!(other.fingerprint(), challenge.fingerprint());
        let mut other = challenge.clone();
        other.level += 1;
        assert_ne!(other.fingerprint(), challenge.fingerprint());
        let mut other = challenge.clone();
        other.history.pop();
        assert_ne!(other.fingerprint(), challenge.fingerprint());
        let error = Challenge::parse(&Games::standard(), &other.to_text().unwrap());
        assert!(matches!(error, Err(ChallengeError::Tampered { .. })));
    }

    #[test]
    fn the_question_asked_is_the_positions_not_the_files() {
        let challenge = drawn();
        let mut edited = challenge.clone();
        edited.question = "player 1 to move: find a move that loses.".into();
        let (read, _, _) = Challenge::parse(&Games::standard(), &edited.to_text().unwrap())
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read.question, challenge.question);
    }
}
