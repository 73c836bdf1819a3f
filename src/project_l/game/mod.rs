//! Project L as a [`Game`]: the base game for 2–5 players and the solo
//! game against the virtual opponent (basic, hard, unbeatable), with the favourite-piece,
//! piece-unlock, aggressive-duel, aggressive-solo and simultaneous-turns variants. Decks are
//! shuffled and the first player drawn from the game's seed when it is set up, so the game
//! has no chance turns and a state file replays from its seed and history alone. This file is the game's `impl Game` (what `game.rs` is in
//! the other games' folders); `setup.rs` sets it up and `options.rs` holds its options.

mod aggressive;
mod aggressive_legal;
mod aggressive_solo;
#[cfg(test)]
mod aggressive_solo_tests;
#[cfg(test)]
mod aggressive_tests;
#[cfg(test)]
mod ambassador_duel_tests;
mod board_text;
mod board_text_cards;
mod board_text_short;
mod deck;
mod describe;
mod expansions;
#[cfg(test)]
mod expansions_tests;
mod favourite;
#[cfg(test)]
mod favourite_tests;
mod illegal;
mod legal;
mod moves;
mod options;
mod picture;
mod plan_view;
mod revised;
#[cfg(test)]
mod revised_tests;
mod rules;
mod setup;
mod simultaneous;
#[cfg(test)]
mod simultaneous_tests;
mod solo;
mod state;
#[cfg(test)]
pub(crate) mod test_support;
#[cfg(test)]
mod tests;
mod unlock;
mod unlock_sheet;
#[cfg(test)]
mod unlock_tests;
mod view;

pub use aggressive::DEFENCE_STACK;
pub use aggressive_solo::least_loss;
pub use deck::GHOST_BANK;
pub use expansions::GHOSTS;
pub use favourite::{Favourites, choosing_order};
pub use illegal::{Illegal, SetupError};
pub use legal::offered as offered_cards;
pub use moves::{Defence, Move, OnCard, format_move, parse_move};
pub use options::{Aggressive, DeckText, Difficulty, MAX_BANK, Options, Rules, Turns};
pub use plan_view::{ExportError, export_plan_state, plan_view, plan_view_with};
pub use revised::end_triggered;
pub use rules::{MAX_UNFINISHED, ROUND_LIMIT};
pub use solo::opponent_target;
pub use state::{CardIndex, Markers, Offer, Phase, Player, State, Unfinished};
pub use unlock::acquired;
pub use unlock_sheet::{Sheet, SheetError, Slot, read_sheets};

use crate::engine::{Game, Outcome, Room, Turn};
use crate::project_l::Catalogue;
use deck::Fitters;

/// The rules of one game, set up from its options and seed.
pub struct ProjectL {
    /// The options, with the number of players filled in.
    pub options: Options,
    players: usize,
    seed: u64,
    pub deck: &'static Catalogue,
    pub fitters: &'static Fitters,
    /// Each player's unlock sheet (none without the piece-unlock variant).
    sheets: Vec<Sheet>,
}

impl ProjectL {
    /// A player's score: points of completed cards (face-up ones in the aggressive duel)
    /// less finishing touches, and in the solo
    /// game and under the revised rules less the points of unfinished cards; plus the favourite-piece and unlock-sheet
    /// bonuses.
    pub fn score(&self, state: &State, p: usize) -> i64 {
        let player = &state.players[p];
        let points = |c: u16| i64::from(self.deck.cards()[c as usize].points);
        // Cards turned face down by a defence score nothing.
        let completed: i64 = player
            .completed
            .iter()
            .filter(|c| !player.face_down.contains(c))
            .map(|&c| points(c))
            .sum();
        // The solo game and the revised rules count unfinished cards against you.
        let unfinished: i64 = if self.solo().is_some() || self.revised() {
            player.cards.iter().map(|c| points(c.card)).sum()
        } else {
            0
        };
        completed - i64::from(player.touches) - unfinished
            + self.favourite_bonus(state, p)
            + self.sheet_bonus(state, p)
    }

