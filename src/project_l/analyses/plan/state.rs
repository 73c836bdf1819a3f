//! The state file `tessera plan` reads: a player's supply, up to four unfinished cards with
//! the pieces already on them, the bank, and which cards to complete.
//!
//! ```yaml
//! supply: O1 I2 L4          # the pieces in hand
//! cards:                    # up to 4 unfinished cards
//!   - card: W05
//!     pieces: [L4 b2 b3 c3 d3]   # kind, then the card cells it covers
//!   - card: B20
//! bank: 14xO1 15xI2 ...     # optional: default 15 of each base kind less all the above
//! goal: [W05]               # optional: the cards to complete (default: all)
//! actions_left: 3           # optional: actions left in the current turn (1-3)
//! master_used: false        # optional: whether this turn's master action is used
//! level_ups: [up2]          # optional: level-up rewards waiting to be chosen, in order
//! ambassadors: [AW01]       # optional: completed M cards whose ambassador action is unused
//! ```

use crate::project_l::{
    ACTIONS_PER_TURN, BankError, Card, CardFitter, Catalogue, CellMask, Edition,
    GHOST_BANK_PER_KIND, Kind, PieceError, Placed, Reward, Supply, SupplyError, cell_name,
    cells_of, is_ghost, kinds_of, same_number,
};
use crate::yaml;
use serde::Deserialize;

/// A state file that could not be read: the file, and what is wrong with which item.
pub type StateFileError = crate::text_file::InFile<StateError>;

/// What is wrong with a state.
#[derive(Debug, thiserror::Error)]
pub enum StateError {
    #[error("cannot read the file: {0}")]
    Read(std::io::Error),
    #[error("invalid state file: {0}")]
    Yaml(yaml::YamlError),
    #[error("supply: {0}")]
    Supply(SupplyError),
    #[error(
        "line {line}: `{field}: -` reads in YAML as the start of a list: write no pieces as \
         `{field}: []` or `{field}: \"-\"`"
    )]
    BareDash { line: usize, field: String },
    #[error("cards: the state has no unfinished cards")]
    NoCards,
    #[error("cards: a player has at most {max} unfinished cards, not {0}", max = crate::project_l::MAX_UNFINISHED)]
    TooManyCards(usize),
    /// Entry `index` (from 0; messages count from 1) of the `cards` list.
    #[error("cards[{}]: {reason}", .index + 1)]
    Card {
        index: usize,
        reason: CardEntryError,
    },
    #[error("cards[{}]: card {id} is listed twice", .index + 1)]
    RepeatedCard { index: usize, id: String },
    #[error("{field}: {0}", field = .0.field())]
    Goal(GoalError),
    #[error("bank: {0}")]
    Bank(SupplyError),
    #[error("the player {0} (with the pieces on cards); give bank: to set the bank")]
    DefaultBank(BankError),
    #[error("actions_left: expected 1, 2 or 3, not {0}")]
    ActionsLeft(i64),
    /// Entry `index` (from 0; messages count from 1) of `level_ups`.
    #[error("level_ups[{}]: expected up1 or up2, not {text:?}", .index + 1)]
    LevelUp { index: usize, text: String },
    #[error("level_ups: at most {max} wait at once, not {0}", max = crate::project_l::MAX_UNFINISHED)]
    TooManyLevelUps(usize),
    /// Entry `index` (from 0; messages count from 1) of `ambassadors`.
    #[error("ambassadors[{}]: {reason}", .index + 1)]
    Ambassador {
        index: usize,
        reason: AmbassadorError,
    },
}

crate::errors::from_cause!(GoalError => StateError::Goal);

crate::errors::from_cause!(yaml::YamlError => StateError::Yaml);

/// What is wrong with one entry of a state's `ambassadors`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AmbassadorError {
    /// The id given, and `" (did you mean W31?)"` or nothing.
    #[error("no card {0:?} in the deck{1}")]
    UnknownCard(String, String),
    #[error("card {0}'s reward is not M (an ambassador action)")]
    NotAmbassador(String),
    #[error("card {0} is one of the unfinished cards; list completed M cards only")]
    Unfinished(String),
    #[error("card {0} is listed twice")]
    Repeated(String),
}

