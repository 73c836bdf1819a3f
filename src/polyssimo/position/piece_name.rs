//! What a piece of a game's set may be called, so that every move naming it reads back: one
//! word (no spaces, control characters or commas, which split a move into its words), of at
//! most [`MAX_NAME_BYTES`], not `take`, the word a draft move starts with, and not `.` or
//! `#`, the marks of a board's drawing. Names are matched exactly first, so two names may
//! differ only in case. And the letter each piece is drawn with on a board.

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
    #[error(
        "{0:?} marks a cell in a board's drawing ('.' an empty one, '#' one of the board), so \
         a piece drawn with it would not read back; use another name"
    )]
    BoardMark(char),
}

/// The characters a board's drawing uses for its cells rather than for a piece.
const BOARD_MARKS: [char; 2] = ['.', '#'];

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
    if let Some(mark) = BOARD_MARKS.into_iter().find(|&m| name == m.to_string()) {
        return Err(NameError::BoardMark(mark));
    }
    Ok(())
}

/// The letter each piece of a set (`names`, in set order) is drawn with on a board: a
/// one-letter name as it is, else the next of `a`–`z`, `A`–`Z`, `0`–`9` that no one-letter
/// name of the set is, in either case, so that no two pieces share a letter, a letter never
/// reads as a cell's mark, and `take f` (moves name pieces ignoring case) never means
/// another piece than the one drawn `f`. There are enough for [`super::MAX_PIECES`]: `c`
/// one-letter names of different letters and `d` of digits leave `62 − 2c − d` letters,
/// at least the `32 − c − d` long names there can be, as `c` is at most 26.
pub fn board_letters<'n>(names: impl IntoIterator<Item = &'n str> + Clone) -> Vec<char> {
    let single = |name: &str| {
        let mut chars = name.chars();
        chars.next().filter(|_| chars.next().is_none())
    };
    let taken: Vec<char> = names.clone().into_iter().filter_map(single).collect();
    let clashes = |c: &char| taken.iter().any(|t| t.to_lowercase().eq(c.to_lowercase()));
    let mut spare = ('a'..='z')
        .chain('A'..='Z')
        .chain('0'..='9')
        .filter(|c| !clashes(c));
    (names.into_iter())
        .map(|name| single(name).unwrap_or_else(|| spare.next().unwrap_or('?')))
        .collect()
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
            (".", NameError::BoardMark('.')),
            ("#", NameError::BoardMark('#')),
        ];
        for (name, why) in refused {
            assert_eq!(check(name), Err(why), "{name:?}");
        }
        assert_eq!(check(&"F".repeat(33)), Err(NameError::TooLong(33)));
        assert_eq!(
            check(".."),
            Ok(()),
            "only a name of the mark alone is drawn as it"
        );
    }

    #[test]
    fn long_names_get_letters_no_one_letter_name_has() {
        // `a` and `b` are names of their own: the long names take `c`, then `d`.
        let names = ["C06", "a", "F", "D06", "b"];
        assert_eq!(board_letters(names), ['c', 'a', 'F', 'd', 'b']);
        // Nor one in the other case: with F and I, the long names skip f and i.
        let names = ["F", "I", "V06", "W06", "X06", "Y06", "Z06", "T06", "U06"];
        let letters = board_letters(names);
        assert_eq!(letters[2..], ['a', 'b', 'c', 'd', 'e', 'g', 'h']);
        // The most one-letter names of different letters, and every other piece long:
        // 26 letters less the 26 names' letters in either case leave the digits.
        let mut most: Vec<String> = ('a'..='z').map(String::from).collect();
        most.extend((0..6).map(|k| format!("P{k}")));
        let letters = board_letters(most.iter().map(String::as_str));
        assert_eq!(letters[26..], ['0', '1', '2', '3', '4', '5']);
        // 32 long names: a to z, then A to F.
        let many: Vec<String> = (0..32).map(|k| format!("P{k}")).collect();
        let letters = board_letters(many.iter().map(String::as_str));
        assert_eq!(letters[25], 'z');
        assert_eq!(letters[31], 'F');
    }
}
