//! A game's rules (written about 78 columns wide, with drawings and tables) refitted to a
//! narrower terminal, as a person would set them again: prose paragraphs (a heading a
//! paragraph of its own) and the descriptions of a list of terms are wrapped anew at the
//! width, an example in backquotes never broken; drawings and tables, whose columns must
//! line up, are left whole. [`line_fit`](crate::line_fit) breaks one long line at a time;
//! a paragraph broken so reads ragged, every other line a stub. Columns are counted in
//! characters (the texts have `↗`, `×` and Cyrillic).

/// Narrower than this, text is left as it is (nothing useful fits).
const NARROWEST: usize = 24;

/// The fewest columns a term's description is wrapped into; narrower, the list is left
/// whole.
const NARROWEST_DESCRIPTION: usize = 16;

/// `text` refitted to `columns` (see the module's header); unchanged when every line
/// already fits.
pub fn reflow(text: &str, columns: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if columns < NARROWEST || lines.iter().all(|l| l.chars().count() <= columns) {
        return text.to_string();
    }
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut at = 0;
    while at < lines.len() {
        let rest = &lines[at..];
        let taken = match (rest[0].starts_with(' '), heading(rest[0])) {
            _ if rest[0].is_empty() => 1,
            (false, true) => 1,
            (false, false) => prose(rest),
            (true, _) => rest.iter().take_while(|l| l.starts_with(' ')).count(),
        };
        let part = &rest[..taken];
        match (part[0].starts_with(' '), taken) {
            (true, _) => out.extend(indented(part, columns)),
            (false, 1) if !plain(part[0]) => out.push(part[0].to_string()),
            (false, _) => out.extend(wrapped(part, columns, "", "")),
        }
        at += taken;
    }
    let mut joined = out.join("\n");
    if text.ends_with('\n') {
        joined.push('\n');
    }
    joined
}

/// How many of `lines`, from the first, make one prose paragraph: lines that start at the
/// margin, are no heading and have no gap of two spaces (a table's columns); at least one.
fn prose(lines: &[&str]) -> usize {
    let is_prose =
        |line: &&&str| !line.is_empty() && !line.starts_with(' ') && !heading(line) && plain(line);
    lines.iter().take_while(is_prose).count().max(1)
}

/// Whether `line` is a heading: before its first comma or bracket, capitals only (at least
/// three letters), as `A TURN: EXACTLY THREE ACTIONS, in any mix`.
fn heading(line: &str) -> bool {
    let head = line.split([',', '(']).next().unwrap_or("");
    let letters = head.chars().filter(|c| c.is_alphabetic());
    letters.clone().count() >= 3 && letters.clone().all(char::is_uppercase)
}

/// Whether `text`, its indent left out, has no gap of two spaces or more.
fn plain(text: &str) -> bool {
    !text.trim_start().contains("  ")
}

/// A line of an indented block, as a list of terms reads it.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Row {
    /// A term, a gap of two spaces or more, then a plain description starting at this
    /// column (in characters).
    Term(usize),
    /// Plain text after this many spaces: a description's next line, or a term alone.
    Plain(usize),
    /// Anything else (a drawing's row, a table's).
    Other,
}

fn row(line: &str) -> Row {
    let body = line.trim_start();
    let indent = line.len() - body.len();
    if plain(body) {
        return match wordy(body) {
            true => Row::Plain(indent),
            false => Row::Other,
        };
    }
    let gap = body.find("  ").expect("a gap");
    let description = body[gap..].trim_start();
    match wordy(&body[..gap]) && plain(description) {
        true => Row::Term(line.chars().count() - description.chars().count()),
        false => Row::Other,
    }
}

/// The byte where `line`'s character `column` starts (its end if it is shorter).
fn byte_at(line: &str, column: usize) -> usize {
    line.char_indices()
        .nth(column)
        .map_or(line.len(), |(at, _)| at)
}

/// Whether `text` has a word of two letters or more: prose or a term, where a drawing's
/// row (`1 . A .`, `a b c`) has none.
fn wordy(text: &str) -> bool {
    let mut run = 0;
    text.chars().any(|c| {
        run = if c.is_alphabetic() { run + 1 } else { 0 };
        run >= 2
    })
}

