//! Project L piece kinds (levels 1–4 of the base game, level 5 of the Ghost expansion) and
//! supplies: how many pieces of each kind a player, a bank or a card holds.

use crate::geometry::Shape;
use crate::pieces::named_set;
use std::fmt;

/// A kind of Project L piece; its level is its number of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    O1,
    I2,
    I3,
    L3,
    I4,
    O4,
    L4,
    Z4,
    T4,
    P5,
    U5,
    L5,
}

impl Kind {
    /// All kinds, base game first, in level order.
    pub const ALL: [Kind; 12] = [
        Kind::O1,
        Kind::I2,
        Kind::I3,
        Kind::L3,
        Kind::I4,
        Kind::O4,
        Kind::L4,
        Kind::Z4,
        Kind::T4,
        Kind::P5,
        Kind::U5,
        Kind::L5,
    ];
    /// The nine kinds of the base game.
    pub const BASE: [Kind; 9] = [
        Kind::O1,
        Kind::I2,
        Kind::I3,
        Kind::L3,
        Kind::I4,
        Kind::O4,
        Kind::L4,
        Kind::Z4,
        Kind::T4,
    ];

    /// Index in [`Kind::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The name used everywhere: `O1`, `I2`, … `L5`.
    pub fn name(self) -> &'static str {
        [
            "O1", "I2", "I3", "L3", "I4", "O4", "L4", "Z4", "T4", "P5", "U5", "L5",
        ][self.index()]
    }

    /// The number of cells, which is the level.
    pub fn level(self) -> u32 {
        [1, 2, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5][self.index()]
    }

    /// The shape, as drawn in the piece catalogue's Project L sets (looked up there alone:
    /// a search of every set would enumerate the hexominoes at each call).
    pub fn shape(self) -> Shape {
        let set = if self.level() == 5 {
            "project-l-ghost"
        } else {
            "project-l"
        };
        (named_set(set).into_iter().flatten())
            .find(|p| p.name == self.name())
            .map(|p| p.shape)
            .expect("the piece catalogue has every Project L kind")
    }

    /// Parses a kind name (`O1`, `l4` …; case-insensitive).
    pub fn parse(text: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(text))
    }

    /// `" (did you mean L4?)"` for a mistyped kind name near one of the kinds, else nothing.
    pub fn suggestion(typed: &str) -> String {
        crate::wording::suggestion(typed, Kind::ALL.map(Kind::name))
    }

    /// The kinds of one level.
    pub fn of_level(level: u32) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |k| k.level() == level)
    }

    /// The level a level-up reward of `levels` raises this kind to, given which levels the
    /// bank can give (`open`): the level `levels` above (5 at most) when open, else the one
    /// above that, else none — the upgrade's rule (the spec's Decision, with and without
    /// the revised rules). A ghost is never raised.
    pub fn level_up_level(self, levels: u32, open: impl Fn(u32) -> bool) -> Option<u32> {
        let target = (self.level() + levels).min(5);
        (target > self.level())
            .then(|| [target, target + 1].into_iter().filter(|&l| l <= 5))
            .into_iter()
            .flatten()
            .find(|&level| open(level))
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Pieces of each base kind in the game (the rules' default; the Ukrainian sheet has 10).
pub const BANK_PER_KIND: u32 = 15;

/// Pieces of each ghost kind (level 5) in the bank when the deck has ghost or level-up
/// rewards (the Ghost expansion's 10); the game's setup and `plan`'s default bank use it.
pub const GHOST_BANK_PER_KIND: u32 = 10;

/// A multiset of pieces: a count per kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Supply {
    counts: [u8; 12],
}

/// Why a supply text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SupplyError {
    #[error(
        "{0:?} is not a piece kind{hint} (kinds: O1 I2 I3 L3 I4 O4 L4 Z4 T4, ghost P5 U5 L5)",
        hint = Kind::suggestion(.0)
    )]
    UnknownKind(String),
    /// A count written another way than `2xL4` (`2L4`, `2*L4`, `L4x2`, or `2 L4`).
    #[error("{typed:?}: a count goes before the kind, with an 'x': {meant}")]
    CountForm { typed: String, meant: String },
    #[error("{0:?}: a count must be a whole number from 1 to 99 before the 'x', as in 2xL4")]
    BadCount(String),
    #[error("{0:?}: the count is too large (at most 99)")]
    CountTooLarge(String),
    #[error("{0:?}: a count needs a piece kind after the 'x', as in 2xL4")]
    MissingKind(String),
}

/// Why the default bank cannot be worked out: the pieces held include more of `kind` than
/// the game has.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("holds {held} {kind} but the game has only {BANK_PER_KIND}")]
pub struct BankError {
    pub kind: Kind,
    pub held: u32,
}

impl Supply {
    /// The empty supply.
    pub fn new() -> Supply {
        Supply::default()
    }

    /// A supply of the given kinds (repeat a kind for several pieces).
    pub fn of(kinds: &[Kind]) -> Supply {
        let mut supply = Supply::new();
        kinds.iter().for_each(|&k| supply.add(k, 1));
        supply
    }

