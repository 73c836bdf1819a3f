//! The acquisition actions of Project L — take a level-1 piece, upgrade a piece, exchange a
//! piece, decompose a ghost piece (Ghost expansion) — with their notation and their rules
//! against a supply and a bank.

use super::decompose::{DecomposeError, check_split, is_ghost, splits};
use super::edition::Edition;
use super::kind::{Kind, Supply};
use std::fmt;

/// Actions in a turn (takes, upgrades, exchanges, placements and the master action).
pub const ACTIONS_PER_TURN: u32 = 3;

/// One acquisition action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Take a level-1 piece from the bank: `take O1`.
    Take(Kind),
    /// Return `from` and take `to`, one level up (or the next level the bank still holds):
    /// `upgrade O1 I2`.
    Upgrade { from: Kind, to: Kind },
    /// Return `from` and take `to` of the same level (another kind) or any lower level:
    /// `exchange L4 I3`.
    Exchange { from: Kind, to: Kind },
    /// Return the ghost piece `ghost` and take the pieces `into`, two or more of levels 1–4
    /// that form its shape exactly (Ghost expansion): `decompose P5 into O1 L4`.
    Decompose { ghost: Kind, into: Supply },
}

impl Action {
    /// The word the action is written with: `take`, `upgrade`, `exchange`, `decompose`.
    pub fn verb(&self) -> &'static str {
        match self {
            Action::Take(_) => "take",
            Action::Upgrade { .. } => "upgrade",
            Action::Exchange { .. } => "exchange",
            Action::Decompose { .. } => "decompose",
        }
    }
}

/// Why an action cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error("the supply has no {0}")]
    NotInSupply(Kind),
    #[error("the bank has no {0}")]
    NotInBank(Kind),
    #[error("only a level-1 piece can be taken, not {0}")]
    TakeLevel(Kind),
    #[error("{from} upgrades to level {expected}, not to {to}")]
    UpgradeLevel { from: Kind, to: Kind, expected: u32 },
    #[error("no higher level than {0}'s can be reached by upgrading")]
    NoUpgrade(Kind),
    #[error(
        "{from} can be exchanged only for another kind of its level or a lower level, not {to}"
    )]
    ExchangeLevel { from: Kind, to: Kind },
    #[error(
        "in the Czech edition {from} can be exchanged only for another kind of its level or \
         one level lower, not {to}"
    )]
    ExchangeOneDown { from: Kind, to: Kind },
    /// The action's verb and the ghost piece it would take.
    #[error(
        "{1} is a level-5 ghost piece: no {0} takes one (ghost pieces come only as card \
         rewards or from level-ups)"
    )]
    GhostAcquired(&'static str, Kind),
    #[error("the bank lacks some of {0}")]
    SplitNotInBank(Supply),
    #[error(transparent)]
    Decompose(#[from] DecomposeError),
    #[error("cannot read {0:?} as an action: {1}")]
    Syntax(String, &'static str),
    /// A word where the action names a piece kind.
    #[error(
        "{0:?} is not a piece kind{hint} (kinds: O1 I2 I3 L3 I4 O4 L4 Z4 T4, ghost P5 U5 L5)",
        hint = Kind::suggestion(.0)
    )]
    NotAKind(String),
}

/// What an action beginning with `verb` is written as, for the error that cannot read it.
fn expected(verb: Option<&str>) -> &'static str {
    match verb {
        Some("take") => "a take names one piece from the bank (take O1)",
        Some("upgrade") => "an upgrade names the piece given and the piece taken (upgrade O1 I2)",
        Some("exchange") => {
            "an exchange names the piece given and the piece taken (exchange L4 I3)"
        }
        Some("decompose") => {
            "a decomposition names the ghost piece and the pieces taken for it, with the \
             expansions (decompose P5 into O1 L4)"
        }
        _ => {
            "expected take O1, upgrade O1 I2 or exchange L4 I3 (and with the expansions \
             decompose P5 into O1 L4)"
        }
    }
}

