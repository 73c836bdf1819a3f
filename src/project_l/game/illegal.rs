//! Why a Project L move cannot be read or played, and why options do not make a game:
//! typed reasons, so callers match variants and the command line words them in one place.

use crate::project_l::MAX_UNFINISHED;
use crate::project_l::{ActionError, DecomposeError, Kind};

/// Why a move cannot be read or played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error(
        "not a move: a move starts with take, upgrade, exchange, place, master, \
         touch, done or pass, and variants add their own words (the forms with examples: \
         `tessera rules project-l`, or `notation` at the play vs prompt)"
    )]
    Unreadable,
    /// The word given, and `" (did you mean W31?)"` or nothing.
    #[error("{0:?} is neither a card nor a piece kind{1}")]
    UnknownCard(String, String),
    /// A piece kind written where the card goes (`place I2 W01 …`).
    #[error(
        "{0:?} is a piece kind where a card was expected: the card comes first, as in place W01 {0} b2 c2"
    )]
    KindForCard(String),
    /// A variant's move with its words missing or out of place: how it is written.
    #[error("write it as {0}")]
    Written(&'static str),
    /// The move stops short: nothing where `{0}` should be.
    #[error("{0} must follow")]
    Missing(&'static str),
    #[error("{0:?}: expected a card, a kind and its cells")]
    NoPiece(String),
    #[error("{card}: {reason}")]
    BadPiece { card: String, reason: String },
    #[error(transparent)]
    Action(#[from] ActionError),
    #[error("the game is over")]
    GameOver,
    #[error("only finishing touches (touch ...) or done now")]
    TouchesOnly,
    #[error("finishing touches come after the last round")]
    NotTouchesYet,
    #[error("pass is only for when no action is possible")]
    PassWithMovesLeft,
    #[error("the master action was already used this turn")]
    MasterUsed,
    #[error("a master action puts one piece on each card, and {0} has two")]
    MasterTwiceOnCard(String),
    #[error("the supply held too few {0} when the master action began")]
    MasterShort(Kind),
    #[error("{0} is not one of your unfinished cards")]
    NotYourCard(String),
    #[error("your supply has no {0}")]
    NotInSupply(Kind),
    #[error("those cells do not place a {kind} inside {card}'s hole")]
    OutsideHole { kind: Kind, card: String },
    #[error("{cell} of {card} is already covered")]
    Covered { cell: String, card: String },
    #[error("you already have {MAX_UNFINISHED} unfinished cards")]
    TooManyCards,
    #[error("{0} is not on offer")]
    NotOnOffer(String),
    #[error("{0} is in the other marker's rows: take from your marker's side")]
    OtherSide(String),
    #[error("{0} is not in the grid")]
    NotInGrid(String),
    #[error("favourites are chosen first: favourite KIND")]
    FavouritesFirst,
    #[error("favourites are chosen only at the start")]
    NotChoosingFavourites,
    #[error("a favourite piece is of level 3 or 4, not {0}")]
    FavouriteLevel(Kind),
    #[error("{kind} is already player {player}'s favourite")]
    FavouriteTaken { kind: Kind, player: usize },
    #[error("{0} is not the reward of a card in the grid")]
    FavouriteNotShown(Kind),
    #[error("{0} is locked: unlock it on your sheet first (unlock {0})")]
    Locked(Kind),
    #[error("this game has no unlock sheets (--unlock-sheet FILE)")]
    NoUnlockSheets,
    #[error("your unlock sheet has no slot under {0}")]
    NoSlot(Kind),
    #[error("{0} is already unlocked")]
    AlreadyUnlocked(Kind),
    #[error("an unlock is an action of its own, never part of a master action")]
    UnlockInMaster,
    /// The card id found inside another card's placement.
    #[error(
        "{0} is a card among the cells: separate the placements with commas, as in \
         `master W05 L4 b2 b3 c3 d3, B20 I2 c2 c3`"
    )]
    CommaMissing(String),
    #[error("charges and defences belong to the aggressive duel (--aggressive duel)")]
    NotAggressive,
    #[error("{0} is completed: charges go above unfinished cards")]
    ChargeCompleted(String),
    #[error("the master charge was already used this turn")]
    MasterChargeUsed,
    #[error("a master charge puts at most one piece above each card, and {0} has two")]
    MasterChargeTwice(String),
    #[error("an attack of {0} must be defended first (defend CARDS NxO1)")]
    DefendFirst(u32),
    #[error("there is no attack to defend against")]
    NoAttack,
    #[error("the defence makes {defence}, short of the attack's {strength}")]
    DefenceShort { strength: u32, defence: u32 },
    #[error("{0} is face down: it already stopped an attack")]
    FaceDown(String),
    #[error("{0} is not one of your completed cards")]
    NotYourCompleted(String),
    #[error("{0} is face down from its ambassador action: it cannot defend")]
    AmbassadorCannotDefend(String),
    #[error("{0} is named twice: one card cannot stop an attack twice")]
    DefendTwice(String),
    #[error(
        "your defence stack has {}, not {asked}",
        crate::wording::count(*have, "piece")
    )]
    DefencePieces { have: u32, asked: u32 },
    #[error("decompose: {0} (write the split as decompose P5 into O1 L4)")]
    BadSplit(String),
    #[error("decompose: {0}")]
    Decompose(DecomposeError),
    #[error("decompose: the bank has no {0} for the split")]
    SplitNotInBank(Kind),
    #[error("decompose: {0} placed but not taken by the split")]
    NotFromSplit(Kind),
    #[error("decompose: at most one new piece on each card, and {0} has two")]
    DecomposeTwiceOnCard(String),
    #[error("choose your level-up reward first (level-up FROM TO, or level-up none)")]
    LevelUpFirst,
    #[error("no level-up reward is waiting to be chosen")]
    NoLevelUp,
    #[error("the level-up raises {from} to level {level}, not to {to}")]
    LevelUpTarget { from: Kind, to: Kind, level: u32 },
    #[error("the level-up cannot raise {0}: the bank has no piece above it within reach")]
    LevelUpNone(Kind),
    #[error("{0} is not one of your completed ambassador (M) cards")]
    NotAmbassador(String),
    #[error("{0}'s ambassador action was already used (the card is face down)")]
    AmbassadorUsed(String),
    #[error("{0} is face down: it stopped an attack, so it gives no ambassador action")]
    AmbassadorDefended(String),
    #[error("an ambassador action puts one piece on each card, and {0} has two")]
    AmbassadorTwiceOnCard(String),
    #[error(
        "draw: write draw white or draw black{}",
        if .0.is_empty() { " (a move of the revised rules)".to_string() } else { format!(", not {:?}", .0) }
    )]
    DrawWhich(String),
    #[error("{0} belongs to the revised rules (--rules revised)")]
    NotRevised(&'static str),
    #[error("{0}: not in the solo game (its grid has one deck and lock pieces)")]
    RevisedSolo(&'static str),
    #[error("{0}: only the white marker's holder draws blind and recycles")]
    WhiteHolderOnly(&'static str),
    #[error("{what}: the {colour} deck is empty")]
    DeckEmpty {
        what: &'static str,
        colour: &'static str,
    },
    #[error("recycle: {0} is not in a row you may recycle")]
    RecycleNotInRow(String),
    #[error("recycle: name every card of the row once, in the order they go under the deck ({0})")]
    RecycleWhole(String),
    #[error("recycle: the end is triggered, so the black row is no longer refilled")]
    RecycleBlackEnding,
    #[error("the end is triggered: at most one black card a turn, and you took one this turn")]
    SecondBlack,
    #[error("level-up: only the ↗ reward (two levels) may raise two pieces one level each")]
    LevelUpPairNotTwo,
    #[error(
        "level-up: each of the two pieces goes exactly one level up, and {from} to {to} does not"
    )]
    LevelUpPairLevel { from: Kind, to: Kind },
    #[error("level-up: your supply has too few {0} for both raises")]
    LevelUpPairSupply(Kind),
    #[error("level-up: the bank has too few {0} for both raises")]
    LevelUpPairBank(Kind),
}

