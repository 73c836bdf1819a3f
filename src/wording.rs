//! Small pieces of wording shared by every message: a number with its noun in the right
//! number (`1 cell`, `5 cells`), quoted input cut to a readable length, and the name a
//! mistyped one was probably meant to be (`did you mean B20?`), and a file's name as one
//! word of a command to copy.

/// The most characters of quoted input a message shows.
pub const QUOTE_CHARS: usize = 80;

/// `message` with every quoted span (`"…"`, with its escapes, or `` `…` ``) longer than
/// [`QUOTE_CHARS`] cut to that many characters, followed by `…` and the span's length, so a
/// 4 MB move or key in a file gives a line a person can read.
pub fn shorten_quotes(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(4096));
    let mut rest = message;
    while let Some(open) = rest.find(['"', '`']) {
        let quote = rest.as_bytes()[open] as char;
        out.push_str(&rest[..=open]);
        let inner = &rest[open + 1..];
        let Some(close) = closing(inner, quote) else {
            rest = inner;
            continue;
        };
        push_cut(&mut out, &inner[..close]);
        out.push(quote);
        rest = &inner[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Where the quote closing `inner` is (a `"` after a backslash is part of the text).
fn closing(inner: &str, quote: char) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in inner.char_indices() {
        match c {
            '\\' if quote == '"' => escaped = !escaped,
            c if c == quote && !escaped => return Some(i),
            _ => escaped = false,
        }
    }
    None
}

fn push_cut(out: &mut String, span: &str) {
    match span.char_indices().nth(QUOTE_CHARS) {
        None => out.push_str(span),
        Some((end, _)) => {
            out.push_str(&span[..end]);
            out.push_str(&format!("…({} bytes in all)", span.len()));
        }
    }
}

/// `1 move`, `2 moves` (nouns that take an `s`): the one pluraliser of every message.
pub fn count<N: std::fmt::Display + PartialEq + From<u8>>(n: N, noun: &str) -> String {
    if n == N::from(1) {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Items joined as a sentence lists them: `a`, `a and b`, `a, b and c`.
pub fn and_list(items: &[String]) -> String {
    joined_list(items, "and")
}

/// Items joined as a sentence offers them: `a`, `a or b`, `a, b or c`.
pub fn or_list(items: &[String]) -> String {
    joined_list(items, "or")
}

fn joined_list(items: &[String], last_joint: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {last_joint} {last}", init.join(", ")),
    }
}

/// The edit distance (insertions, deletions, substitutions, and two neighbours swapped,
/// each one edit) between two texts, by characters: `hnit` is one edit from `hint`.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // Three rows of the table: the one before last, the last, and the one being filled.
    let mut before: Vec<usize> = Vec::new();
    let mut last: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let substitution = last[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            row[j] = substitution.min(last[j] + 1).min(row[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut last, row);
    }
    last[b.len()]
}

/// The name among `names` that `typed` was most likely meant to be: the nearest in edit
/// distance, ignoring case, when it is near enough to be a slip (at most a third of its
/// length, and never more than 3 edits); on a tie, a name with the same first letter
/// (`I1` is nearer I2 than O1), then one that holds every letter typed, in order (`U6` is
/// nearer U06 than U), then the first; none when nothing is that near.
pub fn did_you_mean<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = typed.to_lowercase();
    let first = typed.chars().next();
    let mut best: Option<((usize, bool, bool), &str)> = None;
    for name in names {
        let lower = name.to_lowercase();
        let d = edit_distance(&typed, &lower);
        let near = d <= (name.chars().count() / 3).clamp(1, 3);
        let rank = (d, lower.chars().next() != first, !is_within(&typed, &lower));
        if near && best.is_none_or(|(b, _)| rank < b) {
            best = Some((rank, name));
        }
    }
    best.map(|(_, name)| name)
}

/// Whether every character of `typed` is in `name`, in order (`typed` lost letters only).
fn is_within(typed: &str, name: &str) -> bool {
    let mut rest = name.chars();
    typed.chars().all(|c| rest.any(|n| n == c))
}

/// `" (did you mean NAME?)"` for a name `typed` was likely meant to be, else nothing: the
/// tail of an error naming something unknown.
pub fn suggestion<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> String {
    meant(did_you_mean(typed, names))
}

/// `" (did you mean NAME?)"`, or nothing without a name.
fn meant(name: Option<&str>) -> String {
    name.map(|name| format!(" (did you mean {name}?)"))
        .unwrap_or_default()
}

/// Like [`suggestion`], but nothing when another name is as near in edit distance: where
/// names differ by a letter or a digit (`C06`, `D06`; `W01`, `W03`) a tie is no guess.
pub fn lone_suggestion<'a>(
    typed: &str,
    names: impl IntoIterator<Item = &'a str> + Clone,
) -> String {
    meant(lone_nearest(typed, names))
}

/// The name of [`lone_suggestion`], if any.
pub fn lone_nearest<'a>(
    typed: &str,
    names: impl IntoIterator<Item = &'a str> + Clone,
) -> Option<&'a str> {
    let near = did_you_mean(typed, names.clone())?;
    let distance = |name: &str| edit_distance(&typed.to_lowercase(), &name.to_lowercase());
    let tied = (names.into_iter()).any(|other| other != near && distance(other) == distance(near));
    (!tied).then_some(near)
}

