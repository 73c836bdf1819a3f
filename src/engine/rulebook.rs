//! A game's rules as a player reads them: what the game is, a turn, scoring and the end,
//! how moves are written, and each variant the game's options play. The texts are the
//! games' own (each game module writes its [`Rulebook`]); the play table carries them, and
//! the command line only prints them.

use crate::yaml::Value;

/// The rules of one game, in words, with small drawings.
#[derive(Debug)]
pub struct Rulebook {
    /// The game's name as a title (`Структура 25`).
    pub title: &'static str,
    /// The rules of the base game: components, setup, a turn, scoring, the end.
    pub text: &'static str,
    /// How moves are written, with examples.
    pub notation: &'static str,
    /// The variants the game's options play, in the order `rules --help` lists them.
    pub variants: &'static [Variant],
}

/// A variant: rules that replace or add to the base game's, chosen by options.
#[derive(Debug)]
pub struct Variant {
    /// The name `rules GAME --variant NAME` takes (`solo`, `no-cap`).
    pub name: &'static str,
    /// One line on what it changes.
    pub about: &'static str,
    /// The options of `play new GAME` that play it (`--solo basic`).
    pub options: &'static str,
    /// What changes, in full.
    pub text: &'static str,
    /// The option values of a game that plays this variant: each `(name, value)` must be in
    /// the game's options, `"*"` standing for any value that is set (not null, not empty).
    pub when: &'static [(&'static str, &'static str)],
}

/// A variant name the game does not have.
#[derive(Debug, thiserror::Error)]
#[error("{game} has no variant {name:?}{suggestion} (variants: {known})")]
pub struct UnknownVariant {
    pub game: String,
    pub name: String,
    /// `" (did you mean NAME?)"`, or nothing.
    pub suggestion: String,
    /// The variants' names, separated by commas (`none` when the game has none).
    pub known: String,
}

impl Rulebook {
    /// A variant by name, in any case; a wrong name is refused with the nearest one.
    pub fn variant(&self, game: &str, name: &str) -> Result<&'static Variant, UnknownVariant> {
        let names = || self.variants.iter().map(|v| v.name);
        self.variants
            .iter()
            .find(|v| v.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownVariant {
                game: game.to_string(),
                name: name.to_string(),
                suggestion: crate::wording::suggestion(name, names()),
                known: match self.variants.is_empty() {
                    true => "none".to_string(),
                    false => names().collect::<Vec<_>>().join(", "),
                },
            })
    }

    /// The variants a game set up with `options` (its state file's options) plays.
    pub fn variants_in(&self, options: &Value) -> Vec<&'static Variant> {
        self.variants
            .iter()
            .filter(|v| v.played_by(options))
            .collect()
    }
}

impl Variant {
    /// Whether a game set up with `options` plays this variant.
    pub fn played_by(&self, options: &Value) -> bool {
        !self.when.is_empty()
            && self.when.iter().all(|(name, wanted)| {
                let given = options.get(*name).unwrap_or(&Value::Null);
                match (*wanted, given) {
                    (_, Value::Null) => false,
                    ("*", Value::Sequence(items)) => !items.is_empty(),
                    ("*", _) => true,
                    (wanted, Value::String(s)) => s == wanted,
                    (wanted, Value::Number(n)) => n.to_string() == wanted,
                    (wanted, Value::Bool(b)) => b.to_string() == wanted,
                    _ => false,
                }
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOOK: Rulebook = Rulebook {
        title: "Toy",
        text: "Two coins.",
        notation: "heads, tails",
        variants: &[
            Variant {
                name: "three",
                about: "three players",
                options: "--players 3",
                text: "Three coins.",
                when: &[("players", "3")],
            },
            Variant {
                name: "weighted",
                about: "a weighted coin",
                options: "--weight FILE",
                text: "One coin lands heads more often.",
                when: &[("weight", "*")],
            },
        ],
    };

    #[test]
    fn a_variant_is_found_by_name_or_suggested() {
        assert_eq!(BOOK.variant("toy", "THREE").unwrap().name, "three");
        let wrong = BOOK.variant("toy", "wieghted").unwrap_err();
        assert_eq!(
            wrong.to_string(),
            "toy has no variant \"wieghted\" (did you mean weighted?) (variants: three, weighted)"
        );
    }

    #[test]
    fn the_options_of_a_game_say_which_variants_it_plays() {
        let options: Value = crate::yaml::from_str("players: 3\nweight: null\n").unwrap();
        let names: Vec<&str> = BOOK.variants_in(&options).iter().map(|v| v.name).collect();
        assert_eq!(names, ["three"]);
        let options: Value = crate::yaml::from_str("players: 2\nweight: [a]\n").unwrap();
        let names: Vec<&str> = BOOK.variants_in(&options).iter().map(|v| v.name).collect();
        assert_eq!(names, ["weighted"]);
    }
}
