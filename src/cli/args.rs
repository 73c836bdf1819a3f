//! Argument readers shared by every command, so that each kind of argument reads one way
//! everywhere: a count "at least 1" in the same words, and a list with its items separated
//! by spaces or commas, or both (`--goal "W05 B20"`, `--bots greedy,random`), and the
//! number of search threads bounded by the machine; and the refusal of a command missing
//! its GAME.

use crate::play::Games;
use std::io::Write;
use std::str::FromStr;

/// The fewest threads `--threads` is always allowed, however few the cores (so that a test
/// of two threads runs as asked on a machine of one).
pub const FEW_CORES_THREADS: usize = 4;

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

/// The cores this process may use.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The most search threads a run starts: the machine's cores, or [`FEW_CORES_THREADS`]
/// where there are fewer. More would only share the same cores, and starting each costs
/// time that `--time` must cover.
pub fn thread_bound() -> usize {
    all_cores().max(FEW_CORES_THREADS)
}

/// The threads a run starts for `--threads` (every core when it is not given): the number
/// asked for, reduced to [`thread_bound`] with a note on `err` when it is larger.
pub fn threads(asked: Option<usize>, err: &mut dyn Write) -> usize {
    let Some(asked) = asked else {
        return all_cores();
    };
    let bound = thread_bound();
    if asked > bound {
        // A note that cannot be written changes nothing about the answer.
        let _ = writeln!(err, "{}", reduced_note(asked, bound));
        return bound;
    }
    asked
}

/// What is said when `--threads asked` is reduced to `bound`.
fn reduced_note(asked: usize, bound: usize) -> String {
    let cores = all_cores();
    let why = match cores < FEW_CORES_THREADS {
        true => format!(
            "the most on a machine with fewer than {FEW_CORES_THREADS} cores; this one has \
             {cores}"
        ),
        false => format!("one for each of the machine's {cores} cores"),
    };
    format!("tessera: note: --threads {asked}: using {bound} ({why})")
}

/// A file a command writes and later commands read again (a game's state, a checkpoint):
/// any path but `-`, which would make a file of that name where standard output is meant
/// elsewhere.
pub fn kept_file(text: &str) -> Result<std::path::PathBuf, String> {
    match text {
        "-" => Err(
            "`-` cannot be this file: it is read again later, so it cannot be standard \
                    output; name a file"
                .into(),
        ),
        path => Ok(path.into()),
    }
}

/// A file a command may write instead of standard output: any path but `-` (leave the
/// option out for standard output).
pub fn output_file(text: &str) -> Result<std::path::PathBuf, String> {
    match text {
        "-" => Err(
            "leave the option out to write on standard output (`-` would be a file of \
                    that name)"
                .into(),
        ),
        path => Ok(path.into()),
    }
}

/// The refusal of a command run without its GAME: the games to choose from, and an example.
pub fn game_needed(games: &Games, example: &str) -> anyhow::Error {
    let names = games.names().join(", ");
    anyhow::anyhow!("give a GAME: {names} (for example `{example}`)")
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
    fn threads_past_the_bound_are_reduced_with_a_note() {
        let bound = thread_bound();
        let mut err = Vec::new();
        assert_eq!(threads(Some(bound), &mut err), bound);
        assert_eq!(threads(Some(1), &mut err), 1);
        assert_eq!(threads(None, &mut err), all_cores());
        assert!(err.is_empty());
        assert_eq!(threads(Some(bound + 1), &mut err), bound);
        let said = String::from_utf8(err).unwrap();
        assert_eq!(said, format!("{}\n", reduced_note(bound + 1, bound)));
        assert!(bound >= FEW_CORES_THREADS);
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
