//! A game in progress as the play commands keep it: the game set up from its options, the
//! seed, and the history of moves in notation; the state is always the history replayed,
//! so a state file is checked every time it is read. [`GameSession`] is the same session
//! with its game's types hidden, so the play commands, the protocol and the arena handle
//! every game through one object.

use super::arena::{ArenaResult, Watch, arena, sample_chance};
use super::error::{MoveError, MoveReason, PlayError};
use super::hint::HintReport;
use crate::engine::{Bot, Budget, HintTime, Outcome, Playable, Players, Turn};
use crate::random::Rng;
use crate::yaml::{self, YamlError};

/// A game, its seed and its history, with the current state.
pub struct Session<G: Playable + Players> {
    pub game: G,
    /// The game's name in the table of games (and in its state file).
    pub name: &'static str,
    pub seed: u64,
    pub history: Vec<String>,
    pub state: G::State,
    /// The state before the last move and the move (none before the first), to say what
    /// it did.
    pub previous: Option<(G::State, G::Move)>,
}

/// How far `play bot` goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// One move.
    Move,
    /// To the end of the player's turn.
    Turn,
    /// To the end of the game, for every player.
    End,
}

impl<G: Playable + Players> Session<G> {
    /// A new game.
    pub fn new(name: &'static str, game: G, seed: u64) -> Session<G> {
        let state = game.initial();
        Session {
            game,
            name,
            seed,
            history: Vec::new(),
            state,
            previous: None,
        }
    }

    /// Replays a history; the error names the move that fails, counted from 1.
    pub fn replay(mut self, history: &[String]) -> Result<Session<G>, (usize, MoveError)> {
        for (i, text) in history.iter().enumerate() {
            self.play_text(text).map_err(|e| (i + 1, e))?;
        }
        Ok(self)
    }

    /// Plays one move given in notation; on an error nothing changes.
    pub fn play_text(&mut self, text: &str) -> Result<(), MoveError> {
        let refuse = |reason| MoveError {
            text: text.to_string(),
            reason,
        };
        if self.game.turn(&self.state) == Turn::Over {
            return Err(refuse(MoveReason::GameOver));
        }
        let mv = self
            .game
            .parse_move(&self.state, text)
            .map_err(|e| refuse(MoveReason::Rules(e.into())))?;
        self.play_move(&mv).map_err(|e| refuse(e.reason))
    }

    /// Plays a move already parsed.
    pub fn play_move(&mut self, mv: &G::Move) -> Result<(), MoveError> {
        let text = self.game.format_move(&self.state, mv);
        match self.game.play(&self.state, mv) {
            Ok(next) => {
                // Keep the history in the game's own spelling of the move.
                self.history.push(text);
                self.previous = Some((std::mem::replace(&mut self.state, next), mv.clone()));
                Ok(())
            }
            Err(e) => Err(MoveError {
                text,
                reason: MoveReason::Rules(e.into()),
            }),
        }
    }

