//! Структура 25's players besides people, for `play`: the bots by name (see
//! [`super::bots`]) and the hint (see [`super::hint`]), kept beside the bots so the rules
//! never import them.

use super::bots;
use super::game::Struktura25;
use super::moves::Move;
use super::state::State;
use crate::engine::{Bot, Hint, HintTime, Players};
use crate::random::Rng;

impl Players for Struktura25 {
    const BOTS: &'static [&'static str] = bots::BOT_NAMES;

    fn bot(name: &str) -> Option<Box<dyn Bot<Struktura25>>> {
        bots::bot(name)
    }

    fn hint(&self, state: &State, time: HintTime, rng: &mut Rng) -> Hint<Move> {
        super::hint::hint(self, state, time, rng)
    }
}
