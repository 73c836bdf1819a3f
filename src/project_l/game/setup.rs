//! Project L as a game the play layer can start: the options checked, the cards prepared,
//! the starting state dealt from the seed, and the options and bots a user may choose.

use super::options::{Difficulty, MAX_BANK, Options};
use super::state::{CardIndex, Markers, Offer, Phase, Player, State};
use super::{
    Aggressive, DEFENCE_STACK, Favourites, ProjectL, SetupError, Turns, aggressive_solo, deck,
    read_sheets, simultaneous, solo,
};
use crate::engine::{OptionKind, OptionSpec, Playable};
use crate::project_l::{Catalogue, Colour, Edition, Kind, Supply};
use crate::random::Rng;

/// Simultaneous turns take 4 to 6 players (6 need 24 black cards, checked with the deck),
/// never solo.
fn check_simultaneous(options: &Options, players: usize) -> Result<(), SetupError> {
    if options.turns != Some(Turns::Simultaneous) {
        return Ok(());
    }
    match (options.solo, players) {
        (Some(_), _) => Err(SetupError::SimultaneousSolo),
        (None, 4..=6) => Ok(()),
        (None, n) => Err(SetupError::SimultaneousPlayers(n)),
    }
}

/// The most players (6 with the Ghost expansion's black cards).
pub const MAX_PLAYERS: usize = 6;

/// Black cards in play by player count (2 to 6).
fn black_cards(players: usize) -> usize {
    [12, 14, 16, 20, 24][players - 2]
}

/// Refuses six players when the deck has fewer than 24 black cards, and a ghost bank too
/// large to keep.
fn check_deck(options: &Options, players: usize, deck: &Catalogue) -> Result<(), SetupError> {
    let black = deck::black_count(deck);
    if players == 6 && black < black_cards(6) {
        return Err(SetupError::SixPlayers(black));
    }
    match options.ghost_bank {
        Some(bank) if bank > MAX_BANK => Err(SetupError::GhostBankTooLarge {
            bank,
            most: MAX_BANK,
        }),
        _ => Ok(()),
    }
}

/// The player count the options give, checked against the solo game and the variants.
fn checked_players(options: &Options) -> Result<usize, SetupError> {
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
    match (options.aggressive, options.solo) {
        (Some(Aggressive::Duel), Some(_)) => Err(SetupError::AggressiveSolo),
        (Some(Aggressive::Duel), None) if players != 2 => {
            Err(SetupError::AggressivePlayers(players))
        }
        (Some(Aggressive::Solo), None) => Err(SetupError::AggressiveSoloAlone),
        _ if options.revised() && options.edition == Some(Edition::Czech) => {
            Err(SetupError::RevisedEdition)
        }
        _ => Ok(players),
    }
}

/// Refuses a bank too small for the pieces the setup hands out, or too large to keep.
fn check_bank(options: &Options, players: usize) -> Result<(), SetupError> {
    // Solo: your O1, the 4 locks, the opponent's O1s and perhaps an O1 favourite's marker.
    let marker = u32::from(options.favourite.is_some());
    let least = match (options.solo, options.aggressive) {
        (Some(_), Some(_)) => aggressive_solo::AGGRESSIVE_SOLO_O1 + marker,
        (Some(d), None) => 1 + 4 + d.opponent_pieces() + marker,
        // Two starting O1s and two defence stacks.
        (None, Some(_)) => 2 * (1 + DEFENCE_STACK),
        (None, None) => players as u32,
    };
    let bank = options.bank;
    if bank < least {
        return Err(SetupError::BankTooSmall { bank, least });
    }
    if bank > MAX_BANK {
        return Err(SetupError::BankTooLarge {
            bank,
            most: MAX_BANK,
        });
    }
    Ok(())
}

