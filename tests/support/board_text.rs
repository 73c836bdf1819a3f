//! Reading a board or card drawn as text back, as a person would: the column letters in
//! the line above the board, the row number at the start of each row, and what is drawn
//! under a column's letter in a row is that cell's. Written without the drawing code, so
//! a test can check that the coordinates shown name the cells a move names.

use std::collections::{BTreeMap, BTreeSet};

/// The first board in `lines`: each cell drawn with something in it (`c2` → `F1`); its
/// rows are the lines after the column letters numbered 1, 2, … in order.
pub fn read_board(lines: &[&str]) -> BTreeMap<String, String> {
    let (at, header) = (lines.iter().enumerate())
        .find(|(_, l)| is_header(l))
        .expect("a line of column letters");
    let columns = columns(header);
    let mut cells = BTreeMap::new();
    // Rows numbered 1, 2, … in order; the first line that is not the next row ends it.
    for (line, row) in lines[at + 1..].iter().zip(1..) {
        if row_number(line) != Some(row) {
            break;
        }
        let chars: Vec<char> = line.chars().collect();
        for (start, letters) in &columns {
            let text: String = chars.iter().skip(*start).take(2).collect();
            if !text.trim().is_empty() {
                cells.insert(format!("{letters}{row}"), text.trim().to_string());
            }
        }
    }
    cells
}

/// The cells of a board whose drawing is `text`.
pub fn cells_drawn(board: &BTreeMap<String, String>, text: &str) -> BTreeSet<String> {
    (board.iter())
        .filter(|(_, t)| t.as_str() == text)
        .map(|(cell, _)| cell.clone())
        .collect()
}

/// `  a b c`: lower-case letters only, starting with `a`.
fn is_header(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    words.first() == Some(&"a")
        && words
            .iter()
            .all(|w| w.chars().all(|c| c.is_ascii_lowercase()))
}

/// Each column's letters and where they start, up to the first board's last column (a
/// second board beside it starts again at `a`).
fn columns(header: &str) -> Vec<(usize, String)> {
    let mut columns: Vec<(usize, String)> = Vec::new();
    let chars: Vec<char> = header.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let starts = c != ' ' && (i == 0 || chars[i - 1] == ' ');
        if starts {
            let word: String = chars[i..].iter().take_while(|&&c| c != ' ').collect();
            if columns.iter().any(|(_, w)| *w == word) {
                break;
            }
            columns.push((i, word));
        }
    }
    columns
}

/// The number a row line starts with (after blanks and before a blank).
fn row_number(line: &str) -> Option<usize> {
    let rest = line.trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let after = rest[digits.len()..].chars().next();
    (!digits.is_empty() && matches!(after, Some(' ') | None))
        .then(|| digits.parse().ok())
        .flatten()
}
