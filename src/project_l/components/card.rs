//! Project L puzzle cards: colour, points, reward and the hole to fill on the 5×5 card,
//! card coordinates (`a1`–`e5`), and the card catalogue — the 52 base cards built in, or a
//! deck read from a YAML file.

use super::card_id;
use super::kind::Kind;
use crate::wording::count;
use crate::yaml;
use serde::Deserialize;
use std::fmt;

/// The side of the card grid.
pub const SIDE: u32 = 5;

/// The most cards a deck file may hold: ten times the base game's and its expansions'
/// together. Every command on a game replays it with its whole deck, so a deck of 10,000
/// cards made each take about 17 s.
pub const MAX_CARDS: usize = 1000;

/// A set of card cells as a bit mask: bit `row * 5 + column`, rows 0–4 top to bottom.
pub type CellMask = u32;

/// White or black card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }
}

/// What completing a card gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reward {
    /// A piece from the bank.
    Piece(Kind),
    /// Ambassador expansion: an extra master action, once.
    Ambassador,
    /// Ghost expansion: upgrade one of your pieces by one (`up1`) or two (`up2`) levels.
    LevelUp(u32),
}

impl Reward {
    fn parse(text: &str) -> Option<Reward> {
        match text {
            "M" | "m" => Some(Reward::Ambassador),
            "up1" => Some(Reward::LevelUp(1)),
            "up2" => Some(Reward::LevelUp(2)),
            _ => Kind::parse(text).map(Reward::Piece),
        }
    }
}

impl fmt::Display for Reward {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reward::Piece(kind) => write!(f, "{kind}"),
            Reward::Ambassador => f.write_str("M"),
            Reward::LevelUp(n) => write!(f, "up{n}"),
        }
    }
}

/// One puzzle card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub id: String,
    pub colour: Colour,
    pub points: u32,
    pub reward: Reward,
    /// The cells to fill.
    pub hole: CellMask,
}

impl Card {
    /// Number of cells to fill.
    pub fn cells(&self) -> u32 {
        self.hole.count_ones()
    }

    /// The card drawn as 5 rows: `#` a hole cell, `.` the card.
    pub fn draw(&self) -> Vec<String> {
        draw_cells(|cell| {
            if self.hole & (1 << cell) != 0 {
                '#'
            } else {
                '.'
            }
        })
    }
}

/// Draws the 5×5 card grid with a character per cell (cell = `row * 5 + column`).
pub fn draw_cells(label: impl Fn(u32) -> char) -> Vec<String> {
    (0..SIDE)
        .map(|row| (0..SIDE).map(|col| label(row * SIDE + col)).collect())
        .collect()
}

/// The name of a card cell: column letter `a`–`e`, row number `1`–`5` from the top.
pub fn cell_name(cell: u32) -> String {
    crate::geometry::cell_name((cell / SIDE) as usize, (cell % SIDE) as usize)
}

/// Parses a card cell name (`c3`, case-insensitive).
pub fn parse_cell(text: &str) -> Option<u32> {
    let (row, col) = crate::geometry::parse_cell_name(text)?;
    let side = SIDE as usize;
    (row < side && col < side).then(|| (row * side + col) as u32)
}

/// Why a card deck could not be read: the file, and what is wrong with which item.
pub type DeckError = crate::text_file::InFile<DeckErrorKind>;

/// What is wrong with a deck file.
#[derive(Debug, thiserror::Error)]
pub enum DeckErrorKind {
    #[error("cannot read the file: {0}")]
    Read(std::io::Error),
    #[error("invalid card deck: {0}")]
    Yaml(yaml::YamlError),
    #[error("the deck has no cards")]
    NoCards,
    #[error("the deck has {0} cards; a deck has at most {MAX_CARDS}")]
    TooManyCards(usize),
    /// Entry `index` (from 0; messages count from 1) of the `cards` list, card `id`.
    #[error("cards[{}]: card {id}: {reason}", .index + 1)]
    Card {
        index: usize,
        id: String,
        reason: CardError,
    },
    #[error("cards[{}]: card {id} is listed twice (ids are read ignoring case)", .index + 1)]
    Repeated { index: usize, id: String },
    /// Entry `index` has an id no move could name.
    #[error("cards[{}]: id {id:?}: {reason}", .index + 1)]
    Id {
        index: usize,
        id: String,
        reason: card_id::IdError,
    },
}

crate::errors::from_cause!(yaml::YamlError => DeckErrorKind::Yaml);

