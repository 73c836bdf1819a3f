//! An error's words, once: the contexts each caller added (`.context`) and then the error,
//! joined by `: `. Nothing is taken out: every error of the library says its cause in its
//! own words and exposes no `source` (`crate::errors`), and a file is named only by the
//! `InFile` that carries its error. The one error not worded at all is a closed standard
//! output.

/// The message of `err`: its contexts, outermost first, then the error.
pub fn worded(err: &anyhow::Error) -> String {
    let words: Vec<String> = err.chain().map(ToString::to_string).collect();
    words.join(": ")
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

    fn io(text: &str) -> std::io::Error {
        std::io::Error::other(text.to_string())
    }

    #[test]
    fn contexts_come_first_then_the_error() {
        let err = Err::<(), _>(io("no such file"))
            .context("cannot read the deck")
            .context("--cards")
            .unwrap_err();
        assert_eq!(worded(&err), "--cards: cannot read the deck: no such file");
    }

    #[test]
    fn a_file_is_named_by_its_error_once() {
        let err = crate::text_file::InFile::new(
            std::path::Path::new("a.yaml"),
            "line 3: expected a list",
        );
        let err = anyhow::Error::new(err).context("--set");
        assert_eq!(worded(&err), "--set: a.yaml: line 3: expected a list");
    }
}
