//! Small pieces of wording shared by every message: a number with its noun in the right
//! number (`1 cell`, `5 cells`).

/// `1 move`, `2 moves` (nouns that take an `s`).
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 {
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
}
