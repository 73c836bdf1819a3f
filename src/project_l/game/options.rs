//! How a Project L game is set up, as the state file keeps it: the number of players, the
//! solo game's difficulty, the bank, and the variants.

use crate::project_l::{BANK_PER_KIND, Edition};
use serde::{Deserialize, Serialize};

/// The virtual opponent's strength in the solo game: its starting `O1`s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    Basic,
    Hard,
    Unbeatable,
}

impl Difficulty {
    /// The names the options accept.
    pub const NAMES: &'static [&'static str] = &["basic", "hard", "unbeatable"];

    /// The opponent's starting supply of `O1`s.
    pub fn opponent_pieces(self) -> u32 {
        match self {
            Difficulty::Basic => 6,
            Difficulty::Hard => 3,
            Difficulty::Unbeatable => 0,
        }
    }
}

/// How a game is set up (kept in the state file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// 2 to 5, or 1 for the solo game; unset: 2, or 1 with `solo`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<usize>,
    /// The solo game's difficulty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solo: Option<Difficulty>,
    /// Pieces of each kind in the bank at the start.
    #[serde(default = "default_bank")]
    pub bank: u32,
    /// The favourite-piece variant: `choose`, `random`, or one kind per player in seat
    /// order (`L4,T4`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub favourite: Option<String>,
    /// The piece-unlock variant: the text of the unlock sheet file.
    #[serde(
        default,
        rename = "unlock-sheet",
        skip_serializing_if = "Option::is_none"
    )]
    pub unlock_sheet: Option<String>,
    /// The aggressive duel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aggressive: Option<Aggressive>,
    /// Simultaneous turns (4–6 players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<Turns>,
    /// Whose exchange rules: the Ukrainian sheet's (unset) or the Czech first edition's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<Edition>,
    /// Card files that replace the base deck (their cards together), kept as text.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<DeckText>,
    /// Card files whose cards join the deck (expansions), kept as text.
    #[serde(default, rename = "extra-cards", skip_serializing_if = "Vec::is_empty")]
    pub extra_cards: Vec<DeckText>,
    /// Pieces of each ghost kind (P5, U5, L5) in the bank; unset: 10 when the deck has
    /// ghost or level-up rewards, else none.
    #[serde(
        default,
        rename = "ghost-bank",
        skip_serializing_if = "Option::is_none"
    )]
    pub ghost_bank: Option<u32>,
    /// Which rulebook: the seed sheets' (unset or `default`) or the official 2.5 rulebook's
    /// revised rules (`revised`, never the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
}

/// A card file as the state file keeps it: the name it was given by and its text.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckText {
    pub file: String,
    pub text: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            players: None,
            solo: None,
            bank: BANK_PER_KIND,
            favourite: None,
            unlock_sheet: None,
            aggressive: None,
            turns: None,
            edition: None,
            cards: Vec::new(),
            extra_cards: Vec::new(),
            ghost_bank: None,
            rules: None,
        }
    }
}

impl Options {
    /// Whether the revised rules (the official 2.5 rulebook's) are played.
    pub fn revised(&self) -> bool {
        self.rules == Some(Rules::Revised)
    }

    /// The number of players these options give.
    pub fn player_count(&self) -> usize {
        self.players
            .unwrap_or(if self.solo.is_some() { 1 } else { 2 })
    }
}

fn default_bank() -> u32 {
    BANK_PER_KIND
}

/// The largest bank the game takes (the state has room for two digits per kind).
pub const MAX_BANK: u32 = 99;

/// Which aggressive game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Aggressive {
    Duel,
    /// Aggressive solo: the solo game by the duel's rules (see `aggressive_solo`).
    Solo,
}

impl Aggressive {
    /// The names the options accept.
    pub const NAMES: &'static [&'static str] = &["duel", "solo"];
}

/// How turns are taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Turns {
    /// One player at a time (the base game).
    Single,
    /// Simultaneous turns: the white and the black marker's holders.
    Simultaneous,
}

impl Turns {
    /// The names the options accept.
    pub const NAMES: &'static [&'static str] = &["single", "simultaneous"];
}

/// Which rulebook a game follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rules {
    /// The seed sheets' rules with the spec's Decisions.
    Default,
    /// The official rulebook 2.5's revised rules: blind draws, recycling, unfinished cards
    /// against you, the missing-piece fallback, the end's black-card limit, the ↗ split.
    Revised,
}

impl Rules {
    /// The names the options accept.
    pub const NAMES: &'static [&'static str] = &["default", "revised"];
}