    /// Parses `"O1 I2 2xL4"`: kinds separated by spaces or commas, each optionally with a
    /// count and `x` before it. An empty text, or `-` (as an empty supply is shown), is the
    /// empty supply.
    pub fn parse(text: &str) -> Result<Supply, SupplyError> {
        let mut supply = Supply::new();
        // `-` is how an empty supply is written (`Display`).
        if text.trim() == "-" {
            return Ok(supply);
        }
        let mut tokens = text
            .split([' ', ',', '\t'])
            .filter(|t| !t.is_empty())
            .peekable();
        while let Some(token) = tokens.next() {
            let (count, kind) =
                parse_token(token).map_err(|error| retold(error, token, tokens.peek()))?;
            supply.add(kind, count);
        }
        Ok(supply)
    }

    /// How many pieces of `kind`.
    pub fn count(&self, kind: Kind) -> u32 {
        u32::from(self.counts[kind.index()])
    }

    /// Adds `n` pieces of `kind` (saturating at 255).
    pub fn add(&mut self, kind: Kind, n: u32) {
        let slot = &mut self.counts[kind.index()];
        *slot = (u32::from(*slot) + n).min(255) as u8;
    }

    /// Removes one piece of `kind`; false if there is none.
    pub fn remove(&mut self, kind: Kind) -> bool {
        let slot = &mut self.counts[kind.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Total number of pieces.
    pub fn pieces(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// Total number of cells (sum of levels).
    pub fn cells(&self) -> u32 {
        Kind::ALL.iter().map(|&k| self.count(k) * k.level()).sum()
    }

    /// The kinds present, each with its count.
    pub fn iter(&self) -> impl Iterator<Item = (Kind, u32)> + '_ {
        Kind::ALL
            .into_iter()
            .map(|k| (k, self.count(k)))
            .filter(|&(_, n)| n > 0)
    }

    /// Whether every piece of `other` is also in `self`.
    pub fn contains(&self, other: &Supply) -> bool {
        Kind::ALL.iter().all(|&k| self.count(k) >= other.count(k))
    }

    /// The pieces of `self` not in `other` (none below zero), or `None` if `other` has a
    /// piece `self` lacks.
    pub fn minus(&self, other: &Supply) -> Option<Supply> {
        let mut out = *self;
        for k in Kind::ALL {
            out.counts[k.index()] = self.counts[k.index()].checked_sub(other.counts[k.index()])?;
        }
        Some(out)
    }

    /// The bank of a game with `BANK_PER_KIND` of each base kind, less `supply`; an error
    /// if the supply holds more of a kind than the game has.
    pub fn default_bank(supply: &Supply) -> Result<Supply, BankError> {
        let mut bank = Supply::new();
        for kind in Kind::BASE {
            let held = supply.count(kind);
            if held > BANK_PER_KIND {
                return Err(BankError { kind, held });
            }
            bank.add(kind, BANK_PER_KIND - held);
        }
        Ok(bank)
    }

    /// The counts as one number, 8 bits each, `Kind::ALL` order from the lowest bits: for
    /// quick hashing.
    pub fn packed(&self) -> u128 {
        let mut bytes = [0u8; 16];
        bytes[..12].copy_from_slice(&self.counts);
        u128::from_le_bytes(bytes)
    }

    /// The multiset union: the larger count of each kind.
    pub fn union(&self, other: &Supply) -> Supply {
        Supply {
            counts: std::array::from_fn(|k| self.counts[k].max(other.counts[k])),
        }
    }

    /// The multiset intersection: the smaller count of each kind.
    pub fn intersection(&self, other: &Supply) -> Supply {
        Supply {
            counts: std::array::from_fn(|k| self.counts[k].min(other.counts[k])),
        }
    }

    /// Both supplies together.
    pub fn plus(&self, other: &Supply) -> Supply {
        Supply {
            counts: std::array::from_fn(|k| self.counts[k].saturating_add(other.counts[k])),
        }
    }
}

fn parse_token(token: &str) -> Result<(u32, Kind), SupplyError> {
    let (count, name) = match token.find(['x', 'X']) {
        Some(i) if i > 0 && token[..i].chars().all(|c| c.is_ascii_digit() || c == '-') => {
            (parse_count(token, &token[..i])?, &token[i + 1..])
        }
        _ => (1, token),
    };
    if name.is_empty() {
        return Err(SupplyError::MissingKind(token.to_string()));
    }
    let kind = Kind::parse(name).ok_or_else(|| SupplyError::UnknownKind(name.to_string()))?;
    Ok((count, kind))
}

/// `error` told as a count written another way when `token` reads as one (`2L4`), or
/// as one parted from its kind (`2`, then `next` is `L4`).
fn retold(error: SupplyError, token: &str, next: Option<&&str>) -> SupplyError {
    let lone = token.chars().all(|c| c.is_ascii_digit());
    let typed = match next {
        Some(next) if lone => format!("{token} {next}"),
        _ => token.to_string(),
    };
    match count_form(&typed) {
        Some(meant) => SupplyError::CountForm { typed, meant },
        None => error,
    }
}

/// `2xL4` for a count of 1 to 99 written another way: before the kind without the `x`
/// (`2L4`, `2*L4`, `2 L4`) or after it (`L4x2`, `L4*2`); none for anything else.
fn count_form(token: &str) -> Option<String> {
    let name_start = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let (count, name) = if name_start.len() < token.len() {
        let count = &token[..token.len() - name_start.len()];
        (count, name_start.trim_start_matches([' ', '*']))
    } else {
        let before_count = token.trim_end_matches(|c: char| c.is_ascii_digit());
        let name = before_count.strip_suffix(['x', 'X', '*'])?;
        (&token[before_count.len()..], name)
    };
    let count = count.parse::<u32>().ok().filter(|n| (1..=99).contains(n))?;
    Some(format!("{count}x{}", Kind::parse(name)?))
}

/// The count `digits` before the `x` of `token`: 1 to 99.
fn parse_count(token: &str, digits: &str) -> Result<u32, SupplyError> {
    let all_digits = digits.chars().all(|c| c.is_ascii_digit());
    match digits.parse::<u32>() {
        Ok(n) if (1..=99).contains(&n) => Ok(n),
        _ if all_digits && digits.trim_start_matches('0').len() > 2 => {
            Err(SupplyError::CountTooLarge(token.to_string()))
        }
        _ => Err(SupplyError::BadCount(token.to_string())),
    }
}

impl fmt::Display for Supply {
    /// `O1 I2 2xL4`; the empty supply is `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pieces() == 0 {
            return f.write_str("-");
        }
        let parts: Vec<String> = self
            .iter()
            .map(|(k, n)| {
                if n == 1 {
                    k.to_string()
                } else {
                    format!("{n}x{k}")
                }
            })
            .collect();
        f.write_str(&parts.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_have_their_levels_and_shapes() {
        for kind in Kind::ALL {
            assert_eq!(kind.shape().len() as u32, kind.level(), "{kind}");
            assert_eq!(Kind::parse(kind.name()), Some(kind));
        }
        assert_eq!(Kind::of_level(4).count(), 5);
        assert_eq!(Kind::parse("l4"), Some(Kind::L4));
    }

    #[test]
    fn supplies_parse_and_print() {
        let s = Supply::parse("O1 I2, 2xL4 3XO1").unwrap();
        assert_eq!(s.count(Kind::O1), 4);
        assert_eq!(s.count(Kind::L4), 2);
        assert_eq!(s.cells(), 4 + 2 + 8);
        assert_eq!(s.to_string(), "4xO1 I2 2xL4");
        assert_eq!(Supply::parse("").unwrap().to_string(), "-");
    }

    #[test]
    fn the_default_bank_is_the_game_less_the_pieces_held() {
        let bank = Supply::default_bank(&Supply::parse("O1 2xI2").unwrap()).unwrap();
        assert_eq!(bank.count(Kind::O1), BANK_PER_KIND - 1);
        assert_eq!(bank.count(Kind::I2), BANK_PER_KIND - 2);
        assert_eq!(bank.count(Kind::P5), 0);
        let too_many = Supply::default_bank(&Supply::parse("16xT4").unwrap());
        let (kind, held) = (Kind::T4, 16);
        assert_eq!(too_many, Err(BankError { kind, held }));
    }

    #[test]
    fn malformed_supplies_are_refused() {
        let cases = [
            ("3x", SupplyError::MissingKind("3x".into())),
            ("-1xO1", SupplyError::BadCount("-1xO1".into())),
            ("0xO1", SupplyError::BadCount("0xO1".into())),
            ("100xO1", SupplyError::CountTooLarge("100xO1".into())),
            (
                "99999999999xO1",
                SupplyError::CountTooLarge("99999999999xO1".into()),
            ),
            ("L9", SupplyError::UnknownKind("L9".into())),
            ("O1 x", SupplyError::UnknownKind("x".into())),
        ];
        for (text, error) in cases {
            assert_eq!(Supply::parse(text), Err(error), "{text}");
        }
    }

    #[test]
    fn a_count_written_another_way_is_shown_the_x_form() {
        let form = |typed: &str, meant: &str| SupplyError::CountForm {
            typed: typed.into(),
            meant: meant.into(),
        };
        let cases = [
            ("2O1", form("2O1", "2xO1")),
            ("I2 2*i2", form("2*i2", "2xI2")),
            ("I2x2", form("I2x2", "2xI2")),
            ("L4*12", form("L4*12", "12xL4")),
            ("O1, 3 L4 I2", form("3 L4", "3xL4")),
            // Not a count of a kind: the kind's own refusal.
            ("3", SupplyError::UnknownKind("3".into())),
            ("3 banana", SupplyError::UnknownKind("3".into())),
            ("L4x0", SupplyError::UnknownKind("L4x0".into())),
            ("100O1", SupplyError::UnknownKind("100O1".into())),
        ];
        for (text, error) in cases {
            assert_eq!(Supply::parse(text), Err(error), "{text}");
        }
        let told = form("2O1", "2xO1").to_string();
        assert_eq!(
            told,
            "\"2O1\": a count goes before the kind, with an 'x': 2xO1"
        );
    }
}