    /// The virtual opponent's score in the solo game.
    pub fn opponent_score(&self, state: &State) -> i64 {
        solo::opponent_score(self, state) + self.opponent_favourite_bonus(state)
    }
}

/// The player who acts now: the one to move in the turns, the one choosing or touching
/// up in the phases around them; `None` once the game is over.
fn acting(state: &State) -> Option<usize> {
    match state.phase {
        Phase::Turns => Some(state.to_move),
        Phase::Favourites(p) | Phase::Defend(p) | Phase::Touches(p) => Some(p),
        Phase::Over => None,
    }
}

impl Game for ProjectL {
    type State = State;
    type Move = Move;
    type Illegal = Illegal;

    fn name(&self) -> &'static str {
        "project-l"
    }

    fn players(&self) -> usize {
        self.players
    }

    fn initial(&self) -> State {
        self.setup(self.seed)
    }

    fn initial_seeded(&self, seed: u64) -> State {
        self.setup(seed)
    }

    fn turn(&self, state: &State) -> Turn {
        acting(state).map_or(Turn::Over, Turn::Player)
    }

    fn legal_moves(&self, state: &State) -> Vec<Move> {
        self.legal_moves_of(state)
    }

    fn play(&self, state: &State, mv: &Move) -> Result<State, Illegal> {
        ProjectL::play(self, state, mv)
    }

    fn turn_continues(&self, before: &State, after: &State) -> bool {
        match (before.phase, after.phase) {
            (Phase::Turns, Phase::Turns) => after.turns_played == before.turns_played,
            (Phase::Touches(a), Phase::Touches(b)) => a == b,
            _ => false,
        }
    }

    fn step_text(&self, state: &State) -> Option<String> {
        board_text::step(state)
    }

    fn outcome(&self, state: &State) -> Option<Outcome> {
        if state.phase != Phase::Over {
            return None;
        }
        let scores: Vec<i64> = (0..state.players.len())
            .map(|p| self.score(state, p))
            .collect();
        if let Some(loser) = state.loser {
            let winners = (0..scores.len()).filter(|&p| p != loser).collect();
            return Some(Outcome { scores, winners });
        }
        if self.solo().is_some() {
            let won = self.opponent_beaten(state) || scores[0] > self.opponent_score(state);
            let winners = if won { vec![0] } else { Vec::new() };
            return Some(Outcome { scores, winners });
        }
        let rank = |p: usize| {
            let player = &state.players[p];
            (scores[p], player.completed.len(), player.supply.pieces())
        };
        let best = (0..scores.len()).map(rank).max()?;
        let winners = (0..scores.len()).filter(|&p| rank(p) == best).collect();
        Some(Outcome { scores, winners })
    }

    fn result_text(&self, state: &State) -> Option<String> {
        if state.phase == Phase::Over
            && let Some(text) = self.loss_text(state)
        {
            return Some(text);
        }
        self.solo()?;
        let (mine, theirs) = (self.score(state, 0), self.opponent_score(state));
        Some(if mine > theirs {
            format!("player 1 beats the virtual opponent {mine} to {theirs}")
        } else {
            format!("the virtual opponent wins {theirs} to {mine} (it wins ties)")
        })
    }

    fn format_move(&self, _state: &State, mv: &Move) -> String {
        format_move(self.deck, mv)
    }

    fn describe_change(&self, before: &State, _: &Move, after: &State) -> Option<String> {
        ProjectL::describe(self, before, after)
    }

    fn parse_move(&self, state: &State, text: &str) -> Result<Move, Illegal> {
        parse_move(self.deck, self.fitters, text).map_err(|e| self.card_held_first(state, e))
    }

    fn board_text(&self, state: &State) -> Vec<String> {
        ProjectL::board_text(self, state)
    }

    fn board_text_short(&self, state: &State, room: Room) -> Option<Vec<String>> {
        Some(ProjectL::board_text_short(self, state, room))
    }

    fn picture(&self, state: &State) -> Option<crate::picture::Scene> {
        Some(self.scene(state))
    }

    fn view(&self, state: &State) -> Option<crate::engine::view::JsonView> {
        Some(self.json_view(state))
    }
}
