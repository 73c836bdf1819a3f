//! Polyssimo's (and Golomb's game's) players besides people, for `play`: the bots by name
//! (see [`super::bots`]), `search` within a budget of nodes or time, and the hint (see
//! [`super::hint`]), kept beside the bots so the rules never import them.

use super::advice::Allowance;
use super::bots;
use super::game::{GameState, Move, Polyssimo};
use super::options::Options;
use super::position::Mode;
use crate::engine::{Bot, Budget, Hint, HintTime, Players};
use crate::random::Rng;

impl Players for Polyssimo {
    const BOTS: &'static [&'static str] = bots::BOT_NAMES;

    /// Golomb's game offers `perfect`, which plays from the prover's proof; Polyssimo,
    /// which no prover solves, does not.
    fn bots_for(options: &Options) -> &'static [&'static str] {
        match options.mode {
            Mode::Golomb => bots::BOT_NAMES,
            Mode::Polyssimo if std::env::var_os("TESSERA_DEV_BOTS").is_some() => {
                bots::POLYSSIMO_DEV_BOTS
            }
            Mode::Polyssimo => bots::POLYSSIMO_BOTS,
        }
    }

    fn bot(name: &str) -> Option<Box<dyn Bot<Polyssimo>>> {
        bots::bot(name)
    }

    /// `search` takes a node count (its endgame solver's nodes) or a time.
    fn bot_within(name: &str, budget: Budget) -> Option<Box<dyn Bot<Polyssimo>>> {
        let allowance = match budget {
            Budget::Default => Allowance::Nodes(bots::SEARCH_NODES),
            Budget::Nodes(n) => Allowance::Nodes(n),
            Budget::Millis(ms) => Allowance::Time(std::time::Duration::from_millis(ms)),
        };
        match name {
            "search" => Some(Box::new(bots::SearchBot::within(allowance))),
            "search-greedy-draft" => Some(Box::new(bots::SearchBot {
                budget: allowance,
                drafting: bots::Drafting::Greedy,
            })),
            _ => bots::bot(name),
        }
    }

    fn hint(&self, state: &GameState, time: HintTime, rng: &mut Rng) -> Hint<Move> {
        super::hint::hint(self, state, time, rng)
    }
}
