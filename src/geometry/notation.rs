//! The one cell notation of every board, card, move and JSON document: the column's
//! letters (`a`–`z`, then `aa`, `ab`, … as a spreadsheet names them) and the row number
//! counted from 1 at the top, so the cell in row 2, column 3 is `c2`.

/// The name of the cell at `row`, `col` (both from 0): `c2`.
pub fn cell_name(row: usize, col: usize) -> String {
    format!("{}{}", column_name(col), row + 1)
}

/// A column's letters: `a`–`z`, then `aa`, `ab`, ….
pub fn column_name(col: usize) -> String {
    let mut letters = Vec::new();
    let mut n = col + 1;
    while n > 0 {
        n -= 1;
        letters.push(b'a' + (n % 26) as u8);
        n /= 26;
    }
    letters.reverse();
    String::from_utf8(letters).unwrap_or_default()
}

/// The row and column (from 0) a cell name gives, in either case (`c2`, `C2`, `aa10`).
pub fn parse_cell_name(text: &str) -> Option<(usize, usize)> {
    let split = text.find(|c: char| !c.is_ascii_alphabetic())?;
    let (letters, digits) = text.split_at(split);
    let digits_ok = digits.bytes().all(|b| b.is_ascii_digit()) && !digits.starts_with('0');
    if letters.is_empty() || letters.len() > 3 || !digits_ok {
        return None;
    }
    let mut col = 0usize;
    for b in letters.bytes() {
        col = col * 26 + usize::from(b.to_ascii_lowercase() - b'a') + 1;
    }
    let row: usize = digits.parse().ok()?;
    (row >= 1).then(|| (row - 1, col - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_spreadsheet_columns_and_rows_from_one() {
        assert_eq!(cell_name(1, 2), "c2");
        assert_eq!(cell_name(0, 25), "z1");
        assert_eq!(cell_name(9, 26), "aa10");
        assert_eq!(cell_name(0, 27), "ab1");
        assert_eq!(cell_name(0, 26 + 26 * 26), "aaa1");
    }

    #[test]
    fn every_name_reads_back() {
        for row in 0..40 {
            for col in 0..800 {
                assert_eq!(parse_cell_name(&cell_name(row, col)), Some((row, col)));
            }
        }
        assert_eq!(parse_cell_name("C2"), Some((1, 2)));
    }

    #[test]
    fn what_is_not_a_name_is_refused() {
        for text in [
            "", "c", "2", "c0", "c-1", "2c", "c2x", "c02", "é2", "abcd1", "c 2",
        ] {
            assert_eq!(parse_cell_name(text), None, "{text:?}");
        }
    }
}