/// What is wrong with one card of a state.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardEntryError {
    /// The id given, and `" (did you mean W31?)"` or nothing.
    #[error("no card {0:?} in the deck{1}")]
    UnknownCard(String, String),
    /// Entry `index` (from 0; messages count from 1) of the card's `pieces`, written `text`.
    #[error("pieces[{}]: {text:?}: {reason}", .index + 1)]
    Piece {
        index: usize,
        text: String,
        reason: PieceError,
    },
    #[error("pieces[{}]: {text:?} overlaps the {other} at {}", .index + 1, cell_name(*cell))]
    Overlap {
        index: usize,
        text: String,
        other: Kind,
        cell: u32,
    },
    #[error("card {0} is already complete; list only unfinished cards")]
    Complete(String),
}

/// What is wrong with the cards to complete (`goal:` in the file, or `--goal`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GoalError {
    #[error("name at least one card, or leave the goal out for all")]
    Empty,
    /// The `index`-th id (from 0; messages count from 1) names no card of the state, whose
    /// ids are `cards`; the one written with the same number is suggested (`W5` for W05),
    /// not the nearest, which may be a card of the deck meant but not in the state.
    #[error(
        "{id:?} is not one of the state's cards{hint} ({})",
        cards.join(", "),
        hint = same_number(id, cards.iter().map(String::as_str))
            .map(|meant| format!(" (did you mean {meant}?)"))
            .unwrap_or_default()
    )]
    NotACard {
        index: usize,
        id: String,
        cards: Vec<String>,
    },
    #[error("{id} is named twice")]
    Repeated { index: usize, id: String },
}

impl GoalError {
    /// The item at fault in the file: `goal` or `goal[i]`.
    pub fn field(&self) -> String {
        match self {
            GoalError::Empty => "goal".to_string(),
            GoalError::NotACard { index, .. } | GoalError::Repeated { index, .. } => {
                format!("goal[{}]", index + 1)
            }
        }
    }
}

/// A card in front of the player with the pieces already on it.
#[derive(Clone, Debug)]
pub struct StateCard {
    pub card: Card,
    pub pieces: Vec<Placed>,
}

impl StateCard {
    /// The covered cells.
    pub fn filled(&self) -> CellMask {
        cells_of(&self.pieces)
    }

    /// The pieces on the card.
    pub fn held(&self) -> Supply {
        kinds_of(&self.pieces)
    }
}

/// A player's situation.
#[derive(Clone, Debug)]
pub struct PlanState {
    pub supply: Supply,
    pub bank: Supply,
    pub cards: Vec<StateCard>,
    /// Indices into `cards` of the cards to complete, in file order.
    pub goal: Vec<usize>,
    pub actions_left: u32,
    pub master_used: bool,
    /// Ghost expansion: level-up rewards (1 or 2 levels) waiting to be chosen, the first next.
    pub level_ups: Vec<u32>,
    /// Ambassador expansion: ids of completed `M` cards whose ambassador action is unused.
    pub ambassadors: Vec<String>,
    /// Whose exchange rules the plan follows (not in the file: the command's option).
    pub edition: Edition,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawState {
    #[serde(deserialize_with = "pieces_text")]
    supply: String,
    #[serde(default)]
    cards: Vec<RawCard>,
    bank: Option<String>,
    goal: Option<Vec<String>>,
    /// Read wide, so that a negative count is told the range, not the storage's.
    actions_left: Option<i64>,
    #[serde(default)]
    master_used: bool,
    #[serde(default)]
    level_ups: Vec<String>,
    #[serde(default)]
    ambassadors: Vec<String>,
}

/// Pieces written as one text (`O1 I2 2xL4`) or as a list of them (`[O1, I2, 2xL4]`),
/// read as one text.
fn pieces_text<'de, D: serde::Deserializer<'de>>(reader: D) -> Result<String, D::Error> {
    struct Pieces;
    impl<'de> serde::de::Visitor<'de> for Pieces {
        type Value = String;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("pieces, as in `O1 I2 2xL4` or `[O1, I2, 2xL4]`")
        }
        fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<String, E> {
            Ok(text.to_string())
        }
        fn visit_u64<E: serde::de::Error>(self, number: u64) -> Result<String, E> {
            Ok(number.to_string())
        }
        fn visit_i64<E: serde::de::Error>(self, number: i64) -> Result<String, E> {
            Ok(number.to_string())
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<String, E> {
            Ok(String::new())
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut list: A) -> Result<String, A::Error> {
            let mut words: Vec<String> = Vec::new();
            while let Some(word) = list.next_element::<String>()? {
                words.push(word);
            }
            Ok(words.join(" "))
        }
    }
    reader.deserialize_any(Pieces)
}

#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a card as a mapping, such as `- card: W05`"
)]
struct RawCard {
    card: String,
    #[serde(default)]
    pieces: Vec<String>,
}