impl Action {
    /// Levels given up: what an exchange for a lower piece loses; 0 for other actions.
    pub fn levels_spent(&self) -> u32 {
        match *self {
            Action::Exchange { from, to } => from.level().saturating_sub(to.level()),
            _ => 0,
        }
    }

    /// Checks the action against the edition's rules and applies it to `supply` and
    /// `bank`; on an error both are unchanged.
    pub fn apply(
        &self,
        edition: Edition,
        supply: &mut Supply,
        bank: &mut Supply,
    ) -> Result<(), ActionError> {
        self.check(edition, supply, bank)?;
        self.apply_legal(supply, bank);
        Ok(())
    }

    /// Applies an action already known to be legal with this supply and bank (a search
    /// that generates only legal actions skips the check, which cost as much as the rest).
    pub fn apply_legal(&self, supply: &mut Supply, bank: &mut Supply) {
        match *self {
            Action::Take(kind) => {
                bank.remove(kind);
                supply.add(kind, 1);
            }
            Action::Upgrade { from, to } | Action::Exchange { from, to } => {
                supply.remove(from);
                bank.add(from, 1);
                bank.remove(to);
                supply.add(to, 1);
            }
            Action::Decompose { ghost, into } => {
                supply.remove(ghost);
                bank.add(ghost, 1);
                *bank = bank
                    .minus(&into)
                    .expect("checked: the bank holds the split");
                *supply = supply.plus(&into);
            }
        }
    }

    /// Whether the action is legal with this supply and bank under the edition's rules.
    pub fn check(
        &self,
        edition: Edition,
        supply: &Supply,
        bank: &Supply,
    ) -> Result<(), ActionError> {
        match *self {
            Action::Take(kind) if kind.level() != 1 => Err(ActionError::TakeLevel(kind)),
            Action::Take(kind) => in_bank(bank, kind),
            Action::Upgrade { to, .. } if is_ghost(to) => {
                Err(ActionError::GhostAcquired("upgrade", to))
            }
            Action::Exchange { to, .. } if is_ghost(to) => {
                Err(ActionError::GhostAcquired("exchange", to))
            }
            Action::Upgrade { from, to } => {
                in_supply(supply, from)?;
                let expected = edition
                    .upgrade_level(from, bank)
                    .ok_or(ActionError::NoUpgrade(from))?;
                if to.level() != expected {
                    return Err(ActionError::UpgradeLevel { from, to, expected });
                }
                in_bank(bank, to)
            }
            Action::Exchange { from, to } => {
                in_supply(supply, from)?;
                if !edition.exchange_reaches(from, to) {
                    return Err(match edition {
                        Edition::Czech if to.level() < from.level() => {
                            ActionError::ExchangeOneDown { from, to }
                        }
                        _ => ActionError::ExchangeLevel { from, to },
                    });
                }
                in_bank(bank, to)
            }
            Action::Decompose { ghost, into } => check_decompose(ghost, &into, supply, bank),
        }
    }

