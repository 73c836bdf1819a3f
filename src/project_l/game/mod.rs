//! Project L as a [`Game`](crate::engine::Game): the base game for 2–5 players and the solo
//! game against the virtual opponent (basic, hard, unbeatable), with the favourite-piece,
//! piece-unlock, aggressive-duel, aggressive-solo and simultaneous-turns variants. Decks are shuffled and the first player drawn from the game's
//! seed when it is set up, so the game has no chance turns and a state file replays from
//! its seed and history alone.

mod aggressive;
mod aggressive_legal;
mod aggressive_solo;
#[cfg(test)]
mod aggressive_solo_tests;
#[cfg(test)]
mod aggressive_tests;
mod engine_impl;
mod favourite;
#[cfg(test)]
mod favourite_tests;
mod illegal;
mod legal;
mod moves;
mod picture;
mod render;
mod render_cards;
mod rules;
mod simultaneous;
#[cfg(test)]
mod simultaneous_tests;
mod solo;
mod state;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
mod unlock;
mod unlock_sheet;
#[cfg(test)]
mod unlock_tests;

pub use aggressive::{Aggressive, DEFENCE_STACK};
pub use aggressive_solo::least_loss;
pub use favourite::{Favourites, choosing_order};
pub use illegal::{Illegal, SetupError};
pub use legal::offered as offered_cards;
pub use moves::{Defence, Move, OnCard, format_move, parse_move};
pub use rules::{MAX_UNFINISHED, ROUND_LIMIT};
pub use simultaneous::Turns;
pub use solo::opponent_target;
pub use state::{CardIndex, Markers, Offer, Phase, Player, State, Unfinished};
pub use unlock::acquired;
pub use unlock_sheet::{Sheet, SheetError, Slot, read_sheets};

use crate::project_l::{BANK_PER_KIND, CardFitter, Catalogue, Colour, Edition, Kind, Supply};
use crate::random::Rng;
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
    /// Simultaneous turns (4–5 players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<Turns>,
    /// Whose exchange rules: the Ukrainian sheet's (unset) or the Czech first edition's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<Edition>,
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
        }
    }
}

impl Options {
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

/// Simultaneous turns take 4 or 5 players (6 need the Ghost expansion), never solo.
fn check_simultaneous(options: &Options, players: usize) -> Result<(), SetupError> {
    if options.turns != Some(Turns::Simultaneous) {
        return Ok(());
    }
    match (options.solo, players) {
        (Some(_), _) => Err(SetupError::SimultaneousSolo),
        (None, 4 | 5) => Ok(()),
        (None, 6) => Err(SetupError::SimultaneousGhost),
        (None, n) => Err(SetupError::SimultaneousPlayers(n)),
    }
}

/// The rules of one game, set up from its options and seed.
pub struct ProjectL {
    /// The options, with the number of players filled in.
    pub options: Options,
    players: usize,
    seed: u64,
    pub deck: &'static Catalogue,
    pub fitters: &'static [CardFitter],
    /// Each player's unlock sheet (none without the piece-unlock variant).
    sheets: Vec<Sheet>,
}

/// The base deck and its card fitters, prepared once per process.
fn base_cards() -> &'static (Catalogue, Vec<CardFitter>) {
    static CARDS: std::sync::OnceLock<(Catalogue, Vec<CardFitter>)> = std::sync::OnceLock::new();
    CARDS.get_or_init(|| {
        let deck = Catalogue::base();
        let fitters = deck.cards().iter().map(CardFitter::new).collect();
        (deck, fitters)
    })
}

/// The most players of the base game.
pub const MAX_PLAYERS: usize = 5;

/// Black cards in play by player count (2 to 5).
fn black_cards(players: usize) -> usize {
    [12, 14, 16, 20][players - 2]
}

