//! Changing one subcommand deep in the clap tree after the derive has built it (the exit
//! codes at the end of each leaf's `--help`, the values completions offer). clap's
//! `mut_subcommand` moves the subcommand it changes to the end of its parent's list, which is
//! why the manual sorts subcommands by their display order.

use clap::Command;

/// Applies `change` to the subcommand at `words` (`["play", "new"]`); a word that names no
/// subcommand, or an error of `change`, is the error.
pub fn change_at(
    command: Command,
    words: &[&str],
    change: &mut dyn FnMut(Command) -> Result<Command, String>,
) -> Result<Command, String> {
    let Some((first, rest)) = words.split_first() else {
        return change(command);
    };
    if command.find_subcommand(first).is_none() {
        return Err(format!("no subcommand `{first}`"));
    }
    let mut outcome = Ok(());
    let command = command.mut_subcommand(*first, |sub| {
        change_at(sub.clone(), rest, change).unwrap_or_else(|e| {
            outcome = Err(e);
            sub
        })
    });
    outcome.map(|()| command)
}
