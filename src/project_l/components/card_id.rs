//! What a card id may be, so that every move naming a card reads back: one word of ASCII
//! letters, digits, `-` and `_`, starting with a letter, at most [`MAX_ID_BYTES`] long, and
//! no piece kind's name (a move lists ids and kinds side by side). Ids are looked up
//! ignoring case, so two ids of a deck must differ in more than case.

use super::kind::Kind;

/// The longest card id, in bytes (the bundled ids have 3 or 4).
pub const MAX_ID_BYTES: usize = 32;

/// Why a card id was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    #[error("the id is empty")]
    Empty,
    #[error("the id has {0} bytes; at most {MAX_ID_BYTES} are allowed")]
    TooLong(usize),
    #[error("the id must start with a letter (A-Z, a-z)")]
    FirstNotLetter,
    #[error(
        "the id has {0:?}; use only letters (A-Z, a-z), digits, '-' and '_' (one word, so \
         that a move naming the card reads back)"
    )]
    Character(char),
    #[error("the id is the name of a piece kind, which moves would confuse with the card")]
    PieceKind,
}

/// Checks that `id` may name a card.
pub fn check(id: &str) -> Result<(), IdError> {
    if id.is_empty() {
        return Err(IdError::Empty);
    }
    if id.len() > MAX_ID_BYTES {
        return Err(IdError::TooLong(id.len()));
    }
    if !id.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Err(IdError::FirstNotLetter);
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if let Some(c) = id.chars().find(|&c| !allowed(c)) {
        return Err(IdError::Character(c));
    }
    match Kind::parse(id) {
        Some(_) => Err(IdError::PieceKind),
        None => Ok(()),
    }
}

/// Whether two ids name the same card (ids are looked up ignoring case).
pub fn same(a: &str, b: &str) -> bool {
    a.eq_ignore_ascii_case(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_word_of_a_bounded_length_names_a_card() {
        for good in ["W01", "GB12", "x", "My-card_2", "P5x"] {
            assert_eq!(check(good), Ok(()), "{good}");
        }
        let refused = [
            ("", IdError::Empty),
            ("A B", IdError::Character(' ')),
            ("W01 ", IdError::Character(' ')),
            ("W01\n", IdError::Character('\n')),
            ("W\u{0}1", IdError::Character('\u{0}')),
            ("W01,B02", IdError::Character(',')),
            ("Wé", IdError::Character('é')),
            ("1W", IdError::FirstNotLetter),
            (" W01", IdError::FirstNotLetter),
            ("l4", IdError::PieceKind),
        ];
        for (id, why) in refused {
            assert_eq!(check(id), Err(why), "{id:?}");
        }
        let long = "W".repeat(1_300_000);
        assert_eq!(check(&long), Err(IdError::TooLong(1_300_000)));
        assert!(same("w01", "W01") && !same("W01", "W02"));
    }
}