impl ProjectL {
    /// Checks the options and prepares the cards.
    pub fn new(options: &Options, seed: u64) -> Result<ProjectL, SetupError> {
        let players = checked_players(options)?;
        check_bank(options, players)?;
        let sheets = match &options.unlock_sheet {
            Some(text) => read_sheets(text, players)?,
            None => Vec::new(),
        };
        let (deck, fitters) = deck::deck(options)?;
        check_deck(options, players, deck)?;
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

    /// Pieces of each ghost kind in the bank at the start.
    pub fn ghost_bank(&self) -> u32 {
        let default = if deck::has_ghosts(self.deck) {
            deck::GHOST_BANK
        } else {
            0
        };
        self.options.ghost_bank.unwrap_or(default)
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
        let ghosts = self.ghost_bank();
        [Kind::P5, Kind::U5, Kind::L5]
            .iter()
            .for_each(|&k| bank.add(k, ghosts));
        let offer = self.deal_offer(&mut rng, &mut bank);
        let start = Supply::of(&[Kind::O1, Kind::I2]);
        let players: Vec<Player> = (0..self.players)
            .map(|_| {
                bank = bank.minus(&start).expect("the bank was checked");
                Player {
                    supply: start,
                    ..Player::default()
                }
            })
            .collect();
        let first = rng.below(self.players as u64) as usize;
        let mut state = State {
            offer,
            bank,
            players,
            first_player: first,
            to_move: first,
            actions: 0,
            master_used: false,
            turns_played: 0,
            last_turn: None,
            phase: Phase::Turns,
            attacks: Vec::new(),
            master_charge_used: false,
            level_ups: Vec::new(),
            black_taken: false,
            recycled: [0; 2],
            loser: None,
            markers: self
                .simultaneous()
                .then(|| Markers::new(first, self.players)),
        };
        self.deal_defences(&mut state);
        self.settle_favourites(&mut state, &mut rng);
        state
    }

    /// Shuffles the decks and deals the offer: two rows, the simultaneous game's four rows,
    /// or the solo game's columns (which take the virtual opponent's pieces from the bank).
    fn deal_offer(&self, rng: &mut Rng, bank: &mut Supply) -> Offer {
        let mut white = self.shuffled(Colour::White, rng);
        let mut black = self.shuffled(Colour::Black, rng);
        if let Some(difficulty) = self.options.solo {
            let pieces = self.solo_pieces(difficulty);
            return solo::setup(&mut white, &mut black, pieces, bank);
        }
        black.truncate(black_cards(self.players));
        if self.simultaneous() {
            let rows = simultaneous::deal(&mut white, &mut black);
            return Offer::Sides {
                white_deck: white,
                black_deck: black,
                rows,
            };
        }
        let deal = |deck: &mut Vec<CardIndex>| std::array::from_fn(|_| deck.pop());
        let (white_row, black_row) = (deal(&mut white), deal(&mut black));
        Offer::Rows {
            white_deck: white,
            black_deck: black,
            white: white_row,
            black: black_row,
        }
    }
}

impl Playable for ProjectL {
    type Options = Options;
    type SetupError = SetupError;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            name: "players",
            value_name: "N",
            help: "Number of players, 2 to 5, 6 with 24 black cards (--extra-cards) [default: \
                   2, or 1 with --solo]",
            kind: OptionKind::Number,
        },
        OptionSpec {
            name: "solo",
            value_name: "DIFFICULTY",
            help: "The solo game against the virtual opponent",
            kind: OptionKind::Choice(Difficulty::NAMES),
        },
        OptionSpec {
            name: "bank",
            value_name: "K",
            help: "Pieces of each kind in the bank [default: 15]",
            kind: OptionKind::Number,
        },
        OptionSpec {
            name: "favourite",
            value_name: "HOW",
            help: "Favourite-piece variant: choose (setup moves `favourite KIND`), random, or \
                   one level-3/4 kind per player in seat order (L4,T4)",
            kind: OptionKind::Text,
        },
        OptionSpec {
            name: "unlock-sheet",
            value_name: "FILE",
            help: "Piece-unlock variant: a YAML file of unlock sheets, one for all players or \
                   one per player (kept in the state file)",
            kind: OptionKind::TextFile(|text| {
                (super::unlock_sheet::parse_sheets(text).map(drop)).map_err(|e| e.to_string())
            }),
        },
        OptionSpec {
            name: "aggressive",
            value_name: "MODE",
            help: "Aggressive variants: duel (2 players: attacks, defence stacks and charges) \
                   or solo (with --solo: the solo game by the duel's rules)",
            kind: OptionKind::Choice(super::Aggressive::NAMES),
        },
        OptionSpec {
            name: "turns",
            value_name: "HOW",
            help: "single (one player at a time) or simultaneous (4-6 players; 6 need a deck of 24 black cards: the white and \
                   black markers' holders play, each from its own side's two rows of 3)",
            kind: OptionKind::Choice(super::Turns::NAMES),
        },
        OptionSpec {
            name: "edition",
            value_name: "SHEET",
            help: "Whose exchange rules: ukrainian (the default: up to the next level the bank \
                   holds, down to any level) or czech (the first edition: the same level, one \
                   down or one up; two up only when the bank has none one up)",
            kind: OptionKind::Choice(crate::project_l::Edition::NAMES),
        },
        OptionSpec {
            name: "rules",
            value_name: "RULEBOOK",
            help: "default (the seed sheets') or revised (the official 2.5 rulebook's: blind \
                   draws, recycling, unfinished cards count against you, a missing reward or \
                   upgrade piece replaced, one black card a turn at the end, the ↗ reward as \
                   two pieces) [default: default]",
            kind: OptionKind::Choice(super::Rules::NAMES),
        },
        OptionSpec {
            name: "cards",
            value_name: "FILE",
            help: "Play with the cards of this file instead of the base deck (repeatable; \
                   kept in the state file)",
            kind: OptionKind::TextFiles,
        },
        OptionSpec {
            name: "extra-cards",
            value_name: "FILE",
            help: "Add this file's cards to the deck, e.g. an expansion (repeatable; kept in \
                   the state file; puzzles/projectl/expansion-example.yaml is an example)",
            kind: OptionKind::TextFiles,
        },
        OptionSpec {
            name: "ghost-bank",
            value_name: "K",
            help: "Pieces of each ghost kind (P5 U5 L5) in the bank [default: 10 when the \
                   deck has ghost or level-up rewards, else 0]",
            kind: OptionKind::Number,
        },
    ];

    fn from_options(options: &Options, seed: u64) -> Result<ProjectL, SetupError> {
        ProjectL::new(options, seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    const EXPORTED: &'static str = "the player to move's plan state (read by `tessera plan`)";

    const EXPORT_FORMAT: Option<&'static str> = Some("plan-states");

    /// The player to move as a plan state (`tessera plan` reads it).
    fn export(&self, state: &State) -> Option<Result<String, crate::engine::BoxError>> {
        Some(super::export_plan_state(self, state).map_err(Into::into))
    }
}
