//! The rules options of Структура 25 for `s25 analyze` and `s25 path`: the same readings
//! `play new s25` takes (`--stalemate`, `--correction`, `--line2`), set on the position.

use crate::struktura25::readings::parse_choice;
use crate::struktura25::{Correction, Line2, Readings, Stalemate};
use clap::Args;
use clap::builder::PossibleValuesParser;

/// The readings an analysis follows (each defaults to the spec's).
#[derive(Args, Debug)]
pub struct ReadingsArgs {
    /// When nobody reaches exactly 25: highest (the default: the highest score wins) or
    /// draw (nobody wins).
    #[arg(long, value_name = "WHO", value_parser = PossibleValuesParser::new(Stalemate::NAMES))]
    pub stalemate: Option<String>,
    /// cap (the default: 25 or more becomes 24 after every collapse, cancelled or not) or
    /// no-cap (a token cancels the collapse and the correction).
    #[arg(long, value_name = "WHEN", value_parser = PossibleValuesParser::new(Correction::NAMES))]
    pub correction: Option<String>,
    /// per-player (the default: the line of 2 once per game for each player) or once (once
    /// in the whole game).
    #[arg(long, value_name = "HOW", value_parser = PossibleValuesParser::new(Line2::NAMES))]
    pub line2: Option<String>,
}

impl ReadingsArgs {
    /// The readings chosen (clap has checked the names).
    pub fn readings(&self) -> Readings {
        fn read<T: Default + for<'de> serde::Deserialize<'de>>(
            given: &Option<String>,
            names: &[&str],
        ) -> T {
            given
                .as_deref()
                .and_then(|text| parse_choice(text, names))
                .unwrap_or_default()
        }
        Readings {
            stalemate: read(&self.stalemate, Stalemate::NAMES),
            correction: read(&self.correction, Correction::NAMES),
            line2: read(&self.line2, Line2::NAMES),
        }
    }
}