impl PlanState {
    /// The turn, from 1, of the plan's action number `step` (from 0): the first turn has
    /// the state's actions left.
    pub fn turn_of(&self, step: usize) -> usize {
        let before = (ACTIONS_PER_TURN - self.actions_left) as usize;
        (step + before) / ACTIONS_PER_TURN as usize + 1
    }

    /// The turns a plan of `actions` actions spans.
    pub fn turns_for(&self, actions: usize) -> usize {
        actions.checked_sub(1).map_or(0, |last| self.turn_of(last))
    }

    /// Reads a state file; errors name the file and the item.
    pub fn load(path: &std::path::Path, deck: &Catalogue) -> Result<PlanState, StateFileError> {
        let file = path.display().to_string();
        crate::text_file::read(path)
            .map_err(StateError::Read)
            .and_then(|text| PlanState::parse(&text, deck))
            .map_err(|kind| StateFileError { file, kind })
    }

    /// Reads a state from text.
    pub fn parse(text: &str, deck: &Catalogue) -> Result<PlanState, StateError> {
        let raw: RawState =
            yaml::from_str(text).map_err(|e| bare_dash(text).unwrap_or(e.into()))?;
        let supply = Supply::parse(&raw.supply).map_err(StateError::Supply)?;
        if raw.cards.is_empty() {
            return Err(StateError::NoCards);
        }
        if raw.cards.len() > crate::project_l::MAX_UNFINISHED {
            return Err(StateError::TooManyCards(raw.cards.len()));
        }
        let mut cards: Vec<StateCard> = Vec::new();
        for (index, entry) in raw.cards.iter().enumerate() {
            let card =
                read_card(entry, deck).map_err(|reason| StateError::Card { index, reason })?;
            if cards.iter().any(|c| c.card.id == card.card.id) {
                let id = card.card.id;
                return Err(StateError::RepeatedCard { index, id });
            }
            cards.push(card);
        }
        let goal = read_goal(raw.goal.as_deref(), &cards)?;
        let waiting = !raw.level_ups.is_empty();
        let bank = read_bank(raw.bank.as_deref(), &supply, &cards, waiting)?;
        let actions_left = raw.actions_left.unwrap_or(3);
        let Some(actions_left) = u32::try_from(actions_left)
            .ok()
            .filter(|n| (1..=3).contains(n))
        else {
            return Err(StateError::ActionsLeft(actions_left));
        };
        Ok(PlanState {
            supply,
            bank,
            level_ups: read_level_ups(&raw.level_ups)?,
            ambassadors: read_ambassadors(&raw.ambassadors, &cards, deck)
                .map_err(|(index, reason)| StateError::Ambassador { index, reason })?,
            cards,
            goal,
            actions_left,
            master_used: raw.master_used,
            edition: Edition::default(),
        })
    }

    /// Sets the cards to complete by id (as `goal:` in the file does).
    pub fn choose_goal(&mut self, ids: &[String]) -> Result<(), GoalError> {
        self.goal = read_goal(Some(ids), &self.cards)?;
        Ok(())
    }

