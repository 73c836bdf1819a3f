//! Values the shell completion scripts offer where the argument takes any text: bot names,
//! card ids, piece kinds and the games with challenges. They are offered, not enforced: a
//! wrong value still reaches the command, whose own check refuses it with a did-you-mean.
//! Only `tessera completions` adds them, so no other command pays for reading the card
//! catalogue.

use crate::play::Games;
use crate::project_l::{Catalogue, Kind};
use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use clap::{Arg, Command};
use std::ffi::OsStr;

/// What kind of value an argument takes, by its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    Bots,
    CardIds,
    PieceKinds,
    ChallengeGames,
}

/// The arguments that get values offered: (command path, argument id, what).
pub const OFFERED: &[(&str, &str, Offer)] = &[
    ("fit", "card", Offer::CardIds),
    ("fit", "supply", Offer::PieceKinds),
    ("upgrade", "card", Offer::CardIds),
    ("upgrade", "supply", Offer::PieceKinds),
    ("upgrade", "bank", Offer::PieceKinds),
    ("plan", "goal", Offer::CardIds),
    ("cards show", "id", Offer::CardIds),
    ("play bot", "bot", Offer::Bots),
    ("play vs", "bot", Offer::Bots),
    ("play arena", "bots", Offer::Bots),
    ("challenge new", "game", Offer::ChallengeGames),
];

/// A parser that reads any text, as `String` would, and names some values for completion.
#[derive(Clone)]
struct Offering(Vec<String>);

impl TypedValueParser for Offering {
    type Value = String;

    fn parse_ref(
        &self,
        command: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        StringValueParser::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            self.0.iter().map(|v| PossibleValue::new(v.clone())),
        ))
    }
}

/// The values offered for `what`: every game's bots (one name once), the base deck's ids,
/// the piece kinds.
fn values(what: Offer, games: &Games) -> Vec<String> {
    let mut values: Vec<String> = match what {
        Offer::Bots => (games.entries().iter())
            .flat_map(|g| g.bots().iter().map(|b| b.to_string()))
            .collect(),
        Offer::CardIds => (Catalogue::base().cards().iter())
            .map(|c| c.id.clone())
            .collect(),
        Offer::PieceKinds => Kind::ALL.iter().map(|k| k.name().to_string()).collect(),
        Offer::ChallengeGames => (crate::challenge::KINDS.iter())
            .map(|k| k.game().to_string())
            .collect(),
    };
    let mut seen = std::collections::HashSet::new();
    values.retain(|v| seen.insert(v.clone()));
    values
}

/// `command` with the offered values on every argument of [`OFFERED`]; a path or id that
/// names nothing is an error, so a renamed argument cannot lose its completion unseen.
pub fn offer(mut command: Command, games: &Games) -> Result<Command, String> {
    for &(path, id, what) in OFFERED {
        let offering = Offering(values(what, games));
        command = at_path(command, path, &mut |c| {
            if c.get_arguments().all(|a| a.get_id() != id) {
                return Err(format!("`{path}` has no argument {id}"));
            }
            Ok(c.mut_arg(id, |a| {
                a.value_parser(offering.clone()).hide_possible_values(true)
            }))
        })?;
    }
    Ok(command)
}

/// Applies `change` to the subcommand at `path` (words separated by spaces).
fn at_path(
    command: Command,
    path: &str,
    change: &mut dyn FnMut(Command) -> Result<Command, String>,
) -> Result<Command, String> {
    let words: Vec<&str> = path.split(' ').collect();
    super::tree::change_at(command, &words, change)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_offered_argument_exists_and_offers_its_values() {
        let games = Games::standard();
        let command = offer(crate::cli::command(&games), &games).expect("every path exists");
        let fit = command.find_subcommand("fit").unwrap();
        let card = fit.get_arguments().find(|a| a.get_id() == "card").unwrap();
        let offered: Vec<String> = (card.get_possible_values().iter())
            .map(|v| v.get_name().to_string())
            .collect();
        assert_eq!(offered.len(), 52);
        assert!(offered.contains(&"B20".to_string()));
        let bots = values(Offer::Bots, &games);
        for bot in ["greedy", "random", "planner", "search"] {
            assert_eq!(bots.iter().filter(|b| *b == bot).count(), 1, "{bot}");
        }
        assert_eq!(values(Offer::PieceKinds, &games).len(), 12);
        assert_eq!(
            values(Offer::ChallengeGames, &games),
            ["golomb", "polyssimo", "s25", "project-l"]
        );
    }

    #[test]
    fn a_missing_argument_is_named() {
        let games = Games::standard();
        let error = at_path(crate::cli::command(&games), "cards show", &mut |c| {
            let found = c.get_arguments().any(|a| a.get_id() == "nope");
            found.then_some(c).ok_or_else(|| "no nope".to_string())
        });
        assert_eq!(error.err().as_deref(), Some("no nope"));
        let error = at_path(crate::cli::command(&games), "cards nope", &mut Ok);
        assert_eq!(error.err().as_deref(), Some("no subcommand `nope`"));
    }
}
