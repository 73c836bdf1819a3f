//! Boards and cards drawn as text: two characters a cell (so a cell is about square on a
//! terminal), the column letters above and the row numbers at the left in the one cell
//! notation the moves use (`c2` is column `c`, row 2), pieces painted so that touching
//! ones differ. The style is Структура 25's board:
//!
//! ```text
//!   a b c d e
//! 1 . . . . .
//! 2 . A A . .
//! ```

use super::{At, colouring, column_name, terminal};

/// A cell: its two characters, the piece on it (pieces are painted) or a background.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextCell {
    pub text: String,
    pub piece: Option<usize>,
    pub background: Option<u8>,
}

impl TextCell {
    /// An empty cell of the board, `mark` faint (`.`).
    pub fn empty(mark: char) -> TextCell {
        TextCell::plain(&format!("{mark} "))
    }

    /// A cell drawn as `text`, unpainted.
    pub fn plain(text: &str) -> TextCell {
        TextCell {
            text: two_wide(text),
            piece: None,
            background: None,
        }
    }

    /// A cell of piece `piece` (from 0), drawn as `text`.
    pub fn piece(piece: usize, text: &str) -> TextCell {
        TextCell {
            piece: Some(piece),
            ..TextCell::plain(text)
        }
    }

    /// A cell drawn as `text` on `background`.
    pub fn shaded(text: &str, background: u8) -> TextCell {
        TextCell {
            background: Some(background),
            ..TextCell::plain(text)
        }
    }
}

/// `text` cut or padded to two characters.
fn two_wide(text: &str) -> String {
    format!("{:<2.2}", text)
}

/// A grid of cells; a cell left out is outside the board (drawn blank).
#[derive(Clone, Debug)]
pub struct TextBoard {
    rows: usize,
    cols: usize,
    cells: Vec<Option<TextCell>>,
}

impl TextBoard {
    /// A board of `rows` × `cols` with no cell on it yet.
    pub fn new(rows: usize, cols: usize) -> TextBoard {
        TextBoard {
            rows,
            cols,
            cells: vec![None; rows * cols],
        }
    }

    /// Puts `cell` at `at`.
    pub fn set(&mut self, at: At, cell: TextCell) {
        self.cells[at.0 * self.cols + at.1] = Some(cell);
    }

    /// The column letters, then a line per row with its number: the board in colour
    /// (touching pieces differ; see [`colouring`]).
    pub fn lines(&self) -> Vec<String> {
        let colours = self.piece_colours();
        let margin = self.rows.to_string().len();
        let letters: String = (0..self.cols)
            .map(|c| format!("{:<2}", column_name(c)))
            .collect();
        let mut lines = vec![format!("{:margin$} {}", "", letters.trim_end())];
        for r in 0..self.rows {
            let row: String = (0..self.cols)
                .map(|c| self.draw_cell((r, c), &colours))
                .collect();
            lines.push(format!("{:>margin$} {row}", r + 1).trim_end().to_string());
        }
        lines
    }

    fn draw_cell(&self, at: At, colours: &[usize]) -> String {
        let Some(cell) = &self.cells[at.0 * self.cols + at.1] else {
            return "  ".to_string();
        };
        let background = (cell.piece.map(|p| terminal::piece(colours[p]))).or(cell.background);
        match background {
            Some(b) => terminal::paint(&cell.text, b),
            None if cell.text.starts_with('.') => terminal::faint(&cell.text),
            None => cell.text.clone(),
        }
    }

    /// The colour of each piece: a colouring of which pieces touch.
    fn piece_colours(&self) -> Vec<usize> {
        let pieces = (self.cells.iter().flatten())
            .filter_map(|c| c.piece)
            .max()
            .map_or(0, |p| p + 1);
        let piece_at = |(r, c): At| self.cells[r * self.cols + c].as_ref()?.piece;
        colouring::colour(&colouring::grid_neighbours(
            self.rows, self.cols, pieces, piece_at,
        ))
    }
}

/// Blocks of lines side by side, `gap` spaces apart, each as wide as its widest line.
pub fn beside(blocks: &[Vec<String>], gap: usize) -> Vec<String> {
    let widths: Vec<usize> = blocks.iter().map(|b| block_width(b)).collect();
    beside_in(blocks, &widths, gap)
}

/// Blocks side by side as [`beside`], each as wide as the widest block, so that one long
/// caption does not shift the blocks after it out of their columns.
pub fn beside_even(blocks: &[Vec<String>], gap: usize) -> Vec<String> {
    let widest = blocks.iter().map(|b| block_width(b)).max().unwrap_or(0);
    beside_in(blocks, &vec![widest; blocks.len()], gap)
}

/// Blocks side by side as [`beside_even`], in bands of as many as fit `width` columns (one
/// at least), each band right under the one before: a row of cards on a narrow screen.
pub fn beside_even_within(blocks: &[Vec<String>], gap: usize, width: usize) -> Vec<String> {
    let widest = blocks.iter().map(|b| block_width(b)).max().unwrap_or(0);
    let per_band = (width.saturating_add(gap) / (widest + gap)).max(1);
    (blocks.chunks(per_band))
        .flat_map(|band| beside_in(band, &vec![widest; band.len()], gap))
        .collect()
}

fn block_width(block: &[String]) -> usize {
    block.iter().map(|l| terminal::width(l)).max().unwrap_or(0)
}