impl ProjectL {
    /// Checks the options and prepares the cards.
    pub fn new(options: &Options, seed: u64) -> Result<ProjectL, SetupError> {
        let players = options.player_count();
        check_simultaneous(options, players)?;
        match options.solo {
            Some(_) if players != 1 => return Err(SetupError::SoloPlayers(players)),
            None if !(2..=MAX_PLAYERS).contains(&players) => {
                return Err(SetupError::Players(players));
            }
            _ => {}
        }
        if let Some(text) = &options.favourite {
            Favourites::parse(text, players, options.solo.is_some())?;
        }
        // Solo: your O1, the 4 locks, the opponent's O1s and perhaps an O1 favourite's marker.
        let marker = u32::from(options.favourite.is_some());
        match (options.aggressive, options.solo) {
            (Some(Aggressive::Duel), Some(_)) => return Err(SetupError::AggressiveSolo),
            (Some(Aggressive::Duel), None) if players != 2 => {
                return Err(SetupError::AggressivePlayers(players));
            }
            (Some(Aggressive::Solo), None) => return Err(SetupError::AggressiveSoloAlone),
            _ => {}
        }
        let least = match (options.solo, options.aggressive) {
            (Some(_), Some(_)) => aggressive_solo::AGGRESSIVE_SOLO_O1 + marker,
            (Some(d), None) => 1 + 4 + d.opponent_pieces() + marker,
            // Two starting O1s and two defence stacks.
            (None, Some(_)) => 2 * (1 + DEFENCE_STACK),
            (None, None) => players as u32,
        };
        if options.bank < least {
            return Err(SetupError::BankTooSmall {
                bank: options.bank,
                least,
            });
        }
        if options.bank > MAX_BANK {
            return Err(SetupError::BankTooLarge {
                bank: options.bank,
                most: MAX_BANK,
            });
        }
        let sheets = match &options.unlock_sheet {
            Some(text) => read_sheets(text, players)?,
            None => Vec::new(),
        };
        let (deck, fitters) = base_cards();
        Ok(ProjectL {
            options: Options {
                players: Some(players),
                ..options.clone()
            },
            players,
            seed,
            deck,
            fitters,
            sheets,
        })
    }

    /// The edition whose exchange rules apply.
    pub fn edition(&self) -> Edition {
        self.options.edition.unwrap_or_default()
    }

    /// Whether this is the solo game.
    pub fn solo(&self) -> Option<Difficulty> {
        self.options.solo
    }

    fn shuffled(&self, colour: Colour, rng: &mut Rng) -> Vec<CardIndex> {
        let mut cards: Vec<CardIndex> = (0..self.deck.cards().len())
            .filter(|&i| self.deck.cards()[i].colour == colour)
            .map(|i| i as CardIndex)
            .collect();
        for i in (1..cards.len()).rev() {
            cards.swap(i, rng.below(i as u64 + 1) as usize);
        }
        cards
    }

    /// The state before the first move: decks shuffled from the seed, the offer dealt, the
    /// starting pieces handed out, the first player drawn.
    pub fn setup(&self, seed: u64) -> State {
        let mut rng = Rng::new(seed ^ 0x5052_4f4a_4543_544c);
        let mut bank = Supply::new();
        Kind::BASE
            .iter()
            .for_each(|&k| bank.add(k, self.options.bank));
        let mut white = self.shuffled(Colour::White, &mut rng);
        let mut black = self.shuffled(Colour::Black, &mut rng);
        let players = self.players;
        let offer = match self.options.solo {
            None if self.simultaneous() => {
                black.truncate(black_cards(players));
                let rows = simultaneous::deal(&mut white, &mut black);
                Offer::Sides {
                    white_deck: white,
                    black_deck: black,
                    rows,
                }
            }
            None => {
                black.truncate(black_cards(players));
                let deal = |deck: &mut Vec<CardIndex>| std::array::from_fn(|_| deck.pop());
                let (white_row, black_row) = (deal(&mut white), deal(&mut black));
                Offer::Rows {
                    white_deck: white,
                    black_deck: black,
                    white: white_row,
                    black: black_row,
                }
            }
            Some(difficulty) => {
                let pieces = self.solo_pieces(difficulty);
                solo::setup(&mut white, &mut black, pieces, &mut bank)
            }
        };
        let start = Supply::of(&[Kind::O1, Kind::I2]);
        let players_state: Vec<Player> = (0..players)
            .map(|_| {
                bank = bank.minus(&start).expect("the bank was checked");
                Player {
                    supply: start,
                    ..Player::default()
                }
            })
            .collect();
        let first = rng.below(players as u64) as usize;
        let mut state = State {
            offer,
            bank,
            players: players_state,
            first_player: first,
            to_move: first,
            actions: 0,
            master_used: false,
            turns_played: 0,
            last_turn: None,
            phase: Phase::Turns,
            attacks: Vec::new(),
            master_charge_used: false,
            loser: None,
            markers: self.simultaneous().then(|| Markers::new(first, players)),
        };
        self.deal_defences(&mut state);
        self.settle_favourites(&mut state, &mut rng);
        state
    }
}