    /// Reads `take O1`, `upgrade O1 I2`, `exchange L4 I3` or `decompose P5 into O1 L4`
    /// (the pieces taken written as a supply: `into 2xO1 L3` or `into O1 O1 L3`).
    pub fn parse(text: &str) -> Result<Action, ActionError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let wrong = || ActionError::Syntax(text.to_string(), expected(words.first().copied()));
        let kind = |w: &str| Kind::parse(w).ok_or_else(|| ActionError::NotAKind(w.into()));
        match words.as_slice() {
            ["take", k] => Ok(Action::Take(kind(k)?)),
            ["upgrade", a, b] => Ok(Action::Upgrade {
                from: kind(a)?,
                to: kind(b)?,
            }),
            ["exchange", a, b] => Ok(Action::Exchange {
                from: kind(a)?,
                to: kind(b)?,
            }),
            ["decompose", g, "into", rest @ ..] if !rest.is_empty() => Ok(Action::Decompose {
                ghost: kind(g)?,
                into: Supply::parse(&rest.join(" ")).map_err(|_| wrong())?,
            }),
            _ => Err(wrong()),
        }
    }

    /// Every legal take, upgrade and exchange with this supply and bank under the edition's
    /// rules. Decompositions are not listed: the game lists them itself as its own move
    /// (with their optional placements), and the analyses add them where they search, so
    /// listing them here would double them.
    pub fn legal(edition: Edition, supply: &Supply, bank: &Supply) -> Vec<Action> {
        let mut actions = vec![Action::Take(Kind::O1)];
        for (from, _) in supply.iter() {
            for to in Kind::ALL {
                actions.push(Action::Upgrade { from, to });
                actions.push(Action::Exchange { from, to });
            }
        }
        actions.retain(|a| a.check(edition, supply, bank).is_ok());
        actions
    }

    /// Every legal decomposition with this supply and bank: each ghost piece held, into each
    /// of its exact splits the bank holds (fewest pieces first). Separate from
    /// [`Action::legal`], which the game uses while listing decompositions itself.
    pub fn decompositions(supply: &Supply, bank: &Supply) -> Vec<Action> {
        let ghosts = supply.iter().map(|(k, _)| k).filter(|&k| is_ghost(k));
        ghosts
            .flat_map(|ghost| {
                splits(ghost)
                    .iter()
                    .map(move |&into| Action::Decompose { ghost, into })
            })
            .filter(|a| a.check(Edition::default(), supply, bank).is_ok())
            .collect()
    }
}

fn check_decompose(
    ghost: Kind,
    into: &Supply,
    supply: &Supply,
    bank: &Supply,
) -> Result<(), ActionError> {
    if !is_ghost(ghost) {
        return Err(DecomposeError::NotAGhost(ghost).into());
    }
    in_supply(supply, ghost)?;
    check_split(ghost, into)?;
    if bank.contains(into) {
        Ok(())
    } else {
        Err(ActionError::SplitNotInBank(*into))
    }
}

fn in_supply(supply: &Supply, kind: Kind) -> Result<(), ActionError> {
    if supply.count(kind) > 0 {
        Ok(())
    } else {
        Err(ActionError::NotInSupply(kind))
    }
}

