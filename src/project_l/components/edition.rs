//! Which rule sheet's exchange the game follows. The default follows the Ukrainian sheet:
//! an upgrade goes one level up, or to the next higher level the bank still holds, and an
//! exchange goes to another kind of the same level or to any lower level. The Czech first
//! edition (seed 002) allows the same level, one level lower, or one level higher, and two
//! levels higher only when the bank has no piece one level higher. Level 5 is never reached
//! by either.

use super::kind::{Kind, Supply};
use serde::{Deserialize, Serialize};

/// The edition whose exchange rules apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Edition {
    /// The Ukrainian sheet (the spec's default).
    #[default]
    Ukrainian,
    /// The Czech first edition.
    Czech,
}

/// The highest level an upgrade can reach.
const TOP_UPGRADE_LEVEL: u32 = 4;

impl Edition {
    /// The names the options accept.
    pub const NAMES: &'static [&'static str] = &["ukrainian", "czech"];

    /// The edition of a name in [`Edition::NAMES`], in any case.
    pub fn parse(name: &str) -> Option<Edition> {
        match name.to_ascii_lowercase().as_str() {
            "ukrainian" => Some(Edition::Ukrainian),
            "czech" => Some(Edition::Czech),
            _ => None,
        }
    }

    /// The level an upgrade of `from` reaches with this bank, if any: the next level up
    /// the bank holds a piece of (Ukrainian), or one level up, else two when the bank has
    /// none one up (Czech); never above level 4.
    pub fn upgrade_level(self, from: Kind, bank: &Supply) -> Option<u32> {
        let most = match self {
            Edition::Ukrainian => TOP_UPGRADE_LEVEL,
            Edition::Czech => (from.level() + 2).min(TOP_UPGRADE_LEVEL),
        };
        (from.level() + 1..=most).find(|&level| Kind::of_level(level).any(|k| bank.count(k) > 0))
    }

    /// Whether `from` may be exchanged for `to`: another kind of its level or a lower one
    /// (Ukrainian: any lower level; Czech: one level lower at most).
    pub fn exchange_reaches(self, from: Kind, to: Kind) -> bool {
        let down = match self {
            Edition::Ukrainian => from.level(),
            Edition::Czech => 1,
        };
        to != from && to.level() <= from.level() && from.level() - to.level() <= down
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> Supply {
        Supply::parse(text).unwrap()
    }

    #[test]
    fn czech_upgrades_go_two_up_only_when_one_up_is_empty() {
        let cz = Edition::Czech;
        // The case: levels 2 and 3 empty; the Ukrainian sheet reaches I4 (+3).
        let bank = s("I4 O1");
        assert_eq!(Edition::Ukrainian.upgrade_level(Kind::O1, &bank), Some(4));
        assert_eq!(cz.upgrade_level(Kind::O1, &bank), None);
        assert_eq!(cz.upgrade_level(Kind::O1, &s("L3 I4")), Some(3));
        assert_eq!(cz.upgrade_level(Kind::O1, &s("I2 L3")), Some(2));
        assert_eq!(cz.upgrade_level(Kind::I3, &s("P5")), None, "never level 5");
        assert_eq!(cz.upgrade_level(Kind::I2, &s("T4")), Some(4));
    }

    #[test]
    fn czech_exchanges_go_sideways_or_one_down() {
        let cz = Edition::Czech;
        assert!(cz.exchange_reaches(Kind::L4, Kind::T4));
        assert!(cz.exchange_reaches(Kind::L4, Kind::I3));
        assert!(!cz.exchange_reaches(Kind::L4, Kind::I2));
        assert!(!cz.exchange_reaches(Kind::I4, Kind::O1), "three down");
        assert!(Edition::Ukrainian.exchange_reaches(Kind::I4, Kind::O1));
        assert!(!cz.exchange_reaches(Kind::L4, Kind::L4));
        assert!(!cz.exchange_reaches(Kind::I3, Kind::T4), "up is an upgrade");
    }
}