    /// A random number generator for decisions at this point of the game: the same seed and
    /// history give the same numbers.
    pub fn rng(&self) -> Rng {
        Rng::new(self.seed ^ (self.history.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    fn bot(&self, name: &str, budget: Budget) -> Result<Box<dyn Bot<G>>, PlayError> {
        let offered = G::bots_for(self.game.options());
        (offered.contains(&name))
            .then(|| G::bot_within(name, budget))
            .flatten()
            .ok_or_else(|| PlayError::UnknownBot {
                name: name.to_string(),
                game: self.name,
                suggestion: crate::wording::suggestion(name, offered.iter().copied()),
                known: offered.join(", "),
            })
    }

    /// One bot move, or one sampled chance event.
    fn step(&mut self, bot: &mut dyn Bot<G>) -> Result<BotMove, PlayError> {
        let mut rng = self.rng();
        let chance = self.game.turn(&self.state) == Turn::Chance;
        let mv = match self.game.turn(&self.state) {
            Turn::Player(_) => bot.choose(&self.game, &self.state, &mut rng),
            Turn::Chance => sample_chance(&self.game, &self.state, &mut rng)
                .ok_or(PlayError::NoOutcome { game: self.name })?,
            Turn::Over => return Err(PlayError::GameOver),
        };
        let text = self.game.format_move(&self.state, &mv);
        self.play_move(&mv)
            .map_err(|refused| PlayError::BotRefused {
                bot: bot.name().to_string(),
                refused,
            })?;
        let did = GameSession::last_change(self);
        Ok(BotMove { text, chance, did })
    }
}

/// A move `bot_moves` played: the bot's choice, or a chance event drawn from the seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotMove {
    /// The move in the game's notation.
    pub text: String,
    /// Whether it was a chance event (Структура 25's die), drawn, not chosen by the bot.
    pub chance: bool,
    /// What it did, in words beside its notation (see `Game::describe_change`).
    pub did: Option<String>,
}

/// A session of any game, its types hidden: everything `play`, the protocol and the arena
/// do with a game.
pub trait GameSession {
    /// The game's name in the table of games.
    fn name(&self) -> &'static str;
    /// The session itself, for analyses written for one game (`challenge`), which look
    /// for their game's `Session<G>` behind it.
    fn as_any(&self) -> &dyn std::any::Any;
    fn seed(&self) -> u64;
    fn history(&self) -> &[String];
    fn players(&self) -> usize;
    fn player_name(&self, player: usize) -> String;
    fn turn(&self) -> Turn;
    /// What the player to move does now, when the turn is at a step of its own.
    fn step_text(&self) -> Option<String>;
    fn outcome(&self) -> Option<Outcome>;
    /// The result in words when the generic wording does not fit.
    fn result_text(&self) -> Option<String>;
    /// The legal moves in notation.
    fn legal_moves(&self) -> Vec<String>;
    /// What the last move did, in words beside its notation (see `Game::describe_change`).
    fn last_change(&self) -> Option<String>;
    /// Plays a move in notation; on an error nothing changes.
    fn play(&mut self, text: &str) -> Result<(), MoveError>;
    /// Whether `text` reads as a move in this game's notation here, legal or not.
    fn reads_move(&self, text: &str) -> bool;
    /// The legal moves nearest to what was typed (after a refusal), at most `most`, with
    /// the words the game knows another name for respelled first.
    fn nearest_moves(&self, typed: &str, most: usize) -> Vec<String>;
    /// Lets a bot play, thinking within `budget` per move (and samples chance events), to
    /// the end of the turn or the game; the moves played. A finished game is refused.
    fn bot_moves(
        &mut self,
        bot: &str,
        budget: Budget,
        until: Until,
    ) -> Result<Vec<BotMove>, PlayError>;
    /// Checks that a bot exists.
    fn check_bot(&self, bot: &str) -> Result<(), PlayError>;
    /// The game's bots, the default first.
    fn bots(&self) -> &'static [&'static str];
    /// Plays the chance event given, or one sampled from the seed; its notation.
    fn roll(&mut self, event: Option<&str>) -> Result<String, PlayError>;
    /// Takes back the last move.
    fn undo(&mut self) -> Result<(), PlayError>;
    /// Advice for the player to move, thinking about `time` at most (see
    /// [`Players::hint`]).
    fn hint(&self, time: HintTime) -> Result<HintReport, PlayError>;
    /// The state as a text board, possibly in colour (see `Game::board_text`).
    fn board_text(&self) -> Vec<String>;
    /// The state as a text board laid out for a terminal `columns` wide (see
    /// `Game::board_text_within`).
    fn board_text_within(&self, columns: usize) -> Vec<String>;
    /// The state in fewer lines, for a short screen, within `room` where the game can (see
    /// `Game::board_text_short`).
    fn board_text_short(&self, room: crate::engine::Room) -> Option<Vec<String>>;
    /// The state as a picture, for games that draw one.
    fn picture(&self) -> Option<crate::picture::Scene>;
    /// The state as data (see `Game::view`), for games that give it.
    fn view(&self) -> Option<crate::engine::view::JsonView>;
    /// The options the game was set up with, as a YAML tree for its state file.
    fn options(&self) -> Result<yaml::Value, YamlError>;
    /// The options a game set up with none is given (`None` if it cannot be set up so), to
    /// tell a variant from the defaults.
    fn default_options(&self) -> Option<yaml::Value>;
    /// The state as position-file text.
    fn export(&self) -> Result<String, PlayError>;
    /// What [`GameSession::export`] writes, as `play export` names it.
    fn exported(&self) -> &'static str;
    /// Bots against each other in games set up like this one (see [`arena`]), the
    /// searching ones thinking within `budget` per decision.
    fn arena(
        &self,
        bots: &[String],
        budget: Budget,
        games: u64,
        seed: u64,
        watch: &mut Watch,
    ) -> Result<ArenaResult, PlayError>;
}

impl<G: Playable + Players> GameSession for Session<G> {
    fn name(&self) -> &'static str {
        self.name
    }

    fn exported(&self) -> &'static str {
        G::EXPORTED
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn history(&self) -> &[String] {
        &self.history
    }

    fn players(&self) -> usize {
        self.game.players()
    }

    fn player_name(&self, player: usize) -> String {
        self.game.player_name(player)
    }

    fn turn(&self) -> Turn {
        self.game.turn(&self.state)
    }

    fn step_text(&self) -> Option<String> {
        self.game.step_text(&self.state)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome(&self.state)
    }

    fn result_text(&self) -> Option<String> {
        self.game.result_text(&self.state)
    }

    fn legal_moves(&self) -> Vec<String> {
        let moves = self.game.legal_moves(&self.state);
        moves
            .iter()
            .map(|m| self.game.format_move(&self.state, m))
            .collect()
    }

    fn last_change(&self) -> Option<String> {
        let (before, mv) = self.previous.as_ref()?;
        self.game.describe_change(before, mv, &self.state)
    }

    fn play(&mut self, text: &str) -> Result<(), MoveError> {
        self.play_text(text)
    }

    fn reads_move(&self, text: &str) -> bool {
        self.game.parse_move(&self.state, text).is_ok()
    }