/// What is wrong with one card of a deck.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    #[error("reward {0:?} is not a piece kind, M or up1/up2")]
    Reward(String),
    #[error("hole: expected 5 rows of 5 characters, found {}", count(*.0, "row"))]
    Rows(usize),
    #[error("hole: row {row} has {}, expected 5", count(*found, "character"))]
    RowWidth { row: usize, found: usize },
    #[error("hole: row {row}: unexpected {found:?} (use '#' and '.')")]
    Character { row: usize, found: char },
    #[error("hole: the hole has no cells")]
    EmptyHole,
    #[error("hole: the hole is not connected")]
    Disconnected,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    cards: Vec<CardEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardEntry {
    id: String,
    colour: Colour,
    points: u32,
    reward: String,
    hole: String,
}

/// `" (did you mean W31?)"`: the id among `ids` written with the same letters and number as
/// `id` (see [`same_number`]), else one id near `id` with no other as near (`W13` for W12
/// or W14 is no guess); nothing when none is.
pub fn card_suggestion<'a>(id: &str, ids: impl IntoIterator<Item = &'a str> + Clone) -> String {
    match same_number(id, ids.clone()) {
        Some(other) => format!(" (did you mean {other}?)"),
        None => crate::wording::lone_suggestion(id, ids),
    }
}

/// The id among `ids` with the same letters (in any case) and number as `id`, its zeros
/// written otherwise: W31 for `W031`, W01 for `w1`.
pub fn same_number<'a>(id: &str, ids: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let number = |id: &str| {
        let digits = id.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        let letters = id[..id.len() - digits.len()].to_ascii_uppercase();
        Some((letters, digits.parse::<u32>().ok()?))
    };
    let wanted = number(id)?;
    ids.into_iter()
        .find(|other| number(other).as_ref() == Some(&wanted))
}

/// A deck of cards, looked up by id.
#[derive(Clone, Debug)]
pub struct Catalogue {
    cards: Vec<Card>,
}

const BASE_DECK: &str = include_str!("../../../puzzles/projectl/cards.yaml");

impl Catalogue {
    /// `" (did you mean W31?)"` for an id that names no card of the deck (see
    /// [`card_suggestion`]), or, for an expansion's id in a deck without that expansion,
    /// how to add its cards.
    pub fn suggestion(&self, id: &str) -> String {
        let letters: String = id.chars().take_while(char::is_ascii_alphabetic).collect();
        let letters = letters.to_ascii_uppercase();
        let expansion = ["GW", "GB", "AW", "AB"].contains(&letters.as_str());
        let in_deck = |c: &Card| c.id.to_ascii_uppercase().starts_with(&letters);
        if expansion && !self.cards.iter().any(in_deck) {
            // An expansion's id (GW01, AB02) asked of a deck without it.
            return " (an expansion's card: add its deck, as in --extra-cards \
                    puzzles/projectl/expansion-example.yaml)"
                .into();
        }
        card_suggestion(id, self.cards.iter().map(|c| c.id.as_str()))
    }

    /// The 52 cards of the base game.
    pub fn base() -> Catalogue {
        Catalogue::parse(BASE_DECK, "puzzles/projectl/cards.yaml").expect("the base deck is valid")
    }

    /// Reads a deck file (same format as `puzzles/projectl/cards.yaml`).
    pub fn load(path: &std::path::Path) -> Result<Catalogue, DeckError> {
        let file = path.display().to_string();
        let text = crate::text_file::read(path).map_err(|e| DeckError {
            file: file.clone(),
            kind: DeckErrorKind::Read(e),
        })?;
        Catalogue::parse(&text, &file)
    }

