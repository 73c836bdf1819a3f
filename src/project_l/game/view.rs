//! Project L's position as data for `play show --json`: the offer's rows (or the solo
//! grid, its locks and the virtual opponent), the decks, the bank, and each player's score,
//! supply, completed cards and unfinished cards with every hole cell and the piece on it.

use super::ProjectL;
use super::state::{CardIndex, Offer, Phase, Player, State, Unfinished};
use crate::engine::view::{CellView, Counts, JsonView, to_json_view};
use crate::project_l::{Supply, cell_name};
use serde::Serialize;

#[derive(Serialize)]
struct View {
    /// `"favourites"`, `"defend"`, `"turns"`, `"touches"` or `"over"`.
    phase: &'static str,
    /// Actions taken in the turn being played (0 to 2), and whether the master action was.
    actions_taken: u8,
    master_used: bool,
    /// Ghost expansion: level-up rewards (1 or 2 levels) the player to move still chooses.
    level_ups: Vec<u32>,
    rows: Vec<RowView>,
    decks: Counts,
    bank: Counts,
    /// The solo game's virtual opponent (`null` with two or more players).
    opponent: Option<OpponentView>,
    players: Vec<PlayerView>,
}

/// A row of the offer (or of the solo grid): card ids, `null` for an empty slot.
#[derive(Serialize)]
struct RowView {
    row: String,
    cards: Vec<Option<String>>,
}

#[derive(Serialize)]
struct OpponentView {
    supply: Counts,
    pile: Vec<String>,
    face_down: Vec<String>,
    /// The lock pieces above each column of the grid, left to right.
    locks: Vec<Counts>,
}

#[derive(Serialize)]
struct PlayerView {
    player: usize,
    score: i64,
    supply: Counts,
    completed: Vec<String>,
    unfinished: Vec<CardView>,
    favourite: Option<String>,
    /// Aggressive duel: defence `O1`s, cards turned face down, charges above cards.
    defence: u32,
    face_down: Vec<String>,
    charges: Vec<(String, String)>,
    /// Ambassador expansion: the `M` cards whose ambassador action was used.
    ambassadors_used: Vec<String>,
}

/// An unfinished card: its id, points, reward and each cell of its hole.
#[derive(Serialize)]
struct CardView {
    card: String,
    points: u32,
    reward: String,
    cells: Vec<CellView>,
}

/// Pieces of each kind held.
fn counts(supply: &Supply) -> Counts {
    (supply.iter())
        .filter(|&(_, n)| n > 0)
        .map(|(k, n)| (k.to_string(), n))
        .collect()
}

impl ProjectL {
    /// The position as data.
    pub fn json_view(&self, state: &State) -> JsonView {
        to_json_view(&View {
            phase: phase_name(state.phase),
            actions_taken: state.actions,
            master_used: state.master_used,
            level_ups: state.level_ups.clone(),
            rows: self.rows_view(&state.offer),
            decks: decks(&state.offer),
            bank: counts(&state.bank),
            opponent: self.opponent_view(&state.offer),
            players: (0..state.players.len())
                .map(|p| self.player_view(state, p))
                .collect(),
        })
    }

    fn ids(&self, cards: &[CardIndex]) -> Vec<String> {
        cards.iter().map(|&c| self.card_id(c).to_string()).collect()
    }

    fn row_view(&self, row: &str, cards: &[Option<CardIndex>]) -> RowView {
        RowView {
            row: row.to_string(),
            cards: (cards.iter())
                .map(|c| c.map(|c| self.card_id(c).to_string()))
                .collect(),
        }
    }

    fn rows_view(&self, offer: &Offer) -> Vec<RowView> {
        match offer {
            Offer::Rows { white, black, .. } => {
                vec![self.row_view("white", white), self.row_view("black", black)]
            }
            Offer::Sides { rows, .. } => {
                let names = ["left white", "left black", "right white", "right black"];
                (names.iter().zip(rows))
                    .map(|(name, row)| self.row_view(name, row))
                    .collect()
            }
            Offer::Solo { grid, .. } => (grid.chunks(3).enumerate())
                .map(|(r, row)| self.row_view(&format!("grid row {}", r + 1), row))
                .collect(),
        }
    }

    fn opponent_view(&self, offer: &Offer) -> Option<OpponentView> {
        let Offer::Solo {
            locks,
            opponent_supply,
            opponent_pile,
            opponent_face_down,
            ..
        } = offer
        else {
            return None;
        };
        Some(OpponentView {
            supply: counts(opponent_supply),
            pile: self.ids(opponent_pile),
            face_down: self.ids(opponent_face_down),
            locks: locks.iter().map(counts).collect(),
        })
    }

    fn player_view(&self, state: &State, p: usize) -> PlayerView {
        let player: &Player = &state.players[p];
        PlayerView {
            player: p + 1,
            score: self.score(state, p),
            supply: counts(&player.supply),
            completed: self.ids(&player.completed),
            unfinished: player.cards.iter().map(|u| self.card_view(u)).collect(),
            favourite: player.favourite.map(|k| k.to_string()),
            defence: player.defence,
            face_down: self.ids(&player.face_down),
            charges: (player.charges.iter())
                .map(|&(c, k)| (self.card_id(c).to_string(), k.to_string()))
                .collect(),
            ambassadors_used: self.ids(&player.ambassadors_used),
        }
    }

    fn card_view(&self, unfinished: &Unfinished) -> CardView {
        let card = &self.deck.cards()[unfinished.card as usize];
        let piece_on = |cell: u32| {
            (unfinished.pieces.iter())
                .find(|p| p.cells & (1 << cell) != 0)
                .map(|p| p.kind.to_string())
        };
        CardView {
            card: card.id.clone(),
            points: card.points,
            reward: card.reward.to_string(),
            cells: (0..25)
                .filter(|&cell| card.hole & (1 << cell) != 0)
                .map(|cell| CellView {
                    cell: cell_name(cell),
                    piece: piece_on(cell),
                    player: None,
                })
                .collect(),
        }
    }
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Favourites(_) => "favourites",
        Phase::Defend(_) => "defend",
        Phase::Turns => "turns",
        Phase::Touches(_) => "touches",
        Phase::Over => "over",
    }
}

/// Cards left in each deck.
fn decks(offer: &Offer) -> Counts {
    if let Offer::Solo { deck, .. } = offer {
        return Counts::from([("solo".to_string(), deck.len() as u32)]);
    }
    let [white, black] = offer.colour_decks().expect("rows or sides");
    Counts::from([
        ("white".to_string(), white.len() as u32),
        ("black".to_string(), black.len() as u32),
    ])
}
