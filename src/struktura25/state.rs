//! The state of a game of Структура 25: each player's chips on the grid and in hand,
//! scores, stability tokens, the once-per-game flags, whose turn, and where in a turn the
//! game stands (a move, the die after an uncancelled collapse, or choosing chips to
//! remove).

use super::combo::Spent;
use super::grid::{self, Cells};
use super::readings::{Line2, Readings};

/// Players at most.
pub const MAX_PLAYERS: usize = 4;
/// Chips per player.
pub const CHIPS: u8 = 10;
/// Stability tokens in the game.
pub const TOKENS: u8 = 8;
/// Tokens one player may earn in a game.
pub const MAX_EARNED: u8 = 2;
/// The winning score.
pub const TARGET: u8 = 25;
/// The score a collapse leaves at most.
pub const AFTER_COLLAPSE: u8 = 24;
/// Turns each player has before the game ends on points.
pub const TURN_CAP: u16 = 60;

/// Where the current turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The player to move chooses a move.
    Move,
    /// An uncancelled collapse: the die is rolled next.
    Roll,
    /// The die asked for this many of the player's chips, and they have more: they choose.
    Remove(u8),
}

/// One player's side of the state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Side {
    pub chips: Cells,
    pub hand: u8,
    pub score: u8,
    /// Tokens held (earned and not spent).
    pub held: u8,
    pub earned: u8,
    pub spent: Spent,
}

/// A state of the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// One side per seat; only the first [`State::players`] are in the game.
    pub sides: [Side; MAX_PLAYERS],
    players: u8,
    /// Tokens in the common supply.
    pub supply: u8,
    pub to_move: usize,
    pub phase: Phase,
    /// Turns completed, all players together.
    pub turns: u16,
    /// Who reached exactly 25.
    pub winner: Option<usize>,
    /// The rules options for the readings the sheet leaves open.
    pub readings: Readings,
}

/// Why a game has ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The player (from 0) reached exactly 25.
    Won(usize),
    /// Every player has had the 60 turns of the cap.
    TurnCap,
    /// No player has a chip in hand and an empty cell to put it on.
    NobodyCanPlace,
}

impl std::fmt::Display for End {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            End::Won(player) => write!(f, "player {} has exactly 25", player + 1),
            End::TurnCap => write!(f, "every player has had the {TURN_CAP} turns of the cap"),
            End::NobodyCanPlace => f.write_str("nobody can place a chip"),
        }
    }
}

impl State {
    /// The empty grid, every chip in hand, every token in the supply, player 1 to move.
    pub fn new(players: usize) -> State {
        let side = Side {
            hand: CHIPS,
            ..Side::default()
        };
        State {
            sides: [side; MAX_PLAYERS],
            players: players as u8,
            supply: TOKENS,
            to_move: 0,
            phase: Phase::Move,
            turns: 0,
            winner: None,
            readings: Readings::default(),
        }
    }

    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The sides of the players in the game.
    pub fn active(&self) -> &[Side] {
        &self.sides[..self.players()]
    }

    /// Every chip on the grid.
    pub fn occupied(&self) -> Cells {
        self.active().iter().fold(0, |all, s| all | s.chips)
    }

    pub fn empty(&self) -> Cells {
        grid::ALL & !self.occupied()
    }

    /// Whether a player has a move other than passing: a chip in hand and an empty cell.
    pub fn can_place(&self, player: usize) -> bool {
        self.sides[player].hand > 0 && self.empty() != 0
    }

    /// Whether the game has ended: a win, the turn cap, or nobody able to place.
    pub fn is_over(&self) -> bool {
        self.end().is_some()
    }

    /// Why the game has ended, if it has.
    pub fn end(&self) -> Option<End> {
        if let Some(player) = self.winner {
            Some(End::Won(player))
        } else if self.turns >= TURN_CAP * self.players() as u16 {
            Some(End::TurnCap)
        } else if self.phase == Phase::Move && (0..self.players()).all(|p| !self.can_place(p)) {
            Some(End::NobodyCanPlace)
        } else {
            None
        }
    }

    /// The once-per-game combinations `player` can no longer activate: their own, and with
    /// `line2: once` the line of 2 once anyone has activated it.
    pub fn spent_for(&self, player: usize) -> Spent {
        let mut spent = self.sides[player].spent;
        if self.readings.line2 == Line2::Once {
            spent.line2 |= self.active().iter().any(|s| s.spent.line2);
        }
        spent
    }

    /// The player gets a token if the supply has one and they may earn another.
    pub fn earn_token(&mut self, player: usize) {
        let side = &mut self.sides[player];
        if self.supply > 0 && side.earned < MAX_EARNED {
            self.supply -= 1;
            side.earned += 1;
            side.held += 1;
        }
    }

    /// Ends the current player's turn: the next player in seat order is to move.
    pub fn end_turn(&mut self) {
        self.phase = Phase::Move;
        self.turns += 1;
        self.to_move = (self.to_move + 1) % self.players();
    }

    /// Takes chips off the grid back into their owner's hand.
    pub fn take_back(&mut self, player: usize, chips: Cells) {
        let side = &mut self.sides[player];
        side.chips &= !chips;
        side.hand += chips.count_ones() as u8;
    }
}

/// The number of chips a die face removes: 1–2 one, 3–4 two, 5–6 three.
pub fn chips_for_face(face: u8) -> u8 {
    face.div_ceil(2)
}
