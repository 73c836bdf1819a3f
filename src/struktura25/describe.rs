//! What a Структура 25 move or die roll did, in words, for a person watching a game
//! (`play vs`): chips placed or taken off, the score, tokens earned or spent, a collapse,
//! the die's demand, a win at exactly 25.

use super::state::{Phase, Side, State};
use crate::wording::count;

/// The change from `before` to `after` for the player whose turn it was, or `None` when
/// nothing changed (a pass). After a roll the player is named, since the die moved.
pub fn describe(before: &State, after: &State) -> Option<String> {
    let p = before.to_move;
    let (was, now) = (&before.sides[p], &after.sides[p]);
    let mut parts = side_change(was, now);
    if after.winner == Some(p) && before.winner.is_none() {
        parts.push("exactly 25: wins".into());
    }
    match (before.phase, after.phase) {
        (Phase::Move, Phase::Roll) => parts.push(collapse_words(after.sides[p].held)),
        (_, Phase::Remove(n)) => parts.push(format!("must take off {}", chips(n.into()))),
        _ => {}
    }
    if parts.is_empty() {
        return None;
    }
    let text = parts.join("; ");
    Some(match before.phase {
        Phase::Roll => format!("player {}: {text}", p + 1),
        _ => text,
    })
}

/// A collapse the die decides, with a reminder when the player held a token they could
/// have spent on it (a token is spent by the activation's own `token`, before the die).
fn collapse_words(held: u8) -> String {
    match held {
        0 => "collapse: the die is rolled next".into(),
        _ => format!(
            "collapse: the die is rolled next ({} held, not spent: `token` at the end of an \
             activation spends one to cancel its collapse)",
            count(held, "token")
        ),
    }
}

/// Chips, score and tokens of one side, as changed.
fn side_change(was: &Side, now: &Side) -> Vec<String> {
    let mut parts = Vec::new();
    let (on, off) = (now.chips.count_ones(), was.chips.count_ones());
    let in_hand = format!("{} in hand", now.hand);
    if on > off {
        parts.push(format!("placed {} ({in_hand})", chips(on - off)));
    } else if off > on {
        parts.push(format!("{} off the grid ({in_hand})", chips(off - on)));
    }
    if was.score != now.score {
        parts.push(format!("score {} → {}", was.score, now.score));
    }
    // A move may earn a token and spend one at once (a cluster's token spent on the
    // collapse its own activation causes): told from what was earned, not what is held.
    let earned = now.earned.saturating_sub(was.earned);
    let spent = (was.held + earned).saturating_sub(now.held);
    if earned > 0 {
        parts.push(format!("earned {}", count(earned, "token")));
    }
    if spent > 0 {
        let tokens = count(spent, "token");
        parts.push(format!("spent {tokens}: the collapse is cancelled"));
    }
    parts
}

fn chips(n: u32) -> String {
    count(n, "chip")
}

#[cfg(test)]
mod tests {
    use super::super::moves::parse;
    use super::super::position::sketch as at;
    use super::super::rules::play;
    use super::*;

    fn said(state: &State, text: &str) -> (State, Option<String>) {
        let after = play(state, &parse(text).unwrap()).unwrap();
        let said = describe(state, &after);
        (after, said)
    }

    #[test]
    fn a_collapse_then_the_die_then_the_removal_are_each_told() {
        // Player 1 has 4 chips on the grid and 6 in hand, and 20 points; the line of five
        // scores 5, past 25: the score falls to 24 and the die is rolled.
        let state = at(&["AAAA"], "players:\n  - {score: 20}\n  - {}\n");
        let (collapsed, told) = said(&state, "activate e1 line a1-e1");
        let expected = "placed 1 chip (5 in hand); score 20 → 24; collapse: the die is rolled next";
        assert_eq!(told.as_deref(), Some(expected));
        let (rolled, told) = said(&collapsed, "roll 4");
        assert_eq!(told.as_deref(), Some("player 1: must take off 2 chips"));
        let (_, told) = said(&rolled, "remove a1 e1");
        assert_eq!(told.as_deref(), Some("2 chips off the grid (7 in hand)"));
    }

    /// The audit's case: a cluster's token spent on the collapse its own activation causes
    /// (20 + 7 is past 25, corrected to 24 under the default `cap`). The token held does not
    /// change, but both halves are told.
    #[test]
    fn a_token_earned_and_spent_at_once_is_told() {
        let state = at(&["AA", "A"], "players:\n  - {score: 20}\n  - {}\n");
        let (_, told) = said(&state, "activate b2 cluster a1-b2 token");
        let expected = "placed 1 chip (6 in hand); score 20 → 24; earned 1 token; \
                        spent 1 token: the collapse is cancelled";
        assert_eq!(told.as_deref(), Some(expected));
    }

    /// A token held and not spent: the collapse says how it could have been (the rules:
    /// the token is spent before any die is rolled).
    #[test]
    fn a_collapse_with_a_token_held_says_how_to_spend_it() {
        let state = at(
            &["AAAA"],
            "players:\n  - {score: 20, tokens: 1, spent: [quiet]}\n  - {}\n",
        );
        let (_, told) = said(&state, "activate e1 line a1-e1");
        let expected = "placed 1 chip (5 in hand); score 20 → 24; collapse: the die is rolled \
                        next (1 token held, not spent: `token` at the end of an activation spends \
                        one to cancel its collapse)";
        assert_eq!(told.as_deref(), Some(expected));
    }

    #[test]
    fn exactly_25_is_told_as_a_win() {
        let state = at(&["AAAA"], "players:\n  - {score: 13}\n  - {}\n");
        let (_, told) = said(&state, "activate e1 line a1-e1");
        let expected = "placed 1 chip (5 in hand); score 13 → 25; exactly 25: wins";
        assert_eq!(told.as_deref(), Some(expected));
    }
}
