//! The state of a Project L game: decks, the offer (two rows, four rows of 3 with the
//! simultaneous turns' markers, or the solo game's 3×3 grid
//! with its lock pieces and the virtual opponent), the bank, the players (with their
//! favourites, unlock sheets, defence stacks and charges), and where the game is: choosing
//! favourites, turns, defences, finishing touches; the expansions' pending level-ups and
//! used ambassador cards.

use crate::project_l::{CellMask, Kind, Placed, Supply, cells_of, kinds_of};

/// A card, as its index in the game's catalogue.
pub type CardIndex = u16;

/// A card in front of a player with the pieces on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unfinished {
    pub card: CardIndex,
    pub pieces: Vec<Placed>,
}

impl Unfinished {
    /// The covered cells.
    pub fn filled(&self) -> CellMask {
        cells_of(&self.pieces)
    }

    /// The pieces on the card, as a supply.
    pub fn held(&self) -> Supply {
        kinds_of(&self.pieces)
    }
}

/// One player's pieces and cards.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Player {
    pub supply: Supply,
    pub cards: Vec<Unfinished>,
    pub completed: Vec<CardIndex>,
    /// Pieces placed as finishing touches (a point each off the score).
    pub touches: u32,
    /// Pieces left on cards completed by finishing touches (they return to no one).
    pub kept: Supply,
    /// The favourite kind (favourite-piece variant); one piece of it is out of play as the
    /// player's marker.
    pub favourite: Option<Kind>,
    /// Piece-unlock variant: the kinds unlocked on the player's sheet, in order, and the
    /// pieces filling their slots (out of play).
    pub unlocked: Vec<Kind>,
    pub on_sheet: Supply,
    /// Aggressive duel: `O1`s left in the defence stack, completed cards turned face down
    /// by a defence, and the charge pieces above unfinished cards.
    pub defence: u32,
    pub face_down: Vec<CardIndex>,
    pub charges: Vec<(CardIndex, Kind)>,
    /// Ambassador expansion: completed `M` cards whose ambassador action was used (turned
    /// face down; their points still count).
    pub ambassadors_used: Vec<CardIndex>,
}

/// The cards on offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// Two rows of 4, the white and the black deck's (top of a deck = its last card).
    Rows {
        white_deck: Vec<CardIndex>,
        black_deck: Vec<CardIndex>,
        white: [Option<CardIndex>; 4],
        black: [Option<CardIndex>; 4],
    },
    /// Simultaneous turns: four rows of 3 (see `Rows`).
    Sides {
        white_deck: Vec<CardIndex>,
        black_deck: Vec<CardIndex>,
        rows: Rows,
    },
    /// The solo game: one deck, a 3×3 grid, lock pieces above the columns (`O1`s, or mixed
    /// kinds in aggressive solo), and the virtual opponent's supply and score pile; in
    /// aggressive solo, the pile cards it turned face down to defend, and whether it failed
    /// to meet an attack.
    Solo {
        deck: Vec<CardIndex>,
        grid: [Option<CardIndex>; 9],
        locks: [Supply; 3],
        opponent_supply: Supply,
        opponent_pile: Vec<CardIndex>,
        opponent_face_down: Vec<CardIndex>,
        opponent_beaten: bool,
    },
}

impl Offer {
    /// The white deck and the black deck; `None` in the solo game (one deck).
    pub fn colour_decks(&self) -> Option<[&Vec<CardIndex>; 2]> {
        match self {
            Offer::Rows {
                white_deck,
                black_deck,
                ..
            }
            | Offer::Sides {
                white_deck,
                black_deck,
                ..
            } => Some([white_deck, black_deck]),
            Offer::Solo { .. } => None,
        }
    }

