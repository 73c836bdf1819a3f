//! Helping a person find a move: the legal moves nearest to what they typed (those it
//! begins, then the fewest edits away), the legal moves grouped by their first word, and
//! completion of a move by prefix one word at a time.

use crate::wording::edit_distance;
use itertools::Itertools;

/// At most `most` legal moves nearest to `typed`: first those that begin with it (the
/// shortest first), then by edit distance, ignoring case and repeated spaces.
pub fn nearest(typed: &str, legal: &[String], most: usize) -> Vec<String> {
    let typed = normal(typed);
    let mut scored: Vec<((bool, usize), &String)> = (legal.iter())
        .map(|m| {
            let move_text = normal(m);
            match move_text.starts_with(&typed) && !typed.is_empty() {
                true => ((false, move_text.len()), m),
                false => ((true, edit_distance(&typed, &move_text)), m),
            }
        })
        .collect();
    scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(b.1)));
    scored
        .into_iter()
        .take(most)
        .map(|(_, m)| m.clone())
        .collect()
}

/// Lower case, one space between words.
fn normal(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.join(" ").to_lowercase()
}

/// The legal moves grouped by their first word, the groups in the order first met.
pub fn grouped(legal: &[String]) -> Vec<(String, Vec<String>)> {
    let head = |m: &String| m.split_whitespace().next().unwrap_or("").to_string();
    let heads = legal.iter().map(head).unique();
    heads
        .map(|h| {
            let members = legal.iter().filter(|m| head(m) == h).cloned().collect();
            (h, members)
        })
        .collect()
}

/// The completions of `typed` among `words` (moves and commands): each candidate that
/// begins with it (ignoring case), cut after the next word, with a space after it when
/// more words follow; the same cut once, in order.
pub fn completions(typed: &str, words: &[String]) -> Vec<String> {
    let lower = typed.to_lowercase();
    let mut found: Vec<String> = Vec::new();
    for word in words {
        if !word.to_lowercase().starts_with(&lower) {
            continue;
        }
        let Some(rest) = word.get(typed.len()..) else {
            continue;
        };
        // Skip the spaces that begin the rest, then take the next word.
        let start = rest.len() - rest.trim_start().len();
        let cut = match rest[start..].find(' ') {
            Some(end) => typed.len() + start + end + 1,
            None => word.len(),
        };
        let candidate = word[..cut].to_string();
        if !found.contains(&candidate) {
            found.push(candidate);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn moves_that_begin_with_the_text_come_first() {
        let legal = texts(&["take O1", "take W02", "take W17", "upgrade O1 I2"]);
        assert_eq!(
            nearest("take w", &legal, 2),
            texts(&["take W02", "take W17"])
        );
        assert_eq!(nearest("tkae O1", &legal, 1), texts(&["take O1"]));
        assert_eq!(
            nearest("upgrade  o1 i3", &legal, 1),
            texts(&["upgrade O1 I2"])
        );
    }

    #[test]
    fn completion_goes_one_word_at_a_time() {
        let legal = texts(&[
            "place W05 L4 b2 b3 c3 d3",
            "place W05 L4 a1 a2 a3 b3",
            "place W05 I2 a1 a2",
            "take O1",
        ]);
        assert_eq!(completions("pl", &legal), texts(&["place "]));
        assert_eq!(completions("place ", &legal), texts(&["place W05 "]));
        assert_eq!(
            completions("place W05 ", &legal),
            texts(&["place W05 L4 ", "place W05 I2 "])
        );
        assert_eq!(
            completions("place w05 i", &legal),
            texts(&["place W05 I2 "])
        );
        assert_eq!(completions("t", &legal), texts(&["take "]));
        assert_eq!(completions("take ", &legal), texts(&["take O1"]));
        assert!(completions("x", &legal).is_empty());
    }

    #[test]
    fn groups_keep_the_order_met() {
        let legal = texts(&["take X", "X a1 a2", "take I", "pass"]);
        let groups = grouped(&legal);
        let heads: Vec<&str> = groups.iter().map(|g| g.0.as_str()).collect();
        assert_eq!(heads, ["take", "X", "pass"]);
        assert_eq!(groups[0].1, texts(&["take X", "take I"]));
    }
}