    /// Reads a deck from text; `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<Catalogue, DeckError> {
        Catalogue::parse_cards(text).map_err(|kind| DeckError {
            file: file.to_string(),
            kind,
        })
    }

    fn parse_cards(text: &str) -> Result<Catalogue, DeckErrorKind> {
        let raw: DeckFile = yaml::from_str(text)?;
        if raw.cards.is_empty() {
            return Err(DeckErrorKind::NoCards);
        }
        if raw.cards.len() > MAX_CARDS {
            return Err(DeckErrorKind::TooManyCards(raw.cards.len()));
        }
        let mut cards: Vec<Card> = Vec::new();
        for (index, entry) in raw.cards.into_iter().enumerate() {
            let id = entry.id.clone();
            card_id::check(&id).map_err(|reason| DeckErrorKind::Id {
                index,
                id: id.clone(),
                reason,
            })?;
            let card = card_from(entry).map_err(|reason| DeckErrorKind::Card {
                index,
                id: id.clone(),
                reason,
            })?;
            if cards.iter().any(|c| card_id::same(&c.id, &card.id)) {
                return Err(DeckErrorKind::Repeated { index, id });
            }
            cards.push(card);
        }
        Ok(Catalogue { cards })
    }

    /// A deck of these cards (ids are not checked for repeats: the caller does that).
    pub fn from_cards(cards: Vec<Card>) -> Catalogue {
        Catalogue { cards }
    }

    /// All cards, in deck order.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The card with this id (case-insensitive).
    pub fn get(&self, id: &str) -> Option<&Card> {
        self.cards.iter().find(|c| c.id.eq_ignore_ascii_case(id))
    }
}

fn card_from(entry: CardEntry) -> Result<Card, CardError> {
    let reward = Reward::parse(&entry.reward).ok_or(CardError::Reward(entry.reward))?;
    Ok(Card {
        id: entry.id,
        colour: entry.colour,
        points: entry.points,
        reward,
        hole: parse_hole(&entry.hole)?,
    })
}

fn parse_hole(drawing: &str) -> Result<CellMask, CardError> {
    let rows: Vec<&str> = drawing
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if rows.len() != SIDE as usize {
        return Err(CardError::Rows(rows.len()));
    }
    let mut hole = 0;
    for (r, row) in rows.iter().enumerate() {
        let found = row.chars().count();
        if found != SIDE as usize {
            return Err(CardError::RowWidth { row: r + 1, found });
        }
        for (c, ch) in row.chars().enumerate() {
            match ch {
                '#' => hole |= 1 << (r * 5 + c),
                '.' => {}
                _ => {
                    return Err(CardError::Character {
                        row: r + 1,
                        found: ch,
                    });
                }
            }
        }
    }
    if hole == 0 {
        return Err(CardError::EmptyHole);
    }
    if !is_connected(hole) {
        return Err(CardError::Disconnected);
    }
    Ok(hole)
}

/// Whether the cells are edge-connected.
pub fn is_connected(cells: CellMask) -> bool {
    if cells == 0 {
        return true;
    }
    let mut reached = cells & cells.wrapping_neg();
    loop {
        let grown = (reached | neighbours(reached)) & cells;
        if grown == reached {
            return reached == cells;
        }
        reached = grown;
    }
}