    /// [`Offer::colour_decks`], to change.
    pub fn colour_decks_mut(&mut self) -> Option<[&mut Vec<CardIndex>; 2]> {
        match self {
            Offer::Rows {
                white_deck,
                black_deck,
                ..
            }
            | Offer::Sides {
                white_deck,
                black_deck,
                ..
            } => Some([white_deck, black_deck]),
            Offer::Solo { .. } => None,
        }
    }
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Favourite-piece variant: this player chooses a favourite before the first turn.
    Favourites(usize),
    /// Aggressive duel: this player defends against the first pending attack, in the
    /// middle of the attacker's turn.
    Defend(usize),
    /// Turns of three actions.
    Turns,
    /// Finishing touches, player by player from the first player.
    Touches(usize),
    Over,
}

/// A state of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub offer: Offer,
    pub bank: Supply,
    pub players: Vec<Player>,
    pub first_player: usize,
    pub to_move: usize,
    /// Actions taken in the current turn (0–2).
    pub actions: u8,
    pub master_used: bool,
    /// Turns finished so far (all players).
    pub turns_played: u32,
    /// The number of the last turn of the game, once the end is triggered (counted like
    /// `turns_played`, from 0).
    pub last_turn: Option<u32>,
    pub phase: Phase,
    /// Aggressive duel: strengths of the attacks still to be defended, the first next; the
    /// master charge's use this turn; the player who could not meet an attack.
    pub attacks: Vec<u32>,
    pub master_charge_used: bool,
    pub loser: Option<usize>,
    /// Simultaneous turns: the markers.
    pub markers: Option<Markers>,
    /// Ghost expansion: level-up rewards (1 or 2 levels) the player to move has received
    /// and not yet chosen, the first next; the turn waits for them.
    pub level_ups: Vec<u32>,
    /// Revised rules: whether the player to move took a black card this turn after the end
    /// was triggered (one a turn then).
    pub black_taken: bool,
    /// Revised rules: the cards recycled so far under the white and the black deck. Every
    /// player saw them go under in order, and draws come from the top, so the deck's
    /// bottom `min(recycled, len)` cards are known.
    pub recycled: [usize; 2],
}

impl State {
    /// Every piece in the game by kind: the bank, supplies, cards, favourite markers, unlock
    /// sheets, defence stacks, charges, and the solo game's lock and opponent pieces. Pieces
    /// are never created or lost, so this never changes.
    pub fn all_pieces(&self) -> Supply {
        let mut all = self.bank;
        for player in &self.players {
            all = all
                .plus(&player.supply)
                .plus(&player.kept)
                .plus(&player.on_sheet);
            all.add(Kind::O1, player.defence);
            for &(_, kind) in &player.charges {
                all.add(kind, 1);
            }
            if let Some(marker) = player.favourite {
                all.add(marker, 1);
            }
            for card in &player.cards {
                all = all.plus(&card.held());
            }
        }
        if let Offer::Solo {
            locks,
            opponent_supply,
            ..
        } = &self.offer
        {
            all = locks
                .iter()
                .fold(all.plus(opponent_supply), |all, l| all.plus(l));
        }
        all
    }
}

/// Cards in each of the four rows.
pub const ROW: usize = 3;

/// The rows in order: white left, black left (the white marker's side), white right, black
/// right (the black marker's side).
pub type Rows = [[Option<CardIndex>; ROW]; 4];

/// Who holds the markers and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Markers {
    pub white: usize,
    pub black: usize,
    /// Whether the white holder's turn is over and the black holder's is being played.
    pub black_turn: bool,
    /// Once the black deck is empty: whether the first player has since received the white
    /// and the black marker.
    pub ending: Option<[bool; 2]>,
}

impl Markers {
    /// The first player holds the white marker; the 3rd player (4–5 players) or the 4th
    /// (6 players) the black.
    pub fn new(first: usize, players: usize) -> Markers {
        let black = if players == 6 { 3 } else { 2 };
        Markers {
            white: first,
            black: (first + black) % players,
            black_turn: false,
            ending: None,
        }
    }

    /// The rows this turn's holder may take from.
    pub fn side(&self) -> std::ops::Range<usize> {
        if self.black_turn { 2..4 } else { 0..2 }
    }
}