    fn nearest_moves(&self, typed: &str, most: usize) -> Vec<String> {
        let respelled = self.game.respelled(&self.state, typed);
        super::nearest(
            respelled.as_deref().unwrap_or(typed),
            &self.legal_moves(),
            most,
        )
    }

    fn bot_moves(
        &mut self,
        bot: &str,
        budget: Budget,
        until: Until,
    ) -> Result<Vec<BotMove>, PlayError> {
        let mut chooser = self.bot(bot, budget)?;
        if self.game.turn(&self.state) == Turn::Over {
            return Err(PlayError::GameOver);
        }
        let mut played = Vec::new();
        while self.game.turn(&self.state) != Turn::Over {
            let before = self.state.clone();
            played.push(self.step(chooser.as_mut())?);
            let turn_over = !self.game.turn_continues(&before, &self.state);
            if until == Until::Move || (until == Until::Turn && turn_over) {
                break;
            }
        }
        Ok(played)
    }

    fn check_bot(&self, bot: &str) -> Result<(), PlayError> {
        self.bot(bot, Budget::Default).map(|_| ())
    }

    fn bots(&self) -> &'static [&'static str] {
        G::bots_for(self.game.options())
    }

    fn roll(&mut self, event: Option<&str>) -> Result<String, PlayError> {
        if self.game.turn(&self.state) != Turn::Chance {
            return Err(PlayError::NoChance);
        }
        let events = self.game.chance_events(&self.state);
        let chosen = match event {
            None => sample_chance(&self.game, &self.state, &mut self.rng()),
            Some(text) => events
                .iter()
                .map(|e| e.0.clone())
                .find(|e| names_event(&self.game.format_move(&self.state, e), text)),
        };
        let Some(mv) = chosen else {
            let known: Vec<String> = events
                .iter()
                .map(|e| self.game.format_move(&self.state, &e.0))
                .collect();
            return Err(PlayError::UnknownEvent {
                event: event.unwrap_or_default().to_string(),
                known: known.join(", "),
            });
        };
        let text = self.game.format_move(&self.state, &mv);
        self.play_move(&mv)?;
        Ok(text)
    }

    fn undo(&mut self) -> Result<(), PlayError> {
        let mut history = self.history.clone();
        history.pop().ok_or(PlayError::NothingToUndo)?;
        let game = G::from_options(self.game.options(), self.seed)
            .map_err(|e| PlayError::Setup(e.into()))?;
        let replayed = Session::new(self.name, game, self.seed)
            .replay(&history)
            .map_err(|(_, e)| PlayError::Move(e))?;
        *self = replayed;
        Ok(())
    }

    fn hint(&self, time: HintTime) -> Result<HintReport, PlayError> {
        let player = match self.game.turn(&self.state) {
            Turn::Player(p) => p,
            Turn::Chance => return Err(PlayError::NoPlayerToMove),
            Turn::Over => return Err(PlayError::GameOver),
        };
        let hint = self.game.hint(&self.state, time, &mut self.rng());
        let report = HintReport::new(&self.game, &self.state, player, hint);
        Ok(HintReport {
            cut_short: time.cut_short(),
            ..report
        })
    }

    fn board_text(&self) -> Vec<String> {
        self.game.board_text(&self.state)
    }

    fn board_text_within(&self, columns: usize) -> Vec<String> {
        self.game.board_text_within(&self.state, columns)
    }

    fn board_text_short(&self, room: crate::engine::Room) -> Option<Vec<String>> {
        self.game.board_text_short(&self.state, room)
    }

    fn picture(&self) -> Option<crate::picture::Scene> {
        self.game.picture(&self.state)
    }

    fn view(&self) -> Option<crate::engine::view::JsonView> {
        self.game.view(&self.state)
    }

    fn options(&self) -> Result<yaml::Value, YamlError> {
        yaml::to_value(self.game.options())
    }

    fn default_options(&self) -> Option<yaml::Value> {
        let game = G::from_options(&G::Options::default(), self.seed()).ok()?;
        yaml::to_value(game.options()).ok()
    }

    fn export(&self) -> Result<String, PlayError> {
        match self.game.export(&self.state) {
            None => Err(PlayError::NoPositions { game: self.name }),
            Some(result) => result.map_err(PlayError::Position),
        }
    }

    fn arena(
        &self,
        bots: &[String],
        budget: Budget,
        games: u64,
        seed: u64,
        watch: &mut Watch,
    ) -> Result<ArenaResult, PlayError> {
        let mut players = bots
            .iter()
            .map(|b| self.bot(b, budget))
            .collect::<Result<Vec<_>, _>>()?;
        arena(&self.game, self.name, &mut players, games, seed, watch)
    }
}

/// Whether `text` names a chance event written `notation`: the whole notation (`roll 4`),
/// or what follows its first word (`4`), in any case and spacing.
fn names_event(notation: &str, text: &str) -> bool {
    let words = |t: &str| {
        t.split_whitespace()
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
    };
    let (full, given) = (words(notation), words(text));
    full == given || full.get(1..) == Some(&given[..])
}
