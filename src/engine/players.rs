//! Who plays a game besides people: its bots by name and the advice it gives the player to
//! move. Kept apart from the rules ([`Game`]) and the setup ([`Playable`])
//! so that a game's rules never reach for its bots: each game implements this trait beside
//! its bots, and `play` asks for both.

use super::{Bot, Budget, Game, Hint, HintTime, Playable};
use crate::random::Rng;

/// A game's bots and its hint.
pub trait Players: Game + Sized + 'static {
    /// The bots [`Players::bot`] knows, the default first (every variant's).
    const BOTS: &'static [&'static str];

    /// The bots a game set up with `options` offers, the default first: [`Players::BOTS`],
    /// or fewer where a bot serves one variant alone (Golomb's `perfect`). Read from the
    /// options, not from a game, so that listing every game's bots (the command line does,
    /// to build its help) sets up no game.
    fn bots_for(_options: &<Self as Playable>::Options) -> &'static [&'static str]
    where
        Self: Playable,
    {
        Self::BOTS
    }

    /// A bot by name (one of [`Players::BOTS`]).
    fn bot(name: &str) -> Option<Box<dyn Bot<Self>>>;

    /// A bot by name thinking within `budget` per decision; bots that do not search
    /// ignore the budget.
    fn bot_within(name: &str, _budget: Budget) -> Option<Box<dyn Bot<Self>>> {
        Self::bot(name)
    }

    /// Advice for the player to move (a player is to move): the strongest analysis the
    /// game has, thinking about `time` at most. By default, the first bot's choice.
    fn hint(&self, state: &Self::State, _time: HintTime, rng: &mut Rng) -> Hint<Self::Move> {
        let name = Self::BOTS[0];
        let mut bot = Self::bot(name).expect("a game's first bot exists");
        Hint::new(
            vec![bot.choose(self, state, rng)],
            format!("the {name} bot"),
        )
    }
}
