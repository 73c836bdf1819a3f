//! Project L's players besides people, for `play`: the bots by name (see [`bots`](super))
//! and the hint (see [`super::hint`]), kept beside the bots so the rules never import them.

use super::{BOT_NAMES, bot, bot_within};
use crate::engine::{Bot, Budget, Hint, HintTime, Players};
use crate::project_l::game::{Move, ProjectL, State};
use crate::random::Rng;

impl Players for ProjectL {
    const BOTS: &'static [&'static str] = BOT_NAMES;

    fn bot(name: &str) -> Option<Box<dyn Bot<ProjectL>>> {
        bot(name)
    }

    fn bot_within(name: &str, budget: Budget) -> Option<Box<dyn Bot<ProjectL>>> {
        bot_within(name, budget)
    }

    fn hint(&self, state: &State, time: HintTime, rng: &mut Rng) -> Hint<Move> {
        super::hint::hint(self, state, time, rng)
    }
}
