//! Структура 25 as a [`Game`]: player 1 first, turns in seat order; after an uncancelled
//! collapse the die is a chance turn, then the player chooses the chips to remove when
//! there is a choice.

use super::illegal::{Illegal, SetupError};
use super::moves::{self, Move};
use super::options::Options;
use super::position;
use super::rules;
use super::state::{MAX_PLAYERS, Phase, State};
use crate::engine::{Game, Outcome, Room, Turn};

/// One game of Структура 25, set up.
pub struct Struktura25 {
    start: State,
    options: Options,
}

impl Struktura25 {
    pub fn new(options: &Options) -> Result<Struktura25, SetupError> {
        let mut start = match &options.start {
            Some(text) => position::parse(text, "the start position")?,
            None => State::new(options.players),
        };
        start.readings = options.readings();
        if !(2..=MAX_PLAYERS).contains(&options.players) {
            return Err(SetupError::Players(options.players));
        }
        if start.players() != options.players {
            return Err(SetupError::StartPlayers {
                position: start.players(),
                options: options.players,
            });
        }
        Ok(Struktura25 {
            start,
            options: options.clone(),
        })
    }

    pub fn options(&self) -> &Options {
        &self.options
    }
}

impl Game for Struktura25 {
    type State = State;
    type Move = Move;
    type Illegal = Illegal;

    fn name(&self) -> &'static str {
        "s25"
    }

    fn players(&self) -> usize {
        self.start.players()
    }

    fn initial(&self) -> State {
        self.start.clone()
    }

    fn turn(&self, state: &State) -> Turn {
        if state.is_over() {
            Turn::Over
        } else if state.phase == Phase::Roll {
            Turn::Chance
        } else {
            Turn::Player(state.to_move)
        }
    }

    fn legal_moves(&self, state: &State) -> Vec<Move> {
        rules::legal_moves(state)
    }

    fn chance_events(&self, state: &State) -> Vec<(Move, u32)> {
        if state.phase == Phase::Roll && !state.is_over() {
            (1..=6).map(|face| (Move::Roll(face), 1)).collect()
        } else {
            Vec::new()
        }
    }

    fn play(&self, state: &State, mv: &Move) -> Result<State, Illegal> {
        rules::play(state, mv)
    }

    fn turn_continues(&self, _before: &State, after: &State) -> bool {
        after.phase != Phase::Move && !after.is_over()
    }

    fn step_text(&self, state: &State) -> Option<String> {
        match state.phase {
            Phase::Remove(n) if !state.is_over() => Some(format!(
                "removes {} after the collapse: remove CELLS",
                crate::wording::count(n, "chip")
            )),
            _ => None,
        }
    }

    fn outcome(&self, state: &State) -> Option<Outcome> {
        if !state.is_over() {
            return None;
        }
        let scores: Vec<i64> = state.active().iter().map(|s| i64::from(s.score)).collect();
        let winners = super::rules::winners(state);
        Some(Outcome { scores, winners })
    }

    fn describe_change(&self, before: &State, mv: &Move, after: &State) -> Option<String> {
        super::describe::describe(before, mv, after)
    }

    fn format_move(&self, _state: &State, mv: &Move) -> String {
        moves::format(mv)
    }

    fn parse_move(&self, _state: &State, text: &str) -> Result<Move, Illegal> {
        moves::parse(text)
    }

    fn picture(&self, state: &State) -> Option<crate::picture::Scene> {
        Some(super::picture::scene(self, state))
    }

    fn view(&self, state: &State) -> Option<crate::engine::view::JsonView> {
        Some(super::view::json_view(state))
    }

    fn board_text(&self, state: &State) -> Vec<String> {
        super::board_text::board_text(self, state)
    }

    fn board_text_within(&self, state: &State, columns: usize) -> Vec<String> {
        super::board_text::board_text_narrow(self, state, columns)
            .unwrap_or_else(|| self.board_text(state))
    }

    fn board_text_short(&self, state: &State, room: Room) -> Option<Vec<String>> {
        super::board_text::board_text_narrow(self, state, room.columns)
    }
}
