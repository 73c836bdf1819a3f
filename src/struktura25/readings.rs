//! The readings the sheet leaves open, as rules options (the spec's last section; the
//! default first): when nobody reaches exactly 25 (`stalemate`: the highest score wins, or
//! nobody does), whether a cancelled collapse still corrects the score to 24 (`correction`:
//! `cap`, or `no-cap`, so an overload to exactly 25 with a token spent wins), and whether
//! the line of 2 is once per game for each player or once in the whole game (`line2`).
//! They travel in the [`State`](super::State), so every analysis follows the game's.

use serde::{Deserialize, Serialize};

/// Who wins a game that ends without anyone at exactly 25.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stalemate {
    /// The highest score (ties shared).
    #[default]
    Highest,
    /// Nobody.
    Draw,
}

/// Whether the 24 correction follows a collapse a token cancelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Correction {
    /// After every collapse, cancelled or not.
    #[default]
    Cap,
    /// Only after a collapse that happened: a cancelled one leaves the score as it is.
    NoCap,
}

/// How often the line of 2 may be activated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Line2 {
    /// Once per game for each player.
    #[default]
    PerPlayer,
    /// Once in the whole game.
    Once,
}

impl Stalemate {
    pub const NAMES: &'static [&'static str] = &["highest", "draw"];
}

impl Correction {
    pub const NAMES: &'static [&'static str] = &["cap", "no-cap"];
}

impl Line2 {
    pub const NAMES: &'static [&'static str] = &["per-player", "once"];
}

/// The readings one game follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Readings {
    pub stalemate: Stalemate,
    pub correction: Correction,
    pub line2: Line2,
}

/// Reads one reading's value by its name in `names` (any case), in the order of the enum.
pub fn parse_choice<T: for<'de> Deserialize<'de>>(text: &str, names: &[&str]) -> Option<T> {
    let name = names.iter().find(|n| n.eq_ignore_ascii_case(text))?;
    crate::yaml::from_str(name).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_in_any_case() {
        let draw: Option<Stalemate> = parse_choice("DRAW", Stalemate::NAMES);
        assert_eq!(draw, Some(Stalemate::Draw));
        let no_cap: Option<Correction> = parse_choice("no-cap", Correction::NAMES);
        assert_eq!(no_cap, Some(Correction::NoCap));
        let once: Option<Line2> = parse_choice("once", Line2::NAMES);
        assert_eq!(once, Some(Line2::Once));
        assert_eq!(parse_choice::<Line2>("twice", Line2::NAMES), None);
    }
}
