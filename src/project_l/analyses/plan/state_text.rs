//! A plan state written as the state file `tessera plan` reads (see [`super::state`]):
//! every field given, so that reading the text back gives the same state whatever the
//! defaults. The edition is not in the file (it is the command's option).

use super::state::{PlanState, StateCard};
use crate::project_l::{Placed, Supply, cell_name};

impl PlanState {
    /// The state as state-file text; [`PlanState::parse`] reads it back as the same state.
    pub fn to_text(&self) -> String {
        let mut text = format!("supply: {}\ncards:\n", pieces(&self.supply));
        for card in &self.cards {
            text.push_str(&card_entry(card));
        }
        text.push_str(&format!("bank: {}\n", pieces(&self.bank)));
        if self.goal.len() != self.cards.len() {
            let ids: Vec<&str> = self.goal_cards().map(|c| c.card.id.as_str()).collect();
            text.push_str(&format!("goal: {}\n", list(&ids)));
        }
        text.push_str(&format!("actions_left: {}\n", self.actions_left));
        text.push_str(&format!("master_used: {}\n", self.master_used));
        if !self.level_ups.is_empty() {
            let ups: Vec<String> = self.level_ups.iter().map(|n| format!("up{n}")).collect();
            text.push_str(&format!("level_ups: {}\n", list(&ups)));
        }
        if !self.ambassadors.is_empty() {
            text.push_str(&format!("ambassadors: {}\n", list(&self.ambassadors)));
        }
        text
    }
}

/// `O1 I2 2xL4`, or `[]` for none.
fn pieces(supply: &Supply) -> String {
    match supply.pieces() {
        0 => "[]".to_string(),
        _ => supply.to_string(),
    }
}

/// One entry of `cards:`, its pieces in the order they were placed.
fn card_entry(card: &StateCard) -> String {
    let mut entry = format!("  - card: {}\n", scalar(&card.card.id));
    if !card.pieces.is_empty() {
        let placed: Vec<String> = card.pieces.iter().map(piece).collect();
        entry.push_str(&format!("    pieces: {}\n", list(&placed)));
    }
    entry
}

/// `L4 b2 b3 c3 d3`: the kind, then the card cells it covers in reading order.
fn piece(placed: &Placed) -> String {
    let cells = (0..25)
        .filter(|c| placed.cells & (1 << c) != 0)
        .map(cell_name);
    std::iter::once(placed.kind.to_string())
        .chain(cells)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A flow list, `[a, b]`, each item a scalar.
fn list<T: AsRef<str>>(items: &[T]) -> String {
    let items: Vec<String> = items.iter().map(|i| scalar(i.as_ref())).collect();
    format!("[{}]", items.join(", "))
}

/// The text as a YAML scalar: plain when it is made of letters, digits, spaces and `_-.`,
/// starts with a letter and is no word YAML reads as a boolean or null; else double-quoted.
fn scalar(text: &str) -> String {
    const WORDS: [&str; 10] = [
        "true", "false", "null", "yes", "no", "on", "off", "y", "n", "~",
    ];
    let plain = text.starts_with(|c: char| c.is_ascii_alphabetic())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || " _-.".contains(c))
        && !text.ends_with(' ')
        && !WORDS.iter().any(|w| w.eq_ignore_ascii_case(text));
    match plain {
        true => text.to_string(),
        false => format!("{text:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::Catalogue;

    fn round_trip(text: &str) -> String {
        let state = PlanState::parse(text, &Catalogue::base()).unwrap();
        let written = state.to_text();
        let again = PlanState::parse(&written, &Catalogue::base()).unwrap();
        assert_eq!(again.to_text(), written, "the text reads back as itself");
        written
    }

    #[test]
    fn the_example_state_is_written_in_full() {
        let text = "supply: O1 I2 L4 I3\ncards:\n  - card: W05\n    pieces: [L4 b2 b3 c3 d3]\n  \
                    - card: B20\n    pieces: [O4 b4 c4 b5 c5]\n  - card: W13\n";
        let written = round_trip(text);
        // The default bank, written out: 15 of each base kind less the 4 in hand and the 2
        // on cards (an O1, an I2, an I3, two L4 and an O4).
        let expected = "supply: O1 I2 I3 L4\ncards:\n  - card: W05\n    pieces: [L4 b2 b3 c3 d3]\n  \
                        - card: B20\n    pieces: [O4 b4 c4 b5 c5]\n  - card: W13\n\
                        bank: 14xO1 14xI2 14xI3 15xL3 15xI4 14xO4 13xL4 15xZ4 15xT4\n\
                        actions_left: 3\nmaster_used: false\n";
        assert_eq!(written, expected);
    }

    #[test]
    fn every_optional_field_is_kept() {
        let text = "supply: []\ncards: [{card: W05}, {card: W31}]\nbank: I2 Z4\ngoal: [W31]\n\
                    actions_left: 1\nmaster_used: true\nlevel_ups: [up2, up1]\n";
        let written = round_trip(text);
        assert!(written.starts_with("supply: []\n"), "{written}");
        for line in [
            "bank: I2 Z4\n",
            "goal: [W31]\n",
            "actions_left: 1\n",
            "master_used: true\n",
            "level_ups: [up2, up1]\n",
        ] {
            assert!(written.contains(line), "{line:?} missing from {written}");
        }
    }

    #[test]
    fn odd_ids_are_quoted() {
        assert_eq!(scalar("W05"), "W05");
        assert_eq!(scalar("my card"), "my card");
        assert_eq!(scalar("#1"), "\"#1\"");
        assert_eq!(scalar("a: b"), "\"a: b\"");
        assert_eq!(scalar("True"), "\"True\"");
        assert_eq!(scalar("3x"), "\"3x\"");
        assert_eq!(list(&["W05", "x,y"]), "[W05, \"x,y\"]");
    }
}