/// A line of text broken at spaces into lines of at most `columns` characters (a longer
/// word stands alone).
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split(' ') {
        let line = lines.last_mut().expect("a line");
        if !line.trim().is_empty() && line.chars().count() + 1 + word.chars().count() > columns {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

/// A line broken at spaces (as [`wrap`]) to fit `columns` where its words do, the rest of
/// it indented two spaces deeper than its start: a list of names in a drawing for a
/// narrow screen.
pub fn wrap_indented(line: &str, columns: usize) -> Vec<String> {
    if line.chars().count() <= columns {
        return vec![line.to_string()];
    }
    let body = line.trim_start();
    let indent = &line[..line.len() - body.len()];
    let mut lines = wrap(body, columns.saturating_sub(indent.len())).into_iter();
    let first = lines.next().unwrap_or_default();
    // The rest again, as the first line's room is wider than the lines after it.
    let rest = lines.collect::<Vec<_>>().join(" ");
    let mut out = vec![format!("{indent}{first}")];
    if !rest.is_empty() {
        let room = columns.saturating_sub(indent.len() + 2);
        out.extend(
            wrap(&rest, room)
                .into_iter()
                .map(|p| format!("{indent}  {p}")),
        );
    }
    out
}

/// The text as one shell word, for a command a message offers to copy: as it is when it
/// holds only characters no shell reads specially, else in single quotes.
pub fn shell_word(text: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "/._-+=:,@".contains(c);
    match !text.is_empty() && text.chars().all(safe) {
        true => text.to_string(),
        false => format!("'{}'", text.replace('\'', r"'\''")),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_list_reads_as_a_sentence_lists() {
        let list = |items: &[&str]| {
            let items: Vec<String> = items.iter().map(|s| s.to_string()).collect();
            super::and_list(&items)
        };
        assert_eq!(list(&[]), "");
        assert_eq!(list(&["9"]), "9");
        assert_eq!(list(&["9", "10"]), "9 and 10");
        assert_eq!(list(&["9", "10", "3"]), "9, 10 and 3");
        let offered: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(super::or_list(&offered), "a, b or c");
    }

    #[test]
    fn a_wrapped_line_goes_on_under_its_start() {
        let line = "  player 2: C06=a D06=b X16=c";
        // 20 columns: an indent of 2, 2 more on the lines after, so 16 for the words.
        assert_eq!(
            super::wrap_indented(line, 20),
            ["  player 2: C06=a", "    D06=b X16=c"]
        );
        assert_eq!(super::wrap_indented(line, 40), [line]);
        // 29 characters: whole at 29 columns; at 28 the first line has 26 after its
        // indent, one short of the words with the last, which goes under it.
        assert_eq!(super::wrap_indented(line, 29), [line]);
        assert_eq!(
            super::wrap_indented(line, 28),
            ["  player 2: C06=a D06=b", "    X16=c"]
        );
    }

    #[test]
    fn a_slip_finds_the_name_and_a_stranger_finds_none() {
        use super::{did_you_mean, edit_distance};
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("take w2", "take w02"), 1);
        assert_eq!(edit_distance("same", "same"), 0);
        assert_eq!(edit_distance("hnit", "hint"), 1);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(edit_distance("abc", ""), 3);
        let cards = ["B02", "B20", "W20"];
        // O typed for 0: one substitution from B20, two from B02.
        assert_eq!(did_you_mean("B2O", cards), Some("B20"));
        assert_eq!(did_you_mean("b20", cards), Some("B20"));
        assert_eq!(
            did_you_mean("chess", ["project-l", "polyssimo", "golomb", "s25"]),
            None
        );
        assert_eq!(
            did_you_mean("golom", ["project-l", "polyssimo", "golomb", "s25"]),
            Some("golomb")
        );
        assert_eq!(
            did_you_mean("polysimo", ["project-l", "polyssimo"]),
            Some("polyssimo")
        );
        // Short names allow one slip only; two neighbours swapped are one.
        assert_eq!(did_you_mean("s53", ["s25"]), None);
        assert_eq!(did_you_mean("s52", ["s25"]), Some("s25"));
        assert_eq!(did_you_mean("s2", ["s25"]), Some("s25"));
        // A tie goes to the name with the same first letter.
        assert_eq!(did_you_mean("I1", ["O1", "I2", "I3"]), Some("I2"));
        assert_eq!(did_you_mean("Q2", ["O1", "I2", "I3"]), Some("I2"));
        assert_eq!(did_you_mean("U6", ["U", "U06"]), Some("U06"));
    }

    #[test]
    fn a_tie_in_distance_is_no_guess() {
        use super::lone_suggestion;
        let cards = ["W01", "W03", "W31", "B20"];
        assert_eq!(lone_suggestion("W031", cards), "");
        assert_eq!(lone_suggestion("B2O", cards), " (did you mean B20?)");
        assert_eq!(lone_suggestion("chess", cards), "");
    }

    #[test]
    fn long_lines_wrap_at_spaces() {
        assert_eq!(super::wrap("aa bb cc", 5), ["aa bb", "cc"]);
        assert_eq!(super::wrap("short", 40), ["short"]);
    }

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(super::count(1, "cell"), "1 cell");
        assert_eq!(super::count(0, "cell"), "0 cells");
        assert_eq!(super::count(12, "chip"), "12 chips");
    }

    #[test]
    fn long_quoted_spans_are_cut_and_short_ones_kept() {
        use super::shorten_quotes;
        let long = "x".repeat(4_000_000);
        let cut = shorten_quotes(&format!("move 3 (\"{long}\"): unknown key `{long}` here"));
        let shown = format!("{}…(4000000 bytes in all)", "x".repeat(80));
        assert_eq!(
            cut,
            format!("move 3 (\"{shown}\"): unknown key `{shown}` here")
        );
        let short = r#"move "take \"X\"" and `key` and an open " quote"#;
        assert_eq!(shorten_quotes(short), short);
        let escaped = format!("\"a\\\"{long}\" then");
        assert!(shorten_quotes(&escaped).ends_with("…(4000003 bytes in all)\" then"));
    }
}
