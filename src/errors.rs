//! How errors are built so that a message says each thing once: every error type says its
//! cause in its own words and exposes no `source`, so the command line's message — the
//! contexts the callers added, then the error — is the chain joined by `: ` with nothing to
//! take out. A file is named by [`crate::text_file::InFile`] alone.

/// `From<Cause> for Error`, into the variant that wraps the cause: what thiserror's
/// `#[from]` gives, without making the cause a `source` (which would say it twice).
macro_rules! from_cause {
    ($cause:ty => $error:ident :: $variant:ident) => {
        impl From<$cause> for $error {
            fn from(cause: $cause) -> $error {
                $error::$variant(cause)
            }
        }
    };
}

pub(crate) use from_cause;

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// Every error says its cause itself: no `#[source]`, no `#[from]` but on a transparent
    /// variant (which shows the inner error as it is), and no field that thiserror would
    /// take for a source by its name.
    #[test]
    fn no_error_exposes_a_source() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut found = Vec::new();
        for file in crate::source_files(&root)
            .iter()
            .filter(|f| !f.ends_with("errors.rs"))
        {
            let text = std::fs::read_to_string(file).expect("a source file");
            let mut in_error = false;
            let mut transparent = false;
            for (n, line) in text.lines().enumerate() {
                let code = line.trim();
                if code.starts_with("#[derive(") {
                    in_error = code.contains("thiserror::Error");
                }
                let exposes = code.contains("#[source]")
                    || (code.contains("#[from]") && !transparent)
                    || (in_error && code.starts_with("source:"));
                if exposes {
                    found.push(format!("{}:{}: {code}", file.display(), n + 1));
                }
                transparent = code.contains("#[error(transparent)]");
            }
        }
        assert!(found.is_empty(), "errors that expose a source: {found:#?}");
    }
}
