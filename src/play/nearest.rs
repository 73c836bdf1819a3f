//! Helping a person find a move: the legal moves nearest to what they typed (those it
//! begins, then the fewest edits away), the legal moves grouped by their first word, and
//! completion of a move by prefix one word at a time.

use crate::wording::edit_distance;
use itertools::Itertools;
use std::cmp::Reverse;

/// At most `most` legal moves nearest to `typed`: first those that begin with it (the
/// shortest first), then those sharing the most of its words (cells, pieces), then by
/// edit distance, ignoring case and repeated spaces.
pub fn nearest(typed: &str, legal: &[String], most: usize) -> Vec<String> {
    let typed = normal(typed);
    let mut scored: Vec<(Nearness, &String)> = (legal.iter())
        .map(|m| {
            let move_text = normal(m);
            match move_text.starts_with(&typed) && !typed.is_empty() {
                true => ((false, Reverse(0), move_text.len()), m),
                false => {
                    let shared = Reverse(shared_words(&typed, &move_text));
                    ((true, shared, edit_distance(&typed, &move_text)), m)
                }
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

/// How far a legal move is from what was typed, the nearest least: whether it does not
/// begin with it, then the words it shares (most first), then the edits or its length.
type Nearness = (bool, Reverse<usize>, usize);

/// How many of `typed`'s words `move_text` has (each of its words matched once).
fn shared_words(typed: &str, move_text: &str) -> usize {
    let mut words: Vec<&str> = move_text.split(' ').collect();
    typed
        .split(' ')
        .filter(|word| match words.iter().position(|w| w == word) {
            Some(at) => {
                words.swap_remove(at);
                true
            }
            None => false,
        })
        .count()
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

    /// The audit's cases: a move with a wrong cell is nearest to the moves keeping the
    /// other cells, and two cells with no word are nearest to the move naming both.
    #[test]
    fn moves_sharing_more_words_come_before_fewer_edits() {
        let legal = texts(&["remove b2 b4 c4", "remove d4 c1 e5", "remove a1 b1 a2"]);
        assert_eq!(
            nearest("remove d4 b1 c1", &legal, 1),
            texts(&["remove d4 c1 e5"])
        );
        let legal = texts(&["quiet f4", "build d4 f4", "quiet d4"]);
        assert_eq!(nearest("d4 f4", &legal, 1), texts(&["build d4 f4"]));
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
