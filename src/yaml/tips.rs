//! Tips added to the YAML library's messages where the mend can be guessed: the field
//! meant by an unknown one (`one-sided` for `one_sided`), and how a list is written where
//! one item was given as a plain word (`goal: W05`).

/// `message` with a tip after its first clause when one fits, else as it is.
pub fn with_tips(message: String) -> String {
    match unknown_field_tip(&message).or_else(|| list_tip(&message)) {
        Some(tip) => insert_before_location(&message, &tip),
        None => message,
    }
}

/// For `unknown field `x`, expected one of `a`, `b``: the field meant, found among those
/// listed with `-` read as `_` (`one-sided`), else by its spelling.
fn unknown_field_tip(message: &str) -> Option<String> {
    let rest = message.split("unknown field `").nth(1)?;
    let (typed, listed) = rest.split_once('`')?;
    let names: Vec<&str> = listed.split('`').skip(1).step_by(2).collect();
    let underscored = typed.replace('-', "_");
    let meant = (names.iter().copied())
        .find(|name| name.eq_ignore_ascii_case(&underscored))
        .or_else(|| crate::wording::did_you_mean(&underscored, names.iter().copied()))?;
    Some(format!(" (did you mean `{meant}`?)"))
}

/// For `invalid type: string "W05", expected a sequence`: a list is written in brackets or
/// an item a line.
fn list_tip(message: &str) -> Option<String> {
    let rest = message.split("invalid type: string \"").nth(1)?;
    let (word, _) = rest.split_once("\", expected a sequence")?;
    let items: Vec<&str> = word.split_whitespace().collect();
    Some(format!(
        " (a list: [{}], or each item on a line of its own after `- `)",
        items.join(", ")
    ))
}

/// `message` with `tip` before its ` at line …` part, or at its end.
fn insert_before_location(message: &str, tip: &str) -> String {
    match message.rfind(" at line ") {
        Some(at) => format!("{}{tip}{}", &message[..at], &message[at..]),
        None => format!("{message}{tip}"),
    }
}

#[cfg(test)]
mod tests {
    use super::with_tips;

    #[test]
    fn an_unknown_field_is_told_the_one_meant() {
        let told = with_tips(
            "pieces[1]: unknown field `one-sided`, expected one of `name`, `shape`, \
             `one_sided`, `count` at line 4 column 5"
                .to_string(),
        );
        assert!(
            told.ends_with("`count` (did you mean `one_sided`?) at line 4 column 5"),
            "{told}"
        );
        let slip = with_tips("unknown field `nmae`, expected `name`".to_string());
        assert_eq!(
            slip,
            "unknown field `nmae`, expected `name` (did you mean `name`?)"
        );
        let far = "unknown field `colour`, expected `name`".to_string();
        assert_eq!(with_tips(far.clone()), far);
    }

    #[test]
    fn a_word_for_a_list_is_told_how_a_list_is_written() {
        let told = with_tips(
            "goal: invalid type: string \"W05 W09\", expected a sequence at line 3 column 7"
                .to_string(),
        );
        assert_eq!(
            told,
            "goal: invalid type: string \"W05 W09\", expected a sequence (a list: [W05, W09], \
             or each item on a line of its own after `- `) at line 3 column 7"
        );
    }
}