/// The column of an indented block's descriptions when it is a list of terms: every row a
/// term with its description at that column, plain text starting there (a description
/// going on), or a term alone before it; `None` for anything else (a drawing, a table).
fn term_column(block: &[&str]) -> Option<usize> {
    let rows: Vec<Row> = block.iter().map(|l| row(l)).collect();
    let column = rows.iter().find_map(|r| match r {
        Row::Term(at) => Some(*at),
        _ => None,
    })?;
    let fits = |r: &Row| match *r {
        Row::Term(at) => at == column,
        Row::Plain(at) => at <= column,
        Row::Other => false,
    };
    rows.iter().all(fits).then_some(column)
}

/// An indented block: a list of terms with each description wrapped under its column (a
/// term alone wrapped under itself); else its lines of plain text wrapped under their
/// indents, and its drawings and tables left whole; whole too where fewer than
/// [`NARROWEST_DESCRIPTION`] columns would be left for the text.
fn indented(block: &[&str], columns: usize) -> Vec<String> {
    let column = match term_column(block) {
        Some(column) if columns.saturating_sub(column) >= NARROWEST_DESCRIPTION => column,
        Some(_) => return block.iter().map(|l| l.to_string()).collect(),
        None => return paragraphs_wrapped(block, columns),
    };
    let mut out = Vec::new();
    let mut at = 0;
    while at < block.len() {
        let line = block[at];
        if let Row::Plain(indent) = row(line)
            && indent < column
        {
            let head = &line[..indent];
            out.extend(wrapped(
                &[&line[indent..]],
                columns,
                head,
                &format!("{head}  "),
            ));
            at += 1;
            continue;
        }
        // The lines going on are indented with spaces: their bytes are their columns.
        let goes_on = |l: &&&str| row(l) == Row::Plain(column);
        let item = 1 + block[at + 1..].iter().take_while(goes_on).count();
        let (head, first) = line.split_at(byte_at(line, column));
        let mut words = vec![first];
        words.extend(block[at + 1..at + item].iter().map(|l| &l[column..]));
        let rest = " ".repeat(column);
        out.extend(wrapped(&words, columns, head, &rest));
        at += item;
    }
    out
}

/// A block that is no list of terms: its runs of plain text at one indent (a paragraph
/// set in) wrapped together under that indent when a line is too long, the rest whole.
fn paragraphs_wrapped(block: &[&str], columns: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < block.len() {
        let Row::Plain(indent) = row(block[at]) else {
            out.push(block[at].to_string());
            at += 1;
            continue;
        };
        let same = |l: &&&str| row(l) == Row::Plain(indent);
        let run = &block[at..at + block[at..].iter().take_while(same).count()];
        let roomy = columns.saturating_sub(indent) >= NARROWEST_DESCRIPTION;
        match roomy && run.iter().any(|l| l.chars().count() > columns) {
            true => {
                let words: Vec<&str> = run.iter().map(|l| &l[indent..]).collect();
                let head = &block[at][..indent];
                out.extend(wrapped(&words, columns, head, head));
            }
            false => out.extend(run.iter().map(|l| l.to_string())),
        }
        at += run.len();
    }
    out
}

