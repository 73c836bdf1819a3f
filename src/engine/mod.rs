//! The one game interface every game implements — whose turn it is (a player, chance, or
//! nobody at the end), the legal moves, playing a move (or saying why it is illegal), the
//! outcome, and move notation — so that `play`, bots and the arena are written once.
//! A game is set up from its options ([`Playable`]) and played by its bots ([`Players`]);
//! everything random comes from the seed the driver keeps, through chance turns the driver
//! samples or a script forces.

mod bot;
mod budget;
mod hint;
mod players;
mod rulebook;
mod setup;
pub mod view;

pub use bot::{Bot, RandomBot};
pub use budget::{Budget, BudgetError, MOST_MILLIS, MOST_NODES};
pub use hint::{Figure, Hint, HintTime};
pub use players::Players;
pub use rulebook::{Rulebook, UnknownVariant, Variant};
pub use setup::{BoxError, OptionKind, OptionSpec, Playable};

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Player(usize),
    /// A random event: the driver picks one of [`Game::chance_events`].
    Chance,
    Over,
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// One score per player, higher is better.
    pub scores: Vec<i64>,
    /// The winners (several for a shared result, none when a built-in opponent won).
    pub winners: Vec<usize>,
}

/// The room a short drawing has on a screen (see [`Game::board_text_short`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Room {
    /// The widest its lines may be.
    pub columns: usize,
    /// The most lines it may take, where the screen's height is known.
    pub lines: Option<usize>,
}

impl Room {
    /// The full drawing's width, for a terminal of 80 columns, and any height.
    pub const WIDE: Room = Room {
        columns: 78,
        lines: None,
    };
}

/// A game's rules, set up for one game.
pub trait Game {
    type State: Clone;
    type Move: Clone + PartialEq + std::fmt::Debug;
    /// Why a move cannot be read or played: the game's own typed reasons.
    type Illegal: std::error::Error + Send + Sync + 'static;

    /// The game's name in messages (`polyssimo`, `project-l`, `s25`).
    fn name(&self) -> &'static str;

    fn players(&self) -> usize;

    /// The state before the first move.
    fn initial(&self) -> Self::State;

    /// The state before the first move of a game seeded with `seed`, for games whose setup
    /// is random (shuffled decks); the others ignore the seed.
    fn initial_seeded(&self, _seed: u64) -> Self::State {
        self.initial()
    }

    fn turn(&self, state: &Self::State) -> Turn;

    /// The moves the player to move may make (none on chance turns or at the end).
    fn legal_moves(&self, state: &Self::State) -> Vec<Self::Move>;

    /// On a chance turn, the possible events with their weights.
    fn chance_events(&self, _state: &Self::State) -> Vec<(Self::Move, u32)> {
        Vec::new()
    }

    /// The state after `mv`, or why `mv` is illegal here.
    fn play(&self, state: &Self::State, mv: &Self::Move) -> Result<Self::State, Self::Illegal>;

    /// Whether the move from `before` to `after` left the same player in the middle of one
    /// turn (a turn of several actions); `play bot --until turn` stops when it did not.
    fn turn_continues(&self, _before: &Self::State, _after: &Self::State) -> bool {
        false
    }

    /// What the player to move does now, in a few words, when the turn is at a step of its
    /// own (an action of several, a removal after a collapse, the draft): `play status`
    /// says it beside whose move it is. `None` for a plain move.
    fn step_text(&self, _state: &Self::State) -> Option<String> {
        None
    }

    /// The result, once the game is over.
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;

    /// How to say the result when the generic "X wins; scores: ..." does not fit (a solo
    /// game against a built-in opponent).
    fn result_text(&self, _state: &Self::State) -> Option<String> {
        None
    }

    /// A player's name.
    fn player_name(&self, player: usize) -> String {
        format!("player {}", player + 1)
    }

    /// Writes a move in the game's notation.
    fn format_move(&self, state: &Self::State, mv: &Self::Move) -> String;

    /// What the move `mv` from `before` to `after` did, in words a person watching reads
    /// beside its notation (`play vs`): e.g. the cards taken or completed and the score;
    /// `None` when the notation says it all.
    fn describe_change(
        &self,
        _before: &Self::State,
        _mv: &Self::Move,
        _after: &Self::State,
    ) -> Option<String> {
        None
    }

    /// What was typed, with any word the game knows another name for written as the
    /// notation writes it (Polyssimo: a hexomino's board letter `c` as `X16`), so the nearest
    /// legal moves offered after a refusal start with the one meant; `None` when nothing
    /// changes.
    fn respelled(&self, _state: &Self::State, _typed: &str) -> Option<String> {
        None
    }

    /// Reads a move written in the game's notation (legal or not).
    fn parse_move(&self, state: &Self::State, text: &str) -> Result<Self::Move, Self::Illegal>;

    /// The state as a text board for `play show`, coloured with `picture::terminal`
    /// where colour helps (the writer takes it out when `--color` says so; a program that
    /// wants plain text calls `picture::terminal::plain`).
    fn board_text(&self, state: &Self::State) -> Vec<String>;

    /// [`Game::board_text`] laid out for a terminal `columns` wide (`play show` at a
    /// terminal): every line of the full drawing kept, only wrapped or rearranged so that
    /// fewer run past the edge. The full drawing where the game has no other layout.
    fn board_text_within(&self, state: &Self::State, _columns: usize) -> Vec<String> {
        self.board_text(state)
    }

    /// The state in fewer lines than [`Game::board_text`], for a screen too short for it
    /// (`play vs` on a terminal of 24 rows): what the player to move chooses from kept
    /// whole, the rest shortened; within `room` (78 columns on a terminal of 80, fewer on a
    /// narrower one) where the game can draw it so. `None` where the full drawing is short
    /// already.
    fn board_text_short(&self, _state: &Self::State, _room: Room) -> Option<Vec<String>> {
        None
    }

    /// The state as a picture for `play show --svg`, for games that draw one.
    fn picture(&self, _state: &Self::State) -> Option<crate::picture::Scene> {
        None
    }

    /// The state as data for `play show --json` (see [`view`]), for games that give it.
    fn view(&self, _state: &Self::State) -> Option<view::JsonView> {
        None
    }
}