/// The cells next to any of `cells` by an edge (on the 5×5 grid).
pub fn neighbours(cells: CellMask) -> CellMask {
    const COLUMN_A: CellMask = 0b00001_00001_00001_00001_00001;
    const COLUMN_E: CellMask = COLUMN_A << 4;
    const ALL: CellMask = (1 << 25) - 1;
    ((cells & !COLUMN_E) << 1) | ((cells & !COLUMN_A) >> 1) | ((cells << 5) & ALL) | (cells >> 5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_base_deck_has_52_connected_cards() {
        let deck = Catalogue::base();
        let white: Vec<&Card> = deck
            .cards()
            .iter()
            .filter(|c| c.colour == Colour::White)
            .collect();
        let black: Vec<&Card> = deck
            .cards()
            .iter()
            .filter(|c| c.colour == Colour::Black)
            .collect();
        assert_eq!((white.len(), black.len()), (32, 20));
        assert_eq!(white.iter().map(|c| c.cells()).sum::<u32>(), 158);
        assert_eq!(black.iter().map(|c| c.cells()).sum::<u32>(), 248);
        assert!(deck.cards().iter().all(|c| is_connected(c.hole)));
        let w01 = deck.get("w01").unwrap();
        assert_eq!((w01.points, w01.reward), (2, Reward::Piece(Kind::I2)));
        assert_eq!(w01.draw()[1], ".###.");
    }

    #[test]
    fn cell_names_round_trip() {
        for cell in 0..25 {
            assert_eq!(parse_cell(&cell_name(cell)), Some(cell));
        }
        assert_eq!(cell_name(0), "a1");
        assert_eq!(cell_name(24), "e5");
        assert_eq!(parse_cell("c2"), Some(7));
        assert_eq!(parse_cell("f1"), None);
        assert_eq!(parse_cell("a6"), None);
        assert_eq!(parse_cell("a10"), None);
    }

    #[test]
    fn neighbours_stay_on_the_card() {
        assert_eq!(neighbours(1 << 0), (1 << 1) | (1 << 5));
        assert_eq!(neighbours(1 << 4), (1 << 3) | (1 << 9));
        assert_eq!(neighbours(1 << 5), (1 << 0) | (1 << 6) | (1 << 10));
        assert_eq!(neighbours(1 << 24), (1 << 23) | (1 << 19));
        assert!(!is_connected((1 << 4) | (1 << 5)), "e1 and a2 do not touch");
    }

    fn deck_error(deck: &str) -> DeckErrorKind {
        let err = Catalogue::parse(deck, "d.yaml").unwrap_err();
        assert_eq!(err.file, "d.yaml");
        err.kind
    }

    fn card_error(deck: &str) -> (usize, String, CardError) {
        match deck_error(deck) {
            DeckErrorKind::Card { index, id, reason } => (index, id, reason),
            other => panic!("not a card error: {other}"),
        }
    }

    const X1: &str = "cards:\n  - id: X1\n    colour: white\n    points: 1\n";

    #[test]
    fn bad_decks_name_the_card() {
        let reward = card_error(&format!("{X1}    reward: Q4\n    hole: \"#\"\n"));
        assert_eq!(reward, (0, "X1".into(), CardError::Reward("Q4".into())));
        let hole = "    hole: |\n      #....\n      .....\n      ..#..\n      .....\n      .....\n";
        let split = card_error(&format!("{X1}    reward: O1\n{hole}"));
        assert_eq!(split.2, CardError::Disconnected);
        let short = card_error(&format!("{X1}    reward: O1\n    hole: \"#\"\n"));
        assert_eq!(short.2, CardError::Rows(1));
        assert!(short.2.to_string().ends_with("found 1 row"), "{}", short.2);
        assert!(matches!(deck_error("cards: []\n"), DeckErrorKind::NoCards));
        let card = format!("{X1}    reward: O1\n    hole: \"#\"\n");
        let many = format!("cards:\n{}", card[7..].repeat(MAX_CARDS + 1));
        let too_many = deck_error(&many);
        assert!(
            matches!(too_many, DeckErrorKind::TooManyCards(1001)),
            "{too_many}"
        );
        assert!(matches!(deck_error("cards: [\n"), DeckErrorKind::Yaml(_)));
    }

    #[test]
    fn a_card_listed_twice_is_named() {
        let card = format!(
            "{X1}    reward: O1\n    hole: |\n      #....\n      .....\n      .....\n      .....\n      .....\n"
        );
        let twice = format!("{card}{}", card.trim_start_matches("cards:\n"));
        let err = deck_error(&twice);
        assert!(
            matches!(&err, DeckErrorKind::Repeated { index: 1, id } if id == "X1"),
            "{err}"
        );
        assert_eq!(
            err.to_string(),
            "cards[2]: card X1 is listed twice (ids are read ignoring case)"
        );
        let other_case = format!(
            "{card}{}",
            card.trim_start_matches("cards:\n").replace("X1", "x1")
        );
        assert!(matches!(
            deck_error(&other_case),
            DeckErrorKind::Repeated { index: 1, .. }
        ));
        let spaced = card.replace("id: X1", "id: 'X1 '");
        assert!(matches!(
            deck_error(&spaced),
            DeckErrorKind::Id { index: 0, .. }
        ));
    }

    #[test]
    fn a_card_id_is_matched_by_its_number_before_its_spelling() {
        let deck = super::Catalogue::base();
        let told =
            |id: &str| super::card_suggestion(id, deck.cards().iter().map(|c| c.id.as_str()));
        assert_eq!(told("W031"), " (did you mean W31?)");
        assert_eq!(told("b2"), " (did you mean B02?)");
        // B99 is as near B09 as B19: no guess. B2O (O for 0) is near B20 alone.
        assert_eq!(told("B99"), "");
        assert_eq!(told("B2O"), " (did you mean B20?)");
        assert_eq!(told("B21"), "");
    }

    #[test]
    fn an_expansions_card_asked_of_the_base_deck_says_how_to_add_it() {
        let deck = super::Catalogue::base();
        for id in ["GW01", "ab02", "AW01"] {
            let told = deck.suggestion(id);
            assert!(told.contains("--extra-cards"), "{id}: {told}");
        }
        assert_eq!(deck.suggestion("W031"), " (did you mean W31?)");
    }
}