fn in_bank(bank: &Supply, kind: Kind) -> Result<(), ActionError> {
    if bank.count(kind) > 0 {
        Ok(())
    } else {
        Err(ActionError::NotInBank(kind))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Take(kind) => write!(f, "take {kind}"),
            Action::Upgrade { from, to } => write!(f, "upgrade {from} {to}"),
            Action::Exchange { from, to } => write!(f, "exchange {from} {to}"),
            Action::Decompose { ghost, into } => write!(f, "decompose {ghost} into {into}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const U: Edition = Edition::Ukrainian;

    fn s(text: &str) -> Supply {
        Supply::parse(text).unwrap()
    }

    #[test]
    fn notation_round_trips() {
        for text in ["take O1", "upgrade O1 I2", "exchange L4 I3"] {
            assert_eq!(Action::parse(text).unwrap().to_string(), text);
        }
        assert!(Action::parse("upgrade O1").is_err());
        assert!(Action::parse("steal T4").is_err());
    }

    #[test]
    fn an_unreadable_action_is_told_how_its_verb_is_written() {
        let told = |text: &str| Action::parse(text).unwrap_err().to_string();
        assert!(told("upgrade O1").ends_with("the piece taken (upgrade O1 I2)"));
        assert!(told("exchange L4").ends_with("the piece taken (exchange L4 I3)"));
        assert!(told("take O1 I2").ends_with("one piece from the bank (take O1)"));
        assert!(told("decompose P5").contains("with the expansions"));
        let unknown = told("steal T4");
        assert!(unknown.starts_with("cannot read \"steal T4\" as an action: expected take O1"));
        assert!(
            unknown.contains("and with the expansions decompose"),
            "{unknown}"
        );
        // A word where a kind goes is named, with the nearest kind.
        assert_eq!(
            Action::parse("upgrade O1 J2"),
            Err(ActionError::NotAKind("J2".into()))
        );
        assert!(told("exchange Q4 I2").starts_with("\"Q4\" is not a piece kind (did you mean "));
    }

    #[test]
    fn upgrades_go_one_level_up_or_skip_empty_levels() {
        let mut supply = s("O1");
        let mut bank = s("I2 L3");
        assert!(
            Action::Upgrade {
                from: Kind::O1,
                to: Kind::L3
            }
            .check(U, &supply, &bank)
            .is_err()
        );
        Action::Upgrade {
            from: Kind::O1,
            to: Kind::I2,
        }
        .apply(U, &mut supply, &mut bank)
        .unwrap();
        assert_eq!((supply, bank), (s("I2"), s("O1 L3")));
        // No level 2 left in the bank: O1 goes straight to level 3.
        let (supply, bank) = (s("O1"), s("L3 T4"));
        assert!(
            Action::Upgrade {
                from: Kind::O1,
                to: Kind::L3
            }
            .check(U, &supply, &bank)
            .is_ok()
        );
        assert_eq!(
            U.upgrade_level(Kind::T4, &s("P5")),
            None,
            "level 5 is never reached"
        );
    }

    #[test]
    fn exchanges_go_sideways_or_down() {
        let (supply, bank) = (s("L4"), s("T4 I3 O1 L4"));
        for to in [Kind::T4, Kind::I3, Kind::O1] {
            assert!(
                Action::Exchange { from: Kind::L4, to }
                    .check(U, &supply, &bank)
                    .is_ok(),
                "{to}"
            );
        }
        assert!(
            Action::Exchange {
                from: Kind::L4,
                to: Kind::L4
            }
            .check(U, &supply, &bank)
            .is_err()
        );
        assert!(
            Action::Exchange {
                from: Kind::I3,
                to: Kind::T4
            }
            .check(U, &s("I3"), &bank)
            .is_err()
        );
        assert_eq!(
            Action::Exchange {
                from: Kind::L4,
                to: Kind::O1
            }
            .levels_spent(),
            3
        );
    }

    #[test]
    fn the_czech_edition_refuses_three_down_and_three_up() {
        let cz = Edition::Czech;
        // The cases: `exchange I4 O1` (three levels down) and `upgrade O1 I4` (+3
        // with levels 2 and 3 empty) are Ukrainian only.
        let down = Action::Exchange {
            from: Kind::I4,
            to: Kind::O1,
        };
        let bank = s("O1 I4");
        assert_eq!(down.check(U, &s("I4"), &bank), Ok(()));
        assert_eq!(
            down.check(cz, &s("I4"), &bank),
            Err(ActionError::ExchangeOneDown {
                from: Kind::I4,
                to: Kind::O1
            })
        );
        let up = Action::Upgrade {
            from: Kind::O1,
            to: Kind::I4,
        };
        assert_eq!(up.check(U, &s("O1"), &bank), Ok(()));
        assert_eq!(
            up.check(cz, &s("O1"), &bank),
            Err(ActionError::NoUpgrade(Kind::O1))
        );
        let legal = Action::legal(cz, &s("I4"), &s("O1 I2 L3 T4"));
        let shown: Vec<String> = legal.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["take O1", "exchange I4 L3", "exchange I4 T4"]);
    }

    #[test]
    fn decompose_notation_round_trips() {
        let text = "decompose P5 into O1 L4";
        let action = Action::parse(text).unwrap();
        let into = s("O1 L4");
        assert_eq!(
            action,
            Action::Decompose {
                ghost: Kind::P5,
                into
            }
        );
        assert_eq!(action.to_string(), text);
        let repeated = Action::parse("decompose U5 into O1 O1 L3").unwrap();
        assert_eq!(repeated.to_string(), "decompose U5 into 2xO1 L3");
        assert_eq!(Action::parse(&repeated.to_string()), Ok(repeated));
        for bad in [
            "decompose P5",
            "decompose P5 into",
            "decompose P5 onto O1 L4",
            "decompose P5 into Q9",
        ] {
            assert!(Action::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_ghost_decomposes_into_an_exact_split_the_bank_holds() {
        // P5 is a 2×2 square with one more cell: O4 + O1 and L4 + O1 form it (by hand).
        let (mut supply, mut bank) = (s("P5 I2"), s("O1 L4 O4"));
        let action = Action::parse("decompose P5 into O1 L4").unwrap();
        action.apply(U, &mut supply, &mut bank).unwrap();
        assert_eq!((supply, bank), (s("O1 I2 L4"), s("O4 P5")));
        assert_eq!(action.levels_spent(), 0);
        let refused = [
            (
                "decompose P5 into O1 L4",
                "I2",
                "O1 L4",
                ActionError::NotInSupply(Kind::P5),
            ),
            (
                "decompose P5 into O1 I4",
                "P5",
                "O1 I4",
                ActionError::Decompose(DecomposeError::NotTheShape {
                    ghost: Kind::P5,
                    pieces: "O1 I4".into(),
                }),
            ),
            (
                "decompose P5 into 2xO1 L3",
                "P5",
                "O1 L3",
                ActionError::SplitNotInBank(s("2xO1 L3")),
            ),
            (
                "decompose L4 into O1 L3",
                "L4",
                "O1 L3",
                ActionError::Decompose(DecomposeError::NotAGhost(Kind::L4)),
            ),
            (
                "decompose P5 into P5",
                "P5",
                "P5",
                ActionError::Decompose(DecomposeError::GhostInSplit(Kind::P5)),
            ),
        ];
        for (text, supply, bank, error) in refused {
            let (mut supply, mut bank) = (s(supply), s(bank));
            let before = (supply, bank);
            let action = Action::parse(text).unwrap();
            assert_eq!(
                action.apply(U, &mut supply, &mut bank),
                Err(error),
                "{text}"
            );
            assert_eq!((supply, bank), before, "{text}");
        }
    }

    #[test]
    fn ghosts_are_never_taken_by_upgrading_or_exchanging_but_may_be_given_up() {
        let bank = s("U5 T4 L3");
        let to_ghost = Action::Exchange {
            from: Kind::P5,
            to: Kind::U5,
        };
        assert_eq!(
            to_ghost.check(U, &s("P5"), &bank),
            Err(ActionError::GhostAcquired("exchange", Kind::U5))
        );
        let up = Action::Upgrade {
            from: Kind::T4,
            to: Kind::U5,
        };
        assert_eq!(
            up.check(U, &s("T4"), &bank),
            Err(ActionError::GhostAcquired("upgrade", Kind::U5))
        );
        let down = Action::Exchange {
            from: Kind::P5,
            to: Kind::T4,
        };
        assert_eq!(down.check(U, &s("P5"), &bank), Ok(()));
        let legal = Action::legal(U, &s("P5"), &s("O1 O4 L4 U5"));
        let shown: Vec<String> = legal.iter().map(ToString::to_string).collect();
        // No decomposition listed (the game lists its own), no ghost taken.
        assert_eq!(
            shown,
            [
                "take O1",
                "exchange P5 O1",
                "exchange P5 O4",
                "exchange P5 L4"
            ]
        );
    }

    #[test]
    fn illegal_actions_leave_everything_unchanged() {
        let (mut supply, mut bank) = (s("I2"), s("I3"));
        let before = (supply, bank);
        assert_eq!(
            Action::Take(Kind::O1).apply(U, &mut supply, &mut bank),
            Err(ActionError::NotInBank(Kind::O1))
        );
        assert_eq!((supply, bank), before);
    }
}
