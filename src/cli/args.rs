//! Argument readers shared by every command, so that each kind of argument reads one way
//! everywhere: a count "at least 1" in the same words, and a list with its items separated
//! by spaces or commas, or both (`--goal "W05 B20"`, `--bots greedy,random`).

use std::str::FromStr;

/// A whole number of at least 1, refused as "must be at least 1" (clap names the option).
pub fn at_least_one<T>(text: &str) -> Result<T, String>
where
    T: FromStr<Err = std::num::ParseIntError> + PartialEq + From<u8>,
{
    match text.parse::<T>() {
        Ok(n) if n == T::from(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => Err("too large".into()),
        Err(_) => Err(format!("{text:?} is not a whole number")),
    }
}

/// The items of list arguments, each of which may hold several separated by spaces or
/// commas; empty items are dropped.
pub fn items(values: &[String]) -> Vec<String> {
    values
        .iter()
        .flat_map(|v| v.split([' ', ',', '\t']))
        .filter(|item| !item.is_empty())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_start_at_one() {
        assert_eq!(at_least_one::<u64>("3"), Ok(3));
        assert_eq!(
            at_least_one::<usize>("0").unwrap_err(),
            "must be at least 1"
        );
        assert!(at_least_one::<u32>("-1").is_err());
        assert_eq!(at_least_one::<u32>("99999999999").unwrap_err(), "too large");
    }

    #[test]
    fn lists_take_spaces_commas_or_both() {
        let given = [
            "greedy random".to_string(),
            "planner,".to_string(),
            " search".to_string(),
        ];
        assert_eq!(items(&given), ["greedy", "random", "planner", "search"]);
    }
}