/// The words of `lines` wrapped into lines of at most `columns` characters, the first
/// after `first`, the others after `rest`; an example in backquotes is kept as one word,
/// and a word too long for a line has one of its own.
fn wrapped(lines: &[&str], columns: usize, first: &str, rest: &str) -> Vec<String> {
    let mut out = vec![first.to_string()];
    let mut empty = true;
    for word in unbroken(lines) {
        let word = word.as_str();
        let line = out.last_mut().expect("a line");
        if !empty && line.chars().count() + 1 + word.chars().count() > columns {
            out.push(format!("{rest}{word}"));
            continue;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out
}

/// The words of `lines`, those of an example in backquotes (`` `draw black` ``) joined
/// into one.
fn unbroken(lines: &[&str]) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut open = false;
    for word in lines.iter().flat_map(|l| l.split_whitespace()) {
        match (open, words.last_mut()) {
            (true, Some(last)) => {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
        open ^= word.matches('`').count() % 2 == 1;
    }
    words
}

#[cfg(test)]
mod tests {
    use super::reflow;

    const RULES: &str = "\
A TURN: EXACTLY ONE OF
  build      place 2 of your chips on empty cells that do not touch, not even
             diagonally.
  quiet      place 1 chip.
Player 1 starts; turns go round in seat order. A player with no chip in hand,
or facing a full grid, passes.

  A A A A .   a line of 4     A A   a cluster     . A .   a spiral: the T
";

    #[test]
    fn a_text_that_fits_is_left_as_it_is() {
        assert_eq!(reflow(RULES, 80), RULES);
        assert_eq!(reflow(RULES, 10), RULES);
    }

    /// Worked by hand at 40 columns: the heading and the drawing stay whole, the prose
    /// and the term's description are wrapped again (the description under its column).
    #[test]
    fn prose_and_descriptions_are_wrapped_drawings_kept() {
        let expected = "\
A TURN: EXACTLY ONE OF
  build      place 2 of your chips on
             empty cells that do not
             touch, not even diagonally.
  quiet      place 1 chip.
Player 1 starts; turns go round in seat
order. A player with no chip in hand, or
facing a full grid, passes.

  A A A A .   a line of 4     A A   a cluster     . A .   a spiral: the T
";
        assert_eq!(reflow(RULES, 40), expected);
    }

    /// A paragraph set in, beside a drawing whose rows carry a caption: the paragraph is
    /// wrapped as one, the drawing's rows stay whole.
    #[test]
    fn a_paragraph_set_in_is_wrapped_as_one() {
        let drawing = "      a b c\n    1 . A .     b2's own neighbours are b1, a2 and c2 \
                       (b3 is empty): a T of\n";
        let text = "  A has 21 points and a token, and the chips b1, a2 and c2. A places b2 and\n  \
                    plays a spiral:\n"
            .to_string() + drawing;
        let expected = "  A has 21 points and a token, and the chips b1,\n  a2 and c2. A places b2 \
                        and plays a spiral:\n"
            .to_string() + drawing;
        assert_eq!(reflow(&text, 50), expected);
    }

    /// Every game's rules at every width: no word lost, added or moved, and every line
    /// the reflow changed fits.
    #[test]
    fn every_rulebook_keeps_its_words() {
        let games = crate::play::Games::standard();
        let mut texts = Vec::new();
        for entry in games.entries() {
            texts.extend([entry.rulebook.text, entry.rulebook.notation]);
            texts.extend(entry.rulebook.variants.iter().map(|v| v.text));
        }
        let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        for text in texts {
            let written: std::collections::HashSet<&str> = text.lines().collect();
            for columns in [24, 40, 60, 79] {
                let set = reflow(text, columns);
                assert_eq!(words(&set), words(text), "{columns}: {text}");
                // A word (or an example in backquotes) too long for its line has a line of
                // its own.
                let one_word = |l: &str| super::unbroken(&[l]).len() == 1;
                for line in set.lines().filter(|l| !written.contains(l)) {
                    let fits = line.chars().count() <= columns || one_word(line);
                    assert!(fits, "{columns}: {line:?}");
                }
            }
        }
    }

    /// A term with a character of three bytes (`↗`) is in the list like the others: both
    /// descriptions start at column 17 and are wrapped there (worked out by hand at 40).
    #[test]
    fn columns_are_counted_in_characters() {
        let text = "  upgrades       go one level up, or two when the bank has none\n  \
                    the ↗ reward   may raise two supply pieces one level each\n";
        let expected = "  upgrades       go one level up, or two\n                 when the bank \
                        has none\n  the ↗ reward   may raise two supply\n                 \
                        pieces one level each\n";
        assert_eq!(reflow(text, 40), expected);
    }

    /// An example in backquotes is copied as one: the line breaks before it, not inside.
    #[test]
    fn an_example_in_backquotes_is_never_broken() {
        let text = "Then you may write `draw black` to draw.\n";
        assert_eq!(
            reflow(text, 24),
            "Then you may write\n`draw black` to draw.\n"
        );
    }

    #[test]
    fn a_term_with_too_little_room_is_left_whole() {
        let item = "  activate c4 spiral c3 token   spending a token on the collapse\n";
        assert_eq!(reflow(item, 40), item);
        let wrapped = reflow(item, 50);
        assert_eq!(
            wrapped,
            "  activate c4 spiral c3 token   spending a token\n                                on the collapse\n"
        );
    }
}
