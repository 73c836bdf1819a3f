//! What a piece of a game's set may be called, so that every move naming it reads back: one
//! word (no spaces, control characters or commas, which split a move into its words), of at
//! most [`MAX_NAME_BYTES`], and not `take`, the word a draft move starts with. Names are
//! matched exactly first, so two names may differ only in case.

/// The longest piece name, in bytes (the standard sets' have 1 to 3).
pub const MAX_NAME_BYTES: usize = 32;

/// Why a piece name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("the name has {0} bytes; at most {MAX_NAME_BYTES} are allowed")]
    TooLong(usize),
    #[error(
        "the name has {0:?}; use one word without spaces, commas or control characters (so \
         that a move naming the piece reads back)"
    )]
    Character(char),
    #[error("the name is the word a draft move starts with (take NAME)")]
    Verb,
}

/// Checks that `name` may name a piece in a game's moves (a puzzle file's entries are never
/// empty).
pub fn check(name: &str) -> Result<(), NameError> {
    if name.len() > MAX_NAME_BYTES {
        return Err(NameError::TooLong(name.len()));
    }
    let refused = |c: char| c.is_whitespace() || c.is_control() || c == ',';
    if let Some(c) = name.chars().find(|&c| refused(c)) {
        return Err(NameError::Character(c));
    }
    if name.eq_ignore_ascii_case("take") {
        return Err(NameError::Verb);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_word_of_a_bounded_length_names_a_piece() {
        for good in ["F", "C06", "x", "Ж", "big-L", "place"] {
            assert_eq!(check(good), Ok(()), "{good}");
        }
        let refused = [
            ("A B", NameError::Character(' ')),
            ("F ", NameError::Character(' ')),
            ("F\n", NameError::Character('\n')),
            ("F\u{7}", NameError::Character('\u{7}')),
            ("F\u{a0}", NameError::Character('\u{a0}')),
            ("F,I", NameError::Character(',')),
            ("Take", NameError::Verb),
        ];
        for (name, why) in refused {
            assert_eq!(check(name), Err(why), "{name:?}");
        }
        assert_eq!(check(&"F".repeat(33)), Err(NameError::TooLong(33)));
    }
}
