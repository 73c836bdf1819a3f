//! clap's tips, fitted to tessera: an unknown option or a negative number is not told to
//! follow `--`, the way to pass a word as a value, which no command here wants.

/// clap's refusal of an unknown argument, with a tip that fits: clap offers to pass a
/// word like `--svg` or `-1` as a value after `--`, which no command here wants. An
/// option that does not exist is sent to the command's `--help`; a negative number is
/// said to be refused. Every other error is kept as it is.
pub fn retipped(mut error: clap::Error) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if error.kind() != ErrorKind::UnknownArgument {
        return error;
    }
    let Some(ContextValue::String(arg)) = error.get(ContextKind::InvalidArg) else {
        return error;
    };
    if error.get(ContextKind::SuggestedArg).is_some() {
        return error;
    }
    let tip = match arg.strip_prefix('-') {
        Some(rest) if rest.parse::<f64>().is_ok() => {
            format!("'{arg}': negative values are refused here")
        }
        Some(_) => format!("'{arg}' is not an option here: `--help` lists the options"),
        None => return error,
    };
    let tips = vec![clap::builder::StyledStr::from(tip)];
    error.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
    error
}

#[cfg(test)]
mod tests {
    use super::retipped;
    use clap::{Arg, Command};

    fn refusal(args: &[&str]) -> String {
        let command = Command::new("t")
            .arg(Arg::new("file"))
            .arg(Arg::new("time").long("time"))
            .arg(Arg::new("svg-out").long("svg-out"));
        let error = command.try_get_matches_from(args).unwrap_err();
        retipped(error).render().to_string()
    }

    #[test]
    fn an_unknown_option_is_sent_to_help_not_past_a_double_dash() {
        let told = refusal(&["t", "f", "--frobnicate"]);
        assert!(
            told.contains("tip: '--frobnicate' is not an option here"),
            "{told}"
        );
        assert!(!told.contains("-- --frobnicate"), "{told}");
    }

    #[test]
    fn a_negative_number_is_said_to_be_refused() {
        let told = refusal(&["t", "f", "--time", "-1"]);
        assert!(
            told.contains("'-1': negative values are refused here"),
            "{told}"
        );
    }

    #[test]
    fn a_near_option_is_still_suggested() {
        let told = refusal(&["t", "f", "--svg-ou", "x"]);
        assert!(
            told.contains("a similar argument exists: '--svg-out'"),
            "{told}"
        );
        assert!(!told.contains("is not an option here"), "{told}");
    }
}
