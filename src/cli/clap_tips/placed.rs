//! An option given before the command that takes it (`tessera --json cards`): clap reads
//! it as the program's own, which has none such, and offers `--help`; the tip says where
//! it goes.

use super::{Typed, commands_on_line, words};

/// The tip for `arg`, refused where it stands, when a command named after it on the line
/// takes it: to give it after that command.
pub(super) fn after_its_command(
    arg: &str,
    args: &[std::ffi::OsString],
    tree: &clap::Command,
) -> Option<String> {
    let typed = Typed::of(arg)?;
    let chain = commands_on_line(args, tree);
    let takes = |c: &&clap::Command| c.get_arguments().any(|a| typed.names(a));
    let at = chain.iter().rposition(takes)?;
    let names: Vec<&str> = chain[1..=at].iter().map(|c| c.get_name()).collect();
    let line: Vec<&str> = words(args).collect();
    let option_at = line.iter().position(|w| super::is_the_option(w, typed.0))?;
    let command_at = line
        .iter()
        .position(|w| Some(*w) == names.last().copied())?;
    (option_at < command_at).then(|| {
        format!(
            "'{typed}' is an option of `tessera {0}`: give it after the command, as in \
             `tessera {0} {typed}`",
            names.join(" ")
        )
    })
}