    /// The cards to complete.
    pub fn goal_cards(&self) -> impl Iterator<Item = &StateCard> + '_ {
        self.goal.iter().map(|&i| &self.cards[i])
    }
}

/// A state whose `supply:` or `bank:` is a bare `-` (as `play show` writes an empty
/// supply), which YAML reads as the start of a list: the line, and how to write it.
fn bare_dash(text: &str) -> Option<StateError> {
    text.lines().enumerate().find_map(|(i, line)| {
        let line = line.split(" #").next().unwrap_or(line);
        let (field, value) = line.split_once(':')?;
        let field = field.trim();
        (["supply", "bank"].contains(&field) && value.trim() == "-").then(|| StateError::BareDash {
            line: i + 1,
            field: field.to_string(),
        })
    })
}

fn read_card(entry: &RawCard, deck: &Catalogue) -> Result<StateCard, CardEntryError> {
    let card = deck
        .get(&entry.card)
        .ok_or_else(|| {
            CardEntryError::UnknownCard(entry.card.clone(), deck.suggestion(&entry.card))
        })?
        .clone();
    let fitter = CardFitter::new(&card);
    let mut pieces: Vec<Placed> = Vec::new();
    for (index, text) in entry.pieces.iter().enumerate() {
        let piece = fitter
            .parse_piece(text)
            .map_err(|reason| CardEntryError::Piece {
                index,
                text: text.clone(),
                reason,
            })?;
        if let Some(other) = pieces.iter().find(|p| p.cells & piece.cells != 0) {
            return Err(CardEntryError::Overlap {
                index,
                text: text.clone(),
                other: other.kind,
                cell: (other.cells & piece.cells).trailing_zeros(),
            });
        }
        pieces.push(piece);
    }
    let state = StateCard { card, pieces };
    if state.filled() == state.card.hole {
        return Err(CardEntryError::Complete(state.card.id));
    }
    Ok(state)
}

fn read_level_ups(texts: &[String]) -> Result<Vec<u32>, StateError> {
    if texts.len() > crate::project_l::MAX_UNFINISHED {
        return Err(StateError::TooManyLevelUps(texts.len()));
    }
    let read = |(index, text): (usize, &String)| match text.to_ascii_lowercase().as_str() {
        "up1" => Ok(1),
        "up2" => Ok(2),
        _ => Err(StateError::LevelUp {
            index,
            text: text.clone(),
        }),
    };
    texts.iter().enumerate().map(read).collect()
}

fn read_ambassadors(
    ids: &[String],
    cards: &[StateCard],
    deck: &Catalogue,
) -> Result<Vec<String>, (usize, AmbassadorError)> {
    let mut read: Vec<String> = Vec::new();
    for (index, id) in ids.iter().enumerate() {
        let card = deck.get(id).ok_or_else(|| {
            (
                index,
                AmbassadorError::UnknownCard(id.clone(), deck.suggestion(id)),
            )
        })?;
        let id = card.id.clone();
        let refused = if card.reward != Reward::Ambassador {
            Some(AmbassadorError::NotAmbassador(id.clone()))
        } else if cards.iter().any(|c| c.card.id == id) {
            Some(AmbassadorError::Unfinished(id.clone()))
        } else if read.contains(&id) {
            Some(AmbassadorError::Repeated(id.clone()))
        } else {
            None
        };
        if let Some(reason) = refused {
            return Err((index, reason));
        }
        read.push(id);
    }
    Ok(read)
}

fn read_goal(goal: Option<&[String]>, cards: &[StateCard]) -> Result<Vec<usize>, GoalError> {
    let Some(ids) = goal else {
        return Ok((0..cards.len()).collect());
    };
    if ids.is_empty() {
        return Err(GoalError::Empty);
    }
    let mut goal = Vec::new();
    for (index, id) in ids.iter().enumerate() {
        let at = cards
            .iter()
            .position(|c| c.card.id.eq_ignore_ascii_case(id))
            .ok_or_else(|| GoalError::NotACard {
                index,
                id: id.clone(),
                cards: cards.iter().map(|c| c.card.id.clone()).collect(),
            })?;
        if goal.contains(&at) {
            let id = cards[at].card.id.clone();
            return Err(GoalError::Repeated { index, id });
        }
        goal.push(at);
    }
    goal.sort_unstable();
    Ok(goal)
}