/// Blocks side by side, the `i`-th padded to `widths[i]` columns and then `gap` more.
fn beside_in(blocks: &[Vec<String>], widths: &[usize], gap: usize) -> Vec<String> {
    let height = blocks.iter().map(Vec::len).max().unwrap_or(0);
    (0..height)
        .map(|i| {
            let mut line = String::new();
            for (block, &w) in blocks.iter().zip(widths) {
                let text = block.get(i).map_or("", String::as_str);
                line.push_str(text);
                line.push_str(&" ".repeat(w - terminal::width(text) + gap));
            }
            line.trim_end().to_string()
        })
        .collect()
}

/// Blocks side by side as [`beside`], starting a new band of blocks (after an empty
/// line) before a line would pass `width` columns.
pub fn beside_wrapped(blocks: &[Vec<String>], gap: usize, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut band: Vec<Vec<String>> = Vec::new();
    let mut used = 0;
    for block in blocks {
        let w = block.iter().map(|l| terminal::width(l)).max().unwrap_or(0);
        if !band.is_empty() && used + w > width {
            lines.extend(beside(&band, gap));
            lines.push(String::new());
            band.clear();
            used = 0;
        }
        used += w + gap;
        band.push(block.clone());
    }
    lines.extend(beside(&band, gap));
    lines
}

/// A shape's cells drawn two characters each as `text` on `background` (no coordinates:
/// a piece in hand, not a board), under its caption and a colon (`X:`), so that the name
/// is never read as one more cell of the shape when colour is off; `rows` lines at least,
/// so that blocks side by side have one height.
pub fn shape_block(
    cells: &[At],
    (text, background): (&str, u8),
    caption: &str,
    rows: usize,
) -> Vec<String> {
    let rows = cells.iter().map(|c| c.0 + 1).max().unwrap_or(0).max(rows);
    let cols = cells.iter().map(|c| c.1 + 1).max().unwrap_or(0);
    let shape = (0..rows).map(|r| {
        let row: String = (0..cols)
            .map(|c| match cells.contains(&(r, c)) {
                true => terminal::paint(&two_wide(text), background),
                false => "  ".to_string(),
            })
            .collect();
        row.trim_end().to_string()
    });
    std::iter::once(format!("{caption}:"))
        .chain(shape)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::terminal::plain;

    fn plain_lines(lines: &[String]) -> Vec<String> {
        lines
            .iter()
            .map(|l| plain(l).trim_end().to_string())
            .collect()
    }

    #[test]
    fn even_blocks_too_wide_for_a_line_go_on_in_bands() {
        let block = |name: &str| vec![format!("{name}{name}{name}"), name.to_string()];
        let blocks = ["a", "b", "c"].map(block).to_vec();
        // Three columns each and a gap of 2: two blocks take 3 + 2 + 3 = 8 columns, three 13.
        assert_eq!(
            beside_even_within(&blocks, 2, 12),
            ["aaa  bbb", "a    b", "ccc", "c"]
        );
        assert_eq!(beside_even_within(&blocks, 2, 13).len(), 2);
        // A block wider than the room stands alone.
        assert_eq!(beside_even_within(&blocks, 2, 2).len(), 6);
    }

    #[test]
    fn a_board_has_letters_above_and_numbers_beside() {
        let mut board = TextBoard::new(2, 3);
        for r in 0..2 {
            for c in 0..3 {
                board.set((r, c), TextCell::empty('.'));
            }
        }
        board.set((1, 2), TextCell::piece(0, "X"));
        assert_eq!(
            plain_lines(&board.lines()),
            ["  a b c", "1 . . .", "2 . . X"]
        );
    }

    #[test]
    fn row_numbers_are_right_aligned_and_outside_cells_blank() {
        let mut board = TextBoard::new(10, 2);
        board.set((0, 1), TextCell::plain("#"));
        board.set((9, 0), TextCell::plain("ab"));
        let lines = plain_lines(&board.lines());
        assert_eq!(lines[0], "   a b");
        assert_eq!(lines[1], " 1   #");
        assert_eq!(lines[2], " 2");
        assert_eq!(lines[10], "10 ab");
    }

    #[test]
    fn touching_pieces_are_painted_differently() {
        let mut board = TextBoard::new(1, 3);
        board.set((0, 0), TextCell::piece(0, "A"));
        board.set((0, 1), TextCell::piece(1, "B"));
        board.set((0, 2), TextCell::piece(1, "B"));
        let line = &board.lines()[1];
        let painted_a = terminal::paint("A ", terminal::piece(0));
        let painted_b = terminal::paint("B ", terminal::piece(1));
        assert!(line.contains(&painted_a), "{line:?}");
        assert!(line.contains(&painted_b), "{line:?}");
    }

    #[test]
    fn blocks_stand_side_by_side_and_wrap() {
        let a = vec!["ab".to_string(), "a".to_string()];
        let b = vec![terminal::paint("cd", 117)];
        assert_eq!(
            plain_lines(&beside(&[a.clone(), b.clone()], 1)),
            ["ab cd", "a"]
        );
        let wrapped = beside_wrapped(&[a.clone(), b.clone(), a.clone()], 2, 6);
        assert_eq!(plain_lines(&wrapped), ["ab  cd", "a", "", "ab", "a"]);
        let wide = vec!["wide".to_string()];
        assert_eq!(
            plain_lines(&beside(&[wide.clone(), a.clone(), b.clone()], 1)),
            ["wide ab cd", "     a"]
        );
        assert_eq!(
            plain_lines(&beside_even(&[wide, a, b], 1)),
            ["wide ab   cd", "     a"]
        );
    }

    #[test]
    fn a_shape_is_drawn_with_its_caption() {
        let l_tromino = [(0, 0), (1, 0), (1, 1)];
        let lines = plain_lines(&shape_block(&l_tromino, ("L", 117), "L3", 3));
        assert_eq!(lines, ["L3:", "L", "L L", ""]);
    }
}