crate::errors::from_cause!(DecomposeError => Illegal::Decompose);

/// Why options do not make a Project L game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error(
        "Project L has 2 to 6 players (or 1 in the solo game, with the solo option: basic, \
         hard or unbeatable), not {0}"
    )]
    Players(usize),
    #[error(
        "6 players need 24 black cards (the Ghost expansion's) and this deck has {0}: add \
         them with --extra-cards FILE"
    )]
    SixPlayers(usize),
    #[error("{option}: {reason}")]
    Deck {
        option: &'static str,
        reason: String,
    },
    #[error("{option} {file}: card {id} is already in {first}")]
    CardRepeated {
        option: &'static str,
        file: String,
        id: String,
        first: String,
    },
    #[error("a ghost bank of {bank} of each kind is too large (at most {most})")]
    GhostBankTooLarge { bank: u32, most: u32 },
    #[error(
        "--rules revised has its own exchange rules (one level up, else two; down to any \
         level): leave out --edition czech"
    )]
    RevisedEdition,
    #[error("the solo game has 1 player, not {0}")]
    SoloPlayers(usize),
    #[error("a bank of {bank} of each kind is too small for this setup (at least {least})")]
    BankTooSmall { bank: u32, least: u32 },
    #[error("a bank of {bank} of each kind is too large (at most {most})")]
    BankTooLarge { bank: u32, most: u32 },
    #[error(
        "favourite: {0:?} is not choose, random or a piece kind of level 3 or 4 ({kinds}){hint}",
        kinds = super::favourite::kinds().join(" "),
        hint = super::favourite::setting_suggestion(.0)
    )]
    FavouriteUnknown(String),
    #[error("favourite: a favourite piece is of level 3 or 4, not {0}")]
    FavouriteLevel(Kind),
    #[error("favourite: two players cannot both have {0}")]
    FavouriteTwice(Kind),
    #[error(
        "favourite: {} given for {players} players (one each, in seat order)",
        crate::wording::count(*given, "kind")
    )]
    FavouriteCount { given: usize, players: usize },
    #[error("the aggressive duel is for 2 players, not {0}")]
    AggressivePlayers(usize),
    #[error(
        "the aggressive duel is not a solo game: for aggressive solo use --aggressive solo \
         with --solo DIFFICULTY"
    )]
    AggressiveSolo,
    #[error(
        "aggressive solo is a solo game: give its difficulty too \
         (--aggressive solo --solo basic|hard|unbeatable)"
    )]
    AggressiveSoloAlone,
    #[error("simultaneous turns are for 4 to 6 players, not {0}")]
    SimultaneousPlayers(usize),
    #[error("simultaneous turns are not a solo game")]
    SimultaneousSolo,
    #[error("unlock sheet: {0}")]
    Sheet(super::unlock_sheet::SheetError),
    #[error(
        "favourite: in the solo game the favourite is a reward shown on the starting grid \
         (choose or random), not given in advance"
    )]
    SoloFavouriteGiven,
}

crate::errors::from_cause!(super::unlock_sheet::SheetError => SetupError::Sheet);
