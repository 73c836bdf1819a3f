//! The state file `tessera plan` reads: a player's supply, up to four unfinished cards with
//! the pieces already on them, the bank, and which cards to complete.
//!
//! ```yaml
//! supply: O1 I2 L4          # the pieces in hand
//! cards:                    # up to 4 unfinished cards
//!   - card: W05
//!     pieces: [L4 a1 a2 a3 b3]   # kind, then the card cells it covers
//!   - card: B20
//! bank: 14xO1 15xI2 ...     # optional: default 15 of each base kind less all the above
//! goal: [W05]               # optional: the cards to complete (default: all)
//! actions_left: 3           # optional: actions left in the current turn (1-3)
//! master_used: false        # optional: whether this turn's master action is used
//! ```

use crate::project_l::{
    ACTIONS_PER_TURN, Card, CardFitter, Catalogue, CellMask, Placed, Supply, cells_of, kinds_of,
};
use crate::yaml;
use serde::Deserialize;

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
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawState {
    supply: String,
    #[serde(default)]
    cards: Vec<RawCard>,
    bank: Option<String>,
    goal: Option<Vec<String>>,
    actions_left: Option<u32>,
    #[serde(default)]
    master_used: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
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
    pub fn load(path: &std::path::Path, deck: &Catalogue) -> Result<PlanState, String> {
        let file = path.display().to_string();
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("{file}: cannot read: {e}"))?;
        PlanState::parse(&text, deck).map_err(|e| format!("{file}: {e}"))
    }

    /// Reads a state from text.
    pub fn parse(text: &str, deck: &Catalogue) -> Result<PlanState, String> {
        let raw: RawState = yaml::from_str(text).map_err(|e| format!("invalid state file: {e}"))?;
        let supply = Supply::parse(&raw.supply).map_err(|e| format!("supply: {e}"))?;
        if raw.cards.is_empty() {
            return Err("cards: the state has no unfinished cards".into());
        }
        if raw.cards.len() > 4 {
            return Err(format!(
                "cards: a player has at most 4 unfinished cards, not {}",
                raw.cards.len()
            ));
        }
        let mut cards: Vec<StateCard> = Vec::new();
        for (i, entry) in raw.cards.iter().enumerate() {
            let card = read_card(entry, deck).map_err(|e| format!("cards[{i}]: {e}"))?;
            if cards.iter().any(|c| c.card.id == card.card.id) {
                return Err(format!("cards[{i}]: card {} is listed twice", card.card.id));
            }
            cards.push(card);
        }
        let goal = read_goal(raw.goal.as_deref(), &cards)?;
        let bank = read_bank(raw.bank.as_deref(), &supply, &cards)?;
        let actions_left = raw.actions_left.unwrap_or(3);
        if !(1..=3).contains(&actions_left) {
            return Err(format!(
                "actions_left: expected 1, 2 or 3, not {actions_left}"
            ));
        }
        Ok(PlanState {
            supply,
            bank,
            cards,
            goal,
            actions_left,
            master_used: raw.master_used,
        })
    }

    /// Sets the cards to complete by id (as `goal:` in the file does).
    pub fn choose_goal(&mut self, ids: &[String]) -> Result<(), String> {
        self.goal = read_goal(Some(ids), &self.cards)?;
        Ok(())
    }

    /// The cards to complete.
    pub fn goal_cards(&self) -> impl Iterator<Item = &StateCard> + '_ {
        self.goal.iter().map(|&i| &self.cards[i])
    }
}

fn read_card(entry: &RawCard, deck: &Catalogue) -> Result<StateCard, String> {
    let card = deck
        .get(&entry.card)
        .ok_or_else(|| format!("no card {:?} in the deck", entry.card))?
        .clone();
    let fitter = CardFitter::new(&card);
    let mut pieces: Vec<Placed> = Vec::new();
    for (j, text) in entry.pieces.iter().enumerate() {
        let piece = fitter
            .parse_piece(text)
            .map_err(|e| format!("pieces[{j}]: {text:?}: {e}"))?;
        if let Some(other) = pieces.iter().find(|p| p.cells & piece.cells != 0) {
            let cell = (other.cells & piece.cells).trailing_zeros();
            return Err(format!(
                "pieces[{j}]: {text:?} overlaps the {} at {}",
                other.kind,
                crate::project_l::cell_name(cell)
            ));
        }
        pieces.push(piece);
    }
    let state = StateCard { card, pieces };
    if state.filled() == state.card.hole {
        return Err(format!(
            "card {} is already complete; list only unfinished cards",
            state.card.id
        ));
    }
    Ok(state)
}

fn read_goal(goal: Option<&[String]>, cards: &[StateCard]) -> Result<Vec<usize>, String> {
    let Some(ids) = goal else {
        return Ok((0..cards.len()).collect());
    };
    if ids.is_empty() {
        return Err("goal: name at least one card, or leave goal out for all".into());
    }
    let mut goal = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        let at = cards
            .iter()
            .position(|c| c.card.id.eq_ignore_ascii_case(id))
            .ok_or_else(|| format!("goal[{i}]: {id:?} is not one of the state's cards"))?;
        if goal.contains(&at) {
            return Err(format!("goal[{i}]: {id} is named twice"));
        }
        goal.push(at);
    }
    goal.sort_unstable();
    Ok(goal)
}

fn read_bank(bank: Option<&str>, supply: &Supply, cards: &[StateCard]) -> Result<Supply, String> {
    if let Some(text) = bank {
        return Supply::parse(text).map_err(|e| format!("bank: {e}"));
    }
    let held = cards.iter().fold(*supply, |all, c| all.plus(&c.held()));
    Supply::default_bank(&held).map_err(|e| {
        format!("the player {e} (with the pieces on cards); give bank: to set the bank")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project_l::{BANK_PER_KIND, Kind};

    fn parse(text: &str) -> Result<PlanState, String> {
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
    }

    #[test]
    fn bad_states_say_what_is_wrong() {
        let cases = [
            ("supply: O1\ncards: []\n", "no unfinished cards"),
            ("supply: Q1\ncards: [{card: W31}]\n", "supply"),
            ("supply: O1\ncards: [{card: W99}]\n", "cards[0]: no card"),
            (
                "supply: O1\ncards: [{card: W31}, {card: W31}]\n",
                "listed twice",
            ),
            (
                "supply: O1\ncards: [{card: W31, pieces: [O4 b3 c3 b4 c4]}]\n",
                "already complete",
            ),
            (
                "supply: O1\ncards: [{card: W31, pieces: [I2 b3 b4, I2 b3 c3]}]\n",
                "overlaps",
            ),
            (
                "supply: O1\ncards: [{card: W31, pieces: [I2 a1 a2]}]\n",
                "outside",
            ),
            (
                "supply: O1\ncards: [{card: W31, pieces: [I3 b3 c3]}]\n",
                "do not form",
            ),
            ("supply: O1\ncards: [{card: W31}]\ngoal: [W09]\n", "goal[0]"),
            (
                "supply: O1\ncards: [{card: W31}]\nactions_left: 4\n",
                "actions_left",
            ),
            (
                "supply: O1\ncards: [{card: W31}]\ncolour: red\n",
                "unknown field",
            ),
            ("supply: 16xO1\ncards: [{card: W31}]\n", "give bank"),
        ];
        for (text, expected) in cases {
            let err = parse(text).unwrap_err();
            assert!(err.contains(expected), "{text:?}: {err}");
        }
    }
}
