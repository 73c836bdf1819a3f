//! Small pieces of wording shared by every message: a number with its noun in the right
//! number (`1 cell`, `5 cells`), and quoted input cut to a readable length.

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

#[cfg(test)]
mod tests {
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
