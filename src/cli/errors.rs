//! An error's words, once: the context each caller added (`.with_context`) and the causes
//! below it, joined by `: `, with nothing said twice; and the one error that is not worded
//! at all, a closed standard output.

/// The message of `err` and its causes. A cause whose words begin with the message so far
/// (a file's error that names its file) replaces it; a cause the message already ends with
/// (an error whose own words quote its source) is not repeated.
pub fn worded(err: &anyhow::Error) -> String {
    let mut message = String::new();
    for cause in err.chain() {
        let text = cause.to_string();
        if message.is_empty() || text.starts_with(&format!("{message}: ")) {
            message = text;
        } else if text != message && !message.ends_with(&format!(": {text}")) {
            message = format!("{message}: {text}");
        }
    }
    message
}

/// Whether the error comes from writing to a closed pipe (`tessera … | head`).
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use super::worded;
    use anyhow::Context;

    #[derive(Debug, thiserror::Error)]
    #[error("the bot's move was refused: {source}")]
    struct Quoting {
        source: std::io::Error,
    }

    fn io(text: &str) -> std::io::Error {
        std::io::Error::other(text.to_string())
    }

    #[test]
    fn each_cause_is_said_once_after_its_context() {
        let err = Err::<(), _>(io("no such file"))
            .context("game.yaml")
            .unwrap_err();
        assert_eq!(worded(&err), "game.yaml: no such file");
    }

    #[test]
    fn a_cause_that_quotes_its_source_is_not_repeated() {
        let quoting = Quoting {
            source: io("cell c9 is taken"),
        };
        let err = Err::<(), _>(quoting).context("game.yaml").unwrap_err();
        assert_eq!(
            worded(&err),
            "game.yaml: the bot's move was refused: cell c9 is taken"
        );
    }

    #[test]
    fn a_cause_that_names_the_file_itself_replaces_the_name() {
        let err = Err::<(), _>(io("a.yaml: line 3: expected a list"))
            .context("a.yaml")
            .unwrap_err();
        assert_eq!(worded(&err), "a.yaml: line 3: expected a list");
    }
}
