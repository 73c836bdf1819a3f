//! Every option as near as clap's guess: clap names one option like an unknown one
//! (`--seet`: `--seed`), though another may be as near (`--seat`), and the one meant is as
//! likely to be either.

use super::commands_on_line;

/// `error`, clap's refusal of `typed` with its guess `suggested`, kept as it is unless
/// another option of the commands on the line is as near: then its tip names them all.
pub(super) fn all_as_near(
    error: clap::Error,
    typed: &str,
    suggested: &str,
    args: &[std::ffi::OsString],
    tree: &clap::Command,
) -> clap::Error {
    let Some(option) = typed.strip_prefix("--") else {
        return error;
    };
    let option = option.split('=').next().unwrap_or(option);
    let commands = commands_on_line(args, tree);
    let longs = commands.iter().flat_map(|c| c.get_arguments());
    let mut longs: Vec<&str> = longs.filter_map(clap::Arg::get_long).collect();
    longs.sort_unstable();
    longs.dedup();
    let distance = |long: &str| crate::wording::edit_distance(option, long);
    let guess = distance(suggested.trim_start_matches('-'));
    let near: Vec<String> = (longs.into_iter())
        .filter(|long| distance(long) == guess)
        .map(|long| format!("'--{long}'"))
        .collect();
    if near.len() < 2 {
        return error;
    }
    let tip = format!("similar options exist: {}", crate::wording::or_list(&near));
    retold(error, tip, &commands)
}

/// `error` told again with `tip` in place of clap's guess, and the usage of the command
/// refusing it (clap's names its guess).
fn retold(error: clap::Error, tip: String, commands: &[&clap::Command]) -> clap::Error {
    let command = commands[commands.len() - 1];
    let names = commands[1..].iter().map(|c| c.get_name());
    let line: Vec<&str> = std::iter::once("tessera").chain(names).collect();
    let usage = command.clone().bin_name(line.join(" ")).render_usage();
    super::replaced_tip(error, (tip, command, usage))
}
