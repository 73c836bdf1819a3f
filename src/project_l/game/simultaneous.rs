//! Simultaneous turns (4–6 players): four rows of 3 — a white and a black row on the left,
//! a white and a black row on the right — and two markers. The white holder takes cards
//! only from the left rows, the black holder only from the right rows. The two turns are
//! resolved one after the other, the white holder's first (the spec's Decision). Every take
//! is refilled at once from its deck, as in the base game (the sheet's "only the white holder
//! draws" is about the revised rules' blind draws and recycling). Then both markers pass
//! clockwise. Once the black deck is empty, the game ends when the first player has received
//! both markers again (it does not play that turn), then finishing touches.

use super::options::Turns;
use super::state::{CardIndex, Markers, Offer, Phase, ROW, Rows, State};
use super::{Illegal, ProjectL, ROUND_LIMIT};

/// Whether a row is a black one.
fn black_row(row: usize) -> bool {
    row % 2 == 1
}

/// Deals the four rows from the decks.
pub fn deal(white_deck: &mut Vec<CardIndex>, black_deck: &mut Vec<CardIndex>) -> Rows {
    std::array::from_fn(|row| {
        let deck = if black_row(row) {
            &mut *black_deck
        } else {
            &mut *white_deck
        };
        std::array::from_fn(|_| deck.pop())
    })
}

/// The cards the player to move may take: those in its marker's rows.
pub fn side_cards(state: &State) -> Vec<CardIndex> {
    let (Offer::Sides { rows, .. }, Some(markers)) = (&state.offer, state.markers) else {
        return Vec::new();
    };
    // Revised rules: after a black card taken at the end, only white ones.
    markers
        .side()
        .filter(|&r| !(state.black_taken && black_row(r)))
        .flat_map(|r| rows[r].iter().flatten().copied())
        .collect()
}

impl ProjectL {
    /// Whether this game is played with simultaneous turns.
    pub fn simultaneous(&self) -> bool {
        self.options.turns == Some(Turns::Simultaneous)
    }

    /// Takes `card` from the rows of the mover's marker and refills its slot at once from
    /// the same deck (left empty when that deck is, or for a black card when `ending`: the
    /// revised rules' end).
    pub(super) fn take_from_side(
        &self,
        state: &mut State,
        card: CardIndex,
        ending: bool,
    ) -> Result<(), Illegal> {
        let markers = state.markers.expect("simultaneous turns have markers");
        let Offer::Sides {
            white_deck,
            black_deck,
            rows,
        } = &mut state.offer
        else {
            unreachable!("simultaneous turns deal four rows")
        };
        let id = || self.card_id(card).to_string();
        let found = (0..4).find_map(|r| {
            rows[r]
                .iter()
                .position(|&c| c == Some(card))
                .map(|i| (r, i))
        });
        let Some((row, i)) = found else {
            return Err(Illegal::NotOnOffer(id()));
        };
        if !markers.side().contains(&row) {
            return Err(Illegal::OtherSide(id()));
        }
        rows[row][i] = if black_row(row) {
            if ending { None } else { black_deck.pop() }
        } else {
            white_deck.pop()
        };
        Ok(())
    }

    /// Ends a holder's turn: after the white holder's, the black holder plays; after the
    /// black holder's, the markers pass clockwise, and the game may end.
    pub(super) fn end_simultaneous_turn(&self, state: &mut State) {
        let players = state.players.len();
        let mut markers = state.markers.expect("simultaneous turns have markers");
        if !markers.black_turn {
            markers.black_turn = true;
            state.markers = Some(markers);
            state.to_move = markers.black;
            return;
        }
        let deck_empty =
            matches!(&state.offer, Offer::Sides { black_deck, .. } if black_deck.is_empty());
        let limit = state.turns_played >= ROUND_LIMIT * players as u32;
        if markers.ending.is_none() && (deck_empty || limit) {
            markers.ending = Some([false; 2]);
        }
        markers.black_turn = false;
        markers.white = (markers.white + 1) % players;
        markers.black = (markers.black + 1) % players;
        let first = state.first_player;
        if let Some(received) = &mut markers.ending {
            received[0] |= markers.white == first;
            received[1] |= markers.black == first;
        }
        state.markers = Some(markers);
        state.to_move = markers.white;
        if markers.ending == Some([true; 2]) {
            state.phase = Phase::Touches(first);
        }
    }
}

impl ProjectL {
    /// The four rows drawn as cards under their markers, then whether the end is near.
    pub(super) fn draw_side_cards(
        &self,
        state: &State,
        rows: &Rows,
        white_deck: usize,
        black_deck: usize,
    ) -> Vec<String> {
        let Some(m) = state.markers else {
            return Vec::new();
        };
        let mut lines = vec![format!("white marker (left rows): player {}", m.white + 1)];
        lines.extend(self.draw_card_row(format!("  white (deck {white_deck}):"), &rows[0]));
        lines.extend(self.draw_card_row(format!("  black (deck {black_deck}):"), &rows[1]));
        lines.push(format!("black marker (right rows): player {}", m.black + 1));
        lines.extend(self.draw_card_row("  white:".to_string(), &rows[2]));
        lines.extend(self.draw_card_row("  black:".to_string(), &rows[3]));
        lines.extend(end_note(state, m));
        lines
    }

    /// The four rows, the decks, who holds the markers and whether the end is near.
    pub(super) fn draw_sides(
        &self,
        state: &State,
        rows: &Rows,
        white_deck: usize,
        black_deck: usize,
    ) -> Vec<String> {
        let label = |row: &[Option<CardIndex>; ROW]| -> String {
            let names: Vec<String> = row
                .iter()
                .map(|c| c.map_or("--- ".to_string(), |c| self.card_label(c)))
                .collect();
            names.join(" ")
        };
        let Some(m) = state.markers else {
            return Vec::new();
        };
        let mut lines = vec![
            format!("white marker (left rows): player {}", m.white + 1),
            format!("  white: {}  (deck {white_deck})", label(&rows[0])),
            format!("  black: {}  (deck {black_deck})", label(&rows[1])),
            format!("black marker (right rows): player {}", m.black + 1),
            format!("  white: {}", label(&rows[2])),
            format!("  black: {}", label(&rows[3])),
        ];
        lines.extend(end_note(state, m));
        lines
    }
}

/// Once the black deck is empty: when the game will end.
pub(super) fn end_note(state: &State, m: Markers) -> Option<String> {
    (m.ending.is_some() && state.phase == Phase::Turns).then(|| {
        format!(
            "the end is near: the game ends when player {} has received both markers",
            state.first_player + 1
        )
    })
}
