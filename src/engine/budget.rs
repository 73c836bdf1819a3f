//! How much a searching bot may think over one decision: a number of search nodes (the
//! same seed and node budget give the same moves) or a time in milliseconds (as strong as
//! the machine is fast). Bots that do not search ignore it.

/// The longest budget accepted: one day.
pub const MOST_MILLIS: u64 = 24 * 60 * 60 * 1000;
/// The most nodes accepted (far past a day of thought at any speed).
pub const MOST_NODES: u64 = 1_000_000_000_000;

/// A searching bot's budget per decision.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Budget {
    /// The bot's own default (a node count, so games replay identically).
    #[default]
    Default,
    /// This many search nodes (what a node is, each bot says).
    Nodes(u64),
    /// At most this many milliseconds.
    Millis(u64),
}

/// Why a budget was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BudgetError {
    #[error("{text:?} is not a whole number of {unit}")]
    NotANumber { text: String, unit: &'static str },
    #[error("a budget of 0 {unit} leaves the bot no thought: give at least 1")]
    Zero { unit: &'static str },
    #[error("a budget of {value} {unit} is past the most accepted, {most} ({why})")]
    TooLarge {
        value: u64,
        unit: &'static str,
        most: u64,
        why: &'static str,
    },
}

impl Budget {
    /// A time budget from its text in milliseconds: 1 up to a day.
    pub fn millis(text: &str) -> Result<Budget, BudgetError> {
        let value = read(text, "milliseconds")?;
        within(value, "milliseconds", MOST_MILLIS, "a day").map(Budget::Millis)
    }

    /// A node budget from its text: at least 1.
    pub fn nodes(text: &str) -> Result<Budget, BudgetError> {
        let value = read(text, "nodes")?;
        within(value, "nodes", MOST_NODES, "far past a day of thought").map(Budget::Nodes)
    }
}

fn read(text: &str, unit: &'static str) -> Result<u64, BudgetError> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| BudgetError::NotANumber {
            text: text.to_string(),
            unit,
        })
}

fn within(
    value: u64,
    unit: &'static str,
    most: u64,
    why: &'static str,
) -> Result<u64, BudgetError> {
    match value {
        0 => Err(BudgetError::Zero { unit }),
        v if v > most => Err(BudgetError::TooLarge {
            value,
            unit,
            most,
            why,
        }),
        v => Ok(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_from_one_to_a_day_are_read() {
        assert_eq!(Budget::millis("1"), Ok(Budget::Millis(1)));
        assert_eq!(Budget::millis("86400000"), Ok(Budget::Millis(86_400_000)));
        assert_eq!(Budget::nodes("250"), Ok(Budget::Nodes(250)));
    }

    #[test]
    fn zero_past_a_day_and_words_are_refused() {
        assert!(matches!(Budget::millis("0"), Err(BudgetError::Zero { .. })));
        assert!(matches!(
            Budget::millis("86400001"),
            Err(BudgetError::TooLarge { .. })
        ));
        assert!(matches!(Budget::nodes("0"), Err(BudgetError::Zero { .. })));
        assert!(matches!(
            Budget::nodes("-3"),
            Err(BudgetError::NotANumber { .. })
        ));
        assert!(matches!(
            Budget::millis("1s"),
            Err(BudgetError::NotANumber { .. })
        ));
    }
}
