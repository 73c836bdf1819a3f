//! The analyses players ask for about Project L: the cheapest acquisitions that let a
//! supply complete a card (`upgrade`) and the fewest actions that complete several cards
//! (`plan`). Whether a supply completes a card at all is the components' card fitter.

pub(super) mod plan;
pub(super) mod upgrade;
#[cfg(test)]
mod upgrade_tests;