/// The bank as given, or the default: 15 of each base kind less the player's, and when a
/// ghost may come (held, a card's reward or a level-up, waiting or to come) 10 of each ghost
/// kind less the player's.
fn read_bank(
    bank: Option<&str>,
    supply: &Supply,
    cards: &[StateCard],
    waiting: bool,
) -> Result<Supply, StateError> {
    if let Some(text) = bank {
        return Supply::parse(text).map_err(StateError::Bank);
    }
    let held = cards.iter().fold(*supply, |all, c| all.plus(&c.held()));
    let mut bank = Supply::default_bank(&held).map_err(StateError::DefaultBank)?;
    let gives_ghosts = |c: &StateCard| match c.card.reward {
        Reward::Piece(kind) => is_ghost(kind),
        Reward::LevelUp(_) => true,
        Reward::Ambassador => false,
    };
    let ghosts = Kind::ALL.into_iter().filter(|&k| is_ghost(k));
    if waiting || cards.iter().any(gives_ghosts) || ghosts.clone().any(|k| held.count(k) > 0) {
        ghosts.for_each(|k| bank.add(k, GHOST_BANK_PER_KIND.saturating_sub(held.count(k))));
    }
    Ok(bank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::{BANK_PER_KIND, Kind};

    fn parse(text: &str) -> Result<PlanState, StateError> {
        PlanState::parse(text, &Catalogue::base())
    }

    #[test]
    fn turns_count_from_the_actions_left() {
        // One action left: action 1 ends turn 1, actions 2-4 are turn 2, action 5 turn 3.
        let state = parse("supply: O1\ncards: [{card: W31}]\nactions_left: 1\n").unwrap();
        let turns: Vec<usize> = (0..5).map(|step| state.turn_of(step)).collect();
        assert_eq!(turns, [1, 2, 2, 2, 3]);
        assert_eq!((state.turns_for(0), state.turns_for(4)), (0, 2));
    }

    #[test]
    fn a_state_reads_with_its_defaults() {
        let state =
            parse("supply: O1 I2\ncards:\n  - card: W31\n    pieces: [I2 b3 c3]\n  - card: w09\n")
                .unwrap();
        assert_eq!(state.cards.len(), 2);
        assert_eq!(state.goal, vec![0, 1]);
        assert_eq!(state.actions_left, 3);
        assert_eq!(state.bank.count(Kind::I2), BANK_PER_KIND - 2);
        assert_eq!(state.cards[0].held(), Supply::of(&[Kind::I2]));
        // The pieces in hand may be a list; a count or an empty entry reads as text does.
        let listed = parse("supply: [O1, 2xI2]\ncards: [{card: W31}]\n").unwrap();
        assert_eq!(listed.supply, Supply::parse("O1 I2 I2").unwrap());
        let none = parse("supply:\ncards: [{card: W31}]\n").unwrap();
        assert_eq!(none.supply, Supply::new());
        // `-` is how an empty supply is shown; quoted, it reads as none.
        let dash = parse("supply: \"-\"\ncards: [{card: W31}]\n").unwrap();
        assert_eq!(dash.supply, Supply::new());
    }

    #[test]
    fn a_bare_dash_is_told_how_to_write_no_pieces() {
        // Unquoted, YAML reads `-` as a list's first entry, in a place no list may start.
        let error = parse("cards: [{card: W31}]\nsupply: -  # none\n")
            .err()
            .unwrap();
        assert_eq!(
            error.to_string(),
            "line 2: `supply: -` reads in YAML as the start of a list: write no pieces as \
             `supply: []` or `supply: \"-\"`"
        );
    }

    #[test]
    fn a_mistyped_card_id_is_given_the_id_meant() {
        assert_eq!(
            card_refused("supply: O1\ncards: [{card: W031}]\n").to_string(),
            "no card \"W031\" in the deck (did you mean W31?)"
        );
        let goal = refused("supply: O1\ncards: [{card: W31}, {card: W09}]\ngoal: [W9]\n");
        assert_eq!(
            goal.to_string(),
            "goal[1]: \"W9\" is not one of the state's cards (did you mean W09?) (W31, W09)"
        );
    }

    fn refused(text: &str) -> StateError {
        parse(text).unwrap_err()
    }

    fn card_refused(text: &str) -> CardEntryError {
        match refused(text) {
            StateError::Card { index: 0, reason } => reason,
            other => panic!("not an error of cards[0]: {other}"),
        }
    }

    #[test]
    fn bad_states_say_which_part_is_wrong() {
        let cards = "cards: [{card: W31}]\n";
        assert!(matches!(
            refused("supply: O1\ncards: []\n"),
            StateError::NoCards
        ));
        assert!(matches!(
            refused(&format!("supply: Q1\n{cards}")),
            StateError::Supply(SupplyError::UnknownKind(_))
        ));
        let twice = refused("supply: O1\ncards: [{card: W31}, {card: w31}]\n");
        assert!(
            matches!(&twice, StateError::RepeatedCard { index: 1, id } if id == "W31"),
            "{twice}"
        );
        let goal = refused(&format!("supply: O1\n{cards}goal: [W09]\n"));
        assert!(
            matches!(
                &goal,
                StateError::Goal(GoalError::NotACard { index: 0, .. })
            ),
            "{goal}"
        );
        assert!(
            goal.to_string()
                .starts_with("goal[1]: \"W09\" is not one of the state's cards (W31)")
        );
        let empty = refused(&format!("supply: O1\n{cards}goal: []\n"));
        assert!(
            empty
                .to_string()
                .starts_with("goal: name at least one card"),
            "{empty}"
        );
        for told in [4, -1] {
            assert!(matches!(
                refused(&format!("supply: O1\n{cards}actions_left: {told}\n")),
                StateError::ActionsLeft(n) if n == told
            ));
        }
        assert!(matches!(
            refused(&format!("supply: O1\n{cards}colour: red\n")),
            StateError::Yaml(_)
        ));
        let (kind, held) = (Kind::O1, 16);
        assert!(matches!(
            refused(&format!("supply: 16xO1\n{cards}")),
            StateError::DefaultBank(e) if e == BankError { kind, held }
        ));
    }

    #[test]
    fn bad_cards_say_which_piece_is_wrong() {
        let on_w31 =
            |pieces: &str| format!("supply: O1\ncards: [{{card: W31, pieces: [{pieces}]}}]\n");
        assert_eq!(
            card_refused("supply: O1\ncards: [{card: W99}]\n"),
            CardEntryError::UnknownCard("W99".into(), String::new())
        );
        assert_eq!(
            card_refused(&on_w31("O4 b3 c3 b4 c4")),
            CardEntryError::Complete("W31".into())
        );
        let overlap = card_refused(&on_w31("I2 b3 b4, I2 b3 c3"));
        assert!(
            matches!(
                overlap,
                CardEntryError::Overlap {
                    index: 1,
                    other: Kind::I2,
                    ..
                }
            ),
            "{overlap}"
        );
        let outside = card_refused(&on_w31("I2 a1 a2"));
        assert!(
            matches!(
                outside,
                CardEntryError::Piece {
                    index: 0,
                    reason: PieceError::OutsideTheHole { .. },
                    ..
                }
            ),
            "{outside}"
        );
        let shape = card_refused(&on_w31("I3 b3 c3"));
        let not_i3 = PieceError::NotTheShape { kind: Kind::I3 };
        assert!(
            matches!(&shape, CardEntryError::Piece { reason, .. } if *reason == not_i3),
            "{shape}"
        );
    }
}
